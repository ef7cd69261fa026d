# isinstance with tuples, bool is int, and type() printing
print(type(1), type(1.0), type("s"), type(True), type(None), type([]), type(()), type({}), type(set()))
print(type(range(1)), type(len), type(lambda: 0).__name__, type(type), type(frozenset()))
print(type(5) == int, type(5) is int, type(True) == int, type(True) is bool)
print(isinstance(5, int), isinstance(True, int), isinstance(True, bool), isinstance(5, bool))
print(isinstance(5.0, (int, float)), isinstance("s", (int, list)), isinstance([], (list, tuple)))
print(isinstance(None, type(None)), isinstance(int, type), isinstance(3, object), isinstance("x", str))
print(issubclass(bool, int), issubclass(int, object), issubclass(int, (str, float)), issubclass(list, list))
class A: pass
class B(A): pass
b = B()
print(type(b).__name__, isinstance(b, A), isinstance(b, B), type(b) is A, issubclass(B, A), issubclass(A, B))
print(type(b) == B, isinstance(A(), B), type(A()).__name__, A.__name__)
print(str(type(b)).startswith("<class '"), str(type(b)).endswith("B'>"))
def kind(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, (float, complex)):
        return "number"
    if isinstance(x, (list, tuple)):
        return "sequence"
    return type(x).__name__
print([kind(v) for v in [True, 3, 2.5, [1], (1,), "s", {}, None]])
print(type("a")("b"), type(3)("4") + 1, type([1])((2, 3)))
try:
    isinstance(1, "int")
except TypeError as e:
    print("TypeError:", e)
