# an account statement generator: transactions with dataclass ordering, running balance, formatting
from dataclasses import dataclass, field
from datetime import date

@dataclass(order=True)
class Txn:
    when: date
    amount: float = field(compare=False)
    memo: str = field(compare=False, default="")

class Statement:
    def __init__(self, opening, txns):
        self.opening = opening
        self.txns = sorted(txns)

    def lines(self):
        bal = self.opening
        yield f"{'date':<10} {'memo':<12} {'amount':>9} {'balance':>9}"
        yield f"{'':<10} {'opening':<12} {'':>9} {bal:>9.2f}"
        for t in self.txns:
            bal += t.amount
            yield f"{t.when.isoformat():<10} {t.memo:<12} {t.amount:>+9.2f} {bal:>9.2f}"
        yield f"{'':<10} {'closing':<12} {'':>9} {bal:>9.2f}"

    def by_month(self):
        out = {}
        for t in self.txns:
            key = t.when.strftime("%Y-%m")
            out[key] = round(out.get(key, 0) + t.amount, 2)
        return out

txns = [Txn(date(2024, 2, 3), -45.5, "groceries"), Txn(date(2024, 1, 15), 2500, "salary"),
        Txn(date(2024, 1, 20), -1200, "rent"), Txn(date(2024, 2, 1), -60.25, "utilities"),
        Txn(date(2024, 1, 31), -19.99, "streaming")]
st = Statement(100.0, txns)
print("\n".join(st.lines()))
print(st.by_month(), min(txns).memo, max(txns).when.strftime("%d %b %Y"))
