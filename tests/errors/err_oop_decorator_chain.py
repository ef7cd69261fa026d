# an error raised through two stacked decorators' wrappers
import functools


def logged(func):
    @functools.wraps(func)
    def wrapper(*args):
        print("calling", func.__name__, args)
        return func(*args)
    return wrapper


def validated(func):
    @functools.wraps(func)
    def wrapper(*args):
        if any(a < 0 for a in args):
            raise ValueError(f"negative argument to {func.__name__}")
        return func(*args)
    return wrapper


@logged
@validated
def area(w, h):
    return w * h


print(area(2, 3))
print(area(2, -3))
