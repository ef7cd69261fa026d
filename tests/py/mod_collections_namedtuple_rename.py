# namedtuple(rename=True) renames bad fields to _<index>, which may then start with "_"
from collections import namedtuple

R = namedtuple('R', 'a def b', rename=True)
print(R._fields, R(1, 2, 3))
S = namedtuple('S', ['x', 'x', '_y', '1z', 'ok'], rename=True)
print(S._fields)
try:
    namedtuple('T', ['a', '_b'])
except ValueError as e:
    print(e)
