# objects: attribute access and method calls
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def dot(self, o):
        return self.x * o.x + self.y * o.y
acc = Vec(0, 0)
total = 0
for i in range(300000):
    v = Vec(i, i + 1)
    acc = acc.add(v)
    total += v.dot(acc) % 1000
print(acc.x, acc.y, total)
