import random
random.seed(8)
floor, direction = 0, 1
requests = sorted(random.sample(range(1, 12), 6))
random.shuffle(requests)
print("requests:", requests)
served, moves = [], 0
pending = set(requests)
while pending:
    ahead = [f for f in pending if (f - floor) * direction > 0]
    if not ahead:
        direction = -direction
        continue
    target = min(ahead, key=lambda f: abs(f - floor))
    moves += abs(target - floor)
    floor = target
    pending.discard(target)
    served.append(target)
print("served:", served, "moves:", moves, "final floor:", floor)
wait = {f: served.index(f) + 1 for f in requests}
print(wait, sum(wait.values()) / len(wait))
