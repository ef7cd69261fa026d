# abc: abstract methods block instantiation until implemented
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self):
        pass
    @abstractmethod
    def name(self):
        pass
    def describe(self):
        return self.name() + " with area " + str(self.area())
class Half(Shape):
    def area(self):
        return 1
class Square(Half):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    def name(self):
        return "square"
for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
sq = Square(3)
print(sq.describe(), isinstance(sq, Shape), issubclass(Square, ABC))
class Plain(ABC):
    def ok(self):
        return "fine"
print(Plain().ok())
