# keyword arguments, *args, **kwargs, keyword-only and positional-only
def show(*args, **kwargs):
    print(args, kwargs)
show()
show(1, 2)
show(a=1, b=2)
show(1, "x", key=None)
show(*[1, 2], *(3,), **{"k": 1}, **{"j": 2})
def kwonly(a, *, b, c=3):
    return a + b + c
print(kwonly(1, b=2), kwonly(1, c=10, b=2))
try:
    kwonly(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    kwonly(1)
except TypeError as e:
    print("TypeError:", e)
def posonly(a, b, /, c):
    return (a, b, c)
print(posonly(1, 2, 3), posonly(1, 2, c=3))
try:
    posonly(a=1, b=2, c=3)
except TypeError as e:
    print("TypeError:", e)
def f(a, b):
    return a - b
print(f(b=1, a=10), f(10, b=1))
try:
    f(1, a=2)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, c=3)
except TypeError as e:
    print("TypeError:", e)
def total(*nums, start=0):
    return start + sum(nums)
print(total(1, 2, 3), total(1, 2, start=100), total())
def config(**opts):
    return sorted(opts.items())
print(config(debug=True, level=3))
def mixed(a, b=2, *rest, flag=False, **extra):
    return f"a={a} b={b} rest={rest} flag={flag} extra={extra}"
print(mixed(1))
print(mixed(1, 2, 3, 4, flag=True, x="y"))
args = (5, 6)
kw = {"flag": True}
print(mixed(*args, **kw))
