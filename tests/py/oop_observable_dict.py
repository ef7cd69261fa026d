# an observable mapping built on collections.abc.MutableMapping: change callbacks, len, iteration
from collections.abc import MutableMapping

class ObservableDict(MutableMapping):
    def __init__(self, *args, **kwargs):
        self._data = {}
        self._listeners = []
        self.update(*args, **kwargs)

    def subscribe(self, fn):
        self._listeners.append(fn)

    def _emit(self, kind, key, old, new):
        for fn in self._listeners:
            fn(kind, key, old, new)

    def __getitem__(self, key):
        return self._data[key]

    def __setitem__(self, key, value):
        old = self._data.get(key)
        self._data[key] = value
        self._emit("set" if old is None else "update", key, old, value)

    def __delitem__(self, key):
        old = self._data.pop(key)
        self._emit("delete", key, old, None)

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)

    def __repr__(self):
        return f"ObservableDict({self._data})"

events = []
d = ObservableDict(a=1)
d.subscribe(lambda *e: events.append(e))
d["b"] = 2
d["a"] = 10
d.update({"c": 3}, d=4)
del d["b"]
print(d.pop("c"), d.setdefault("e", 5), d.setdefault("a", 0), d.get("zz", "none"))
print(d, len(d), sorted(d), "a" in d, list(d.items()), list(d.values()))
for e in events:
    print(e)
print(d == {"a": 10, "d": 4, "e": 5}, isinstance(d, MutableMapping))
d.clear()
print(d, len(events))
try:
    ObservableDict().popitem()
except KeyError as e:
    print("KeyError", repr(e))
