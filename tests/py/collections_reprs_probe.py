from collections import defaultdict, OrderedDict, deque, Counter, ChainMap, namedtuple, UserDict, UserList
from types import SimpleNamespace, MappingProxyType
from dataclasses import dataclass, field, FrozenInstanceError
from enum import Enum, Flag, auto
import array, fractions, decimal, datetime
class Color(Enum):
    RED = 1
    GREEN = "g"
class P(Flag):
    A = auto(); B = auto()
@dataclass
class D:
    x: int
    secret: str = field(default="s", repr=False)
    tags: list = field(default_factory=list)
@dataclass(frozen=True)
class F:
    a: int = 0
N = namedtuple("N", "a b")
objs = [defaultdict(list, {"a": [1]}), defaultdict(int), defaultdict(lambda: 0, {1: 2}).default_factory is not None, OrderedDict(a=1, b=2), OrderedDict(),
        deque([1, 2], maxlen=3), deque(), Counter("aab"), Counter(), ChainMap({"a": 1}, {"b": 2}), N(1, [2]), SimpleNamespace(x=1, y="z"),
        MappingProxyType({"k": 1}), array.array("i", [1, 2]), array.array("d"), array.array("u", "hi") if False else "", Color.RED, Color.GREEN, P.A | P.B, P(0),
        D(1), D(2, "hidden", [3]), F(5), fractions.Fraction(3, 6), decimal.Decimal("1.10"), datetime.date(2024, 1, 1), datetime.datetime(2024, 1, 1, 12, 30),
        datetime.timedelta(days=1, seconds=5), datetime.time(9), datetime.timezone.utc, UserDict({"a": 1}), UserList([1]), range(0, 10, 3), slice(None, 5),
        {1: {2: {3: [4, (5,)]}}}, [None, True, ...], frozenset({1}), b"\x00a", bytearray(b"z"), memoryview(b"ab").tolist(), 1e-5, -0.0, 10**25, 2.5j]
for o in objs:
    print(repr(o), "|", str(o))
try:
    F(1).a = 2
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
d = dict.fromkeys("abc", [])
d["a"].append(1)
print(d, dict({"a": 1}, b=2), {**{"x": 1}, "y": 2, **{"x": 3}})
d2 = {"a": 1, "b": 2, "c": 3}
del d2["a"]; d2["a"] = 9
print(d2, d2.popitem(), d2, {"a": 1, "b": 2} == {"b": 2, "a": 1}, list(reversed(d2)))
ns = SimpleNamespace(a=1)
ns.b = 2
print(ns, vars(ns), ns == SimpleNamespace(a=1, b=2))
print(Color.RED.name, Color.RED.value, Color["GREEN"], Color("g"), list(Color), Color.RED in Color, repr(P.A))
