# A tokenizer and recursive-descent calculator
def tokenize(expr):
    tokens, i = [], 0
    while i < len(expr):
        ch = expr[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(expr) and (expr[j].isdigit() or expr[j] == "."):
                j += 1
            text = expr[i:j]
            tokens.append(float(text) if "." in text else int(text))
            i = j
        elif ch in "+-*/()%^":
            tokens.append(ch)
            i += 1
        else:
            raise SyntaxError(f"unexpected character {ch!r} at {i}")
    return tokens

class Parser:
    def __init__(self, tokens):
        self.tokens, self.pos = tokens, 0
    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None
    def take(self):
        tok = self.peek()
        self.pos += 1
        return tok
    def expr(self):
        value = self.term()
        while self.peek() in ("+", "-"):
            value = value + self.term() if self.take() == "+" else value - self.term()
        return value
    def term(self):
        value = self.factor()
        while self.peek() in ("*", "/", "%"):
            op = self.take()
            rhs = self.factor()
            value = value * rhs if op == "*" else value / rhs if op == "/" else value % rhs
        return value
    def factor(self):
        base = self.unary()
        if self.peek() == "^":
            self.take()
            return base ** self.factor()
        return base
    def unary(self):
        tok = self.take()
        if tok == "-":
            return -self.unary()
        if tok == "(":
            v = self.expr()
            if self.take() != ")":
                raise SyntaxError("expected )")
            return v
        if isinstance(tok, (int, float)):
            return tok
        raise SyntaxError(f"unexpected token {tok!r}")

def calc(s):
    p = Parser(tokenize(s))
    v = p.expr()
    if p.peek() is not None:
        raise SyntaxError("trailing input")
    return v

for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 / 4", "7 % 3 * 2", "2 ^ 100", "((2))", "1.5 * 4", "3 +", "2 $ 3", "(1", "1 / 0"]:
    try:
        print(f"{e} = {calc(e)}")
    except SyntaxError as err:
        print(f"{e} -> SyntaxError: {err}")
    except ZeroDivisionError as err:
        print(f"{e} -> ZeroDivisionError: {err}")
