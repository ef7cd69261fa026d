# library loans with datetime.date arithmetic: due dates, overdue fines, renewals, sorting by due
from datetime import date, timedelta
from dataclasses import dataclass, field

@dataclass
class Loan:
    title: str
    borrower: str
    start: date
    days: int = 14
    renewals: int = field(default=0, repr=False)

    @property
    def due(self):
        return self.start + timedelta(days=self.days)

    def renew(self, max_renewals=2):
        if self.renewals >= max_renewals:
            raise RuntimeError(f"{self.title!r} cannot be renewed again")
        self.renewals += 1
        self.days += 7

    def fine(self, today, per_day=0.25, cap=5.0):
        late = (today - self.due).days
        return min(cap, late * per_day) if late > 0 else 0.0

today = date(2024, 3, 20)
loans = [Loan("Dune", "ann", date(2024, 2, 20)), Loan("Emma", "bob", date(2024, 3, 10)),
         Loan("Ulysses", "cy", date(2024, 1, 2), days=21), Loan("Beloved", "ann", date(2024, 3, 1))]
loans[3].renew()
for l in sorted(loans, key=lambda l: l.due):
    print(f"{l.title:<8} {l.borrower:<4} due {l.due.isoformat()} ({l.due.strftime('%a')}) fine {l.fine(today):.2f}")
try:
    for _ in range(3):
        loans[1].renew()
except RuntimeError as e:
    print("RuntimeError:", e, loans[1].due)
owed = {}
for l in loans:
    owed[l.borrower] = owed.get(l.borrower, 0) + l.fine(today)
print(owed, (today - loans[2].due).days, loans[0])
