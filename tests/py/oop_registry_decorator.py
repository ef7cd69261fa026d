# plugin registry via class decorator and __init_subclass__
PLUGINS = {}

def register(name):
    def deco(cls):
        if name in PLUGINS:
            raise KeyError(f"duplicate plugin {name}")
        PLUGINS[name] = cls
        cls.plugin_name = name
        return cls
    return deco

class Exporter:
    def export(self, rows):
        raise NotImplementedError

@register("csv")
class CsvExporter(Exporter):
    def export(self, rows):
        return "\n".join(",".join(map(str, r)) for r in rows)

@register("md")
class MarkdownExporter(Exporter):
    def export(self, rows):
        head, *body = rows
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(map(str, r)) + " |" for r in body]
        return "\n".join(lines)

class Shape:
    registry = {}
    def __init_subclass__(cls, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.kind = kind or cls.__name__.lower()
        Shape.registry[cls.kind] = cls

class Circle(Shape, kind="circle"):
    pass
class Box(Shape):
    pass
class Cube(Box, kind="cube"):
    pass

rows = [("name", "qty"), ("apple", 3), ("pear", 10)]
for name in sorted(PLUGINS):
    cls = PLUGINS[name]
    print(f"== {name} ({cls.__name__}, plugin_name={cls.plugin_name})")
    print(cls().export(rows))
try:
    @register("csv")
    class Another(Exporter):
        pass
except KeyError as e:
    print("KeyError:", e)
try:
    Exporter().export(rows)
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
print(sorted(Shape.registry), Cube.kind, Box.kind)
print({k: v.__name__ for k, v in Shape.registry.items()})
