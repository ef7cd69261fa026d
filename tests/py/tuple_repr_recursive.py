# a tuple met again inside its own repr (through a list it holds) shows as (...), as CPython's
# Py_ReprEnter does (the list's [...] showed one level further down)
node = ([],)
node[0].append(node)
print(node)
pair = ("head", [])
pair[1].append(pair)
print(pair, repr(pair) == str(pair))
graph = {"root": ([], {})}
graph["root"][0].append(graph["root"])
graph["root"][1]["self"] = graph["root"]
print(graph)
print((1, "a", (2.5, None)), ((),), ([1], [2]))
