# iterator protocol vs generators: a Fibonacci iterable class, a paginator, lazy file-like reader
import itertools

class Fibonacci:
    def __init__(self, limit=None):
        self.limit = limit
    def __iter__(self):
        a, b, n = 0, 1, 0
        while self.limit is None or n < self.limit:
            yield a
            a, b, n = b, a + b, n + 1

class Paginator:
    def __init__(self, items, per_page):
        self.items, self.per_page = list(items), per_page
    def __len__(self):
        return -(-len(self.items) // self.per_page)
    def __getitem__(self, page):
        if not 0 <= page < len(self):
            raise IndexError(f"page {page} out of range")
        start = page * self.per_page
        return self.items[start:start + self.per_page]
    def __iter__(self):
        for p in range(len(self)):
            yield self[p]

class LineReader:
    def __init__(self, text):
        self._lines = text.splitlines()
        self._pos = 0
    def __iter__(self):
        return self
    def __next__(self):
        while self._pos < len(self._lines):
            line = self._lines[self._pos].strip()
            self._pos += 1
            if line and not line.startswith("#"):
                return line
        raise StopIteration

print(list(Fibonacci(10)), list(itertools.islice(Fibonacci(), 15, 18)))
print(sum(Fibonacci(20)), max(Fibonacci(12)), 21 in Fibonacci(10))
pg = Paginator(range(1, 12), 4)
print(len(pg), pg[0], pg[2], list(pg))
try:
    pg[3]
except IndexError as e:
    print("IndexError:", e)
reader = LineReader("# header\nalpha\n\n  beta  \n# skip\ngamma\n")
print(next(reader), list(reader), list(reader))
evens = (n for n in Fibonacci(30) if n % 2 == 0)
print(next(evens), next(evens), list(itertools.islice(evens, 3)))
print(dict(enumerate(Paginator("abcdefg", 3))))
