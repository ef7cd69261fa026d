# LEGB name resolution
x = "global"
def outer():
    x = "enclosing"
    def inner():
        return x
    return inner()
print(outer())
def outer2():
    def inner():
        return x
    return inner()
print(outer2())
def uses_len():
    return len("abc")
print(uses_len())
def shadow_param(len):
    return len
print(shadow_param(5))
y = 1
def read_then_global():
    global y
    y = y + 1
    return y
print(read_then_global(), y)
def make_adders():
    adders = []
    for n in range(3):
        def add(x, n=n):
            return x + n
        adders.append(add)
    return adders
print([f(10) for f in make_adders()])
def counter_factory():
    count = 0
    def get():
        return count
    def inc():
        nonlocal count
        count += 1
    return get, inc
get, inc = counter_factory()
inc(); inc(); inc()
print(get())
class C:
    attr = "class attr"
    def method(self):
        return attr_lookup()
def attr_lookup():
    return x
print(C().method(), C.attr)
