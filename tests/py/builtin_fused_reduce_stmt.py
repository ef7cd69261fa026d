# min/max/sum/any/all of a generator expression used as a statement (its value discarded):
# the inlined loop must still compile and raise what CPython raises
def noisy(x):
    print("saw", x)
    return x

min(noisy(x) for x in [3, 1, 2])
max(noisy(x) for x in "ab")
sum(noisy(x) for x in range(3))
any(noisy(x) for x in [0, 1, 2])
all(noisy(x) for x in [1, 0, 2])
try: min(x for x in [])
except ValueError as e: print(e)
try: max(x for x in [])
except ValueError as e: print(e)
def f():
    sum(x for x in [1, "a"])
try: f()
except TypeError as e: print(e)
print("done")
