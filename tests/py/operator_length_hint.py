# operator.length_hint: len(), the builtin iterators' count of what is left, __length_hint__.
from operator import length_hint
print(length_hint(iter(range(10))))
it = iter([1, 2, 3])
print(length_hint(it)); next(it); print(length_hint(it))
print(length_hint([1, 2]), length_hint("abc"), length_hint({1: 2}))
print(length_hint(x for x in range(3)), length_hint(x for x in range(3)), length_hint(iter(()), 5))
print(length_hint(map(str, [1])), length_hint(object(), 7))
d = {1: 1, 2: 2}
print(length_hint(iter(d)), length_hint(iter(d.items())), length_hint(iter({1, 2, 3})))
class H:
    def __length_hint__(self):
        return 4
class NI:
    def __length_hint__(self):
        return NotImplemented
class Neg:
    def __length_hint__(self):
        return -1
print(length_hint(H()), length_hint(NI(), 9))
try:
    length_hint(Neg())
except ValueError as e:
    print("ValueError:", e)
lst = [1, 2, 3, 4]
it = iter(lst)
for x in it:
    if x == 2:
        break
print(length_hint(it), list(it))
