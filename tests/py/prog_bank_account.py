# Bank account class with transactions and errors
class InsufficientFundsError(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available

class BankAccount:
    interest_rate = 0.02
    _next_id = 1

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.history = []
        self.id = BankAccount._next_id
        BankAccount._next_id += 1

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("Deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFundsError(amount, self._balance)
        self._balance -= amount
        self.history.append(("withdraw", amount))
        return self

    def transfer(self, other, amount):
        self.withdraw(amount)
        other.deposit(amount)

    def apply_interest(self):
        interest = round(self._balance * self.interest_rate, 2)
        self._balance += interest
        return interest

    def __repr__(self):
        return f"BankAccount(#{self.id}, {self.owner!r}, {self._balance:.2f})"

alice = BankAccount("Alice", 100)
bob = BankAccount("Bob")
alice.deposit(50).withdraw(30)
print(alice, bob)
alice.transfer(bob, 70)
print(alice, bob)
try:
    bob.withdraw(500)
except InsufficientFundsError as e:
    print("Error:", e, e.needed, e.available)
try:
    alice.deposit(-5)
except ValueError as e:
    print("Error:", e)
print("interest:", alice.apply_interest(), alice.balance)
print(alice.history)
print(bob.history)
accounts = [alice, bob, BankAccount("Carol", 1000)]
print(sorted(accounts, key=lambda a: a.balance, reverse=True))
print(f"total: {sum(a.balance for a in accounts):.2f}")
