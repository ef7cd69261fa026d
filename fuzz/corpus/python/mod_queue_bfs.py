# queue: a BFS driven by queue.Queue and task bookkeeping
import queue
graph = {1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: [6], 6: []}
q = queue.Queue()
q.put(1)
dist = {1: 0}
while not q.empty():
    u = q.get()
    for v in graph[u]:
        if v not in dist:
            dist[v] = dist[u] + 1
            q.put(v)
    q.task_done()
print(dist)
jobs = queue.PriorityQueue()
for prio, name in [(2, "write"), (0, "plan"), (1, "code"), (0, "coffee")]:
    jobs.put((prio, name))
done = []
while not jobs.empty():
    done.append(jobs.get()[1])
print(done)
try:
    jobs.get(timeout=0.01)
except queue.Empty as e:
    print("Empty", type(e).__name__, isinstance(e, Exception))
