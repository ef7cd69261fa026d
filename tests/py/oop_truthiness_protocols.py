# truthiness: __bool__ wins over __len__, __len__ alone, neither (always true), and in conditions
class Empty:
    def __len__(self):
        return 0

class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
    def __bool__(self):
        print("  __bool__ called")
        return any(self.items)

class Plain:
    pass

class Account:
    def __init__(self, balance):
        self.balance = balance
    def __bool__(self):
        return self.balance > 0

print(bool(Empty()), bool(Plain()), bool(Bag()), bool(Bag(0, 0)), bool(Bag(0, 3)))
print(len(Bag(0, 0)), not Empty(), not Plain())
accounts = [Account(10), Account(0), Account(-5), Account(3)]
print([bool(a) for a in accounts], sum(1 for a in accounts if a), [a.balance for a in filter(None, accounts)])
x = Empty() or "fallback"
y = Account(5) and "has money"
z = Account(0) and "unreachable"
print(x, y, type(z).__name__)
if not Empty():
    print("empty container is falsy")
while Bag(0):
    print("never")
    break
print(any([Empty(), Plain()]), all([Account(1), Empty()]))

class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)
class BadLen:
    def __len__(self):
        return -1
try:
    bool(BadLen())
except ValueError as e:
    print("ValueError:", e)
