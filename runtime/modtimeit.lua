-- modtimeit.lua: timeit, after the documented behaviour of CPython's timeit: Timer (timeit,
-- repeat, autorange, print_exc), timeit(), repeat() and default_timer (time.perf_counter).
-- A statement given as a string is wrapped, as CPython wraps it, in a function
--     def inner(_it, _timer): <setup>; _t0 = _timer(); for _i in _it: <stmt>; ...
-- run by exec() in the globals given (a fresh namespace by default, so the program's names
-- are not visible unless globals=globals() or the setup imports them); a callable is called
-- number times. The time counts against the run's time limit as all code does.
local type, rawget, rawset, ipairs_ = type, rawget, rawset, ipairs
local rep, concat = string.rep, table.concat

return function(R, host)
local _ENV = nil
local None, raise, T = R.None, R.raise, R.T
local CALL, CALLM, SA = R.CALL, R.CALLM, R.SA
local B = R.builtins
local DICT, LIST, TUPLE = R.DICT, R.LIST, R.TUPLE

local m = {}
local timemod = R.IMPORT("time")
local default_timer = timemod.perf_counter
m.default_timer = default_timer
m.default_number = 1000000
m.default_repeat = 5
local dummy_src_name = "<timeit-src>"
m.dummy_src_name = dummy_src_name

local function none(v) return v == nil or v == None end
local function get(o, k)
  local v = rawget(o, k)
  if v == nil then v = R.GA(o, k) end
  return v
end

local function fn(name, params, nrequired, body)
  return R.sig(body, name, params, { nrequired = nrequired })
end

local function reindent(src, n)
  return (src:gsub("\n", "\n" .. rep(" ", n)))
end

local function is_callable(x) return T(B.callable(x)) end

-- the inner function of a Timer, made as CPython makes it
local function make_inner(stmt, setup, globals)
  local local_ns = DICT()
  local global_ns
  if none(globals) then
    -- CPython runs the statement in the timeit module's globals: its own names and the
    -- modules it imported are visible there
    global_ns = DICT()
    for _, k in ipairs_({ "gc", "sys", "time", "itertools" }) do R.SI(global_ns, k, R.IMPORT(k)) end
    for _, k in ipairs_({ "Timer", "timeit", "repeat", "default_timer", "default_number",
                          "default_repeat", "dummy_src_name" }) do
      R.SI(global_ns, k, m[k])
    end
    R.SI(global_ns, "__name__", "timeit")
  else
    global_ns = globals
  end
  local init = ""
  if type(setup) == "string" then
    B.compile(setup, dummy_src_name, "exec") -- a syntax error of setup alone
    B.compile(setup .. "\n" .. (type(stmt) == "string" and stmt or ""), dummy_src_name, "exec")
    setup = reindent(setup, 4)
  elseif is_callable(setup) then
    R.SI(local_ns, "_setup", setup)
    init = init .. ", _setup=_setup"
    setup = "_setup()"
  else
    raise("ValueError", "setup is neither a string nor callable")
  end
  if type(stmt) == "string" then
    B.compile(stmt, dummy_src_name, "exec")
    stmt = reindent(stmt, 8)
  elseif is_callable(stmt) then
    R.SI(local_ns, "_stmt", stmt)
    init = init .. ", _stmt=_stmt"
    stmt = "_stmt()"
  else
    raise("ValueError", "stmt is neither a string nor callable")
  end
  local src = concat({
    "",
    "def inner(_it, _timer" .. init .. "):",
    "    " .. setup,
    "    _t0 = _timer()",
    "    for _i in _it:",
    "        " .. stmt,
    "        pass",
    "    _t1 = _timer()",
    "    return _t1 - _t0",
    "" }, "\n")
  B.exec(B.compile(src, dummy_src_name, "exec"), global_ns, local_ns)
  return R.GI(local_ns, "inner"), src
end

local function run(self, number)
  local gc = R.IMPORT("gc")
  local was = T(gc.isenabled())
  gc.disable()
  local n = R.INDEX(number)
  local it = R.IMPORT("itertools")["repeat"](None, n)
  local ok, r = R.pcall(CALL, rawget(self, "#inner"), { it, get(self, "timer") })
  if was then gc.enable() end
  if not ok then R.RERAISE(R.EXC(r)) end
  return r
end

local Timer = R.CLASS("Timer", { R.object }, nil, function(ns)
  ns.__init__ = fn("__init__", { "self", "stmt", "setup", "timer", "globals" }, 1,
    function(self, stmt, setup, timer, globals)
      if stmt == nil then stmt = "pass" end
      if setup == nil then setup = "pass" end
      if none(timer) then timer = default_timer end
      SA(self, "timer", timer)
      local inner, src = make_inner(stmt, setup, globals)
      SA(self, "src", src)
      SA(self, "inner", inner)
      rawset(self, "#inner", inner)
      return None
    end)
  ns.timeit = fn("timeit", { "self", "number" }, 1, function(self, number)
    if none(number) then number = m.default_number end
    return run(self, number)
  end)
  ns["repeat"] = fn("repeat", { "self", "repeat", "number" }, 1, function(self, count, number)
    if none(count) then count = m.default_repeat end
    if none(number) then number = m.default_number end
    local out = {}
    for i = 1, R.INDEX(count) do out[i] = CALLM(self, "timeit", { number }) end
    return LIST(out)
  end)
  ns.autorange = fn("autorange", { "self", "callback" }, 1, function(self, callback)
    local i = 1
    while true do
      for _, j in ipairs_({ 1, 2, 5 }) do
        local number = i * j
        local t = CALLM(self, "timeit", { number })
        if not none(callback) then CALL(callback, { number, t }) end
        if t >= 0.2 then return TUPLE({ number, t }) end
      end
      i = i * 10
    end
  end)
  ns.print_exc = fn("print_exc", { "self", "file" }, 1, function(self, file)
    return CALLM(R.IMPORT("traceback"), "print_exc", {}, none(file) and {} or { "file", file })
  end)
end)
Timer["#dict"].__module__ = "timeit"
m.Timer = Timer

m.timeit = fn("timeit", { "stmt", "setup", "timer", "number", "globals" }, 0,
  function(stmt, setup, timer, number, globals)
    local t = Timer(stmt == nil and "pass" or stmt, setup == nil and "pass" or setup,
                    timer == nil and None or timer, globals == nil and None or globals)
    return CALLM(t, "timeit", { none(number) and m.default_number or number })
  end)
m["repeat"] = fn("repeat", { "stmt", "setup", "timer", "repeat", "number", "globals" }, 0,
  function(stmt, setup, timer, count, number, globals)
    local t = Timer(stmt == nil and "pass" or stmt, setup == nil and "pass" or setup,
                    timer == nil and None or timer, globals == nil and None or globals)
    return CALLM(t, "repeat", { none(count) and m.default_repeat or count,
                                none(number) and m.default_number or number })
  end)

return m
end
