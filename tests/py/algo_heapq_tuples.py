# heapq priority queue with (priority, counter, task) tuples, update and removal
import heapq
import itertools


class PriorityQueue:
    REMOVED = "<removed>"

    def __init__(self):
        self.heap = []
        self.entries = {}
        self.counter = itertools.count()

    def add(self, task, priority=0):
        if task in self.entries:
            self.remove(task)
        entry = [priority, next(self.counter), task]
        self.entries[task] = entry
        heapq.heappush(self.heap, entry)

    def remove(self, task):
        entry = self.entries.pop(task)
        entry[-1] = self.REMOVED

    def pop(self):
        while self.heap:
            priority, count, task = heapq.heappop(self.heap)
            if task is not self.REMOVED:
                del self.entries[task]
                return task, priority
        raise KeyError("pop from an empty priority queue")

    def __len__(self):
        return len(self.entries)


pq = PriorityQueue()
for task, pr in [("write code", 5), ("release", 7), ("write spec", 1), ("create tests", 3),
                 ("review", 3), ("lunch", 2)]:
    pq.add(task, pr)
pq.add("release", 0)
pq.remove("lunch")
print(len(pq))
while len(pq):
    print(pq.pop())
try:
    pq.pop()
except KeyError as e:
    print("KeyError:", e)

h = []
for item in [(3, "c"), (1, "a"), (2, "b"), (1, "aa")]:
    heapq.heappush(h, item)
print(heapq.heappushpop(h, (0, "z")), heapq.heapreplace(h, (5, "e")))
print(sorted(h))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0, 11])))
print(list(heapq.merge(["a", "cc"], ["bbb"], key=len)))
print(list(heapq.merge([9, 4, 1], [8, 2], reverse=True)))
