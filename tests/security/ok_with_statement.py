# cpython: same
# benign control: with and context managers
class CM:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print("enter", self.n); return self.n
    def __exit__(self, t, v, tb):
        print("exit", self.n, t.__name__ if t else None)
        return t is ValueError
with CM(1) as a, CM(2) as b:
    print(a + b)
with CM(3):
    raise ValueError("swallowed")
print("after")
