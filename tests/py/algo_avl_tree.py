# AVL tree: self-balancing insertions with rotations, height checks, in-order iteration
class AVLNode:
    __slots__ = ("key", "left", "right", "height")

    def __init__(self, key):
        self.key, self.left, self.right, self.height = key, None, None, 1


def h(n):
    return n.height if n else 0


def update(n):
    n.height = 1 + max(h(n.left), h(n.right))


def rotate_right(y):
    x = y.left
    y.left, x.right = x.right, y
    update(y)
    update(x)
    return x


def rotate_left(x):
    y = x.right
    x.right, y.left = y.left, x
    update(x)
    update(y)
    return y


rotations = []


def insert(node, key):
    if node is None:
        return AVLNode(key)
    if key < node.key:
        node.left = insert(node.left, key)
    else:
        node.right = insert(node.right, key)
    update(node)
    bal = h(node.left) - h(node.right)
    if bal > 1:
        if key >= node.left.key:
            rotations.append("LR")
            node.left = rotate_left(node.left)
        else:
            rotations.append("LL")
        return rotate_right(node)
    if bal < -1:
        if key < node.right.key:
            rotations.append("RL")
            node.right = rotate_right(node.right)
        else:
            rotations.append("RR")
        return rotate_left(node)
    return node


def inorder(n):
    if n:
        yield from inorder(n.left)
        yield n.key
        yield from inorder(n.right)


def balanced(n):
    if n is None:
        return True
    return abs(h(n.left) - h(n.right)) <= 1 and balanced(n.left) and balanced(n.right)


def shape(n):
    return None if n is None else (n.key, shape(n.left), shape(n.right))


root = None
for k in [10, 20, 30, 40, 50, 25]:
    root = insert(root, k)
print(shape(root))
print(rotations)
root = None
rotations.clear()
for k in range(1, 128):
    root = insert(root, k)
print("height for 127 sorted keys:", root.height, "balanced:", balanced(root))
print(list(inorder(root)) == list(range(1, 128)), len(rotations))
root = None
for k in [(i * 37) % 101 for i in range(101)]:
    root = insert(root, k)
print(root.height, balanced(root), list(inorder(root))[:10], root.key)
