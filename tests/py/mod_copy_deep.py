# copy.deepcopy: recursive copies with a memo (shared and cyclic references)
import copy
a = [1, [2, [3, 4]], {"k": [5]}]
b = copy.deepcopy(a)
b[1][1].append(99); b[2]["k"].append(6)
print(a, b)
shared = [0]
pair = [shared, shared]
cp = copy.deepcopy(pair)
cp[0].append(1)
print(pair, cp, cp[0] is cp[1])
cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc[1] is cyc, len(cc))
t = (1, 2, "x")
print(copy.deepcopy(t) is t, copy.deepcopy((1, [2]))[1] is not None)
class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
root = Node(1, [Node(2), Node(3, [Node(4)])])
clone = copy.deepcopy(root)
clone.children[1].children[0].val = 40
print(root.children[1].children[0].val, clone.children[1].children[0].val, isinstance(clone, Node))
grid = [[0] * 3 for _ in range(2)]
g2 = copy.deepcopy(grid)
g2[0][0] = 7
print(grid, g2)
d = {(1, 2): {"s": {1, 2}}, "f": frozenset([3])}
d2 = copy.deepcopy(d)
d2[(1, 2)]["s"].add(3)
print(d, sorted(d2[(1, 2)]["s"]), d2["f"])
class Custom:
    def __init__(self, v):
        self.v = v
    def __deepcopy__(self, memo):
        return Custom(self.v * 2)
print(copy.deepcopy([Custom(21)])[0].v)
