# attribute hooks: __getattr__ proxy with delegation, __setattr__ audit, __delattr__, __dir__
class AuditedRecord:
    def __init__(self, **fields):
        object.__setattr__(self, "_log", [])
        for k, v in fields.items():
            setattr(self, k, v)

    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError(f"cannot set private attribute {name!r}")
        self._log.append(("set", name, value))
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        self._log.append(("del", name))
        object.__delattr__(self, name)

    def __getattr__(self, name):
        return f"<no {name}>"

r = AuditedRecord(title="report", pages=3)
r.pages += 1
del r.title
print(r.pages, r.title, r.author)
print(r._log)
try:
    r._secret = 1
except AttributeError as e:
    print("AttributeError:", e)

class ListProxy:
    def __init__(self, target):
        self._target = target
        self.calls = []

    def __getattr__(self, name):
        attr = getattr(self._target, name)
        if callable(attr):
            def wrapper(*args, **kwargs):
                self.calls.append(name)
                return attr(*args, **kwargs)
            return wrapper
        return attr

    def __len__(self):
        return len(self._target)

p = ListProxy([3, 1, 2])
p.append(5)
p.sort()
print(p._target, p.count(1), p.index(5), len(p), p.calls)
try:
    p.nonexistent
except AttributeError as e:
    print("AttributeError:", e)

class Lazy:
    def __getattribute__(self, name):
        if name == "magic":
            return 42
        return super().__getattribute__(name)
    def __getattr__(self, name):
        return name.upper()
lz = Lazy()
lz.real = "r"
print(lz.magic, lz.real, lz.missing, getattr(lz, "other"), hasattr(lz, "anything"))
