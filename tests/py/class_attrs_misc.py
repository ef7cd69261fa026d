# class-level state, __str__ vs __repr__, __eq__ without __hash__, instance counting
class Item:
    registry = []
    def __init__(self, name, price):
        self.name = name
        self.price = price
        Item.registry.append(self)
    def __str__(self):
        return f"{self.name} (${self.price:.2f})"
    def __repr__(self):
        return f"Item({self.name!r}, {self.price})"
a = Item("pen", 1.5)
b = Item("book", 12)
print(a, str(b), repr(a), [a, b])
print(len(Item.registry), Item.registry[1].name)
print(f"{a}", f"{a!r}", "%s" % a, "{}".format(b))
class NoStr:
    def __repr__(self):
        return "NoStr()"
print(NoStr(), str(NoStr()), [NoStr()])
class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        return self.k == o.k
try:
    {Key(1): 1}
except TypeError as e:
    print("TypeError:", e)
print(Key(1) == Key(1), Key(1) != Key(2))
class Counter:
    total = 0
    def __init__(self):
        type(self).total += 1
Counter(); Counter(); Counter()
print(Counter.total)
class Config:
    debug = False
    level = 1
    def as_dict(self):
        return {"debug": self.debug, "level": self.level}
cfg = Config()
cfg.level = 3
print(cfg.as_dict(), Config.level, Config().as_dict())
