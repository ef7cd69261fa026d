# classes: __init__, attributes, methods, class attributes
class Dog:
    species = "canis"
    count = 0
    def __init__(self, name, age=1):
        self.name = name
        self.age = age
        Dog.count += 1
    def bark(self):
        return f"{self.name} says woof"
    def birthday(self):
        self.age += 1
        return self
d1 = Dog("Rex", 3)
d2 = Dog("Fido")
print(d1.bark(), d2.bark(), d1.age, d2.age)
print(d1.birthday().birthday().age, Dog.count, d1.species, Dog.species)
d1.species = "custom"
print(d1.species, d2.species, Dog.species)
Dog.species = "wolf"
print(d1.species, d2.species)
d2.nickname = "F"
print(d2.nickname, hasattr(d1, "nickname"), hasattr(d2, "nickname"))
print(getattr(d1, "name"), getattr(d1, "missing", "dflt"))
setattr(d1, "age", 10)
print(d1.age)
try:
    d1.missing
except AttributeError as e:
    print("AttributeError:", e)
m = d1.bark
print(m())
print(Dog.bark(d2), type(d1).__name__, isinstance(d1, Dog))
class Point:
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def dist2(self, other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2
p, q = Point(1, 2), Point(4, 6)
print(p.dist2(q), Point().x, vars(p))
delattr(p, "y")
print(hasattr(p, "y"), p.__dict__)
class Empty:
    pass
e = Empty()
e.x = 1
print(e.x, Empty.__name__)
