# __getattribute__, __getattr__, __setattr__, __delattr__ overrides, and object's own
# __getattribute__/__setattr__/__delattr__ reached through object.X(self, ...) or super()


class Logged:
    def __init__(self, x):
        self.x = x
        self.flag = False

    def __getattribute__(self, name):
        if not name.startswith("_"):
            print("get", name)
        return super().__getattribute__(name)

    def double(self):
        return self.x * 2


lg = Logged(4)
print(lg.x)
print(lg.flag)
print(lg.double())
print(getattr(lg, "x"), hasattr(lg, "nope"))
lg.x = 10
print(lg.x, vars(lg))
print(repr(lg)[:16])


class Magic:
    def __getattribute__(self, n):
        if n == "magic":
            return 42
        return object.__getattribute__(self, n)


m = Magic()
m.real = 1
print(m.magic, m.real)
try:
    m.missing
except AttributeError as e:
    print("AttributeError:", e)


class WithFallback:
    def __init__(self):
        self.a = 1

    def __getattribute__(self, name):
        if name == "secret":
            raise AttributeError("no secrets")
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        return f"fallback {name}"


w = WithFallback()
print(w.a, w.secret, w.other)


class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "log", [])

    def __getattr__(self, name):
        self.log.append(name)
        return getattr(self._target, name)

    def __setattr__(self, name, value):
        self.log.append("set " + name)
        setattr(self._target, name, value)


class Target:
    def __init__(self):
        self.v = 1

    def show(self):
        return f"v={self.v}"


t = Target()
px = Proxy(t)
print(px.v, px.show())
px.v = 5
print(t.v, px.show(), px.log)


class Frozen:
    def __init__(self, x, y):
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "y", y)

    def __setattr__(self, key, value):
        raise AttributeError(f"cannot set {key!r}: Frozen is immutable")

    def __delattr__(self, key):
        raise AttributeError(f"cannot delete {key!r}")


f = Frozen(1, 2)
print(f.x, f.y, vars(f))
try:
    f.x = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    del f.y
except AttributeError as e:
    print("AttributeError:", e)
object.__delattr__(f, "y")
print(hasattr(f, "y"))


class Tracked:
    def __init__(self):
        self.changes = []
        self.value = 0

    def __setattr__(self, key, value):
        if key != "changes":
            self.changes.append(key)
        super().__setattr__(key, value)

    def __delattr__(self, key):
        print("del", key)
        super().__delattr__(key)


tr = Tracked()
tr.value = 3
tr.other = 4
print(tr.value, tr.other, tr.changes)
del tr.other
print(hasattr(tr, "other"))


class Quiet:
    def __delattr__(self, k):
        print("del", k)


q = Quiet()
q.y = 1
del q.y
print(q.y)


class Validated:
    def __setattr__(self, name, value):
        if name == "age" and value < 0:
            raise ValueError("age must be >= 0")
        object.__setattr__(self, name, value)


v = Validated()
v.age = 5
try:
    v.age = -1
except ValueError as e:
    print("ValueError:", e)
print(v.age, vars(v))
print(object.__getattribute__(v, "age"))
setattr(v, "name", "x")
print(v.name)
