# sets built by add() of ints, tuples, then a str: CPython's table order for numbers and tuples
s = set()
for i in (40, 7, 1000003, -5, 7, 2 ** 40, 33):
    s.add(i)
print(s, len(s))
t = set()
for p in ((1, 2), (0, 0), (5, -3), (1, 2), (300, 1)):
    t.add(p)
print(t, (0, 0) in t, (9, 9) in t)
u = {3, 1, 2}
u.add("word")
u.add(4)
print(len(u), sorted(map(str, u)))
f = frozenset(x * 37 % 101 for x in range(20))
print(f)
evens = set()
for n in range(0, 60, 2):
    evens.add(n)
evens.discard(10)
evens.add(10)
evens.add(61)
print(evens, evens & {61, 10, 11}, {n for n in range(30, 0, -3)} - evens)
seen = set()
dups = [x for x in [5, 3, 5, 9, 3, 1] if x in seen or seen.add(x)]
print(dups, seen)
