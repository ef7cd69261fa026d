# Queue built from two stacks, circular buffer queue, and collections.deque rotate
from collections import deque


class TwoStackQueue:
    def __init__(self):
        self.inbox, self.outbox = [], []

    def enqueue(self, x):
        self.inbox.append(x)

    def dequeue(self):
        if not self.outbox:
            while self.inbox:
                self.outbox.append(self.inbox.pop())
        if not self.outbox:
            raise IndexError("dequeue from empty queue")
        return self.outbox.pop()

    def __len__(self):
        return len(self.inbox) + len(self.outbox)


class RingBuffer:
    def __init__(self, capacity):
        self.buf = [None] * capacity
        self.start = 0
        self.count = 0

    def put(self, x):
        if self.count == len(self.buf):
            raise OverflowError("ring buffer full")
        self.buf[(self.start + self.count) % len(self.buf)] = x
        self.count += 1

    def get(self):
        if not self.count:
            raise IndexError("ring buffer empty")
        x = self.buf[self.start]
        self.start = (self.start + 1) % len(self.buf)
        self.count -= 1
        return x

    def __repr__(self):
        items = [self.buf[(self.start + i) % len(self.buf)] for i in range(self.count)]
        return f"RingBuffer({items}, cap={len(self.buf)})"


q = TwoStackQueue()
for i in range(5):
    q.enqueue(i)
print([q.dequeue() for _ in range(3)], len(q))
q.enqueue(99)
print([q.dequeue() for _ in range(len(q))])
rb = RingBuffer(3)
for x in "abc":
    rb.put(x)
try:
    rb.put("d")
except OverflowError as e:
    print("OverflowError:", e)
print(rb.get(), rb)
rb.put("d")
print(rb, [rb.get() for _ in range(3)])
d = deque(range(8), maxlen=8)
d.rotate(3)
print(d)
d.rotate(-5)
print(d)
d.append(100)
print(d, d.maxlen)
window = deque(maxlen=3)
for x in [1, 2, 3, 4, 5]:
    window.append(x)
    print(list(window), sum(window) / len(window))
