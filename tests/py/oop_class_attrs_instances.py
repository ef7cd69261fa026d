# class vs instance attributes, counters, shadowing, vars(), hasattr/getattr/setattr/delattr
class Widget:
    count = 0
    registry = []
    color = "grey"

    def __init__(self, name, **options):
        Widget.count += 1
        self.name = name
        for k, v in options.items():
            setattr(self, k, v)
        Widget.registry.append(name)

    def __repr__(self):
        return f"Widget({self.name})"

w1 = Widget("button", color="blue", size=3)
w2 = Widget("label")
print(Widget.count, w1.count, Widget.registry)
print(w1.color, w2.color, Widget.color)
Widget.color = "black"
print(w1.color, w2.color)
w2.count = 99
print(w2.count, Widget.count, vars(w2), vars(w1))
print(hasattr(w1, "size"), hasattr(w2, "size"), getattr(w2, "size", "n/a"))
delattr(w1, "color")
print(w1.color, "color" in vars(w1))
try:
    delattr(w1, "color")
except AttributeError as e:
    print("AttributeError:", e)
try:
    w2.missing
except AttributeError as e:
    print("AttributeError:", e)
print(sorted(k for k in vars(Widget) if not k.startswith("__")))
print(type(w1).__name__, w1.__class__ is Widget, isinstance(w1, object))
setattr(Widget, "shape", "rect")
print(w1.shape, getattr(Widget, "shape"))
w1.__dict__["extra"] = 1
print(w1.extra, list(w1.__dict__))
