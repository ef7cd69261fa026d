# Collatz sequences: lengths, memoisation, longest chain and peak values
from functools import lru_cache


def collatz(n):
    seq = [n]
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        seq.append(n)
    return seq


@lru_cache(maxsize=None)
def chain_length(n):
    if n == 1:
        return 1
    return 1 + chain_length(n // 2 if n % 2 == 0 else 3 * n + 1)


print(collatz(6))
print(collatz(27)[:20], len(collatz(27)), max(collatz(27)))
best = max(range(1, 30000), key=chain_length)
print("longest under 30000:", best, chain_length(best))
for n in (1, 7, 97, 871, 6171):
    s = collatz(n)
    print(f"{n:5d}: steps={len(s) - 1:3d} peak={max(s):7d}")
big = 2**100 + 1
print(len(collatz(big)) - 1, max(collatz(big)) > big)
records, top = [], 0
for n in range(1, 1000):
    if chain_length(n) > top:
        top = chain_length(n)
        records.append(n)
print(records)
