# Symbolic differentiation on nested tuples with simplification, then numeric checks by finite differences
import math


def d(e, x):
    if isinstance(e, (int, float)):
        return 0
    if isinstance(e, str):
        return 1 if e == x else 0
    op, *args = e
    if op == "+":
        return ("+", d(args[0], x), d(args[1], x))
    if op == "*":
        a, b = args
        return ("+", ("*", d(a, x), b), ("*", a, d(b, x)))
    if op == "^":
        base, n = args
        return ("*", ("*", n, ("^", base, n - 1)), d(base, x))
    if op == "sin":
        return ("*", ("cos", args[0]), d(args[0], x))
    if op == "cos":
        return ("*", ("*", -1, ("sin", args[0])), d(args[0], x))
    if op == "exp":
        return ("*", e, d(args[0], x))
    raise ValueError(f"unknown op {op}")


def simp(e):
    if not isinstance(e, tuple):
        return e
    op, *args = e
    args = [simp(a) for a in args]
    if op == "+":
        a, b = args
        if a == 0:
            return b
        if b == 0:
            return a
        if all(isinstance(v, (int, float)) for v in args):
            return a + b
    if op == "*":
        a, b = args
        if a == 0 or b == 0:
            return 0
        if a == 1:
            return b
        if b == 1:
            return a
        if all(isinstance(v, (int, float)) for v in args):
            return a * b
    if op == "^" and args[1] == 1:
        return args[0]
    return (op, *args)


def ev(e, env):
    if isinstance(e, (int, float)):
        return e
    if isinstance(e, str):
        return env[e]
    op, *args = e
    vals = [ev(a, env) for a in args]
    return {"+": lambda a, b: a + b, "*": lambda a, b: a * b, "^": lambda a, b: a ** b,
            "sin": math.sin, "cos": math.cos, "exp": math.exp}[op](*vals)


def show(e):
    if not isinstance(e, tuple):
        return str(e)
    op, *args = e
    if op in "+*^":
        return "(" + f" {op} ".join(show(a) for a in args) + ")"
    return f"{op}({show(args[0])})"


exprs = [("^", "x", 3), ("*", "x", ("sin", "x")), ("exp", ("*", 2, "x")), ("+", ("^", "x", 2), ("*", 3, "x")),
         ("cos", ("^", "x", 2)), ("*", ("exp", "x"), ("cos", "x"))]
for e in exprs:
    de = simp(d(e, "x"))
    x0, h = 0.7, 1e-6
    numeric = (ev(e, {"x": x0 + h}) - ev(e, {"x": x0 - h})) / (2 * h)
    print(f"d/dx {show(e)} = {show(de)}")
    print(f"   at {x0}: {ev(de, {'x': x0}):.8f} vs {numeric:.8f}")
try:
    d(("tan", "x"), "x")
except ValueError as err:
    print("ValueError:", err)
