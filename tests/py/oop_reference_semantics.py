# reference semantics with objects: aliasing, shared mutable class attrs, copies in lists, is vs ==
import copy

class Box:
    shared = []
    def __init__(self, items):
        self.items = items
    def __eq__(self, other):
        return isinstance(other, Box) and self.items == other.items
    def __repr__(self):
        return f"Box({self.items})"

a = Box([1, 2])
b = a
c = Box([1, 2])
b.items.append(3)
print(a, b, c, a is b, a == b, a is c, a == c)
grid = [[0] * 3] * 2
grid[0][0] = 9
print(grid)
grid = [[0] * 3 for _ in range(2)]
grid[0][0] = 9
print(grid)
boxes = [Box([])] * 3
boxes[0].items.append("x")
print(boxes)
boxes = [Box([]) for _ in range(3)]
boxes[0].items.append("x")
print(boxes)
a.shared.append("from a")
print(c.shared, Box.shared is c.shared)
def modify(box, value):
    box.items.append(value)
    box = Box(["new"])
    return box
r = modify(c, 99)
print(c, r)
snap = copy.deepcopy([a, a])
print(snap[0] is snap[1], snap[0] == a, snap[0] is a)
t = (a, 1)
a.items.clear()
print(t)
