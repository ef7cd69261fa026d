# for loops over lists, tuples and strs: mutation while iterating, subclasses, empty ones
class L(list):
    def __iter__(self):
        yield from reversed(list(list.__iter__(self)))

xs = [1, 2, 3]
out = []
for x in xs:
    out.append(x)
    if x < 3:
        xs.append(x + 10)
print(out, xs)

ys = [5, 6, 7, 8]
for y in ys:
    if y == 6:
        ys.remove(y)
    out.append(y)
print(out)

print([v for v in L([1, 2, 3])])
for v in L("abc"):
    print(v, end=" ")
print()

for ch in "":
    print("never")
for t in ():
    print("never")
for t in []:
    print("never")
else:
    print("empty else")

s = "héllo wörld"
print([c for c in s][:6], sum(1 for c in s if c in "aeiouö"))
word = "mississippi"
counts = {}
for c in word:
    counts[c] = counts.get(c, 0) + 1
print(counts)

class T(tuple):
    pass

for a, b in T(((1, 2), (3, 4))):
    print(a + b, end=" ")
print()

grid = [[1, 2], [3, 4]]
for row in grid:
    for cell in row:
        row.append(cell) if len(row) < 4 else None
print(grid)
it = iter([1, 2, 3])
for a in it:
    for b in it:
        print(a, b)
