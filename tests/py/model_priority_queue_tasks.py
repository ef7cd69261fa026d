# A task scheduler with a priority queue (heapq) keyed by (priority, deadline, insertion order).
import heapq
from datetime import datetime, timedelta
from itertools import count

class Scheduler:
    def __init__(self):
        self._heap, self._seq = [], count()

    def add(self, name, priority, deadline):
        heapq.heappush(self._heap, (priority, deadline, next(self._seq), name))

    def pop(self):
        priority, deadline, _, name = heapq.heappop(self._heap)
        return name, priority, deadline

    def __len__(self):
        return len(self._heap)

now = datetime(2024, 3, 1, 9, 0)
s = Scheduler()
s.add("write report", 2, now + timedelta(hours=5))
s.add("fix prod bug", 0, now + timedelta(hours=1))
s.add("email client", 1, now + timedelta(hours=2))
s.add("lunch", 1, now + timedelta(hours=3))
s.add("fix typo", 0, now + timedelta(hours=1))
clock = now
while s:
    name, pri, deadline = s.pop()
    clock += timedelta(minutes=45)
    status = "on time" if clock <= deadline else f"late by {clock - deadline}"
    print(f"{clock:%H:%M} done P{pri} {name:<13} (due {deadline:%H:%M}) {status}")
