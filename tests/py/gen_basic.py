# generator functions: lazy, resumable, single-pass
def count_up(n):
    print("start")
    i = 0
    while i < n:
        yield i
        i += 1
    print("end")
g = count_up(3)
print(type(g).__name__)
print(next(g))
print(next(g), next(g))
print(next(g, "exhausted"))
print(list(count_up(2)))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(15)])
def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x
print(list(evens(range(10))), sum(evens([1, 2, 4])))
def pairs(s):
    for i in range(len(s) - 1):
        yield s[i], s[i + 1]
print(list(pairs("abcd")), dict(pairs("abcd")))
def with_return():
    yield 1
    return "done"
w = with_return()
print(next(w))
try:
    next(w)
except StopIteration as e:
    print("StopIteration value:", e.value)
def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
print(list(take(5, fib())))
def gen_finally():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
for v in gen_finally():
    print("v", v)
def empty():
    return
    yield
print(list(empty()))
