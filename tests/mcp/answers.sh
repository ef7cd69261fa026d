#!/bin/sh
# answers.sh: what the server sends back, byte for byte (the transcripts compare decoded JSON):
#   F8   an error's type, message and traceback are held to a budget (a 10 MB class name and
#        message give a reply of about 80 KB, not 30 MB), with a marker of what was cut;
#   F13  a request with lone surrogate escapes (\ud800) is answered with its own id (the text
#        the client wrote, "s\ud800", not U+FFFD in its place), and code
#        that holds one runs with U+FFFD in its place;
#   F14  ids come back exactly as they were written (9007199254740993, 1e+30, in batches too);
#   and a program whose translation outlasts its timeout fails with TimeoutError, after which
#   the session runs the next call normally; an import that fails carries a hint (issue 10);
#   and a client that writes its requests and closes stdin at once (a pipe) gets the answers
#   of its quick calls (queued ones and a last line without its newline included); a run
#   still going half a second after end of input is stopped unanswered.
#   tests/mcp/answers.sh [MOONPY]
set -u
moonpy=${1:-$(dirname "$0")/../../build/moonpy}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
check() { # NAME CONDITION-EXIT-STATUS
  if [ "$2" -eq 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi
}
call() { # ID CODE-AS-JSON-STRING [ARGS]
  printf '{"jsonrpc":"2.0","id":%s,"method":"tools/call","params":{"name":"run_python","arguments":{"code":%s%s}}}\n' "$1" "$2" "${3:-}"
}
slow=$(awk 'BEGIN { s = "x = 1"; for (i = 0; i < 12000; i++) s = s " + 1"; print s }')
{
  echo '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"answers","version":"1"}}}'
  call 1 '"raise type(\"T\" * 10**7, (Exception,), {})(\"m\" * 10**7)"'
  call 2 '"x = \"\ud800\" + \"\\\\ud800\" + \"\ud83d\ude00\"\nprint(ascii(x), len(x))"'
  echo '{"jsonrpc":"2.0","id":"s\ud800","method":"ping","params":{"p":"\udfff"}}'
  echo '{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}'
  echo '{"jsonrpc":"2.0","id":1e+30,"method":"ping"}'
  echo '[{"jsonrpc":"2.0","id":18446744073709551617,"method":"ping"},{"jsonrpc":"2.0","id":-0.0,"method":"ping"}]'
  call 3 "\"$slow\"" ',"session":"t","timeout_seconds":0.5'
  call 4 '"print(6 * 7)"' ',"session":"t"'
  call 5 '"import numpy as np"'
  call 6 '"import os"'
  call 7 '"x = 1\nwhile True: pass"' ',"session":"w","timeout_seconds":0.3'
  i=0
  while [ "$(wc -l < "$tmp/out" 2>/dev/null || echo 0)" -lt 12 ] && [ $i -lt 300 ]; do sleep 0.05; i=$((i + 1)); done
} | "$moonpy" mcp > "$tmp/out" 2> "$tmp/err"
line() { grep -a "\"id\":$1[,}]" "$tmp/out" | head -n 1; }
n=$(line 1 | wc -c)
check "F8: the reply to a 10 MB type name is $n bytes" "$([ "$n" -gt 1000 ] && [ "$n" -lt 120000 ]; echo $?)"
check "F8: the marker says what was cut" "$(line 1 | grep -q 'bytes of text cut here: ' ; echo $?)"
check "F13: code with \\ud800 runs with U+FFFD" \
  "$(line 2 | grep -qF '"text":"'"'"'\\ufffd\\\\ud800\\U0001f600'"'"' 8\n"'; echo $?)"
check "F13: a request with surrogates is answered with its id, as written" \
  "$(grep -aqF '{"jsonrpc":"2.0","id":"s\ud800","result":{}}' "$tmp/out"; echo $?)"
check "F14: id 9007199254740993" "$(grep -aqF '"id":9007199254740993,"result"' "$tmp/out"; echo $?)"
check "F14: id 1e+30" "$(grep -aqF '"id":1e+30,"result"' "$tmp/out"; echo $?)"
check "F14: ids in a batch" \
  "$(grep -aqF '[{"jsonrpc":"2.0","id":18446744073709551617,"result":{}},{"jsonrpc":"2.0","id":-0.0,"result":{}}]' "$tmp/out"; echo $?)"
check "the translation is under the time limit" \
  "$(line 3 | grep -qF 'TimeoutError: time limit of 0.5 s exceeded (while translating the program)'; echo $?)"
check "the session works after a timed-out translation" "$(line 4 | grep -qF '"text":"42\n"'; echo $?)"
check "a missing module: CPython's error, and a hint listing what imports" \
  "$(line 5 | grep -F "No module named 'numpy'" | grep -qF "Hint: only the sandbox's own modules can be imported (no third-party packages, nothing can be installed): __future__, __main__, abc,"; echo $?)"
check "a withheld module: the hint says why" \
  "$(line 6 | grep -qF 'the sandbox has no file system, environment or processes'; echo $?)"
{
  echo '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"answers","version":"1"}}}'
  call 1 '"1"'
  call 2 '"2"'
  call 3 '"while True: pass"' ',"session":"b"'
  printf '{"jsonrpc":"2.0","id":4,"method":"ping"}'
} | "$moonpy" mcp > "$tmp/eof" 2> "$tmp/err"
check "end of input: the quick calls are answered" "$([ "$(grep -ac '"id":[1-2],"result":{"content"' "$tmp/eof")" -eq 2 ]; echo $?)"
check "end of input: the queued call ran after the first" "$(grep -aqF '"text":"result = 2"' "$tmp/eof"; echo $?)"
check "end of input: an endless run is stopped unanswered" "$(! grep -aq '"id":3' "$tmp/eof"; echo $?)"
check "end of input: a last line without its newline" "$(grep -aqF '{"jsonrpc":"2.0","id":4,"result":{}}' "$tmp/eof"; echo $?)"
# a program too large for the translator's memory says so (it was "internal error in the parser")
big=$(awk 'BEGIN { for (i = 0; i < 40000; i++) printf "x = 1\\n" }')
{
  echo '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"answers","version":"1"}}}'
  call 1 "\"$big\""
  i=0
  while [ "$(wc -l < "$tmp/big" 2>/dev/null || echo 0)" -lt 2 ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done
} | "$moonpy" mcp --worker-memory 100M > "$tmp/big" 2> "$tmp/err"
# (a sanitizer build keeps no address-space limit on its workers: the program translates there)
if [ -z "${ASAN_OPTIONS:-}" ]; then
  check "a program too large to translate" \
    "$(grep -aqF 'MemoryError: the program is too large to translate' "$tmp/big"; echo $?)"
fi
check "an empty endless loop times out at its own line" \
  "$(line 7 | grep -qF 'time limit of 0.3 s exceeded at line 2'; echo $?)"
check "no parse errors" "$(! grep -aq '"id":null' "$tmp/out"; echo $?)"
[ "$fail" -eq 0 ] || { echo "--- stdout (cut):"; cut -c1-300 "$tmp/out"; tail -n 5 "$tmp/err"; }
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
