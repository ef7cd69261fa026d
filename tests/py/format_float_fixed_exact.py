# f-format of floats: the fixed-point digits (objstr.c fixed_exact) against CPython over random doubles, ties and specs
import random, struct
random.seed(7)
vals = [0.0, -0.0, 0.5, 1.5, 2.5, -0.5, 0.05, 0.15, 0.25, 2.675, 1.005, 123.456, 9.9999999, 0.95, -0.04, 1e14, 999999999999999.9, 1e15, 1e16, 5e-324, 1e-300, float('inf'), float('nan'), -float('inf')]
for _ in range(3000):
    k = random.random()
    if k < 0.3: vals.append(struct.unpack('d', struct.pack('Q', random.getrandbits(64)))[0])
    elif k < 0.6: vals.append(random.randint(-10**9, 10**9) / 10 ** random.randint(0, 9))
    else: vals.append(random.uniform(-1e6, 1e6))
out = []
for v in vals:
    for spec in (".0f", ".1f", ".2f", ".3f", "f", ".10f", ".17f", "#.0f", "+.2f", " .1f", "10.3f", "<12.2f", "^14.4f", ",.2f", "_.3f", "0=12.2f", ".2%", ".0%", "z.1f", ".3F", "e", ".2e"):
        try:
            out.append(format(v, spec))
        except Exception as ex:
            out.append(type(ex).__name__)
    out.append(f"{v:.2f}|{v:8.1f}|{v*3:.4f}")
import hashlib
print(len(out), hashlib.sha256("\n".join(out).encode()).hexdigest())
print(out[:60])
