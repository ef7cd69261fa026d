# function factories and closures vs classes: counters, rate tracking, memo with nonlocal state
def make_tracker():
    history = []
    total = 0
    def track(amount):
        nonlocal total
        total += amount
        history.append(total)
        return total
    def stats():
        return {"count": len(history), "total": total, "max": max(history, default=0)}
    track.stats = stats
    return track

t = make_tracker()
for x in (5, -2, 10, 3):
    t(x)
print(t.stats())

class Tracker:
    def __init__(self):
        self.history, self.total = [], 0
    def __call__(self, amount):
        self.total += amount
        self.history.append(self.total)
        return self.total
ct = Tracker()
print([ct(x) for x in (5, -2, 10, 3)], ct.total)

def make_multipliers():
    return [lambda x, i=i: x * i for i in range(1, 4)]
print([m(10) for m in make_multipliers()])

def once(func):
    called = False
    result = None
    def wrapper(*a):
        nonlocal called, result
        if not called:
            called, result = True, func(*a)
        return result
    return wrapper

@once
def init(x):
    print("  init running with", x)
    return x * 2
print(init(21), init(99), init(0))

def counter_gen():
    count = 0
    def inc(by=1):
        nonlocal count
        count += by
        return count
    def dec(by=1):
        nonlocal count
        count -= by
        return count
    return inc, dec
inc, dec = counter_gen()
print(inc(), inc(5), dec(2), inc())
def outer():
    x = 1
    def read():
        return x
    x = 2
    return read
print(outer()())
