# known bug: e.args = 5 is accepted, and str(e) then fails with Lua's text (SystemError: internal error: attempt to get length of a number value (local 'args')); CPython: TypeError: 'int' object is not iterable at the assignment
# an exception whose args were replaced by a non-tuple
e = ValueError("x")
try:
    e.args = 5
except TypeError as x:
    print("TypeError:", x)
try:
    print(str(e))
except Exception as x:
    print(type(x).__name__)
e.args = ["a", "b"]
print(e.args, str(e))
