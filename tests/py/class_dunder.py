# special methods: __repr__, __str__, __eq__, __lt__, __len__, __getitem__, arithmetic, __contains__
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __eq__(self, other):
        return isinstance(other, Vec) and (self.x, self.y) == (other.x, other.y)
    def __lt__(self, other):
        return (self.x ** 2 + self.y ** 2) < (other.x ** 2 + other.y ** 2)
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self):
        return bool(self.x or self.y)
    def __hash__(self):
        return hash((self.x, self.y))
v, w = Vec(1, 2), Vec(3, 4)
print(v, [v, w], v + w, w - v, v * 3, 2 * v, -v, abs(w))
print(v == Vec(1, 2), v != w, v == (1, 2), v < w, w > v, sorted([w, v, Vec(0, 1)]))
print(bool(Vec(0, 0)), bool(v), str(v), f"{v}", f"{v!r}")
print({v: "a", Vec(1, 2): "b"})
class Deck:
    def __init__(self, cards):
        self.cards = list(cards)
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __setitem__(self, i, v):
        self.cards[i] = v
    def __delitem__(self, i):
        del self.cards[i]
    def __contains__(self, c):
        return c in self.cards
    def __str__(self):
        return "Deck(" + ",".join(self.cards) + ")"
d = Deck("ABCDE")
print(len(d), d[0], d[-1], d[1:3], "C" in d, "Z" in d, list(d), str(d))
d[0] = "Z"
del d[1]
print(d, len(d), bool(d), [c for c in d], sorted(d, reverse=True))
try:
    Vec(1, 2) < 5
except AttributeError as e:
    print("AttributeError:", e)
class Money:
    def __init__(self, c):
        self.c = c
    def __eq__(self, o):
        return self.c == o.c
    def __le__(self, o):
        return self.c <= o.c
print(Money(1) == Money(1), Money(1) <= Money(2), Money(3) >= Money(2))
