# cpython: same
# global and nonlocal in odd places
def f():
    global end
    end = 1
    def g():
        nonlocal_x = 1
    return end
print(f(), end)
