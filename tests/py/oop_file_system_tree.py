# an in-memory file system: Directory/File composite, paths, sizes, find with predicates, tree print
class Node:
    def __init__(self, name, parent=None):
        self.name, self.parent = name, parent
    @property
    def path(self):
        parts, n = [], self
        while n:
            parts.append(n.name)
            n = n.parent
        return "/".join(reversed(parts)) or "/"

class File(Node):
    def __init__(self, name, size, parent=None):
        super().__init__(name, parent)
        self.size = size
    def walk(self):
        yield self

class Directory(Node):
    def __init__(self, name, parent=None):
        super().__init__(name, parent)
        self.children = {}
    def mkdir(self, name):
        return self.children.setdefault(name, Directory(name, self))
    def touch(self, name, size=0):
        if name in self.children:
            raise FileExistsError(f"{self.path}/{name} exists")
        self.children[name] = File(name, size, self)
        return self.children[name]
    @property
    def size(self):
        return sum(c.size for c in self.children.values())
    def walk(self):
        yield self
        for c in sorted(self.children.values(), key=lambda n: n.name):
            yield from c.walk()
    def find(self, pred):
        return [n.path for n in self.walk() if pred(n)]
    def tree(self, indent=0):
        lines = [f"{'  ' * indent}{self.name or '/'}/ ({self.size})"]
        for c in sorted(self.children.values(), key=lambda n: (isinstance(n, File), n.name)):
            lines += c.tree(indent + 1) if isinstance(c, Directory) else [f"{'  ' * (indent + 1)}{c.name} ({c.size})"]
        return lines

root = Directory("")
src = root.mkdir("src")
src.touch("main.py", 1200)
src.touch("util.py", 300)
src.mkdir("tests").touch("test_main.py", 800)
root.mkdir("docs").touch("README.md", 450)
root.touch("setup.cfg", 90)
print("\n".join(root.tree()))
print(root.size, src.size, root.find(lambda n: isinstance(n, File) and n.name.endswith(".py")))
print(root.find(lambda n: isinstance(n, Directory) and n.size > 1000))
try:
    src.touch("main.py")
except FileExistsError as e:
    print("FileExistsError:", e)
print(src.mkdir("tests") is src.children["tests"], src.children["tests"].path)
