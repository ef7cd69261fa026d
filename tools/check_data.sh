#!/bin/sh
# Every generated table must be exactly what its generator writes today: runs each generator
# into a temporary folder and compares the files with the committed ones (ctest data-generated).
#   tools/check_data.sh               PYTHON=python3.11 tools/check_data.sh
# The generators need CPython 3.11 (Unicode 14.0.0), the oracle; without it this check fails,
# it never skips. setup.sh installs Debian's python3.
root=$(cd "$(dirname "$0")/.." && pwd)
PY=${PYTHON:-python3}
pass=0
fail=0
if ! command -v "$PY" >/dev/null 2>&1; then
  echo "FAIL: no $PY: the generators of runtime/data and tests/lua need CPython 3.11 (Unicode 14.0.0); setup.sh installs Debian's python3"
  echo "0 passed, 1 failed"
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# check GENERATOR DIR PATTERN: GENERATOR OUT writes the files of DIR that match PATTERN
check() {
  out="$tmp/$(basename "$1" .py)"
  mkdir -p "$out"
  if ! "$PY" "$root/$1" "$out" >"$tmp/log" 2>&1; then
    fail=$((fail + 1))
    echo "FAIL $1:"
    cat "$tmp/log"
    return
  fi
  for f in "$out"/*; do
    name=$2/$(basename "$f")
    if cmp -s "$f" "$root/$name"; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1))
      echo "FAIL $name is not what $1 writes (run: python3 $1)"
      diff -u --label "$name" --label "$1" "$root/$name" "$f" 2>&1 | head -n 12 | cut -c1-160
    fi
  done
  # and no committed table without its generator
  for f in "$root/$2"/$3; do
    [ -e "$f" ] || continue
    if [ ! -e "$out/$(basename "$f")" ]; then
      fail=$((fail + 1))
      echo "FAIL $2/$(basename "$f") is not written by $1"
    fi
  done
}

check tools/gen_unicode.py runtime/data 'unicode*'
check tools/gen_html.py runtime/data 'html*'
check tests/lua/gen_expected.py tests/lua 'expected_*.lua'
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
