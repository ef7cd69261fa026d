# dataclass options: slots=True, eq=False identity semantics, unsafe_hash, frozen + order, kw_only fields
from dataclasses import dataclass, field, KW_ONLY

@dataclass(slots=True)
class Pixel:
    x: int
    y: int
    color: str = "black"

@dataclass(eq=False)
class Handle:
    name: str

@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str = field(compare=False, default="")

@dataclass(frozen=True, order=True)
class Card:
    rank: int
    suit: str

@dataclass
class Request:
    url: str
    _: KW_ONLY
    method: str = "GET"
    timeout: float = 5.0

p = Pixel(1, 2)
print(p, hasattr(p, "__dict__"), Pixel.__slots__)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", type(e).__name__)
h1, h2 = Handle("x"), Handle("x")
print(h1 == h2, h1 == h1, len({h1, h2}))
print(hash(Key(1, "p")) == hash(Key(1, "q")), Key(1, "p") == Key(1, "q"), len({Key(1), Key(1), Key(2)}))
cards = sorted([Card(10, "h"), Card(2, "s"), Card(10, "c")])
print(cards, Card(3, "x") < Card(3, "y"), max(cards))
print(Request("/a"), Request("/b", method="POST", timeout=1))
try:
    Request("/c", "PUT")
except TypeError as e:
    print("TypeError:", e)
