# Combinatorial games: Nim with XOR strategy, Grundy numbers for a subtraction game, memoised minimax
from functools import lru_cache, reduce
from operator import xor


def nim_move(piles):
    x = reduce(xor, piles, 0)
    if x == 0:
        return None
    for i, p in enumerate(piles):
        if p ^ x < p:
            return i, p - (p ^ x)


def grundy_table(n, moves=(1, 3, 4)):
    g = [0] * (n + 1)
    for i in range(1, n + 1):
        reach = {g[i - m] for m in moves if m <= i}
        g[i] = next(v for v in range(len(reach) + 1) if v not in reach)
    return g


@lru_cache(maxsize=None)
def can_win(stones, max_take):
    return any(not can_win(stones - t, max_take) for t in range(1, min(stones, max_take) + 1))


@lru_cache(maxsize=None)
def best_score(coins):
    """Two players take a coin from either end; return (first player's best total)."""
    if not coins:
        return 0
    total = sum(coins)
    return total - min(best_score(coins[1:]), best_score(coins[:-1]))


for piles in ([3, 4, 5], [1, 2, 3], [7, 7], [10, 5, 1, 8], [0, 0, 1]):
    print(piles, "xor", reduce(xor, piles), "move", nim_move(piles))
g = grundy_table(30)
print(g)
print([i for i, v in enumerate(g) if v == 0])
print([n for n in range(1, 25) if not can_win(n, 3)])
for coins in [(8, 15, 3, 7), (2, 2, 2, 2), (20, 30, 2, 2, 2, 10), (5,)]:
    first = best_score(coins)
    print(coins, first, sum(coins) - first)
print(can_win.cache_info().currsize, best_score.cache_info().misses)
