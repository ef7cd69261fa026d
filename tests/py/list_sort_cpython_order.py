# list.sort and sorted() make CPython's comparisons, in CPython's order (its timsort): the
# number of __lt__ / cmp_to_key calls, where a nan lands, the pair that raises first, what an
# inconsistent comparator leaves, and the permutation left by an error
import functools, random

class C:
    calls = 0
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        C.calls += 1
        return self.v < o.v
    def __repr__(self): return f"C({self.v})"

def count(values, **kw):
    C.calls = 0
    out = sorted([C(v) for v in values], **kw)
    return C.calls, [c.v for c in out] == sorted(values, **kw)

random.seed(7)
print(count([5, 2, 8, 1, 9, 3]), count(list(range(10))), count(list(range(10, 0, -1))))
print(count([random.randint(0, 50) for _ in range(200)]), count([1] * 100))
print(count([random.random() for _ in range(1000)]), count([random.randint(0, 9) for _ in range(700)], reverse=True))
print(count(list(range(300)) + list(range(150))), count(sorted(random.sample(range(5000), 3000)) + [0]))
runs = []
for _ in range(40):
    runs += sorted(random.sample(range(100000), random.randint(1, 120)))
print(count(runs), count(runs[::-1]), count(runs, reverse=True))

calls = 0
def cmp(a, b):
    global calls
    calls += 1
    return (a > b) - (a < b)
print(sorted([5, 2, 8, 1, 9, 3], key=functools.cmp_to_key(cmp)), calls)
calls = 0
data = [random.randint(0, 1000) for _ in range(500)]
print(sorted(data, key=functools.cmp_to_key(cmp)) == sorted(data), calls)

nan = float("nan")
print(sorted([nan, 1, 2, nan, 0]), sorted([3, nan, 1]), sorted([3.0, nan, 1.0, 2.5]))
print(sorted([2.0, 1.0, nan, 0.5, -1.0], reverse=True), sorted([1, nan, 0.5], key=lambda x: x))
big = [random.random() for _ in range(150)]
big[40] = nan; big[99] = nan
out = sorted(big)
print([i for i, x in enumerate(out) if x != x], out[:3] == sorted(out[:3]))

random.seed(3)
rnd = sorted(range(100), key=functools.cmp_to_key(lambda a, b: random.choice([-1, 0, 1])))
print(rnd[:20], sorted(rnd) == list(range(100)))

for items in ([3, 1, "x", 2], ["b", "a", 1], [1, 2, None, 0], [(1, 2), (1, "a"), (0, 1)]):
    try:
        items.sort()
    except TypeError as e:
        print(e, items)
lst = [C(v) for v in [5, 1, 4]] + [object()] + [C(0)]
try:
    lst.sort()
except TypeError as e:
    print(e, lst[:3])

recs = [("b", 2), ("a", 2), ("c", 1), ("d", 1), ("e", 3)]
print(sorted(recs, key=lambda r: r[1]), sorted(recs, key=lambda r: r[1], reverse=True))
print(sorted([[2, 1], [1, 5], [1], [2]]), sorted([[1, "b"], [1, "a"]]), sorted([[3], [1]], reverse=True))
try:
    sorted([[1], (1,)])
except TypeError as e:
    print(e)

# an error in the middle of a merge leaves CPython's permutation
class Boom(Exception): pass
class K:
    left = 0
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        K.left -= 1
        if K.left == 0: raise Boom
        return self.v < o.v
random.seed(11)
base = [random.randint(0, 300) for _ in range(400)]
runs = []
for _ in range(10):
    runs += sorted(random.sample(range(1000), 60))
for data in (base, runs, runs[::-1]):
    for k in [5, 500, 1500, 2500, 3200]:
        for rev in (False, True):
            items = [K(v) for v in data]
            K.left = k
            try:
                items.sort(reverse=rev)
                print(k, "done", K.left)
            except Boom:
                vs = [x.v for x in items]
                print(k, sorted(vs) == sorted(data), hash(tuple(vs)) % 1000003)
