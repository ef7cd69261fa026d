# Polynomial class: add, multiply, evaluate (Horner), derivative, roots by Newton, repr
from fractions import Fraction


class Poly:
    def __init__(self, coeffs):
        c = list(coeffs)
        while len(c) > 1 and c[-1] == 0:
            c.pop()
        self.c = c or [0]

    def __call__(self, x):
        acc = 0
        for a in reversed(self.c):
            acc = acc * x + a
        return acc

    def __add__(self, o):
        n = max(len(self.c), len(o.c))
        return Poly([(self.c[i] if i < len(self.c) else 0) + (o.c[i] if i < len(o.c) else 0) for i in range(n)])

    def __mul__(self, o):
        out = [0] * (len(self.c) + len(o.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(o.c):
                out[i + j] += a * b
        return Poly(out)

    def deriv(self):
        return Poly([i * a for i, a in enumerate(self.c)][1:] or [0])

    def degree(self):
        return len(self.c) - 1

    def __eq__(self, o):
        return self.c == o.c

    def __repr__(self):
        terms = []
        for i in range(len(self.c) - 1, -1, -1):
            a = self.c[i]
            if a == 0 and len(self.c) > 1:
                continue
            sign = "-" if a < 0 else "+"
            mag = abs(a)
            body = ("" if mag == 1 and i else str(mag)) + ("x" if i else "") + (f"^{i}" if i > 1 else "")
            terms.append((sign, body))
        first_sign, first = terms[0]
        return ("-" if first_sign == "-" else "") + first + "".join(f" {s} {b}" for s, b in terms[1:])


def newton_root(p, x0, steps=50):
    d = p.deriv()
    x = x0
    for _ in range(steps):
        dx = d(x)
        if dx == 0:
            break
        nx = x - p(x) / dx
        if abs(nx - x) < 1e-15:
            return nx
        x = nx
    return x


p = Poly([-6, 11, -6, 1])
q = Poly([1, 1])
print(p, "|", q, "|", p + q, "|", p * q)
print(p.deriv(), p.deriv().deriv(), Poly([5]).deriv(), Poly([0, 0, 0]))
print([p(x) for x in range(5)], p(Fraction(1, 2)), p(2.5))
print(sorted(round(newton_root(p, x0), 12) for x0 in (0.0, 1.6, 10.0)))
print((q * q * q), (q * q * q).degree(), Poly([1, -1]) * Poly([1, 1]) == Poly([1, 0, -1]))
cheb = [Poly([1]), Poly([0, 1])]
for _ in range(5):
    cheb.append(Poly([0, 2]) * cheb[-1] + Poly([-1]) * cheb[-2])
for i, t in enumerate(cheb):
    print(f"T{i} = {t}")
print(round(newton_root(Poly([-2, 0, 1]), 1.0), 15))
