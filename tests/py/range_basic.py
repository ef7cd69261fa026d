# range: len, index, count, slicing, reversed, repr, in
r = range(10)
print(r, range(1, 10), range(0, 10, 3), range(5, -5, -2), range(0))
print(len(r), len(range(1, 10, 3)), len(range(10, 0, -3)), len(range(5, 5)), len(range(5, 0)))
print(list(range(5)), list(range(2, 8, 2)), list(range(8, 2, -2)), list(range(-3, 3)))
print(r[0], r[-1], r[3], range(5, 50, 5)[4], range(10, 0, -1)[-1])
print(r[2:5], r[::-1], r[::2], range(0, 20, 2)[1:4], range(10)[5:100])
print(list(r[2:5]), list(r[::-3]))
print(5 in r, 10 in r, -1 in r, 4 in range(0, 10, 2), 5 in range(0, 10, 2), 2.0 in r)
print(r.index(7), range(0, 30, 5).index(15), r.count(3), r.count(11))
print(list(reversed(range(5))), list(reversed(range(1, 10, 3))))
print(range(3) == range(3), range(0) == range(5, 2), range(0, 3) == range(0, 3, 1))
print(sum(range(101)), max(range(7)), min(range(3, 9)), sorted(range(3), reverse=True))
try:
    r[10]
except IndexError as e:
    print("IndexError:", e)
try:
    r.index(42)
except ValueError as e:
    print("ValueError:", e)
try:
    range(1, 2, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    range(1.5)
except TypeError as e:
    print("TypeError:", e)
big = range(10 ** 12)
print(len(big), big[-1], 10 ** 11 in big, big[10 ** 11])
print(range(0, 10, 3).start, range(0, 10, 3).stop, range(0, 10, 3).step)
for i in range(3, 0, -1):
    print("countdown", i)
