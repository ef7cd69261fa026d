# which values sequence and mapping patterns accept, as CPython decides
import collections
import collections.abc
from collections import deque, OrderedDict, defaultdict, Counter, ChainMap, namedtuple
import array


def seq(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return f"one {a!r}"
        case [a, b]:
            return f"two {a!r} {b!r}"
        case [a, *rest]:
            return f"many {a!r} +{len(rest)} {type(rest).__name__}"
        case _:
            return "not a sequence"


class MySeq(collections.abc.Sequence):
    def __init__(self, *items):
        self.items = items

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        print("  getitem", i)
        return self.items[i]


class MyList(list):
    pass


class NotASeq:
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return i


Point = namedtuple("Point", "x y")
for x in [[], (), [1], (1,), [1, 2], (1, 2, 3), range(0), range(5), range(3, 5), deque([7, 8]),
          deque(), "", "ab", "abc", MySeq(), MySeq(9), MyList([1, 2]), NotASeq(), {1: 2},
          {1, 2}, frozenset(), None, 42, array.array("i", [4, 5, 6]),
          Point(1, 2), iter([1, 2]), (x for x in [1])]:
    print(type(x).__name__, seq(x))

# `*_` reads only the items it needs (subscripts, negative after the star)
match MySeq(1, 2, 3, 4):
    case [first, *_, last]:
        print("first/last", first, last)
match MySeq(1, 2, 3):
    case [_, *_]:
        print("only wildcards: no item read")
match MySeq(1, 2):
    case [a, *r]:
        print("a star with a name iterates", a, r)


def mapping(x):
    match x:
        case {"k": v, **rest}:
            return f"k={v!r} rest={rest!r}"
        case {}:
            return f"mapping without k ({type(x).__name__})"
        case _:
            return "not a mapping"


class MyMap(collections.abc.Mapping):
    def __init__(self, **kw):
        self.d = kw

    def __getitem__(self, k):
        return self.d[k]

    def __len__(self):
        return len(self.d)

    def __iter__(self):
        return iter(self.d)


dd = defaultdict(list)
for x in [{}, {"k": 1}, {"k": 1, "j": 2}, OrderedDict(k=3), dd, Counter("kk"),
          ChainMap({"k": 5}, {"z": 6}), MyMap(k=7, q=8), MyMap(), [("k", 1)], "k", None]:
    print(type(x).__name__, mapping(x))
print("defaultdict not filled:", dict(dd))

# keys of any hashable literal kind; 1, 1.0 and True are one key
match {1: "int", "s": "str", None: "none", (1, 2): "tuple"}:
    case {1.0: a, "s": b, None: c}:
        print(a, b, c)
match {True: "t"}:
    case {1: v}:
        print("True is 1:", v)
match {-1: "neg", 2.5: "f"}:
    case {-1: a, 2.5: b}:
        print(a, b)

# value patterns compare with ==, singletons with `is`
for v in [0, 0.0, False, 1, 1.0, True, None, 2j, -0.0]:
    match v:
        case False:
            r = "is False"
        case True:
            r = "is True"
        case None:
            r = "is None"
        case 0:
            r = "== 0"
        case 1:
            r = "== 1"
        case 2j:
            r = "== 2j"
    print(repr(v), r)

match 3 + 4j:
    case 3 + 4j:
        print("complex literal")
match -1.5 - 2j:
    case -1.5 - 2j:
        print("negative complex literal")
match "concatenated":
    case "concat" "enated":
        print("implicit concatenation")
