# globals()[name] = value, its augmented form, del globals()[name] and globals().update(...)
# change the module's names, as CPython's globals() is the module's dict (moonpy's is a copy:
# the stores were lost, and var_0 below was a NameError)
for i in range(3):
    globals()[f"var_{i}"] = i * 10
print(var_0, var_1, var_2)

globals()["counter"] = 1
globals()["counter"] += 5
print(counter)
del globals()["counter"]
print("counter" in globals())
try:
    print(counter)
except NameError as e:
    print("NameError:", e)


def register(name, value):
    globals()[name] = value


register("plugin_path", "/opt/plugins")
print(plugin_path)

settings = {"debug": True, "level": 3}
globals().update(settings)
globals().update(theme="dark")
print(debug, level, theme)


def handle_start():
    return "starting"


def handle_stop():
    return "stopping"


for command in ("start", "stop"):
    print(globals()[f"handle_{command}"]())
