# AttributeError of a failed lookup carries CPython's name and obj, and dir() lists the data
# attributes of numbers, ranges, slices and properties (real, start, fget ...)
import math


class Account:
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0

    def deposit(self, amount):
        self.balance += amount


acct = Account("ann")
for attempt in (lambda: acct.balanse, lambda: acct.withdraw, lambda: math.sqroot,
                lambda: "text".uper, lambda: Account.depositt, lambda: (5).bitlength):
    try:
        attempt()
    except AttributeError as e:
        print(f"{e} | name={e.name!r} obj={type(e.obj).__name__}")

e = AttributeError("plain")
print(e.name, e.obj)
print([n for n in dir(7) if not n.startswith("_")])
print([n for n in dir(2.5) if not n.startswith("_")])
print([n for n in dir(range(3)) if not n.startswith("_")])
print([n for n in dir(slice(1)) if not n.startswith("_")])
print([n for n in dir(property()) if not n.startswith("_")])
print("real" in dir(int), "start" in dir(range), "imag" in dir(True))
