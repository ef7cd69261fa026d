# the failing expression sits on the third line of a multi-line call
def combine(a, b, c):
    return a + b + c

values = {"x": 1, "y": 2}
total = combine(
    values["x"],
    values["z"],
    values["y"],
)
print(total)
