# reusable validating descriptors with __set_name__
class Typed:
    def __init__(self, kind, minimum=None):
        self.kind = kind
        self.minimum = minimum

    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.public} must be {self.kind.__name__}, not {type(value).__name__}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.public} must be >= {self.minimum}")
        setattr(obj, self.private, value)

class Product:
    name = Typed(str)
    price = Typed((int, float).__class__ and float, minimum=0.0)
    quantity = Typed(int, minimum=0)

    def __init__(self, name, price, quantity):
        self.name = name
        self.price = price
        self.quantity = quantity

    def __repr__(self):
        return f"Product({self.name!r}, {self.price}, {self.quantity})"

p = Product("pen", 1.5, 10)
print(p, p.__dict__)
p.quantity += 5
print(p.quantity, type(Product.__dict__["price"]).__name__, Product.name.private)
for attr, value in [("price", -2.0), ("quantity", "many"), ("name", 42), ("quantity", -1)]:
    try:
        setattr(p, attr, value)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(p)

class LazyProperty:
    def __init__(self, func):
        self.func = func
        self.__doc__ = func.__doc__
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, cls):
        if obj is None:
            return self
        value = self.func(obj)
        obj.__dict__[self.name] = value
        print(f"  computed {self.name}")
        return value

class Report:
    def __init__(self, data):
        self.data = data
    @LazyProperty
    def total(self):
        """sum of data"""
        return sum(self.data)
r = Report([1, 2, 3])
print(r.total, r.total, Report.total.__doc__, "total" in vars(r))
