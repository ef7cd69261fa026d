# args: --max-memory 64M
# the same, for the __str__ of a chained cause
class E(Exception):
    def __str__(self):
        return "x" * 10**9
try:
    raise ValueError("a") from E()
except ZeroDivisionError:
    pass
