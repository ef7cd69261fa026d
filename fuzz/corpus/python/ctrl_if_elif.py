# if / elif / else chains and truthiness
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"
for n in [-5, 0, 3, 42, 1000]:
    print(n, classify(n))
for v in [0, 1, "", "a", [], [0], {}, None, 0.0, -0.0, 0.1, (), range(0)]:
    if v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
x = 5
if x > 3: print("one-line if")
if x > 10:
    pass
elif x > 4:
    print("elif taken")
if not x == 4 and x != 6 or False:
    print("combined")
y = "big" if x > 3 else "small"
print(y)
if (n := len("walrus")) > 3:
    print("walrus", n)
