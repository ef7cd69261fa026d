import bisect, operator
for f, args in [(bisect.bisect, ()), (bisect.bisect, ([],)), (bisect.bisect_left, ([1],)), (bisect.insort, ([],)),
                (bisect.insort_left, ()), (operator.inv, ()), (operator.inv, (1, 2)), (operator.invert, ()),
                (operator.length_hint, ())]:
    try:
        print(f(*args))
    except TypeError as e:
        print(f.__name__, e)
a = [1, 3]
bisect.insort(a, 2); print(a, bisect.bisect(a, 2), bisect.bisect_left(a, 2, lo=1), operator.inv(5), operator.length_hint([1, 2]))
print(operator.inv.__name__, operator.invert.__name__)
