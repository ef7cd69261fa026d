# error inside a decorated function passes through the wrapper frame
def logged(fn):
    def wrapper(*args):
        print("calling", fn.__name__, args)
        return fn(*args)
    return wrapper


@logged
def divide(a, b):
    return a / b


print(divide(6, 3))
print(divide(1, 0))
