class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []

    def depth(self):
        if not self.children:
            return 1
        return 1 + max(c.depth() for c in self.children)

    def find(self, value):
        if self.value == value:
            return self
        for c in self.children:
            found = c.find(value)
            if found:
                return found
        return None

tree = Node(1, [Node(2, [Node(4)]), Node(3)])
print(tree.find(4).value)
print(tree.find(9).value)
