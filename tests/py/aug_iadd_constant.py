# `x += 1` (a number constant) calls an object's __iadd__/__isub__, not __add__
class Count:
    def __init__(self):
        self.n = 0
    def __add__(self, k):
        print("__add__")
        return self.n + k
    def __iadd__(self, k):
        print("__iadd__", k)
        self.n += k
        return self
    def __isub__(self, k):
        self.n -= k
        return self
c = Count()
alias = c
c += 1
c += 2.5
c -= 1
print(c is alias, c.n)
n, f, big = 5, 1.5, 2 ** 63 - 1
n += 1; f += 1; big += 1; n -= 10
print(n, f, big)
try:
    s = "a"
    s += 1
except TypeError as e:
    print("TypeError:", e)
lst = [1]
lst += [2]
print(lst)
