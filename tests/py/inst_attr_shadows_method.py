# An instance attribute hides a method of the same name in its class (functions are non-data
# descriptors): monkeypatching, per-instance callbacks, strategy objects
class A:
    def speak(self):
        return "class"


a = A()
b = A()
a.speak = lambda: "instance"
print(a.speak(), b.speak(), a.speak.__name__)
del a.speak
print(a.speak())
setattr(b, "speak", lambda *args: f"setattr {args}")
print(b.speak(1, 2), getattr(b, "speak")(3))


class Button:
    def __init__(self, label, on_click=None):
        self.label = label
        if on_click is not None:
            self.on_click = on_click

    def on_click(self):
        return f"{self.label}: default"

    def press(self):
        return self.on_click()


print(Button("ok").press(), Button("go", lambda: "custom").press())


class Greeter:
    def greet(self, name):
        return "hello " + name


g = Greeter()
original = g.greet
g.greet = lambda name: original(name).upper()
print(g.greet("bo"), Greeter().greet("al"))
g.__dict__["greet"] = lambda name: "dict " + name
print(g.greet("cy"))
g.__dict__.pop("greet")
print(g.greet("di"))


class Base:
    def run(self):
        return "base run"


class Child(Base):
    def __init__(self, fast):
        if fast:
            self.run = self.run_fast

    def run_fast(self):
        return "fast run"


print(Child(True).run(), Child(False).run())


class Counter:
    def __init__(self):
        self.n = 0

    def inc(self):
        self.n += 1
        return self.n


c = Counter()
calls = []


def logged(*args):
    calls.append(args)
    return Counter.inc(c)


c.inc = logged
print(c.inc(), c.inc(), calls, Counter().inc())
c.inc = 5
try:
    c.inc()
except TypeError as e:
    print("TypeError:", e)
