# nested classes: an inner Node class, an inner exception, enum inside a class, qualname, access
from enum import Enum

class Tree:
    class EmptyError(LookupError):
        pass

    class Order(Enum):
        PRE = "pre"
        POST = "post"

    class Node:
        def __init__(self, value, *children):
            self.value, self.children = value, list(children)

    def __init__(self, root=None):
        self.root = root

    def traverse(self, order=Order.PRE):
        if self.root is None:
            raise Tree.EmptyError("tree is empty")
        out = []
        def visit(n):
            if order is Tree.Order.PRE:
                out.append(n.value)
            for c in n.children:
                visit(c)
            if order is Tree.Order.POST:
                out.append(n.value)
        visit(self.root)
        return out

N = Tree.Node
t = Tree(N("a", N("b", N("d")), N("c")))
print(t.traverse(), t.traverse(Tree.Order.POST))
try:
    Tree().traverse()
except LookupError as e:
    print(type(e).__name__, e, type(e).__qualname__)
print(Tree.Node.__qualname__, Tree.Order.PRE, Tree.EmptyError.__mro__[1].__name__, Tree.Node.__name__)
print(repr(Tree.Order("post")), isinstance(t.root, Tree.Node))
