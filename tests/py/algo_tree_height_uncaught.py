# Tree height and leaves by recursion over a dict; a child with no entry ends in an uncaught KeyError
tree = {
    "root": ["a", "b"],
    "a": ["c", "d"],
    "b": ["e"],
    "c": [],
    "d": ["f", "g"],
    "e": [],
    "f": [],
    "g": [],
}


def height(node):
    return 1 + max((height(ch) for ch in tree[node]), default=0)


def leaves(node):
    if not tree[node]:
        return [node]
    return [leaf for ch in tree[node] for leaf in leaves(ch)]


def depth_of(target, node="root", d=0):
    if node == target:
        return d
    for ch in tree[node]:
        r = depth_of(target, ch, d + 1)
        if r is not None:
            return r
    return None


print("height:", height("root"))
print("leaves:", leaves("root"))
print({n: depth_of(n) for n in sorted(tree)})
tree["e"].append("h")
print("height after adding h:", height("root"))
