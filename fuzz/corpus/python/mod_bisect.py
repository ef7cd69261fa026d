# bisect in use
import bisect
a = [1, 3, 3, 3, 7, 9]
print(bisect.bisect_left(a, 3), bisect.bisect_right(a, 3), bisect.bisect(a, 3), bisect.bisect_left(a, 0), bisect.bisect(a, 10))
bisect.insort(a, 5); bisect.insort_left(a, 3); bisect.insort_right(a, 100)
print(a)
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60]])
def index_of(xs, x):
    i = bisect.bisect_left(xs, x)
    return i if i < len(xs) and xs[i] == x else -1
print(index_of(a, 7), index_of(a, 8))
print(bisect.bisect_left([1, 2, 3, 4], 3, 0, 2), bisect.bisect_left(["a", "c"], "b"))
pairs = [(1, "a"), (3, "c")]
bisect.insort(pairs, (2, "b"))
print(pairs, bisect.bisect_left([10, 20, 30], 25, key=None))
