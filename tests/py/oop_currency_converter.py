# currency conversion with a rates table, a Money class that converts on mixed-currency addition
class Rates:
    def __init__(self, base, table):
        self.base = base
        self.table = dict(table, **{base: 1.0})
    def convert(self, amount, src, dst):
        try:
            return amount / self.table[src] * self.table[dst]
        except KeyError as e:
            raise ValueError(f"no rate for {e.args[0]}") from None

RATES = Rates("EUR", {"USD": 1.1, "GBP": 0.85, "JPY": 160.0})

class Money:
    def __init__(self, amount, cur):
        self.amount, self.cur = round(amount, 2), cur
    def to(self, cur):
        return Money(RATES.convert(self.amount, self.cur, cur), cur)
    def __add__(self, other):
        if other == 0:
            return self
        return Money(self.amount + other.to(self.cur).amount, self.cur)
    __radd__ = __add__
    def __eq__(self, other):
        if isinstance(other, Money):
            return abs(self.amount - other.to(self.cur).amount) < 0.01
        return NotImplemented
    def __lt__(self, other):
        return self.amount < other.to(self.cur).amount
    def __repr__(self):
        return f"{self.amount:,.2f} {self.cur}"

wallet = [Money(10, "EUR"), Money(20, "USD"), Money(5, "GBP"), Money(1000, "JPY")]
print(wallet)
print(sum(wallet), sum(wallet).to("USD"), wallet[1].to("JPY"))
print(sorted(wallet), max(wallet), Money(11, "USD") == Money(10, "EUR"))
try:
    Money(1, "CHF").to("EUR")
except ValueError as e:
    print("ValueError:", e)
