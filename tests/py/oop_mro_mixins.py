# multiple inheritance with mixins, cooperative super() and MRO printing
class Base:
    def __init__(self, **kwargs):
        self.log = ["Base"]
        super().__init__()

    def describe(self):
        return ["Base"]

class JsonMixin:
    def to_json(self):
        items = ", ".join(f'"{k}": {v!r}' for k, v in sorted(self.__dict__.items()) if k != "log")
        return "{" + items + "}"

    def describe(self):
        return ["JsonMixin"] + super().describe()

class ReprMixin:
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items() if k != "log")
        return f"{type(self).__name__}({fields})"

    def describe(self):
        return ["ReprMixin"] + super().describe()

class Timestamped(Base):
    def __init__(self, created=0, **kwargs):
        super().__init__(**kwargs)
        self.created = created
        self.log.append("Timestamped")

    def describe(self):
        return ["Timestamped"] + super().describe()

class User(JsonMixin, ReprMixin, Timestamped):
    def __init__(self, name, **kwargs):
        super().__init__(**kwargs)
        self.name = name
        self.log.append("User")

    def describe(self):
        return ["User"] + super().describe()

u = User("ann", created=17)
print(u)
print(u.to_json())
print(u.log)
print(u.describe())
print([c.__name__ for c in User.__mro__])
print(User.__bases__ == (JsonMixin, ReprMixin, Timestamped))

class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B>" + super().who()
class C(A):
    def who(self): return "C>" + super().who()
class D(B, C):
    def who(self): return "D>" + super().who()
print(D().who(), [k.__name__ for k in D.mro()])
print(super(B, D()).who(), super(C, D()).who())
try:
    class Bad(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)
