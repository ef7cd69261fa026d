# random: bit-exact with CPython for every kind of seed (ints of any size and sign, str, floats,
# bools) and every function, and Random instances with getstate/setstate
import random

for s in [0, 1, -1, 42, 2**32 - 1, 2**32, 2**63 - 1, -2**63, 2**64, 2**100 + 12345, -(3**200),
          "", "hello", "héllo wörld ☃", "x" * 1000, 3.5, -1.5, 0.0, True, False]:
    random.seed(s)
    print(repr(s)[:40], random.random(), random.getrandbits(7), random.getrandbits(40),
          random.getrandbits(64), random.randrange(10**30), random.randint(-5, 5))

random.seed(12345)
print([random.getrandbits(k) for k in (0, 1, 31, 32, 33, 63, 64, 65, 127, 128, 200)])
print([random.randrange(1, 100, 7) for _ in range(5)], random.randrange(-10, 10, 3))
print([random.randint(1, 6) for _ in range(20)])
print(random.randrange(2**70, 2**71), random.randint(-2**80, 2**80))
L = list(range(20)); random.shuffle(L); print(L)
print(random.choice("abcdef"), random.choice([1, 2, 3]), random.choice(range(1000)))
print(random.sample(range(100), 10), random.sample(["a", "b", "c", "d"], 4))
print(random.sample(range(10**6), 5), random.sample("abcdefg", k=3, counts=[1, 2, 3, 4, 5, 6, 7]))
print(random.choices("abc", k=5), random.choices([1, 2, 3], weights=[10, 1, 1], k=6),
      random.choices(range(5), cum_weights=[1, 2, 3, 4, 5], k=4))
print(random.uniform(1, 10), random.triangular(), random.triangular(0, 10, 2))
print(random.gauss(), random.gauss(5, 2), random.normalvariate(0, 1), random.lognormvariate(0, 0.5))
print(random.expovariate(1.5), random.vonmisesvariate(1, 2), random.gammavariate(0.5, 2),
      random.gammavariate(1, 3), random.gammavariate(3, 0.5), random.betavariate(2, 5))
print(random.paretovariate(3), random.weibullvariate(1, 1.5))

r1, r2 = random.Random(7), random.Random("seven")
print(r1.random(), r2.random(), r1.randint(0, 10**9), r2.choice([5, 6, 7]))
st = r1.getstate()
a = [r1.random() for _ in range(3)] + [r1.gauss()]
r1.setstate(st)
b = [r1.random() for _ in range(3)] + [r1.gauss()]
print(a == b, len(st), st[0], len(st[1]), st[1][-1], st[2])
r3 = random.Random()
r3.setstate(st)
print(r3.random() == a[0])
r1.seed(99); x = r1.random(); r1.seed(99); print(x == r1.random())
# many draws cross the twist boundary many times
random.seed(2024)
print(sum(random.getrandbits(32) for _ in range(5000)), sum(random.random() for _ in range(3000)))
for bad in [lambda: random.getrandbits(-1), lambda: random.randrange(0), lambda: random.randrange(5, 5),
            lambda: random.randint(3, 1), lambda: random.choice([]), lambda: random.sample(range(3), 5),
            lambda: random.randrange(1, 10, 0), lambda: random.seed([1, 2]), lambda: random.setstate((9, (), None)),
            lambda: random.randrange(1.5)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
# unseeded generators differ from each other
print(random.Random().random() != random.Random().random())
