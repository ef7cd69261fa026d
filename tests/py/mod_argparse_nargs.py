# nargs '?', '+', REMAINDER, choices of a range, a custom usage, subparsers without dest, and
# the repr of an action.
import argparse, io
from contextlib import redirect_stderr
p = argparse.ArgumentParser(prog="p")
p.add_argument("x", type=int, choices=range(5))
p.add_argument("--vals", type=int, nargs="+", default=[1, 2])
p.add_argument("--opt", nargs="?", const="C", default="D")
p.add_argument("rest", nargs=argparse.REMAINDER)
p.print_help()
print(p.parse_args(["3"]))
print(p.parse_args(["3", "--opt"]))
print(p.parse_args(["3", "--opt", "v", "--vals", "7", "8", "tail", "--x"]))
err = io.StringIO()
with redirect_stderr(err):
    try:
        p.parse_args(["7"])
    except SystemExit as e:
        print("exit", e.code)
print(err.getvalue())
s = argparse.ArgumentParser(prog="s")
sp = s.add_subparsers()
sp.add_parser("go")
sp.add_parser("stop")
s.print_help()
print(s.parse_args(["go"]))
print(s.parse_args([]))
t = argparse.ArgumentParser(prog="t", usage="%(prog)s [options] FILE")
t.add_argument("file")
t.print_help()
print(argparse.Namespace(), argparse.Namespace(x=None) == argparse.Namespace(x=None))
a = t.add_argument("--q", help="q")
print(a.dest, a.option_strings, a.help, type(a).__name__)
print(repr(a))
