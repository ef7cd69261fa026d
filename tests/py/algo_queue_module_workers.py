# queue.PriorityQueue and queue.Queue used as work lists for a (single-threaded) task simulation
import queue
from dataclasses import dataclass, field


@dataclass(order=True)
class Task:
    priority: int
    seq: int
    name: str = field(compare=False)
    cost: int = field(compare=False, default=1)


pq = queue.PriorityQueue()
jobs = [(3, "compile", 4), (1, "hotfix", 2), (2, "review", 1), (1, "page oncall", 1), (5, "refactor", 6)]
for seq, (prio, name, cost) in enumerate(jobs):
    pq.put(Task(prio, seq, name, cost))
print(pq.qsize(), pq.empty())
clock = 0
while not pq.empty():
    t = pq.get()
    clock += t.cost
    print(f"t={clock:2d} ran {t.name:12} (prio {t.priority})")
try:
    pq.get_nowait()
except queue.Empty:
    print("queue.Empty raised")
fifo = queue.Queue(maxsize=2)
fifo.put("a")
fifo.put("b")
try:
    fifo.put_nowait("c")
except queue.Full:
    print("queue.Full raised", fifo.full())
print(fifo.get(), fifo.get(), fifo.empty())
lifo = queue.LifoQueue()
for x in range(4):
    lifo.put(x)
print([lifo.get() for _ in range(4)])
sq = queue.SimpleQueue()
sq.put(1)
sq.put(2)
print(sq.get(), sq.qsize())
