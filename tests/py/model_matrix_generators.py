# a model-style program: a Matrix class with @ and +, generators with yield from, collatz, keyed sorts, a nested walk
class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __add__(self, other):
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
    def __len__(self):
        return len(self.rows)
    def __iter__(self):
        return iter(self.rows)
A = Matrix([[1, 2], [3, 4]])
I = Matrix([[1, 0], [0, 1]])
print(A @ I == A, A @ A, A + I, A[1, 0], len(A), [sum(r) for r in A], A != I)
def fib_gen():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
from itertools import islice, takewhile
print(list(islice(fib_gen(), 10)), list(takewhile(lambda x: x < 50, fib_gen())))
def flatten(x):
    for item in x:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, (3, [4, 5])], [[6]]])))
memo = {}
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
best = max(range(1, 10000), key=collatz)
print(best, collatz(best))
words = ["apple", "Banana", "cherry", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), min(words, key=lambda w: w[-1]))
nested = {"a": {"b": {"c": 1}}, "x": [1, {"y": 2}]}
def walk(d, path=""):
    if isinstance(d, dict):
        for k, v in d.items():
            yield from walk(v, f"{path}.{k}" if path else k)
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, d
print(list(walk(nested)))
