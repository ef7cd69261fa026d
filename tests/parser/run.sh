#!/bin/sh
# Parser conformance: our AST dump must equal CPython's ast.dump for every file.
#   tests/parser/run.sh            compare structure (ast.dump) for all files, then positions
#   tests/parser/run.sh dump|pos   only one mode
# Sources: the conformance programs, tests/py, and tests/parser/corpus (whose expected dumps are
# committed as .dump/.pos files, so that part needs no CPython); tests/parser/errors/*.py must
# fail with the message in the matching .exp file.
# Set PY=python3 (default) to pick the oracle; without one only the committed files are checked.
# FUZZ=N sets the number of fuzzed inputs (default 2000).
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export LUA_PATH="$root/transpiler/?.lua;$root/runtime/?.lua;;"
LUA=${LUA:-lua5.4}
PY=${PY:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
modes=${1:-"dump pos"}
status=0

list="$tmp/files"
: > "$list"
for d in /work/shared/conformance/humaneval /work/shared/conformance/mbpp "$root/tests/py"; do
  [ -d "$d" ] && find "$d" -name '*.py' | sort >> "$list"
done

have_py=no
command -v "$PY" >/dev/null 2>&1 && have_py=yes

compare() { # name expected actual files
  if cmp -s "$2" "$3"; then
    echo "$1: $(wc -l < "$4") passed, 0 failed"
  else
    paste -d '\n' "$4" "$2" "$3" | awk -v name="$1" '
      NR % 3 == 1 { f = $0 } NR % 3 == 2 { e = $0 }
      NR % 3 == 0 { if (e != $0) { bad++; if (bad <= 5) { print "FAIL " f; print "  want: " substr(e, 1, 600); print "  got:  " substr($0, 1, 600) } } else ok++ }
      END { printf "%s: %d passed, %d failed\n", name, ok, bad }'
    status=1
  fi
}

for mode in $modes; do
  if [ $have_py = yes ]; then
    "$PY" "$here/pydump.py" $mode < "$list" > "$tmp/want.$mode"
    (cd "$here" && "$LUA" luadump.lua $mode < "$list") > "$tmp/got.$mode"
    compare "conformance+tests/py ($mode)" "$tmp/want.$mode" "$tmp/got.$mode" "$list"
  fi
  # Corpus: committed expectations.
  ls "$here"/corpus/*.py > "$tmp/corpus" 2>/dev/null
  : > "$tmp/cwant.$mode"
  while read -r f; do cat "${f%.py}.$mode" >> "$tmp/cwant.$mode"; done < "$tmp/corpus"
  (cd "$here" && "$LUA" luadump.lua $mode < "$tmp/corpus") > "$tmp/cgot.$mode"
  compare "corpus ($mode)" "$tmp/cwant.$mode" "$tmp/cgot.$mode" "$tmp/corpus"
done

# Syntax errors.
ls "$here"/errors/*.py > "$tmp/errs" 2>/dev/null
: > "$tmp/ewant"
while read -r f; do cat "${f%.py}.exp" >> "$tmp/ewant"; done < "$tmp/errs"
(cd "$here" && "$LUA" luadump.lua err < "$tmp/errs") > "$tmp/egot"
compare "errors" "$tmp/ewant" "$tmp/egot" "$tmp/errs"

# Mutated inputs and deep nesting: no Lua error may escape parse().
(cd "$here" && "$LUA" fuzz.lua ${FUZZ:-2000} 1 corpus/*.py errors/*.py) || status=1
exit $status
