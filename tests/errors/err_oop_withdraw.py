# an uncaught custom exception raised in a method called from another method
class InsufficientFunds(Exception):
    def __init__(self, balance, amount):
        super().__init__(f"balance {balance} is less than {amount}")


class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self.balance, amount)
        self.balance -= amount

    def transfer(self, other, amount):
        self.withdraw(amount)
        other.balance += amount


a = Account("ann", 100)
b = Account("bob", 0)
a.transfer(b, 60)
print(a.balance, b.balance)
a.transfer(b, 60)
print("not reached")
