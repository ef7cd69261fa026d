# Stack and queue classes, balanced brackets and RPN evaluation
class Stack:
    def __init__(self):
        self._items = []
    def push(self, item):
        self._items.append(item)
    def pop(self):
        if self.is_empty():
            raise IndexError("pop from empty stack")
        return self._items.pop()
    def peek(self):
        return self._items[-1] if self._items else None
    def is_empty(self):
        return len(self._items) == 0
    def __len__(self):
        return len(self._items)
    def __repr__(self):
        return f"Stack({self._items})"

class Queue:
    def __init__(self):
        self._in, self._out = [], []
    def enqueue(self, x):
        self._in.append(x)
    def dequeue(self):
        if not self._out:
            while self._in:
                self._out.append(self._in.pop())
        return self._out.pop()
    def __len__(self):
        return len(self._in) + len(self._out)

def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for ch in s:
        if ch in "([{":
            st.push(ch)
        elif ch in pairs:
            if st.is_empty() or st.pop() != pairs[ch]:
                return False
    return st.is_empty()

def rpn(expr):
    st = Stack()
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    for tok in expr.split():
        if tok in ops:
            b, a = st.pop(), st.pop()
            st.push(ops[tok](a, b))
        else:
            st.push(float(tok) if "." in tok else int(tok))
    return st.pop()

s = Stack()
for i in range(3):
    s.push(i * i)
print(s, len(s), s.peek(), s.pop(), s)
for expr in ["()", "([]{})", "(]", "((", "", "{[()()]}"]:
    print(repr(expr), balanced(expr))
print(rpn("3 4 + 2 *"), rpn("5 1 2 + 4 * + 3 -"), rpn("2.5 2 *"), rpn("7 2 /"))
q = Queue()
for x in "abc":
    q.enqueue(x)
print(q.dequeue(), len(q))
q.enqueue("d")
print([q.dequeue() for _ in range(len(q))])
try:
    Stack().pop()
except IndexError as e:
    print("IndexError:", e)
