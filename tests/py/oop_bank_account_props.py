# bank account with property validation, custom exceptions and transaction history
class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available

class Account:
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = 0.0
        self.history = []
        self.balance = balance

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError("balance must be a number")
        if value < 0:
            raise ValueError("balance cannot be negative")
        self._balance = float(value)

    @property
    def owner(self):
        return self._owner

    @owner.setter
    def owner(self, name):
        if not name or not name.strip():
            raise ValueError("owner name required")
        self._owner = name.strip().title()

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError(f"deposit must be positive, got {amount}")
        self.balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return self

    def __repr__(self):
        return f"Account({self.owner!r}, balance={self.balance:.2f})"

acct = Account("  jane doe ", 100)
print(acct)
acct.deposit(50).withdraw(30).deposit(12.5)
print(acct, acct.history)
for bad in (lambda: acct.withdraw(1000), lambda: acct.deposit(-5),
            lambda: setattr(acct, "balance", -1), lambda: setattr(acct, "balance", "x"),
            lambda: setattr(acct, "owner", "   ")):
    try:
        bad()
    except InsufficientFunds as e:
        print("InsufficientFunds:", e, e.needed, e.available)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(acct.balance, acct.owner)
print(isinstance(InsufficientFunds(1, 2), Exception), InsufficientFunds(1, 2).args)
