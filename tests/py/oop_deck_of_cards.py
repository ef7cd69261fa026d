# deck of cards: namedtuple cards, Enum suits, deterministic shuffle via seeded Random, hands
import random
from collections import namedtuple, Counter
from enum import Enum

class Suit(Enum):
    CLUBS = "♣"
    DIAMONDS = "♦"
    HEARTS = "♥"
    SPADES = "♠"

RANKS = "2 3 4 5 6 7 8 9 10 J Q K A".split()
Card = namedtuple("Card", "rank suit")
Card.__str__ = lambda c: f"{c.rank}{c.suit.value}"
Card.value = property(lambda c: RANKS.index(c.rank) + 2)

class Deck:
    def __init__(self):
        self.cards = [Card(r, s) for s in Suit for r in RANKS]

    def __len__(self):
        return len(self.cards)

    def __getitem__(self, i):
        return self.cards[i]

    def shuffle(self, seed):
        random.Random(seed).shuffle(self.cards)

    def deal(self, n):
        if n > len(self.cards):
            raise ValueError(f"cannot deal {n} cards from {len(self.cards)}")
        hand, self.cards = self.cards[:n], self.cards[n:]
        return hand

def describe(hand):
    counts = sorted(Counter(c.rank for c in hand).values(), reverse=True)
    flush = len({c.suit for c in hand}) == 1
    if counts[0] == 4:
        return "four of a kind"
    if counts[:2] == [3, 2]:
        return "full house"
    if flush:
        return "flush"
    if counts[0] == 3:
        return "three of a kind"
    if counts[:2] == [2, 2]:
        return "two pair"
    return "pair" if counts[0] == 2 else "high card"

d = Deck()
print(len(d), str(d[0]), str(d[-1]), d[12].value, Card("A", Suit.SPADES) in d)
print([str(c) for c in d[:5]])
d.shuffle(seed=42)
hand = d.deal(5)
print(len(d), sorted(c.value for c in hand) == sorted(c.value for c in hand))
fixed = [Card("K", Suit.HEARTS), Card("K", Suit.SPADES), Card("K", Suit.CLUBS),
         Card("3", Suit.HEARTS), Card("3", Suit.CLUBS)]
print(describe(fixed), describe([Card(r, Suit.HEARTS) for r in "2 5 7 9 J".split()]))
print(describe([Card("2", Suit.CLUBS), Card("2", Suit.HEARTS), Card("5", Suit.CLUBS),
                Card("5", Suit.SPADES), Card("9", Suit.CLUBS)]))
print(max(fixed, key=lambda c: c.value), sorted(str(c) for c in fixed))
try:
    d.deal(100)
except ValueError as e:
    print("ValueError:", e)
print([s.name for s in Suit], Suit("♥"))
