# BST in-order iterator class using an explicit stack; next() past the end raises StopIteration uncaught
class Node:
    def __init__(self, val, left=None, right=None):
        self.val, self.left, self.right = val, left, right


class BSTIterator:
    def __init__(self, root):
        self.stack = []
        self._push_left(root)

    def _push_left(self, node):
        while node:
            self.stack.append(node)
            node = node.left

    def __iter__(self):
        return self

    def __next__(self):
        if not self.stack:
            raise StopIteration
        node = self.stack.pop()
        self._push_left(node.right)
        return node.val

    def has_next(self):
        return bool(self.stack)


def build(sorted_vals):
    if not sorted_vals:
        return None
    mid = len(sorted_vals) // 2
    return Node(sorted_vals[mid], build(sorted_vals[:mid]), build(sorted_vals[mid + 1:]))


root = build([1, 3, 4, 6, 7, 8, 10, 13, 14])
print(list(BSTIterator(root)))
it = BSTIterator(root)
print(next(it), next(it), it.has_next())
print(sum(it), it.has_next())
print(next(iter(BSTIterator(build([42])))))
print(list(zip(BSTIterator(root), BSTIterator(build("abcdef")))))
empty = BSTIterator(None)
print(empty.has_next(), next(empty, "done"))
next(empty)
