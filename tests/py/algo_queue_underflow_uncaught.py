# A bounded circular queue class; the caller dequeues one time too many and the error is uncaught
class QueueEmpty(Exception):
    pass


class QueueFull(Exception):
    pass


class CircularQueue:
    def __init__(self, k):
        self.data = [None] * k
        self.head = self.count = 0

    def enqueue(self, x):
        if self.count == len(self.data):
            raise QueueFull(f"queue of capacity {len(self.data)} is full")
        self.data[(self.head + self.count) % len(self.data)] = x
        self.count += 1

    def dequeue(self):
        if not self.count:
            raise QueueEmpty("dequeue from empty queue")
        x = self.data[self.head]
        self.data[self.head] = None
        self.head = (self.head + 1) % len(self.data)
        self.count -= 1
        return x

    def __repr__(self):
        return f"CircularQueue({[self.data[(self.head + i) % len(self.data)] for i in range(self.count)]})"


q = CircularQueue(3)
for x in (1, 2, 3):
    q.enqueue(x)
print(q, q.data)
try:
    q.enqueue(4)
except QueueFull as e:
    print("QueueFull:", e)
print(q.dequeue(), q.dequeue())
q.enqueue(5)
q.enqueue(6)
print(q, q.data, q.head)
for _ in range(4):
    print("got", q.dequeue())
