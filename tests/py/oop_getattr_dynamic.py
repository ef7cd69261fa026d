class Record:
    def __init__(self, **fields):
        self.__dict__["_fields"] = dict(fields)
    def __getattr__(self, name):
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'") from None
    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError(f"cannot set private attribute {name!r}")
        self._fields[name] = value
    def __delattr__(self, name):
        del self._fields[name]
    def __repr__(self):
        return "Record(" + ", ".join(f"{k}={v!r}" for k, v in self._fields.items()) + ")"
    def __dir__(self):
        return sorted(self._fields)
r = Record(name="ann", age=3)
r.city = "Oslo"
print(r, r.name, r.city, getattr(r, "age"), getattr(r, "zip", "none"), hasattr(r, "zip"), hasattr(r, "name"), dir(r))
del r.age
print(r)
for f in (lambda: r.age, lambda: setattr(r, "_x", 1), lambda: delattr(r, "nope")):
    try:
        f()
    except (AttributeError, KeyError) as e:
        print(type(e).__name__, e)
class Logged:
    def __getattribute__(self, name):
        if not name.startswith("__"):
            print("get", name)
        return super().__getattribute__(name)
    def __init__(self):
        self.x = 1
    def m(self):
        return self.x
l = Logged()
print(l.m())
class Default:
    color = "red"
    sizes = []
d1, d2 = Default(), Default()
d1.color = "blue"
d1.sizes.append(1)
print(d1.color, d2.color, Default.color, d2.sizes, d1.__dict__, d2.__dict__, vars(Default)["color"])
print(getattr(Default, "color"), Default.__dict__.get("sizes"), [k for k in vars(Default) if not k.startswith("__")])
class Chain:
    def __init__(self, path=()):
        self.path = path
    def __getattr__(self, name):
        return Chain(self.path + (name,))
    def __call__(self, *a):
        return "/".join(self.path) + str(a)
api = Chain()
print(api.users.list(1, 2), api.a.b.c())
