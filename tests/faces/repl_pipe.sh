#!/bin/sh
# moonpy repl on a pipe (no prompts): each tests/faces/repl/*.py fed to it line by line, its
# stdout and stderr compared with the .exp that CPython's interactive console printed for the
# same lines (tests/faces/regen.sh writes them). usage: repl_pipe.sh path/to/moonpy
moonpy=$1
dir=$(cd "$(dirname "$0")/repl" && pwd)
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
pass=0
fail=0
for f in "$dir"/*.py; do
  MOONPY_HISTORY= "$moonpy" repl <"$f" >"$tmp" 2>&1
  if cmp -s "$tmp" "${f%.py}.exp"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $(basename "$f")"
    diff "${f%.py}.exp" "$tmp" | head -n 20
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
