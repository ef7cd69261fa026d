# Build ordering with graphlib.TopologicalSorter: static order, parallel batches, and CycleError
from graphlib import CycleError, TopologicalSorter

deps = {
    "app": {"lib", "config", "ui"},
    "ui": {"lib", "assets"},
    "lib": {"core"},
    "config": {"core"},
    "assets": set(),
    "core": set(),
    "tests": {"app"},
}
order = list(TopologicalSorter(deps).static_order())
print(order.index("core") < order.index("lib") < order.index("app") < order.index("tests"))
ts = TopologicalSorter(deps)
ts.prepare()
batch_no = 0
while ts.is_active():
    ready = sorted(ts.get_ready())
    batch_no += 1
    print(f"batch {batch_no}: {ready}")
    for node in ready:
        ts.done(node)
ts2 = TopologicalSorter()
for a, b in [("b", "a"), ("c", "b"), ("d", "a"), ("c", "d")]:
    ts2.add(a, b)
print(list(ts2.static_order()) in (["a", "b", "d", "c"], ["a", "d", "b", "c"]))
cyc = TopologicalSorter({"x": {"y"}, "y": {"z"}, "z": {"x"}})
try:
    list(cyc.static_order())
except CycleError as e:
    msg, cycle = e.args
    print("CycleError:", msg, len(cycle), cycle[0] == cycle[-1])
