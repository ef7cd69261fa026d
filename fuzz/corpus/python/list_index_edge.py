# negative indices, index() with ranges, pop/insert at edges
a = ["a", "b", "c", "b", "a"]
print(a[-1], a[-5], a.index("b"), a.index("b", 2), a.index("a", 1, 5), a.index("a", -2))
try:
    a.index("c", 3)
except ValueError as e:
    print("ValueError:", e)
a[-1] = "z"
a[-5] = "y"
print(a)
print(a.pop(-1), a.pop(-4), a)
a.insert(-1, "ins")
a.insert(0, "front")
a.insert(len(a), "back")
print(a)
b = [1, 2, 3]
b[len(b) - 1] += 10
b[-3] *= 5
print(b)
try:
    b[-4] = 0
except IndexError as e:
    print("IndexError:", e)
try:
    b[3]
except IndexError as e:
    print("IndexError:", e)
c = []
c.insert(5, "x")
c.insert(-5, "y")
print(c)
