# ** of numbers: C's pow where the base is positive and a float takes part, the runtime's errors and exact ints elsewhere
import math
vals = [2, 3, 0, -2, 1, 10**20, 2.0, 0.5, 0.0, -0.0, -2.0, 1e-300, 1e300, float('inf'), -float('inf'), float('nan'), True]
exps = [2, -2, 3, 0, 0.5, -1.5, 1.5, 2.0, -0.5, 400.0, -400.0, float('inf'), float('nan'), True, -1]
for a in vals:
    row = []
    for b in exps:
        try:
            r = a ** b
            row.append(repr(r))
        except Exception as e:
            row.append(type(e).__name__)
    print(a, row)
x = 1.7
print(x ** 2, x ** 0.5, x ** -1.5, (x * 3) ** 3, math.sqrt(x) ** 2, 2 ** 0.5, 9 ** 0.5)
s = 0.0
for i in range(1, 1000):
    s += (i * 0.37) ** -1.5 + i ** 0.5
print(s)
