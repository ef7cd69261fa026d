#!/usr/bin/env bash
# Regenerate the expected outputs (.exp) of the behaviour tests from CPython.
#
#   tests/regen.sh                      # every .py under tests/py and tests/errors
#   tests/regen.sh tests/py/str_*.py    # only these files (or directories)
#   PYTHON=python3.11 tests/regen.sh    # another oracle binary (default: python3)
#
# Shape of X.exp (run_py.sh builds the same shape from moonpy):
#   - stdout of `python3 X.py`, run with cwd = X's folder and PYTHONHASHSEED=0;
#   - if the exit status N is not 0: a line `--- exit N`, then the last line of stderr
#     (the exception line, e.g. `ZeroDivisionError: division by zero`);
#   - for tests under an `errors/` folder, also a line `--- lines A,B,C`: the line numbers of the
#     `File "...", line N` entries of the traceback, in order.
# A newline is inserted before `--- exit` only when stdout does not already end with one.
set -u
here=$(cd "$(dirname "$0")" && pwd)
PYTHON=${PYTHON:-python3}

# make_exp OUT RC ERRFILE IS_ERRORS_TEST : append the exit/traceback trailer to OUT
# (kept identical to the copy in run_py.sh)
make_exp() {
  local out=$1 rc=$2 err=$3 iserr=$4
  if [ "$rc" -ne 0 ]; then
    if [ -s "$out" ] && [ -n "$(tail -c1 "$out")" ]; then printf '\n' >>"$out"; fi
    printf -- '--- exit %s\n' "$rc" >>"$out"
    printf '%s\n' "$(grep -v '^[[:space:]]*$' "$err" | tail -n1)" >>"$out"
    if [ "$iserr" = 1 ]; then
      local lines
      lines=$(grep -o '^ *File "[^"]*", line [0-9]*' "$err" | sed 's/.*line //' | paste -sd, -)
      printf -- '--- lines %s\n' "$lines" >>"$out"
    fi
  fi
}

if [ $# -eq 0 ]; then set -- "$here/py" "$here/errors"; fi
files=()
for a in "$@"; do
  if [ -d "$a" ]; then
    while IFS= read -r f; do files+=("$f"); done < <(find "$a" -name '*.py' -type f | sort)
  else
    files+=("$a")
  fi
done

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
n=0
for f in "${files[@]}"; do
  dir=$(cd "$(dirname "$f")" && pwd); base=$(basename "$f" .py)
  iserr=0; case "$dir/" in */errors/*) iserr=1;; esac
  ( cd "$dir" && PYTHONHASHSEED=0 timeout -k 2 10 "$PYTHON" "$base.py" >"$tmp/out" 2>"$tmp/err" )
  rc=$?
  make_exp "$tmp/out" "$rc" "$tmp/err" "$iserr"
  cp "$tmp/out" "$dir/$base.exp"
  if [ "$rc" -ne 0 ] && [ "$iserr" = 0 ]; then
    echo "note: $base.py exits $rc: $(tail -n1 "$tmp/err")"
  fi
  n=$((n + 1))
done
echo "regenerated $n .exp files"
