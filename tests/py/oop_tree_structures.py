# a tree of categories: recursive methods, generators for traversal, depth, path finding
class TreeNode:
    def __init__(self, name, children=None):
        self.name = name
        self.children = []
        self.parent = None
        for child in children or []:
            self.add(child)

    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child

    def walk(self, depth=0):
        yield depth, self
        for c in self.children:
            yield from c.walk(depth + 1)

    def bfs(self):
        queue = [self]
        while queue:
            node = queue.pop(0)
            yield node.name
            queue.extend(node.children)

    def find(self, name):
        return next((n for _, n in self.walk() if n.name == name), None)

    def path(self):
        node, parts = self, []
        while node:
            parts.append(node.name)
            node = node.parent
        return "/".join(reversed(parts))

    @property
    def height(self):
        return 1 + max((c.height for c in self.children), default=0)

    def leaves(self):
        return [n.name for _, n in self.walk() if not n.children]

    def __len__(self):
        return sum(1 for _ in self.walk())

    def __repr__(self):
        return f"TreeNode({self.name!r}, {len(self.children)} children)"

root = TreeNode("root", [
    TreeNode("electronics", [TreeNode("phones", [TreeNode("android"), TreeNode("ios")]), TreeNode("laptops")]),
    TreeNode("books", [TreeNode("fiction"), TreeNode("science", [TreeNode("physics")])]),
    TreeNode("garden"),
])
for depth, node in root.walk():
    print("  " * depth + "- " + node.name)
print(list(root.bfs()))
print(len(root), root.height, root.leaves())
print(root.find("ios").path(), root.find("physics").path(), root.find("toys"))
print(root.find("books"), root.find("phones").parent)
print(max(root.walk(), key=lambda t: t[0])[1].name)
counts = {}
for d, _ in root.walk():
    counts[d] = counts.get(d, 0) + 1
print(counts)
