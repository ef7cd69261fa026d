# namedtuple fields cannot be set or deleted, and no other attribute can be added
from collections import namedtuple
from typing import NamedTuple
P = namedtuple("P", "x y")
class Q(NamedTuple):
    a: int
    b: str = "b"
class R2(P):
    pass
for obj, field in ((P(1, 2), "x"), (Q(3), "b")):
    for act in (lambda: setattr(obj, field, 0), lambda: delattr(obj, field),
                lambda: setattr(obj, "extra", 0)):
        try:
            act()
            print("no error")
        except AttributeError as e:
            print("AttributeError:", e)
r = R2(5, 6)
r.extra = 7
print(r, r.extra)
try:
    r.x = 1
except AttributeError as e:
    print("AttributeError:", e)
