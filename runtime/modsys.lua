-- modsys.lua: the harmless part of sys. Deliberate differences: argv is ['<program>'];
-- stdout and stderr both write to the program's output (the sandbox has one stream);
-- setrecursionlimit sets the limit on Python frames that the VM counts (patches/lua);
-- getsizeof returns CPython 3.11's sizes (64-bit) for the builtin types, approximately for
-- dicts and sets, and 56 for anything else; modules is an empty dict.
local pcall = pcall
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, ipairs, utf8, error_ =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, select, ipairs, utf8, error
local math, string, table = math, string, table
local mtype, concat, unpack = math.type, table.concat, table.unpack

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, repr = R.None, R.raise, R.typename, R.repr
local LIST, TUPLE, DICT = R.LIST, R.TUPLE, R.DICT
local ListMT, TupleMT, DictMT = R.ListMT, R.TupleMT, R.DictMT
local num = host.num
local write = host.write

local m = {}

-- a struct sequence (a tuple subclass with named fields), as sys.version_info
local function structseq(qualname, fields)
  local name = qualname:match("([^.]+)$")
  local fidx = {}
  for i, f in ipairs(fields) do fidx[f] = i end
  local cls = R.CLASS(name, { R.tuple_t }, nil, function(ns)
    ns.__module__ = qualname:match("^(.*)%.") or "builtins"
    ns.n_fields = #fields
    ns.__repr__ = function(self)
      local parts = {}
      for i, f in ipairs(fields) do parts[i] = f .. "=" .. repr(self[i]) end
      return qualname .. "(" .. concat(parts, ", ") .. ")"
    end
  end)
  local meta, flat = cls["#meta"], cls["#flat"]
  meta.__index = function(o, k)
    local i = fidx[k]
    if i then return o[i] end
    return flat[k]
  end
  meta.__newindex = function(o, k, v)
    raise("AttributeError", "readonly attribute")
  end
  -- slices are plain tuples (and the runtime's tuple-subclass slicing is avoided)
  meta["#getslice"] = function(o, lo, hi, st) return R.GSL(TUPLE({ unpack(o) }), lo, hi, st) end
  return function(arr) return setmetatable(arr, meta) end
end
R.structseq = R.structseq or structseq

m.maxsize = math.maxinteger
m.maxunicode = 1114111
m.argv = LIST({ "<program>" })
m.orig_argv = LIST({ "moonpy" })
m.version = "3.11.0 (moonpy, Lua 5.4)"
m.version_info = structseq("sys.version_info", { "major", "minor", "micro", "releaselevel", "serial" })(
  { 3, 11, 0, "final", 0 })
m.hexversion = 0x030b00f0
m.api_version = 1013
m.platform = "moonpy"
m.byteorder = "little"
m.executable = ""
m.prefix, m.exec_prefix, m.base_prefix = "", "", ""
m.copyright = "moonpy"
m.float_repr_style = "short"
m.dont_write_bytecode = true
m.modules = DICT()
m.path = LIST({})
m.builtin_module_names = TUPLE({ "builtins", "sys" })
m.float_info = structseq("sys.float_info", { "max", "max_exp", "max_10_exp", "min", "min_exp",
  "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds" })(
  { 1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
    2.220446049250313e-16, 2, 1 })
m.int_info = structseq("sys.int_info", { "bits_per_digit", "sizeof_digit", "default_max_str_digits",
  "str_digits_check_threshold" })({ 30, 4, 4300, 640 })
m.hash_info = structseq("sys.hash_info", { "width", "modulus", "inf", "nan", "imag", "algorithm",
  "hash_bits", "seed_bits", "cutoff" })({ 64, 2305843009213693951, 314159, 0, 1000003, "siphash13",
  64, 128, 0 })
m.flags = structseq("sys.flags", { "debug", "inspect", "interactive", "optimize",
  "dont_write_bytecode", "no_user_site", "no_site", "ignore_environment", "verbose",
  "bytes_warning", "quiet", "hash_randomization", "isolated", "dev_mode", "utf8_mode",
  "warn_default_encoding", "safe_path", "int_max_str_digits" })(
  { 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 1, 1, false, 1, 0, false, -1 })

local reclimit = 1000
m.getrecursionlimit = function() return reclimit end
m.setrecursionlimit = R.sig(function(n)
  if mtype(n) ~= "integer" then
    if type(n) == "boolean" then n = n and 1 or 0
    elseif mtype(n) == "float" then raise("TypeError", "'float' object cannot be interpreted as an integer")
    else n = R.index(n) end
  end
  if n < 1 then raise("ValueError", "recursion limit must be greater or equal than 1") end
  reclimit = n
  host.setrecursionlimit(n)
  return None
end, "setrecursionlimit", { "limit" })

local maxdigits = 4300
m.get_int_max_str_digits = function() return maxdigits end
m.set_int_max_str_digits = R.sig(function(n)
  n = R.index(n)
  if n ~= 0 and n < 640 then
    raise("ValueError", "maxdigits must be 0 or larger than 640")
  end
  maxdigits = n
  num.setmaxdigits(n) -- objint.c reads the limit from the registry
  return None
end, "set_int_max_str_digits", { "maxdigits" })

m.getdefaultencoding = function() return "utf-8" end
m.getfilesystemencoding = function() return "utf-8" end
m.intern = R.sig(function(s)
  if type(s) ~= "string" then raise("TypeError", "intern() argument must be str, not " .. typename(s)) end
  return s
end, "intern", { "string" })
m.exit = R.sig(function(code)
  local cls = R.exc_classes.SystemExit
  if code == nil or code == None then error_(R.type_call(cls), 0) end
  error_(R.type_call(cls, code), 0)
end, "exit", { "status" }, { nrequired = 0 })
m.is_finalizing = function() return false end
m.getrefcount = function(x) return 2 end
m.gettrace = function() return None end
m.getprofile = function() return None end
m.settrace = function() return None end
m.setprofile = function() return None end
-- the exception being handled (an except or finally block), as CPython's sys.exc_info
m.exc_info = function()
  local e = R.current_exc and R.current_exc()
  if e == nil or e == None then return TUPLE({ None, None, None }) end
  local ok, tb = pcall(R.GA, e, "__traceback__")
  return TUPLE({ R.typeof(e), e, (ok and tb ~= nil) and tb or None })
end
m.exception = function()
  local e = R.current_exc and R.current_exc()
  if e == nil then return None end
  return e
end
-- sys.implementation: moonpy says what it is, as sys.platform does
m.implementation = R.IMPORT("types").SimpleNamespace and
  R.CALL(R.IMPORT("types").SimpleNamespace, {}, { "name", "moonpy", "cache_tag", None,
    "version", m.version_info, "hexversion", m.hexversion, "_multiarch", "moonpy" })

---------------------------------------------------------------------------------------------
-- stdout / stderr / stdin
---------------------------------------------------------------------------------------------

-- a stream's buffer (sys.stdout.buffer.write(b"...")): bytes go to the same output, as UTF-8
-- text (bytes that are not UTF-8 are written as U+FFFD)
-- what a standard stream and its buffer both answer ("#w": it is written to; "#fd": its number)
local function stream_methods(ns)
  ns.flush = function(self) return None end
  ns.isatty = function(self) return false end
  ns.writable = function(self) return rawget(self, "#w") == true end
  ns.readable = function(self) return rawget(self, "#w") ~= true end
  ns.seekable = function(self) return false end
  ns.fileno = function(self) return rawget(self, "#fd") end
end

local Buffer = R.CLASS("BufferedWriter", {}, nil, function(ns)
  ns.__module__ = "_io"
  ns.write = R.sig(function(self, b)
    local raw = R.bytes_raw(b)
    if raw == nil then raise("TypeError", "a bytes-like object is required, not '" .. typename(b) .. "'") end
    if not rawget(self, "#w") then raise("OSError", "not writable") end
    if raw ~= "" then R.write_text(R.CALLM(R.BYTES(raw), "decode", { "utf-8", "replace" })) end
    return #raw
  end, "write", { "self", "buffer" })
  stream_methods(ns)
  ns.read = function(self, n) return R.BYTES("") end
  ns.readline = function(self, n) return R.BYTES("") end
  ns.close = function(self) return None end
  ns.__repr__ = function(self) return "<_io." .. (rawget(self, "#w") and "BufferedWriter" or "BufferedReader")
    .. " name='" .. rawget(self, "name") .. "'>" end
end)

local Stream = R.CLASS("TextIOWrapper", {}, nil, function(ns)
  ns.__module__ = "_io"
  ns.encoding = "utf-8"
  ns.errors = "strict"
  ns.newlines = None
  ns.write = R.sig(function(self, s)
    if type(s) ~= "string" then
      raise("TypeError", "write() argument must be str, not " .. typename(s))
    end
    if not rawget(self, "#w") then raise("OSError", "not writable") end
    R.write_text(s)
    return utf8.len(s, 1, -1, true) or #s
  end, "write", { "self", "s" })
  ns.writelines = R.sig(function(self, lines)
    for s in R.iterate(lines) do self["@write"](self, s) end
    return None
  end, "writelines", { "self", "lines" })
  stream_methods(ns)
  ns.read = function(self, n) return "" end
  ns.readline = function(self, n) return "" end
  ns.readlines = function(self, n) return LIST({}) end
  ns.close = function(self) return None end
  -- (the sandbox's streams are UTF-8 text whatever is asked: a program's
  -- sys.stdout.reconfigure(encoding="utf-8") runs)
  local RECONF = { encoding = true, errors = true, newline = true, line_buffering = true, write_through = true }
  ns.reconfigure = R.sig(function(...)
    local npos, kw = select("#", ...), nil
    if rawequal((...), R.KWMARK) then
      local _, _, n, k = ...
      npos, kw = n, k
    end
    if npos > 1 then raise("TypeError", "reconfigure() takes no positional arguments") end
    for i = 1, kw and #kw or 0, 2 do
      if not RECONF[kw[i]] then
        raise("TypeError", "'" .. kw[i] .. "' is an invalid keyword argument for reconfigure()")
      end
    end
    return None
  end, "reconfigure", { "self" }, { complex = true })
  ns.__iter__ = function(self) return R.make_iter(function() return nil end) end
  ns.__repr__ = function(self)
    return "<_io.TextIOWrapper name='<" .. rawget(self, "name") .. ">' mode='" ..
      rawget(self, "mode") .. "' encoding='utf-8'>"
  end
end)
local function stream(name, fd, w)
  local o = R.new_instance(Stream)
  rawset(o, "name", "<" .. name .. ">")
  rawset(o, "mode", w and "w" or "r")
  rawset(o, "closed", false)
  rawset(o, "#fd", fd)
  rawset(o, "#w", w)
  local b = R.new_instance(Buffer)
  rawset(b, "name", "<" .. name .. ">")
  rawset(b, "mode", w and "wb" or "rb")
  rawset(b, "closed", false)
  rawset(b, "#fd", fd)
  rawset(b, "#w", w)
  rawset(o, "buffer", b)
  return o
end
m.stdin = stream("stdin", 0, false)
m.stdout = stream("stdout", 1, true)
m.stderr = stream("stderr", 2, true)
rawset(m.stdin, "name", "<stdin>")
rawset(m.stdout, "name", "<stdout>")
rawset(m.stderr, "name", "<stderr>")
m.__stdin__, m.__stdout__, m.__stderr__ = m.stdin, m.stdout, m.stderr
R.stdout, R.stderr = m.stdout, m.stderr -- print(file=...) accepts these
R.SYS = m -- print follows sys.stdout when the program replaces it

---------------------------------------------------------------------------------------------
-- getsizeof: CPython 3.11 on 64-bit
---------------------------------------------------------------------------------------------

local function container_size(n, steps, base, grow)
  for _, s in ipairs(steps) do
    if n <= s[1] then return s[2] end
  end
  -- beyond the table: the size doubles per step
  local cap, size = steps[#steps][1], steps[#steps][2]
  while n > cap do cap = cap * 2; size = size * 2 - base end
  return size
end
local DICT_STEPS = { { 0, 64 }, { 5, 224 }, { 10, 352 }, { 21, 632 }, { 42, 1168 }, { 85, 2264 },
                     { 170, 4688 }, { 341, 9304 } }
local SET_STEPS = { { 4, 216 }, { 18, 728 }, { 76, 2264 }, { 306, 8408 }, { 1228, 32984 } }

local function getsizeof(x, default)
  local tx = type(x)
  if tx == "boolean" then return 28 end
  if tx == "number" then
    if mtype(x) == "float" then return 24 end
    if x == 0 then return 28 end
    local bits = num.bit_length(x)
    return 24 + 4 * ((bits + 29) // 30)
  end
  if x == None then return 16 end
  if tx == "string" then
    local n = utf8.len(x, 1, -1, true) or #x
    if n == #x then return 49 + n end
    local maxcp = 0
    for _, c in utf8.codes(x, true) do if c > maxcp then maxcp = c end end
    if maxcp < 256 then return 73 + n end
    if maxcp < 65536 then return 74 + 2 * n end
    return 76 + 4 * n
  end
  local mt = getmetatable(x)
  if R.BigMT and mt == R.BigMT then
    return 24 + 4 * ((num.bit_length(x) + 29) // 30)
  end
  if mt == TupleMT then return 40 + 8 * #x end
  if mt == ListMT then return 56 + 8 * #x end
  if mt == DictMT then return container_size(R.LEN(x), DICT_STEPS, 0) end
  if R.isinstance(x, R.set_t) or R.isinstance(x, R.frozenset_t) then
    return container_size(R.LEN(x), SET_STEPS, 0)
  end
  if R.isinstance(x, R.tuple_t) then return 40 + 8 * R.LEN(x) end
  if R.isinstance(x, R.list_t) then return 56 + 8 * R.LEN(x) end
  if R.isinstance(x, R.dict_t) then return container_size(R.LEN(x), DICT_STEPS, 0) end
  if R.isinstance(x, R.range_t) then return 48 end
  local f = tx == "table" and mt and mt["#inst"] and x["@__sizeof__"]
  if f then return R.index(f(x)) + 16 end
  return 56
end
m.getsizeof = R.sig(getsizeof, "getsizeof", { "object", "default" }, { nrequired = 1 })

return m
end
