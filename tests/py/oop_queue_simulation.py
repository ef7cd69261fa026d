# bank queue simulation with seeded arrivals: Customer/Teller classes, deque, average wait
import random
from collections import deque

class Customer:
    def __init__(self, cid, arrival, service):
        self.cid, self.arrival, self.service = cid, arrival, service
        self.start = None
    @property
    def wait(self):
        return self.start - self.arrival

class Teller:
    def __init__(self, name):
        self.name = name
        self.busy_until = 0
        self.served = []
    def free(self, t):
        return self.busy_until <= t
    def take(self, c, t):
        c.start = t
        self.busy_until = t + c.service
        self.served.append(c.cid)

rng = random.Random(3)
arrivals = []
t = 0
for cid in range(1, 13):
    t += rng.randint(0, 3)
    arrivals.append(Customer(cid, t, rng.randint(2, 6)))
queue = deque()
tellers = [Teller("A"), Teller("B")]
pending = deque(arrivals)
clock = 0
while pending or queue:
    while pending and pending[0].arrival <= clock:
        queue.append(pending.popleft())
    for teller in tellers:
        if queue and teller.free(clock):
            teller.take(queue.popleft(), clock)
    clock += 1
for teller in tellers:
    print(teller.name, teller.served)
waits = [c.wait for c in arrivals]
print(waits, max(waits), round(sum(waits) / len(waits), 2))
print([(c.cid, c.arrival, c.start) for c in arrivals[:4]])
