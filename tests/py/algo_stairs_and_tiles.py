# Climbing stairs, domino tilings and decode ways: small 1-D DP problems
def climb(n, steps=(1, 2)):
    ways = [1] + [0] * n
    for i in range(1, n + 1):
        ways[i] = sum(ways[i - s] for s in steps if s <= i)
    return ways[n]


def tilings_2xn(n):
    a, b = 1, 1
    for _ in range(n - 1):
        a, b = b, a + b
    return b if n else 1


def decode_ways(s):
    if not s or s[0] == "0":
        return 0
    prev2, prev1 = 1, 1
    for i in range(1, len(s)):
        cur = 0
        if s[i] != "0":
            cur += prev1
        if 10 <= int(s[i - 1:i + 1]) <= 26:
            cur += prev2
        prev2, prev1 = prev1, cur
    return prev1


def house_robber(vals):
    take, skip = 0, 0
    for v in vals:
        take, skip = skip + v, max(take, skip)
    return max(take, skip)


print([climb(n) for n in range(10)])
print([climb(n, (1, 2, 3)) for n in range(10)])
print(climb(50, (1, 3, 5)))
print([tilings_2xn(n) for n in range(10)])
for s in ["12", "226", "06", "11106", "10", "2101", "1111111111"]:
    print(s, decode_ways(s))
print(house_robber([2, 7, 9, 3, 1]), house_robber([1, 2, 3, 1]), house_robber([]))
