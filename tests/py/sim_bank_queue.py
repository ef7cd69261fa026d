import random
import heapq
from collections import deque
random.seed(12345)
t = 0.0
arrivals = []
for i in range(15):
    t += random.expovariate(1 / 3)
    arrivals.append((round(t, 3), f"c{i}", round(random.uniform(1, 6), 3)))
free_at = [0.0, 0.0]
waits = []
for at, name, service in arrivals:
    teller = min(range(2), key=lambda k: free_at[k])
    start = max(at, free_at[teller])
    waits.append(start - at)
    free_at[teller] = start + service
    print(f"{name:>4} arrives {at:7.3f} teller {teller} start {start:7.3f} wait {start - at:6.3f}")
print(f"avg wait {sum(waits)/len(waits):.4f} max {max(waits):.4f}")
events = []
for at, name, service in arrivals[:5]:
    heapq.heappush(events, (at, "arrive", name))
    heapq.heappush(events, (at + service, "leave", name))
while events:
    print(heapq.heappop(events))
q = deque(maxlen=3)
for a in arrivals[:6]:
    q.append(a[1])
print(q, list(q))
