# Money class with total_ordering, __radd__ for sum(), currency checks, __format__
from functools import total_ordering

@total_ordering
class Money:
    def __init__(self, cents, currency="USD"):
        self.cents = int(cents)
        self.currency = currency

    @classmethod
    def from_str(cls, text):
        cur, amount = text.split()
        whole, _, frac = amount.partition(".")
        return cls(int(whole) * 100 + int((frac + "00")[:2]), cur)

    def _check(self, other):
        if not isinstance(other, Money):
            return False
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return True

    def __add__(self, other):
        if not self._check(other):
            return NotImplemented
        return Money(self.cents + other.cents, self.currency)

    def __radd__(self, other):
        if other == 0:
            return self
        return self.__add__(other)

    def __eq__(self, other):
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other):
        self._check(other)
        return self.cents < other.cents

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __str__(self):
        return f"{self.currency} {self.cents // 100}.{self.cents % 100:02d}"

    def __repr__(self):
        return f"Money({self.cents}, {self.currency!r})"

    def __format__(self, spec):
        if spec == "short":
            return f"${self.cents / 100:.0f}"
        return format(str(self), spec)

prices = [Money.from_str("USD 3.50"), Money(1299), Money.from_str("USD 0.5"), Money(250)]
print(prices)
print(sum(prices), "|", max(prices), "|", min(prices))
print(sorted(prices))
print(Money(100) <= Money(100), Money(100) > Money(99), Money(5) >= Money(6))
print(f"[{Money(1234):>14}] [{Money(1234):short}] [{Money(99):<12}]")
try:
    Money(1) + Money(1, "EUR")
except ValueError as e:
    print("ValueError:", e)
try:
    Money(1) < 5
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
try:
    Money(1) + 5
except TypeError as e:
    print("TypeError:", e)
print(len({Money(100), Money(100), Money(100, "EUR")}))
