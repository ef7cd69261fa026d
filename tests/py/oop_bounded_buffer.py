# a ring buffer class with fixed capacity: overwrite policy, __getitem__ from oldest, iteration
class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self._data = [None] * capacity
        self._start = 0
        self._size = 0
        self.dropped = 0

    def append(self, item):
        end = (self._start + self._size) % self.capacity
        self._data[end] = item
        if self._size < self.capacity:
            self._size += 1
        else:
            self._start = (self._start + 1) % self.capacity
            self.dropped += 1

    def __len__(self):
        return self._size

    def __getitem__(self, i):
        if i < 0:
            i += self._size
        if not 0 <= i < self._size:
            raise IndexError("ring buffer index out of range")
        return self._data[(self._start + i) % self.capacity]

    def __iter__(self):
        return (self[i] for i in range(self._size))

    def full(self):
        return self._size == self.capacity

    def __repr__(self):
        return f"RingBuffer({list(self)}, capacity={self.capacity})"

rb = RingBuffer(3)
for x in range(1, 6):
    rb.append(x)
    print(rb, rb.full(), rb.dropped)
print(rb[0], rb[-1], list(rb), sum(rb), 4 in rb, 1 in rb)
try:
    rb[3]
except IndexError as e:
    print("IndexError:", e)
try:
    RingBuffer(0)
except ValueError as e:
    print("ValueError:", e)
