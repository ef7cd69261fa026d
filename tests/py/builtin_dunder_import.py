m = __import__("math")
print(m.sqrt(16), m.__name__)
c = __import__("collections.abc")
print(c.__name__)
print(__import__("collections", fromlist=["abc"]).__name__)
try:
    __import__(5)
except TypeError as e:
    print(e)
try:
    __import__("")
except ValueError as e:
    print(e)
