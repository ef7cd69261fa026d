class Stack(list):
    def push(self, x):
        self.append(x)
        return self
    def peek(self):
        if not self:
            raise IndexError("peek from empty stack")
        return self[-1]
    def __repr__(self):
        return f"Stack({list.__repr__(self)})"
s = Stack()
s.push(1).push(2).push(3)
print(s, s.peek(), len(s), s.pop(), s, bool(s), s[::-1], s + [9], s * 2)
s[0:1] = [10, 11]
print(s)
del s[::2]
print(s, s == [11], s.index(11))
s.clear()
try:
    s.peek()
except IndexError as e:
    print("IndexError:", e)
class History(list):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit
    def append(self, item):
        super().append(item)
        if len(self) > self.limit:
            del self[0]
h = History(3)
for cmd in ["ls", "cd", "pwd", "git", "make"]:
    h.append(cmd)
print(h, h.limit, list(h), h[-1], h[0:2])
h.extend(["a", "b"])
print(h, len(h))
