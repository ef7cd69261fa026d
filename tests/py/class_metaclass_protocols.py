# a metaclass's __len__, __iter__, __contains__, __getitem__, __repr__, __str__ act on its
# classes; __class_getitem__ is an implicit classmethod
class Registry(type):
    def __iter__(cls):
        return iter(sorted(cls.items))
    def __len__(cls):
        return len(cls.items)
    def __getitem__(cls, key):
        return cls.items[key]
    def __repr__(cls):
        return f"<registry {cls.__name__} of {len(cls)}>"

class Colors(metaclass=Registry):
    items = {"red": 1, "green": 2, "blue": 3}

class Sizes(Colors):
    items = {"s": 1}

print(list(Colors), len(Colors), Colors["green"], "red" in Colors, "pink" in Colors)
print(repr(Colors), Sizes, [Colors, Sizes], f"{Sizes!r}")
print(len(Sizes), list(Sizes), type(Colors).__name__)

class Strs(type):
    def __str__(cls):
        return "class " + cls.__name__
    def __contains__(cls, x):
        return isinstance(x, int)
class S(metaclass=Strs):
    pass
print(str(S), f"{S}", 3 in S, "a" in S)
try:
    len(S)
except TypeError as e:
    print("TypeError:", e)
try:
    iter(S)
except TypeError as e:
    print("TypeError:", e)

class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{getattr(item, '__name__', item)}]"
class SubBox(Box):
    pass
print(Box[int], SubBox[str], Box["x"], Box.__class_getitem__(float))
print(list[int] == list[int])
try:
    len(list)
except TypeError as e:
    print("TypeError:", e)
