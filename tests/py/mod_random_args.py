import random
r = random.Random(5)
calls = [
 ("random", (1,)), ("seed", (1,2,3)), ("getrandbits", (1,2)), ("getstate", (1,)), ("setstate", (1,2)),
 ("randrange", (1,2,3,4)), ("randint", (1,2,3)), ("choice", ([1],2)), ("shuffle", ([1],None)),
 ("sample", ([1],1,2)), ("choices", ([1],None,None,1)), ("uniform", (1,2,3)), ("triangular", (1,2,3,4)),
 ("normalvariate", (1,2,3)), ("gauss", (1,2,3)), ("lognormvariate", (1,2,3)), ("expovariate", (1,2)),
 ("vonmisesvariate", (1,2,3)), ("gammavariate", (1,2,3)), ("betavariate", (1,2,3)),
 ("paretovariate", (1,2)), ("weibullvariate", (1,2,3)), ("randbytes", (1,2)),
 ("random", ()), ("randint", (1,)), ("getrandbits", ()), ("randrange", ()), ("choice", ()),
]
for obj, nm in ((random, "mod"), (r, "inst")):
    for name, args in calls:
        try:
            getattr(obj, name)(*args)
            print(nm, name, "ok")
        except TypeError as e:
            print(nm, name, "TypeError", e)
random.seed(42)
print(random.randint(a=1, b=10), random.randrange(start=0, stop=10, step=2), random.choice(seq=[1,2,3]))
print(random.sample(range(100), k=5), random.choices([1,2,3], k=4), random.choices([1,2,3], [1,1,5], k=3))
print(random.uniform(a=1, b=2), random.gauss(), random.gauss(mu=1), random.triangular(), random.random())
try: random.randint(1, c=2)
except TypeError as e: print(e)
try: random.sample([1,2], 1, 2)
except TypeError as e: print(e)
try: random.sample([1,2])
except TypeError as e: print(e)
try: random.choices()
except TypeError as e: print(e)
try: random.uniform()
except TypeError as e: print(e)
r = random.Random(7)
print(r.randint(a=1, b=10), r.sample([1,2,3,4], 2), r.choices("abc", k=5), r.random(), r.getrandbits(70))
class My(random.Random):
    def extra(self): return self.randint(1, 6)
m = My(3)
print(m.extra(), m.random(), m.choice("xyz"))
try: m.randint(1,2,3)
except TypeError as e: print(e)
try: m.random(3)
except TypeError as e: print(e)
try: r.random(3)
except TypeError as e: print(e)
try: random.Random.random(r, 3)
except TypeError as e: print(e)
print(random.Random.randint(r, 1, 3))
f = r.randint
print(f(1, 100))
try: f(1,2,3)
except TypeError as e: print(e)
print(sorted(random.sample({1:2}.keys() and [5,6,7], 2)))
