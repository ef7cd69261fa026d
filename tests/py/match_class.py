# class patterns: isinstance, __match_args__, keyword attributes, builtin self-matching
from dataclasses import dataclass, field
from collections import namedtuple
from enum import IntEnum


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Point3(Point):
    __match_args__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


class Plain:
    def __init__(self):
        self.a = 1


class Lazy:
    @property
    def value(self):
        print("  computing value")
        return 99

    @property
    def broken(self):
        raise AttributeError("no broken")


@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)


@dataclass(match_args=False)
class NoArgs:
    a: int


Pair = namedtuple("Pair", ["left", "right"])


class Level(IntEnum):
    LOW = 1
    HIGH = 2


def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point3(x, y, 0):
            return f"flat 3d at {x},{y}"
        case Point3(z=z):
            return f"3d at height {z}"
        case Point(x=0, y=y):
            return f"on the y axis at {y}"
        case Point(x, 0):
            return f"on the x axis at {x}"
        case Point(x, y) if x == y:
            return f"on the diagonal at {x}"
        case Point():
            return f"somewhere: {p}"
        case _:
            return "not a point"


for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 7), Point3(1, 2, 0),
          Point3(1, 2, 3), "point"]:
    print(where(p))


def kind(x):
    match x:
        case bool(b):
            return f"bool {b}"
        case int(0) | float(0.0):
            return "a zero"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str("") :
            return "empty str"
        case str(s):
            return f"str {s!r}"
        case list([]):
            return "empty list"
        case list([first, *_]):
            return f"list starting with {first}"
        case tuple((a, b)):
            return f"pair {a} {b}"
        case dict({"id": i}):
            return f"record {i}"
        case set() | frozenset():
            return f"a set of {len(x)}"
        case Item(name, price=p) if p > 10:
            return f"expensive {name}"
        case Item(name, tags=["sale", *_]):
            return f"{name} on sale"
        case Item(str(name)):
            return f"item {name}"
        case Pair(l, r):
            return f"pair {l}/{r}"
        case object(__class__=cls):
            return f"some {cls.__name__}"


for x in [True, False, 0, 0.0, -4, 12, 2.5, "", "hi", [], [9, 8], (1, 2), (1, 2, 3),
          {"id": 7}, {"name": 1}, {1, 2}, frozenset(), Item("pen", 12.5), Item("cup", 2, ["sale"]),
          Item("box"), Pair(3, 4), Level.HIGH, None]:
    print(repr(x), "->", kind(x))
print(kind(Plain()))

# a property is read when the pattern needs it; AttributeError means no match
match Lazy():
    case Lazy(broken=b):
        print("broken?", b)
    case Lazy(value=v):
        print("value", v)

match Plain():
    case Plain(a=1, missing=m):
        print("no")
    case Plain(a=a):
        print("plain a =", a)

print(Item.__match_args__, Pair.__match_args__, hasattr(NoArgs, "__match_args__"))


def attempt(label, f):
    try:
        print(label, f())
    except TypeError as e:
        print(label, "TypeError:", e)


def no_positional():
    match Plain():
        case Plain(1):
            return "matched"


def too_many():
    match Point(1, 2):
        case Point(a, b, c):
            return "matched"


def int_two():
    match 5:
        case int(a, b):
            return "matched"


def not_a_class():
    f = len
    match 5:
        case f():
            return "matched"


class BadArgs:
    __match_args__ = ["a"]


class BadNames:
    __match_args__ = ("a", 2)
    a = 1


def bad_args():
    match BadArgs():
        case BadArgs(x):
            return "matched"


def bad_names():
    match BadNames():
        case BadNames(x, y):
            return "matched"


def twice():
    match Point(1, 2):
        case Point(a, x=b):
            return "matched"


class Same:
    __match_args__ = ("a", "a")
    a = 1


def same_twice():
    match Same():
        case Same(x, y):
            return "matched"


def self_and_keyword():
    match 5:
        case int(5, real=r, imag=0):
            return f"five, real part {r}"


def dataclass_no_args():
    match NoArgs(1):
        case NoArgs(a):
            return "matched"


def not_instance_no_error():
    match "s":
        case Plain(1, 2, 3):
            return "matched"
    return "no match, no error"


for name, f in [("no_positional", no_positional), ("too_many", too_many), ("int_two", int_two),
                ("not_a_class", not_a_class), ("bad_args", bad_args), ("bad_names", bad_names),
                ("twice", twice), ("same_twice", same_twice), ("self_and_keyword", self_and_keyword),
                ("dataclass_no_args", dataclass_no_args),
                ("not_instance_no_error", not_instance_no_error)]:
    attempt(name, f)
