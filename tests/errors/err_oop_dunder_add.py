# a TypeError from an operator with no matching dunder on a user class
class Vector:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        return Vector(self.x + other.x, self.y + other.y)

    def __repr__(self):
        return f"Vector({self.x}, {self.y})"


def total(vectors):
    result = vectors[0]
    for v in vectors[1:]:
        result = result + v
    return result


print(total([Vector(1, 2), Vector(3, 4)]))
print(total([Vector(1, 2), 5]))
