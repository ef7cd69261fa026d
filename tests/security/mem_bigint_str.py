# cpython: same
# args: --max-memory 32M --timeout 2
# str() of a huge int (CPython's 4300-digit limit: ValueError)
x = 10 ** 100000
try:
    s = str(x)
    print(len(s))
except ValueError as e:
    print("ValueError:", str(e)[:60])
