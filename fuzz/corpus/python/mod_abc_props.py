# abc: abstract properties, classmethods and partial implementations
from abc import ABC, abstractmethod
class Animal(ABC):
    @property
    @abstractmethod
    def sound(self):
        ...
    @classmethod
    @abstractmethod
    def kind(cls):
        ...
    def speak(self):
        return type(self).__name__ + " says " + self.sound
class Dog(Animal):
    @property
    def sound(self):
        return "woof"
    @classmethod
    def kind(cls):
        return "mammal"
class Mute(Animal):
    @classmethod
    def kind(cls):
        return "?"
print(Dog().speak(), Dog.kind())
try:
    Mute()
except TypeError as e:
    print("TypeError:", e)
try:
    Animal()
except TypeError as e:
    print("TypeError:", e)
