# missing keyword-only arguments are listed as CPython lists them; enumerate counts past int64
def f(*, a, b, c): pass
def g(x, *, a, b): pass
for call in (lambda: f(), lambda: f(a=1), lambda: g(1), lambda: g(1, b=2)):
    try:
        call()
    except TypeError as e:
        print(e)
print(list(enumerate("ab", 2**63 - 1)))
print(list(enumerate("ab", 2**70)))
print(list(enumerate("ab", True)))
