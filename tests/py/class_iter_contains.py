# container classes with __iter__, __contains__, __len__, __getitem__ and __call__
class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __iter__(self):
        return iter(self.items)
    def __len__(self):
        return len(self.items)
    def __contains__(self, x):
        print("contains called for", x)
        return x in self.items
    def __getitem__(self, i):
        return self.items[i]
    def __call__(self, x):
        self.items.append(x)
        return self
b = Bag(3, 1, 2)
print(len(b), list(b), sorted(b), sum(b), max(b), 2 in b, 9 in b)
b(7)(8)
print(b[-1], b[1:3], list(reversed(b.items)), [x * 2 for x in b])
print(dict.fromkeys(b, 0), set(b) == {1, 2, 3, 7, 8}, tuple(b))
a, *rest = b
print(a, rest)
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, pos):
        r, c = pos
        return self.rows[r][c]
    def __setitem__(self, pos, v):
        r, c = pos
        self.rows[r][c] = v
m = Matrix([[1, 2], [3, 4]])
m[0, 1] = 20
print(m[0, 1], m[1, 0], m.rows)
