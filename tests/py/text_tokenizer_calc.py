import re
TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")
def tokenize(s):
    for num, op in TOKEN.findall(s):
        if num:
            yield ("NUM", float(num) if "." in num else int(num))
        elif op.strip():
            yield ("OP", op)
class Parser:
    def __init__(self, s):
        self.toks = list(tokenize(s))
        self.i = 0
    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else ("EOF", None)
    def eat(self):
        t = self.peek(); self.i += 1; return t
    def expr(self):
        v = self.term()
        while self.peek() in (("OP", "+"), ("OP", "-")):
            op = self.eat()[1]
            r = self.term()
            v = v + r if op == "+" else v - r
        return v
    def term(self):
        v = self.factor()
        while self.peek()[1] in ("*", "/", "%") and self.peek()[0] == "OP":
            op = self.eat()[1]
            r = self.factor()
            if op == "*": v *= r
            elif op == "/": v /= r
            else: v %= r
        return v
    def factor(self):
        base = self.unary()
        if self.peek() == ("OP", "^"):
            self.eat()
            return base ** self.factor()
        return base
    def unary(self):
        if self.peek() == ("OP", "-"):
            self.eat(); return -self.unary()
        t = self.eat()
        if t[0] == "NUM": return t[1]
        if t == ("OP", "("):
            v = self.expr()
            if self.eat() != ("OP", ")"): raise SyntaxError("expected )")
            return v
        raise SyntaxError(f"unexpected {t[1]!r}")
for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4", "10 / 5", "7 % 3", "1.5 * 4", "2 * (3 + 4) - 5 / (1 + 1)", "1 / 0", "3 +", "4 $ 4", "-(-(3))", "2 ^ -1", "2^0.5"]:
    try:
        r = Parser(e).expr()
        print(f"{e:28} = {r!r}  {eval(e.replace('^', '**'))!r}")
    except ZeroDivisionError as ex:
        print(f"{e:28} ! ZeroDivisionError: {ex}")
    except SyntaxError as ex:
        print(f"{e:28} ! SyntaxError: {ex}")
