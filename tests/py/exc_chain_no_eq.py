# chaining an exception raised while another is handled never compares them: a user __eq__
# is not called (the handler's check is identity), and __context__ is set as CPython sets it
class Noisy(Exception):
    def __eq__(self, other):
        print("__eq__ called!")
        return True
    __hash__ = Exception.__hash__

def parse(s):
    try:
        return int(s)
    except ValueError:
        raise Noisy("bad " + s)

for s in ["12", "x", "7y"]:
    try:
        print(parse(s))
    except Noisy as e:
        print("caught", e, type(e.__context__).__name__, e.__context__.args, e.__cause__)

try:
    try:
        raise Noisy("first")
    except Noisy as a:
        raise Noisy("second")
except Noisy as b:
    print(b, "<-", b.__context__, b.__context__ is not b)

try:
    e = Noisy("same")
    try:
        raise e
    except Noisy:
        raise e
except Noisy as x:
    print(x, x.__context__)

try:
    try:
        {}["k"]
    except KeyError as k:
        raise ValueError("v") from None
except ValueError as v:
    print(repr(v), repr(v.__context__), v.__suppress_context__)
