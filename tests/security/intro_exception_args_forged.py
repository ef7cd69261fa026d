# cpython: same
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
