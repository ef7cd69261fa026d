# __eq__ drives list.index/count/remove, `in`, and dict lookups (with __hash__); NotImplemented
class Card:
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit
    def __eq__(self, other):
        if isinstance(other, Card):
            return (self.rank, self.suit) == (other.rank, other.suit)
        if isinstance(other, str):
            return f"{self.rank}{self.suit}" == other
        return NotImplemented
    def __hash__(self):
        return hash(f"{self.rank}{self.suit}")
    def __repr__(self):
        return f"{self.rank}{self.suit}"

hand = [Card("A", "s"), Card("10", "h"), Card("A", "s"), Card("K", "d")]
print(Card("A", "s") in hand, "Kd" in hand, "2c" in hand, hand.count(Card("A", "s")), hand.index("10h"))
hand.remove("As")
print(hand, hand.count("As"))
print(Card("K", "d") == "Kd", "Kd" == Card("K", "d"), Card("K", "d") != "Qd", Card("K", "d") == 5)
seen = {Card("A", "s"): 1}
print(seen.get(Card("A", "s")), len({Card("Q", "h"), Card("Q", "h")}))

class Loose:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print(f"  Loose.__eq__({self.v}, {other.v})")
        return NotImplemented
a, b = Loose(1), Loose(2)
print(a == b, a == a, a != b)
print([1, 2, 3] == [1, 2, 3], (1, [2]) == (1, [2]), {"k": Card("A", "s")} == {"k": "As"})
class AlwaysEqual:
    def __eq__(self, other):
        return True
print(AlwaysEqual() in [1, 2], 1 in [AlwaysEqual()], [AlwaysEqual()].index(None))
