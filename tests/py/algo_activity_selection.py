# Greedy algorithms: activity selection, fractional knapsack with Fractions, job sequencing, Egyptian coins
from fractions import Fraction


def select_activities(acts):
    chosen, end = [], float("-inf")
    for name, s, f in sorted(acts, key=lambda a: (a[2], a[1])):
        if s >= end:
            chosen.append(name)
            end = f
    return chosen


def fractional_knapsack(items, cap):
    total, taken = Fraction(0), []
    for name, w, v in sorted(items, key=lambda it: Fraction(it[2], it[1]), reverse=True):
        if cap == 0:
            break
        take = min(w, cap)
        frac = Fraction(take, w)
        total += frac * v
        cap -= take
        taken.append((name, frac))
    return total, taken


def job_sequencing(jobs):
    slots = [None] * (max(d for _, d, _ in jobs) + 1)
    profit = 0
    for name, deadline, p in sorted(jobs, key=lambda j: -j[2]):
        for t in range(deadline, 0, -1):
            if slots[t] is None:
                slots[t] = name
                profit += p
                break
    return [s for s in slots[1:] if s], profit


acts = [("a", 1, 4), ("b", 3, 5), ("c", 0, 6), ("d", 5, 7), ("e", 3, 9), ("f", 5, 9),
        ("g", 6, 10), ("h", 8, 11), ("i", 8, 12), ("j", 2, 14), ("k", 12, 16)]
print(select_activities(acts))
value, taken = fractional_knapsack([("gold", 10, 60), ("silver", 20, 100), ("bronze", 30, 120)], 50)
print(value, float(value), [(n, str(f)) for n, f in taken])
value, taken = fractional_knapsack([("a", 3, 7), ("b", 7, 10), ("c", 4, 9)], 9)
print(value, [(n, str(f)) for n, f in taken])
print(job_sequencing([("a", 2, 100), ("b", 1, 19), ("c", 2, 27), ("d", 1, 25), ("e", 3, 15)]))
print(job_sequencing([("x", 4, 20), ("y", 1, 10), ("z", 1, 40), ("w", 1, 30)]))
