import functools

def validate_positive(func):
    @functools.wraps(func)
    def wrapper(*args):
        for a in args:
            if a <= 0:
                raise ValueError(f"{func.__name__}: argument must be positive, got {a}")
        return func(*args)
    return wrapper

@validate_positive
def area(w, h):
    return w * h

print(area(2, 3), area.__name__)
print(area(2, -1))
