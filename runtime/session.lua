-- session.lua: the MCP session's side of a run, inside the sandbox state of a worker
-- (src/worker.c). It runs one translated cell in the session's globals, picks its result,
-- converts it to JSON (DESIGN.md section 6) and writes the structured outcome and its
-- readable text. The host calls:
--   S.run(lua, filename, pysrc, maxjson) -> outcome   (under the run's limits)
--   S.syntax(text) -> outcome                         (translation failed)
--   S.finish(outcome, logs, ops, wall_ms, mem_peak) -> json, text, is_error
--   S.list_modules() -> json                          (the list_modules tool's output)
-- JSON is written here (not by cjson) so that dict order is kept; the server checks it.
local type, getmetatable, rawget, rawset, rawequal, pairs, pcall, tostring, tonumber, error =
      type, getmetatable, rawget, rawset, rawequal, pairs, pcall, tostring, tonumber, error
local mtype, huge = math.type, math.huge
local format, byte, gsub, sub, find, match, gmatch =
      string.format, string.byte, string.gsub, string.sub, string.find, string.match, string.gmatch
local concat, sort = table.concat, table.sort
local utf8len = utf8.len

return function(R, host)
local _ENV = nil
local S = {}
local None, BigMT = R.None, R.BigMT
local ListMT, TupleMT, DictMT = R.ListMT, R.TupleMT, R.DictMT
local LAST = "\0last"
local MAXDEPTH = 100
local MAXREPR = 100000
local TOO_BIG = {}

---------------------------------------------------------------------------------------------
-- JSON text
---------------------------------------------------------------------------------------------

-- s with each byte that is not part of valid UTF-8 replaced by U+FFFD
local function fix_utf8(s)
  if utf8len(s) then return s end
  local out, i, n = {}, 1, #s
  while i <= n do
    local ok, bad = utf8len(s, i)
    if ok then out[#out + 1] = sub(s, i) break end
    out[#out + 1] = sub(s, i, bad - 1)
    out[#out + 1] = "\239\191\189"
    i = bad + 1
  end
  return concat(out)
end
S.fix_utf8 = fix_utf8

local ESC = { ['"'] = '\\"', ['\\'] = '\\\\', ['\b'] = '\\b', ['\f'] = '\\f', ['\n'] = '\\n',
              ['\r'] = '\\r', ['\t'] = '\\t' }
local function esc(c) return ESC[c] or format("\\u%04x", byte(c)) end
local function jstr(s)
  return '"' .. gsub(fix_utf8(s), '[%c"\\]', esc) .. '"'
end

local function safe_repr(v)
  local ok, s = pcall(R.repr, v)
  if ok and type(s) == "string" then return s end
  if getmetatable(s) == R.LimitMT then error(s, 0) end
  return "<unrepresentable object>"
end

local function float_json(v)
  if v ~= v or v == huge or v == -huge then return jstr(R.repr(v)) end
  return R.repr(v) -- CPython's float repr is a valid JSON number ("1e+16", "-0.0", "0.1")
end

-- json.dumps' conversion of a dict key
local function key_json(k)
  local tk = type(k)
  if tk == "string" then return jstr(k) end
  if tk == "boolean" then return k and '"true"' or '"false"' end
  if k == None then return '"null"' end
  if tk == "number" then
    if mtype(k) == "integer" then return '"' .. tostring(k) .. '"' end
    return jstr(R.repr(k))
  end
  if BigMT and getmetatable(k) == BigMT then return jstr(R.str(k)) end
  return jstr(safe_repr(k))
end

local function seq_kind(v, mt)
  if mt == ListMT or mt == TupleMT then return "seq" end
  if mt == DictMT then return "dict" end
  if mt and mt["#inst"] then
    if R.isinstance(v, R.dict_t) then return "dict" end
    if R.isinstance(v, R.list_t) or R.isinstance(v, R.tuple_t) then return "seq" end
  end
  return nil
end

-- Appends the JSON of v to out; st = { n = bytes so far, max = cap, active = {} }
local function tojson(v, out, st, depth)
  local tv, s = type(v), nil
  if v == None then s = "null"
  elseif tv == "boolean" then s = v and "true" or "false"
  elseif tv == "number" then
    if mtype(v) == "integer" then
      s = tostring(v)
      if v > 9007199254740992 or v < -9007199254740992 then s = '"' .. s .. '"' end
    else
      s = float_json(v)
    end
  elseif tv == "string" then s = jstr(v)
  elseif BigMT and getmetatable(v) == BigMT then s = '"' .. R.str(v) .. '"'
  else
    local mt = getmetatable(v)
    local kind = seq_kind(v, mt)
    if kind and st.active[v] then
      s = jstr(kind == "dict" and "{...}" or "[...]")
    elseif kind and depth >= MAXDEPTH then
      s = jstr("...")
    elseif kind == "seq" then
      local arr = (mt == ListMT or mt == TupleMT) and v or R.toarray(v)
      st.active[v] = true
      out[#out + 1] = "["
      for i = 1, #arr do
        if i > 1 then out[#out + 1] = "," end
        tojson(arr[i], out, st, depth + 1)
      end
      out[#out + 1] = "]"
      st.active[v] = nil
      st.n = st.n + 2
      return
    elseif kind == "dict" then
      st.active[v] = true
      out[#out + 1] = "{"
      local first = true
      for k, x in R.dict_pairs(v) do
        local ks = key_json(k)
        out[#out + 1] = first and ks .. ":" or "," .. ks .. ":"
        first = false
        st.n = st.n + #ks + 2
        tojson(x, out, st, depth + 1)
      end
      out[#out + 1] = "}"
      st.active[v] = nil
      st.n = st.n + 2
      return
    else
      s = jstr(safe_repr(v))
    end
  end
  out[#out + 1] = s
  st.n = st.n + #s + 1
  if st.n > st.max then error(TOO_BIG, 0) end
end

local function to_json_text(v, max)
  local out, st = {}, { n = 0, max = max, active = {} }
  tojson(v, out, st, 0)
  return concat(out)
end
S.to_json = to_json_text

---------------------------------------------------------------------------------------------
-- Runs
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

local function describe(text, exc)
  local err = { traceback = text, line = tb_line(text) }
  local mt = getmetatable(exc)
  if mt == R.LimitMT then
    err.type, err.message = exc.what, exc.msg
  elseif type(exc) == "table" and mt and mt["#inst"] then
    local cls = R.typeof(exc)
    err.type = cls and cls["#name"] or "Exception"
    local ok, msg = pcall(R.str, exc)
    err.message = (ok and type(msg) == "string") and msg or ""
  end
  if not err.type then
    local l = last_line(text)
    local t, m = match(l, "^([%w_%.]+): (.*)$")
    if not t then t, m = match(l, "^([%w_%.]+)$"), "" end
    err.type, err.message = t or "Error", m or l
  end
  return err
end

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

-- Runs one translated cell; returns the outcome table (see S.finish).
function S.run(code, filename, pysrc, maxjson)
  local G = R.G
  local before = rawget(G, "result")
  local ok, text, exc = R.exec(code, filename, pysrc)
  G = R.G
  local last = rawget(G, LAST)
  rawset(G, LAST, nil)
  if not ok then return { err = describe(text or "", exc) } end
  local out = {}
  local after = rawget(G, "result")
  local value
  if after ~= nil and (not rawequal(after, before) or assigns_result(pysrc)) then
    value = after
  elseif last ~= nil then
    value = last
  end
  if value == nil or (value == None and value == last) then return out end
  local okj, j = pcall(to_json_text, value, maxjson)
  if not okj then
    if j == TOO_BIG then
      j = jstr(format("<result too large: over %d bytes as JSON; return a summary instead>", maxjson))
    elseif getmetatable(j) == R.LimitMT then
      return { err = describe(j.what .. ": " .. j.msg .. "\n", j) }
    else
      j = jstr(safe_repr(value))
    end
  end
  out.json = j
  local okr, r = pcall(safe_repr, value)
  if not okr then
    if getmetatable(r) == R.LimitMT then return { err = describe(r.what .. ": " .. r.msg .. "\n", r) } end
    r = "<unrepresentable object>"
  end
  if #r > MAXREPR then r = sub(r, 1, MAXREPR) .. "... (" .. #r - MAXREPR .. " more characters)" end
  out.repr = r
  return out
end

-- The outcome of a cell that did not translate: the SyntaxError text from the transpiler.
function S.syntax(text)
  return { err = describe(text, nil) }
end

-- The outcome of a run that failed outside Python's reach (an error value that escaped).
function S.fail(e, memory)
  if memory then return { err = describe("MemoryError: memory limit exceeded\n", nil) } end
  if getmetatable(e) == R.LimitMT then return { err = describe(e.what .. ": " .. e.msg .. "\n", e) } end
  if type(e) == "string" then return { err = describe("SystemError: " .. e .. "\n", nil) } end
  local ok, text = pcall(function()
    local x = R.EXC(e)
    return R.typeof(x)["#name"] .. ": " .. R.str(x) .. "\n", x
  end)
  if ok then return { err = describe(text, nil) } end
  return { err = describe("SystemError: internal error\n", nil) }
end

-- The structuredContent JSON, the readable text, and whether it is an error.
function S.finish(o, logs, ops, wall_ms, mem_peak)
  local e = o.err
  local err = "null"
  if e then
    err = format('{"type":%s,"message":%s,"line":%s,"traceback":%s}', jstr(e.type),
                 jstr(e.message or ""), e.line and format("%d", e.line) or "null",
                 jstr(e.traceback or ""))
  end
  local json = format('{"result":%s,"logs":%s,"error":%s,"stats":{"operations":%d,' ..
                      '"wall_ms":%.3f,"memory_peak_bytes":%d}}', o.json or "null", jstr(logs),
                      err, ops, wall_ms, mem_peak)
  local parts = {}
  if logs ~= "" then
    parts[1] = fix_utf8(logs)
    if sub(logs, -1) ~= "\n" then parts[2] = "\n" end
  end
  if e then
    parts[#parts + 1] = fix_utf8(e.traceback ~= "" and e.traceback or (e.type .. ": " .. (e.message or "")))
  elseif o.repr then
    parts[#parts + 1] = "result = " .. fix_utf8(o.repr)
  elseif logs == "" then
    parts[#parts + 1] = "(no output and no result: print something, assign `result`, " ..
                        "or end with an expression)"
  end
  return json, concat(parts), e ~= nil
end

---------------------------------------------------------------------------------------------
-- list_modules
---------------------------------------------------------------------------------------------

local MODULES = {
  math = "mathematical functions (sqrt, floor, gcd, factorial, pi, inf ...)",
  string = "string constants (ascii_letters, digits, punctuation) and capwords",
  typing = "type hints (List, Dict, Optional, Tuple ...); accepted and ignored at run time",
  collections = "Counter, defaultdict, OrderedDict, deque, namedtuple",
  re = "regular expressions (match, search, findall, sub, split, compile)",
  json = "JSON encoding and decoding (dumps, loads)",
  itertools = "iterator building blocks (count, cycle, chain, product, permutations ...)",
  functools = "higher-order functions (reduce, lru_cache, cache, partial, cmp_to_key)",
  heapq = "heap queue algorithm (heappush, heappop, heapify, nlargest, nsmallest)",
  bisect = "binary search in sorted lists (bisect_left, bisect_right, insort)",
  random = "pseudo-random numbers (random, randint, choice, shuffle, seed)",
  copy = "shallow and deep copies (copy, deepcopy)",
  dataclasses = "the @dataclass decorator and field",
  enum = "enumerations (Enum, IntEnum, auto)",
  fractions = "rational numbers (Fraction)",
  decimal = "decimal fixed- and floating-point arithmetic (Decimal)",
  cmath = "mathematical functions for complex numbers",
  textwrap = "text wrapping and filling (wrap, fill, dedent, indent)",
  base64 = "base16/32/64 encodings",
  hashlib = "secure hashes (md5, sha1, sha256)",
  statistics = "mean, median, mode, stdev, variance",
  datetime = "dates and times (date, time, datetime, timedelta)",
  time = "time functions (time, perf_counter, sleep)",
  operator = "operators as functions (itemgetter, attrgetter, add, mul ...)",
  sys = "a harmless sys (maxsize, version, setrecursionlimit)",
  ["collections.abc"] = "abstract base classes for containers",
}

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

local function entries(names, summary, fallback)
  sort(names)
  local out = {}
  for i = 1, #names do
    local n = names[i]
    local sm = summary[n] or fallback(n)
    out[i] = format('{"name":%s,"summary":%s}', jstr(n), jstr(sm))
  end
  return "[" .. concat(out, ",") .. "]"
end

function S.list_modules()
  local mods = {}
  for name in pairs(R.module_loaders or {}) do mods[#mods + 1] = name end
  local builtins = {}
  for name, v in pairs(R.builtins) do
    if type(name) == "string" and sub(name, 1, 1) ~= "_" and v ~= nil then
      builtins[#builtins + 1] = name
    end
  end
  local function bfallback(n)
    local v = R.builtins[n]
    if v == true or v == false then return "the boolean constant " .. n end
    if getmetatable(v) == R.TypeMT and R.exc_classes.BaseException and
       R.issubclass(v, R.exc_classes.BaseException) then return "exception class" end
    if getmetatable(v) == R.TypeMT then return "built-in type" end
    return "built-in function"
  end
  return format('{"modules":%s,"builtins":%s}',
                entries(mods, MODULES, function() return "module" end),
                entries(builtins, BUILTINS, bfallback))
end

return S
end
