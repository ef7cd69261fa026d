# cpython: same
# benign control: try/except/else/finally, chaining, custom exceptions
class AppError(Exception): pass
def f(x):
    try:
        if x == 0: raise AppError("zero")
        r = 10 / x
    except AppError as e:
        return "app:" + str(e)
    else:
        return r
    finally:
        print("finally", x)
print(f(0), f(4))
try:
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    print(type(e.__cause__).__name__, e)
