# error raised in __init__ while constructing objects in a comprehension-free loop
class Point:
    def __init__(self, x, y):
        self.x = float(x)
        self.y = float(y)

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


raw = [("1", "2"), ("3.5", "4"), ("5", "six")]
points = []
for x, y in raw:
    points.append(Point(x, y))
    print(points[-1])
