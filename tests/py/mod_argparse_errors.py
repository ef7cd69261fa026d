# A CLI parser fed explicit argv lists: values, types, choices, nargs and the errors, usage and
# exit status (2) that CPython writes, captured from sys.stderr and sys.stdout.
import argparse, io, sys
from contextlib import redirect_stderr, redirect_stdout

def run(parser, argv):
    err, out = io.StringIO(), io.StringIO()
    try:
        with redirect_stderr(err), redirect_stdout(out):
            ns = parser.parse_args(argv)
        print("ok", ns)
    except SystemExit as e:
        print("exit", e.code)
    if out.getvalue():
        print("stdout:", out.getvalue(), end="")
    if err.getvalue():
        print("stderr:", err.getvalue(), end="")

p = argparse.ArgumentParser(prog="inv")
p.add_argument("src")
p.add_argument("dst", nargs="?", default="out.txt")
p.add_argument("--count", "-c", type=int, required=True)
p.add_argument("--level", choices=["low", "high"])
p.add_argument("--ratio", type=float, default="0.5")
p.add_argument("--verbose", "-v", action="store_true")
p.add_argument("--quiet", "-q", action="store_true")
p.add_argument("--pair", nargs=2, metavar=("K", "V"))
p.add_argument("--const", action="store_const", const=42)
p.add_argument("--ext", action="extend", nargs="+")
p.add_argument("--version", action="version", version="%(prog)s 1.0")
for argv in [["a"], ["a", "-c", "x"], ["a", "-c", "3"], ["a", "b", "-c3", "--level", "mid"],
             ["-c", "1", "a", "b", "c"], ["a", "-c", "1", "--lev", "high", "--rat", "2"],
             ["a", "-c", "-5"], ["a", "-c"], ["a", "-c", "1", "--pair", "x"], ["a", "-c", "1", "--pair", "x", "y", "--const"],
             ["a", "-c=2", "-vq"], ["a", "-c", "1", "--verbose=yes"], ["a", "-c", "1", "--ext", "p", "q", "--ext", "r"],
             ["--version"], ["-h"], ["a", "-c", "1", "--", "-x"], ["a", "-c", "1", "--zzz"], []]:
    print(argv)
    run(p, argv)

q = argparse.ArgumentParser(prog="q", allow_abbrev=True)
q.add_argument("--alpha"); q.add_argument("--alpine")
run(q, ["--al", "1"])
run(q, ["--alp=2"])
g = argparse.ArgumentParser(prog="g")
mx = g.add_mutually_exclusive_group(required=True)
mx.add_argument("--json", action="store_true")
mx.add_argument("--csv", action="store_true")
g.add_argument("items", nargs="*", type=int)
run(g, ["--json", "--csv"])
run(g, ["1", "2"])
run(g, ["--csv", "1", "2"])
run(g, ["x"])
g.print_help()

class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values.upper())
u = argparse.ArgumentParser(prog="u", description="Custom  action\n demo.", epilog="bye %(prog)s",
                            formatter_class=argparse.ArgumentDefaultsHelpFormatter)
u.add_argument("--name", action=Upper, default="x", help="the name")
u.add_argument("--size", type=int, default=3, help="the size")
u.add_argument("word", nargs="+", help="words")
def positive(s):
    v = int(s)
    if v <= 0:
        raise argparse.ArgumentTypeError(f"{s} is not positive")
    return v
u.add_argument("--n", type=positive, default=1)
run(u, ["w", "--name", "bob"])
run(u, ["w", "--n", "0"])
run(u, ["w", "--n", "abc"])
u.print_help()
ns, extra = u.parse_known_args(["w", "--zz", "3", "v"])
print(ns, extra)
ns = argparse.Namespace(a=1, b="x")
print(ns, ns == argparse.Namespace(a=1, b="x"), "a" in ns, vars(ns))
setattr(ns, "with-dash", 2)
print(ns)
print(p.format_usage(), end="")
e = p.add_argument("--tail", nargs=argparse.REMAINDER)
print(p.parse_args(["a", "-c", "1", "--tail", "x", "--y", "-z"]))
try:
    p.add_argument("--count")
except argparse.ArgumentError as ex:
    print("ArgumentError:", ex)
try:
    p.add_argument("--bad", type="int")
except ValueError as ex:
    print("ValueError:", ex)
try:
    p.add_argument("--bad2", action="stor")
except ValueError as ex:
    print("ValueError:", ex)
