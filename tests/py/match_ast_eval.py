# an expression evaluator over dataclass nodes, dispatching with class patterns
from dataclasses import dataclass
from typing import Union


@dataclass
class Num:
    value: float


@dataclass
class Var:
    name: str


@dataclass
class BinOp:
    op: str
    left: "Expr"
    right: "Expr"


@dataclass
class Neg:
    operand: "Expr"


@dataclass
class Call:
    func: str
    args: list


Expr = Union[Num, Var, BinOp, Neg, Call]


def evaluate(node, env):
    match node:
        case Num(value=v):
            return v
        case Var(name) if name in env:
            return env[name]
        case Var(name):
            raise NameError(f"undefined variable {name!r}")
        case BinOp("+", left, right):
            return evaluate(left, env) + evaluate(right, env)
        case BinOp("-", left, right):
            return evaluate(left, env) - evaluate(right, env)
        case BinOp("*", left, right):
            return evaluate(left, env) * evaluate(right, env)
        case BinOp("/", left, Num(0)):
            raise ZeroDivisionError("literal division by zero")
        case BinOp("/", left, right):
            return evaluate(left, env) / evaluate(right, env)
        case BinOp(op=op):
            raise ValueError(f"unknown operator {op}")
        case Neg(Neg(inner)):
            return evaluate(inner, env)
        case Neg(operand):
            return -evaluate(operand, env)
        case Call("max" | "min" as fn, [first, *rest]):
            vals = [evaluate(a, env) for a in [first, *rest]]
            return max(vals) if fn == "max" else min(vals)
        case Call(func, []):
            raise TypeError(f"{func}() needs arguments")
        case _:
            raise TypeError(f"not an expression: {node!r}")


def simplify(node):
    match node:
        case BinOp("+", Num(0), x) | BinOp("+", x, Num(0)):
            return simplify(x)
        case BinOp("*", Num(1), x) | BinOp("*", x, Num(1)):
            return simplify(x)
        case BinOp("*", Num(0), _) | BinOp("*", _, Num(0)):
            return Num(0)
        case BinOp(op, l, r):
            return BinOp(op, simplify(l), simplify(r))
        case Neg(Num(v)):
            return Num(-v)
        case other:
            return other


def show(node):
    match node:
        case Num(v) if v == int(v):
            return str(int(v))
        case Num(v):
            return str(v)
        case Var(n):
            return n
        case BinOp(op, l, r):
            return f"({show(l)} {op} {show(r)})"
        case Neg(x):
            return f"-{show(x)}"
        case Call(f, args):
            return f"{f}({', '.join(show(a) for a in args)})"


env = {"x": 3, "y": 4.5}
exprs = [
    BinOp("+", Num(1), BinOp("*", Var("x"), Num(2))),
    Neg(Neg(Var("y"))),
    BinOp("/", Var("x"), Num(0)),
    BinOp("/", Var("x"), Num(2)),
    BinOp("%", Num(1), Num(2)),
    Var("z"),
    Call("max", [Num(1), Var("x"), Var("y")]),
    Call("min", [Num(7)]),
    Call("sum", []),
    Call("abs", [Num(1)]),
    "oops",
]
for e in exprs:
    try:
        print(show(e) if not isinstance(e, str) else e, "=", evaluate(e, env))
    except Exception as err:
        print(type(err).__name__, err)

for e in [BinOp("+", Num(0), Var("a")), BinOp("*", BinOp("+", Var("b"), Num(0)), Num(1)),
          BinOp("*", Var("c"), Num(0)), Neg(Num(5)), BinOp("-", Var("d"), Neg(Num(2)))]:
    print(show(e), "->", show(simplify(e)))
print(Num.__match_args__, BinOp.__match_args__)
