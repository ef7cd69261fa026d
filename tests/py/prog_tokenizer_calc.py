# A tokenizer with re.finditer and a recursive-descent calculator with precedence and errors.
import re

TOKEN = re.compile(r"\s*(?:(?P<num>\d+\.?\d*|\.\d+)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/%()^,]))")

def tokenize(src):
    pos, out = 0, []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m:
            raise SyntaxError(f"unexpected character {src[pos:].lstrip()[0]!r} at {pos}")
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
        pos = m.end()
    return out

class Calc:
    FUNCS = {"max": max, "min": min, "abs": abs}

    def __init__(self, variables=None):
        self.vars = dict(variables or {})

    def evaluate(self, src):
        self.toks = tokenize(src)
        self.i = 0
        v = self.expr()
        if self.i != len(self.toks):
            raise SyntaxError(f"unexpected {self.toks[self.i][1]!r}")
        return v

    def peek(self):
        return self.toks[self.i][1] if self.i < len(self.toks) else None

    def take(self):
        tok = self.toks[self.i]
        self.i += 1
        return tok

    def expr(self):
        v = self.term()
        while self.peek() in ("+", "-"):
            v = v + self.term() if self.take()[1] == "+" else v - self.term()
        return v

    def term(self):
        v = self.power()
        while self.peek() in ("*", "/", "%"):
            op = self.take()[1]
            r = self.power()
            v = v * r if op == "*" else v / r if op == "/" else v % r
        return v

    def power(self):
        base = self.unary()
        if self.peek() in ("**", "^"):
            self.take()
            return base ** self.power()
        return base

    def unary(self):
        if self.peek() == "-":
            self.take()
            return -self.unary()
        return self.atom()

    def atom(self):
        if self.i >= len(self.toks):
            raise SyntaxError("unexpected end of input")
        kind, text = self.take()
        if kind == "num":
            return float(text) if "." in text else int(text)
        if kind == "name":
            if self.peek() == "(":
                self.take()
                args = [self.expr()]
                while self.peek() == ",":
                    self.take()
                    args.append(self.expr())
                self.take()
                return self.FUNCS[text](*args)
            return self.vars[text]
        if text == "(":
            v = self.expr()
            if self.peek() != ")":
                raise SyntaxError("missing )")
            self.take()
            return v
        raise SyntaxError(f"unexpected {text!r}")

calc = Calc({"x": 3, "pi": 3.14159})
print(tokenize("2 * (x + 1.5)"))
for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-2 ^ 2", "10 / 4", "10 % 4 + x",
          "max(1, x * 2, 4) - abs(-7)", "2 * pi * x", ".5 + 1.", "1 / 0", "2 +", "(1 + 2", "y + 1", "3 $ 4", "1 2"]:
    try:
        print(f"{e:<28} = {calc.evaluate(e)}")
    except (SyntaxError, ZeroDivisionError, KeyError) as err:
        print(f"{e:<28} ! {type(err).__name__}: {err}")
