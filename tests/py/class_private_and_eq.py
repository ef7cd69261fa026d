# name mangling of __private attributes, __eq__/__hash__ for use in sets and dicts
class Account:
    def __init__(self, owner):
        self.__secret = "hidden"
        self._internal = "convention"
        self.owner = owner
    def reveal(self):
        return self.__secret
a = Account("ann")
print(a.reveal(), a._internal, a._Account__secret)
try:
    a.__secret
except AttributeError as e:
    print("AttributeError:", e)
class Card:
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit
    def __eq__(self, other):
        return (self.rank, self.suit) == (other.rank, other.suit)
    def __hash__(self):
        return hash((self.rank, self.suit))
    def __repr__(self):
        return f"{self.rank}{self.suit}"
hand = [Card(10, "h"), Card(3, "s"), Card(10, "h")]
print(len(set(hand)), Card(3, "s") in hand, hand.count(Card(10, "h")), hand.index(Card(3, "s")))
counts = {}
for c in hand:
    counts[c] = counts.get(c, 0) + 1
print(counts)
class NoEq:
    pass
x, y = NoEq(), NoEq()
print(x == y, x == x, x != y, len({x, y, x}))
