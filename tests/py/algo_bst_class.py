# Binary search tree: insert, search, delete, traversals, height, validation
class BST:
    class _Node:
        def __init__(self, key):
            self.key, self.left, self.right = key, None, None

    def __init__(self, keys=()):
        self.root = None
        for k in keys:
            self.insert(k)

    def insert(self, key):
        def ins(node):
            if node is None:
                return BST._Node(key)
            if key < node.key:
                node.left = ins(node.left)
            elif key > node.key:
                node.right = ins(node.right)
            return node
        self.root = ins(self.root)

    def __contains__(self, key):
        n = self.root
        while n:
            if key == n.key:
                return True
            n = n.left if key < n.key else n.right
        return False

    def delete(self, key):
        def dele(node, key):
            if node is None:
                raise KeyError(key)
            if key < node.key:
                node.left = dele(node.left, key)
            elif key > node.key:
                node.right = dele(node.right, key)
            else:
                if not node.left:
                    return node.right
                if not node.right:
                    return node.left
                succ = node.right
                while succ.left:
                    succ = succ.left
                node.key = succ.key
                node.right = dele(node.right, succ.key)
            return node
        self.root = dele(self.root, key)

    def inorder(self, node="root"):
        node = self.root if node == "root" else node
        if node:
            yield from self.inorder(node.left)
            yield node.key
            yield from self.inorder(node.right)

    def preorder(self):
        stack, out = [self.root], []
        while stack:
            n = stack.pop()
            if n:
                out.append(n.key)
                stack.extend([n.right, n.left])
        return out

    def height(self, node="root"):
        node = self.root if node == "root" else node
        return 0 if node is None else 1 + max(self.height(node.left), self.height(node.right))


t = BST([50, 30, 70, 20, 40, 60, 80, 35, 45, 65])
print(list(t.inorder()))
print(t.preorder())
print("height", t.height(), 45 in t, 55 in t)
for k in (20, 30, 50):
    t.delete(k)
    print("delete", k, list(t.inorder()), t.preorder())
try:
    t.delete(999)
except KeyError as e:
    print("KeyError", e)
print(BST(range(10)).height(), BST([5, 3, 8, 1, 4, 7, 9, 2, 6]).height())
