# cpython: same
# class patterns read attributes named by __match_args__ (any strings) and by keywords; mapping
# patterns look keys up: none of them may reach the runtime's private fields of types,
# instances, dicts and lists ("#mro", "#dict", "@__init__", "#k" ...) or Lua metamethods
NAMES = ["#mro", "#dict", "#flat", "#meta", "#name", "#call", "#bases", "@__init__", "@append",
         "#k", "#v", "#i", "#n", "#len", "\x01#mro", "__index", "__newindex", "__gc", "end", ""]


class Obj:
    def __init__(self):
        self.visible = 1


def probe(target, cls):
    seen = []
    for name in NAMES:
        class P(cls):
            __match_args__ = (name,)
        try:
            match target:
                case P(v):
                    seen.append((name, type(v).__name__))
        except TypeError as e:
            seen.append((name, "TypeError", str(e)))
    return seen


print(probe(Obj(), Obj))
for value, cls in [([1, 2], list), ({"a": 1}, dict), ((1,), tuple)]:
    class Sub(cls):
        pass
    inst = Sub(value)
    print(cls.__name__, probe(inst, Sub))

# keyword attributes spelled like Lua names and metamethods
class K:
    pass
k = K()
for name in ["end", "local", "__index", "__call", "nil", "self", "_ENV", "_R", "_t1"]:
    setattr(k, name, name.upper())
match k:
    case K(end=a, local=b, __index=c, __call=d, nil=e, self=f, _ENV=g, _R=h, _t1=i):
        print(a, b, c, d, e, f, g, h, i)

# mapping patterns with keys spelled like private fields
d = {"#k": 1, "#len": 2, "@get": 3}
for pattern_keys in range(3):
    match d:
        case {"#k": a, "#len": b, "@get": c, **rest}:
            print("keys", a, b, c, rest)
match {"x": 1}:
    case {"#k": a}:
        print("reached a private field", a)
    case {"#len": a}:
        print("reached a private field", a)
    case {"#i": a} | {"#v": a} | {"#n": a}:
        print("reached a private field", a)
    case _:
        print("no private field")

# a type object matched by attribute: only Python's attributes
match Obj:
    case type(__name__=n, __mro__=m):
        print(n, m)
