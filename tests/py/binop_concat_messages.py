# a sequence's concatenation refuses the other operand with CPython's words, also in +=
for a, b in [("s", 1), ([1], (2,)), ((1,), [2]), (1, "s"), ([1], None), ("a", [1])]:
    try:
        a + b
    except TypeError as e:
        print(e)
    x = a
    try:
        x += b
    except TypeError as e:
        print("aug", e)
k = 3
s = "ab"
try:
    s += k
except TypeError as e:
    print("TE", e)
class R:
    def __radd__(self, other):
        return "radd " + repr(other)
print("s" + R(), [1] + R())
s = "x"
s += R()
print(s)
