# Digit manipulation problems: palindromic numbers, Armstrong numbers, digital root, happy numbers, Kaprekar
def digits(n):
    return [int(d) for d in str(n)]


def is_armstrong(n):
    ds = digits(n)
    return sum(d ** len(ds) for d in ds) == n


def digital_root(n):
    return 0 if n == 0 else 1 + (n - 1) % 9


def is_happy(n):
    seen = set()
    while n != 1 and n not in seen:
        seen.add(n)
        n = sum(d * d for d in digits(n))
    return n == 1


def kaprekar(n):
    steps = [n]
    while n != 6174:
        s = f"{n:04d}"
        big, small = int("".join(sorted(s, reverse=True))), int("".join(sorted(s)))
        n = big - small
        steps.append(n)
        if n == 0:
            break
    return steps


def lychrel_iterations(n, limit=50):
    for i in range(1, limit + 1):
        n += int(str(n)[::-1])
        if str(n) == str(n)[::-1]:
            return i, n
    return None


print([n for n in range(1, 10000) if is_armstrong(n)], is_armstrong(54748), is_armstrong(92727), is_armstrong(92728))
print([digital_root(n) for n in (0, 9, 10, 38, 12345, 10**20 + 7)])
print([n for n in range(1, 50) if is_happy(n)])
for n in (3524, 1234, 2111, 9998, 1111):
    print(n, kaprekar(n))
for n in (56, 57, 59, 89, 196, 10677):
    print(n, lychrel_iterations(n))
print(max(range(100, 1000), key=lambda n: sum(digits(n)) * 1000 - n), sum(digits(2 ** 500)))
FIFTH = {str(d): d ** 5 for d in range(10)}
print([n for n in range(10, 100000) if n == sum(FIFTH[d] for d in str(n))])
