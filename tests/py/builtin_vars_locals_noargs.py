# vars() without an argument is locals(): in a function, at module level and in a class body;
# locals() in a class body is the namespace the body has built so far
def describe(name, age, *tags, **extra):
    greeting = "hi"
    return vars()

print(describe("Ann", 31, "x", city="Oslo"))

def render(template, **kw):
    title = "Report"
    count = 3
    return template.format(**vars())

print(render("{title}: {count} items"))

config_name = "prod"
print("config_name" in vars(), vars()["config_name"])


class Settings:
    """Application settings."""
    debug = False
    retries = 3

    def reload(self):
        return "reloaded"

    print(list(locals()))
    print(vars()["retries"], locals()["debug"])
    fields = [k for k in locals() if not k.startswith("__")]

print(Settings.fields)


class Meta(type):
    pass


class Plugin(metaclass=Meta):
    name = "p"
    print(list(locals()))


def factory():
    class Local:
        value = 1
        print(sorted(vars()))
    return Local


print(factory().value)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


print(vars(Point(1, 2)))
