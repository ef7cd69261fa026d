# Travelling salesman via Held-Karp bitmask DP, compared with brute force permutations
import itertools
import math

cities = {"A": (0, 0), "B": (1, 5), "C": (5, 2), "D": (6, 6), "E": (8, 3), "F": (2, 8), "G": (3, 3)}
names = sorted(cities)
n = len(names)
dist = [[math.dist(cities[a], cities[b]) for b in names] for a in names]


def held_karp():
    INF = float("inf")
    dp = [[INF] * n for _ in range(1 << n)]
    parent = [[-1] * n for _ in range(1 << n)]
    dp[1][0] = 0.0
    for mask in range(1 << n):
        if not mask & 1:
            continue
        for last in range(n):
            if dp[mask][last] == INF or not mask >> last & 1:
                continue
            for nxt in range(n):
                if mask >> nxt & 1:
                    continue
                nm = mask | 1 << nxt
                cand = dp[mask][last] + dist[last][nxt]
                if cand < dp[nm][nxt]:
                    dp[nm][nxt] = cand
                    parent[nm][nxt] = last
    full = (1 << n) - 1
    best_last = min(range(1, n), key=lambda j: dp[full][j] + dist[j][0])
    total = dp[full][best_last] + dist[best_last][0]
    tour, mask, cur = [], full, best_last
    while cur != -1:
        tour.append(names[cur])
        mask, cur = mask ^ (1 << cur), parent[mask][cur]
    return total, tour[::-1] + ["A"]


def brute():
    best = None
    for perm in itertools.permutations(range(1, n)):
        route = (0,) + perm + (0,)
        d = sum(dist[a][b] for a, b in zip(route, route[1:]))
        if best is None or d < best[0] - 1e-12:
            best = (d, [names[i] for i in route])
    return best


hk = held_karp()
bf = brute()
print(f"held-karp {hk[0]:.6f} {hk[1]}")
print(f"brute     {bf[0]:.6f} {bf[1]}")
print(math.isclose(hk[0], bf[0]), hk[1] == bf[1] or hk[1] == bf[1][::-1])
print(round(dist[0][3], 6), math.hypot(6, 6), math.dist((0, 0, 0), (1, 2, 2)))
