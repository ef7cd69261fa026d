# Savings plan with Decimal: monthly deposits, compounding, and a formatted yearly statement
from decimal import Decimal, ROUND_HALF_UP
from dataclasses import dataclass, field
from typing import List

TWO = Decimal("0.01")


@dataclass
class Account:
    owner: str
    rate: Decimal
    balance: Decimal = Decimal("0.00")
    history: List[str] = field(default_factory=list, repr=False)

    def deposit(self, amount: Decimal) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(f"+{amount}")

    def add_interest(self) -> Decimal:
        interest = (self.balance * self.rate / 12).quantize(TWO, rounding=ROUND_HALF_UP)
        self.balance += interest
        self.history.append(f"i{interest}")
        return interest


acct = Account("Dana", Decimal("0.045"), Decimal("500.00"))
yearly = []
for month in range(1, 37):
    acct.deposit(Decimal("125.50"))
    acct.add_interest()
    if month % 12 == 0:
        yearly.append((month // 12, acct.balance))
print(acct)
for year, bal in yearly:
    print(f"year {year}: {bal:>12,}  ({bal:.1f})")
interest = sum(Decimal(h[1:]) for h in acct.history if h.startswith("i"))
deposits = sum(Decimal(h[1:]) for h in acct.history if h.startswith("+"))
print("interest earned:", interest, "deposited:", deposits, "check:", Decimal("500.00") + interest + deposits == acct.balance)
print(len(acct.history), acct.history[:4])
try:
    acct.deposit(Decimal("-5"))
except ValueError as e:
    print("ValueError:", e)
print(Decimal("1234.5").quantize(TWO), Decimal("2.675").quantize(TWO, ROUND_HALF_UP), round(Decimal("2.675"), 2))
