# list/tuple + and list += in their forms: exact types, subclasses, mixed, self, errors
a, b = [1, 2], [3]
print(a + b, b + a, a + [], [] + [], (1,) + (2, 3), () + (), a + a)
c = a
c += b
print(a, c is a)
c += (9, 8)
print(a)
c += c
print(a, len(a))
c += "xy"
print(a)
c += range(2)
print(a)
class L(list):
    def __add__(self, o):
        return "L.add"
    def __iadd__(self, o):
        return "L.iadd"
class M(list):
    def __radd__(self, o):
        return "M.radd"
class It(list):
    def __iter__(self):
        return iter(["it"])
x = L([1])
print(x + [2], [2] + x, type([2] + M([1])), [0] + M([5]))
y = L([1]); y += [2]; print(y)
z = [0]; z += It([1, 2]); print(z)
t = (1, 2); t += (3,); print(t)
class T(tuple): pass
print(type(T((1,)) + (2,)), (1,) + T((2,)), type((1,) + T((2,))))
for bad in [("[1] + (2,)", lambda: [1] + (2,)), ("(1,) + [2]", lambda: (1,) + [2]),
            ("[1] + 'a'", lambda: [1] + "a"), ("[1] + None", lambda: [1] + None)]:
    try:
        bad[1]()
    except TypeError as e:
        print(bad[0], "TypeError", e)
try:
    q = [1]
    q += 5
except TypeError as e:
    print("TypeError", e)
