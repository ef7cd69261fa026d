# cpython: same
# benign control: an uncaught exception ends the program with a traceback
print("before")
def f(x):
    return x["missing"]
f({})
