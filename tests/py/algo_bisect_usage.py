# bisect module: grades, insort, counting in ranges, key= parameter
import bisect


def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]


print([grade(s) for s in (33, 99, 77, 70, 89, 90, 100, 59, 60)])
a = []
for x in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    bisect.insort(a, x)
print(a)
print(bisect.bisect_left(a, 5), bisect.bisect_right(a, 5), bisect.bisect(a, 5))


def count_in_range(a, lo, hi):
    return bisect.bisect_right(a, hi) - bisect.bisect_left(a, lo)


print(count_in_range(a, 2, 5), count_in_range(a, 7, 8), count_in_range(a, 0, 100))
print(bisect.bisect_left(a, 5, 0, 4), bisect.bisect_right(a, 1, 3))

people = [("ann", 21), ("bob", 25), ("cid", 30), ("dee", 41)]
ages = [p[1] for p in people]
i = bisect.bisect_left(ages, 28)
print("first older than 28:", people[i])
print(bisect.bisect_left(people, 30, key=lambda p: p[1]))
bisect.insort(people, ("eve", 27), key=lambda p: p[1])
print(people)
bisect.insort_left(a, 5)
bisect.insort_right(a, 0)
print(a)
times = [1.5, 2.25, 3.0, 4.75]
print([bisect.bisect(times, t) for t in (0, 1.5, 2.0, 5)])
try:
    bisect.bisect_left(a, 3, -1)
except ValueError as e:
    print("ValueError:", e)
