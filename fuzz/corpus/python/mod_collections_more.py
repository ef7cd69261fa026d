# more collections usage: Counter arithmetic and defaultdict nesting
from collections import Counter, defaultdict, deque
inventory = Counter(apples=3, pears=1)
inventory.update({"apples": 2, "kiwis": 4})
inventory.subtract({"pears": 1})
print(inventory, inventory.total(), +inventory)
print(Counter("hello world").most_common(3))
print(Counter([1, 2, 2, 3, 3, 3]) & Counter([2, 3, 3, 4]), Counter([1, 2]) | Counter([2, 2]))
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
t["a"]["d"] = 2
def to_dict(x):
    return {k: to_dict(v) for k, v in x.items()} if isinstance(x, dict) else x
print(to_dict(t))
graph = defaultdict(set)
for a, b in [(1, 2), (1, 3), (2, 3)]:
    graph[a].add(b)
    graph[b].add(a)
print({k: sorted(v) for k, v in sorted(graph.items())})
window = deque(maxlen=3)
sums = []
for x in [1, 2, 3, 4, 5]:
    window.append(x)
    sums.append(sum(window))
print(sums, window)
d = deque("abc")
d.rotate(-1)
print(d, d.count("a"), d.index("c"))
