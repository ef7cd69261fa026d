# queue: Queue, LifoQueue, PriorityQueue basics
import queue
q = queue.Queue()
for i in range(3):
    q.put(i)
print(q.qsize(), q.empty(), q.full(), q.get(), q.get_nowait(), q.qsize())
lq = queue.LifoQueue()
for ch in "abc":
    lq.put(ch)
print([lq.get() for _ in range(3)], lq.empty())
pq = queue.PriorityQueue()
for item in [(3, "low"), (1, "high"), (2, "mid")]:
    pq.put(item)
print([pq.get()[1] for _ in range(3)])
bq = queue.Queue(maxsize=2)
bq.put(1); bq.put(2)
print(bq.full(), bq.maxsize)
try:
    bq.put(3, block=False)
except queue.Full:
    print("full")
try:
    queue.LifoQueue().get_nowait()
except queue.Empty:
    print("empty")
sq = queue.SimpleQueue()
sq.put("x"); sq.put("y")
print(sq.get(), sq.qsize(), sq.empty())
