# A generic MinHeap class with a key function; popping from an empty heap is left uncaught
from typing import Callable, Generic, List, TypeVar

T = TypeVar("T")


class MinHeap(Generic[T]):
    def __init__(self, key: Callable[[T], object] = lambda x: x):
        self.key = key
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)
        i = len(self.items) - 1
        while i > 0:
            parent = (i - 1) // 2
            if self.key(self.items[i]) < self.key(self.items[parent]):
                self.items[i], self.items[parent] = self.items[parent], self.items[i]
                i = parent
            else:
                break

    def pop(self) -> T:
        if not self.items:
            raise IndexError("pop from empty MinHeap")
        top = self.items[0]
        last = self.items.pop()
        if self.items:
            self.items[0] = last
            i, n = 0, len(self.items)
            while True:
                l, r, small = 2 * i + 1, 2 * i + 2, i
                if l < n and self.key(self.items[l]) < self.key(self.items[small]):
                    small = l
                if r < n and self.key(self.items[r]) < self.key(self.items[small]):
                    small = r
                if small == i:
                    break
                self.items[i], self.items[small] = self.items[small], self.items[i]
                i = small
        return top

    def __len__(self):
        return len(self.items)


h = MinHeap(key=lambda p: (p[1], p[0]))
for task in [("email", 3), ("deploy", 1), ("lunch", 5), ("review", 1), ("test", 2)]:
    h.push(task)
while h:
    print(h.pop())
nums = MinHeap()
for x in [9, 4, 7, 1, 8, 2]:
    nums.push(x)
print([nums.pop() for _ in range(3)], len(nums))
print(nums.pop(), nums.pop(), nums.pop())
print(nums.pop())
