# __match_args__ names fewer attributes than the pattern has positional sub-patterns
class Point:
    __match_args__ = ("x",)

    def __init__(self, x, y):
        self.x, self.y = x, y


def where(p):
    match p:
        case (0, 0):
            return "origin tuple"
        case Point(0,
                   y):
            return "on the axis"
    return "elsewhere"


print(where((0, 0)))
print(where("p"))
print(where(Point(1, 2)))
