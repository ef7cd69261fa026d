# seed(str or bytes, version=1): Python 2's string hash as the int seed; expovariate needs lambd in 3.11
import random
for s in ['abc', '', 'héllo wörld €', b'bytes\xff', 'x' * 100]:
    random.seed(s, version=1); a = random.random(); random.seed(s); print(repr(s)[:20], a, random.random())
random.seed(12, version=1); print(random.random())
try: random.expovariate()
except TypeError as e: print(e)
r = random.Random(); r.seed('k', version=1); print(r.random())
