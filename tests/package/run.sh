#!/bin/sh
# tests/package/run.sh BUILD: the installable binary and the release tarball.
#   - build/moonpy needs no shared library outside glibc, is a PIE with full RELRO, and needs
#     no glibc newer than the one README.md names;
#   - `cmake --install` into an empty prefix installs bin/moonpy, its man page and the bash
#     completion (and the pkg-config file when the C API is there);
#   - CPack's moonpy-<version>-<os>-<arch>.tar.gz matches its .sha256; unpacked into an empty
#     directory it runs `moonpy mcp` there with an empty environment: initialize, a tool call,
#     and 2026-07-28's server/discover.
set -u
build=$(cd "${1:-build}" && pwd)
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
pass=0
fail=0
check() { # NAME STATUS [DETAIL]
  if [ "$2" -eq 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1${3:+: $3}"; fi
}
bin=$build/moonpy

# the binary
libs=$(ldd "$bin" | awk '{print $1}' | grep -v -E '^(linux-vdso\.so\.1|libc\.so\.6|libm\.so\.6|/lib64/ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1|/lib/ld-linux-aarch64\.so\.1)$' | tr '\n' ' ')
check "only glibc's shared libraries" "$([ -z "$libs" ]; echo $?)" "$libs"
check "a position-independent executable" "$(readelf -h "$bin" | grep -q 'DYN (Position-Independent Executable'; echo $?)"
check "full RELRO (BIND_NOW)" "$(readelf -d "$bin" | grep -q 'FLAGS.*BIND_NOW\|FLAGS_1.*NOW'; echo $?)"
check "a RELRO segment" "$(readelf -l "$bin" | grep -q GNU_RELRO; echo $?)"
check "stack protector" "$(nm -D "$bin" 2>/dev/null | grep -q __stack_chk_fail; echo $?)"
need=$(objdump -T "$bin" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -t. -k1,1n -k2,2n -u | tail -n 1)
said=$(sed -n 's/.*runs on glibc \([0-9][0-9.]*\) or newer.*/\1/p' "$root/README.md" | head -n 1)
check "README names the lowest glibc ($need)" "$([ -n "$said" ] && [ "$need" = "$said" ]; echo $?)" "README says '$said'"
version=$(sed -n 's/^project(moonpy VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
check "--version is project()'s" "$("$bin" --version | grep -q "^moonpy $version"; echo $?)"

# cmake --install into an empty prefix
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null 2>"$tmp/install.err"
check "cmake --install" "$?" "$(head -c 300 "$tmp/install.err")"
for f in bin/moonpy share/man/man1/moonpy.1 share/bash-completion/completions/moonpy include/moonpy.h; do
  check "installs $f" "$([ -f "$tmp/prefix/$f" ]; echo $?)"
done
if [ -f "$root/include/moonpy.h" ]; then
  check "installs lib/pkgconfig/moonpy.pc" "$([ -f "$tmp/prefix/lib/pkgconfig/moonpy.pc" ] || [ -f "$tmp/prefix/lib64/pkgconfig/moonpy.pc" ]; echo $?)"
fi
check "the man page names every command" \
  "$(for c in 'moonpy run' 'moonpy translate' 'moonpy mcp' 'moonpy repl' run_python list_modules reset_session output\\\\-budget; do grep -q "$c" "$tmp/prefix/share/man/man1/moonpy.1" || exit 1; done; echo 0)"
if command -v man >/dev/null 2>&1; then
  check "the man page renders" "$(MANWIDTH=80 man -l "$tmp/prefix/share/man/man1/moonpy.1" 2>&1 | grep -q 'MCP SERVER'; echo $?)"
fi
got=$(bash -c '. "$1"; COMP_WORDS=(moonpy r); COMP_CWORD=1; _moonpy; echo "${COMPREPLY[*]}"' _ "$tmp/prefix/share/bash-completion/completions/moonpy")
check "bash completion of a command" "$([ "$got" = "run repl" ]; echo $?)" "$got"
got=$(bash -c '. "$1"; COMP_WORDS=(moonpy mcp --output-b); COMP_CWORD=2; _moonpy; echo "${COMPREPLY[*]}"' _ "$tmp/prefix/share/bash-completion/completions/moonpy")
check "bash completion of an mcp flag" "$([ "$got" = --output-budget ]; echo $?)" "$got"

# the tarball
(cd "$build" && cpack --config CPackConfig.cmake -B "$tmp/pkg" >"$tmp/cpack.out" 2>&1)
check "cpack" "$?" "$(tail -n 3 "$tmp/cpack.out")"
tgz=$(ls "$tmp/pkg"/moonpy-"$version"-*.tar.gz 2>/dev/null | head -n 1)
check "the tarball is moonpy-$version-<os>-<arch>.tar.gz" "$([ -n "$tgz" ]; echo $?)" "$(ls "$tmp/pkg")"
[ -n "$tgz" ] || { echo "$pass passed, $fail failed"; exit 1; }
check "its checksum" "$(cd "$tmp/pkg" && sha256sum -c "$(basename "$tgz").sha256" >/dev/null 2>&1; echo $?)"
mkdir "$tmp/empty"
tar -xzf "$tgz" -C "$tmp/empty"
top=$tmp/empty/$(basename "$tgz" .tar.gz)
check "it unpacks into one directory" "$([ -x "$top/bin/moonpy" ]; echo $?)"
{
  echo '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"package","version":"1"}}}'
  echo '{"jsonrpc":"2.0","method":"notifications/initialized"}'
  printf '%s\n' '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run_python","arguments":{"code":"import json, re\nresult = json.dumps({\"n\": len(re.findall(r\"o\", \"moonpy\"))})"}}}'
  echo '{"jsonrpc":"2.0","id":3,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}'
  sleep 2
} | (cd "$tmp/empty" && env -i "$top/bin/moonpy" mcp) > "$tmp/mcp.out" 2> "$tmp/mcp.err"
check "the unpacked server answers initialize" "$(grep '"id":1,"result"' "$tmp/mcp.out" | grep -q '"protocolVersion":"2025-11-25"'; echo $?)"
check "the unpacked server runs Python (json, re: PCRE2)" "$(grep -qF '"result":"{\"n\": 2}"' "$tmp/mcp.out"; echo $?)" "$(head -c 300 "$tmp/mcp.out")"
check "the unpacked server speaks 2026-07-28" "$(grep -q '"id":3,"result":.*"supportedVersions"' "$tmp/mcp.out"; echo $?)"
check "nothing on stderr" "$([ ! -s "$tmp/mcp.err" ]; echo $?)" "$(head -c 300 "$tmp/mcp.err")"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
