class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available

class Account:
    interest = 0.0
    count = 0
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
        self.history = []
        Account.count += 1
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("dep", amount))
        return self
    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(amount, self._balance)
        self._balance -= amount
        self.history.append(("wd", amount))
        return self
    def apply_interest(self):
        self._balance = round(self._balance * (1 + self.interest), 2)
    def __repr__(self):
        return f"{type(self).__name__}(owner={self.owner!r}, balance={self._balance!r})"

class Savings(Account):
    interest = 0.025
    def withdraw(self, amount):
        if len([h for h in self.history if h[0] == "wd"]) >= 2:
            raise PermissionError("withdrawal limit reached")
        return super().withdraw(amount)

class Checking(Account):
    def __init__(self, owner, balance=0, overdraft=100):
        super().__init__(owner, balance)
        self.overdraft = overdraft
    def withdraw(self, amount):
        if amount > self._balance + self.overdraft:
            raise InsufficientFunds(amount, self._balance + self.overdraft)
        self._balance -= amount
        self.history.append(("wd", amount))
        return self

accts = [Savings("ann", 1000), Checking("bob", 50), Account("cy")]
accts[0].deposit(250.5).withdraw(100)
accts[1].withdraw(120)
for a in accts:
    for op in (lambda: a.withdraw(500), lambda: a.deposit(0), lambda: a.withdraw(1)):
        try:
            op()
        except InsufficientFunds as e:
            print(repr(a.owner), "InsufficientFunds:", e, e.needed, e.available, e.args)
        except (ValueError, PermissionError) as e:
            print(repr(a.owner), type(e).__name__ + ":", e)
for a in accts:
    a.apply_interest()
    print(a, a.balance, a.history)
print(Account.count, Savings.count, Savings.interest, Checking.interest, isinstance(accts[0], Account), issubclass(Checking, Savings))
try:
    accts[0].balance = 5
except AttributeError as e:
    print("AttributeError:", e)
print(sorted(accts, key=lambda a: a.balance), sum(a.balance for a in accts))
print(Savings.__mro__, Savings.__bases__, Savings.__name__, Savings.__qualname__)
print(vars(accts[2]), accts[2].__dict__.keys())
