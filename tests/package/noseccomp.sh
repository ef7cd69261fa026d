#!/bin/sh
# The platform layer's seam: CMake's -DMOONPY_SECCOMP=OFF (the build a port to a system
# without seccomp starts from) configures and builds build-noseccomp/ beside build (the
# `moonpy` target only), and its MCP server says on stderr that it has no system-call wall,
# answers initialize and runs a call in a worker. It also sets MOONPY_WEBSITE_URL, which
# serverInfo then carries as websiteUrl.
#   tests/package/noseccomp.sh [build-dir]        (default: build-noseccomp beside build)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build-noseccomp}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
check() { # NAME STATUS
  if [ "$2" -eq 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi
}
t0=$(date +%s)
if ! { cmake -S "$root" -B "$build" -DMOONPY_SECCOMP=OFF -DMOONPY_WEBSITE_URL=https://example.org/moonpy &&
       cmake --build "$build" -j1 --target moonpy; } >"$tmp/log" 2>&1; then
  tail -n 40 "$tmp/log"; echo "the build without seccomp failed"; echo "0 passed, 1 failed"; exit 1
fi
echo "build-noseccomp built in $(($(date +%s) - t0)) s"
check "no libseccomp linked" "$(! nm "$build/moonpy" | grep -q seccomp_init; echo $?)"
printf '%s\n' \
  '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}' \
  '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run_python","arguments":{"code":"6 * 7"}}}' |
  "$build/moonpy" mcp >"$tmp/out" 2>"$tmp/err"
check "the server says it has no wall" "$(grep -q 'no system-call wall (built with MOONPY_SECCOMP=OFF)' "$tmp/err"; echo $?)"
check "websiteUrl in serverInfo" "$(grep -q '"websiteUrl":"https://example.org/moonpy"' "$tmp/out"; echo $?)"
check "a call runs in a worker" "$(grep -q '"structuredContent":{"result":42,' "$tmp/out"; echo $?)"
[ "$fail" -eq 0 ] || { cat "$tmp/out" "$tmp/err" | cut -c1-300; }
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
