# Bank queue simulation with random arrivals; a bad config ends in an uncaught ValueError
import random
from collections import deque
from dataclasses import dataclass


@dataclass
class Customer:
    id: int
    arrival: int
    service: int


def simulate(minutes, tellers, arrival_prob, seed):
    if not 0 <= arrival_prob <= 1:
        raise ValueError(f"arrival_prob must be in [0, 1], got {arrival_prob}")
    rng = random.Random(seed)
    queue = deque()
    busy = [0] * tellers
    waits = []
    next_id = 1
    for t in range(minutes):
        if rng.random() < arrival_prob:
            queue.append(Customer(next_id, t, rng.randint(2, 6)))
            next_id += 1
        for i in range(tellers):
            if busy[i] > 0:
                busy[i] -= 1
            if busy[i] == 0 and queue:
                c = queue.popleft()
                waits.append(t - c.arrival)
                busy[i] = c.service
    return next_id - 1, waits, len(queue)


for tellers in (1, 2, 3):
    n, waits, left = simulate(240, tellers, 0.45, seed=11)
    avg = sum(waits) / len(waits)
    print(f"tellers={tellers} customers={n} served={len(waits)} avg_wait={avg:.2f} max_wait={max(waits)} left={left}")
print(Customer(1, 0, 3))
simulate(60, 1, 1.5, seed=1)
