# Coin change: minimum coins, number of ways, greedy counterexample
from functools import lru_cache
from typing import List, Optional


def min_coins(coins: List[int], amount: int) -> Optional[List[int]]:
    INF = float("inf")
    best = [0] + [INF] * amount
    last = [0] * (amount + 1)
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and best[a - c] + 1 < best[a]:
                best[a] = best[a - c] + 1
                last[a] = c
    if best[amount] == INF:
        return None
    used = []
    while amount:
        used.append(last[amount])
        amount -= last[amount]
    return sorted(used, reverse=True)


def count_ways(coins, amount):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]


@lru_cache(maxsize=None)
def ways_memo(coins: tuple, amount: int) -> int:
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    return ways_memo(coins, amount - coins[0]) + ways_memo(coins[1:], amount)


def greedy(coins, amount):
    out = []
    for c in sorted(coins, reverse=True):
        while amount >= c:
            out.append(c)
            amount -= c
    return out if amount == 0 else None


us = [1, 5, 10, 25]
print(min_coins(us, 63), count_ways(us, 63))
print(min_coins([2], 7), count_ways([2], 7))
odd = [1, 3, 4]
print("dp:", min_coins(odd, 6), "greedy:", greedy(odd, 6))
print(count_ways([1, 2, 5], 5), ways_memo((1, 2, 5), 5))
print(count_ways([1, 2, 5, 10, 20, 50, 100, 200], 200))
print(ways_memo((200, 100, 50, 20, 10, 5, 2, 1), 200))
print(ways_memo.cache_info().currsize > 0)
for amt in range(0, 12):
    print(amt, min_coins([1, 5, 6, 9], amt))
