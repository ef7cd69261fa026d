# StopIteration is not an error inside for, but an exception from __next__ is
class Countdown:
    def __init__(self, start):
        self.n = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        if self.n == 2:
            raise RuntimeError("sensor glitch at 2")
        return self.n


print(list(Countdown(2)))
for value in Countdown(5):
    print("tick", value)
