# error inside a method called from another method
class Account:
    def __init__(self, balance):
        self.balance = balance

    def withdraw(self, amount):
        self._check(amount)
        self.balance -= amount
        return self.balance

    def _check(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {amount} > {self.balance}")


acct = Account(100)
print(acct.withdraw(30))
print(acct.withdraw(80))
