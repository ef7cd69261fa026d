# Perfect, abundant, deficient and amicable numbers
def divisor_sum(n):
    if n == 1:
        return 0
    total, i = 1, 2
    while i * i <= n:
        if n % i == 0:
            total += i
            if i != n // i:
                total += n // i
        i += 1
    return total


def classify(n):
    s = divisor_sum(n)
    return "perfect" if s == n else "abundant" if s > n else "deficient"


print([n for n in range(1, 10000) if divisor_sum(n) == n])
counts = {}
for n in range(1, 1001):
    counts[classify(n)] = counts.get(classify(n), 0) + 1
print(sorted(counts.items()))
print([n for n in range(1, 100) if classify(n) == "abundant"][:12])
amicable = []
for a in range(2, 10000):
    b = divisor_sum(a)
    if b > a and divisor_sum(b) == a:
        amicable.append((a, b))
print(amicable)
euclid = [2 ** (p - 1) * (2 ** p - 1) for p in (2, 3, 5, 7, 13, 17, 19, 31)]
print(euclid)
print(divisor_sum(euclid[4]) == euclid[4])
print(max(range(1, 2000), key=divisor_sum), divisor_sum(1680))
