#!/bin/sh
# The fuzz smoke run of the test suite (ctest's "fuzz"): builds the libFuzzer targets in
# build-fuzz/ (clang, CMake's MOONPY_FUZZ: ASan + UBSan + coverage), replays every input in
# fuzz/regressions/<target>/ (each once: the findings fixed so far), then fuzzes each target
# from its committed seeds (the small test programs and fuzz/corpus/python/ for the transpiler
# and the runtime, fuzz/corpus/rpc/) with a fixed seed and a fixed number of runs
# (so a run explores the same inputs every time; max_total_time only bounds a slow machine).
# It fails only on a crash, a sanitizer report or a finding of a target's oracle.
#   fuzz/run.sh [runs-scale] [build-dir]    runs-scale multiplies the runs (default 1)
# Longer campaigns: fuzz/README.md.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
scale=${1:-1}
build=${2:-$root/build-fuzz}
CC=${FUZZ_CC:-clang}
if ! command -v "$CC" >/dev/null 2>&1; then
  echo "fuzz: $CC is missing (setup.sh installs clang)"; echo "0 passed, 1 failed"; exit 1
fi
log=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$log" "$work"' EXIT
t0=$(date +%s)
if ! { CC=$CC cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOONPY_FUZZ=ON &&
       cmake --build "$build" -j2 --target fuzz_transpile fuzz_run fuzz_rpc; } >"$log" 2>&1; then
  tail -n 40 "$log"; echo "fuzz build failed"; echo "0 passed, 1 failed"; exit 1
fi
echo "build-fuzz built in $(($(date +%s) - t0)) s"
ASAN_OPTIONS=abort_on_error=0:quarantine_size_mb=16:thread_local_quarantine_size_kb=64
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS UBSAN_OPTIONS
pass=0
fail=0
# The Python seeds: the test programs of at most 1,000 bytes (tests/py, tests/security: the
# repo keeps one copy of each, there), and fuzz/corpus/python/ (what campaigns found beyond them).
# An attack program with limits of its own (`# args:`) is left out: it is written to reach
# those limits, and fuzz_run judges every input by its own fixed ones (1 s, 64 MiB).
mkdir -p "$work/seeds"
for f in "$root"/tests/py/*.py "$root"/tests/security/*.py; do
  if grep -q '^# args:' "$f"; then continue; fi
  if [ "$(wc -c <"$f")" -le 1000 ]; then cp "$f" "$work/seeds/"; fi
done
# target, corpus, dictionary, runs, max seconds, extra flags
one() {
  t=$1 corpus=$2 dict=$3 runs=$(($4 * scale)) secs=$5
  shift 5
  bin=$build/fuzz/fuzz_$t
  s=$(date +%s)
  regs=$(find "$root/fuzz/regressions/$t" -type f 2>/dev/null | sort)
  if [ -n "$regs" ]; then
    # shellcheck disable=SC2086
    if "$bin" "$@" -timeout=30 $regs >"$log" 2>&1; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1)); echo "FAIL fuzz_$t: a regression input fails again"; tail -n 40 "$log"
    fi
  fi
  mkdir -p "$work/$t"
  if "$bin" "$@" -seed=1 -runs="$runs" -max_total_time="$secs" -timeout=30 \
       -dict="$root/fuzz/$dict" -artifact_prefix="$work/" "$work/$t" $corpus \
       >"$log" 2>&1; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); echo "FAIL fuzz_$t"; grep -v '^#' "$log" | tail -n 60
    for a in "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-*; do
      [ -f "$a" ] && { echo "input ($a):"; head -c 2000 "$a"; echo; }
    done
  fi
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1)
  echo "fuzz_$t: $(($(date +%s) - s)) s, ${done_line:-no DONE line}"
}
py="$work/seeds"
if [ -d "$root/fuzz/corpus/python" ]; then py="$py $root/fuzz/corpus/python"; fi
one transpile "$py" python.dict 2500 90 -max_len=16384 -detect_leaks=0
one run "$py" python.dict 1200 60 -max_len=16384 -detect_leaks=0
one rpc "$root/fuzz/corpus/rpc" json.dict 300000 60 -max_len=65536
echo "fuzz smoke run: $(($(date +%s) - t0)) s"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
