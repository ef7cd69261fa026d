# a model-style program: a tiny expression evaluator with match over tokens and dataclasses
from dataclasses import dataclass
import re
@dataclass
class Num:
    value: float
@dataclass
class BinOp:
    op: str
    left: object
    right: object
def tokenize(s):
    return re.findall(r"\d+\.?\d*|[-+*/()]", s)
def parse(tokens):
    def expr(i):
        node, i = term(i)
        while i < len(tokens) and tokens[i] in "+-":
            op = tokens[i]; right, i = term(i + 1); node = BinOp(op, node, right)
        return node, i
    def term(i):
        node, i = factor(i)
        while i < len(tokens) and tokens[i] in "*/":
            op = tokens[i]; right, i = factor(i + 1); node = BinOp(op, node, right)
        return node, i
    def factor(i):
        if tokens[i] == "(":
            node, i = expr(i + 1)
            return node, i + 1
        return Num(float(tokens[i])), i + 1
    return expr(0)[0]
def evaluate(node):
    match node:
        case Num(value=v):
            return v
        case BinOp("+", l, r):
            return evaluate(l) + evaluate(r)
        case BinOp("-", l, r):
            return evaluate(l) - evaluate(r)
        case BinOp("*", l, r):
            return evaluate(l) * evaluate(r)
        case BinOp("/", l, r):
            d = evaluate(r)
            if d == 0:
                raise ZeroDivisionError("division by zero in expression")
            return evaluate(l) / d
for src in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1", "2 * (3 + 4) * 5", "1 / (2 - 2)"]:
    try:
        tree = parse(tokenize(src))
        print(f"{src:<18} = {evaluate(tree):g}", "| eval agrees:", evaluate(tree) == eval(src))
    except ZeroDivisionError as e:
        print(f"{src:<18} ! {e}")
print(parse(tokenize("1+2")))
