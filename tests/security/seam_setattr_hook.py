# __setattr__ and __delattr__ see private names as plain strings
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

log = []
class S:
    def __setattr__(self, k, v):
        log.append(k)
        object.__setattr__(self, k, v)
    def __delattr__(self, k):
        log.append("del " + k)
        object.__delattr__(self, k)
o = S()
for k in ["#meta", "@f", "\x01x", "x"]:
    setattr(o, k, 1)
delattr(o, "#meta")
print(log)
t("vars", lambda: sorted(vars(o)))
t("object.__setattr__ on int", lambda: object.__setattr__(1, "x", 2))
t("object.__setattr__ #meta", lambda: object.__setattr__(o, "#meta", {}))
t("type", lambda: type(o).__name__)
