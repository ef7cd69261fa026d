class Tag(str):
    def __new__(cls, value, *, kind="plain"):
        obj = super().__new__(cls, value.strip().lower())
        obj.kind = kind
        return obj
    def __repr__(self):
        return f"Tag({str(self)!r}, kind={self.kind!r})"
    @property
    def slug(self):
        return self.replace(" ", "-")
tags = [Tag("  Python "), Tag("Lua", kind="lang"), Tag("web dev"), Tag("python")]
print(tags, [str(t) for t in tags], [t.slug for t in tags])
print(tags[0] == tags[3], tags[0] == "python", "lua" in tags, len(set(tags)), sorted(tags), max(tags))
print({t: t.kind for t in tags}, ", ".join(tags), tags[2].upper(), type(tags[2].upper()).__name__, tags[2] + "!", f"{tags[1]:>6}|")
print(tags[2].split(), tags[1] * 2, tags[1][0], tags[1].startswith("l"), tags[0].kind, isinstance(tags[0], str), "%s-%r" % (tags[1], tags[1]))
class Email(str):
    def __new__(cls, s):
        if "@" not in s:
            raise ValueError(f"invalid email: {s!r}")
        return super().__new__(cls, s.lower())
    @property
    def domain(self):
        return self.split("@", 1)[1]
for raw in ["Ann@Example.com", "bob@x.org", "nope"]:
    try:
        e = Email(raw)
        print(e, e.domain, len(e), e.count("."))
    except ValueError as ex:
        print("ValueError:", ex)
names = [Tag("B"), "a", Tag("C")]
joined = "+".join(names)
print(joined, names, type(names[0]).__name__, "|".join(tuple(names)), names)
