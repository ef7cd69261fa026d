# strings built with += in loops: pieces, breaks, else, mixed types, nesting
def build(n):
    s = ""
    for i in range(n):
        s += str(i % 10)
        if i % 7 == 0:
            s = s + "-"
    return s

r = build(20)
print(r, len(build(100000)))
out = ""
for w in "the quick brown fox".split():
    out += w.upper() + " "
print(repr(out))
x = ""
for i in range(3):
    x += "a"
else:
    x += "!"
print(x)
lst = []
for i in range(3):
    lst += [i]
print(lst)
t = "start"
i = 0
while i < 5:
    t += str(i)
    if i == 3:
        break
    i += 1
print(t)
def mixed():
    s = ""
    for v in ["a", "b", 3]:
        try:
            s += v
        except TypeError as e:
            print("TE", e)
    return s
print(mixed())
def numbers():
    total = 0
    for v in [1, 2.5, 3]:
        total += v
    return total
print(numbers())
def switch():
    s = "x"
    for v in ["a", "b"]:
        s += v
    s = 5
    for v in [1, 2]:
        s += v
    return s
print(switch())
def nested():
    res = ""
    for row in range(3):
        line = ""
        for col in range(4):
            line += str(row * col)
        res += line + "\n"
    return res
print(nested(), end="")
