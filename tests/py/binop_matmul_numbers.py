# @ is not defined for numbers; a class's __matmul__/__rmatmul__/__imatmul__ are
for a, b in [(3, 3), (1.5, 2), (True, 1), (2 ** 70, 1)]:
    try:
        print(a @ b)
    except TypeError as e:
        print(e)
class M:
    def __init__(self, v): self.v = v
    def __matmul__(self, o): return M(self.v * (o.v if isinstance(o, M) else o))
    def __rmatmul__(self, o): return M(o * self.v + 1)
    def __repr__(self): return f"M({self.v})"
print(M(2) @ M(3), M(2) @ 5, 5 @ M(2))
m = M(4)
m @= M(2)
print(m)
x = 7
try:
    x @= 2
except TypeError as e:
    print(e)
