# dataclass(slots=True) gives __slots__ and no __dict__; `_: KW_ONLY` makes the later fields keyword-only
from dataclasses import dataclass, KW_ONLY, fields
@dataclass(slots=True)
class P:
    x: int
    y: int = 0
p = P(1)
p.y = 5
print(p, P.__slots__, hasattr(p, "__dict__"), [f.name for f in fields(P)])
try:
    p.z = 1
except AttributeError:
    print("AttributeError")
@dataclass
class Opts:
    path: str
    _: KW_ONLY
    verbose: bool = False
    depth: int = 1
print(Opts("a"), Opts("b", depth=3), [f.name for f in fields(Opts)], [f.kw_only for f in fields(Opts)])
try:
    Opts("c", True)
except TypeError as e:
    print("TypeError:", e)
