# accounts with interest: savings/checking subclasses, overdraft, monthly processing, class methods
class Account:
    interest_rate = 0.0
    _accounts = []

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.transactions = []
        Account._accounts.append(self)

    @classmethod
    def total_deposits(cls):
        return round(sum(a.balance for a in cls._accounts if isinstance(a, cls)), 2)

    def deposit(self, amount):
        self._record("deposit", amount)
        self.balance += amount

    def withdraw(self, amount):
        if amount > self.available():
            raise ValueError(f"{self.owner}: insufficient funds for {amount}")
        self._record("withdraw", -amount)
        self.balance -= amount

    def available(self):
        return self.balance

    def month_end(self):
        interest = round(self.balance * self.interest_rate / 12, 2)
        if interest:
            self._record("interest", interest)
            self.balance = round(self.balance + interest, 2)
        return interest

    def _record(self, kind, amount):
        self.transactions.append((kind, amount))

    def __repr__(self):
        return f"{type(self).__name__}({self.owner}, {self.balance:.2f})"

class Savings(Account):
    interest_rate = 0.06
    withdrawals_per_month = 2

    def withdraw(self, amount):
        count = sum(1 for k, _ in self.transactions if k == "withdraw")
        if count >= self.withdrawals_per_month:
            raise RuntimeError("withdrawal limit reached")
        super().withdraw(amount)

class Checking(Account):
    def __init__(self, owner, balance=0, overdraft=100):
        super().__init__(owner, balance)
        self.overdraft = overdraft

    def available(self):
        return self.balance + self.overdraft

s = Savings("ann", 1000)
c = Checking("bob", 50)
for acct, op, amt in [(s, "withdraw", 100), (s, "withdraw", 100), (s, "withdraw", 1),
                      (c, "withdraw", 120), (c, "withdraw", 40), (c, "deposit", 500)]:
    try:
        getattr(acct, op)(amt)
        print(f"{op} {amt}: {acct}")
    except (ValueError, RuntimeError) as e:
        print(f"{type(e).__name__}: {e}")
for _ in range(3):
    print("interest:", s.month_end(), c.month_end())
print(s, c, s.transactions)
print(Account.total_deposits(), Savings.total_deposits(), Checking.total_deposits())
