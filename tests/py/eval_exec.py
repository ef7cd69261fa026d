# eval(), exec() and compile() as programs use them: calculators, safe-eval namespaces,
# exec'd definitions, locals of the calling function, errors
print(eval("2 * 3 + 1"), eval("  10 // 3"), eval("[x * x for x in range(5)]"), eval("'a' + 'b'"))
x = 10
print(eval("x + 1"), eval("x * y", {"y": 3, "x": 2}), eval("x + y", {"x": 1}, {"y": 5}))
def calc(expr):
    a, b = 6, 7
    return eval(expr)
print(calc("a * b"), calc("x + a"), calc("len([a, b])"))
def nested():
    total = 0
    for i in range(3):
        try:
            total += eval("i * 10")
        except ZeroDivisionError:
            pass
    return total
print(nested())
for expr in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 10", "7 / 2", "7 // 2", "-3 % 5", "abs(-4.5)", "max(3, 9, 2)", "round(2.675, 2)"]:
    print(expr, "=", eval(expr))
safe = {"__builtins__": {}}
print(eval("a + b", safe, {"a": 1, "b": 2}))
try:
    eval("len([1])", safe)
except NameError as e:
    print("NameError", e)
try:
    eval("open('f')", {"__builtins__": {"abs": abs}})
except NameError as e:
    print("NameError", e)
print(eval("abs(-3)", {"__builtins__": {"abs": abs}}))
ns = {}
exec("def square(n):\n    return n * n\nresult = square(12)", ns)
print(ns["result"], ns["square"](5), sorted(k for k in ns if k != "__builtins__"))
exec("counter = 0\nfor i in range(5):\n    counter += i")
print(counter)
code = """
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
pts = [Point(i, i * i) for i in range(3)]
"""
env = {}
exec(code, env)
print(env["pts"])
exec("z = 5")
print(z)
g = {"k": 2}
exec("k = k * 21\nm = k + 1", g)
print(g["k"], g["m"])
loc = {}
exec("w = 3", {}, loc)
print(loc)
c = compile("3 * 7", "<string>", "eval")
print(eval(c), type(c).__name__)
c2 = compile("q = 9", "<string>", "exec")
exec(c2)
print(q)
for bad in ["1 +", "x = 1", "", "def", "(1, 2", "1 2"]:
    try:
        eval(bad)
    except SyntaxError as e:
        print("SyntaxError", repr(bad), e.msg, e.lineno)
try:
    exec("for i in range(3)\n    pass")
except SyntaxError as e:
    print("SyntaxError", e.msg)
try:
    eval("1 / 0")
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    eval("undefined_name + 1")
except NameError as e:
    print("NameError", e)
try:
    eval(42)
except TypeError as e:
    print("TypeError", e)
try:
    eval("1", [])
except TypeError as e:
    print("TypeError", e)
print(eval("(lambda t: t * 2)(21)"), eval("sum(i for i in range(101))"), eval("{'a': 1}['a']"))
fns = {name: eval(f"lambda v: v {op} 2") for name, op in [("add", "+"), ("mul", "*"), ("pow", "**")]}
print({name: f(5) for name, f in fns.items()})
import math
print(eval("math.sqrt(16) + math.pi", {"math": math}), eval("sqrt(2)", {"sqrt": math.sqrt}))
for f in (eval, exec):
    for bad in ([], 5):
        try:
            f("1", bad)
        except TypeError as e:
            print(f.__name__, "TypeError", e)
    try:
        f("1", {}, 5)
    except TypeError as e:
        print(f.__name__, "TypeError", e)
print(exec(""), eval("\t 5"))
try:
    eval("   ")
except SyntaxError as e:
    print("SyntaxError", e.msg, e.lineno)
