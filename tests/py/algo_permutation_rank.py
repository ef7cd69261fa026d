# Permutations by index: next_permutation, lexicographic rank/unrank with factorials, cycles and parity
from itertools import permutations
from math import factorial


def next_permutation(a):
    a = list(a)
    i = len(a) - 2
    while i >= 0 and a[i] >= a[i + 1]:
        i -= 1
    if i < 0:
        return None
    j = len(a) - 1
    while a[j] <= a[i]:
        j -= 1
    a[i], a[j] = a[j], a[i]
    a[i + 1:] = reversed(a[i + 1:])
    return a


def rank(p):
    items, r = sorted(p), 0
    for i, x in enumerate(p):
        k = items.index(x)
        r += k * factorial(len(p) - 1 - i)
        items.pop(k)
    return r


def unrank(items, r):
    items, out = sorted(items), []
    for i in range(len(items), 0, -1):
        k, r = divmod(r, factorial(i - 1))
        out.append(items.pop(k))
    return out


def cycles(p):
    seen, out = set(), []
    for s in range(len(p)):
        if s not in seen:
            c, x = [], s
            while x not in seen:
                seen.add(x)
                c.append(x)
                x = p[x]
            out.append(tuple(c))
    return out


p = [1, 2, 3]
seq = [p]
while (p := next_permutation(p)) is not None:
    seq.append(p)
print(seq)
print(seq == [list(t) for t in permutations([1, 2, 3])])
print(next_permutation([1, 1, 5]), next_permutation([3, 2, 1]), next_permutation("abdc"))
print(rank("dcba"), rank([0, 1, 2, 3]), rank([2, 0, 3, 1]), unrank("abcd", 13), unrank(range(10), 999999))
print(all(rank(unrank(range(5), r)) == r for r in range(120)))
perm = [2, 0, 1, 4, 3, 5]
cs = cycles(perm)
print(cs, "parity:", "even" if (len(perm) - len(cs)) % 2 == 0 else "odd")
