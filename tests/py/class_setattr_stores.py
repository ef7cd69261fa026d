# __setattr__ sees every store: `self.x = v` of an attribute that exists, in a method, too;
# and a __setattr__ or __len__ set on the class after its statement takes effect
class Audited:
    def __init__(self):
        self.log = []
        self.x = 1
        self.x = 2
    def __setattr__(self, k, v):
        if k != "log":
            self.log.append((k, v))
        object.__setattr__(self, k, v)
    def bump(self):
        self.x = self.x + 1
a = Audited()
a.bump()
a.x = 10
print(a.x, a.log, vars(a) == {"log": a.log, "x": 10}, sorted(a.__dict__))
class Frozen(Audited):
    def freeze(self):
        object.__setattr__(self, "frozen", True)
    def __setattr__(self, k, v):
        if getattr(self, "frozen", False):
            raise AttributeError(f"frozen: {k}")
        super().__setattr__(k, v)
    def set_again(self):
        self.x = 99
f = Frozen()
f.freeze()
for act in (f.set_again, f.bump, lambda: setattr(f, "y", 1)):
    try:
        act()
    except AttributeError as e:
        print("AttributeError:", e)
print(f.x, f.log)
class Later:
    def __init__(self):
        self.items = [1, 2, 3]
def guard(self, k, v):
    print("guard", k, v)
    object.__setattr__(self, k, v)
Later.__setattr__ = guard
Later.__len__ = lambda self: len(self.items)
Later.__getitem__ = lambda self, i: self.items[i] * 10
l = Later()
l.extra = 5
print(len(l), l[1], list(l), l.extra)
