"""moonpy repl on a pseudo-terminal: prompts, continuation, echo and `_`, tracebacks, :lua,
:reset, :limits, :time, :load, tab completion, history, Ctrl-C at the prompt and while code
runs, Ctrl-D. Usage: python3 repl_pty.py path/to/moonpy"""
import os
import pty
import re
import select
import signal
import sys
import tempfile
import time

MOONPY = sys.argv[1]
ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]|\r|\x07")
failures = []
passed = 0


class Repl:
    def __init__(self, history, args=()):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            env = dict(os.environ, TERM="dumb", MOONPY_HISTORY=history, LC_ALL="C.UTF-8")
            os.execve(MOONPY, [MOONPY, "repl", *args], env)
        self.out = b""

    def read_until(self, pattern, timeout=10):
        """Reads until the cleaned output since the last mark matches; returns that text."""
        deadline = time.time() + timeout
        while True:
            text = ANSI.sub(b"", self.out).decode("utf-8", "replace")
            if re.search(pattern, text, re.S):
                self.out = b""
                return text
            left = deadline - time.time()
            if left <= 0:
                self.out = b""
                return "TIMEOUT waiting for %r; got %r" % (pattern, text)
            r, _, _ = select.select([self.fd], [], [], left)
            if r:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    data = b""
                if not data:
                    text = ANSI.sub(b"", self.out).decode("utf-8", "replace")
                    self.out = b""
                    return text if re.search(pattern, text, re.S) else "EOF; got %r" % text
                self.out += data

    def send(self, s):
        time.sleep(0.05)  # typed ahead, the tty's own echo would double libedit's
        os.write(self.fd, s.encode() if isinstance(s, str) else s)

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        _, status = os.waitpid(self.pid, 0)
        return status


def check(name, got, *wanted):
    global passed
    missing = [w for w in wanted if not re.search(w, got, re.S)]
    if missing:
        failures.append(name)
        print("FAIL %s: wanted %r in:\n%s\n" % (name, missing, got))
    else:
        passed += 1


tmp = tempfile.mkdtemp()
hist = os.path.join(tmp, "history")
r = Repl(hist)
check("banner", r.read_until(r">>> $"), r"moonpy .* sandbox", r">>> $")

r.send("1 + 1\n")
check("echo", r.read_until(r"\n2\n>>> $"), r"^1 \+ 1\n2\n>>> $")
r.send("_ * 10\n")
check("underscore", r.read_until(r"20\n>>> $"), r"20\n>>> $")
r.send("x = None\n")
check("assignment and None are not echoed", r.read_until(r">>> $"), r"^x = None\n>>> $")
r.send("x\n")
check("None is not echoed", r.read_until(r">>> $"), r"^x\n>>> $")

r.send("for i in range(3):\n")
check("continuation", r.read_until(r"\.\.\. $"), r"\.\.\. $")
r.send("    i * i\n")
check("still open", r.read_until(r"\.\.\. $"), r"\.\.\. $")
r.send("\n")
check("the block runs at a blank line", r.read_until(r">>> $"), r"0\n1\n4\n>>> $")

r.send("def f(a):\n    return 1 / a\n\n")
r.read_until(r">>> $")
r.send("f(0)\n")
check("traceback", r.read_until(r">>> $"),
      r'Traceback \(most recent call last\):\n  File "<stdin>", line 1, in <module>\n'
      r'  File "<stdin>", line 2, in f\nZeroDivisionError: division by zero\n>>> $')
r.send("if x\n")
check("syntax error", r.read_until(r">>> $"), r"SyntaxError: expected ':'\n>>> $")

r.send(":lua\n")
check(":lua on", r.read_until(r">>> $"), r"showing the Lua of each input: on")
r.send("y = 6 * 7\n")
check(":lua shows the translation", r.read_until(r">>> $"), r"-- Lua:\n.*_ENV\.y = .*--\n>>> $")
r.send(":lua\n")
r.read_until(r">>> $")
r.send(":ast\n")
r.read_until(r">>> $")
r.send("y\n")
check(":ast", r.read_until(r"42\n>>> $"),
      r"-- AST:\nModule\(body=\[Expr\(value=Name\(id='y', ctx=Load\(\)\)\)\], type_ignores=\[\]\)\n42\n>>> $")

r.send(":time\n")
r.read_until(r">>> $")
r.send("sum(range(10000))\n")
check(":time", r.read_until(r">>> $"), r"49995000\n\[[0-9.]+ ms, [0-9]+ operations, memory peak [0-9]+ bytes\]\n>>> $")
r.send(":time\n")
r.read_until(r">>> $")

r.send(":limits --max-operations 5000\n")
check(":limits sets", r.read_until(r">>> $"), r"max-operations +5000")
r.send("sum(i for i in range(10**6))\n")
check("the limit holds", r.read_until(r">>> $"), r"OperationLimit: operation limit of 5000 operations exceeded at line 1\n>>> $")
r.send(":limits max-operations 0\n")
check(":limits without dashes", r.read_until(r">>> $"), r"max-operations +none")

r.send(":reset\n")
r.read_until(r">>> $")
r.send("y\n")
check(":reset forgets", r.read_until(r">>> $"), r"NameError: name 'y' is not defined\n>>> $")

prog = os.path.join(tmp, "prog.py")
with open(prog, "w") as f:
    f.write("def double(n):\n    return 2 * n\n\nprint('loaded')\n")
r.send(":load %s\n" % prog)
check(":load", r.read_until(r">>> $"), r"loaded\n>>> $")
r.send("double(21)\n")
check("names from :load", r.read_until(r"42\n>>> $"), r"42\n>>> $")

r.send("import math\n")
r.read_until(r">>> $")
r.send("math.fact\t")
check("tab completes an attribute", r.read_until(r"math\.factorial"), r"math\.factorial")
r.send("(5)\n")
check("the completed line runs", r.read_until(r"120\n>>> $"), r"120\n>>> $")
r.send("dou\t")
check("tab completes a global", r.read_until(r"double"), r"double")
r.send("\x15")  # Ctrl-U: kill the line
r.send("\n")
r.read_until(r">>> $")

r.send("while True:\n    pass\n\n")
time.sleep(0.5)
r.send("\x03")
check("Ctrl-C interrupts running code", r.read_until(r">>> $"), r"KeyboardInterrupt\n>>> $")
r.send("1 + 2\n")
check("the session survives Ctrl-C", r.read_until(r"3\n>>> $"), r"3\n>>> $")
r.send("if True:\n")
r.read_until(r"\.\.\. $")
r.send("\x03")
check("Ctrl-C cancels the input", r.read_until(r">>> $"), r"KeyboardInterrupt\n>>> $")
r.send("print('after')\n")
check("a fresh input after Ctrl-C", r.read_until(r"after\n>>> $"), r"after\n>>> $")

r.send("\x04")
text = r.read_until(r"$", timeout=3)
pid = 0
for _ in range(100):  # a sanitizer build takes its time to exit
    pid, status = os.waitpid(r.pid, os.WNOHANG)
    if pid:
        break
    time.sleep(0.1)
if pid == 0:
    failures.append("Ctrl-D exits")
    print("FAIL Ctrl-D exits: still running")
    r.close()
else:
    check("Ctrl-D exits with status 0", "status %d" % os.waitstatus_to_exitcode(status), r"status 0")

with open(hist) as f:
    h = f.read().replace("\\040", " ")  # libedit's file encodes spaces
check("history is kept", h, r"1 \+ 1", r"double\(21\)")

# history recall in a new session: Ctrl-P brings back the last line
r = Repl(hist)
r.read_until(r">>> $")
r.send("\x10\n")
check("history recall", r.read_until(r"after\n>>> $"), r"after\n>>> $")
r.send("exit(3)\n")
time.sleep(0.5)
_, status = os.waitpid(r.pid, 0)
check("exit(3) leaves with status 3", "status %d" % os.waitstatus_to_exitcode(status), r"status 3")

print("%d passed, %d failed" % (passed, len(failures)))
sys.exit(1 if failures else 0)
