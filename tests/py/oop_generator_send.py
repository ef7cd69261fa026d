# generator send(), throw(), close(), yield from with return values, running averages
def running_average():
    total, count, avg = 0.0, 0, None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return count

avg = running_average()
print(next(avg))
for v in (10, 20, 30, 40):
    print("avg:", avg.send(v))
try:
    avg.send(None)
except StopIteration as e:
    print("finished after", e.value, "values")

def subtask(name, n):
    for i in range(n):
        yield f"{name}.{i}"
    return f"{name} done"

def task():
    results = []
    results.append((yield from subtask("a", 2)))
    results.append((yield from subtask("b", 3)))
    return results

g = task()
steps = []
try:
    while True:
        steps.append(next(g))
except StopIteration as e:
    print(steps, e.value)

def resilient():
    while True:
        try:
            x = yield
            print("  got", x)
        except ValueError as e:
            print("  handled", e)
        except GeneratorExit:
            print("  closing")
            raise

r = resilient()
next(r)
r.send(1)
r.throw(ValueError("bad input"))
r.send(2)
r.close()
print("closed")
try:
    r.send(3)
except StopIteration:
    print("StopIteration after close")

def accumulate():
    total = 0
    while True:
        x = yield total
        total += x
acc = accumulate()
next(acc)
print([acc.send(i) for i in range(1, 6)])
