# assert with and without a message
def check(x):
    assert x > 0, f"x must be positive, got {x}"
    return x
print(check(3))
try:
    check(-2)
except AssertionError as e:
    print("AssertionError:", e, e.args)
try:
    assert 1 == 2
except AssertionError as e:
    print("bare assert:", repr(e), e.args)
try:
    assert [], "empty list is falsy"
except AssertionError as e:
    print(e)
assert True, "never"
assert (1, 2) == (1, 2)
print("asserts passed")
try:
    assert isinstance("s", int), ("tuple", "message")
except AssertionError as e:
    print(e.args)
