-- session.lua: the outcome of a run, inside the sandbox state (src/sandbox.c loads it beside
-- run.lua). It knows Python and the runtime, and nothing of who asked: the host makes of the
-- outcome an MCP answer, a command's exit status and traceback, or Lua values. The host calls:
--   S.cell(lua, filename, pysrc, max) -> outcome   a session cell (under the run's limits)
--   S.outcome(ok, text, exc, status) -> outcome    what R.exec returned from a plain run
--                                                  (after the limits: it runs no Python code)
--   S.syntax(text) -> outcome                      the translation failed with `text`
--   S.fail(e, memory) -> outcome                   an error value escaped the run; memory: the
--                                                  allocator's cap ended it (the limit's words)
--   S.export(value, max) -> tree                   a Python value as plain Lua data
--   S.builtins() -> { {name, summary}, ... }       the builtins, sorted by name
--
-- outcome = { status = 0, 1, or the status of SystemExit,
--             error = nil | { type = "ZeroDivisionError", message = "division by zero",
--                             line = 3 | nil, traceback = "Traceback (most recent ...",
--                             hint = nil | "what to do instead" (an unavailable module) },
--             -- a cell's result: the variable `result` if the cell set it, else the value of
--             -- a final expression statement; none if neither (or that value is None)
--             value = tree | nil, repr = "repr of the result" | nil,
--             repr_len = the length of the whole repr (repr keeps its head and tail, 50,000
--                        bytes each, when it is longer than 100,000),
--             too_large = true | nil,   -- the result's tree is over `max`: no value
--             fallback = true | nil }   -- exporting raised: value is the result's repr, and
--                                       -- `max` does not apply to it
--
-- The tree (S.export) is plain data that a host walks without knowing Python:
--   host.null (a light userdata NULL)         None
--   boolean, integer, float, string           bool, int, float, str
--   string of decimal digits                  an int beyond 64 bits
--   { tag = "list" | "tuple", n = N, [1..N] = items }               list, tuple, subclasses
--   { tag = "dict", n = N, keys = { k1..kN }, [1..N] = values }     dict, subclasses, in order;
--        a key is None, a bool, an int, a float, a string, or the repr of another key
--   string                                    any other object: its repr; "[...]" or "{...}"
--                                             for a container met inside itself, "..." for
--                                             one nested more than 100 deep
-- Its size is kept under `max` bytes of text: each item counts its text (strings and reprs
-- with two quotes) and one separator, each container two brackets, each key its text and
-- four more. That never exceeds the size of the tree written as JSON, which a host may then
-- check exactly; past `max`, S.export raises S.TOO_LARGE.
local type, getmetatable, rawget, rawset, rawequal, pairs, ipairs, pcall, tonumber, error, select =
      type, getmetatable, rawget, rawset, rawequal, pairs, ipairs, pcall, tonumber, error, select
local mtype, huge = math.type, math.huge
local sub, find, match, gmatch = string.sub, string.find, string.match, string.gmatch
local sort = table.sort

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local S = {}
local None, BigMT, LimitMT = R.None, R.BigMT, R.LimitMT
local ListMT, TupleMT, DictMT = R.ListMT, R.TupleMT, R.DictMT
local null = host.null
local LAST = "\0last"
local MAXDEPTH = 100
local MAXREPR = 100000
local TOO_LARGE = {}
S.TOO_LARGE = TOO_LARGE

---------------------------------------------------------------------------------------------
-- Values -> trees
---------------------------------------------------------------------------------------------

local function safe_repr(v)
  local ok, s = pcall(R.repr, v)
  if ok and type(s) == "string" then return s end
  if getmetatable(s) == LimitMT then error(s, 0) end
  return "<unrepresentable object>"
end

-- the number of characters of tostring(v), for an integer v
local function intlen(v)
  local n = 1
  if v < 0 then
    n, v = 2, -v
    if v < 0 then return 20 end -- math.mininteger
  end
  while v >= 10 do v, n = v // 10, n + 1 end
  return n
end

local function seq_kind(v, mt)
  if mt == ListMT then return "list" end
  if mt == TupleMT then return "tuple" end
  if mt == DictMT or mt == R.InstDictMT then return "dict" end
  if mt and mt["#inst"] then
    if R.isinstance(v, R.dict_t) then return "dict" end
    if R.isinstance(v, R.list_t) then return "list" end
    if R.isinstance(v, R.tuple_t) then return "tuple" end
  end
  return nil
end

-- A dict key as a tree key, and its size
local function export_key(k)
  local tk = type(k)
  if tk == "string" then return k, #k + 4 end
  if tk == "boolean" then return k, k and 8 or 9 end
  if k == None then return null, 8 end
  if tk == "number" then
    if mtype(k) == "integer" then return k, intlen(k) + 4 end
    return k, #R.repr(k) + 4
  end
  if BigMT and getmetatable(k) == BigMT then
    local s = R.str(k)
    return s, #s + 4
  end
  local s = safe_repr(k)
  return s, #s + 4
end

-- st = { n = size so far, max = budget, active = { containers being exported } }
local function export(v, st, depth)
  local tv, x, size = type(v), nil, nil
  if v == None then x, size = null, 4
  elseif tv == "boolean" then x, size = v, v and 4 or 5
  elseif tv == "number" then
    x = v
    if mtype(v) == "integer" then size = intlen(v) else size = #R.repr(v) end
  elseif tv == "string" then x, size = v, #v + 2
  elseif BigMT and getmetatable(v) == BigMT then
    x = R.str(v); size = #x + 2
    if st.typed then x = { tag = "bigint", text = x } end
  else
    local mt = getmetatable(v)
    local kind = seq_kind(v, mt)
    if kind and st.active[v] then
      x = kind == "dict" and "{...}" or "[...]"; size = 7
    elseif kind and depth >= MAXDEPTH then
      x, size = "...", 5
    elseif kind == "dict" then
      st.active[v] = true
      local keys, n = {}, 0
      local t = { tag = "dict", keys = keys }
      for k, item in R.dict_pairs(v) do
        local kx, ksize = export_key(k)
        n = n + 1
        keys[n] = kx
        st.n = st.n + ksize
        t[n] = export(item, st, depth + 1)
      end
      t.n = n
      st.active[v] = nil
      st.n = st.n + 2
      return t
    elseif kind then
      local arr = (mt == ListMT or mt == TupleMT) and v or R.toarray(v)
      st.active[v] = true
      local t = { tag = kind }
      local n = #arr
      for i = 1, n do t[i] = export(arr[i], st, depth + 1) end
      t.n = n
      st.active[v] = nil
      st.n = st.n + 2
      return t
    else
      x = safe_repr(v); size = #x + 2
      if st.typed then x = { tag = "object", text = x } end
    end
  end
  st.n = st.n + size + 1
  if st.n > st.max then error(TOO_LARGE, 0) end
  return x
end

-- typed: a big int is { tag = "bigint", text = digits } and any other object
-- { tag = "object", text = repr } instead of a string (the C API and the Lua module tell them
-- from str; MCP's JSON does not)
function S.export(v, max, typed)
  return export(v, { n = 0, max = max and max > 0 and max or huge, active = {}, typed = typed },
                0)
end

---------------------------------------------------------------------------------------------
-- Errors
---------------------------------------------------------------------------------------------

-- the last "Type: message" line of a traceback text
local function last_line(text)
  local last
  for l in gmatch(text, "[^\n]+") do last = l end
  return last or ""
end

local function tb_line(text)
  local line
  for n in gmatch(text, '[\n ]File "[^"\n]*", line (%d+)') do line = n end
  if not line then line = match(text, '^%s*File "[^"\n]*", line (%d+)') end
  return line and tonumber(line) or nil
end

-- The error of a traceback text and the exception that ended the run. with_str: the message
-- is str() of the exception (Python code may run, as when the traceback was written);
-- otherwise it is read from the text.
local function describe(text, exc, with_str)
  local err = { traceback = text, line = tb_line(text) }
  local mt = getmetatable(exc)
  if mt == LimitMT then
    err.type, err.message = exc.what, exc.msg
    if mtype(exc.line) == "integer" then err.line = exc.line end
  elseif type(exc) == "table" and mt and mt["#inst"] then
    local cls = R.typeof(exc)
    err.type = cls and cls["#name"] or "Exception"
    local hint = rawget(exc, "#hint")
    if type(hint) == "string" then err.hint = hint end
    if with_str then
      local msg = R.printed_message(exc) -- str() ran when the traceback was written
      if msg == nil then
        local ok
        ok, msg = pcall(R.safe_str, exc)
        if not ok then msg = "" end
      end
      err.message = msg
    end
  end
  if not err.message then
    local l = last_line(text)
    local t, m = match(l, "^([%w_%.]+): (.*)$")
    if not t then t, m = match(l, "^([%w_%.]+)$"), "" end
    err.type, err.message = err.type or t or "Error", m or l
  end
  return err
end

local function failed(text, exc, with_str, status)
  return { status = status or 1, error = describe(text, exc, with_str) }
end

local function limit_failed(e)
  return failed(e.what .. ": " .. e.msg .. "\n", e, true)
end

---------------------------------------------------------------------------------------------
-- Runs
---------------------------------------------------------------------------------------------

-- Does the source assign the name `result` somewhere (result = ..., result += ..., a, result = ...)?
local function assigns_result(src)
  local i = 1
  while true do
    local s, e = find(src, "result", i, true)
    if not s then return false end
    local before = s > 1 and sub(src, s - 1, s - 1) or ""
    if not find(before, "[%w_.]") then
      local rest = sub(src, e + 1, e + 8)
      if find(rest, "^[%w_]") == nil and
         (find(rest, "^%s*[%+%-%*/%%&|%^@<>]*=[^=]") or find(rest, "^%s*:[^\n=]*=")) then
        return true
      end
    end
    i = e + 1
  end
end

-- Runs one translated cell in the session's globals and picks its result.
function S.cell(code, filename, pysrc, max, typed)
  local G = R.G
  local before = rawget(G, "result")
  local ok, text, exc, status = R.exec(code, filename, pysrc)
  G = R.G
  local last = rawget(G, LAST)
  rawset(G, LAST, nil)
  if not ok then return failed(text or "", exc, true, status) end
  local out = { status = 0 }
  local after = rawget(G, "result")
  local value
  if after ~= nil and (not rawequal(after, before) or assigns_result(pysrc)) then
    value = after
  elseif last ~= nil then
    value = last
  end
  if value == nil or (value == None and value == last) then return out end
  local okx, tree = pcall(S.export, value, max, typed)
  if okx then
    out.value = tree
  elseif tree == TOO_LARGE then
    out.too_large = true
  elseif getmetatable(tree) == LimitMT then
    return limit_failed(tree)
  else
    out.value, out.fallback = safe_repr(value), true
  end
  local okr, r = pcall(safe_repr, value)
  if not okr then
    if getmetatable(r) == LimitMT then return limit_failed(r) end
    r = "<unrepresentable object>"
  end
  -- a long repr keeps its head and its tail (the host cuts them to its budget and says how
  -- long the whole was: repr_len)
  out.repr_len = #r
  if #r > MAXREPR then r = sub(r, 1, MAXREPR // 2) .. sub(r, #r - MAXREPR // 2 + 1) end
  out.repr = r
  return out
end

function S.outcome(ok, text, exc, status)
  if ok then return { status = 0 } end
  return failed(text or "", exc, false, status)
end

function S.syntax(text)
  return failed(text, nil, false)
end

-- An error that escaped the run. The limits are off by now, so no Python code may run here:
-- an exception is reported by its type's name only (its __str__ is user code).
function S.fail(e, memory)
  if memory then return failed("MemoryError: " .. memory .. "\n", nil) end
  if getmetatable(e) == LimitMT then return limit_failed(e) end
  if type(e) == "string" then return failed("SystemError: " .. e .. "\n", nil) end
  local mt = type(e) == "table" and getmetatable(e)
  local cls = mt and mt["#inst"] and mt["#class"]
  if cls and type(cls["#name"]) == "string" then return failed(cls["#name"] .. "\n", nil) end
  return failed("SystemError: internal error\n", nil)
end

---------------------------------------------------------------------------------------------
-- The other faces: the REPL's echo, host functions (the C API, the Lua module)
---------------------------------------------------------------------------------------------

-- The REPL's echo of an expression statement (codegen's interactive option), as CPython's
-- sys.displayhook: None shows nothing; `_` (a builtin, so a global `_` shadows it) is None
-- while the repr runs, then the value.
local B = R.builtins
function R.DISPLAY(v)
  if v == nil or v == None then return end
  B._ = None
  host.write(R.repr(v) .. "\n")
  B._ = v
end

-- forgets the session's names (the REPL's :reset, the C API's mp_reset)
function S.reset()
  R.reset()
  B._ = nil
end

-- A tree from a host (the shape S.export makes, typed) as a Python value. Plain data: no
-- Python code runs.
local function import(t)
  if t == null then return None end
  local tt = type(t)
  if tt ~= "table" then return t end
  local tag = t.tag
  if tag == "bigint" then return R.builtins.int(t.text) end
  if tag == "object" then return t.text end
  if tag == "dict" then
    local d, keys = R.DICT(), t.keys
    for i = 1, t.n do R.SI(d, import(keys[i]), import(t[i])) end
    return d
  end
  local arr = {}
  for i = 1, t.n do arr[i] = import(t[i]) end
  if tag == "tuple" then return R.TUPLE(arr) end
  return R.LIST(arr)
end
S.import = import

-- A host function as a Python function `name`: its arguments go to call(args) as typed trees
-- ({n = N, [1..N] = trees}); call returns true and a tree, or false, an exception type's name
-- and a message (a name that is not a builtin exception class raises RuntimeError).
function S.hostfn(name, call)
  local KWMARK = R.KWMARK
  local function f(...)
    local n = select("#", ...)
    if n > 0 and (...) == KWMARK then R.raise("TypeError", name .. "() takes no keyword arguments") end
    local args = { n = n }
    local st = { n = 0, max = huge, active = {}, typed = true }
    for i = 1, n do args[i] = export((select(i, ...)), st, 0) end
    local ok, v, msg = call(args)
    if ok == "json" then return R.IMPORT("json").loads(v) end
    if ok then return import(v) end
    if type(v) ~= "string" or not R.exc_classes[v] then v = "RuntimeError" end
    R.raise(v, msg or "")
  end
  R.sig(f, name, {}, { complex = true })
  return f
end

-- Sets a host function (or any value from a host) as a builtin: it outlives S.reset.
function S.setbuiltin(name, v)
  B[name] = v
end

-- a session's global: rawset under the translated (mangled) name
function S.setglobal(key, tree)
  R.G[key] = import(tree)
end

---------------------------------------------------------------------------------------------
-- The builtins
---------------------------------------------------------------------------------------------

local BUILTINS = {
  abs = "absolute value of a number", all = "True if every item is true",
  any = "True if any item is true", ascii = "repr() with non-ASCII characters escaped",
  bin = "binary string of an int ('0b101')", bool = "truth value type",
  callable = "whether an object can be called", chr = "the character of a Unicode code point",
  classmethod = "decorator: method that receives the class",
  delattr = "delete an attribute", dict = "dictionary type (insertion-ordered)",
  dir = "names of an object's attributes", divmod = "(a // b, a % b)",
  enumerate = "iterator of (index, item) pairs", exit = "raise SystemExit",
  filter = "lazy iterator of the items for which a function is true",
  float = "floating-point number type", format = "format a value with a format spec",
  frozenset = "immutable set type", getattr = "get an attribute, with an optional default",
  globals = "the session's global variables as a dict", hasattr = "whether an attribute exists",
  hash = "hash value of an object", hex = "hexadecimal string of an int ('0xff')",
  id = "identity of an object", input = "not available: there is no standard input",
  int = "integer type (arbitrary precision)", isinstance = "instance check",
  issubclass = "subclass check", iter = "iterator of an iterable",
  len = "number of items", list = "list type", locals = "the current variables as a dict",
  map = "lazy iterator applying a function to items", max = "largest item",
  min = "smallest item", next = "next item of an iterator, with an optional default",
  object = "the base class", oct = "octal string of an int ('0o17')",
  open = "not available: the sandbox has no files", ord = "code point of a character",
  pow = "power, with an optional modulus", print = "write values to the logs",
  property = "decorator: managed attribute", quit = "raise SystemExit",
  range = "immutable sequence of integers", repr = "printable representation of an object",
  reversed = "reverse iterator", round = "round a number (banker's rounding, like CPython)",
  set = "mutable set type", setattr = "set an attribute", slice = "slice object",
  sorted = "new sorted list (stable; key= and reverse=)",
  staticmethod = "decorator: method without self", str = "text string type (Unicode)",
  sum = "sum of items", super = "proxy to the parent class", tuple = "immutable sequence type",
  type = "type of an object, or create a class", vars = "__dict__ of an object",
  zip = "lazy iterator of tuples from several iterables", bytes = "immutable bytes type",
  complex = "complex number type", None = "the null value", NotImplemented =
  "returned by binary special methods that do not handle an operand",
  Ellipsis = "the ... constant", bytearray = "mutable bytes type",
}

local function builtin_kind(n)
  local v = R.builtins[n]
  if v == true or v == false then return "the boolean constant " .. n end
  if getmetatable(v) == R.TypeMT and R.exc_classes.BaseException and
     R.issubclass(v, R.exc_classes.BaseException) then return "exception class" end
  if getmetatable(v) == R.TypeMT then return "built-in type" end
  return "built-in function"
end

function S.builtins()
  local names = {}
  for name, v in pairs(R.builtins) do
    if type(name) == "string" and sub(name, 1, 1) ~= "_" and v ~= nil then
      names[#names + 1] = name
    end
  end
  sort(names)
  local out = {}
  for i, n in ipairs(names) do out[i] = { n, BUILTINS[n] or builtin_kind(n) } end
  return out
end

return S
end
