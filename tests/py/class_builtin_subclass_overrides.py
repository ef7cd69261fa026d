class Loud(dict):
    def __getitem__(self, k):
        print("  getitem", k)
        return super().__getitem__(k)
    def __missing__(self, k):
        return f"missing-{k}"
class Default(dict):
    def __missing__(self, k):
        self[k] = 0
        return 0
class MyList(list):
    def __getitem__(self, i):
        print("  list getitem", i)
        return super().__getitem__(i)
    def __len__(self):
        return 99
class Weird:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return "yes" if self.v == getattr(o, "v", None) else ""
    def __lt__(self, o): return NotImplemented
    def __repr__(self): return f"W{self.v}"
class Cnt:
    def __contains__(self, x): return x  # non-bool
d = Loud(a=1)
print(d["a"], d["zz"], d.get("zz"), "zz" in d, d.get("a"), list(d), dict(d), {**d})
dd = Default()
dd["x"] += 5
print(dd, dd["y"], dd, dd.get("q"), dd.setdefault("r", 3), dd.pop("r"))
ml = MyList([1, 2, 3])
print(len(ml), list(ml), [x for x in ml], ml[0], ml[-1], sum(ml), sorted(ml), bool(MyList()), ml[1:], type(ml[1:]).__name__)
print(Weird(1) == Weird(1), Weird(1) == Weird(2), Weird(1) in [Weird(1)], Weird(3) in [Weird(4)], [Weird(1)].count(Weird(1)), [Weird(2)].index(Weird(2)))
print(Weird(1) != Weird(1), Weird(1) != Weird(2))
try:
    sorted([Weird(2), Weird(1)])
except TypeError as e:
    print("TypeError:", e)
try:
    Weird(1) < Weird(2)
except TypeError as e:
    print("TypeError:", e)
try:
    max(Weird(1), Weird(2))
except TypeError as e:
    print("TypeError:", e)
print(0 in Cnt(), 5 in Cnt(), "" in Cnt(), "a" in Cnt(), 5 not in Cnt())
class S(str):
    def __eq__(self, o): return str.__eq__(self.lower(), o.lower())
    __hash__ = str.__hash__
print(S("ABC") == "abc", "abc" == S("ABC"), S("X") in ["x"], S("Q") in {"q": 1})
class N:
    def __init__(self, v): self.v = v
    def __add__(self, o): return N(self.v + (o.v if isinstance(o, N) else o))
    def __radd__(self, o): return self + o
    def __repr__(self): return f"N({self.v})"
print(sum([N(1), N(2), N(3)]), sum([N(1)], N(10)), 5 + N(1), N(1) + 5)
class Path(list):
    def __getitem__(self, i):
        r = super().__getitem__(i)
        return Path(r) if isinstance(i, slice) else r
    def __repr__(self): return "Path(" + "/".join(map(str, self)) + ")"
p = Path(["usr", "local", "bin"])
print(p[1:], p[::-1], p[0], type(p[:2]).__name__, p[-1])
class T(tuple):
    def __getitem__(self, i):
        print("T getitem", i)
        return tuple.__getitem__(self, i)
t = T((1, 2, 3))
print(t[1:], t[0])
class Plain(list): pass
print(type(Plain([1, 2])[:1]).__name__, Plain([1, 2, 3])[::2])
class Rev(list):
    def __getitem__(self, i):
        if isinstance(i, slice):
            return "sliced"
        return super().__getitem__(len(self) - 1 - i)
r = Rev([1, 2, 3])
print(r[0], r[1:], r[:])
