# breaking out of generator loops and resuming them later
def numbers():
    n = 0
    while True:
        n += 1
        yield n
gen = numbers()
for x in gen:
    if x > 3:
        break
    print("first loop", x)
for x in gen:
    print("second loop", x)
    if x >= 6:
        break
print(next(gen))
def finite():
    yield "a"
    yield "b"
    yield "c"
f = finite()
for v in f:
    print("got", v)
    break
print(list(f))
words = iter(["x", "STOP", "y", "z"])
before = []
for w in words:
    if w == "STOP":
        break
    before.append(w)
print(before, list(words))
