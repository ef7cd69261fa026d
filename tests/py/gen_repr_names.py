def gen(n):
    yield from range(n)
class K:
    def items(self):
        yield 1
def outer():
    return (x for x in [1])
print(repr(gen(2)).split(" at ")[0], repr(K().items()).split(" at ")[0], repr(outer()).split(" at ")[0])
print(repr((y for y in "ab")).split(" at ")[0], list(gen(3)))
lam = lambda: (yield 5)
print(repr(lam()).split(" at ")[0])
