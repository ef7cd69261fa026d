# metaclasses, __init_subclass__ and __class_getitem__ run as plain Python
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["tag"] = name.upper()
        return super().__new__(mcls, name, bases, ns)
    def __call__(cls, *a):
        return "called " + cls.__name__
class A(metaclass=Meta): pass
print(A.tag, A(), type(A).__name__)
t("metaclass=5", lambda: type("B", (), {}, metaclass=5))
class Base:
    def __init_subclass__(cls, **kw):
        cls.kw = kw
class Sub(Base, flag=1): pass
print(Sub.kw)
t("metaclass=print", lambda: exec_class())
def exec_class():
    class C(metaclass=print): pass
    return C
