#!/bin/sh
# The suite under AddressSanitizer and UndefinedBehaviorSanitizer: configures and builds
# build-asan/ (CMake's MOONPY_SANITIZE, see CMakeLists.txt) and runs in it every test that
# runs moonpy's C: the Python behaviour and traceback tests, security, transpile, cpydiff,
# planted, the py.num unit tests, the JSON-RPC unit tests, the MCP transcripts, the option
# parser and the MCP SDK tests. Left out: the tests that run no C of moonpy's (style,
# lua-globals, data-generated, str, format, parser: clang-format, lua5.4 and python3 on the
# sources), and one SDK test, "isolation", which checks exactly what a sanitizer build relaxes
# in its workers (stderr stays open for reports, no RLIMIT_AS, no RLIMIT_FSIZE;
# src/mcp/worker.c): tests/mcp/isolation_sanitize.test.mjs checks the rest in its place.
# A sanitizer report fails the test it happens in: ASan and UBSan end the process with a
# report on stderr (UBSan does not recover), LeakSanitizer checks every exit.
#   tests/sanitize.sh [build-dir]        (default: build-asan beside build)
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-asan}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
t0=$(date +%s)
if ! { cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOONPY_SANITIZE=ON &&
       cmake --build "$build" -j2; } >"$log" 2>&1; then
  tail -n 40 "$log"; echo "sanitizer build failed"; echo "0 passed, 1 failed"; exit 1
fi
echo "build-asan built in $(($(date +%s) - t0)) s"
# A small quarantine keeps the server's RSS flat enough for the stress test's 2 MiB check;
# use-after-free within the last few MiB freed is still caught.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:quarantine_size_mb=1:thread_local_quarantine_size_kb=16
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS UBSAN_OPTIONS
# instrumented code runs 3-10x slower: the MCP server's kill grace after a deadline grows with it
MCP_KILL_GRACE=4
export MCP_KILL_GRACE
# and an attack program without a time limit of its own gets a longer one, so that the limit it
# is written to reach (memory, operations) comes first
SECURITY_TIMEOUT=20
export SECURITY_TIMEOUT
# and each behaviour test's kill timer (run_py.sh; 10 s uninstrumented)
TIMEOUT=30
export TIMEOUT
status=0
ctest --test-dir "$build" -j2 --output-on-failure \
  -E '^(style|lua-globals|data-generated|str|format|parser|mcp_sdk)$' || status=1
if command -v node >/dev/null 2>&1; then
  sh "$root/tests/mcp/run.sh" "$build/moonpy" '--test-name-pattern=^(?!isolation: )[a-z0-9]' \
    protocol.test.mjs tools.test.mjs modern.test.mjs inspector.test.mjs stress.test.mjs \
    isolation_sanitize.test.mjs >"$log" 2>&1 ||
    { status=1; cat "$log"; }
  grep -E '^# (pass|fail) ' "$log" | tr '\n' ' '; echo "(MCP SDK tests under ASan)"
fi
echo "sanitizer run: $(($(date +%s) - t0)) s"
exit $status
