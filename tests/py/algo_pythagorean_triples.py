# Pythagorean triples: Euclid's formula, Berggren's tree (BFS with deque), perimeters with the most solutions
from collections import Counter, deque
from math import gcd, isqrt


def euclid_triples(limit):
    out = []
    for m in range(2, isqrt(limit) + 1):
        for n in range(1, m):
            if (m - n) % 2 and gcd(m, n) == 1:
                a, b, c = m * m - n * n, 2 * m * n, m * m + n * n
                if c <= limit:
                    out.append(tuple(sorted((a, b))) + (c,))
    return sorted(out, key=lambda t: (t[2], t[0]))


def berggren(limit):
    M = [((1, -2, 2), (2, -1, 2), (2, -2, 3)),
         ((1, 2, 2), (2, 1, 2), (2, 2, 3)),
         ((-1, 2, 2), (-2, 1, 2), (-2, 2, 3))]
    out, q = [], deque([(3, 4, 5)])
    while q:
        t = q.popleft()
        if t[2] > limit:
            continue
        out.append(tuple(sorted(t[:2])) + (t[2],))
        for m in M:
            q.append(tuple(sum(r[i] * t[i] for i in range(3)) for r in m))
    return sorted(out, key=lambda t: (t[2], t[0]))


prim = euclid_triples(100)
print(len(prim), prim)
print(prim == berggren(100))
per = Counter()
for a, b, c in euclid_triples(1000):
    p = a + b + c
    for k in range(p, 1001, p):
        per[k] += 1
print(per.most_common(3))
print([t for t in euclid_triples(2000) if t[2] - t[1] == 1][:8])
special = next((a, b, c) for a, b, c in euclid_triples(1000) if 1000 % (a + b + c) == 0)
k = 1000 // sum(special)
print(special, k, tuple(k * x for x in special), (k ** 3) * special[0] * special[1] * special[2])
