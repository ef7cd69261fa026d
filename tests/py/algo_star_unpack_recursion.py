# Recursive list algorithms written with star-unpacking: sum, max, reverse, flatten, merge, quicksort
def rsum(seq):
    if not seq:
        return 0
    first, *rest = seq
    return first + rsum(rest)


def rmax(seq):
    first, *rest = seq
    if not rest:
        return first
    m = rmax(rest)
    return first if first > m else m


def rreverse(seq):
    if len(seq) <= 1:
        return list(seq)
    *init, last = seq
    return [last] + rreverse(init)


def flatten(x):
    if not isinstance(x, list):
        return [x]
    return [y for item in x for y in flatten(item)]


def merge(a, b):
    if not a or not b:
        return a + b
    (x, *xs), (y, *ys) = a, b
    return [x] + merge(xs, b) if x <= y else [y] + merge(a, ys)


def qsort(seq):
    if not seq:
        return []
    pivot, *rest = seq
    return qsort([x for x in rest if x < pivot]) + [pivot] + qsort([x for x in rest if x >= pivot])


def head_tail(seq):
    first, second, *middle, last = seq
    return first, second, middle, last


data = [5, 3, 8, 1, 9, 2, 7]
print(rsum(data), rmax(data), rreverse(data), qsort(data), merge([1, 4, 9], [2, 3, 10, 11]))
print(flatten([1, [2, [3, [4, [5]]]], [[6]], 7, []]))
print(head_tail(range(6)), head_tail("abc"))
a, *b = "x"
print(a, b)
*c, d = [1]
print(c, d)
(p, q), *r = [(1, 2), (3, 4), (5, 6)]
print(p, q, r)
try:
    x, y, *z = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    rmax([])
except ValueError as e:
    print("ValueError:", e)
print([*range(3), *"ab", *{"k": 1}], {**{"a": 1}, **{"b": 2, "a": 3}}, (*data[:2],))
