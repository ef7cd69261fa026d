#!/bin/sh
# Golden translations: tests/transpile/X.py must translate to exactly X.lua (so a change to the
# code generator shows up as a diff), and tests/transpile/syntax/X.py must be refused with the
# report in X.err. UPDATE=1 rewrites the golden files; review the diff before committing.
#   tests/transpile/run.sh [path/to/moonpy]
here=$(cd "$(dirname "$0")" && pwd)
MOONPY=${1:-$here/../../build/moonpy}
pass=0; fail=0
check() { # expected actual name
  if [ "${UPDATE:-}" = 1 ]; then cp "$2" "$1"; fi
  if cmp -s "$1" "$2"; then pass=$((pass + 1))
  else
    fail=$((fail + 1)); echo "FAIL $3"
    diff -u --label expected --label actual "$1" "$2" | head -n 20 | sed 's/^/    /'
  fi
}
tmp=$(mktemp)
for f in "$here"/*.py; do
  (cd "$here" && "$MOONPY" translate "$(basename "$f")" >"$tmp" 2>&1)
  check "${f%.py}.lua" "$tmp" "$(basename "$f")"
done
for f in "$here"/syntax/*.py; do
  (cd "$here/syntax" && "$MOONPY" run "$(basename "$f")" >"$tmp" 2>&1; echo "--- exit $?" >>"$tmp")
  check "${f%.py}.err" "$tmp" "syntax/$(basename "$f")"
done
rm -f "$tmp"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
