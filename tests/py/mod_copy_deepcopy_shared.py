# deepcopy keeps shared references shared, inside tuples too (a tuple whose items changed is new)
import copy
shared = [1, 2]
t = (shared, 3)
d = copy.deepcopy([shared, t, {"k": shared}])
print(d[1][0] is d[0], d[2]["k"] is d[0], d[0] is shared, d[1] is t, d == [shared, t, {"k": shared}])
flat = (1, "a", (2.5, None))
print(copy.deepcopy(flat) is flat)
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return True
    __hash__ = object.__hash__
pt = (P(1), P(2))
pc = copy.deepcopy(pt)
print(pc is pt, pc[0] is pt[0], pc[0].v, pc == pt)
