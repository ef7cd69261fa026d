# Tokenize arithmetic with re.Scanner-free finditer, convert infix to RPN (shunting-yard), evaluate.
import re
import operator

TOK = re.compile(r"(?P<NUM>\d+(?:\.\d+)?)|(?P<OP>[-+*/^])|(?P<LP>\()|(?P<RP>\))|(?P<WS>\s+)|(?P<BAD>.)")
PREC = {"+": (1, "L"), "-": (1, "L"), "*": (2, "L"), "/": (2, "L"), "^": (3, "R")}
OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "^": operator.pow}

def tokens(expr):
    for m in TOK.finditer(expr):
        kind = m.lastgroup
        if kind == "WS":
            continue
        if kind == "BAD":
            raise ValueError(f"bad character {m.group()!r} at position {m.start()}")
        yield kind, m.group()

def to_rpn(expr):
    out, stack = [], []
    for kind, val in tokens(expr):
        if kind == "NUM":
            out.append(val)
        elif kind == "OP":
            p, assoc = PREC[val]
            while stack and stack[-1] in PREC and (PREC[stack[-1]][0] > p or (PREC[stack[-1]][0] == p and assoc == "L")):
                out.append(stack.pop())
            stack.append(val)
        elif kind == "LP":
            stack.append(val)
        else:
            while stack and stack[-1] != "(":
                out.append(stack.pop())
            if not stack:
                raise ValueError("mismatched ')'")
            stack.pop()
    while stack:
        op = stack.pop()
        if op == "(":
            raise ValueError("mismatched '('")
        out.append(op)
    return out

def eval_rpn(rpn):
    st = []
    for t in rpn:
        if t in OPS:
            b, a = st.pop(), st.pop()
            st.append(OPS[t](a, b))
        else:
            st.append(float(t) if "." in t else int(t))
    return st[0]

for e in ["3 + 4 * 2 / (1 - 5) ^ 2 ^ 3", "2 ^ 3 ^ 2", "(1 + 2) * (3 + 4)", "10 / 4 - 0.5", "7 - 2 - 1",
          "2 * (3 + 4", "1 + 2)", "4 % 2", "8 / (3 - 3)"]:
    try:
        rpn = to_rpn(e)
        print(f"{e:<30} RPN: {' '.join(rpn):<28} = {eval_rpn(rpn)}")
    except (ValueError, ZeroDivisionError) as err:
        print(f"{e:<30} error: {type(err).__name__}: {err}")
