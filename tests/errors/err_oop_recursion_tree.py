# an AttributeError deep in a recursive method over a tree
class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def total(self):
        return self.value + sum(c.total() for c in self.children)


tree = Node(1, [Node(2, [Node(3)]), Node(4)])
print(tree.total())
tree.children[0].children.append("not a node")
print(tree.total())
