# Map scores to letter grades and tax brackets with bisect; insort to keep a sorted leaderboard.
import bisect

def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]

print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 59.9, 60]])
BRACKETS = [(0, 0.10), (11000, 0.12), (44725, 0.22), (95375, 0.24)]
limits = [b[0] for b in BRACKETS]

def tax(income):
    total = 0.0
    for i, (lo, rate) in enumerate(BRACKETS):
        hi = BRACKETS[i + 1][0] if i + 1 < len(BRACKETS) else float("inf")
        if income > lo:
            total += (min(income, hi) - lo) * rate
    return total

for inc in [5000, 11000, 50000, 120000]:
    idx = bisect.bisect_right(limits, inc) - 1
    print(f"income {inc:>7,}: bracket {BRACKETS[idx][1]:.0%}, tax {tax(inc):>10,.2f}, effective {tax(inc) / inc:.2%}")
board = []
for name, pts in [("ann", 40), ("bob", 75), ("cy", 40), ("dee", 90), ("eve", 10)]:
    bisect.insort(board, (-pts, name))
print([(n, -p) for p, n in board])
nums = [1, 3, 3, 3, 7, 9]
print(bisect.bisect_left(nums, 3), bisect.bisect_right(nums, 3), bisect.bisect(nums, 8), bisect.bisect_left(nums, 3, 2, 4))
print(bisect.bisect([1, 2, 3], 2, key=None), bisect.bisect_left([(1, "a"), (3, "c")], (2, "")))
