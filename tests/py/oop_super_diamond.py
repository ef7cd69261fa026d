# cooperative multiple inheritance: diamond, super() with kwargs, MRO listing, method resolution
class Component:
    def __init__(self, **kwargs):
        self.parts = ["Component"]
        if kwargs:
            raise TypeError(f"unexpected options: {sorted(kwargs)}")

    def render(self):
        return "base"

class Colored(Component):
    def __init__(self, color="black", **kwargs):
        super().__init__(**kwargs)
        self.color = color
        self.parts.append("Colored")

    def render(self):
        return f"{self.color}({super().render()})"

class Bordered(Component):
    def __init__(self, border=1, **kwargs):
        super().__init__(**kwargs)
        self.border = border
        self.parts.append("Bordered")

    def render(self):
        return f"border{self.border}[{super().render()}]"

class Button(Colored, Bordered):
    def __init__(self, label, **kwargs):
        super().__init__(**kwargs)
        self.label = label
        self.parts.append("Button")

    def render(self):
        return f"<{self.label}:{super().render()}>"

b = Button("OK", color="red", border=2)
print(b.render())
print(b.parts)
print([c.__name__ for c in Button.__mro__])
print(Button("x").render(), Button.render is not Colored.render)
try:
    Button("bad", size=3)
except TypeError as e:
    print("TypeError:", e)

class X: pass
class Y: pass
class A(X, Y): pass
class B(Y, X): pass
try:
    class C(A, B): pass
except TypeError as e:
    print("TypeError:", e)

class Left:
    name = "left"
    def who(self): return "Left"
class Right:
    name = "right"
    def who(self): return "Right"
    def only_right(self): return "only in Right"
class Both(Left, Right):
    pass
o = Both()
print(o.name, o.who(), o.only_right(), super(Left, o).who(), Both.__bases__[1].__name__)
print(issubclass(Both, Right), [k.__name__ for k in Both.mro()])
