# x ** 2 calls __pow__ (not __mul__) for objects; numbers, big ints, bools still square
class P:
    def __pow__(self, e, mod=None):
        return ("pow", e, mod)
    def __rpow__(self, b):
        return ("rpow", b)
    def __mul__(self, o):
        return "mul"
p = P()
print(p ** 2, p ** 3, 2 ** p, pow(p, 2), pow(p, 2, 5))
print(3 ** 2, 2.5 ** 2, (-4) ** 2, True ** 2, (2 ** 40) ** 2, (10 ** 20) ** 2, (-0.0) ** 2)
for bad in ("ab", [1], None):
    try:
        bad ** 2
    except TypeError as e:
        print("TypeError:", e)
xs = [1.5, 2, 3]
print([x ** 2 for x in xs], sum(x ** 2 for x in xs))
