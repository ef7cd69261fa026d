# ABC.register makes a virtual subclass; __abstractmethods__ lists what is still abstract
from abc import ABC, ABCMeta, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def name(self): ...
class Half(Shape):
    def area(self):
        return 1
class Full(Half):
    def name(self):
        return "full"
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__), Full.__abstractmethods__)
class Legacy:
    def area(self):
        return 0
print(Shape.register(Legacy) is Legacy)
print(isinstance(Legacy(), Shape), issubclass(Legacy, Shape), issubclass(Legacy, ABC))
print([c.__name__ for c in Legacy.__mro__], hasattr(Legacy, "name"))
class SubLegacy(Legacy):
    pass
print(issubclass(SubLegacy, Shape), isinstance(SubLegacy(), (int, Shape)), issubclass(Full, Legacy))
class Plugin(metaclass=ABCMeta):
    pass
@Plugin.register
class Thing:
    pass
print(isinstance(Thing(), Plugin), Plugin.__abstractmethods__, type(Plugin).__name__)
try:
    Shape.register(5)
except TypeError as e:
    print("TypeError:", e)
try:
    Legacy.__abstractmethods__
except AttributeError as e:
    print("AttributeError:", e)
