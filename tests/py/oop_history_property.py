# a descriptor that records the history of an attribute, with per-instance storage and reset
class Tracked:
    def __set_name__(self, owner, name):
        self.name = name
        self.store = "_" + name + "_history"

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        hist = obj.__dict__.get(self.store)
        if not hist:
            raise AttributeError(f"{self.name} has not been set")
        return hist[-1]

    def __set__(self, obj, value):
        obj.__dict__.setdefault(self.store, []).append(value)

    def __delete__(self, obj):
        obj.__dict__.pop(self.store, None)

    def history(self, obj):
        return list(obj.__dict__.get(self.store, []))

class Player:
    score = Tracked()
    level = Tracked()
    def __init__(self, name):
        self.name = name
        self.score = 0
        self.level = 1

p = Player("ann")
for pts in (10, 25, 40):
    p.score += pts
p.level = 2
print(p.score, p.level, Player.score.history(p), Player.level.history(p))
q = Player("bob")
q.score = 99
print(q.score, Player.score.history(q), Player.score.history(p)[-1])
del p.score
try:
    print(p.score)
except AttributeError as e:
    print("AttributeError:", e)
p.score = 5
print(p.score, Player.score.history(p), type(Player.__dict__["level"]).__name__)
print(sorted(k for k in vars(q)), Player.score.name, Player.level.store)
