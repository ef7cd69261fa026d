# exec() inside a function: the names it stores live in the call's locals() (CPython's frame
# dict), where locals(), a later exec and eval see them; the function's variables stay put
def define_and_read():
    exec("y = 5")
    print("y" in locals(), locals().get("y"), locals()["y"] * 2)
    exec("z = y + 1")
    print(eval("z"), sorted(locals()))
def existing_local():
    x = 1
    exec("x = 2")
    print(x, locals()["x"])
def build_funcs():
    for name in ["double", "triple"]:
        k = 2 if name == "double" else 3
        exec(f"def {name}(v): return v * {k}")
    fns = locals()
    print(fns["double"](5), fns["triple"](5))
def deleting():
    exec("tmp = 1")
    exec("del tmp")
    print("tmp" in locals())
def with_namespace():
    ns = {}
    exec("w = 10", ns)
    print("w" in locals(), ns["w"])
def fresh_each_call(n):
    if n:
        print("before:", "q" in locals())
    exec("q = 1")
    return locals()["q"]
print(fresh_each_call(0), fresh_each_call(1))
define_and_read()
existing_local()
build_funcs()
deleting()
with_namespace()
def in_try():
    try:
        exec("r = 'in try'")
    finally:
        pass
    print(locals().get("r"))
in_try()
def recurse(d):
    exec(f"level = {d}")
    if d < 2:
        recurse(d + 1)
    print("level", locals()["level"])
recurse(0)
exec("top = 1")
print(top)
ns = {"a": 1, "b": 2}
exec("del a", ns)
print(sorted(k for k in ns if k != "__builtins__"))
loc = {"c": 3}
exec("del c", {}, loc)
print(loc)
try:
    exec("del nothere", {})
except NameError as e:
    print(e)
try:
    exec("del nothere")
except NameError as e:
    print(e)
gone = 1
exec("del gone")
print("gone" in globals())
