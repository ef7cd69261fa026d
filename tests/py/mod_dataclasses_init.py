# dataclass __init__: defaults, factories, init=False fields, __post_init__, argument errors, frozen/order
from dataclasses import dataclass, field
@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    z: int = field(default=5, init=False)
    def __post_init__(self):
        self.w = self.x + self.y
p = P(1, 2)
print(p, p.w, P(3), P(x=4, tags=[1]), P(1, y=7))
for bad in [lambda: P(), lambda: P(1, 2, [], 4), lambda: P(1, q=2), lambda: P(y=1)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
@dataclass(frozen=True, order=True)
class K:
    a: str
    b: int
print(K("x", 1) < K("x", 2), hash(K("a", 1)) == hash(K("a", 1)), K("q", 3))
@dataclass
class Weird:
    pass
print(Weird())
@dataclass
class KW:
    a: int
    _: int = 3
print(KW(1), KW(1, 2))
print(P.__init__.__name__, P.__init__.__qualname__)
@dataclass
class FalseDefault:
    f: bool = False
    n: object = None
    z: int = 0
print(FalseDefault(), FalseDefault(True))
