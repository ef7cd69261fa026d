# Split group expenses: who paid what, balances, and a minimal list of settlements.
from collections import defaultdict

expenses = [("ann", 120.0, ["ann", "bob", "cy"]), ("bob", 45.5, ["bob", "cy"]), ("cy", 300.0, ["ann", "bob", "cy", "dee"]),
            ("dee", 20.0, ["dee", "ann"])]
balance = defaultdict(float)
for payer, amount, people in expenses:
    share = amount / len(people)
    balance[payer] += amount
    for p in people:
        balance[p] -= share
for person in sorted(balance):
    print(f"{person:<4} {balance[person]:>+9.2f}")
debtors = sorted((round(-v, 2), k) for k, v in balance.items() if v < -0.005)
creditors = sorted((round(v, 2), k) for k, v in balance.items() if v > 0.005)
settlements = []
while debtors and creditors:
    d_amt, d = debtors.pop()
    c_amt, c = creditors.pop()
    pay = min(d_amt, c_amt)
    settlements.append(f"{d} pays {c} ${pay:.2f}")
    if d_amt - pay > 0.005:
        debtors.append((round(d_amt - pay, 2), d)); debtors.sort()
    if c_amt - pay > 0.005:
        creditors.append((round(c_amt - pay, 2), c)); creditors.sort()
print("\n".join(settlements))
print(f"total spent: ${sum(e[1] for e in expenses):,.2f}")
