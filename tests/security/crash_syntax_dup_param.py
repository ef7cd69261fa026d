# a duplicate parameter name
def f(a, a): pass
