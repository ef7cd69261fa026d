# divmod(a, b) follows the binary operator protocol: __divmod__, then b's __rdivmod__
class D:
    def __init__(self, v):
        self.v = v
    def __divmod__(self, o):
        return ("divmod", self.v, o)
    def __rdivmod__(self, o):
        return ("rdivmod", self.v, o)
class Sub(D):
    def __rdivmod__(self, o):
        return ("sub-rdivmod", self.v, getattr(o, "v", o))
class Only:
    def __divmod__(self, o):
        return NotImplemented
print(divmod(D(1), 3), divmod(3, D(2)), divmod(D(1), Sub(2)), divmod(Sub(2), D(1))[:2])
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(2 ** 70, 7))
for a, b in ((Only(), 1), (1, Only()), ("a", 2), (1, "b")):
    try:
        divmod(a, b)
    except TypeError as e:
        print("TypeError:", e)
