# auto() takes its value when the body stores it, so later lines of the body can use it
from enum import Enum, Flag, IntFlag, StrEnum, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
    ALL = R | W | X
print(Perm.R.value, Perm.W.value, Perm.X.value, Perm.RW, Perm.ALL.value, Perm(3) is Perm.RW)
class Bits(IntFlag):
    A = auto()
    B = auto()
    AB = A | B
print(Bits.AB, int(Bits.AB), Bits.A | 8)
class Step(Enum):
    FIRST = auto()
    SECOND = auto()
    LAST = SECOND + 10
    AFTER = auto()
print([(s.name, s.value) for s in Step])
class Name(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return f"{name.lower()}-{count}"
    ALPHA = auto()
    BETA = auto()
    BOTH = ALPHA + "+" + BETA
print([m.value for m in Name])
class Color(StrEnum):
    RED = auto()
    DARK_RED = "dark " + RED
print(Color.RED.value, Color.DARK_RED.value)
