# enums with a str or int mixin (class Color(str, Enum)): members are strs/ints, with Enum's repr/str/format
from enum import Enum
class Color(str, Enum):
    RED = 'red'
    BLUE = 'blue'
print(hash(Color.RED)==hash('red'), {'red':1}.get(Color.RED), str(Color.RED), f'{Color.RED}', repr(Color.RED), Color.RED.upper(), Color.RED + '!', len(Color.RED), Color.RED < 's', [c for c in Color.RED])
class N(int, Enum):
    A = 1
    B = 2
print(N.A + 1, N.A == 1, str(N.A), f'{N.A}', repr(N.A), N(2), N.B > N.A, list(N), sorted([N.B, N.A]))
print(Color('blue'), Color.RED.value, Color.RED.name, Color.BLUE in Color, isinstance(Color.RED, str), type(Color.RED).__name__, list(Color))
