#!/bin/sh
# transcript.sh: runs the .jsonl transcripts in tests/mcp/transcripts through `moonpy mcp`
# and compares what it writes with the committed .out.jsonl (volatile fields masked, lines
# sorted; see normalize.lua). Needs only sh, lua5.4 with lua-cjson, and diff.
#   tests/mcp/transcript.sh [MOONPY] [FILE.in.jsonl ...]     UPDATE=1 rewrites the .out files
set -u
here=$(cd "$(dirname "$0")" && pwd)
moonpy=${1:-$here/../../build/moonpy}
[ $# -gt 0 ] && shift
files=${*:-$here/transcripts/*.in.jsonl}
LUA=${LUA:-lua5.4}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for in in $files; do
  name=$(basename "$in" .in.jsonl)
  exp=${in%.in.jsonl}.out.jsonl
  args=$(sed -n 's/^# args: //p' "${in%.in.jsonl}.args" 2>/dev/null)
  want=0
  [ -f "$exp" ] && want=$(wc -l < "$exp")
  : > "$tmp/out"
  # Feed the input, then keep stdin open until the expected number of lines came (at most
  # 10 s), so answers to runs are not cut off by end of input.
  {
    cat "$in"
    i=0
    while [ "$(wc -l < "$tmp/out")" -lt "$want" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
    [ "$want" -eq 0 ] && sleep 1
  } | "$moonpy" mcp $args > "$tmp/out" 2> "$tmp/err"
  "$LUA" "$here/normalize.lua" < "$tmp/out" > "$tmp/got"
  if [ "${UPDATE:-0}" = 1 ]; then
    cp "$tmp/got" "$exp"
    echo "updated $name"
    continue
  fi
  "$LUA" "$here/normalize.lua" < "$exp" > "$tmp/want"
  if diff -u "$tmp/want" "$tmp/got" > "$tmp/diff"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $name"
    head -30 "$tmp/diff"
    tail -3 "$tmp/err"
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
