# cpython: same
# args: --max-memory 32M --timeout 2
# int() of a long digit string
try:
    print(int("9" * 100000) > 0)
except ValueError as e:
    print("ValueError:", str(e)[:60])
