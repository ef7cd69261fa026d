# yield from: delegation, return values, flattening
def inner():
    yield 1
    yield 2
    return "inner result"
def outer():
    result = yield from inner()
    print("inner returned", result)
    yield 3
print(list(outer()))
def flatten(x):
    if isinstance(x, (list, tuple)):
        for e in x:
            yield from flatten(e)
    else:
        yield x
print(list(flatten([1, [2, (3, [4, 5])], [], 6])))
def chain(*iterables):
    for it in iterables:
        yield from it
print(list(chain("ab", [1, 2], range(2), (x for x in "yz"))))
def tree_walk(node, depth=0):
    name, children = node
    yield "  " * depth + name
    for c in children:
        yield from tree_walk(c, depth + 1)
tree = ("root", [("a", [("a1", []), ("a2", [])]), ("b", [])])
for line in tree_walk(tree):
    print(line)
def relay():
    got = yield from echo_twice()
    yield f"relay got {got}"
def echo_twice():
    a = yield "first"
    b = yield f"second after {a}"
    return (a, b)
r = relay()
print(next(r), r.send("x"), r.send("y"))
