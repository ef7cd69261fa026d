-- The Lua module under Debian's stock lua5.4: lua5.4 tests/faces/lua_module.lua DIR
-- (DIR holds moonpy.so: build/lua, or the C module path cmake --install wrote).
local dir = assert(arg[1], "usage: lua5.4 lua_module.lua DIR")
package.cpath = dir .. "/?.so"
local moonpy = require "moonpy"

local passed, failed = 0, 0
local function check(name, ok, detail)
  if ok then
    passed = passed + 1
  else
    failed = failed + 1
    print("FAIL " .. name .. (detail and (": " .. tostring(detail)) or ""))
  end
end
local function eq(name, got, want)
  check(name, got == want, string.format("got %q, want %q", tostring(got), tostring(want)))
end

-- the module is moonpy's, the interpreter is stock: its own Lua VM stays private
eq("version", moonpy.version, "0.1.0")
eq("host Lua", _VERSION, "Lua 5.4")
eq("None prints as None", tostring(moonpy.None), "None")

-- run: the outcome of MCP's structuredContent, as Lua values
local r = moonpy.run("print('hello')\nx = [1, (2, 'three'), {'k': None}, 2 ** 80, 0.1 + 0.2]\nx")
eq("logs", r.logs, "hello\n")
eq("no error", r.error, nil)
eq("repr", r.repr, "[1, (2, 'three'), {'k': None}, 1208925819614629174706176, 0.30000000000000004]")
eq("a list", moonpy.type(r.result), "list")
eq("int", r.result[1], 1)
eq("int is an integer", math.type(r.result[1]), "integer")
eq("a tuple", moonpy.type(r.result[2]), "tuple")
eq("tuple item", r.result[2][2], "three")
eq("a dict", moonpy.type(r.result[3]), "dict")
eq("None inside", r.result[3].k, moonpy.None)
eq("a big int as its digits", r.result[4], "1208925819614629174706176")
eq("float", r.result[5], 0.1 + 0.2)
check("stats", type(r.stats.operations) == "number" and r.stats.wall_ms >= 0 and
      r.stats.memory_peak_bytes > 0)

eq("the variable result wins", moonpy.run("result = 6 * 7\n'other'").result, 42)
eq("None is a value", moonpy.run("result = None").result, moonpy.None)
eq("no result", moonpy.run("x = 1").result, nil)

-- errors
r = moonpy.run("def f(x):\n    return 1 / x\nprint('before')\nf(0)")
eq("error type", r.error.type, "ZeroDivisionError")
eq("error message", r.error.message, "division by zero")
eq("error line", r.error.line, 2)
check("traceback", r.error.traceback:find('File "<string>", line 4, in <module>', 1, true) and
      r.error.traceback:find("ZeroDivisionError: division by zero", 1, true), r.error.traceback)
eq("logs before the error are kept", r.logs, "before\n")
eq("syntax error", moonpy.run("if x\n    pass").error.type, "SyntaxError")
eq("import refused", moonpy.run("import os").error.type, "ImportError")
eq("exit status", moonpy.run("exit(3)").status, 3)

-- limits
eq("timeout", moonpy.run("while True: pass", { timeout = 0.2 }).error.type, "TimeoutError")
eq("memory", moonpy.run("x = 'a' * 10 ** 9", { max_memory = 32 * 1024 * 1024 }).error.type,
   "MemoryError")
eq("operations", moonpy.run("for i in range(10 ** 7): pass", { max_operations = 10000 }).error.type,
   "OperationLimit")
eq("output", moonpy.run("while True: print('x' * 100)", { max_output = 1000 }).error.type,
   "OutputLimit")
local ok, err = pcall(moonpy.run, "1", { timeout = "soon" })
check("a bad option is refused", not ok and tostring(err):find("timeout"), err)

-- host functions: arguments and results converted both ways
local seen
r = moonpy.run([[
total = add(2, 3)
pair = swap((1, 'a'))
info = describe({'n': 1, 'items': [1, 2]}, None, 2 ** 70)
result = (total, pair, info)
]], { functions = {
  add = function(a, b) return a + b end,
  swap = function(t) seen = moonpy.type(t); return moonpy.tuple({ t[2], t[1] }) end,
  describe = function(d, none, big)
    return { keys = moonpy.type(d), n = d.n, items = #d.items, none = none == moonpy.None,
             big = big }
  end,
} })
check("host function results", r.error == nil, r.error and r.error.traceback)
eq("host: int", r.result[1], 5)
eq("host: a tuple argument", seen, "tuple")
eq("host: a tuple result", moonpy.type(r.result[2]), "tuple")
eq("host: tuple items", r.result[2][1], "a")
eq("host: dict result", r.result[3].keys, "dict")
eq("host: None argument", r.result[3].none, true)
eq("host: big int argument as digits", r.result[3].big, "1180591620717411303424")

r = moonpy.run([[
try:
    fail('no luck')
except RuntimeError as e:
    print('caught', str(e).endswith('no luck'))
try:
    typed()
except ValueError as e:
    print('caught', e)
fail('uncaught')
]], { functions = {
  fail = function(msg) error(msg) end,
  typed = function() error({ type = "ValueError", message = "bad value" }) end,
} })
eq("host errors are Python exceptions", r.logs, "caught True\ncaught bad value\n")
eq("an uncaught host error", r.error and r.error.type, "RuntimeError")
eq("keyword arguments refused", moonpy.run("f(x=1)", { functions = { f = print } }).error.message,
   "f() takes no keyword arguments")
ok, err = pcall(moonpy.run, "1", { functions = { ["not a name"] = print } })
check("a bad function name is refused", not ok, err)
eq("a function cannot be passed to Python",
   moonpy.run("f()", { functions = { f = function() return print end } }).error.type,
   "RuntimeError")

-- nested tables from a host function: a dict holding two dicts (the conversion left a key on
-- the stack after each inner dict, and the outer lua_next failed: "invalid key to 'next'")
r = moonpy.run("n = nested()\nresult = (n['a']['x'], n['b']['y'][1], n['c'][1]['z'])", { functions = {
  nested = function() return { a = { x = 1 }, b = { y = { 1, 2 } }, c = { 1, { z = "deep" } } } end,
} })
check("nested host results", r.error == nil, r.error and r.error.message)
eq("nested host results: values", r.repr, "(1, 2, 'deep')")

-- a limit is said as MCP and mp_run's JSON say it: its size and the line
r = moonpy.run("x = 1\nwhile True: pass", { timeout = 0.2 })
eq("a limit's message", r.error.message, "time limit of 0.2 s exceeded at line 2")
eq("a limit's traceback", r.error.traceback, "TimeoutError: time limit of 0.2 s exceeded at line 2\n")
r = moonpy.run("n = 0\nwhile True:\n    n += 1", { max_operations = 1000 })
eq("the operation limit's message", r.error.message, "operation limit of 1000 operations exceeded at line 3")

-- opts.print gets the output as it is printed
local pieces = {}
r = moonpy.run("print('a')\nprint('b', end='')", { print = function(s) pieces[#pieces + 1] = s end })
eq("print pieces", table.concat(pieces), "a\nb")
eq("logs still hold it", r.logs, "a\nb")

-- sessions
do
  local s <close> = moonpy.session({ functions = { twice = function(x) return 2 * x end } })
  s:run("counter = 10")
  eq("names persist", s:run("counter += 1\ncounter").result, 11)
  eq("get", s:get("counter"), 11)
  local v, msg = s:get("missing")
  check("get of a missing name", v == nil and msg:find("NameError"), msg)
  s:set("data", { 1, 2, { k = "v" } })
  eq("set", s:run("result = (type(data).__name__, data[2]['k'], twice(data[0]))").repr,
     "('list', 'v', 2)")
  s:set("point", moonpy.tuple({ 1.5, 2 }))
  eq("set a tuple", s:run("type(point).__name__").result, "tuple")
  s:set("empty", moonpy.dict({}))
  eq("set an empty dict", s:run("type(empty).__name__").result, "dict")
  s:set("bytes", "\xff\0a\u{e9}")
  eq("a Lua string that is not UTF-8", s:run("[len(bytes), bytes[0] == '\\ufffd', bytes[1] == '\\0']").repr,
     "[4, True, True]")
  s:set("nothing", moonpy.None)
  eq("set None", s:run("nothing is None").result, true)
  s:reset()
  eq("reset forgets", s:run("counter").error.type, "NameError")
  eq("host functions outlive reset", s:run("twice(4)").result, 8)
  ok, err = pcall(s.set, s, "x", { f = print })
  check("set refuses functions", not ok, err)
  local cyc = {}
  cyc[1] = cyc
  ok, err = pcall(s.set, s, "x", cyc)
  check("set refuses a cycle", not ok, err)
end
do
  local s = moonpy.session()
  s:close()
  ok, err = pcall(s.run, s, "1")
  check("a closed session refuses", not ok and tostring(err):find("closed"), err)
end

-- re-entrance: a host function that runs code in its own session gets an error, not a crash
local inner
inner = moonpy.session({ functions = { again = function() return inner:run("1").error.message end } })
eq("re-entrance", inner:run("again()").result, "the session is running")
inner:close()

-- translate
local lua, map = moonpy.translate("x = 1\nprint(x)")
check("translate gives Lua", type(lua) == "string" and lua:find("_ENV.x = 1", 1, true), lua)
eq("line map", map, "identity")
local none, e = moonpy.translate("x = (")
eq("translate error", none, nil)
eq("error type", e.type, "SyntaxError")
eq("error message", e.message, "'(' was never closed")
eq("error line", e.line, 1)

-- Python cannot reach the host: no Lua name is visible
r = moonpy.run("result = [name in dir(__builtins__) if False else None for name in ()]\n" ..
               "import sys\nresult = hasattr(sys, 'modules')")
check("no escape", r.error == nil or r.error.type ~= "SystemError", r.error and r.error.message)
eq("the host's globals are not Python's", moonpy.run("package").error.type, "NameError")

print(string.format("%d passed, %d failed", passed, failed))
os.exit(failed == 0 and 0 or 1)
