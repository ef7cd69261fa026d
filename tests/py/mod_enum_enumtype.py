import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
class N(enum.IntEnum):
    A = 1
class F(enum.Flag):
    X = enum.auto()
S = enum.Enum("S", "a b")
for c in (Color, N, F, S, enum.Enum, enum.IntFlag, enum.StrEnum):
    print(type(c), type(c).__name__, isinstance(c, enum.EnumType), isinstance(c, type))
print(enum.EnumMeta is enum.EnumType, issubclass(enum.EnumType, type), enum.EnumType, type(Color.RED))
print(repr(Color), Color, list(Color), Color(2), Color["RED"], len(Color), Color.RED in Color)
class Base(enum.Enum):
    def hello(self): return "hi " + self.name
class Sub(Base):
    Q = 1
print(type(Sub).__name__, Sub.Q.hello(), type(Color) is type(N))
