# iterating a Flag gives its single-bit members; _member_names_, _member_map_ and
# _value2member_map_; an IntEnum's own __str__ shows in f-strings (int.__format__ with an empty
# spec is str(self)); the functional API's start and type; members cannot be reassigned
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto
class P(Flag):
    NONE = 0
    A = auto()
    B = auto()
    C = auto()
    AB = A | B
    D = 16
print(list(P), len(P), P._member_names_, list(P.__members__), P._value2member_map_)
class Q(IntFlag):
    X = 1
    Y = 2
    XY = 3
print(list(Q), len(Q), Q._member_names_, [m for m in Q.XY])
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    ALIAS = 2
print(list(Shape), len(Shape), Shape._member_names_, list(Shape._member_map_), Shape._value2member_map_)
class Level(IntEnum):
    LOW = auto()
    HIGH = auto()
    def __str__(self): return self.name.title()
print(f"{Level.HIGH}", format(Level.LOW), "{}".format(Level.HIGH), f"{Level.HIGH:d}", f"{Level.LOW:>5}", f"{Level.LOW!r}", "%s" % Level.LOW)
class Perm(IntFlag):
    R = 4
    W = 2
    def __str__(self): return "perm:" + (self.name or "?")
print(f"{Perm.R}", f"{Perm.R:03d}")
class Colour(StrEnum):
    RED = auto()
    def __str__(self): return "colour " + self.value
print(f"{Colour.RED}", f"{Colour.RED:>8}", Colour.RED + "!")
class Plain(IntEnum):
    ONE = 1
print(f"{Plain.ONE}", f"{Plain.ONE:+d}", Plain.ONE.real, Plain.ONE.numerator, Plain.ONE.denominator, Plain.ONE.imag)
class N(int):
    pass
class F(float):
    pass
print(N(7).real, N(7).imag, N(7).numerator, N(7).denominator, F(2.5).real, F(2.5).imag)
print(list(Enum("Animal", "ANT BEE CAT", start=10)), IntEnum("Num", "X Y", start=0).Y + 1, list(Flag("Fl", "A B C")))
E = Enum("E", [("A", "a"), ("B", "b")], type=str)
print(E.A, E.A.upper(), isinstance(E.A, str), list(Enum("V", {"X": 1, "Y": 2})))
for bad in [lambda: setattr(Shape, "SQUARE", 5), lambda: delattr(Shape, "DIAMOND"), lambda: Shape()]:
    try:
        bad()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
Shape.extra = 1
print(Shape.extra, Shape.SQUARE.value)
