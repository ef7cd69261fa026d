# every statement kind
import os
import os.path
import os.path as p, sys as s
from os import path
from os import (path, sep,)
from os import path as p2, sep as s2
from . import x
from .. import y
from ... import z
from .... import w
from .mod import a
from ..pkg.mod import b as c
from .... mod import d
from os import *
x = y = z = 1
x, y = y, x
[x, y] = 1, 2
(x, y) = 1, 2
x, = 1,
*x, y = 1, 2, 3
x.a = 1
x[0] = 1
x[1:2] = [1]
x += 1; x -= 1; x *= 1; x /= 1; x //= 1; x %= 1; x **= 1
x <<= 1; x >>= 1; x &= 1; x |= 1; x ^= 1; x @= 1
x: int
x: int = 1
(x): int = 1
x.a: int = 1
x[0]: int
x: list[int] = []
del x
del x, y
del x[0], x.a, (x, y), [z]
pass
assert x
assert x, "message"
raise
raise X
raise X from Y
raise X() from None
global g1, g2
nonlocal n1
x = yield
x = yield 1
x = yield from y
yield
yield 1, 2
if a:
    pass
elif b:
    pass
elif c:
    pass
else:
    pass
if a: pass
elif b: pass
else: pass
while a:
    break
else:
    continue
for x in y:
    pass
for x, y in z:
    pass
for (x, y) in z: pass
for x, in z: pass
for [x, *y] in z: pass
for x.a in z: pass
for x[0] in z: pass
for x in *a, *b: pass
for x in 1, 2: pass
try:
    pass
except:
    pass
try:
    pass
except E:
    pass
except (E1, E2) as e:
    pass
else:
    pass
finally:
    pass
try:
    pass
finally:
    pass
try:
    pass
except* E:
    pass
except* (E1, E2) as eg:
    pass
with a: pass
with a as b: pass
with a as b, c as d: pass
with (a as b, c as d): pass
with (a as b, c as d,): pass
with (a, b): pass
with (a, b) as c: pass
with (a): pass
with (yield): pass
with a as (b, c): pass
with a as [b, c]: pass
with a as b.c: pass
with (
    open("a") as f,
    open("b") as g,
):
    pass
x = 1; y = 2;
if x: y = 1; z = 2;
def f(): return
def g(): return 1, 2
def h(): return *a, b
class C: x = 1; y = 2
