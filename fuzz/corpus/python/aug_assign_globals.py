# augmented assignment on globals, in loops and in nested functions
total = 0
def add(n):
    global total
    total += n
for i in range(5):
    add(i)
print(total)
acc = []
def extend(xs):
    acc.extend(xs)
    acc += [0]
try:
    extend([1, 2])
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
print(acc)
def make():
    n = 0
    def step(k):
        nonlocal n
        n += k
        n *= 2
        return n
    return step
s = make()
print(s(1), s(1), s(0))
counts = {"a": 0}
def bump(key):
    counts[key] += 1
bump("a"); bump("a")
print(counts)
