#!/usr/bin/env python3
"""moonpy against CPython on the bench programs, and the MCP server's latencies.

    python3 bench/run.py                      # every bench/*.py, 5 runs each, then the MCP figures
    python3 bench/run.py -n 3 nbody sieve     # a subset, 3 runs each
    python3 bench/run.py --no-mcp             # programs only
    python3 bench/run.py --mcp-only           # MCP and start-up figures only

Each program runs under moonpy and CPython alternately (moonpy, CPython, moonpy, ...), RUNS times
each. Time is the CPU time (user + sys) of the child process from wait4(), memory its peak resident
set (ru_maxrss). Every moonpy run's stdout and exit status must equal CPython's; a program whose
output differs is reported as MISMATCH and left out of the geometric mean and the worst ratio.
Plain standard library, no third-party modules.
"""

import argparse
import json
import math
import os
import platform
import select
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


# Linux keeps a process's peak RSS across exec: a child forked from this runner reports at least the
# runner's own RSS (about 14 MB) as its ru_maxrss. GNU time is a small process; the peak it reports
# for the program it forks is the program's own. Its own CPU time (about 1 ms a run, the same for
# both interpreters) is in the CPU time wait4() reports.
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def run_once(argv, cwd, rss=False):
    """Runs argv to completion; returns (cpu seconds, peak RSS KiB, wall seconds, exit status, stdout, stderr).

    With rss, the program runs under GNU time so that its peak RSS is its own (see GNU_TIME)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as rssfile:
        if rss and GNU_TIME:
            argv = [GNU_TIME, "-f", "%M", "-o", rssfile.name, "--"] + argv
        t0 = time.perf_counter()
        p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)  # wait4 reaped it; keep Popen from waiting again
        maxrss = ru.ru_maxrss
        if rss and GNU_TIME:
            lines = rssfile.read().split()  # "Command exited with non-zero status N" comes first
            maxrss = int(lines[-1])
        out.seek(0)
        err.seek(0)
        return ru.ru_utime + ru.ru_stime, maxrss, wall, p.returncode, out.read(), err.read()


def first_difference(a, b):
    al, bl = a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines()
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "<no line>"
        y = bl[i] if i < len(bl) else "<no line>"
        if x != y:
            return i + 1, x, y
    return None


def bench_program(path, moonpy, python, runs):
    name = os.path.splitext(os.path.basename(path))[0]
    m_cpu, p_cpu, m_rss, p_rss = [], [], [], []
    problem = None
    reference = None
    for _ in range(runs):
        mc, mr, _, mrc, mout, merr = run_once([moonpy, "run", path], HERE, rss=True)
        pc, pr, _, prc, pout, perr = run_once([python, path], HERE, rss=True)
        if prc != 0:
            problem = problem or f"CPython exits with status {prc}: {perr.decode(errors='replace').strip().splitlines()[-1:]}"
        if reference is None:
            reference = (prc, pout)
        elif (prc, pout) != reference:
            problem = problem or "CPython's output is not deterministic"
        if (mrc, mout) != (prc, pout) and problem is None:
            diff = first_difference(mout, pout)
            tail = merr.decode(errors="replace").strip().splitlines()[-1:]
            if diff:
                problem = f"line {diff[0]}: moonpy {diff[1]!r}, CPython {diff[2]!r}"
            else:
                problem = f"exit status {mrc}, CPython {prc}"
            if mrc != 0 and tail:
                problem += f" (moonpy: {tail[0]})"
        m_cpu.append(mc)
        p_cpu.append(pc)
        m_rss.append(mr)
        p_rss.append(pr)
    return {
        "name": name,
        "moonpy": statistics.median(m_cpu),
        "cpython": statistics.median(p_cpu),
        "rss_moonpy": statistics.median(m_rss),
        "rss_cpython": statistics.median(p_rss),
        "problem": problem,
    }


# ---- the MCP server: newline-delimited JSON-RPC over the child's stdin and stdout ----

INIT = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}
CALL = {"name": "run_python", "arguments": {"code": "result = 1 + 1"}}


class Server:
    def __init__(self, moonpy):
        self.p = subprocess.Popen([moonpy, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, bufsize=0)
        self.buf = b""
        self.next_id = 0

    def _line(self, timeout=30.0):
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.p.stdout], [], [], left)[0]:
                raise RuntimeError("the MCP server did not answer in time")
            chunk = os.read(self.p.stdout.fileno(), 65536)
            if not chunk:
                raise RuntimeError("the MCP server closed its output")
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def notify(self, method, params=None):
        msg = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        self.p.stdin.write(json.dumps(msg).encode() + b"\n")

    def request(self, method, params):
        self.next_id += 1
        k = self.next_id
        self.p.stdin.write(json.dumps({"jsonrpc": "2.0", "id": k, "method": method, "params": params}).encode() + b"\n")
        while True:
            m = self._line()
            if m.get("id") == k:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m["result"]

    def call(self):
        r = self.request("tools/call", CALL)
        if r.get("structuredContent", {}).get("result") != 2:
            raise RuntimeError("bad tools/call result: " + json.dumps(r))

    def close(self):
        self.p.stdin.close()
        self.p.wait(timeout=10)


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def children(pid):
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(c) for c in f.read().split()]
    except OSError:
        return []


def mcp_figures(moonpy, calls, spawns):
    out = {}
    times = []
    for _ in range(spawns):
        t0 = time.perf_counter()
        s = Server(moonpy)
        s.request("initialize", INIT)
        s.notify("notifications/initialized")
        s.call()
        times.append((time.perf_counter() - t0) * 1000)
        s.close()
    out["spawn_ms"] = statistics.median(times)

    s = Server(moonpy)
    s.request("initialize", INIT)
    s.notify("notifications/initialized")
    for _ in range(50):  # warm up: the session's worker exists, caches are hot
        s.call()
        s.request("ping", {})
    call_ms, ping_ms = [], []
    for _ in range(calls):  # interleaved, so both see the same machine load
        t0 = time.perf_counter()
        s.call()
        t1 = time.perf_counter()
        s.request("ping", {})
        t2 = time.perf_counter()
        call_ms.append((t1 - t0) * 1000)
        ping_ms.append((t2 - t1) * 1000)
    out["call_ms"] = statistics.median(call_ms)
    out["ping_ms"] = statistics.median(ping_ms)
    out["calls"] = calls
    time.sleep(0.5)
    out["server_rss_mb"] = rss_kib(s.p.pid) / 1024
    workers = children(s.p.pid)
    out["workers"] = len(workers)
    out["tree_rss_mb"] = (rss_kib(s.p.pid) + sum(rss_kib(w) for w in workers)) / 1024
    s.close()
    return out


def startup_figures(moonpy, python, runs):
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        empty = f.name
    try:
        res = {}
        for label, argv in (("moonpy", [moonpy, "run", empty]), ("cpython", [python, empty])):
            cpu, wall = [], []
            for _ in range(runs):
                c, _, w, rc, _, _ = run_once(argv, HERE)
                if rc != 0:
                    raise RuntimeError(f"{argv} exits with status {rc}")
                cpu.append(c * 1000)
                wall.append(w * 1000)
            res[label] = (statistics.median(cpu), statistics.median(wall))
        return res
    finally:
        os.unlink(empty)


def machine():
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


def load():
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except OSError:
        return "?"


def git_commit():
    try:
        return subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def resolve(prog):
    for cand in (prog, os.path.join(HERE, prog), os.path.join(HERE, prog + ".py")):
        if os.path.isfile(cand) and cand.endswith(".py"):
            return os.path.abspath(cand)
    sys.exit(f"run.py: no bench program {prog!r}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("programs", nargs="*", help="names (nbody) or paths of programs; default: every bench/*.py")
    ap.add_argument("-n", "--runs", type=int, default=int(os.environ.get("REPEAT", 5)),
                    help="runs of each interpreter per program (default 5, or $REPEAT)")
    ap.add_argument("--moonpy", default=os.environ.get("MOONPY", os.path.join(ROOT, "build", "moonpy")))
    ap.add_argument("--python", default=os.environ.get("PY", "python3"))
    ap.add_argument("--no-mcp", action="store_true", help="skip the MCP and start-up figures")
    ap.add_argument("--mcp-only", action="store_true", help="only the MCP and start-up figures")
    ap.add_argument("--mcp-calls", type=int, default=200, help="warm tools/call and ping pairs (default 200)")
    ap.add_argument("--spawns", type=int, default=10, help="server spawns for spawn -> first result (default 10)")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON to FILE")
    args = ap.parse_args()
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    moonpy = os.path.abspath(args.moonpy)
    if not os.access(moonpy, os.X_OK):
        sys.exit(f"run.py: no moonpy binary at {moonpy} (build it, or pass --moonpy)")
    pyver = subprocess.run([args.python, "-c", "import sys; print(sys.version.split()[0])"],
                           capture_output=True, text=True).stdout.strip()

    if args.programs:
        programs = [resolve(p) for p in args.programs]
    else:
        programs = sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".py") and f != "run.py")

    print(f"moonpy {git_commit()} against CPython {pyver}; {machine()}; load average {load()}")
    results = []
    if not args.mcp_only:
        print(f"CPU seconds (user+sys), median of {args.runs} runs each, alternating; "
              "ratio = moonpy / CPython, below 1.0 means moonpy is faster")
        if not GNU_TIME:
            print("warning: no /usr/bin/time (Debian package `time`): the peak RSS of each run is at least "
                  "this runner's, so the rss ratios are too close to 1")
        print()
        print(f"{'program':<16} {'moonpy':>8} {'cpython':>8} {'ratio':>7} {'rss ratio':>9}  status")
        for path in programs:
            r = bench_program(path, moonpy, args.python, args.runs)
            results.append(r)
            ratio = r["moonpy"] / r["cpython"] if r["cpython"] > 0 else float("inf")
            rss = r["rss_moonpy"] / r["rss_cpython"] if r["rss_cpython"] > 0 else float("inf")
            r["ratio"], r["rss_ratio"] = ratio, rss
            status = "ok" if r["problem"] is None else "MISMATCH " + r["problem"]
            shown = f"{ratio:7.2f} {rss:9.2f}" if r["problem"] is None else f"{'-':>7} {'-':>9}"
            print(f"{r['name']:<16} {r['moonpy']:7.3f}s {r['cpython']:7.3f}s {shown}  {status}",
                  flush=True)
        good = [r for r in results if r["problem"] is None]
        bad = [r for r in results if r["problem"] is not None]
        print()
        if good:
            geo = math.exp(sum(math.log(r["ratio"]) for r in good) / len(good))
            worst = max(good, key=lambda r: r["ratio"])
            best = min(good, key=lambda r: r["ratio"])
            georss = math.exp(sum(math.log(r["rss_ratio"]) for r in good) / len(good))
            print(f"geometric mean of the ratios: {geo:.2f} over {len(good)} programs"
                  + (f" ({len(bad)} mismatched, left out)" if bad else ""))
            print(f"worst: {worst['name']} {worst['ratio']:.2f}; best: {best['name']} {best['ratio']:.2f}; "
                  f"programs faster than CPython: {sum(r['ratio'] < 1 for r in good)} of {len(good)}")
            print(f"geometric mean of the peak-RSS ratios: {georss:.2f}")
        if bad:
            print("mismatches: " + ", ".join(r["name"] for r in bad) + " (see bench/KNOWN.md)")

    figures = {}
    if not args.no_mcp:
        print()
        m = mcp_figures(moonpy, args.mcp_calls, args.spawns)
        st = startup_figures(moonpy, args.python, max(args.runs, 10) * 2)
        figures = {"mcp": m, "startup": st}
        print(f"MCP warm tools/call (result = 1 + 1): median {m['call_ms']:.3f} ms; ping {m['ping_ms']:.3f} ms; "
              f"difference {m['call_ms'] - m['ping_ms']:.3f} ms ({m['calls']} calls each)")
        print(f"MCP spawn of `moonpy mcp` to first result: median {m['spawn_ms']:.1f} ms ({args.spawns} spawns)")
        print(f"MCP idle server resident memory: {m['server_rss_mb']:.1f} MB "
              f"(with its {m['workers']} worker process{'es' if m['workers'] != 1 else ''}: {m['tree_rss_mb']:.1f} MB)")
        print(f"`moonpy run` of an empty program: {st['moonpy'][0]:.1f} ms CPU, {st['moonpy'][1]:.1f} ms wall "
              f"(CPython: {st['cpython'][0]:.1f} ms CPU, {st['cpython'][1]:.1f} ms wall)")
    if not args.mcp_only:
        print(f"load average at the end: {load()}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"programs": results, **figures}, f, indent=1)
    return 1 if any(r["problem"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
