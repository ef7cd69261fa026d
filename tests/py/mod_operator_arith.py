# operator: arithmetic, comparison and logical functions
import operator as op
print(op.add(2, 3), op.add("a", "b"), op.add([1], [2]), op.add(2**62, 2**62), op.sub(1, 2.5), op.mul("ab", 3))
print(op.truediv(7, 2), op.floordiv(-7, 2), op.mod(-7, 3), op.pow(2, 10), op.pow(2, -1), op.neg(5), op.pos(-2), op.abs(-3.5))
print(op.eq(1, 1.0), op.ne("a", "b"), op.lt(1, 2), op.le(2, 2), op.gt("b", "a"), op.ge([1, 2], [1, 3]))
print(op.not_(0), op.truth([]), op.truth([0]), op.and_(12, 10), op.or_(12, 3), op.xor(5, 1), op.invert(5))
print(op.lshift(1, 70), op.rshift(256, 4), op.index(7), op.concat([1], [2]), op.is_(None, None), op.is_not(1, None))
print(op.contains([1, 2], 2), op.contains("abc", "d"), op.countOf([1, 2, 1], 1), op.indexOf("abc", "c"))
x = [1, 2]
y = op.iadd(x, [3])
print(x, y is x, op.iadd(1, 2), op.imul("ab", 2), op.isub(5, 7))
d = {"a": 1}
op.setitem(d, "b", 2); print(op.getitem(d, "b"), d); op.delitem(d, "a"); print(d)
from functools import reduce
print(reduce(op.add, range(101)), reduce(op.mul, [1, 2, 3, 4]), list(map(op.mul, [1, 2], [3, 4])))
print(sorted([3, -1, 2], key=op.neg), list(map(op.sub, [10, 20], [1, 2])), op.__add__(1, 1))
print(list(filter(op.truth, [0, 1, "", "a"])), max([(1, "b"), (2, "a")], key=op.itemgetter(1)))
