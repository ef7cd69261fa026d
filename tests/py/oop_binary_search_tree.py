# binary search tree class: insert, contains, in-order iteration, min/max, height, delete
class BST:
    class _Node:
        __slots__ = ("key", "left", "right")
        def __init__(self, key):
            self.key, self.left, self.right = key, None, None

    def __init__(self, keys=()):
        self.root = None
        self._n = 0
        for k in keys:
            self.add(k)

    def add(self, key):
        def _add(node):
            if node is None:
                self._n += 1
                return BST._Node(key)
            if key < node.key:
                node.left = _add(node.left)
            elif key > node.key:
                node.right = _add(node.right)
            return node
        self.root = _add(self.root)

    def __contains__(self, key):
        node = self.root
        while node:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False

    def __iter__(self):
        stack, node = [], self.root
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key
            node = node.right

    def __len__(self):
        return self._n

    def height(self):
        def h(n):
            return 0 if n is None else 1 + max(h(n.left), h(n.right))
        return h(self.root)

    def remove(self, key):
        def _rm(node, key):
            if node is None:
                raise KeyError(key)
            if key < node.key:
                node.left = _rm(node.left, key)
            elif key > node.key:
                node.right = _rm(node.right, key)
            else:
                if node.left is None:
                    return node.right
                if node.right is None:
                    return node.left
                succ = node.right
                while succ.left:
                    succ = succ.left
                node.key = succ.key
                node.right = _rm(node.right, succ.key)
            return node
        self.root = _rm(self.root, key)
        self._n -= 1

t = BST([50, 30, 70, 20, 40, 60, 80, 30, 65])
print(list(t), len(t), t.height(), 40 in t, 45 in t, min(t), max(t))
for k in (20, 70, 50):
    t.remove(k)
    print("removed", k, "->", list(t), len(t), t.height())
try:
    t.remove(999)
except KeyError as e:
    print("KeyError:", e)
words = BST("the quick brown fox jumps over the lazy dog".split())
print(list(words), len(words), "fox" in words)
