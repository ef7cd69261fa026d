# A recursive descent parser that ends with an uncaught error on malformed input
class Parser:
    def __init__(self, text):
        self.tokens = text.replace("(", " ( ").replace(")", " ) ").split()
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self):
        tok = self.peek()
        if tok is None:
            raise SyntaxError("unexpected end of input")
        self.pos += 1
        return tok

    def expr(self):
        tok = self.take()
        if tok == "(":
            items = []
            while self.peek() != ")":
                items.append(self.expr())
            self.take()
            return items
        if tok == ")":
            raise SyntaxError("unexpected )")
        try:
            return int(tok)
        except ValueError:
            return tok


def evaluate(x):
    if isinstance(x, int):
        return x
    op, *args = x
    vals = [evaluate(a) for a in args]
    if op == "+":
        return sum(vals)
    if op == "*":
        out = 1
        for v in vals:
            out *= v
        return out
    if op == "-":
        return vals[0] - sum(vals[1:])
    raise NameError(f"unknown operator {op!r}")


for src in ["(+ 1 2 3)", "(* 2 (+ 3 4))", "(- 10 (* 2 3) 1)", "42"]:
    tree = Parser(src).expr()
    print(src, "->", tree, "=", evaluate(tree))
try:
    evaluate(Parser("(max 1 2)").expr())
except NameError as e:
    print("NameError:", e)
print(Parser("(+ 1 (* 2 3)").expr())
