# iterating over views, reversed views, and iterator objects of views
d = {"first": 1, "second": 2, "third": 3}
print(list(reversed(d)), list(reversed(d.values())), list(reversed(d.items())))
kit = iter(d.keys())
print(next(kit), next(kit), list(kit))
vit = iter(d.values())
print(sum(vit), sum(vit))
print(type(iter(d)).__name__, type(iter(d.values())).__name__, type(iter(d.items())).__name__)
print(type(reversed(d)).__name__)
print([k.upper() for k in d], [v * 2 for v in d.values()], {v: k for k, v in d.items()})
