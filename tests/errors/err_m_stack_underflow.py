class Stack:
    def __init__(self):
        self._items = []

    def push(self, x):
        self._items.append(x)

    def pop(self):
        return self._items.pop()

def evaluate_rpn(tokens):
    s = Stack()
    for tok in tokens.split():
        if tok in "+-*/":
            b = s.pop()
            a = s.pop()
            s.push({"+": a + b, "-": a - b, "*": a * b, "/": a / b}[tok])
        else:
            s.push(float(tok))
    return s.pop()

print(evaluate_rpn("3 4 + 2 *"))
print(evaluate_rpn("1 +"))
