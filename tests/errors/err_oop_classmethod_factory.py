# a ValueError from inside a classmethod alternative constructor called in a loop
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    @classmethod
    def parse(cls, text):
        x, y = text.split(",")
        return cls(float(x), float(y))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


rows = ["1,2", "3.5,4", "5;6"]
points = []
for row in rows:
    points.append(Point.parse(row))
    print(points)
