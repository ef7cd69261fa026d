# lazy sequences: a LazyList that computes items on demand with caching, and chained map/filter
import itertools

class LazyList:
    def __init__(self, iterable):
        self._it = iter(iterable)
        self._cache = []
        self.computed = 0

    def _fill(self, n):
        while len(self._cache) <= n:
            try:
                self._cache.append(next(self._it))
                self.computed += 1
            except StopIteration:
                return False
        return True

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(i.start or 0, i.stop, i.step or 1)]
        if i < 0:
            raise IndexError("negative indices need the whole sequence")
        if not self._fill(i):
            raise IndexError("LazyList index out of range")
        return self._cache[i]

    def __iter__(self):
        for i in itertools.count():
            if not self._fill(i):
                return
            yield self._cache[i]

    def map(self, f):
        return LazyList(f(x) for x in self)

    def filter(self, pred):
        return LazyList(x for x in self if pred(x))

def naturals():
    n = 1
    while True:
        yield n
        n += 1

nums = LazyList(naturals())
squares = nums.map(lambda x: x * x)
odd_squares = squares.filter(lambda x: x % 2)
print(odd_squares[0], odd_squares[3], odd_squares[0:10:3], nums.computed, squares.computed)
print(nums[100], nums.computed, nums[5])
short = LazyList("abc")
print(list(short), short[2], list(short))
try:
    short[5]
except IndexError as e:
    print("IndexError:", e)
try:
    nums[-1]
except IndexError as e:
    print("IndexError:", e)
print(list(itertools.islice(odd_squares, 5)), odd_squares.computed)
