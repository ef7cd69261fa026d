# stack, queue and priority queue classes with heapq and deque, with errors on empty
from collections import deque
import heapq

class EmptyError(Exception):
    pass

class Stack:
    def __init__(self):
        self._data = []
    def push(self, x):
        self._data.append(x)
    def pop(self):
        if not self._data:
            raise EmptyError("stack is empty")
        return self._data.pop()
    def __len__(self):
        return len(self._data)
    def __repr__(self):
        return f"Stack({self._data})"

class Queue:
    def __init__(self, maxlen=None):
        self._data = deque(maxlen=maxlen)
    def enqueue(self, x):
        self._data.append(x)
    def dequeue(self):
        try:
            return self._data.popleft()
        except IndexError:
            raise EmptyError("queue is empty") from None
    def __len__(self):
        return len(self._data)
    def __repr__(self):
        return f"Queue({list(self._data)})"

class PriorityQueue:
    def __init__(self):
        self._heap = []
        self._count = 0
    def push(self, item, priority):
        heapq.heappush(self._heap, (priority, self._count, item))
        self._count += 1
    def pop(self):
        if not self._heap:
            raise EmptyError("priority queue is empty")
        return heapq.heappop(self._heap)[2]
    def __bool__(self):
        return bool(self._heap)

s = Stack()
for ch in "abc":
    s.push(ch)
print(s, len(s), s.pop(), s.pop(), s)
q = Queue(maxlen=3)
for i in range(5):
    q.enqueue(i)
print(q, q.dequeue(), len(q))
pq = PriorityQueue()
for task, pr in [("write", 3), ("test", 1), ("deploy", 5), ("review", 1)]:
    pq.push(task, pr)
order = []
while pq:
    order.append(pq.pop())
print(order)
for container, op in [(Stack(), "pop"), (Queue(), "dequeue"), (PriorityQueue(), "pop")]:
    try:
        getattr(container, op)()
    except EmptyError as e:
        print(f"{type(container).__name__}: {e} (cause={e.__cause__}, suppress={e.__suppress_context__})")

def balanced(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for c in text:
        if c in "([{":
            st.push(c)
        elif c in pairs:
            try:
                if st.pop() != pairs[c]:
                    return False
            except EmptyError:
                return False
    return len(st) == 0
print([balanced(t) for t in ["(a[b]{c})", "(]", "((", "", "}{"]])
