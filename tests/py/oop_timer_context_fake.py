# a timing context manager and decorator driven by an injectable fake clock (deterministic)
import functools

class FakeClock:
    def __init__(self):
        self.now = 0.0
    def __call__(self):
        return self.now
    def tick(self, dt):
        self.now += dt

class Timer:
    def __init__(self, label, clock, log):
        self.label, self.clock, self.log = label, clock, log
        self.elapsed = None
    def __enter__(self):
        self.start = self.clock()
        return self
    def __exit__(self, exc_type, exc, tb):
        self.elapsed = self.clock() - self.start
        status = "failed" if exc_type else "ok"
        self.log.append(f"{self.label}: {self.elapsed:.1f}s ({status})")
        return False
    def __call__(self, func):
        @functools.wraps(func)
        def wrapper(*a, **kw):
            with Timer(func.__name__, self.clock, self.log):
                return func(*a, **kw)
        return wrapper

clock, log = FakeClock(), []
with Timer("setup", clock, log) as t:
    clock.tick(1.5)
print(t.elapsed)

@Timer("unused label", clock, log)
def work(n):
    clock.tick(n * 0.5)
    if n > 3:
        raise ValueError("too much work")
    return n * 2

print(work(2), work(3))
try:
    work(5)
except ValueError as e:
    print("ValueError:", e)
with Timer("outer", clock, log):
    clock.tick(1)
    with Timer("inner", clock, log):
        clock.tick(2)
print("\n".join(log))
