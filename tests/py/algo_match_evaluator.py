# Symbolic expression simplifier and evaluator using structural pattern matching on tuples
def simplify(e):
    match e:
        case ("+", 0, x) | ("+", x, 0):
            return simplify(x)
        case ("*", 0, _) | ("*", _, 0):
            return 0
        case ("*", 1, x) | ("*", x, 1):
            return simplify(x)
        case ("-", x, y) if x == y:
            return 0
        case (op, x, y):
            sx, sy = simplify(x), simplify(y)
            if isinstance(sx, (int, float)) and isinstance(sy, (int, float)):
                return evaluate((op, sx, sy), {})
            return (op, sx, sy) if (sx, sy) != (x, y) else e
        case _:
            return e


def evaluate(e, env):
    match e:
        case int() | float():
            return e
        case str(name):
            if name not in env:
                raise NameError(f"unbound variable {name!r}")
            return env[name]
        case ("+", a, b):
            return evaluate(a, env) + evaluate(b, env)
        case ("-", a, b):
            return evaluate(a, env) - evaluate(b, env)
        case ("*", a, b):
            return evaluate(a, env) * evaluate(b, env)
        case ("/", a, b):
            return evaluate(a, env) / evaluate(b, env)
        case ("neg", a):
            return -evaluate(a, env)
        case {"op": op, "args": [a, b]}:
            return evaluate((op, a, b), env)
        case [*items]:
            return [evaluate(i, env) for i in items]
        case _:
            raise ValueError(f"bad expression {e!r}")


exprs = [
    ("+", 0, ("*", "x", 1)),
    ("*", ("+", 2, 3), ("-", "y", "y")),
    ("+", ("*", 2, 3), "x"),
    ("-", ("*", 1, "z"), ("+", "z", 0)),
    ("/", ("+", 1, 2), 4),
]
env = {"x": 10, "y": 2.5, "z": -3}
for e in exprs:
    s = simplify(e)
    print(e, "=>", s, "=", evaluate(s, env))
print(evaluate({"op": "*", "args": [3, "x"]}, env), evaluate(("neg", "y"), env))
for bad in [("pow", 2, 3), "w", None]:
    try:
        evaluate(bad, env)
    except (NameError, ValueError) as err:
        print(type(err).__name__, err)
