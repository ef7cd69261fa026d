class Rectangle:
    def __init__(self, width, height):
        self.width = width
        self.height = height

    def scale(self, factor):
        return Rectangle(self.width * factor, self.height * factor)

r = Rectangle(2, 3).scale(2)
print(r.width, r.height)
square = Rectangle(5)
