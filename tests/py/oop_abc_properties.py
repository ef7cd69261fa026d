# abstract properties and classmethods, partial implementations, register() virtual subclasses
from abc import ABC, abstractmethod

class Vehicle(ABC):
    def __init__(self, make, model):
        self.make, self.model = make, model

    @property
    @abstractmethod
    def wheels(self):
        ...

    @abstractmethod
    def max_speed(self):
        ...

    @classmethod
    @abstractmethod
    def category(cls):
        ...

    def summary(self):
        return f"{self.make} {self.model}: {self.wheels} wheels, {self.max_speed()} km/h ({self.category()})"

class Car(Vehicle):
    wheels = 4
    def max_speed(self):
        return 180
    @classmethod
    def category(cls):
        return "car"

class Bike(Vehicle):
    @property
    def wheels(self):
        return 2
    def max_speed(self):
        return 40
    @classmethod
    def category(cls):
        return "bicycle"

class Sketchy(Vehicle):
    wheels = 3
    def max_speed(self):
        return 60

for v in (Car("VW", "Golf"), Bike("Trek", "FX")):
    print(v.summary())
for cls in (Vehicle, Sketchy):
    try:
        cls("x", "y")
    except TypeError as e:
        print("TypeError:", e)
print(sorted(Sketchy.__abstractmethods__), Car.__abstractmethods__ == frozenset())

class Drawable(ABC):
    @abstractmethod
    def draw(self): ...

class Legacy:
    def draw(self):
        return "legacy drawing"

Drawable.register(Legacy)
print(isinstance(Legacy(), Drawable), issubclass(Legacy, Drawable), Legacy().draw())
print(isinstance(Car("a", "b"), Vehicle), issubclass(Bike, ABC))
