# Rod cutting: bottom-up with cut list, and top-down memo with a dict
prices = {1: 1, 2: 5, 3: 8, 4: 9, 5: 10, 6: 17, 7: 17, 8: 20, 9: 24, 10: 30}


def cut_rod(n):
    best = [0] * (n + 1)
    first = [0] * (n + 1)
    for length in range(1, n + 1):
        for cut in range(1, min(length, 10) + 1):
            val = prices[cut] + best[length - cut]
            if val > best[length]:
                best[length] = val
                first[length] = cut
    cuts = []
    while n > 0:
        cuts.append(first[n])
        n -= first[n]
    return best[-1], cuts


memo = {}


def cut_rod_memo(n):
    if n == 0:
        return 0
    if n in memo:
        return memo[n]
    memo[n] = max(prices[c] + cut_rod_memo(n - c) for c in range(1, min(n, 10) + 1))
    return memo[n]


for n in range(1, 16):
    value, cuts = cut_rod(n)
    assert value == cut_rod_memo(n)
    print(f"n={n:2d} value={value:3d} cuts={'+'.join(map(str, cuts))}")
print(len(memo), "memo entries")
