# Ulam spiral of primes on a small grid, plus prime-generating polynomials and Goldbach pairs
def is_prime(n):
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    f = 3
    while f * f <= n:
        if n % f == 0:
            return False
        f += 2
    return True


def spiral_coords(n):
    x = y = 0
    yield 1, (x, y)
    k, step = 2, 1
    dirs = [(1, 0), (0, -1), (-1, 0), (0, 1)]
    d = 0
    while k <= n:
        for _ in range(2):
            dx, dy = dirs[d % 4]
            for _ in range(step):
                if k > n:
                    return
                x, y = x + dx, y + dy
                yield k, (x, y)
                k += 1
            d += 1
        step += 1


size = 11
pos = dict((c, k) for k, c in spiral_coords(size * size))
half = size // 2
for y in range(-half, half + 1):
    print("".join("#" if is_prime(pos[(x, y)]) else "." for x in range(-half, half + 1)))
euler = [n * n + n + 41 for n in range(45)]
print(sum(map(is_prime, euler)), [n for n in range(45) if not is_prime(n * n + n + 41)])
best = max(((a, b) for a in range(-99, 100) for b in range(-99, 100, 2) if is_prime(b) or b < 0),
           key=lambda ab: next(n for n in range(100) if not is_prime(n * n + ab[0] * n + ab[1])))
print(best)
for n in (4, 28, 100, 98, 1000):
    pairs = [(p, n - p) for p in range(2, n // 2 + 1) if is_prime(p) and is_prime(n - p)]
    print(n, len(pairs), pairs[:4])
