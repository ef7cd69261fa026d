# the iterators' types are the module's classes: type(chain()) is itertools.chain
import itertools as it

objs = [it.chain(), it.chain.from_iterable([]), it.pairwise([]), it.islice([], 1), it.groupby([]),
        it.accumulate([]), it.product(), it.permutations([]), it.combinations([], 1),
        it.combinations_with_replacement([], 1), it.zip_longest(), it.starmap(int, []),
        it.takewhile(int, []), it.dropwhile(int, []), it.tee([])[0], it.cycle([]),
        it.compress([], []), it.filterfalse(None, [])]
for o in objs:
    t = type(o)
    print(repr(o).split(' at ')[0], t, t.__name__, t.__module__, t.__name__.startswith('_') or getattr(it, t.__name__) is t)
print(isinstance(it.count(), it.count), type(it.repeat(1)) is it.repeat, it.count(3), it.repeat('a', 2))
k, g = next(it.groupby('aab'))
print(k, type(g), repr(g).split(' at ')[0])
from collections import deque
print(type(iter(deque())), type(reversed(deque())))
