# __class__ in a method (or a function nested in one) is the class the method was defined in
class Base:
    def who(self):
        return __class__.__name__
    def nested(self):
        def inner():
            return __class__
        return inner(), (lambda: __class__.__name__)()
class Child(Base):
    def who(self):
        return __class__.__name__ + "<" + super().who()
def register(cls):
    return cls
@register
class Deco:
    def me(self):
        return __class__ is Deco
print(Base().who(), Child().who(), Base().nested(), Deco().me())
def plain():
    try:
        return __class__
    except NameError as e:
        return str(e)
print(plain())
class Local:
    def m(self):
        __class__ = "shadowed"
        return __class__
print(Local().m())
