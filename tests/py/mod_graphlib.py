# graphlib: static_order and the get_ready/done protocol in CPython's order, cycles, errors
from graphlib import TopologicalSorter, CycleError
g = {'D': {'B', 'C'}, 'C': {'A'}, 'B': {'A'}}
print(list(TopologicalSorter(g).static_order()) in (['A', 'C', 'B', 'D'], ['A', 'B', 'C', 'D']))
ts = TopologicalSorter(); ts.add('a', 'b', 'c'); ts.add('b', 'c'); ts.prepare()
while ts.is_active():
    r = ts.get_ready(); print(r); ts.done(*r)
for cyc in [{1: [2], 2: [1]}, {"a": ["b"], "b": ["c"], "c": ["a"], "d": []}, {1: [1]}]:
    try:
        list(TopologicalSorter(cyc).static_order())
    except CycleError as e:
        print(e.args, type(e).__mro__[1])
g2 = {5: [11], 7: [11, 8], 3: [8, 10], 11: [2, 9, 10], 8: [9]}
print(list(TopologicalSorter(g2).static_order()))
deps = {"app": ["lib", "utils"], "lib": ["utils", "core"], "utils": ["core"], "core": [], "tests": ["app"]}
print(list(TopologicalSorter(deps).static_order()))
ts = TopologicalSorter(deps)
for bad in [lambda: ts.get_ready(), lambda: ts.done("x")]:
    try:
        bad()
    except ValueError as e:
        print(e)
ts.prepare()
for bad in [lambda: ts.prepare(), lambda: ts.add("z"), lambda: ts.done("app"), lambda: ts.done("nope")]:
    try:
        bad()
    except ValueError as e:
        print(e)
print(ts.get_ready(), bool(ts))
