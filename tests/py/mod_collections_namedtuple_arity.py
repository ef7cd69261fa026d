# a namedtuple called with too many or too few values: with defaults, __new__ takes "from N to M"
from collections import namedtuple
for dflt in (None, [0], [1, 2], [1, 2, 3]):
    P = namedtuple("P", "x y z", defaults=dflt)
    for args in [(), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4)]:
        try:
            print(dflt, args, P(*args))
        except TypeError as e:
            print(dflt, args, "TypeError:", e)
E = namedtuple("E", "")
try:
    E(1)
except TypeError as e:
    print(e)
print(E())
One = namedtuple("One", "a")
try:
    One(1, 2)
except TypeError as e:
    print(e)
try:
    One(1, a=2)
except TypeError as e:
    print(e)
try:
    One(b=2)
except TypeError as e:
    print(e)
