# unpacking errors
def attempt(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ":", e)
def two_from_three():
    a, b = [1, 2, 3]
def three_from_two():
    a, b, c = (1, 2)
def star_too_few():
    a, b, *c = [1]
def from_int():
    a, b = 5
def from_none():
    a, b = None
attempt(two_from_three)
attempt(three_from_two)
attempt(star_too_few)
attempt(from_int)
attempt(from_none)
a, b, *c = [1, 2]
print(a, b, c)
