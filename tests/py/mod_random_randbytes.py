# random.randbytes(n) is getrandbits(n * 8).to_bytes(n, "little"), as random.py defines it
import random
random.seed(1)
print(random.randbytes(0), random.randbytes(1), random.randbytes(5), len(random.randbytes(100)))
r = random.Random(42)
print(r.randbytes(4).hex(), type(r.randbytes(2)).__name__)
for bad in (-1, 2.0):
    try:
        random.randbytes(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
