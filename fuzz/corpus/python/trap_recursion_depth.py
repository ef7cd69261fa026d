# trap: recursion works to depth near 1000 before RecursionError
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
print(depth(950))
def build(n):
    return [] if n == 0 else [build(n - 1)]
nested = build(500)
d = 0
while nested:
    nested = nested[0]
    d += 1
print(d)
try:
    depth(100000)
except RecursionError as e:
    print("RecursionError:", e)
print(depth(10))
