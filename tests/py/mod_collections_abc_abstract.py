import collections.abc as cabc
from collections.abc import Mapping, MutableMapping, Sequence, Iterator, Iterable, Sized, Hashable, MutableSequence, Set, Container, Callable, Collection, Reversible, MutableSet, Generator
for c in (Iterable, Mapping, Sized, Sequence, Hashable, Iterator, Collection, MutableMapping, MutableSequence, Set, MutableSet, Container, Callable, Reversible, Generator):
    try: c(); print("made", c.__name__)
    except TypeError as e: print(e)
    print(type(c).__name__, end=" ")
print()
class M(Mapping):
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __len__(self): return len(self.d)
    def __iter__(self): return iter(self.d)
m = M({"a": 1})
print(m["a"], dict(m), "a" in m, m.get("b", 0), list(m.items()), m == {"a": 1}, isinstance(m, Mapping), type(M).__name__)
class Half(MutableMapping):
    def __getitem__(self, k): return 1
    def __len__(self): return 0
    def __iter__(self): return iter([])
try: Half()
except TypeError as e: print(e)
class MyIt(Iterator):
    def __init__(self): self.n = 0
    def __next__(self):
        self.n += 1
        if self.n > 3: raise StopIteration
        return self.n
print(list(MyIt()), iter(MyIt()).__class__.__name__)
class Bad(Iterator): pass
try: Bad()
except TypeError as e: print(e)
class H(Hashable):
    def __eq__(self, o): return True
try: H()
except TypeError as e: print(e)
class H2(Hashable): pass
try: print(type(H2()).__name__)
except TypeError as e: print(e)
class Seq(Sequence):
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
    def __len__(self): return 3
s = Seq(); print(list(s), s.index(20), 10 in s, list(reversed(s)), s.count(0))
class MS(MutableSet):
    def __init__(self): self.s = set()
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(self.s)
    def __len__(self): return len(self.s)
    def add(self, x): self.s.add(x)
    def discard(self, x): self.s.discard(x)
ms = MS(); ms.add(1); ms |= {2}; print(sorted(ms), len(ms))
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance(1, Hashable), isinstance([], Hashable), issubclass(dict, MutableMapping), isinstance(iter([]), Iterator))
Sequence.register(tuple)
class Reg: pass
Sized.register(Reg)
print(isinstance(Reg(), Sized), issubclass(Reg, Sized))
