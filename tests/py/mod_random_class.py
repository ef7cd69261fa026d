# random: seeds of every kind, Random instances, state, errors
import random
for s in [0, 1, -1, 2**32, 2**100, -(2**64)+5, "hello", "", "é", 3.5, -1.5, True]:
    random.seed(s); print(repr(s), random.random(), random.randint(0, 10**6))
r = random.Random(123)
print(r.random(), r.randint(1, 6), r.choice("xyz"), r.sample([1, 2, 3, 4, 5], 3))
st = r.getstate(); a = r.random(); r.setstate(st); print(a == r.random())
r2 = random.Random("seed"); print(r2.random())
print(random.sample(range(10), k=4, counts=None), random.sample(["a", "b"], counts=[3, 2], k=5))
for bad in [lambda: random.randrange(0), lambda: random.randrange(5, 5), lambda: random.randrange(1, 10, 0),
            lambda: random.choice([]), lambda: random.sample([1, 2], 3), lambda: random.sample({1, 2}, 1),
            lambda: random.choices([1, 2], [1, 2, 3]), lambda: random.seed([1])]:
    try:
        bad()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
random.seed()
x = random.random(); print(0 <= x < 1, 1 <= random.randint(1, 6) <= 6)
r = random.Random()
print(0 <= r.random() < 1, isinstance(r, random.Random))
