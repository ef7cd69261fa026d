# generator cleanup: finally blocks run on close(), on exhaustion, on break in a for loop; GeneratorExit
log = []

def resource(name, n):
    log.append(f"open {name}")
    try:
        for i in range(n):
            yield f"{name}{i}"
    finally:
        log.append(f"close {name}")

for item in resource("a", 3):
    log.append(item)
g = resource("b", 5)
log.append(next(g))
g.close()
for item in resource("c", 5):
    if item == "c1":
        break
log.append("after break")
print(log)

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "refuse"
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)

def counting():
    total = 0
    try:
        while True:
            total += yield
    except GeneratorExit:
        print("closing with total", total)
c = counting()
next(c)
for v in (1, 2, 3):
    c.send(v)
c.close()
c.close()
print("done")
