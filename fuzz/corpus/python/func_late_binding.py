# closures created in a loop see the final value of the loop variable
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
gs = [lambda i=i: i for i in range(3)]
print([g() for g in gs])
hs = []
for j in range(3):
    hs.append(lambda: j * 10)
print([h() for h in hs])
j = 100
print([h() for h in hs])
def make():
    out = []
    for k in range(3):
        def f():
            return k
        out.append(f)
    return out
print([f() for f in make()])
def make_fixed():
    return [(lambda k: lambda: k)(k) for k in range(3)]
print([f() for f in make_fixed()])
adders = {}
for name, n in [("one", 1), ("two", 2)]:
    adders[name] = lambda x: x + n
print(adders["one"](10), adders["two"](10))
