# super() in __init__ and methods, cooperative multiple inheritance
class Shape:
    def __init__(self, name):
        self.name = name
    def describe(self):
        return f"{self.name} with area {self.area():.2f}"
    def area(self):
        return 0.0
class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"
    def describe(self):
        return "SQUARE: " + super().describe()
for s in [Shape("blob"), Rect(2, 3), Square(4)]:
    print(s.describe())
class Logger:
    def __init__(self, **kw):
        self.log = ["Logger"]
        super().__init__(**kw)
class Store:
    def __init__(self, **kw):
        self.items = kw.get("items", [])
        super().__init__()
class App(Logger, Store):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("App")
app = App(items=[1, 2])
print(app.log, app.items, [c.__name__ for c in App.__mro__])
class Base:
    def greet(self):
        return "base"
class Child(Base):
    def greet(self):
        return super(Child, self).greet() + "+child"
print(Child().greet())
class Counter(dict):
    def __missing__(self, key):
        return 0
c = Counter(a=1)
print(c["a"], c["zz"], len(c))
class MyList(list):
    def append(self, x):
        super().append(x * 2)
ml = MyList([1])
ml.append(5)
print(ml, len(ml), isinstance(ml, list))
