#!/usr/bin/env python3
"""CPython oracle for the parser tests: one output line per input file.

usage: pydump.py MODE FILE...   (or file names on stdin when no FILE is given)
MODE: dump  -> ast.dump(tree)
      pos   -> ast.dump(tree, include_attributes=True)
      err   -> "Type: msg (line L, offset O)" for a file that fails to parse, else "OK"
"""
import ast
import sys


def one(mode, path):
    with open(path, "rb") as f:
        src = f.read()
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        return "%s: %s (line %s, offset %s)" % (type(e).__name__, e.msg, e.lineno, e.offset)
    except (ValueError, RecursionError, MemoryError) as e:
        return "%s: %s" % (type(e).__name__, e)
    if mode == "err":
        return "OK"
    return ast.dump(tree, include_attributes=(mode == "pos"))


def main():
    mode = sys.argv[1]
    files = sys.argv[2:] or [l.rstrip("\n") for l in sys.stdin if l.strip()]
    out = sys.stdout
    for path in files:
        out.write(one(mode, path) + "\n")


if __name__ == "__main__":
    main()
