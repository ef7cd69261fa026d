# dataclasses: order=True, frozen=True, hashing, inheritance
from dataclasses import dataclass, field, FrozenInstanceError
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
vs = [Version(1, 2), Version(0, 9), Version(1, 0)]
print(sorted(vs), max(vs), Version(1) < Version(1, 1), Version(2) >= Version(1, 9))
@dataclass(frozen=True)
class Key:
    a: str
    b: int
k = Key("x", 1)
print(k, {k: "v"}[Key("x", 1)], hash(k) == hash(Key("x", 1)), len({Key("x", 1), Key("x", 1), Key("y", 1)}))
try:
    k.a = "z"
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
@dataclass
class Base:
    id: int
    tags: list = field(default_factory=list)
@dataclass
class Child(Base):
    name: str = "c"
c = Child(7)
print(c, Child(1, ["t"], "n"), isinstance(c, Base))
@dataclass
class Mutable:
    v: int
try:
    hash(Mutable(1))
except TypeError as e:
    print("TypeError:", e)
@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1), Mutable(1) == Mutable(1))
