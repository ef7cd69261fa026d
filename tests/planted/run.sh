#!/bin/sh
# moonpy_planted embeds two module sources that runtime/init.lua does not list (modplanted.lua,
# modos.lua): importing them must fail as for any unknown or withheld module, and their code
# must never run. The allowlisted modules still import.
# The planted code is really in that binary (its text is found there), and not in moonpy's.
#   tests/planted/run.sh path/to/moonpy_planted path/to/moonpy
here=$(cd "$(dirname "$0")" && pwd)
if ! grep -q "PLANTED MODULE CODE RAN" "$1" || grep -q "PLANTED MODULE CODE RAN" "$2"; then
  echo "FAIL: the planted sources are not (only) in $1"; echo "0 passed, 1 failed"; exit 1
fi
out=$("$1" run "$here/planted.py" 2>&1)
expected='ModuleNotFoundError planted
ImportError module '"'"'os'"'"' is not available in this sandbox
ModuleNotFoundError
3'
if [ "$out" = "$expected" ]; then echo "1 passed, 0 failed"; exit 0; fi
echo "FAIL planted.py"; echo "$out" | sed 's/^/    /'
echo "0 passed, 1 failed"; exit 1
