# canary: input() has no standard input to read
# cpython: same
try:
    print(input("prompt> "))
except (EOFError, OSError, RuntimeError) as e:
    print(type(e).__name__)
import sys
try:
    print(repr(sys.stdin.read()))
except (AttributeError, OSError) as e:
    print(type(e).__name__)
