# a typed list built on collections.abc.MutableSequence: validation on insert, inherited mixins
from collections.abc import MutableSequence, Sequence

class TypedList(MutableSequence):
    def __init__(self, kind, items=()):
        self.kind = kind
        self._items = []
        self.extend(items)

    def _check(self, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"expected {self.kind.__name__}, got {type(value).__name__}")
        return value

    def __getitem__(self, i):
        if isinstance(i, slice):
            return TypedList(self.kind, self._items[i])
        return self._items[i]

    def __setitem__(self, i, value):
        self._items[i] = self._check(value)

    def __delitem__(self, i):
        del self._items[i]

    def __len__(self):
        return len(self._items)

    def insert(self, i, value):
        self._items.insert(i, self._check(value))

    def __repr__(self):
        return f"TypedList[{self.kind.__name__}]({self._items})"

nums = TypedList(int, [3, 1, 2])
nums.append(10)
nums.extend([7, 8])
nums.insert(0, 99)
print(nums, len(nums), nums[0], nums[-1], nums[1:3])
print(nums.pop(), nums.pop(0), nums.index(10), nums.count(1), 2 in nums, 42 in nums)
nums.remove(1)
nums.reverse()
print(nums, list(reversed(nums)), sum(nums), max(nums))
nums += [5, 6]
print(nums, isinstance(nums, Sequence))
for bad in (lambda: nums.append("x"), lambda: nums.insert(0, 1.5), lambda: nums.__setitem__(0, None)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
try:
    nums.remove(1000)
except ValueError as e:
    print("ValueError:", e)
print(sorted(nums), [x * 2 for x in nums][:3])
