class C: pass
for k in [0, slice(1,2), 'a', None, True]:
    try:
        c=C(); del c[k]
    except Exception as e: print(repr(k), e)
for o in [(1,2), 'ab', 5, None, frozenset(), range(3), b'x', 1.5, {1}]:
    for k in [0, slice(0,1), 'a']:
        try:
            del o[k]
        except Exception as e: print(type(o).__name__, repr(k), e)
t = (1, 2, 3)
try:
    del t[0]
except TypeError as e: print(e)
try:
    del t[0:1]
except TypeError as e: print(e)
import types
d=types.MappingProxyType({1: 2})
for k in [1, 'a']:
    try: del d[k]
    except Exception as e: print(e)
class I:
    def __index__(self): return 0
for o in [(1,), "s", 5]:
    try: del o[I()]
    except Exception as e: print(e)
