#!/usr/bin/env bash
# Run the behaviour tests under moonpy and compare with the committed .exp files (from CPython).
#
#   tests/run_py.sh                                  # all of tests/py and tests/errors
#   tests/run_py.sh tests/py/str_split.py tests/errors
#   tests/run_py.sh "build/moonpy run" tests/py      # explicit command (first argument that is
#   MOONPY="valgrind build/moonpy run" tests/run_py.sh   # neither a .py file nor a directory)
#
# Each test runs with cwd = its folder and a 10 s timeout, 2 at a time. The output is shaped like
# regen.sh shapes CPython's (stdout, then `--- exit N` + the last stderr line when the exit status
# is not 0, then `--- lines ...` for tests under errors/). Failing tests are printed with the first
# 15 lines of the diff; the last line is `N passed, N failed`; exit status 1 if any failed.
# Needs only bash, coreutils, grep, sed, diff and xargs.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
JOBS=${JOBS:-2}
TIMEOUT=${TIMEOUT:-10}

make_exp() {   # identical to the copy in regen.sh
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

# Internal mode: run one test, write "PASS name" or "FAIL name" + diff into $RESULTS/<id>.
if [ "${1:-}" = "--one" ]; then
  f=$2
  dir=$(cd "$(dirname "$f")" && pwd); base=$(basename "$f" .py)
  name=${dir#"$root"/}/$base.py
  iserr=0; case "$dir/" in */errors/*) iserr=1;; esac
  key=$(printf '%s' "$name" | tr '/' '_')
  work=$(mktemp -d)
  read -r -a cmd <<<"$MOONPY_CMD"
  ( cd "$dir" && timeout -k 2 "$TIMEOUT" "${cmd[@]}" "$base.py" >"$work/out" 2>"$work/err" </dev/null )
  rc=$?
  make_exp "$work/out" "$rc" "$work/err" "$iserr"
  {
    if [ ! -f "$dir/$base.exp" ]; then
      echo "FAIL $name (no $base.exp; run tests/regen.sh)"
    elif diff -q "$dir/$base.exp" "$work/out" >/dev/null 2>&1; then
      echo "PASS $name"
    else
      note=""; [ "$rc" -eq 124 ] && note=" (timeout ${TIMEOUT}s)"
      echo "FAIL $name$note"
      diff -u --label expected --label actual "$dir/$base.exp" "$work/out" | head -n 15 | sed 's/^/    /'
      if [ "$rc" -ne 0 ] && [ -s "$work/err" ]; then
        echo "    stderr: $(grep -v '^[[:space:]]*$' "$work/err" | tail -n1 | cut -c1-200)"
      fi
    fi
  } >"$RESULTS/$key"
  rm -rf "$work"
  exit 0
fi

# Command: first argument if it is neither a .py file nor a directory, else $MOONPY, else default.
MOONPY_CMD=${MOONPY:-"$root/build/moonpy run"}
if [ $# -gt 0 ] && [ ! -d "$1" ] && [[ "$1" != *.py ]]; then MOONPY_CMD=$1; shift; fi
# Make a relative program path absolute (tests run with cwd = their folder).
read -r -a cmd <<<"$MOONPY_CMD"
if [[ "${cmd[0]}" == */* ]] && [[ "${cmd[0]}" != /* ]]; then
  if [ -e "${cmd[0]}" ]; then cmd[0]=$(cd "$(dirname "${cmd[0]}")" && pwd)/$(basename "${cmd[0]}")
  else cmd[0]=$root/${cmd[0]}; fi
  MOONPY_CMD="${cmd[*]}"
fi
if ! command -v "${cmd[0]}" >/dev/null 2>&1; then
  echo "run_py.sh: cannot run '${cmd[0]}' (build moonpy first, or pass the command)" >&2
fi

if [ $# -eq 0 ]; then set -- "$here/py" "$here/errors"; fi
list=$(mktemp); RESULTS=$(mktemp -d)
trap 'rm -rf "$list" "$RESULTS"' EXIT
for a in "$@"; do
  if [ -d "$a" ]; then find "$a" -name '*.py' -type f
  elif [ -f "$a" ]; then printf '%s\n' "$a"
  else echo "run_py.sh: no such test: $a" >&2
  fi
done | sort -u >"$list"

export MOONPY_CMD RESULTS TIMEOUT root
tr '\n' '\0' <"$list" | xargs -0 -r -n1 -P"$JOBS" "$here/run_py.sh" --one

# tests/known_failures.txt: "path  # reason" for gaps not closed yet. Such a test still runs:
# failing, it counts as skipped (and is listed); passing, it is an error until it is removed
# from the list, so the list only shrinks.
known=$here/known_failures.txt
pass=0; fail=0; skip=0
for r in $(ls "$RESULTS" | sort); do
  name=$(head -n1 "$RESULTS/$r" | awk '{print $2}')
  isknown=no
  [ -f "$known" ] && grep -q "^$name[[:space:]]" "$known" && isknown=yes
  if head -n1 "$RESULTS/$r" | grep -q '^PASS'; then
    if [ "$isknown" = yes ]; then
      fail=$((fail + 1)); echo "XPASS $name: it passes now; remove it from tests/known_failures.txt"
    else pass=$((pass + 1)); fi
  elif [ "$isknown" = yes ]; then
    skip=$((skip + 1)); echo "known failure: $(grep "^$name[[:space:]]" "$known")"
  else fail=$((fail + 1)); cat "$RESULTS/$r"; fi
done
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
