# NameError, AttributeError and ImportError take CPython's keyword attributes (name=, obj=,
# path=; they raised "takes no keyword arguments"), default them to None (e.name of an
# UnboundLocalError raised AttributeError), and a failed from-import names its module
def report():
    print(total)
    total = 0


try:
    report()
except UnboundLocalError as e:
    print(type(e).__name__, repr(e.name))

try:
    undefined_helper()
except NameError as e:
    print(type(e).__name__, repr(e.name))

for stmt in ("import not_a_module", "from math import not_a_function"):
    try:
        exec(stmt)
    except ImportError as e:
        print(type(e).__name__, repr(e.name))


class PluginMissing(ImportError):
    def __init__(self, plugin):
        super().__init__(f"plugin {plugin!r} is not installed", name=plugin)


try:
    raise PluginMissing("exporter")
except ImportError as e:
    print(e, "| name:", e.name, "| args:", e.args)


class SettingMissing(AttributeError):
    pass


err = SettingMissing("no such setting", name="timeout", obj={"retries": 3})
print(repr(err), err.name, err.obj)
print(repr(NameError("bad name", name="x")), NameError().name, ImportError("m", path="/p").path)
try:
    ImportError("x", reason=1)
except TypeError as e:
    print("TypeError:", e)
