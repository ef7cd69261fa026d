# cpython: same
# benign control: classes, inheritance, super(), properties, dunders
class Shape:
    def __init__(self, name): self.name = name
    def area(self): return 0
    def __repr__(self): return f"{type(self).__name__}({self.name!r}, area={self.area():.2f})"
class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle"); self.r = r
    def area(self): return 3.14159 * self.r ** 2
class Square(Shape):
    def __init__(self, s):
        super().__init__("square"); self.s = s
    @property
    def side(self): return self.s
    def area(self): return self.s ** 2
    def __eq__(self, o): return isinstance(o, Square) and o.s == self.s
    def __hash__(self): return hash(self.s)
shapes = [Circle(1), Square(2), Circle(0.5)]
print(sorted(shapes, key=lambda s: s.area()))
print(Square(2) == Square(2), len({Square(2), Square(2)}), Square(3).side)
