# cpython: same
# Lua names as dict keys and keyword arguments: plain strings
names = ['and', 'break', 'do', 'else', 'elseif', 'end', 'false', 'for', 'function', 'goto', 'if', 'in', 'local', 'nil', 'not', 'or', 'repeat', 'return', 'then', 'true', 'until', 'while', 'load', 'loadstring', 'dofile', 'loadfile', 'require', 'rawget', 'rawset', 'rawequal', 'rawlen', 'setmetatable', 'getmetatable', 'collectgarbage', 'debug', 'string', 'io', 'os', 'package', 'coroutine', 'utf8', 'table', 'math', 'select', 'pcall', 'xpcall', 'error', 'tostring', 'tonumber', 'ipairs', 'pairs', '_G', '_ENV', '_VERSION', 'self', 'arg']
d = {n: i for i, n in enumerate(names)}
print(len(d), d["end"], d["load"], d["_ENV"])
def f(**kw): return sorted(kw)[:5], len(kw)
print(f(**d))
print(dict(**{"end": 1, "nil": 2, "function": 3}))
s = set(names)
print(len(s), "debug" in s)
