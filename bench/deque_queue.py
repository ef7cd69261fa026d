# queues with collections.deque: round-robin scheduling, sliding window maximum, a bank queue
from collections import deque


def round_robin(tasks, quantum):
    queue = deque(tasks.items())
    finished = []
    clock = 0
    while queue:
        name, remaining = queue.popleft()
        run = min(quantum, remaining)
        clock += run
        if remaining > run:
            queue.append((name, remaining - run))
        else:
            finished.append((name, clock))
    return finished


def sliding_max(values, k):
    window = deque()
    out = []
    for i, v in enumerate(values):
        while window and values[window[-1]] <= v:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(values[window[0]])
    return out


def bank(arrivals, tellers):
    line = deque()
    busy = [0] * tellers
    waited = 0
    served = 0
    for t, service in arrivals:
        line.append((t, service))
        for i in range(tellers):
            if busy[i] <= t and line:
                start, need = line.popleft()
                waited += t - start
                busy[i] = t + need
                served += 1
    return served, waited, len(line)


def main():
    tasks = {f"job{i}": (i * 37) % 50 + 1 for i in range(1000)}
    done = round_robin(tasks, 3)
    print("finished first:", done[:3], "last:", done[-1])
    values = [(i * 7919) % 1000 for i in range(400_000)]
    maxes = sliding_max(values, 50)
    print("window maxima:", len(maxes), sum(maxes), maxes[:5])
    arrivals = [(t, 1 + (t * 13) % 9) for t in range(150_000)]
    print("bank:", bank(arrivals, 3))
    d = deque(range(10), maxlen=10)
    d.rotate(3)
    d.extend([10, 11])
    d.appendleft(-1)
    print("rotated:", list(d))


if __name__ == "__main__":
    main()
