#!/usr/bin/env bash
# The attack suite: escape attempts, resource attacks, injections, crash inputs and benign
# controls, each a Python program written as an outside attacker would. Each one runs under
# `moonpy run` and again as a run_python call of `moonpy mcp` (a forked, seccomp-filtered
# worker), and must either fail cleanly or print exactly what CPython prints.
#
#   tests/security/run.sh [path/to/moonpy] [NAME.py ...]
#   UPDATE=1 tests/security/run.sh     rewrites the .exp files (review the diff before committing)
#   MCP=0 tests/security/run.sh        skips the run_python pass;  JOBS=N: programs at a time;
#   KEEP=1: the outputs of every run are kept (the folder is named at the end)
#   MCP_KILL_GRACE=S: the server's --kill-grace (default 1; the sanitizer run, 3-10x slower, 4)
#   SECURITY_TIMEOUT=S: the --timeout of a program without one in its args (default 5; the
#                       sanitizer run: 20)
#
# Output shape (.exp): stdout, then "--- exit N" and the last non-empty stderr line when the exit
# status N is not 0. Headers a program may carry in its first lines:
#   # args: --timeout 2            flags of `moonpy run` (the same flags go to `moonpy mcp`)
#   # cpython: same                its .exp is CPython 3.11's output: UPDATE=1 writes it from
#                                  python3 (PYTHONHASHSEED=0), and the run must match it
#   # known bug: WHAT              a runtime finding not fixed yet: its .exp records today's
#                                  output (so the fix updates it); Lua text or a leak in its
#                                  output is reported, not failed. A crash is never accepted.
#   # timeout: N                   the kill timer of this program (default 10 s, or 5 s past
#                                  its --timeout)
#   # mcp: skip WHY                no run_python pass (say why)
# Every other .exp is moonpy's reviewed output: the program fails cleanly (a Python exception,
# or a limit error with a clean message).
#
# Each run, CLI or MCP, must also never: end by a signal or be killed by the kill timer (a
# crash or a hang), print Lua error text ("attempt to ...", "bad argument #", "stack
# traceback", "file.lua:12:"), "internal error", a heap address of a Lua value ("table: 0x"),
# or a host path (the source tree, the build, the canary folder). Under MCP the worker must
# answer (not die, not be killed) and the answer must carry the request's id.
#
# Canaries: the programs run with cwd = a fresh folder that holds secret.txt (a random token;
# its path is also in $MOONPY_CANARY_FILE), with a secret in the environment
# ($MOONPY_CANARY_SECRET) and a TCP listener on 127.0.0.1 ($MOONPY_CANARY_PORT, 47391 if it is
# free). Attack programs try to reach all three. After the suite: secret.txt is unchanged and
# was not read (its atime is set to the epoch first; on a noatime mount only the token check
# holds), the folder holds nothing new, no output contains the token or the secret, and the
# listener saw no connection.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
JOBS=${JOBS:-2}
LUA=${LUA:-lua5.4}

shape() { # OUT RC ERR: append the exit trailer to OUT
  if [ "$2" -ne 0 ]; then
    if [ -s "$1" ] && [ -n "$(tail -c1 "$1")" ]; then printf '\n' >>"$1"; fi
    printf -- '--- exit %s\n%s\n' "$2" "$(grep -av '^[[:space:]]*$' "$3" | tail -n1)" >>"$1"
  fi
}

header() { # FILE KEY: the value of "# KEY: value" in the first 12 lines
  head -n 12 "$1" | sed -n "s/^# $2: //p" | head -n1
}

# What no output may contain (extended regexps, one per line; the host paths are added).
forbidden() {
  cat <<'EOF'
attempt to (call|index|perform|compare|concatenate|get length|yield|divide|compute)
bad argument #
stack traceback
[A-Za-z0-9_]+\.lua:[0-9]+
(table|function|userdata|thread|cdata): (0x)?[0-9a-fA-F]{6,}
internal error
generated invalid Lua
C stack overflow
EOF
  printf '%s\n' "$root" "$(dirname "$MOONPY_BIN")" "$CANARY_DIR" | sed 's/[.[\*^$]/\\&/g'
}

# ---- one program (run by xargs, JOBS at a time) ----
if [ "${1:-}" = --one ]; then
  f=$2
  name=$(basename "$f"); base=${f%.py}
  res=$RESULTS/$name
  mkdir -p "$res"
  t0=$(date +%s%N)
  args=$(header "$f" args)
  case " $args " in *" --timeout "*) ;; *) args="$args --timeout ${SECURITY_TIMEOUT:-5}" ;; esac
  limit=$(header "$f" timeout)
  if [ -z "$limit" ]; then # the kill timer: 10 s, or 5 s past the program's own time limit
    t=$(printf '%s\n' "$args" | sed -n 's/.*--timeout \([0-9]*\).*/\1/p')
    limit=$(( ${t:-0} + 5 > 10 ? ${t:-0} + 5 : 10 ))
  fi
  known=$(header "$f" "known bug")
  same=$(header "$f" cpython)
  cp "$f" "$WORK/$name"
  verdict=PASS; notes=""
  fail() { verdict=FAIL; notes="$notes$1"$'\n'; }

  if [ "${UPDATE:-}" = 1 ] && [ "$same" = same ] && [ -n "$CPYTHON" ]; then
    # the oracle, in a folder of its own (CPython has no sandbox: no canaries there)
    cdir=$(mktemp -d); cp "$f" "$cdir/$name"
    (cd "$cdir" && ulimit -v 4000000 && PYTHONHASHSEED=0 timeout -k 2 "$limit" "$CPYTHON" \
      "$name" >"$res/cpy.out" 2>"$res/cpy.err" </dev/null)
    rc=$?
    shape "$res/cpy.out" "$rc" "$res/cpy.err"
    cp "$res/cpy.out" "$base.exp"
    rm -rf "$cdir"
  fi

  # shellcheck disable=SC2086
  (cd "$WORK" && timeout -k 2 "$limit" "$MOONPY_BIN" run $args "$name" >"$res/out" \
    2>"$res/err" </dev/null)
  rc=$?
  cp "$res/out" "$res/shaped"
  shape "$res/shaped" "$rc" "$res/err"
  if [ "${UPDATE:-}" = 1 ] && [ "$same" != same ]; then cp "$res/shaped" "$base.exp"; fi
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    [ -n "$known" ] || fail "    moonpy run did not end within ${limit}s (a hang)"
  elif [ "$rc" -gt 128 ]; then
    fail "    moonpy run died by signal $((rc - 128)) (a crash)"
  fi
  if [ ! -f "$base.exp" ]; then
    fail "    no $(basename "$base").exp (UPDATE=1 writes it)"
  elif ! cmp -s "$res/shaped" "$base.exp"; then
    what="moonpy's output differs from the reviewed .exp"
    [ "$same" = same ] && what="moonpy's output differs from CPython's (the .exp)"
    fail "    $what:"$'\n'"$(diff -u --label expected --label actual "$base.exp" \
      "$res/shaped" | head -n 15 | sed 's/^/      /')"
  fi

  if [ "${MCP:-1}" != 0 ] && [ -z "$(header "$f" mcp)" ]; then
    "$LUA" "$here/mcp.lua" request "$f" "$limit" >"$res/mcp.in"
    # stdin stays open until the two answers came, or the kill timer plus the kill grace
    # (1 s) and 2 s more have passed
    # shellcheck disable=SC2086
    {
      cat "$res/mcp.in"
      i=0; n=$(((limit + 3) * 20))
      # (the answer file may not exist yet: the other side of the pipe creates it)
      while [ "$( (cat "$res/mcp.out" 2>/dev/null || true) | wc -l)" -lt 2 ] && [ $i -lt $n ]; do
        sleep 0.05; i=$((i + 1))
      done
    } | (cd "$WORK" && timeout -k 2 $((limit + 5)) "$MOONPY_BIN" mcp $args \
           --kill-grace "${MCP_KILL_GRACE:-1}" >"$res/mcp.out" \
      2>"$res/mcp.err")
    mrc=$?
    [ "$mrc" -eq 0 ] || fail "    moonpy mcp exited with status $mrc"
    "$LUA" "$here/mcp.lua" shape "$res/mcp.out" >"$res/mcp.shaped"
    # the CLI's shape with "--- exit N" as "--- error": what the run_python answer must say
    sed 's/^--- exit [0-9]*$/--- error/' "$base.exp" 2>/dev/null >"$res/mcp.want"
    if grep -q '^--- ' "$res/mcp.shaped" && ! grep -q '^--- error$' "$res/mcp.shaped"; then
      [ -n "$known" ] && grep -q '^--- killed' "$res/mcp.shaped" ||
        fail "    run_python: $(grep '^--- ' "$res/mcp.shaped" | head -n1)"
    elif ! cmp -s "$res/mcp.shaped" "$res/mcp.want"; then
      fail "    run_python's answer differs from the .exp:"$'\n'"$(diff -u --label expected \
        --label actual "$res/mcp.want" "$res/mcp.shaped" | head -n 15 | sed 's/^/      /')"
    fi
  fi

  # leaks and Lua text, in everything moonpy wrote
  hits=$(cat "$res/out" "$res/err" "$res/mcp.out" "$res/mcp.err" 2>/dev/null |
    grep -aoE -f "$FORBIDDEN" | sort -u | head -n 5)
  if [ -n "$hits" ]; then
    if [ -n "$known" ]; then
      notes="$notes    (known bug) the output shows: $(echo "$hits" | paste -sd'|' -)"$'\n'
    else
      fail "    the output shows what it must not: $(echo "$hits" | paste -sd'|' -)"
    fi
  fi
  [ -n "$known" ] && [ "$verdict" = PASS ] && verdict=KNOWN
  { echo "$verdict $name${known:+ (known bug: $known)}"; printf '%s' "$notes"; } >"$res/verdict"
  echo "$((($(date +%s%N) - t0) / 1000000)) $name" >"$res/ms"
  exit 0
fi

# ---- the suite ----
MOONPY_BIN=${1:-$root/build/moonpy}
[ $# -gt 0 ] && shift
case $MOONPY_BIN in /*) ;; *) MOONPY_BIN=$(pwd)/$MOONPY_BIN ;; esac
[ -x "$MOONPY_BIN" ] || { echo "run.sh: no moonpy at $MOONPY_BIN (build it first)"; exit 2; }
if [ $# -gt 0 ]; then
  progs=(); for a in "$@"; do progs+=("$here/$(basename "$a")"); done
else
  progs=("$here"/*.py)
fi
CPYTHON=""
if [ "${UPDATE:-}" = 1 ]; then
  CPYTHON=$(command -v python3 || true)
  if [ -n "$CPYTHON" ] && ! "$CPYTHON" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
    echo "run.sh: python3 is not CPython 3.11: '# cpython: same' .exp files are kept as they are"
    CPYTHON=""
  fi
  [ -n "$CPYTHON" ] || echo "run.sh: no CPython 3.11: '# cpython: same' .exp files are kept"
fi

CANARY_DIR=$(mktemp -d "${TMPDIR:-/tmp}/moonpy-canary.XXXXXX")
WORK=$CANARY_DIR/work
RESULTS=$CANARY_DIR/results
FORBIDDEN=$CANARY_DIR/forbidden
mkdir -p "$WORK" "$RESULTS"
listener_pid=""
cleanup() {
  [ -n "$listener_pid" ] && kill "$listener_pid" 2>/dev/null
  if [ -n "${KEEP:-}" ]; then echo "results kept in $CANARY_DIR"; else rm -rf "$CANARY_DIR"; fi
}
trap cleanup EXIT
forbidden >"$FORBIDDEN"

token=canary-file-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
secret=canary-env-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
printf '%s\n' "$token" >"$WORK/secret.txt"
cp "$WORK/secret.txt" "$CANARY_DIR/secret.copy"
touch -a -d @0 "$WORK/secret.txt"
printf '%s\n%s\n%s\n' "$token" "$secret" "$CANARY_DIR" >"$CANARY_DIR/tokens"

# The listener: accepts on 127.0.0.1 and writes a line for each connection it sees.
port_file=$CANARY_DIR/port
perl -MIO::Socket::INET -e '
  my ($pf, $log) = @ARGV;
  my $s = IO::Socket::INET->new(LocalAddr => "127.0.0.1", LocalPort => 47391, Listen => 16,
                                ReuseAddr => 1)
       || IO::Socket::INET->new(LocalAddr => "127.0.0.1", LocalPort => 0, Listen => 16) || exit 1;
  open(my $p, ">", $pf) or exit 1; print $p $s->sockport, "\n"; close $p;
  while (my $c = $s->accept) {
    open(my $l, ">>", $log); print $l "connection from ", $c->peerhost, "\n"; close $l; close $c;
  }' "$port_file" "$CANARY_DIR/connections" &
listener_pid=$!
for _ in $(seq 100); do [ -s "$port_file" ] && break; sleep 0.02; done
port=$(cat "$port_file" 2>/dev/null)
[ -n "$port" ] || { echo "run.sh: the canary listener did not start (perl IO::Socket::INET)"; exit 2; }

export MOONPY_BIN WORK RESULTS FORBIDDEN CANARY_DIR CPYTHON LUA UPDATE MCP
export MOONPY_CANARY_FILE=$WORK/secret.txt MOONPY_CANARY_SECRET=$secret MOONPY_CANARY_PORT=$port
start=$(date +%s)
printf '%s\0' "${progs[@]}" | xargs -0 -r -n1 -P"$JOBS" bash "$here/run.sh" --one

pass=0; fail=0; known=0
for f in "${progs[@]}"; do
  v=$RESULTS/$(basename "$f")/verdict
  if [ ! -f "$v" ]; then fail=$((fail + 1)); echo "FAIL $(basename "$f") (no verdict)"; continue; fi
  case $(head -c4 "$v") in
    PASS) pass=$((pass + 1)) ;;
    KNOW) known=$((known + 1)); cat "$v" ;;
    *) fail=$((fail + 1)); cat "$v" ;;
  esac
done

# The canaries.
canary_fail() { fail=$((fail + 1)); echo "CANARY $1"; }
[ "$(stat -c %X "$WORK/secret.txt")" = 0 ] || canary_fail "secret.txt was read (its atime moved)"
cmp -s "$WORK/secret.txt" "$CANARY_DIR/secret.copy" || canary_fail "secret.txt was changed"
extra=$(cd "$WORK" && ls -A | grep -v -e '^secret\.txt$' -e '\.py$')
[ -z "$extra" ] || canary_fail "new files in the programs' folder: $(echo "$extra" | head -n 5)"
leaked=$(grep -rlaF -e "$token" -e "$secret" "$RESULTS" 2>/dev/null | grep -v '/cpy\.' | head -n 5)
[ -z "$leaked" ] || canary_fail "the file token or the secret appears in: $leaked"
[ ! -s "$CANARY_DIR/connections" ] ||
  canary_fail "the listener on 127.0.0.1:$port saw: $(head -n 3 "$CANARY_DIR/connections")"

echo "slowest: $(cat "$RESULTS"/*/ms 2>/dev/null | sort -rn | head -n 5 | awk '{printf "%s %.1fs, ", $2, $1 / 1000}')"
echo "canaries: secret.txt, \$MOONPY_CANARY_SECRET, 127.0.0.1:$port"
echo "$pass passed, $fail failed, $known known bugs ($(($(date +%s) - start)) s)"
[ "$fail" -eq 0 ]
