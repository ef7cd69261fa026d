# Calculator: tokenizer, shunting-yard to RPN, RPN evaluation with unary minus and ^ right-assoc
import operator
import re

PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3, "neg": 4}
RIGHT = {"^", "neg"}
OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
       "%": operator.mod, "^": operator.pow}


def tokenize(expr):
    tokens = re.findall(r"\d+\.\d*|\d+|[-+*/%^()]|\S", expr)
    for t in tokens:
        if not (t[0].isdigit() or t in "+-*/%^()"):
            raise SyntaxError(f"unexpected character {t!r}")
    return tokens


def to_rpn(tokens):
    out, stack, prev = [], [], None
    for t in tokens:
        if t[0].isdigit():
            out.append(float(t) if "." in t else int(t))
        elif t == "(":
            stack.append(t)
        elif t == ")":
            while stack and stack[-1] != "(":
                out.append(stack.pop())
            if not stack:
                raise SyntaxError("unbalanced parentheses")
            stack.pop()
        else:
            if t == "-" and (prev is None or prev in PREC or prev == "("):
                t = "neg"
            while (stack and stack[-1] != "(" and
                   (PREC[stack[-1]] > PREC[t] or (PREC[stack[-1]] == PREC[t] and t not in RIGHT))):
                out.append(stack.pop())
            stack.append(t)
        prev = t
    while stack:
        if stack[-1] == "(":
            raise SyntaxError("unbalanced parentheses")
        out.append(stack.pop())
    return out


def eval_rpn(rpn):
    st = []
    for t in rpn:
        if t == "neg":
            st.append(-st.pop())
        elif t in OPS:
            b, a = st.pop(), st.pop()
            st.append(OPS[t](a, b))
        else:
            st.append(t)
    return st[0]


def calc(expr):
    return eval_rpn(to_rpn(tokenize(expr)))


for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-3 ^ 2", "10 / 4", "7 % 3 + 2.5",
          "-(4 - 6) * -2", "3 + 4 * 2 / (1 - 5) ^ 2 ^ 3", "100", "2 * (3 + (4 - 1)) ^ 2"]:
    rpn = to_rpn(tokenize(e))
    print(f"{e:32} {' '.join(map(str, rpn)):30} = {calc(e)}")
for bad in ["(1 + 2", "1 + 2)", "2 $ 3", "1 / 0"]:
    try:
        print(calc(bad))
    except (SyntaxError, ZeroDivisionError) as err:
        print(f"{bad!r}: {type(err).__name__}: {err}")
