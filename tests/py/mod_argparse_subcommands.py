# Subcommands with set_defaults(func=...), aliases, argument groups, parents, formatter classes
# and the help layouts CPython prints for them.
import argparse, io
from contextlib import redirect_stderr, redirect_stdout

def run(parser, argv):
    err, out = io.StringIO(), io.StringIO()
    try:
        with redirect_stderr(err), redirect_stdout(out):
            ns = parser.parse_args(argv)
        print("ok", {k: (v.__name__ if callable(v) else v) for k, v in vars(ns).items()})
        return ns
    except SystemExit as e:
        print("exit", e.code)
    finally:
        if out.getvalue():
            print("stdout:", out.getvalue(), end="")
        if err.getvalue():
            print("stderr:", err.getvalue(), end="")

def cmd_add(args): return f"adding {args.name} x{args.qty}"
def cmd_rm(args): return f"removing {args.name}"
parser = argparse.ArgumentParser(description="Inventory manager", formatter_class=argparse.RawDescriptionHelpFormatter,
    epilog="examples:\n  inv add apple --qty 3\n  inv rm pear")
parser.add_argument("--db", default="inv.db", help="database file")
subs = parser.add_subparsers(title="commands", dest="command", required=True, metavar="COMMAND")
a = subs.add_parser("add", help="add an item", aliases=["a"])
a.add_argument("name")
a.add_argument("--qty", type=int, default=1, help="quantity to add")
a.set_defaults(func=cmd_add)
r = subs.add_parser("rm", help="remove an item")
r.add_argument("name")
r.set_defaults(func=cmd_rm)
subs.add_parser("list")
for argv in [["add", "apple", "--qty", "3"], ["a", "kiwi"], ["--db", "x.db", "rm", "pear"], [], ["zap"], ["add"], ["add", "-h"], ["list", "extra"]]:
    ns = run(parser, argv)
    if ns is not None and hasattr(ns, "func"):
        print("handler:", ns.func.__name__)
        print(ns.func(ns))
parser.print_help()

big = argparse.ArgumentParser(prog="a_rather_long_program_name_for_testing_the_usage_wrapping_logic")
for i in range(6):
    big.add_argument(f"--option-number-{i}", metavar="VALUE", help=f"option {i}")
big.add_argument("inputs", nargs="+")
big.add_argument("output")
big.print_usage()
mid = argparse.ArgumentParser(prog="mid")
grp = mid.add_argument_group("network", "Settings for the network connection used to reach the server.")
grp.add_argument("--host", default="localhost", help="host name %(default)r")
grp.add_argument("--port", type=int, default=8080, help="port (%(type)s, default %(default)d)")
grp.add_argument("--a-very-long-option-name-here", dest="long", metavar="SOMETHING_LONG", help="long one")
mid.add_argument("-x", nargs="*", metavar="X")
mid.add_argument("-y", nargs="+", choices=["1", "2"])
mid.add_argument("-z", nargs=3)
mid.add_argument("--mode", choices=["a", "b"], help="mode in %(choices)s")
mid.add_argument("--hidden", help=argparse.SUPPRESS)
for i in range(4):
    mid.add_argument(f"pos{i}", help="p" * (i * 20 + 1))
mid.print_help()
parent = argparse.ArgumentParser(add_help=False)
parent.add_argument("--debug", action="store_true")
child = argparse.ArgumentParser(prog="child", parents=[parent])
child.add_argument("x")
print(child.parse_args(["--debug", "1"]))
child.print_help()
print(child.get_default("debug"), parent.parse_args([]))
raw = argparse.ArgumentParser(prog="raw", formatter_class=argparse.RawTextHelpFormatter, description="keep\n   this")
raw.add_argument("--f", help="line one\n  line two")
raw.print_help()
neg = argparse.ArgumentParser(prog="neg")
neg.add_argument("n", type=int)
neg.add_argument("--off", type=float, default=0.0)
print(neg.parse_args(["-3", "--off", "-1.5"]))
e = argparse.ArgumentParser(prog="e", exit_on_error=False)
e.add_argument("--n", type=int)
try:
    e.parse_args(["--n", "q"])
except argparse.ArgumentError as ex:
    print("caught:", ex)
bo = argparse.ArgumentParser(prog="bo")
bo.add_argument("--color", action=argparse.BooleanOptionalAction, default=True, help="use color")
print(bo.parse_args(["--no-color"]), bo.parse_args([]))
bo.print_help()
