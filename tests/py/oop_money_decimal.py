# money arithmetic with decimal.Decimal: quantize, rounding modes, splitting a bill fairly
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN

class Money:
    CENT = Decimal("0.01")
    def __init__(self, amount):
        self.amount = Decimal(str(amount)).quantize(self.CENT, rounding=ROUND_HALF_UP)
    def __add__(self, other):
        return Money(self.amount + Money._d(other))
    __radd__ = __add__
    def __sub__(self, other):
        return Money(self.amount - Money._d(other))
    def __mul__(self, k):
        return Money(self.amount * Decimal(str(k)))
    @staticmethod
    def _d(x):
        return x.amount if isinstance(x, Money) else Decimal(str(x))
    def split(self, n):
        base = (self.amount / n).quantize(self.CENT, rounding=ROUND_DOWN)
        shares = [base] * n
        remainder = int((self.amount - base * n) / self.CENT)
        for i in range(remainder):
            shares[i] += self.CENT
        return [Money(s) for s in shares]
    def __eq__(self, other):
        return self.amount == Money._d(other)
    def __lt__(self, other):
        return self.amount < Money._d(other)
    def __repr__(self):
        return f"${self.amount}"

bill = Money("100.00")
print(bill.split(3), sum(bill.split(3), Money(0)) == bill)
print(Money(0.1) + Money(0.2), Money("0.1") + 0.2 == Money("0.30"), 0.1 + 0.2 == 0.3)
print(Money("19.99") * 3, Money("2.675") * 1, Money(2.675), Money("1.005"))
tip = Money("47.50") * 0.18
print(tip, Money("47.50") + tip, sorted([Money(5), Money("4.99"), Money(10)]))
print(Decimal("1.10") + Decimal("2.20"), Decimal(1) / Decimal(7), Decimal("3.14159").quantize(Decimal("0.001")))
print(Money(7).split(4), Money("0.05").split(2), Money(1) - Money("0.01"))
