# Loop constructs in number searches: for/else, while/else, break/continue, try/finally inside loops
def first_prime_above(n):
    k = n + 1
    while True:
        for d in range(2, int(k ** 0.5) + 1):
            if k % d == 0:
                break
        else:
            return k
        k += 1


def find_pair(nums, target):
    for i, a in enumerate(nums):
        for b in nums[i + 1:]:
            if a + b == target:
                break
        else:
            continue
        return a, b
    return None


def collatz_limit(n, limit):
    steps = 0
    while n != 1:
        if steps >= limit:
            break
        n = 3 * n + 1 if n % 2 else n // 2
        steps += 1
    else:
        return f"reached 1 in {steps} steps"
    return f"gave up after {limit} steps at {n}"


log = []


def guarded_sum(values):
    total = 0
    for v in values:
        try:
            if v is None:
                continue
            if v < 0:
                break
            total += v
        finally:
            log.append(v)
    return total


print([first_prime_above(n) for n in (1, 10, 100, 1000, 7919, 10**6)])
print(find_pair([1, 4, 6, 9, 12], 15), find_pair([1, 2], 10), find_pair([5, 5], 10))
print(collatz_limit(27, 200), "|", collatz_limit(27, 50))
print(guarded_sum([1, None, 2, 3, -1, 100]), log)
count = 0
for x in range(100):
    if x % 3:
        continue
    if x > 30:
        break
    count += x
print(count)
n = 0
while n < 5:
    n += 1
else:
    print("while finished normally", n)
