class Counter:
    total = 0
    def __init__(self, start=0):
        self.n = start
    def add(self, k=1):
        self.n += k
        Counter.total += k
        return self
c = Counter(5).add().add(k=3)
print(c.n, Counter.total)
