# Stack applications: balanced brackets, postfix evaluation, next greater element
class Stack:
    def __init__(self):
        self._items = []

    def push(self, x):
        self._items.append(x)

    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self):
        return self._items[-1] if self._items else None

    def __len__(self):
        return len(self._items)


PAIRS = {")": "(", "]": "[", "}": "{"}


def balanced(s):
    st = Stack()
    for i, ch in enumerate(s):
        if ch in "([{":
            st.push((ch, i))
        elif ch in PAIRS:
            if not len(st) or st.peek()[0] != PAIRS[ch]:
                return f"mismatch at {i}"
            st.pop()
    return "ok" if not len(st) else f"unclosed at {st.peek()[1]}"


def eval_postfix(expr):
    st = Stack()
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b,
           "*": lambda a, b: a * b, "/": lambda a, b: a / b, "^": lambda a, b: a ** b}
    for tok in expr.split():
        if tok in ops:
            b, a = st.pop(), st.pop()
            st.push(ops[tok](a, b))
        else:
            st.push(float(tok) if "." in tok else int(tok))
    return st.pop()


def next_greater(nums):
    res, st = [-1] * len(nums), []
    for i, x in enumerate(nums):
        while st and nums[st[-1]] < x:
            res[st.pop()] = x
        st.append(i)
    return res


for s in ["([]{})", "([)]", "((", "{[()()]}", "", "}", "a(b[c]d)e"]:
    print(repr(s), balanced(s))
for e in ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3 ^ 1 -", "7 2 /", "1.5 2 *"]:
    print(e, "=", eval_postfix(e))
try:
    eval_postfix("1 +")
except IndexError as e:
    print("IndexError:", e)
print(next_greater([4, 5, 2, 25, 7, 8, 1]))
print(next_greater([13, 7, 6, 12]))
