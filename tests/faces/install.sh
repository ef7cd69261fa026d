#!/bin/sh
# The installed faces: `cmake --install` into a temporary prefix, then
#   - the C example (examples/embed.c) built against the installed header and moonpy.pc, linked
#     shared and static (pkg-config --static), run, its output compared with examples/embed.expected;
#   - the Lua module from the installed C module path, under Debian's lua5.4;
#   - what the libraries export: the C API only (the module: luaopen_moonpy only).
# usage: install.sh BUILD_DIR SOURCE_DIR
build=$1
root=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }
if ! cmake --install "$build" --prefix "$tmp/prefix" >"$tmp/log" 2>&1; then
  cat "$tmp/log"; echo "0 passed, 1 failed"; exit 1
fi
pc=$(find "$tmp/prefix" -name moonpy.pc | head -n 1)
libdir=$(dirname "$(dirname "$pc")")
export PKG_CONFIG_PATH="$(dirname "$pc")"
[ -f "$tmp/prefix/include/moonpy.h" ] && ok || bad "moonpy.h installed"
[ -x "$tmp/prefix/bin/moonpy" ] && ok || bad "the moonpy binary installed"

# shared
if cc -Wall -Wextra -Werror -o "$tmp/embed" "$root/examples/embed.c" $(pkg-config --cflags --libs moonpy) \
     -lpthread 2>"$tmp/log"; then
  ok
  if LD_LIBRARY_PATH="$libdir" "$tmp/embed" >"$tmp/out" 2>&1 && diff -u "$root/examples/embed.expected" "$tmp/out"; then
    ok
  else
    bad "the example (shared) prints examples/embed.expected"
  fi
else
  cat "$tmp/log"; bad "the example builds with pkg-config --cflags --libs moonpy"
fi
# static: the archive, then pkg-config --static's private libraries
libs=$(pkg-config --static --libs moonpy | sed 's/-lmoonpy/-Wl,-Bstatic -lmoonpy -Wl,-Bdynamic/')
if cc -Wall -Wextra -Werror -o "$tmp/embed_static" "$root/examples/embed.c" $(pkg-config --cflags moonpy) \
     $libs -lpthread 2>"$tmp/log"; then
  ok
  if ldd "$tmp/embed_static" | grep -q libmoonpy; then
    bad "the static example needs no libmoonpy.so"
  else
    ok
  fi
  if "$tmp/embed_static" >"$tmp/out" 2>&1 && diff -u "$root/examples/embed.expected" "$tmp/out"; then
    ok
  else
    bad "the example (static) prints examples/embed.expected"
  fi
else
  cat "$tmp/log"; bad "the example builds with pkg-config --static"
fi

# exports: the C API only; moonpy's Lua, LPeg and cjson stay private
extra=$(nm -D --defined-only "$libdir/libmoonpy.so" | awk '{print $3}' | grep -v '^mp_' | grep -v '^_')
[ -z "$extra" ] && ok || bad "libmoonpy.so exports only mp_*: $extra"
extra=$(nm -g --defined-only "$libdir/libmoonpy.a" | awk 'NF == 3 {print $3}' | grep -v '^mp_')
[ -z "$extra" ] && ok || bad "libmoonpy.a defines only mp_* globally: $(echo $extra | head -c 200)"
mod=$(find "$tmp/prefix" -name moonpy.so | head -n 1)
case "$mod" in */lua/5.4/moonpy.so) ok ;; *) bad "moonpy.so in <prefix>/lib/lua/5.4: $mod" ;; esac
extra=$(nm -D --defined-only "$mod" | awk '{print $3}' | grep -v '^luaopen_moonpy$' | grep -v '^_')
[ -z "$extra" ] && ok || bad "moonpy.so exports only luaopen_moonpy: $extra"
# the module binds the host's lua_* (undefined in it), never its own
nm -D --undefined-only "$mod" | grep -q ' lua_pushstring$' && ok || bad "moonpy.so uses the host's Lua"

# the Lua module from the installed path
out=$(lua5.4 "$root/tests/faces/lua_module.lua" "$(dirname "$mod")" 2>&1)
echo "$out" | grep -v ' passed, ' 
echo "$out" | tail -n 1 | grep -q ' 0 failed' && ok || bad "tests/faces/lua_module.lua with the installed module"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
