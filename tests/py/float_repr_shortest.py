# repr of floats: the shortest string that reads back, CPython's choice among ties; the
# common floats (a short decimal) take a path without printf, the rest the exact search
import random, struct, hashlib
random.seed(7)
fixed = [12.5, 0.1, 0.3, 1/3, 0.1 + 0.2, 1e-20, 123456789012345.0, 999999999999999.0, 1e15,
         1e16, 2.5e-7, 100.0, 45.3, 99.99, 5e-324, 2.2250738585072014e-308, 0.0001, 0.00001,
         1.7976931348623157e308, 3.14159, 2**53 + 0.0, 2**52 + 0.5, 9007199254740993.0,
         0.1 * 3, 1.1 * 1.1, 4.35, 4.345, 1e22, 1e23, 1e-22, 1e-23, 123.456e-10, 0.5, 1.5e300,
         2 / 3, 10 / 3, 7.0, -0.0, 1234.5678, 0.000123, 33.3333, 98.6, 1e-5, 1.0000000000000002]
print(fixed)
print([-x for x in fixed])
vals = []
for i in range(60000):
    k = i % 6
    if k == 0: x = random.randint(0, 10**random.randint(1, 16)) / 10**random.randint(0, 22)
    elif k == 1: x = struct.unpack('d', struct.pack('Q', random.getrandbits(64)))[0]
    elif k == 2: x = random.random() * 10**random.randint(-30, 30)
    elif k == 3: x = round(random.uniform(-1000, 1000), random.randint(0, 12))
    elif k == 4: x = random.randint(1, 999) * 10.0**random.randint(-25, 25)
    else: x = float(random.randint(1, 2**60)) / 2**random.randint(0, 70)
    vals.append(repr(x))
for i in range(0, 600, 12):
    print(" ".join(vals[i:i + 12]))
print(hashlib.md5("\n".join(vals).encode()).hexdigest())
print([i / 10 for i in range(0, 30)], [i * 0.1 for i in range(10)])
print(f"{0.1 + 0.7} {1 / 7} {2.675} {1e300 * 10}", str(1e-7), str(123e5))
