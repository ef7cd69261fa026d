# @property, setters, deleters, classmethod and staticmethod
class Account:
    rate = 0.05
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
    @property
    def balance(self):
        return self._balance
    @balance.setter
    def balance(self, value):
        if value < 0:
            raise ValueError("negative balance")
        self._balance = value
    @property
    def interest(self):
        return round(self._balance * self.rate, 2)
    @classmethod
    def from_string(cls, s):
        owner, bal = s.split(":")
        return cls(owner, int(bal))
    @staticmethod
    def valid_owner(name):
        return name.isalpha()
a = Account("ann", 100)
print(a.balance, a.interest)
a.balance = 250
print(a.balance, a.interest)
try:
    a.balance = -5
except ValueError as e:
    print("ValueError:", e)
try:
    a.interest = 1
except AttributeError as e:
    print("AttributeError:", e)
b = Account.from_string("bob:40")
print(b.owner, b.balance, type(b).__name__)
print(Account.valid_owner("x1"), a.valid_owner("ann"))
class Savings(Account):
    rate = 0.10
s = Savings.from_string("cy:1000")
print(type(s).__name__, s.interest)
class Circle:
    def __init__(self, r):
        self.r = r
    @property
    def area(self):
        return 3.14159 * self.r ** 2
    @property
    def diameter(self):
        return self.r * 2
    @diameter.setter
    def diameter(self, d):
        self.r = d / 2
c = Circle(2)
print(c.area, c.diameter)
c.diameter = 10
print(c.r, c.area)
