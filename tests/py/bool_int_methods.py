# int's methods on a bool give ints, as CPython's do: True.conjugate(), True.__index__(),
# True.__int__() and True.as_integer_ratio() were True and (True, 1)
flags = [True, False, True]
print([f.conjugate() for f in flags], [f.__index__() for f in flags], [int.__int__(f) for f in flags])
print(True.as_integer_ratio(), False.as_integer_ratio(), True.numerator, True.real, True.imag)
print(True.__trunc__(), True.__floor__(), True.__round__(), True.__neg__(), True.__invert__(), True.__add__(True))
print([1, 2, 3][True], "abc"[False], list(range(5))[True:], sum(flags), True & True, True | 2, ~False)
