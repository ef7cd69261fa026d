#!/bin/sh
# Deliberate differences from CPython, one small program each; its header says why. Each
# program's output under moonpy must be exactly its .exp (moonpy's reviewed output), and must
# still differ from its .cpython (CPython 3.11's output): a program whose output CPython now
# matches is no longer a difference and goes (into tests/py, with CPython's output).
# Outputs are shaped as in tests/security: stdout, then "--- exit N" and the last stderr line.
#   tests/cpydiff/run.sh [path/to/moonpy]
#   UPDATE=1 tests/cpydiff/run.sh     rewrites the .exp files from moonpy (review the diff)
#   CPYTHON=1 tests/cpydiff/run.sh    rewrites the .cpython files from python3 (PYTHONHASHSEED=0)
here=$(cd "$(dirname "$0")" && pwd)
MOONPY=${1:-$here/../../build/moonpy}
pass=0; fail=0
shape() { # out rc err
  if [ "$2" -ne 0 ]; then
    [ -s "$1" ] && [ -n "$(tail -c1 "$1")" ] && printf '\n' >>"$1"
    printf -- '--- exit %s\n%s\n' "$2" "$(grep -v '^[[:space:]]*$' "$3" | tail -n1)" >>"$1"
  fi
}
for f in "$here"/*.py; do
  base=${f%.py}; name=$(basename "$f")
  out=$(mktemp); err=$(mktemp)
  if [ "${CPYTHON:-}" = 1 ]; then
    (cd "$here" && PYTHONHASHSEED=0 timeout 20 python3 "$name" >"$out" 2>"$err" </dev/null)
    shape "$out" $? "$err"
    cp "$out" "$base.cpython"
  fi
  args=$(sed -n 's/^# args: //p' "$f" | head -1)
  # shellcheck disable=SC2086
  (cd "$here" && timeout 20 "$MOONPY" run $args "$name" >"$out" 2>"$err" </dev/null)
  shape "$out" $? "$err"
  if [ "${UPDATE:-}" = 1 ]; then cp "$out" "$base.exp"; fi
  if ! grep -q '^# Deliberate difference' "$f" || ! grep -q '^# Why: ' "$f"; then
    fail=$((fail + 1)); echo "FAIL $name: the header must say '# Deliberate difference' and '# Why: '"
  elif ! cmp -s "$out" "$base.exp"; then
    fail=$((fail + 1)); echo "FAIL $name"
    diff -u --label expected --label actual "$base.exp" "$out" | head -n 15 | sed 's/^/    /'
  elif [ ! -f "$base.cpython" ]; then
    fail=$((fail + 1)); echo "FAIL $name: no $(basename "$base").cpython (run with CPYTHON=1)"
  elif cmp -s "$out" "$base.cpython"; then
    fail=$((fail + 1)); echo "FAIL $name: CPython now gives the same output; move it to tests/py"
  else
    pass=$((pass + 1))
  fi
  rm -f "$out" "$err"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
