# builtin functions called without their required arguments raise CPython's TypeError (they
# read the missing argument as "object", SystemError or UnboundLocalError), and the builtin
# type constructors given too many (float(1, 2) was 1.0)
def attempt(label, fn):
    try:
        print(label, "->", fn())
    except TypeError as e:
        print(label, "-> TypeError:", e)


attempt("len()", lambda: len())
attempt("abs()", lambda: abs())
attempt("repr()", lambda: repr())
attempt("ascii()", lambda: ascii())
attempt("hash()", lambda: hash())
attempt("id()", lambda: id())
attempt("chr()", lambda: chr())
attempt("ord()", lambda: ord())
attempt("hex()", lambda: hex())
attempt("oct()", lambda: oct())
attempt("bin()", lambda: bin())
attempt("callable()", lambda: callable())
attempt("any()", lambda: any())
attempt("all()", lambda: all())
attempt("isinstance(3)", lambda: isinstance(3))
attempt("issubclass(int)", lambda: issubclass(int))
attempt("divmod(7)", lambda: divmod(7))
attempt("getattr(obj)", lambda: getattr(object()))
attempt("hasattr(obj)", lambda: hasattr(object()))
attempt("iter()", lambda: iter())
attempt("next()", lambda: next())
attempt("format()", lambda: format())
attempt("pow(2)", lambda: pow(2))
attempt("pow()", lambda: pow())
attempt("round()", lambda: round())
attempt("sum()", lambda: sum())
attempt("filter(None)", lambda: filter(None))
attempt("reversed()", lambda: reversed())
attempt("enumerate()", lambda: enumerate())
attempt("bool(1, 2)", lambda: bool(1, 2))
attempt("float('1', 2)", lambda: float("1", 2))
attempt("list('ab', 1)", lambda: list("ab", 1))
attempt("tuple('ab', 1)", lambda: tuple("ab", 1))
attempt("set('ab', 1)", lambda: set("ab", 1))
attempt("frozenset('ab', 1)", lambda: frozenset("ab", 1))
attempt("complex(1, 2, 3)", lambda: complex(1, 2, 3))
attempt("super(int, 1, 2)", lambda: super(int, 1, 2))
# the ordinary calls are unchanged
print(len("abc"), abs(-2), pow(2, 5), round(2.5), sum([1, 2]), divmod(7, 2), isinstance(1, int),
      float("1.5"), list("ab"), tuple(), set(), bool(), complex(1, 2), next(iter([9])),
      format(3.14159, ".2f"), getattr(1, "real"), list(enumerate("ab")), list(reversed([1, 2])))
