# collections.abc: isinstance checks on builtins and Mapping mixins
from collections.abc import Iterable, Mapping, Sequence, Hashable, Callable, Iterator, MutableMapping
from collections import Counter, deque
def flatten(xs):
    for x in xs:
        if isinstance(x, Iterable) and not isinstance(x, str):
            yield from flatten(x)
        else:
            yield x
print(list(flatten([1, [2, (3, [4])], "ab", {5}])))
print(isinstance({}, Mapping), isinstance([], Sequence), isinstance((), Hashable), isinstance([], Hashable))
print(isinstance(len, Callable), isinstance(iter([]), Iterator), isinstance(Counter(), MutableMapping), isinstance("s", Sequence))
print(issubclass(list, Sequence), isinstance(5, Iterable), isinstance(deque(), Iterable))
class M(Mapping):
    def __init__(self): self.d = {"a": 1}
    def __getitem__(self, k): return self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
mm = M()
print(mm.get("a"), mm.get("b", 0), "a" in mm, list(mm), len(mm), mm["a"], list(mm.items()))
