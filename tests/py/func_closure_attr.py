# a closure's __closure__ holds one cell per free variable, readable through cell_contents
def make(n):
    items = []
    def add(x):
        items.append(x)
        return n + len(items)
    return add
f = make(5)
f(1)
print(f.__closure__ is not None, len(f.__closure__))
print(sorted(c.cell_contents if not isinstance(c.cell_contents, list) else -1 for c in f.__closure__))
print(make.__closure__)
