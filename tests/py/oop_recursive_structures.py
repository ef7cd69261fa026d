# recursive data classes: an expression tree with evaluation, simplification and pretty printing
from dataclasses import dataclass
from typing import Union

@dataclass(frozen=True)
class Num:
    value: float
    def __str__(self):
        return f"{self.value:g}"

@dataclass(frozen=True)
class Var:
    name: str
    def __str__(self):
        return self.name

@dataclass(frozen=True)
class BinOp:
    op: str
    left: "Expr"
    right: "Expr"
    def __str__(self):
        return f"({self.left} {self.op} {self.right})"

Expr = Union[Num, Var, BinOp]
OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}

def evaluate(e, env):
    match e:
        case Num(v):
            return v
        case Var(n):
            if n not in env:
                raise NameError(f"unbound variable {n}")
            return env[n]
        case BinOp(op, l, r):
            return OPS[op](evaluate(l, env), evaluate(r, env))

def simplify(e):
    if not isinstance(e, BinOp):
        return e
    l, r = simplify(e.left), simplify(e.right)
    match (e.op, l, r):
        case ("*", Num(0), _) | ("*", _, Num(0)):
            return Num(0)
        case ("*", Num(1), x) | ("*", x, Num(1)) | ("+", Num(0), x) | ("+", x, Num(0)):
            return x
        case (op, Num(a), Num(b)):
            return Num(OPS[op](a, b))
        case _:
            return BinOp(e.op, l, r)

e = BinOp("+", BinOp("*", Num(1), Var("x")), BinOp("*", Num(2), BinOp("+", Num(3), Num(4))))
print(e)
print(simplify(e), evaluate(e, {"x": 5}), evaluate(simplify(e), {"x": 5}))
z = BinOp("*", BinOp("+", Var("y"), Num(0)), BinOp("-", Num(9), Num(9)))
print(z, "=>", simplify(z))
try:
    evaluate(Var("q"), {})
except NameError as err:
    print("NameError:", err)
print(simplify(e) == BinOp("+", Var("x"), Num(14)), len({Num(1), Num(1.0), Var("x")}))
