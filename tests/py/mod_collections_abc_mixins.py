# collections.abc: Mapping.keys/items/values are views (KeysView ...), Set and MutableSet have their mixin
# methods; bytes, bytearray and the dict views are registered
from collections.abc import Mapping, MutableMapping, Sequence, MutableSequence, Set, MutableSet, Iterable, Iterator, Callable, Hashable, Sized, Container, Generator, Collection, Reversible, KeysView, ItemsView, ValuesView
class FrozenDict(Mapping):
    def __init__(self, d): self._d = dict(d)
    def __repr__(self): return 'FrozenDict()'
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
fd = FrozenDict({'a': 1, 'b': 2})
print(fd['a'], fd.get('z', 0), 'a' in fd, list(fd.keys()), list(fd.items()), list(fd.values()), fd == {'a': 1, 'b': 2}, dict(fd), len(fd), fd.keys() & {'a'}, isinstance(fd.keys(), KeysView))
class LowerDict(MutableMapping):
    def __init__(self): self.store = {}
    def __getitem__(self, k): return self.store[k.lower()]
    def __setitem__(self, k, v): self.store[k.lower()] = v
    def __delitem__(self, k): del self.store[k.lower()]
    def __iter__(self): return iter(self.store)
    def __len__(self): return len(self.store)
ld = LowerDict(); ld['A'] = 1; ld.update({'B': 2}, C=3); print(dict(ld), ld.pop('a'), ld.setdefault('D', 4), ld.popitem(), dict(ld)); ld.clear(); print(len(ld))
try: ld.pop('zz')
except KeyError as e: print('KeyError', e)
class Seq(Sequence):
    def __init__(self, *a): self.a = a
    def __getitem__(self, i): return self.a[i]
    def __len__(self): return len(self.a)
s = Seq(1, 2, 3, 2); print(list(s), s.index(2), s.count(2), 3 in s, list(reversed(s)), s[1:], isinstance(s, Reversible))
class MSeq(MutableSequence):
    def __init__(self): self.l = []
    def __getitem__(self, i): return self.l[i]
    def __setitem__(self, i, v): self.l[i] = v
    def __delitem__(self, i): del self.l[i]
    def __len__(self): return len(self.l)
    def insert(self, i, v): self.l.insert(i, v)
m = MSeq(); m.append(1); m.extend([2, 3]); m += [4]; m.reverse(); print(m.l, m.pop(), m.l); m.remove(3); print(m.l, m.index(2))
class S(Set):
    def __init__(self, it): self.s = list(dict.fromkeys(it))
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(self.s)
    def __len__(self): return len(self.s)
a, b = S([1, 2, 3]), S([2, 3, 4]); print(list(a & b), list(a | b), list(a - b), list(a ^ b), a <= S([1, 2, 3, 5]), a == S([3, 2, 1]), a.isdisjoint([9]), type(a & b).__name__)
class MS(MutableSet):
    def __init__(self): self.d = {}
    def __contains__(self, x): return x in self.d
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
    def add(self, x): self.d[x] = 1
    def discard(self, x): self.d.pop(x, None)
ms = MS(); ms.add(1); ms |= {2, 3}; ms -= {1}; print(list(ms), ms.pop(), list(ms)); ms.remove(3); print(len(ms))
try: ms.remove(9)
except KeyError as e: print('KeyError', e)
class It(Iterator):
    def __init__(self): self.n = 0
    def __next__(self):
        self.n += 1
        if self.n > 3: raise StopIteration
        return self.n
print(list(It()), isinstance(It(), Iterable), iter(It()) is not None)
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance(set(), Set), isinstance('', Sequence), isinstance(b'', Sequence), isinstance(range(1), Sequence), isinstance((x for x in []), Generator), isinstance(len, Callable), isinstance([], Hashable), isinstance(1, Hashable), isinstance({}.keys(), Set), isinstance({}.items(), Set), isinstance({}.values(), Collection))
d = {'a': 1, 'b': 2}
print(d.keys() == {'a', 'b'}, sorted(d.keys() | ['c']), d.keys() & 'a', d.keys() - {'a'}, d.items() <= {('a', 1), ('b', 2), 3})
print(list(reversed(b'abc')), b'abcb'.count(b'b'), b'abc'.index(b'bc'), isinstance(bytearray(), MutableSequence))
print(isinstance(d.keys(), KeysView), isinstance(d.items(), ItemsView), isinstance(d.values(), ValuesView))
k = fd.keys(); print(k, type(k).__name__, type(k & {'a'}).__name__, sorted(k | {'z'}), ('a', 1) in fd.items(), ('a', 2) in fd.items(), 2 in fd.values())
