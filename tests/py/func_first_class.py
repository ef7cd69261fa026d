# functions as values, returning several values, nested defs
def apply(f, *args):
    return f(*args)
print(apply(max, 3, 9, 2), apply(len, "abc"), apply(lambda: "z"))
def minmax(xs):
    return min(xs), max(xs)
lo, hi = minmax([4, 1, 7])
print(lo, hi, minmax([2]))
r = minmax([5, 3])
print(r, type(r).__name__)
funcs = [str.upper, str.lower, str.title]
print([f("hello World") for f in funcs])
table = {"sq": lambda x: x * x, "neg": lambda x: -x, "abs": abs}
print({k: f(-3) for k, f in table.items()})
def pipeline(*steps):
    def run(x):
        for s in steps:
            x = s(x)
        return x
    return run
p = pipeline(str.strip, str.lower, lambda s: s.replace(" ", "-"))
print(p("  Hello Big World "))
def outer(n):
    def inner(m):
        return n * m
    return inner
print(outer(3)(4), callable(outer), callable(outer(1)), callable(5))
def no_return():
    x = 1
print(no_return())
def early(x):
    if x > 0:
        return "positive"
    print("not positive")
print(early(1), early(-1))
def doc():
    """This is the docstring."""
    return 1
print(doc.__doc__, doc())
