# array.array: typecodes, range checks with CPython's messages, 'f' single precision, the list methods
from array import array
import array as arraymod
for tc in 'bBhHiIlLqQ':
    for v in (10**30, -10**30, 2**64, -1, 300, -300, 70000, 2**40):
        try:
            array(tc, [v])
        except OverflowError as e:
            print(tc, v if abs(v) < 10**20 else 'big', e)
for bad in [lambda: array('i', [1.5]), lambda: array('d', ['x']), lambda: array('z'), lambda: array('i', 'abc'),
            lambda: array('i', [1]) + array('d', [1.0]), lambda: array('i', [1]).index(5), lambda: array('i', [1]) + [2],
            lambda: array('i').pop(), lambda: array('i', [1]).remove(3), lambda: array('i', [1])[5]]:
    try:
        bad()
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
a = array('f', [0.1, 2.5]); print(a, a[0], a.itemsize, a.typecode, array('d', [0.1]))
print(array('i'), array('u', 'hi'), array('i', [1, 2]) + array('i', [3]), array('i', [1]) * 3, array('i', range(5))[1:3])
a = array('i', [3, 1, 2]); a.append(5); a.extend([7]); a.insert(0, 9)
print(a, a.pop(), a.index(1), a.count(2), a.tolist(), len(a), 3 in a, list(reversed(a)))
a.reverse(); a.remove(9); print(a, a == array('i', [5, 2, 1, 3]), a == [5, 2, 1, 3], sum(a), max(a), sorted(a))
a[0] = 10; a[1:3] = array('i', [7, 7, 7]); del a[0]; print(a, type(a), arraymod.typecodes)
nums = array('d', [1.5, 2.5, 3.0])
print(sum(nums) / len(nums), [x * 2 for x in nums], nums[::-1], array('l', [2**40, -5]))
