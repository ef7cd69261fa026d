# A model's typical CLI: an ArgumentParser for an inventory report, fed an explicit argv.
import argparse


def build_parser():
    parser = argparse.ArgumentParser(
        description="Process some inventory files and report what is low on stock today.",
        epilog="See the docs.")
    parser.add_argument("files", nargs="+", help="input files")
    parser.add_argument("-n", "--num", type=int, default=3, help="how many (default: %(default)s)")
    parser.add_argument("-v", "--verbose", action="count", default=0)
    parser.add_argument("--mode", choices=["fast", "slow"], default="fast", help="the mode")
    parser.add_argument("--tag", action="append", metavar="T")
    parser.add_argument("--dry-run", action="store_true",
                        help="a very long help text that will need to be wrapped because it goes "
                             "on and on past the width of the terminal window")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("-a", action="store_true")
    group.add_argument("-b", action="store_true")
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    print("files:", args.files)
    print("num:", args.num, "verbose:", args.verbose, "mode:", args.mode)
    print("tags:", args.tag, "dry run:", args.dry_run)
    return 0


parser = build_parser()
parser.print_help()
parser.print_usage()
print(parser.format_usage() == parser.format_help().split("\n\n")[0] + "\n")
print(parser.parse_args(["x", "y", "-n", "5", "-vv", "--tag", "t1", "--tag=t2", "--dry"]))
main(["stock.csv", "-n", "10", "--mode", "slow", "-v"])
ns, rest = parser.parse_known_args(["a.csv", "--unknown", "-n", "2"])
print(ns.num, rest)
args = vars(parser.parse_args(["z"]))
print(sorted(args.items()))

empty = argparse.ArgumentParser(description="Nothing required.")
empty.add_argument("--limit", type=int, default=10)
print(empty.parse_args())  # sys.argv[1:] is empty
print(empty.format_help())
