# explicit super(Class, self) calls, calling grandparent methods, and class-level super in classmethods
class A:
    def hello(self):
        return "A.hello"
    @classmethod
    def create(cls):
        return f"A.create({cls.__name__})"

class B(A):
    def hello(self):
        return "B.hello>" + super().hello()
    @classmethod
    def create(cls):
        return "B.create>" + super().create()

class C(B):
    def hello(self):
        return "C.hello>" + super(B, self).hello()
    def both(self):
        return [super().hello(), super(C, self).hello(), A.hello(self)]

c = C()
print(c.hello(), C.create(), B.create())
print(c.both())
print(super(C, c).hello(), super(B, C).create())
print([k.__name__ for k in C.__mro__], C.__base__.__name__, C.__bases__[0] is B)
class D(C):
    pass
print(D().hello(), D.create(), isinstance(D(), A), issubclass(D, (int, B)))
