class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None
    def __setattr__(self, name, value):
        self[name] = value
    def __delattr__(self, name):
        del self[name]
cfg = AttrDict(host="localhost", port=8080)
cfg.debug = True
print(cfg, cfg.host, cfg.port + 1, cfg["debug"], len(cfg), list(cfg.keys()))
del cfg.debug
print(cfg, hasattr(cfg, "debug"), getattr(cfg, "missing", "dflt"))
try:
    cfg.nothing
except AttributeError as e:
    print("AttributeError:", e)
class LowerDict(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
    def __contains__(self, k):
        return super().__contains__(k.lower())
ld = LowerDict()
ld["Content-Type"] = "json"
ld["ACCEPT"] = "*/*"
print(ld, ld["content-type"], "accept" in ld, "Accept" in ld, ld.get("accept"), ld.get("Accept"))
class Counter2(dict):
    def __missing__(self, k):
        return 0
c = Counter2()
for w in "the cat the hat".split():
    c[w] += 1
print(c, c["dog"], "dog" in c, sorted(c.items(), key=lambda kv: -kv[1]))
