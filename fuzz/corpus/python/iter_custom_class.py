# classes implementing the iterator protocol
class Countdown:
    def __init__(self, start):
        self.n = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)))
c = Countdown(2)
print(next(c), next(c), next(c, "done"))
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1
r = Range2(3)
print(list(r), list(r), sum(r), 2 in r, sorted(r, reverse=True))
for a, b in zip(Range2(2), Countdown(5)):
    print(a, b)
print(dict(enumerate(Range2(2))), max(Range2(4)), tuple(Countdown(2)))
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
print(list(Seq()), 20 in Seq())
