# random() and getrandbits() are C methods: a keyword says 'takes no keyword arguments'; the others bind keywords
import random
r = random.Random(5)
for f in [lambda: random.random(x=1), lambda: random.getrandbits(k=3), lambda: r.random(x=1), lambda: r.getrandbits(k=2), lambda: random.random(1),
          lambda: random.getstate(x=1), lambda: random.seed(a=3), lambda: random.randint(a=1, b=1), lambda: random.choice(seq=[7]), lambda: r.uniform(a=1, b=1),
          lambda: random.getrandbits(), lambda: random.getrandbits(1, 2), lambda: random.random(**{})]:
    try: print(f())
    except TypeError as e: print(e)
class MyR(random.Random): pass
try: MyR(1).random(x=1)
except TypeError as e: print(e)
print(MyR(1).getrandbits(4) == random.Random(1).getrandbits(4))
