# CPU scheduling simulation: FCFS, SJF (heapq), round robin (deque), with waiting/turnaround stats
import heapq
from collections import deque
from dataclasses import dataclass


@dataclass(frozen=True)
class Job:
    name: str
    arrival: int
    burst: int


JOBS = [Job("P1", 0, 8), Job("P2", 1, 4), Job("P3", 2, 9), Job("P4", 3, 5), Job("P5", 6, 2)]


def fcfs(jobs):
    t, done = 0, {}
    for j in sorted(jobs, key=lambda j: j.arrival):
        t = max(t, j.arrival) + j.burst
        done[j.name] = t
    return done


def sjf(jobs):
    pending = sorted(jobs, key=lambda j: j.arrival)
    heap, t, i, done = [], 0, 0, {}
    while len(done) < len(jobs):
        while i < len(pending) and pending[i].arrival <= t:
            heapq.heappush(heap, (pending[i].burst, pending[i].arrival, pending[i].name))
            i += 1
        if not heap:
            t = pending[i].arrival
            continue
        burst, _, name = heapq.heappop(heap)
        t += burst
        done[name] = t
    return done


def round_robin(jobs, quantum):
    pending = deque(sorted(jobs, key=lambda j: j.arrival))
    ready, left, t, done, timeline = deque(), {j.name: j.burst for j in jobs}, 0, {}, []
    while pending or ready:
        while pending and pending[0].arrival <= t:
            ready.append(pending.popleft())
        if not ready:
            t = pending[0].arrival
            continue
        j = ready.popleft()
        run = min(quantum, left[j.name])
        timeline.append(f"{j.name}@{t}")
        t += run
        left[j.name] -= run
        while pending and pending[0].arrival <= t:
            ready.append(pending.popleft())
        if left[j.name]:
            ready.append(j)
        else:
            done[j.name] = t
    return done, timeline


def report(name, done):
    by = {j.name: j for j in JOBS}
    tat = {n: done[n] - by[n].arrival for n in done}
    wait = {n: tat[n] - by[n].burst for n in done}
    print(f"{name:6} finish={dict(sorted(done.items()))}")
    print(f"       avg turnaround {sum(tat.values()) / len(tat):.2f}  avg wait {sum(wait.values()) / len(wait):.2f}")


report("FCFS", fcfs(JOBS))
report("SJF", sjf(JOBS))
rr, timeline = round_robin(JOBS, 3)
report("RR q=3", rr)
print(" ".join(timeline))
print(JOBS[0], hash(JOBS[0]) == hash(Job("P1", 0, 8)))
