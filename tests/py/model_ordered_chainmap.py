# Layered configuration with ChainMap, an LRU-ish cache with OrderedDict, defaultdict grouping.
from collections import ChainMap, OrderedDict, defaultdict

defaults = {"theme": "light", "lang": "en", "page_size": 20, "debug": False}
user = {"theme": "dark", "page_size": 50}
cli = {"debug": True}
cfg = ChainMap(cli, user, defaults)
for k in sorted(cfg):
    src = next(name for name, m in (("cli", cli), ("user", user), ("defaults", defaults)) if k in m)
    print(f"{k:<10}= {cfg[k]!r:<8} (from {src})")
cfg["lang"] = "fr"
print(cli, len(cfg), cfg.maps[1] is user, dict(cfg.new_child({"x": 1})) == {**defaults, **user, **cli, "x": 1})
print(cfg.parents["debug"], "theme" in cfg, cfg.get("nope", "?"))

class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap

    def get_item(self, key):
        if key not in self:
            return None
        self.move_to_end(key)
        return self[key]

    def put(self, key, value):
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.cap:
            oldest = next(iter(self))
            del self[oldest]
            print(f"  evicted {oldest!r}")

cache = LRU(3)
for k in "abc":
    cache.put(k, k.upper())
cache.get_item("a")
cache.put("d", "D")
cache.put("e", "E")
print(list(cache.items()))
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x")
od.move_to_end("z", last=False)
print(od, od.popitem(), od.popitem(last=False), od)
groups = defaultdict(list)
for word in "apple bob cat axe bee corn".split():
    groups[word[0]].append(word)
print(dict(groups), groups["q"], sorted(groups))
