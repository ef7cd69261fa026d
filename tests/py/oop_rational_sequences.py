# fractions.Fraction in classes: exact harmonic numbers, Egyptian fractions, continued fractions
from fractions import Fraction
from functools import reduce

class Harmonic:
    def __init__(self):
        self.cache = [Fraction(0)]
    def __getitem__(self, n):
        while len(self.cache) <= n:
            self.cache.append(self.cache[-1] + Fraction(1, len(self.cache)))
        return self.cache[n]

def egyptian(fr):
    out = []
    while fr.numerator:
        d = -(-fr.denominator // fr.numerator)
        out.append(Fraction(1, d))
        fr -= Fraction(1, d)
    return out

class ContinuedFraction:
    def __init__(self, terms):
        self.terms = list(terms)
    @classmethod
    def of(cls, fr):
        terms = []
        while True:
            q, r = divmod(fr.numerator, fr.denominator)
            terms.append(q)
            if r == 0:
                return cls(terms)
            fr = Fraction(fr.denominator, r)
    def value(self):
        return reduce(lambda acc, t: t + 1 / acc, reversed(self.terms[:-1]), Fraction(self.terms[-1]))
    def __repr__(self):
        return f"[{self.terms[0]}; {', '.join(map(str, self.terms[1:]))}]"

H = Harmonic()
print(H[1], H[4], H[10], float(H[10]))
print(egyptian(Fraction(4, 13)), sum(egyptian(Fraction(4, 13))) == Fraction(4, 13))
cf = ContinuedFraction.of(Fraction(415, 93))
print(cf, cf.value(), ContinuedFraction([1, 2, 2, 2, 2]).value())
print(Fraction(3, 4) + Fraction(1, 6), Fraction("0.125"), Fraction(1, 3) < Fraction(0.34), Fraction(6, -4))
print(sorted([Fraction(1, 2), Fraction(1, 3), Fraction(2, 3)]), Fraction(7, 3).limit_denominator(2))
