# A small calculator class with variables and functions, using a tokenizer generator and precedence climbing
import math
import re
from typing import Iterator, NamedTuple


class Token(NamedTuple):
    kind: str
    text: str


TOKEN_RE = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?(?:e[-+]?\d+)?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/(),=]))")


def tokens(src: str) -> Iterator[Token]:
    pos = 0
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN_RE.match(src, pos)
        if not m or m.end() == pos:
            raise SyntaxError(f"bad input at {pos}: {src[pos:]!r}")
        pos = m.end()
        kind = m.lastgroup
        yield Token(kind, m.group(kind))
    yield Token("end", "")


class Calculator:
    BINARY = {"+": (1, "L"), "-": (1, "L"), "*": (2, "L"), "/": (2, "L"), "**": (3, "R")}
    FUNCS = {"sqrt": math.sqrt, "sin": math.sin, "max": max, "abs": abs, "log": math.log}

    def __init__(self):
        self.vars = {"pi": math.pi, "e": math.e}

    def run(self, line):
        self.toks = list(tokens(line))
        self.i = 0
        if len(self.toks) > 2 and self.toks[0].kind == "name" and self.toks[1].text == "=":
            self.i = 2
            value = self.expr(0)
            self.vars[self.toks[0].text] = value
            return value
        return self.expr(0)

    def next(self):
        t = self.toks[self.i]
        self.i += 1
        return t

    def atom(self):
        t = self.next()
        if t.kind == "num":
            return float(t.text) if any(c in t.text for c in ".e") else int(t.text)
        if t.text == "-":
            return -self.expr(3)
        if t.text == "(":
            v = self.expr(0)
            self.next()
            return v
        if t.kind == "name":
            if self.toks[self.i].text == "(":
                self.next()
                args = [self.expr(0)]
                while self.next().text == ",":
                    args.append(self.expr(0))
                return self.FUNCS[t.text](*args)
            if t.text not in self.vars:
                raise NameError(f"name {t.text!r} is not defined")
            return self.vars[t.text]
        raise SyntaxError(f"unexpected {t.text!r}")

    def expr(self, min_prec):
        left = self.atom()
        while self.toks[self.i].text in self.BINARY:
            op = self.toks[self.i].text
            prec, assoc = self.BINARY[op]
            if prec < min_prec:
                break
            self.next()
            right = self.expr(prec + 1 if assoc == "L" else prec)
            left = {"+": left + right, "-": left - right, "*": left * right,
                    "/": left / right if op == "/" else 0, "**": left ** right if op == "**" else 0}[op] if op != "/" or right else 1 / right
        return left


calc = Calculator()
for line in ["1 + 2 * 3", "2 ** 3 ** 2", "(1 + 2) * -3", "x = 10", "y = x / 4", "x * y - 1",
             "sqrt(16) + max(1, 7, 3)", "r = 2", "pi * r ** 2", "log(e)", "abs(-2.5) * 2", "1e3 + 0.5",
             "z + 1", "1 / 0", "3 $ 4"]:
    try:
        print(f"{line:24} -> {calc.run(line)!r}")
    except Exception as err:
        print(f"{line:24} -> {type(err).__name__}: {err}")
print(sorted(calc.vars))
