# cpython: same
# Lua keywords and library names as attribute names of instances, classes and modules
import math
names = ['and', 'break', 'do', 'else', 'elseif', 'end', 'false', 'for', 'function', 'goto', 'if', 'in', 'local', 'nil', 'not', 'or', 'repeat', 'return', 'then', 'true', 'until', 'while', 'load', 'loadstring', 'dofile', 'loadfile', 'require', 'rawget', 'rawset', 'rawequal', 'rawlen', 'setmetatable', 'getmetatable', 'collectgarbage', 'debug', 'string', 'io', 'os', 'package', 'coroutine', 'utf8', 'table', 'math', 'select', 'pcall', 'xpcall', 'error', 'tostring', 'tonumber', 'ipairs', 'pairs', '_G', '_ENV', '_VERSION', 'self', 'arg']
class C: pass
o = C()
for i, n in enumerate(names):
    setattr(o, n, i)
    setattr(C, n + "_c", -i)
print(all(getattr(o, n) == i for i, n in enumerate(names)))
print(all(getattr(C, n + "_c") == -i for i, n in enumerate(names)))
print(sorted(vars(o))[:8])
o.end = "x"; o.nil = None; o.local = [1]; o.function = len
print(o.end, o.nil, o.local, o.function("abc"))
for n in ["load", "debug", "string", "io", "os", "require", "getmetatable", "rawset", "dump"]:
    print(n, hasattr(math, n), hasattr("", n), hasattr([], n), hasattr(o, n))
