print(sum([2**62, 2**62, 2**62]), sum([-2**63, -1]), sum(x for x in [2**63 - 1, 1]), sum([1, 2.5, True]), sum([[1], [2]], []))
print(sum([0.1] * 10), sum((1, 2, 3), 10), sum(range(10**6)), sum([2**70, -2**70, 5]))
from fractions import Fraction
print(sum([Fraction(1, 3)] * 3), sum([1j, 2]))
for bad in (["a"], [1, "b"], [None]):
    try:
        print(sum(bad))
    except TypeError as e:
        print("TypeError", e)
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError", e)
