# StopIteration inside generators and next() defaults
def gen():
    yield 1
    return
g = gen()
print(next(g), next(g, "default"))
def bad():
    yield 1
    raise StopIteration("inside")
b = bad()
print(next(b))
try:
    next(b)
except RuntimeError as e:
    print("RuntimeError:", e)
def first(iterable, default=None):
    for x in iterable:
        return x
    return default
print(first([]), first([7, 8]), first("", "empty"))
it = iter([1])
next(it)
try:
    next(it)
except StopIteration as e:
    print("StopIteration", e.args, e.value)
def manual_loop(iterable):
    it = iter(iterable)
    out = []
    while True:
        try:
            out.append(next(it))
        except StopIteration:
            break
    return out
print(manual_loop("abc"))
