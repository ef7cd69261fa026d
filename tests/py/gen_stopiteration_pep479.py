def g1(it):
    for _ in range(3):
        yield next(it)
def g2(it):
    try:
        for _ in range(3):
            yield next(it)
    finally:
        pass
for g in (g1, g2):
    try:
        print(list(g(iter([1]))))
    except BaseException as e:
        print(type(e).__name__, e, type(e.__cause__).__name__)
try:
    print(list(next(iter([])) for _ in range(3)))
except BaseException as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)
try:
    print(tuple(x for x in range(3) if next(iter([]))))
except BaseException as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)
it = iter([1])
try:
    print(sum(next(it) for _ in range(3)))
except BaseException as e:
    print(type(e).__name__, e)
it = iter([1])
try:
    print(list(next(it) for _ in range(3)))
except BaseException as e:
    print(type(e).__name__, e)
# a generator that pulls pairs from one iterator: the usual mistake, and the usual fix
def pairs(xs):
    it = iter(xs)
    for a in it:
        yield a, next(it)
def pairs_ok(xs):
    it = iter(xs)
    for a in it:
        yield a, next(it, None)
print(list(pairs_ok([1, 2, 3])))
try:
    print(list(pairs([1, 2, 3])))
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
print(sum(x for x in range(5) if x % 2), any(next(iter([x])) for x in [0, 3]))
