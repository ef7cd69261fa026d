# cpython: same
# benign control: generators, send, yield from, lazy builtins
def count(n):
    i = 0
    while i < n:
        got = yield i
        i += 1 if got is None else got
g = count(10)
print(next(g), g.send(3), next(g))
def chain(*its):
    for it in its:
        yield from it
print(list(chain([1, 2], (3,), range(4, 6))))
m = map(str, [1, 2, 3])
print(next(m), list(m), list(m))
print(list(zip("ab", [1, 2, 3])), list(enumerate("xy", 5)), list(reversed([1, 2, 3])))
