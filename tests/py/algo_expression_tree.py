# Expression trees with classes: build from postfix, evaluate, print infix, derivative
from fractions import Fraction


class Expr:
    pass


class Num(Expr):
    def __init__(self, v):
        self.v = v

    def eval(self, env):
        return self.v

    def __str__(self):
        return str(self.v)

    def deriv(self, var):
        return Num(0)


class Var(Expr):
    def __init__(self, name):
        self.name = name

    def eval(self, env):
        return env[self.name]

    def __str__(self):
        return self.name

    def deriv(self, var):
        return Num(1 if var == self.name else 0)


class BinOp(Expr):
    OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}

    def __init__(self, op, left, right):
        self.op, self.left, self.right = op, left, right

    def eval(self, env):
        return self.OPS[self.op](self.left.eval(env), self.right.eval(env))

    def __str__(self):
        return f"({self.left} {self.op} {self.right})"

    def deriv(self, x):
        l, r, dl, dr = self.left, self.right, self.left.deriv(x), self.right.deriv(x)
        if self.op in "+-":
            return BinOp(self.op, dl, dr)
        if self.op == "*":
            return BinOp("+", BinOp("*", dl, r), BinOp("*", l, dr))
        return BinOp("/", BinOp("-", BinOp("*", dl, r), BinOp("*", l, dr)), BinOp("*", r, r))


def from_postfix(tokens):
    st = []
    for t in tokens.split():
        if t in BinOp.OPS:
            b, a = st.pop(), st.pop()
            st.append(BinOp(t, a, b))
        elif t.lstrip("-").isdigit():
            st.append(Num(int(t)))
        else:
            st.append(Var(t))
    (root,) = st
    return root


env = {"x": Fraction(3), "y": Fraction(1, 2)}
for src in ["x 2 * y +", "x x * 3 x * + 1 -", "1 x /", "x y * x y - /"]:
    e = from_postfix(src)
    d = e.deriv("x")
    print(e, "=", e.eval(env), "| d/dx =", d.eval(env))
print(from_postfix("x 1 +").deriv("y"))
try:
    from_postfix("1 2")
except ValueError as err:
    print("ValueError:", err)
try:
    from_postfix("z 1 +").eval(env)
except KeyError as err:
    print("KeyError:", err)
