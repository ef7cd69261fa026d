-- run.lua: builds the Python runtime inside the sandbox state (the parts of init.lua, in order)
-- and runs programs.
-- The host (src/sandbox.c) calls this chunk with its functions: write, tick, charge, ops,
-- loadmod, num (the C numeric module), None. It returns the runtime table R; R.exec runs
-- one translated chunk in the session's globals and returns ok, traceback-text.
local host = ...
local math = math
local type, getmetatable, setmetatable, rawget, rawset, rawequal, error, pcall, xpcall, load, tostring, ipairs, next =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, error, pcall, xpcall, load, tostring, ipairs, next
local table_sort = table.sort
local registry = debug.getregistry()
local math_type = math.type

local R = {}
host.bigmeta = host.bigmeta or debug.getregistry()["py.int"]

for _, part in ipairs(host.loadmod("init")().parts) do
  host.loadmod(part)()(R, host)
end

-- the helpers that the VM runs in place for the common values (patches/lua/0005): each one's
-- Lua code stays the definition, and the VM's copy must agree with it
host.setpytypes(R.ListMT, R.TupleMT, R.DictMT, R.SetMT, R.FrozenMT)
host.setfast(R.GI, 1)
host.setfast(R.SI, 2)
host.setfast(R.isluanum, 3)
host.setfast(R.T, 4)
host.setfast(R.UNPACK, 5)
host.setfast(R.LEN, 6)
host.setfast(R.TUPLE, 7)
host.setfast(R.LIST, 8)
host.setfast(R.dict_get, 9)
host.setfast(R.dict_set, 10)
host.setfast(R.EQ, 11)
host.setfast(R.NE, 12)
host.setfast(R.IN, 13)
host.setfast(R.list_t["#dict"].append, 14)
host.setfast(R.dict_t["#dict"].get, 15)
host.setfast(R.builtins.ord, 16)
host.setfast(R.builtins.chr, 17)
host.setfast(R.SADD, 18)
host.setfast(R.isluaint, 19)
host.setfast(R.FSTR, 20)
host.setfast(R.STR, 20)
host.setfast(R.toint, 21)
host.setfast(R.POW, 22)
host.setfast(R.GSL, 23)
host.setfast(R.ITER, 28)
host.setfast(R.DictMT["#len"], 24)
host.setfast(R.SetMT["#len"], 24)
host.setfast(R.DictMT.__bool, 26)
host.setfast(R.SetMT.__bool, 26)
R.mark_methods() -- builtin methods given too many arguments raise (builtins.lua)

local _ENV = nil
local None = R.None
local B = R.builtins
for k, v in next, B do
  if type(v) == "function" and type(k) == "string" and R.NAMES[v] == nil then R.NAMES[v] = k end
  -- a builtin function given an unknown keyword says so in CPython's C words (objfunc.lua)
  if type(v) == "function" and R.SIG[v] and not R.SIG[v].py then R.SIG[v].cbuiltin = true end
end


R.mark_nokw()
R.tb_handler = host.tbhandler(R.tb_handler, R.HANDLING, R)

-- C raises Python exceptions and limit errors through these registry functions.
registry["py.raise"] = function(tname, msg) R.raise(tname, msg) end
-- (py.c makes the instances of builtin exceptions itself, as objexc.lua's exc_new does)
registry["py.exc_classes"], registry["py.tuplemt"] = R.exc_classes, R.TupleMT
-- C's errno errors: CPython's two arguments, OverflowError(34, 'Numerical result out of range')
registry["py.raise_errno"] = function(tname, err, msg)
  error(R.type_call(R.exc_classes[tname], err, msg), 0)
end
registry["py.limit"] = function(what, msg) R.limit(what, msg) end
-- objbytes.c's codec errors: (type name, encoding, the bytes or str as a Lua string, start, end,
-- reason), CPython's five arguments
registry["py.unicode_error"] = function(tname, enc, obj, start, stop, why)
  if tname == "UnicodeDecodeError" then obj = R.BYTES(obj) end
  error(R.type_call(R.exc_classes[tname], enc, obj, start, stop, why), 0)
end
registry["py.binop_fallback"] = function(op, a, b)
  local names = { ["+"] = "Add", ["-"] = "Sub", ["*"] = "Mult", ["/"] = "Div", ["//"] = "FloorDiv",
                  ["%"] = "Mod", ["**"] = "Pow", ["<<"] = "LShift", [">>"] = "RShift",
                  ["&"] = "BitAnd", ["|"] = "BitOr", ["^"] = "BitXor" }
  return R.binop(names[op] or op, a, b)
end
-- a negative float to a fractional power is complex (objint.c's float pow)
registry["py.complex_pow"] = function(x, y) return R.POW(R.COMPLEX(x, 0.0), y) end
registry["py.cmp_fallback"] = function(op, a, b)
  return R.richcmp(op == "<" and "lt" or op == "<=" and "le" or op, a, b)
end


---------------------------------------------------------------------------------------------
-- Sessions: each has its own globals
---------------------------------------------------------------------------------------------

-- The globals remember when each name was bound (its __newindex runs for a name not bound
-- yet, once), so globals() lists them in CPython's order: a dict's insertion order.
local function new_globals()
  local when, n = { __name__ = 1, __doc__ = 2 }, 2
  return setmetatable({ __name__ = "__main__", __doc__ = None }, {
    __index = B,
    __newindex = function(g, k, v)
      rawset(g, k, v)
      if v ~= nil then n = n + 1; when[k] = n end
    end,
    ["#when"] = when,
  })
end

local G = new_globals()
R.G = G
local gdicts = setmetatable({}, { __mode = "k" }) -- the dicts globals() made
-- globals()[k] = v and del globals()[k] (the code generator's GSET and GDEL): the dict and the
-- module's names both change, as they are one dict in CPython
function R.GSET(d, k, v)
  R.SI(d, k, v)
  if gdicts[d] and type(k) == "string" then R.G[k] = v end
end
function R.GDEL(d, k)
  R.DI(d, k)
  if gdicts[d] and type(k) == "string" then rawset(R.G, k, nil) end
end
-- globals().update(...): its str keys become the module's names
function R.globals_updated(d)
  if not gdicts[d] then return end
  for k, v in R.dict_pairs(d) do
    if type(k) == "string" and k:byte(1) ~= 0 then R.G[k] = v end
  end
end
function R.globals_dict()
  local d = R.DICT()
  gdicts[d] = true
  local keys = {}
  for k in next, G do if type(k) == "string" and k:byte(1) ~= 0 then keys[#keys + 1] = k end end
  local when = getmetatable(G)["#when"]
  table_sort(keys, function(a, b)
    local wa, wb = when[a], when[b]
    if wa and wb then return wa < wb end
    if wa or wb then return wa ~= nil end
    return a < b
  end)
  for _, k in ipairs(keys) do R.SI(d, k, G[k]) end
  return d
end

function R.reset()
  G = new_globals()
  R.G = G
end

---------------------------------------------------------------------------------------------
-- exec
---------------------------------------------------------------------------------------------

local TB = R.traceback
local source_lines, collect_frames, format_exception, limit_text = TB.source_lines,
  TB.collect_frames, TB.format_exception, TB.limit_text

-- R.exec(lua, filename, pysrc) -> true | false, text, exc
function R.exec(code, filename, pysrc)
  local chunkname = "=" .. filename
  local fn, err = load(code, chunkname, "t", G)
  if fn then host.markpython(fn); host.markframe(fn) end
  if not fn then
    -- the Lua parser's nesting limit (200 C levels): CPython's error for code nested too deep
    if tostring(err):find("C stack overflow") or tostring(err):find("too many") then
      return false, "RecursionError: maximum recursion depth exceeded during compilation\n"
    end
    return false, "SystemError: moonpy generated invalid Lua: " .. tostring(err) .. "\n"
  end
  local lines = source_lines(pysrc or "")
  R.tb_where = { chunkname, lines }
  local captured
  local function handler(e)
    if getmetatable(e) == R.LimitMT then
      -- where the program was when the limit stopped it (its innermost Python line)
      if e.line == nil then
        host.unwinding()
        pcall(function()
          local frames = collect_frames(chunkname, lines)
          e.line = frames[1] and frames[1].line or false
        end)
      end
      captured = e
      return e
    end
    local ok, exc = pcall(R.EXC, e)
    if not ok then exc = exc end
    -- the traceback of the exception's first raise, if a try block recorded it
    local frames = type(exc) == "table" and R.tb_frames(exc)
      or R.tb_drop_callee(exc, collect_frames(chunkname, lines))
    if type(exc) == "table" and rawget(exc, "#tb") == nil then
      local cur = R.current_exc()
      if cur and not rawequal(cur, exc) and rawget(exc, "__context__") == nil then rawset(exc, "__context__", cur) end
    end
    captured = { exc = exc, frames = frames }
    return captured
  end
  local ok = xpcall(fn, handler, R)
  if ok then return true end
  if captured == nil then -- the message handler itself failed: out of memory
    return false, "MemoryError: memory limit exceeded\n", R.limit_error("MemoryError", "memory limit exceeded")
  end
  if getmetatable(captured) == R.LimitMT then return false, limit_text(captured), captured end
  local exc = captured.exc
  if getmetatable(exc) == R.LimitMT then return false, limit_text(exc), exc end
  -- SystemExit: no traceback; exit(None) is status 0, exit(n) status n, exit("msg") prints
  if type(exc) == "table" and R.isinstance(exc, R.exc_classes.SystemExit) then
    local code = rawget(exc, "code")
    if code == nil or code == None then return false, "", exc, 0 end
    if math_type(code) == "integer" then return false, "", exc, code & 0xff end
    if code == true or code == false then return false, "", exc, code and 1 or 0 end
    local ok, msg = pcall(R.safe_str, code)
    if not ok then return false, limit_text(msg), msg end
    return false, msg .. "\n", exc, 1
  end
  -- the traceback with its chained exceptions; every user __str__ runs here, under the limits
  local ok2, text = pcall(format_exception, captured.frames, filename, lines, exc)
  if not ok2 then
    local lim = R.limit_of(text)
    if lim then return false, limit_text(lim), lim end
    text = "Traceback (most recent call last):\n" .. R.typeof(exc)["#name"] .. "\n"
  end
  -- an uncaught KeyboardInterrupt ends CPython with the status of SIGINT (128 + 2)
  if type(exc) == "table" and R.isinstance(exc, R.exc_classes.KeyboardInterrupt) then
    return false, text, exc, 130
  end
  return false, text, exc
end

return R
