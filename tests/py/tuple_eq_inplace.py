# == and != of tuples: the VM answers tuples of numbers, strs and the same objects in place;
# anything else (bools against ints, objects, nested tuples) goes to the full comparison
class E:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        print("E.__eq__", self.v)
        return isinstance(o, E) and self.v == o.v
    __hash__ = object.__hash__
e = E(1)
cases = [((1, 2), (1, 2)), ((1, 2), (1, 2.0)), ((1, 2), (2, 1)), ((1,), (1, 2)), ((), ()),
         (("a", 1), ("a", 1)), (("a",), ("b",)), ((1,), ("1",)), ((True, 2), (1, 2)),
         ((None, 1), (None, 1)), ((e,), (e,)), ((e,), (E(1),)), ((E(2),), (E(3), 1)),
         (((1, 2), 3), ((1, 2), 3)), (((1, 2),), ((1, 3),)), ((1.5, "x"), (1.5, "x")),
         ((0.0,), (-0.0,)), ((2**70,), (2**70,)), ((2**70, 1), (2**70 + 1, 1)), ((1, 2), [1, 2])]
for a, b in cases:
    print(a == b, a != b, b == a)
goal = (3, 4)
hits = 0
for x in range(6):
    for y in range(6):
        if (x, y) == goal:
            hits += 1
        if (x, y) != (y, x):
            hits += 10
print(hits)
