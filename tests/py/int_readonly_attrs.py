# int's and float's real/imag/numerator/denominator cannot be set or deleted: CPython's
# message names the type that defines them
class I(int): pass
x = I(5)
print(x.real, x.imag, (5).real, (2.5).imag, True.real, (10**30).real, x.numerator)
for st in ("(1).real = 2", "del (1).real", "x.real = 1", "del x.real", "x.numerator = 3",
           "(2.5).real = 1", "del (2.5).imag", "True.real = 0", "(10**30).imag = 1",
           "(1.5).imag = 2", "'a'.x = 2", "[].append = 2"):
    try:
        exec(st)
    except AttributeError as e:
        print(e)
x.other = 1
print(x.other)
class P:
    @property
    def v(self): return 1
for st in ("P().v = 2", "del P().v"):
    try:
        exec(st)
    except AttributeError as e:
        print(e)
