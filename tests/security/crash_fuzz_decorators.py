# decorators that are arbitrary expressions
@(lambda f: f)
def f(): return 1
@[print][0]
def g(): pass
print(f(), g)
