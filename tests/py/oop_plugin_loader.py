# plugin system: base class with __init_subclass__ registry, priorities, enable/disable, dispatch
class Plugin:
    _registry = {}
    priority = 50

    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower().removesuffix("plugin")
        if key in Plugin._registry:
            raise ValueError(f"plugin {key!r} already registered")
        cls.key = key
        Plugin._registry[key] = cls

    @classmethod
    def all(cls):
        return sorted(cls._registry.values(), key=lambda p: (p.priority, p.key))

    def handle(self, text):
        raise NotImplementedError(f"{type(self).__name__}.handle")

class UpperPlugin(Plugin):
    priority = 10
    def handle(self, text):
        return text.upper()

class StripPlugin(Plugin):
    priority = 1
    def handle(self, text):
        return text.strip()

class ExclaimPlugin(Plugin, name="bang"):
    def handle(self, text):
        return text + "!"

class BrokenPlugin(Plugin):
    priority = 99

def run(text, disabled=()):
    for cls in Plugin.all():
        if cls.key in disabled:
            continue
        try:
            text = cls().handle(text)
        except NotImplementedError as e:
            print(f"  skipped {cls.key}: not implemented ({e})")
    return text

print([p.key for p in Plugin.all()])
print(repr(run("  hello world ")))
print(repr(run("  quiet  ", disabled={"upper", "bang"})))
try:
    class Upper2Plugin(Plugin, name="upper"):
        pass
except ValueError as e:
    print("ValueError:", e)
print(sorted(Plugin._registry), ExclaimPlugin.key, UpperPlugin.priority, BrokenPlugin.priority)
