# **mapping in calls: a keyword given twice, and an argument that is not a mapping
def f(a, timeout=1, *, retries=0):
    return a, timeout, retries
class C:
    def m(self, x=0):
        return x
    def __init__(self, v=0):
        self.v = v
tries = [
    lambda: f(1, timeout=1, **{"timeout": 2}),
    lambda: f(1, **{"retries": 2}, **{"retries": 3}),
    lambda: f(1, retries=5, **{"retries": 2}),
    lambda: f(1, **[("timeout", 2)]),
    lambda: f(1, **None),
    lambda: C().m(x=1, **{"x": 2}),
    lambda: C(**{"v": 1}, v=2),
    lambda: dict(a=1, **{"a": 2}),
    lambda: f(1, 2, timeout=3),
]
for t in tries:
    try:
        print(t())
    except TypeError as e:
        print("TypeError:", e)
print(f(1, **{"timeout": 5}, retries=2), C(**{"v": 9}).v)
class Keys:
    def keys(self):
        return ["timeout"]
    def __getitem__(self, k):
        return k.upper()
print(f(0, **Keys()))
