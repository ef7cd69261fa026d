# a nested function's nonlocal names a variable no enclosing function binds (a module global)
rate = 0.5
def outer():
    def apply(x):
        nonlocal rate
        rate = x
    apply(2)
    return rate
print(outer())
