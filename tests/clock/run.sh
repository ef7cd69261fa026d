#!/bin/sh
# The real clock and the host's time zone (issue 10): moonpy reads both, in `moonpy run` and in
# an MCP worker, whose seccomp filter closes the files (the zone is read before it).
#   - zones.py under each TZ below must print zones.<TZ with / as _>.exp, written by CPython
#     under the same TZ (UPDATE=1 tests/clock/run.sh rewrites them from python3);
#   - today.py must print what the host's `date` says now (the minute may turn: one retry),
#     under `moonpy run` and as a run_python call of `moonpy mcp`.
# A zone that the machine's tzdata lacks is skipped. Needs only sh, date, sed, grep and diff.
here=$(cd "$(dirname "$0")" && pwd)
MOONPY=${1:-$here/../../build/moonpy}
pass=0; fail=0
ZONES="UTC America/New_York Asia/Kolkata Australia/Sydney Europe/London"
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }

expected_today() { # what today.py prints, from date(1)
  TZ=$1 date '+today %Y-%m-%d %Y-%m-%d %H:%M %Y-%m-%d %H:%M %z %Z %z %Z'
  TZ=UTC date '+utc %Y-%m-%d %H:%M %Y-%m-%d %H:%M UTC %Y-%m-%d %H:%M'
  s=$(date +%s)
  echo "epoch $((s / 60)) $((s / 60))"
}

mcp_today() { # today.py as a run_python call; prints its logs
  code=$(sed 's/\\/\\\\/g; s/"/\\"/g' "$here/today.py" | awk '{printf "%s\\n", $0}')
  out=$(mktemp)
  { printf '%s\n%s\n%s\n' \
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"clock","version":"1"}}}' \
    '{"jsonrpc":"2.0","method":"notifications/initialized"}' \
    "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"run_python\",\"arguments\":{\"code\":\"$code\"}}}"
    i=0 # stdin stays open until the answer came (at most 10 s)
    while ! grep -q '"id":2' "$out" && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
  } | TZ=$1 "$MOONPY" mcp >"$out" 2>/dev/null
  grep '"id":2' "$out" | grep -o '"logs":"[^"]*"' | head -1 |
    sed 's/^"logs":"//; s/"$//; s/\\n/\n/g' | sed '/^$/d'
  rm -f "$out"
}

for tz in $ZONES; do
  if [ "$tz" != UTC ] && [ ! -e "/usr/share/zoneinfo/$tz" ]; then
    echo "skip $tz (no tzdata)"; continue
  fi
  exp="$here/zones.$(echo "$tz" | tr / _).exp"
  if [ "${UPDATE:-}" = 1 ]; then
    (cd "$here" && TZ=$tz python3 zones.py >"$exp")
  fi
  if TZ=$tz "$MOONPY" run "$here/zones.py" 2>&1 | diff "$exp" - >/tmp/clock_diff.$$; then ok
  else bad "zones.py TZ=$tz"; head -15 /tmp/clock_diff.$$; fi
  for face in run mcp; do
    good=0
    for try in 1 2; do
      want=$(expected_today "$tz")
      if [ $face = run ]; then got=$(TZ=$tz "$MOONPY" run "$here/today.py" 2>&1)
      else got=$(mcp_today "$tz"); fi
      if [ "$got" = "$want" ]; then good=1; break; fi
    done
    if [ $good = 1 ]; then ok
    else bad "today.py ($face) TZ=$tz"; printf 'want:\n%s\ngot:\n%s\n' "$want" "$got"; fi
  done
done
rm -f /tmp/clock_diff.$$
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
