# cpython: same
# benign control: closures, late binding, nonlocal, global
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c = counter(); c(); print(c())
total = 0
def add(x):
    global total
    total += x
add(5); add(6); print(total)
