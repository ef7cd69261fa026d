# canary: id() values are small stable numbers, not host addresses
a, b = object(), object()
print(type(id(a)).__name__, id(a) != id(b), id(a) == id(a))
print(hex(id(a))[:6])
