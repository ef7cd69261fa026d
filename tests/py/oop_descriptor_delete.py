# descriptors with __get__/__set__/__delete__, a non-data descriptor shadowed by instance attrs,
# and property deleters
class Logged:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        print(f"  get {self.name[1:]}")
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        print(f"  set {self.name[1:]} = {value!r}")
        setattr(obj, self.name, value)
    def __delete__(self, obj):
        print(f"  delete {self.name[1:]}")
        delattr(obj, self.name)

class Method:
    def __init__(self, f):
        self.f = f
    def __get__(self, obj, owner=None):
        return self.f if obj is None else (lambda *a: self.f(obj, *a))

class Thing:
    value = Logged()
    @Method
    def shout(self, word):
        return word.upper() + "!"
    @property
    def label(self):
        return getattr(self, "_label", "none")
    @label.setter
    def label(self, v):
        self._label = v
    @label.deleter
    def label(self):
        print("  label deleter")
        del self._label

t = Thing()
t.value = 42
print(t.value)
del t.value
print(t.value)
print(t.shout("hi"))
t.shout = lambda w: "shadowed " + w
print(t.shout("hi"), Thing.shout(t, "x"))
t.label = "L"
print(t.label)
del t.label
print(t.label)
try:
    del t.label
except AttributeError as e:
    print("AttributeError:", e)
