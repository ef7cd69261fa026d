# an exception propagates through finally blocks, which still run
def inner(x):
    try:
        return [1, 2, 3][x]
    finally:
        print("inner cleanup")


def outer(x):
    try:
        return inner(x)
    finally:
        print("outer cleanup")


print(outer(1))
print(outer(5))
