# a traceback names each frame by its code's name: a functools.wraps wrapper's frame stays
# "wrapper" although its __name__ is the wrapped function's, and so does a renamed function
import functools
import re
import traceback


def logged(f):
    @functools.wraps(f)
    def wrapper(*args):
        return f(*args)
    return wrapper


@logged
def divide(a, b):
    return a // b


def renamed():
    raise KeyError("k")


renamed.__name__ = "other"

for call in (lambda: divide(1, 0), renamed):
    try:
        call()
    except Exception:
        text = re.sub(r'File "[^"\n]*[/\\]', 'File "', traceback.format_exc())
        print(re.sub(r"\n *[~^]+ *(?=\n)", "", text))
print(divide.__name__, renamed.__name__)
