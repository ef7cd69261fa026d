# Unbounded knapsack, bounded knapsack via binary splitting, and min-cost ticket purchasing DP
from functools import lru_cache


def unbounded(items, cap):
    best = [0] * (cap + 1)
    choice = [None] * (cap + 1)
    for c in range(1, cap + 1):
        for name, w, v in items:
            if w <= c and best[c - w] + v > best[c]:
                best[c], choice[c] = best[c - w] + v, name
    counts, c = {}, cap
    while c > 0 and choice[c]:
        name = choice[c]
        counts[name] = counts.get(name, 0) + 1
        c -= next(w for n, w, _ in items if n == name)
    return best[cap], dict(sorted(counts.items()))


def bounded(items, cap):
    split = []
    for name, w, v, qty in items:
        k = 1
        while qty > 0:
            take = min(k, qty)
            split.append((take * w, take * v))
            qty -= take
            k *= 2
    dp = [0] * (cap + 1)
    for w, v in split:
        for c in range(cap, w - 1, -1):
            dp[c] = max(dp[c], dp[c - w] + v)
    return dp[cap], len(split)


def min_ticket_cost(days, costs):
    day_set = set(days)

    @lru_cache(maxsize=None)
    def go(d):
        if d > days[-1]:
            return 0
        if d not in day_set:
            return go(d + 1)
        return min(costs[0] + go(d + 1), costs[1] + go(d + 7), costs[2] + go(d + 30))

    return go(1)


items = [("a", 5, 10), ("b", 10, 30), ("c", 15, 20), ("d", 3, 5)]
for cap in (7, 20, 100):
    print(cap, unbounded(items, cap))
print(bounded([("x", 2, 3, 5), ("y", 3, 4, 3), ("z", 4, 8, 2), ("w", 5, 8, 2)], 20))
print(bounded([("gold", 7, 100, 13)], 50))
print(min_ticket_cost([1, 4, 6, 7, 8, 20], (2, 7, 15)), min_ticket_cost([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30, 31], (2, 7, 15)))
