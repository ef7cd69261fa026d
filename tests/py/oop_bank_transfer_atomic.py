# atomic transfers with a context manager that rolls back on any exception, and an audit log
from contextlib import contextmanager

class Ledger:
    def __init__(self, **balances):
        self.balances = dict(balances)
        self.audit = []

    @contextmanager
    def transaction(self, label):
        snapshot = dict(self.balances)
        try:
            yield self
        except Exception as e:
            self.balances = snapshot
            self.audit.append(f"ROLLBACK {label}: {type(e).__name__}: {e}")
            raise
        else:
            self.audit.append(f"COMMIT {label}")

    def move(self, src, dst, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        if self.balances[src] < amount:
            raise RuntimeError(f"{src} has only {self.balances[src]}")
        self.balances[src] -= amount
        self.balances[dst] += amount

ledger = Ledger(alice=100, bob=50, carol=0)
with ledger.transaction("t1") as l:
    l.move("alice", "bob", 30)
    l.move("bob", "carol", 60)
for label, moves in [("t2", [("carol", "alice", 10), ("bob", "carol", 500)]),
                     ("t3", [("alice", "dave", 5)]),
                     ("t4", [("alice", "bob", -1)])]:
    try:
        with ledger.transaction(label) as l:
            for m in moves:
                l.move(*m)
    except (RuntimeError, KeyError, ValueError) as e:
        print(f"{label} failed: {e!r}")
print(ledger.balances, sum(ledger.balances.values()))
print("\n".join(ledger.audit))
