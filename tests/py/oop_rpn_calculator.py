# RPN calculator class: operator table of lambdas, custom errors, history, undo
import operator

class CalcError(Exception):
    pass

class RPNCalculator:
    OPS = {
        "+": operator.add,
        "-": operator.sub,
        "*": operator.mul,
        "/": operator.truediv,
        "//": operator.floordiv,
        "%": operator.mod,
        "^": operator.pow,
    }
    UNARY = {"neg": operator.neg, "abs": abs, "sq": lambda x: x * x}

    def __init__(self):
        self.stack = []
        self.history = []

    def push_token(self, tok):
        self.history.append(list(self.stack))
        if tok in self.OPS:
            if len(self.stack) < 2:
                raise CalcError(f"'{tok}' needs two operands, stack has {len(self.stack)}")
            b, a = self.stack.pop(), self.stack.pop()
            try:
                self.stack.append(self.OPS[tok](a, b))
            except ZeroDivisionError as e:
                self.stack.extend([a, b])
                raise CalcError(f"{a} {tok} {b}: {e}") from e
        elif tok in self.UNARY:
            if not self.stack:
                raise CalcError(f"'{tok}' needs an operand")
            self.stack.append(self.UNARY[tok](self.stack.pop()))
        else:
            try:
                self.stack.append(int(tok) if tok.lstrip("-").isdigit() else float(tok))
            except ValueError:
                raise CalcError(f"unknown token {tok!r}") from None

    def undo(self):
        if self.history:
            self.stack = self.history.pop()

    def evaluate(self, expr):
        for tok in expr.split():
            self.push_token(tok)
        return self.stack[-1] if self.stack else None

for expr in ["3 4 +", "5 1 2 + 4 * + 3 -", "2 10 ^", "7 2 /", "7 2 //", "-7 2 %",
             "1.5 2 * neg abs", "4 sq sq", "1 0 /", "1 +", "2 x *", ""]:
    calc = RPNCalculator()
    try:
        print(f"{expr!r:24} = {calc.evaluate(expr)}")
    except CalcError as e:
        cause = type(e.__cause__).__name__ if e.__cause__ else None
        print(f"{expr!r:24} ! {e} (cause {cause}, stack {calc.stack})")
c = RPNCalculator()
c.evaluate("1 2 3 + *")
print(c.stack, end=" ")
c.undo(); print(c.stack, end=" ")
c.undo(); print(c.stack)
