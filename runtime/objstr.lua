-- objstr.lua: wires runtime/strmethods.lua (str methods) and runtime/format.lua (format specs, str.format,
-- %-formatting) into the runtime: the str type, the string metatable, FORMAT.
local type, getmetatable, setmetatable, pairs, error = type, getmetatable, setmetatable, pairs, error
local string, mtype, tconcat, MAXINT = string, math.type, table.concat, math.maxinteger

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup = R.None, R.raise, R.typeof, R.typename, R.lookup
local num = host.num
local str_t, StrMT = R.str_t, R.StrMT
local BigMT = R.BigMT
-- for strings built in a loop (Gen:str_buffers in transpiler/codegen.lua)
R.type, R.concat = type, tconcat

-- s * n: refuse results past the memory cap before allocating, and charge the copy.
local S
-- (toolong: what a size past 2^63 raises, for bytes and bytearray; a str's by default)
local function repeat_str(s, n, toolong)
  if mtype(n) ~= "integer" then
    if type(n) == "boolean" then
      n = n and 1 or 0
    else -- an int past 64 bits, either sign: CPython's index-sized conversion refuses it
      raise("OverflowError", "cannot fit 'int' into an index-sized integer")
    end
  end
  if n > 0 and #s > 0 and n > MAXINT // #s then
    if toolong then toolong() end
    raise("OverflowError", "repeated string is too long")
  end
  local size = #s * n
  if n > 0 and size > (1 << 31) then R.limit("MemoryError", "memory limit exceeded") end
  if size > 4096 then host.charge(size // 64) end
  return S.mul(s, n)
end
R.repeat_str = repeat_str

local deps = {
  None = None,
  raise = raise,
  list = R.LIST,
  tuple = R.TUPLE,
  repr = function(x) return R.repr(x) end,
  str = function(x) return R.str(x) end,
  fstr = R.FSTR, -- str(x) of an int, in place in the VM (run.lua setfast)
  index = function(x)
    local i = R.index(x)
    if i == nil then raise("OverflowError", "Python int too large to convert to C ssize_t") end
    return i
  end,
  iter = function(x) return R.iterate(x) end,
  -- str.join's iterator: a TypeError of getting it is "can only join an iterable" (PySequence_Fast)
  join_iter = function(x)
    local ok, nf = R.pcall(R.iterate, x)
    if ok then return nf end
    if R.isinstance(R.EXC(nf), R.exc_classes.TypeError) then raise("TypeError", "can only join an iterable") end
    error(nf, 0)
  end,
  isstr = function(x) return type(x) == "string" end,
  typename = R.typename,
  argc = R.argc,
  float_repr = num.float_repr,
  tostring_int = function(x, base) return num.tostring(x, base) end,
  isint = function(x) return mtype(x) == "integer" or (BigMT ~= nil and getmetatable(x) == BigMT) end,
  isfloat = function(x) return mtype(x) == "float" end,
  -- a tuple or an instance of a subclass (a namedtuple): fmt % t takes its items
  istuple = function(x)
    local mt = getmetatable(x)
    return mt == R.TupleMT or (mt ~= nil and mt["#inst"] ~= nil and R.isinstance(x, R.tuple_t))
  end,
  -- %d of an object: its __int__ (or __index__); %o %x %X take __index__ only (CPython's
  -- PyNumber_Long and PyNumber_Index); nil when it has none
  int_of = function(v, ch)
    local t = typeof(v)
    local f = lookup(t, "__index__")
    if not f and ch ~= "o" and ch ~= "x" and ch ~= "X" then f = lookup(t, "__int__") end
    if not f then return nil end
    local r = f(v)
    if not (mtype(r) == "integer" or (BigMT ~= nil and getmetatable(r) == BigMT)) then
      raise("TypeError", "__int__ returned non-int (type " .. typename(r) .. ")")
    end
    return r
  end,
  -- %e %f %g of an object: its __float__ (or __index__)
  tofloat = function(v)
    if type(v) == "table" then
      local t = typeof(v)
      if lookup(t, "__float__") or lookup(t, "__index__") then return R.tofloat(v) end
    end
    raise("TypeError", "must be real number, not " .. typename(v))
  end,
  istuple_exact = function(x) return getmetatable(x) == R.TupleMT end,
  seqmts = { [R.ListMT] = true, [R.TupleMT] = true }, -- exact lists and tuples (str.join)
  C = num.str, -- objstr.c
  getattr = function(o, name) return R.GA(o, name) end,
  getitem = function(o, k) return R.GI(o, k) end,
  loaddata = function(name) return host.loadmod("data/" .. name)() end,
  dict = function(keys, vals) -- str.maketrans: two parallel arrays
    local d = R.DICT()
    for i = 1, #keys do R.SI(d, keys[i], vals[i]) end
    return d
  end,
}
deps.format = function(v, spec) return R.FORMAT(v, spec) end
deps.unbox = function(x) return R.unbox and R.unbox(x) or x end -- a str subclass's value
-- str.format and format() on objects with their own __format__
deps.format_object = function(v, spec)
  local mt = getmetatable(v)
  if mt and (mt["#inst"] or mt["#format"]) then return R.FORMAT(v, spec) end
  return nil
end

local F = host.loadmod("format")()(deps)
deps.format_method = F.format_method
S = host.loadmod("strmethods")()(deps)
S.format_method = F.format_method
R.S, R.F = S, F

local C_fmt = num.str.fmt
-- FORMAT(v, spec): format() and f-string fields with a spec
function R.FORMAT(v, spec)
  local mt = getmetatable(v)
  if mt and mt["#inst"] then
    local f = v["@__format__"]
    if f and lookup(typeof(v), "__format__") ~= R.object["#dict"].__format__ then
      return f(v, spec)
    end
    if spec == "" then return R.str(v) end
    return lookup(typeof(v), "__format__")(v, spec)
  end
  local tv = type(v)
  if tv == "string" or tv == "number" then
    return C_fmt(v, spec) or F.format_rest(v, spec) -- objstr.c has the common specs
  end
  if tv == "boolean" or (BigMT and mt == BigMT) then return F.format(v, spec) end
  local fm = mt and mt["#format"] -- a builtin type's own format (complex)
  if fm then return fm(v, spec) end
  if spec == "" then return R.str(v) end
  raise("TypeError", "unsupported format string passed to " .. typename(v) .. ".__format__")
end

-- int.__format__ and float.__format__ called as methods (format() and f-strings take
-- R.FORMAT's paths): a subclass's object formats its value
function R.number_format(x, spec)
  if type(spec) ~= "string" then
    raise("TypeError", "__format__() argument must be str, not " .. typename(spec))
  end
  return R.FORMAT(R.unbox(x), spec)
end

-- the str type
str_t["#call"] = function(t, x, encoding, errors)
  if x == nil then return "" end
  if encoding ~= nil or errors ~= nil then return R.bytes_decode(x, encoding, errors) end
  return R.str(x)
end
str_t["#call_params"] = { "object", "encoding", "errors" }
local methods = {}
for k, f in pairs(S.methods) do methods[k] = f end
-- the hot methods are C functions (objstr.c's fast) in front of strmethods.lua's: every other
-- call goes on to those, which keep their arity checks (R.CFALLBACK: mark_methods marks them)
R.CFALLBACK = {}
for name, id in pairs({ lower = 1, upper = 2, strip = 3, lstrip = 4, rstrip = 5, isdigit = 6,
                        isalpha = 7, isalnum = 8, isspace = 9, startswith = 10, endswith = 11,
                        replace = 12, split = 13 }) do
  local cf = num.str.fast(id, methods[name], R.ListMT)
  R.CFALLBACK[cf] = methods[name]
  methods[name] = cf
end
methods.format = function(s, ...)
  if s == R.KWMARK then -- keyword call: (KWMARK, pos, npos, kw), pos[1] is the str
    local pos, npos, kw = ...
    local args = {}
    for i = 2, npos do args[i - 1] = pos[i] end
    local kwargs = {}
    for i = 1, #kw, 2 do kwargs[kw[i]] = kw[i + 1] end
    return F.format_method(pos[1], args, kwargs)
  end
  return F.format_method(s, { ... }, {})
end
R.sig(methods.format, "format", {}, { complex = true })
methods.encode = function(s, encoding, errors) return R.str_encode(s, encoding, errors) end
methods.__len__ = S.len
methods.__getitem__ = function(s, k) return StrMT["#getitem"](s, k) end
methods.__contains__ = function(s, x) return S.contains(s, x) end
methods.__add__ = function(a, b)
  if type(b) ~= "string" then return R.NotImplemented end
  return a .. b
end
methods.__mul__ = function(a, n)
  if not R.isnum(n) or mtype(n) == "float" then return R.NotImplemented end
  return repeat_str(a, n)
end
methods.__rmul__ = methods.__mul__
methods.__mod__ = function(a, v) return F.percent(a, v) end
methods.__hash__ = function(s) return R.hash(s) end
methods.__iter__ = function(s) return R.make_iter(S.iter(s), "str_ascii_iterator") end
methods.__repr__ = function(s) return S.repr(s) end
methods.__str__ = function(s) return s end
methods.__format__ = function(s, spec) return F.format(s, spec) end
methods.__eq__ = function(a, b) if type(b) ~= "string" then return R.NotImplemented end return a == b end
methods.__lt__ = function(a, b) if type(b) ~= "string" then return R.NotImplemented end return a < b end
methods.__le__ = function(a, b) if type(b) ~= "string" then return R.NotImplemented end return a <= b end
methods.__gt__ = function(a, b) if type(b) ~= "string" then return R.NotImplemented end return a > b end
methods.__ge__ = function(a, b) if type(b) ~= "string" then return R.NotImplemented end return a >= b end
-- CPython's parameter names, so keyword calls (`s.split(sep=",")`) bind
local params = {
  split = { "self", "sep", "maxsplit" }, rsplit = { "self", "sep", "maxsplit" },
  splitlines = { "self", "keepends" }, replace = { "self", "old", "new", "count" },
  find = { "self", "sub", "start", "end" }, rfind = { "self", "sub", "start", "end" },
  index = { "self", "sub", "start", "end" }, rindex = { "self", "sub", "start", "end" },
  count = { "self", "sub", "start", "end" },
  startswith = { "self", "prefix", "start", "end" }, endswith = { "self", "suffix", "start", "end" },
  strip = { "self", "chars" }, lstrip = { "self", "chars" }, rstrip = { "self", "chars" },
  center = { "self", "width", "fillchar" }, ljust = { "self", "width", "fillchar" },
  rjust = { "self", "width", "fillchar" }, zfill = { "self", "width" },
  expandtabs = { "self", "tabsize" }, join = { "self", "iterable" },
  partition = { "self", "sep" }, rpartition = { "self", "sep" },
  removeprefix = { "self", "prefix" }, removesuffix = { "self", "suffix" },
  translate = { "self", "table" }, encode = { "self", "encoding", "errors" },
}
for name, ps in pairs(params) do
  if methods[name] then R.sig(methods[name], name, ps, { nrequired = 1 }) end
end
local d = str_t["#dict"]
for k, f in pairs(methods) do d[k] = f end
if S.maketrans then
  d.maketrans = setmetatable({ f = function(...) return S.maketrans(...) end }, R.StaticMT)
  d.maketrans.f = function(...) return S.maketrans(...) end
end
R.build_flat(str_t)

-- The string metatable: Python methods under "@name" for method calls, plus Lua's own string
-- functions under their plain names for the runtime's Lua code (`s:sub(2)`). Python code never
-- reads those: the code generator sends `s.find` (a value read) to GA, not to a raw index.
local index = {}
for k, v in pairs(str_t["#flat"]) do index[k] = v end
for _, name in pairs({ "sub", "gsub", "byte", "char", "find", "format", "match", "gmatch",
                       "rep", "reverse", "lower", "upper", "len" }) do
  index[name] = string[name]
end
StrMT.__index = index
StrMT["#class"] = str_t
StrMT["#getitem"] = function(s, k)
  if getmetatable(k) == R.SliceMT then return S.slice(s, k.start, k.stop, k.step) end
  return S.getitem(s, k)
end
StrMT["#getslice"] = function(s, lo, hi, st) return S.slice(s, lo, hi, st) end
StrMT["#len"] = S.len
StrMT["#contains"] = function(s, x)
  if type(x) ~= "string" then x = deps.unbox(x) end
  if type(x) ~= "string" then
    raise("TypeError", "'in <string>' requires string as left operand, not " .. typename(x))
  end
  return S.contains(s, x)
end
StrMT["#iter"] = S.iter
StrMT["#repr"] = S.repr
StrMT["#key"] = nil
StrMT.__add = function(a, b)
  if type(a) == "string" then
    if type(b) == "string" then return a .. b end
    local f = type(b) == "table" and lookup(typeof(b), "__radd__")
    if f then
      local r = f(b, a)
      if r ~= R.NotImplemented then return r end
    end
    raise("TypeError", 'can only concatenate str (not "' .. typename(b) .. '") to str')
  end
  return R.binop("Add", a, b)
end
StrMT.__mul = function(a, b)
  if type(a) == "string" and mtype(b) == "integer" then return repeat_str(a, b) end
  if type(b) == "string" and mtype(a) == "integer" then return repeat_str(b, a) end
  local s, n = a, b
  if type(s) ~= "string" then s, n = b, a end
  if type(n) == "boolean" then return repeat_str(s, n and 1 or 0) end
  if type(n) == "string" or type(n) == "number" or n == None or getmetatable(n) == R.ListMT
     or getmetatable(n) == R.TupleMT or getmetatable(n) == R.DictMT then
    raise("TypeError", "can't multiply sequence by non-int of type '" .. typename(n) .. "'")
  end
  return R.binop("Mult", a, b)
end
StrMT.__mod = function(a, b)
  if type(a) == "string" then return F.percent(a, b) end
  return R.binop("Mod", a, b)
end
R.set_str_repr(S.repr)
R.str_len = S.len

-- The characters (code points) of a str as a Lua array of strs, for modules that walk a str
-- by characters (shlex, fnmatch, difflib). An ASCII str goes a chunk of bytes at a time.
local CHAR = {}
for i = 0, 127 do CHAR[i] = string.char(i) end
local sbyte, sfind, gmatch = string.byte, string.find, string.gmatch
function R.str_chars(s)
  local out = {}
  if not sfind(s, "[\128-\255]") then
    local n = #s
    for i = 1, n, 4096 do
      local j = i + 4095
      if j > n then j = n end
      local bs = { sbyte(s, i, j) }
      for x = 1, #bs do out[i + x - 1] = CHAR[bs[x]] end
    end
    return out
  end
  local n = 0
  for c in gmatch(s, "[%z\1-\127\194-\244][\128-\191]*") do n = n + 1; out[n] = c end
  return out
end
return R
end
