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
# The end of a pipe inside an open bracket: python3 -i reports it (the console of the .exp
# files drops it silently), so the expected text is python3 -i's, written here.
printf 'x = (1,\n2' | MOONPY_HISTORY= "$moonpy" repl >"$tmp" 2>&1
if printf '  File "<stdin>", line 1\n    x = (1,\n        ^\nSyntaxError: %s\n' "'(' was never closed" |
  cmp -s - "$tmp"; then
  pass=$((pass + 1))
else
  fail=$((fail + 1))
  echo "FAIL the end of input inside a bracket"
  cat "$tmp"
fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
