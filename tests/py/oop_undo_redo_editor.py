# text editor with the command pattern: insert/delete commands, undo and redo stacks
class Command:
    def execute(self, doc): raise NotImplementedError
    def undo(self, doc): raise NotImplementedError

class Insert(Command):
    def __init__(self, pos, text):
        self.pos, self.text = pos, text
    def execute(self, doc):
        doc.text = doc.text[:self.pos] + self.text + doc.text[self.pos:]
    def undo(self, doc):
        doc.text = doc.text[:self.pos] + doc.text[self.pos + len(self.text):]
    def __repr__(self):
        return f"Insert({self.pos}, {self.text!r})"

class Delete(Command):
    def __init__(self, pos, length):
        self.pos, self.length = pos, length
        self.removed = ""
    def execute(self, doc):
        self.removed = doc.text[self.pos:self.pos + self.length]
        doc.text = doc.text[:self.pos] + doc.text[self.pos + self.length:]
    def undo(self, doc):
        doc.text = doc.text[:self.pos] + self.removed + doc.text[self.pos:]
    def __repr__(self):
        return f"Delete({self.pos}, {self.length})"

class Document:
    def __init__(self):
        self.text = ""
        self._undo, self._redo = [], []
    def do(self, cmd):
        cmd.execute(self)
        self._undo.append(cmd)
        self._redo.clear()
        return self
    def undo(self):
        if not self._undo:
            raise IndexError("nothing to undo")
        cmd = self._undo.pop()
        cmd.undo(self)
        self._redo.append(cmd)
    def redo(self):
        if not self._redo:
            raise IndexError("nothing to redo")
        cmd = self._redo.pop()
        cmd.execute(self)
        self._undo.append(cmd)

d = Document()
d.do(Insert(0, "Hello world")).do(Insert(5, ",")).do(Delete(6, 6)).do(Insert(6, " there"))
print(repr(d.text), d._undo)
for op in ["undo", "undo", "redo", "undo", "undo", "undo", "undo", "redo"]:
    try:
        getattr(d, op)()
        print(f"{op:4} -> {d.text!r}")
    except IndexError as e:
        print(f"{op:4} -> IndexError: {e}")
d.do(Insert(0, ">> "))
try:
    d.redo()
except IndexError as e:
    print("after new command:", e, repr(d.text))
