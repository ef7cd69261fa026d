# a tokenizer class with a generator, Token namedtuple, error positions, and a recursive-descent parser
import re
from collections import namedtuple

Token = namedtuple("Token", "kind text pos")

class TokenizeError(Exception):
    def __init__(self, text, pos):
        super().__init__(f"unexpected {text[pos]!r} at {pos}")
        self.pos = pos

class Tokenizer:
    SPEC = [("NUM", r"\d+(?:\.\d+)?"), ("OP", r"[-+*/()]"), ("WS", r"\s+")]
    def __init__(self, text):
        self.text = text
        self.regex = re.compile("|".join(f"(?P<{k}>{p})" for k, p in self.SPEC))
    def __iter__(self):
        pos = 0
        while pos < len(self.text):
            m = self.regex.match(self.text, pos)
            if not m:
                raise TokenizeError(self.text, pos)
            if m.lastgroup != "WS":
                yield Token(m.lastgroup, m.group(), pos)
            pos = m.end()

class Parser:
    def __init__(self, text):
        self.tokens = list(Tokenizer(text))
        self.i = 0
    def peek(self):
        return self.tokens[self.i].text if self.i < len(self.tokens) else None
    def take(self):
        tok = self.tokens[self.i]
        self.i += 1
        return tok
    def expr(self):
        v = self.term()
        while self.peek() in ("+", "-"):
            v = v + self.term() if self.take().text == "+" else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek() in ("*", "/"):
            v = v * self.factor() if self.take().text == "*" else v / self.factor()
        return v
    def factor(self):
        tok = self.take()
        if tok.text == "(":
            v = self.expr()
            self.take()
            return v
        if tok.text == "-":
            return -self.factor()
        return float(tok.text) if "." in tok.text else int(tok.text)

print(list(Tokenizer("3 + 4.5*(2 - 1)")))
for src in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1", "-(2 + 3) * 2", "2 * 3.5"]:
    print(f"{src} = {Parser(src).expr()}")
try:
    list(Tokenizer("2 + x"))
except TokenizeError as e:
    print("TokenizeError:", e, e.pos)
