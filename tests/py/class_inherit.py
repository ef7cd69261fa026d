# inheritance, overriding and method resolution
class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} says {self.sound}"
    def kind(self):
        return "animal"
class Cat(Animal):
    sound = "meow"
class Lion(Cat):
    sound = "roar"
    def kind(self):
        return "big " + super().kind()
class Robot:
    def speak(self):
        return "beep"
for a in [Animal("generic"), Cat("Tom"), Lion("Leo")]:
    print(a.speak(), a.kind(), type(a).__name__)
print(isinstance(Lion("x"), Animal), issubclass(Lion, Cat), issubclass(Cat, Lion))
print([c.__name__ for c in Lion.__mro__])
class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B" + super().who()
class C(A):
    def who(self):
        return "C" + super().who()
class D(B, C):
    def who(self):
        return "D" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])
class Base:
    def template(self):
        return f"[{self.hook()}]"
    def hook(self):
        return "base"
class Derived(Base):
    def hook(self):
        return "derived"
print(Base().template(), Derived().template())
print(Lion.__bases__[0].__name__, Animal.__bases__[0].__name__)
