#!/bin/sh
# Escape attempts and resource attacks: each program must fail cleanly, exactly as its .exp
# says (stdout, then "--- exit N" and the last stderr line). These differ from CPython on
# purpose (CPython has no sandbox), so the .exp files are moonpy's reviewed output:
# UPDATE=1 rewrites them; review the diff before committing.
#   tests/security/run.sh [path/to/moonpy]
here=$(cd "$(dirname "$0")" && pwd)
MOONPY=${1:-$here/../../build/moonpy}
pass=0; fail=0
for f in "$here"/*.py; do
  base=${f%.py}
  args=$(sed -n 's/^# args: //p' "$f" | head -1)
  out=$(mktemp); err=$(mktemp)
  # shellcheck disable=SC2086
  (cd "$here" && timeout 20 "$MOONPY" run $args "$(basename "$f")" >"$out" 2>"$err" </dev/null)
  rc=$?
  if [ $rc -ne 0 ]; then
    [ -s "$out" ] && [ -n "$(tail -c1 "$out")" ] && printf '\n' >>"$out"
    printf -- '--- exit %s\n%s\n' "$rc" "$(grep -v '^[[:space:]]*$' "$err" | tail -n1)" >>"$out"
  fi
  if [ "${UPDATE:-}" = 1 ]; then cp "$out" "$base.exp"; fi
  if cmp -s "$out" "$base.exp"; then pass=$((pass + 1))
  else
    fail=$((fail + 1)); echo "FAIL $(basename "$f")"
    diff -u --label expected --label actual "$base.exp" "$out" | head -n 15 | sed 's/^/    /'
  fi
  rm -f "$out" "$err"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
