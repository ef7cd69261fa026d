class Config:
    _instance = None
    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            print("creating instance")
            cls._instance = super().__new__(cls)
            cls._instance.settings = {}
        return cls._instance
    def __init__(self, **kw):
        self.settings.update(kw)
a = Config(debug=True)
b = Config(level=3)
print(a is b, a.settings)
class Point:
    __slots__ = ("x", "y")
    def __new__(cls, x, y):
        obj = super().__new__(cls)
        obj.x, obj.y = x, y
        return obj
    def __init__(self, x, y):
        pass
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
print(Point(1, 2), Point.__slots__)
class UpperStr(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
    def shout(self):
        return self + "!"
u = UpperStr("hello")
print(u, repr(u), u.shout(), len(u), u.lower(), type(u.lower()).__name__, isinstance(u, str), u == "HELLO")
class Celsius(float):
    def __new__(cls, v):
        if v < -273.15:
            raise ValueError("too cold")
        return super().__new__(cls, v)
    def __repr__(self):
        return f"{float(self):.1f}°C"
t = Celsius(21.5)
print(t, repr(t), t + 1, type(t + 1).__name__, [t], f"{t:.3f}", str(t))
try:
    Celsius(-300)
except ValueError as e:
    print("ValueError:", e)
class Counter(int):
    def __add__(self, other):
        return Counter(int(self) + other)
    def __repr__(self):
        return f"Counter({int(self)})"
c = Counter(5) + 3
print(c, repr(c), c * 2, type(c * 2).__name__, sum([Counter(1), Counter(2)]), 3 + c)
class Stack(list):
    def push(self, x):
        self.append(x)
        return self
    def peek(self):
        return self[-1]
s = Stack([1]).push(2).push(3)
print(s, s.peek(), len(s), type(s[:2]).__name__, s + [4], type(s + [4]).__name__, repr(s))
class Registry(dict):
    def __missing__(self, key):
        return f"<no {key}>"
r = Registry(a=1)
print(r["a"], r["zz"], r.get("zz"), "zz" in r, r)
