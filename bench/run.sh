#!/bin/sh
# Runs each benchmark program under moonpy and python3, alternately, REPEAT times each, and
# prints the median CPU time (user+sys) of both and their ratio (moonpy / CPython; below 1.0
# means moonpy is faster). CPU time, not wall time: these machines are shared and noisy.
#   bench/run.sh [program.py ...]
here=$(cd "$(dirname "$0")" && pwd)
MOONPY=${MOONPY:-$here/../build/moonpy}
PY=${PY:-python3}
REPEAT=${REPEAT:-5}
[ $# -gt 0 ] || set -- "$here"/*.py
cpu() { # command... -> CPU seconds
  /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -n1 | awk '{printf "%.3f\n", $1 + $2}'
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '%-14s %10s %10s %8s\n' program moonpy cpython ratio
for f in "$@"; do
  m=""; p=""
  for i in $(seq "$REPEAT"); do
    m="$m $(cpu "$MOONPY" run "$f")"
    p="$p $(cpu "$PY" "$f")"
  done
  mm=$(echo $m | tr ' ' '\n' | median)
  pm=$(echo $p | tr ' ' '\n' | median)
  printf '%-14s %9ss %9ss %8s\n' "$(basename "$f" .py)" "$mm" "$pm" \
    "$(awk -v a="$mm" -v b="$pm" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')"
done
