# __init_subclass__ enforcing required class attributes and collecting subclass metadata
class Serializer:
    formats = {}
    required = ("extension", "mime")

    def __init_subclass__(cls, *, fmt, **kwargs):
        super().__init_subclass__(**kwargs)
        missing = [a for a in cls.required if not hasattr(cls, a)]
        if missing:
            raise TypeError(f"{cls.__name__} is missing {', '.join(missing)}")
        cls.fmt = fmt
        Serializer.formats[fmt] = cls

    @classmethod
    def for_format(cls, fmt):
        try:
            return cls.formats[fmt]()
        except KeyError:
            raise ValueError(f"unknown format {fmt!r}; known: {sorted(cls.formats)}") from None

class Json(Serializer, fmt="json"):
    extension, mime = ".json", "application/json"
    def dump(self, data):
        items = ", ".join(f'"{k}": {v}' for k, v in data.items())
        return "{" + items + "}"

class Csv(Serializer, fmt="csv"):
    extension = ".csv"
    mime = "text/csv"
    def dump(self, data):
        return ",".join(data) + "\n" + ",".join(str(v) for v in data.values())

data = {"a": 1, "b": 2}
for fmt in ("json", "csv"):
    s = Serializer.for_format(fmt)
    print(type(s).__name__, s.extension, s.mime, repr(s.dump(data)))
try:
    Serializer.for_format("xml")
except ValueError as e:
    print("ValueError:", e)
try:
    class Broken(Serializer, fmt="bad"):
        extension = ".bad"
except TypeError as e:
    print("TypeError:", e)
try:
    class NoFmt(Serializer):
        extension = mime = "x"
except TypeError as e:
    print("TypeError:", e)
print(sorted(Serializer.formats), Json.fmt, "bad" in Serializer.formats)
