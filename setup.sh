#!/bin/sh
# Installs what moonpy needs to build and test on a fresh Debian machine, then builds it.
# clang and libclang-rt-14-dev (libFuzzer, the sanitizers' runtimes) build the fuzz targets of
# the test suite (fuzz/run.sh); the sanitizer build uses the default compiler.
set -e
cd "$(dirname "$0")"
if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
PKGS="build-essential cmake pkg-config liblua5.4-dev lua5.4 lua-lpeg-dev lua-cjson-dev libgmp-dev libseccomp-dev libpcre2-dev libedit-dev nettle-dev libb2-dev zlib1g-dev clang-format dpkg-dev clang libclang-rt-14-dev"
missing=
for p in $PKGS; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
fi
# Node.js runs the MCP tests (the official SDK client); use the machine's, else Debian's.
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs npm
fi
# python3 (Debian 12's is CPython 3.11, Unicode 14.0.0, the oracle) runs the generators of
# runtime/data and of the test expectations; the test data-generated checks them.
if ! command -v python3 >/dev/null 2>&1; then
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y python3
fi
# moonpy's own Lua: Debian's lua5.4 source package (through apt's source entries, added here
# when the machine has none), patched at build time with patches/lua/ (CMakeLists.txt).
LUA_VERSION=5.4.4-3+deb12u1
# LPeg and lua-cjson come from their source packages too: the library faces (libmoonpy, the
# Lua module) need them position-independent, which Debian's static archives are not.
SOURCES="lua5.4=$LUA_VERSION:lua5.4-5.4.4/src/lvm.c lua-lpeg=1.0.2-2:lua-lpeg-1.0.2/lpvm.c lua-cjson=2.1.0+dfsg-2.2:lua-cjson-2.1.0+dfsg/lua_cjson.c"
mkdir -p build/lua-src
for src in $SOURCES; do
  [ -f "build/lua-src/${src#*:}" ] && continue
  if ! apt-get source --print-uris "${src%%:*}" >/dev/null 2>&1; then
    . /etc/os-release
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      "$VERSION_CODENAME" "$VERSION_CODENAME" | $SUDO tee /etc/apt/sources.list.d/moonpy-src.sources >/dev/null
    $SUDO apt-get update
  fi
  (cd build/lua-src && apt-get source -q "${src%%:*}" >/dev/null 2>&1)
done
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2
# the MCP test clients (the SDK v1 and v2 clients, the Inspector), pinned by
# tests/mcp/package-lock.json
if [ ! -d tests/mcp/node_modules/@modelcontextprotocol/sdk ] ||
   [ ! -d tests/mcp/node_modules/@modelcontextprotocol/client ] ||
   [ ! -d tests/mcp/node_modules/@modelcontextprotocol/inspector ]; then
  (cd tests/mcp && npm ci --no-audit --no-fund >/dev/null)
fi
