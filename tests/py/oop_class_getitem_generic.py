# __class_getitem__ for a typed container factory: Box[int] creates a validating subclass, cached
class Box:
    _cache = {}
    item_type = object

    def __class_getitem__(cls, item_type):
        key = (cls, item_type)
        if key not in cls._cache:
            name = f"{cls.__name__}[{item_type.__name__}]"
            cls._cache[key] = type(name, (cls,), {"item_type": item_type})
        return cls._cache[key]

    def __init__(self, *items):
        for it in items:
            if not isinstance(it, self.item_type):
                raise TypeError(f"{type(self).__name__} got {type(it).__name__}")
        self.items = list(items)

    def __repr__(self):
        return f"{type(self).__name__}({self.items})"

IntBox = Box[int]
print(IntBox(1, 2, 3), Box[str]("a"), Box(1, "x"), Box[int] is IntBox)
print(issubclass(IntBox, Box), IntBox.item_type.__name__, type(IntBox(1)).__name__)
try:
    Box[int](1, "two")
except TypeError as e:
    print("TypeError:", e)
print(sorted(k[1].__name__ for k in Box._cache), len(Box._cache))
