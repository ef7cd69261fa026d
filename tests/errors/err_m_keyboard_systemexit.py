import sys
def main(argv):
    if len(argv) < 2:
        print("usage: prog FILE")
        return 2
    return 0
code = main(["prog"])
print("exit code", code)
try:
    sys.exit(3)
except SystemExit as e:
    print("caught SystemExit", e.code, e.args)
sys.exit("fatal: missing argument")
