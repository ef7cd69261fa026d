# Polynomial class: coefficients, evaluation via __call__, +, -, *, derivative, str formatting
class Polynomial:
    def __init__(self, *coeffs):
        coeffs = list(coeffs)
        while len(coeffs) > 1 and coeffs[-1] == 0:
            coeffs.pop()
        self.coeffs = coeffs or [0]

    @property
    def degree(self):
        return len(self.coeffs) - 1

    def __call__(self, x):
        result = 0
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    def __add__(self, other):
        other = other if isinstance(other, Polynomial) else Polynomial(other)
        n = max(len(self.coeffs), len(other.coeffs))
        a = self.coeffs + [0] * (n - len(self.coeffs))
        b = other.coeffs + [0] * (n - len(other.coeffs))
        return Polynomial(*[x + y for x, y in zip(a, b)])
    __radd__ = __add__

    def __neg__(self):
        return Polynomial(*[-c for c in self.coeffs])

    def __sub__(self, other):
        return self + (-other if isinstance(other, Polynomial) else Polynomial(-other))

    def __mul__(self, other):
        other = other if isinstance(other, Polynomial) else Polynomial(other)
        out = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Polynomial(*out)
    __rmul__ = __mul__

    def derivative(self):
        return Polynomial(*[i * c for i, c in enumerate(self.coeffs)][1:])

    def __eq__(self, other):
        return isinstance(other, Polynomial) and self.coeffs == other.coeffs

    def __str__(self):
        terms = []
        for i in range(self.degree, -1, -1):
            c = self.coeffs[i]
            if c == 0 and self.degree > 0:
                continue
            coef = "" if abs(c) == 1 and i > 0 else str(abs(c))
            var = "" if i == 0 else "x" if i == 1 else f"x^{i}"
            sign = "-" if c < 0 else "+"
            terms.append(f"{sign} {coef}{var}")
        s = " ".join(terms)
        return s[2:] if s.startswith("+ ") else "-" + s[2:]

p = Polynomial(1, -3, 0, 2)
q = Polynomial(0, 1, 1)
print(p, "|", q, "|", p.degree, q.degree)
print(p + q, "|", p - q, "|", p * q)
print(p(2), q(-1), [p(x) for x in range(-2, 3)])
print(p.derivative(), "|", p.derivative().derivative(), "|", Polynomial(5).derivative())
print(3 * q, "|", q + 1, "|", 1 + q, "|", Polynomial(0, 0, 0), "|", Polynomial(-1, 0, -1))
print(p * 0 == Polynomial(0), (q * q)(3) == q(3) ** 2)
