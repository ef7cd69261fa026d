#!/bin/sh
# options.sh: the command line of `moonpy run` and `moonpy mcp` (one option parser,
# src/options.c). A bad or missing value is refused with exit status 2 and a message naming
# the option, before anything runs; good values are accepted; --help lists the modules.
#   tests/mcp/options.sh [MOONPY]
set -u
moonpy=${1:-$(dirname "$0")/../../build/moonpy}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'print("ran")\n' > "$tmp/x.py"
pass=0
fail=0

# refused ARGS... : exit status 2, nothing run, stderr names the option's value
refused() {
    out=$("$moonpy" "$@" < /dev/null 2> "$tmp/err")
    rc=$?
    if [ $rc -eq 2 ] && [ -z "$out" ] && grep -q -- "--" "$tmp/err"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL (should be refused, exit 2): moonpy $* -> exit $rc, stdout '$out'"
        cat "$tmp/err"
    fi
}

# accepted ARGS... : `run` prints "ran" and exits 0
accepted() {
    out=$("$moonpy" "$@" 2> "$tmp/err")
    rc=$?
    if [ $rc -eq 0 ] && [ "$out" = "ran" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL (should run): moonpy $* -> exit $rc, stdout '$out'"
        cat "$tmp/err"
    fi
}

# message ARGS... -- TEXT : the refusal says TEXT
message() {
    args=""
    while [ "$1" != "--" ]; do args="$args $1"; shift; done
    shift
    # shellcheck disable=SC2086
    "$moonpy" $args < /dev/null > /dev/null 2> "$tmp/err"
    if grep -qF -- "$1" "$tmp/err"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: moonpy$args should say: $1"
        cat "$tmp/err"
    fi
}

x=$tmp/x.py
refused run --timeout abc "$x"
refused run --timeout -1 "$x"
refused run --timeout 1e3 "$x"
refused run --max-operations -5 "$x"
refused run --max-operations 1.5 "$x"
refused run --max-operations 99999999999999999999 "$x"
refused run --max-memory 12Q "$x"
refused run --max-memory -1M "$x"
refused run --max-memory M "$x"
refused run --max-output 1.5X "$x"
refused run "$x" --timeout
refused run "$x" --max-memory
refused run --bogus "$x"
message run --timeout abc "$x" -- "moonpy: bad value for --timeout: 'abc' (expected seconds"
message run "$x" --max-operations -- "moonpy: --max-operations needs a value"
message run --max-memory 12Q "$x" -- "bad value for --max-memory: '12Q' (expected a size"

accepted run --max-memory 1.5G "$x"
accepted run --max-memory 256M "$x"
accepted run --max-memory 256MiB "$x"
accepted run --max-memory 1GB "$x"
accepted run --max-memory 100000000 "$x"
accepted run --max-output 64K "$x"
accepted run --timeout 0.5 "$x"
accepted run --timeout 10 "$x"
accepted run --max-operations 0 "$x"
accepted run --max-operations 100000 "$x"

refused mcp --timeout 0
refused mcp --timeout abc
refused mcp --max-memory 0
refused mcp --max-memory 12Q
refused mcp --max-operations -5
refused mcp --max-result 10
refused mcp --max-sessions 0
refused mcp --max-sessions 5000
refused mcp --kill-grace abc
refused mcp --session-idle -1
refused mcp --worker-cpu 0.5
refused mcp --max-message 100
refused mcp --max-message
refused mcp --bogus
message mcp --max-sessions 0 -- "moonpy mcp: bad value for --max-sessions: '0' (expected a whole number from 1 to 4096)"
message mcp --timeout -- "moonpy mcp: --timeout needs a value"

# good mcp options: the server starts, answers ping, and ends at end of input
ping='{"jsonrpc":"2.0","id":1,"method":"ping"}'
got=$(echo "$ping" | "$moonpy" mcp --timeout 2.5 --max-memory 64M --max-output 1M \
    --max-result 64K --max-sessions 4 --kill-grace 0.5 --session-idle 0 --max-message 1M \
    --max-operations 1000000 2> "$tmp/err")
if [ "$got" = '{"jsonrpc":"2.0","id":1,"result":{}}' ]; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL: moonpy mcp with good options answered '$got'"
    cat "$tmp/err"
fi

# --help lists the importable modules (runtime/init.lua's allowlist)
if "$moonpy" --help | tr -s " \n" "  " | grep -q "collections, collections.abc"; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL: moonpy --help does not list the importable modules"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
