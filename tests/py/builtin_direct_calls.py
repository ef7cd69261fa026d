# len, abs, chr, ord, type, str, int and float of the builtins are compiled to the runtime's
# functions: their answers, errors and a rebinding of the name must stay CPython's
class Sized:
    def __len__(self): return 7
    def __abs__(self): return "absolute"
class BadLen:
    def __len__(self): return -1
print(len([1, 2]), len("héllo"), len({1: 2}), len(range(10)), len(Sized()), len((1,)), len(b"ab"))
print(abs(-3), abs(-2.5), abs(-0.0), abs(2**70 * -1), abs(Sized()), abs(True), abs(-9223372036854775808))
print(chr(65), chr(0x1F600), ord("A"), ord("é"), ord(b"a"), ord(bytearray(b"z")), type(3).__name__, type(Sized()).__name__)
def attempt(f):
    try:
        print(repr(f()))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
attempt(lambda: len(5))
attempt(lambda: len(BadLen()))
attempt(lambda: abs("x"))
attempt(lambda: chr(-1))
attempt(lambda: chr(2**40))
attempt(lambda: chr("a"))
attempt(lambda: ord("ab"))
attempt(lambda: ord(""))
attempt(lambda: ord(5))
attempt(lambda: len([], []))
attempt(lambda: abs())
def shadowed():
    len = lambda x: "mine"
    abs = max
    return len([1]), abs(1, 5)
print(shadowed())
attempt(lambda: ord(b"ab"))
# eval() and exec() source keeps the names its globals give (none here)
for src in ["len([1])", "str(1)", "abs(-1)", "sum(x for x in [1, 2])", "type(1)", "ord('a')"]:
    try:
        print(eval(src, {"__builtins__": {}}))
    except NameError as e:
        print("NameError:", e)
ns = {"__builtins__": {"len": lambda x: "custom len"}}
exec("r = len([1, 2, 3])", ns)
print(ns["r"], eval("len('ab') + abs(-2)"))
# list(x) and tuple(x) of the builtins
t = (1, 2)
print(list(t), tuple([3, 4]), tuple(t) is t, list("ab"), tuple({"k": 1}), list(range(3)), tuple(x * 2 for x in t))
print(list({3, 1}), tuple(iter([5])), list(map(str, t)), type(tuple([])).__name__)
class MyT(tuple): pass
m = MyT((1, 2))
print(type(tuple(m)).__name__, tuple(m) == m, type(list(m)).__name__)
attempt(lambda: list(5))
attempt(lambda: tuple(None))
def unbound_list():
    if False:
        xs = [1]
    return list(xs)
try:
    unbound_list()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
