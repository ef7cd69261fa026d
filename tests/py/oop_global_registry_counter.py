# module-level state managed by functions with global, compared with a class holding the same state
_registry = {}
_next_id = 0

def register(name):
    global _next_id
    if name in _registry:
        return _registry[name]
    _next_id += 1
    _registry[name] = _next_id
    return _next_id

def reset():
    global _registry, _next_id
    _registry = {}
    _next_id = 0

print([register(n) for n in ["a", "b", "a", "c"]], _registry, _next_id)
reset()
print(register("z"), _registry)

class Registry:
    def __init__(self):
        self._ids = {}
    def register(self, name):
        return self._ids.setdefault(name, len(self._ids) + 1)
    def __len__(self):
        return len(self._ids)

r1, r2 = Registry(), Registry()
print([r1.register(n) for n in "xyxz"], [r2.register(n) for n in "qq"], len(r1), len(r2))
def counter():
    counter.calls = getattr(counter, "calls", 0) + 1
    return counter.calls
print(counter(), counter(), counter(), counter.calls)
def shadow():
    _next_id = 100
    return _next_id
print(shadow(), _next_id)
