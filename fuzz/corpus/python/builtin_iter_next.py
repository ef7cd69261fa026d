# iter and next, with defaults and StopIteration
it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "default"), next(it, None))
try:
    next(it)
except StopIteration:
    print("StopIteration raised")
s = iter("ab")
print(next(s), next(s), next(s, "end"))
d = iter({"x": 1, "y": 2})
print(next(d), list(d))
r = iter(range(3))
print(list(r), list(r))
it2 = iter([10, 20, 30])
for v in it2:
    print("loop", v)
    if v == 10:
        print("skip", next(it2))
print(iter(it2) is it2)
calls = [0]
def counter():
    calls[0] += 1
    return calls[0]
print(list(iter(counter, 4)))
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
g = (i for i in range(2))
print(next(g), next(g), next(g, "exhausted"))
