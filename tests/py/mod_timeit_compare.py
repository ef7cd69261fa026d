# Comparing two implementations with timeit, printing only what ran (times vary).
import timeit


def concat_plus(n):
    s = ""
    for i in range(n):
        s += str(i)
    return s


def concat_join(n):
    return "".join(str(i) for i in range(n))


assert concat_plus(50) == concat_join(50)
results = {}
for fn in (concat_plus, concat_join):
    t = timeit.timeit(lambda: fn(200), number=20)
    results[fn.__name__] = t
    print(f"{fn.__name__}: ran, float={isinstance(t, float)}, positive={t > 0}")
print(sorted(results))

t = timeit.timeit("concat_join(100)", globals=globals(), number=10)
print("string stmt with globals:", t >= 0)
t = timeit.timeit("d[k]", setup="d = {i: i for i in range(100)}; k = 50", number=1000)
print("setup string:", t >= 0)
times = timeit.repeat("sorted(data)", setup="import random\nrandom.seed(1)\ndata = [random.random() for _ in range(100)]",
                      repeat=3, number=10)
print("repeat:", len(times), min(times) <= max(times))

counter = []
timer = timeit.Timer(stmt=lambda: counter.append(None), setup=lambda: counter.append("setup"))
timer.timeit(number=5)
print(counter.count(None), counter.count("setup"))
print(len(timer.repeat(repeat=2, number=3)), counter.count(None), counter.count("setup"))
number, taken = timeit.Timer("x = 1 + 1").autorange()
print("autorange:", number >= 1, taken >= 0.2, str(number).strip("125").strip("0") == "")

steps = []
timeit.Timer("pass").autorange(callback=lambda n, t: steps.append(n))
print(steps[:3])

multi = """
total = 0
for k in range(10):
    total += k * k
"""
print(timeit.timeit(multi, number=5) >= 0)

try:
    timeit.timeit("concat_join(3)", number=1)
except NameError as e:
    print("NameError:", e)
try:
    timeit.timeit("x = (", number=1)
except SyntaxError:
    print("SyntaxError")
for bad in [(42, "pass"), ("pass", 3.5)]:
    try:
        timeit.Timer(*bad)
    except ValueError as e:
        print("ValueError:", e)
print(timeit.Timer("a = 1", "b = 2").src)
import time
print(timeit.default_timer is time.perf_counter, timeit.Timer(lambda: 0).src)
fake = iter(range(0, 1000, 7))
print(timeit.Timer("pass", timer=lambda: next(fake)).timeit(number=3))
# without globals= the statement sees the timeit module's own globals, not the program's
print(timeit.timeit("time.perf_counter(); itertools.count; Timer", number=3) > 0)
try:
    timeit.timeit("math.pi", number=1)
except NameError as e:
    print("NameError:", e)
