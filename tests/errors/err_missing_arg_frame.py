# a missing argument is reported at the call: the callee's frame is not in the traceback
def area(width, height):
    return width * height


def report(shapes):
    total = 0
    for w in shapes:
        total += area(w)
    return total


print(area(2, 3))
report([1, 2])
