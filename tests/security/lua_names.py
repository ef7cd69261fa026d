# Lua's and the runtime's own names are not Python names: each is a NameError.
import_names = ["load", "loadstring", "require", "dofile", "loadfile", "io", "os", "debug",
                "string", "setmetatable", "getmetatable", "rawget", "rawset", "collectgarbage",
                "_ENV", "_G", "_R", "_RITER", "_RGA", "coroutine", "package", "eval", "exec",
                "compile", "__import__", "__builtins__", "breakpoint"]
try:
    load("return 1")
except NameError as e:
    print(e)
try:
    _ENV
except NameError as e:
    print(e)
try:
    _RGA
except NameError as e:
    print(e)
try:
    debug.getregistry()
except NameError as e:
    print(e)
try:
    string.dump(print)
except NameError as e:
    print(e)
try:
    eval("load('return 1')")  # eval's code is Python's too
except NameError as e:
    print(e)
try:
    __import__("os")
except (NameError, ImportError) as e:  # __import__ exists; it reaches only the allowlist
    print(type(e).__name__, str(e).split(";")[0])
