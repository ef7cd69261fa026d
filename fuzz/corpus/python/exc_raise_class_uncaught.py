# raising an exception class without arguments: last stderr line is just the class name
def check(x):
    if x < 0:
        raise ValueError
    return x
print(check(1))
check(-1)
