# Custom iterators for number sequences: a range-like class, a prime iterator, a peekable wrapper, islice use
from itertools import islice, takewhile


class FloatRange:
    def __init__(self, start, stop, step):
        self.start, self.stop, self.step = start, stop, step

    def __iter__(self):
        i = 0
        while True:
            x = self.start + i * self.step
            if (self.step > 0 and x >= self.stop) or (self.step < 0 and x <= self.stop):
                return
            yield round(x, 10)
            i += 1

    def __len__(self):
        return sum(1 for _ in self)


class Primes:
    def __init__(self):
        self.found = []
        self.candidate = 1

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            self.candidate += 1
            if all(self.candidate % p for p in takewhile(lambda p: p * p <= self.candidate, self.found)):
                self.found.append(self.candidate)
                return self.candidate


class Peekable:
    _EMPTY = object()

    def __init__(self, it):
        self.it = iter(it)
        self.buf = self._EMPTY

    def __iter__(self):
        return self

    def peek(self, default=None):
        if self.buf is self._EMPTY:
            try:
                self.buf = next(self.it)
            except StopIteration:
                return default
        return self.buf

    def __next__(self):
        if self.buf is not self._EMPTY:
            x, self.buf = self.buf, self._EMPTY
            return x
        return next(self.it)


print(list(FloatRange(0, 1, 0.1)), len(FloatRange(1, 0, -0.25)), list(FloatRange(0, 0, 1)))
p = Primes()
print(list(islice(p, 15)), next(p), p.found[-3:])
print(sum(islice(Primes(), 1000)))
pk = Peekable([1, 2, 2, 3, 3, 3, 4])
runs = []
for x in pk:
    n = 1
    while pk.peek() == x:
        next(pk)
        n += 1
    runs.append((x, n))
print(runs, pk.peek("end"))
it = iter([10, 20, 30])
print(next(it), list(it), next(it, "done"), list(zip(Primes(), "abc")))
