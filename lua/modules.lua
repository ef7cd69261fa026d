-- modules.lua: `import`. The allowlist is the table `loaders` below (like linit.c's
-- loadedlibs[]): a module not in it cannot be imported. Each loader builds a fresh module
-- object per session.
local type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs, select, error, pcall,
      tostring = type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs, select,
      error, pcall, tostring
local math, string, mtype = math, string, math.type
local concat, sort, unpack = table.concat, table.sort, table.unpack

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup = R.None, R.raise, R.typeof, R.typename, R.lookup
local num = host.num
local LIST, TUPLE = R.LIST, R.TUPLE
local BigMT = R.BigMT

local ModuleMT = {}
local module_t = R.builtin_type("module", { R.object }, {}, ModuleMT)
module_t["#builtin"] = true
R.module_t = module_t
ModuleMT["#class"] = module_t
ModuleMT["#repr"] = function(m) return "<module '" .. rawget(m, "__name__") .. "' (built-in)>" end
ModuleMT["#inst"] = true -- attributes are the module table's own fields
-- m.f(args) compiles to m["@f"](m, args): hand back f without the receiver (cached per module)
local adapters = setmetatable({}, { __mode = "k" })
ModuleMT.__index = function(m, k)
  if type(k) ~= "string" or k:byte(1) ~= 64 then return nil end
  local v = rawget(m, k:sub(2))
  if v == nil then return nil end
  local cache = adapters[m]
  if not cache then cache = {}; adapters[m] = cache end
  local a = cache[k]
  if a and a[1] == v then return a[2] end
  local f = function(_, ...) return v(...) end
  cache[k] = { v, f }
  return f
end
R.install_operators(ModuleMT)

local function newmodule(name, t)
  t = t or {}
  t.__name__ = name
  t.__doc__ = None
  return setmetatable(t, ModuleMT)
end
R.newmodule = newmodule

-- Registers a Lua function's parameter names so keyword calls work.
local function sig(f, name, params, nrequired)
  return R.sig(f, name, params, { nrequired = nrequired or #params })
end

local loaders = {}
R.module_loaders = loaders

---------------------------------------------------------------------------------------------
-- math
---------------------------------------------------------------------------------------------

local function isnumber(x)
  local t = type(x)
  return t == "number" or t == "boolean" or (BigMT ~= nil and getmetatable(x) == BigMT)
end

local function tof(x, fname)
  local t = type(x)
  if mtype(x) == "float" then return x end -- not x + 0.0: that turns -0.0 into 0.0
  if t == "number" then return x + 0.0 end
  if t == "boolean" then return x and 1.0 or 0.0 end
  if BigMT and getmetatable(x) == BigMT then return num.tofloat(x) end
  local f = lookup(typeof(x), "__float__")
  if f then return f(x) end
  f = lookup(typeof(x), "__index__")
  if f then return num.tofloat(f(x)) end
  raise("TypeError", "must be real number, not " .. typename(x))
end

local function domain() raise("ValueError", "math domain error") end

local function toint_arg(x, fname)
  if mtype(x) == "integer" then return x end
  if type(x) == "boolean" then return x and 1 or 0 end
  if BigMT and getmetatable(x) == BigMT then return x end
  if mtype(x) == "float" then
    raise("TypeError", "'float' object cannot be interpreted as an integer")
  end
  local f = lookup(typeof(x), "__index__")
  if f then return f(x) end
  raise("TypeError", "'" .. typename(x) .. "' object cannot be interpreted as an integer")
end

local inf, nan = math.huge, 0.0 / 0.0
local function isfinite(x) return x == x and x ~= inf and x ~= -inf end

loaders.math = function()
  local m = {}
  m.pi = math.pi
  m.e = math.exp(1)
  m.tau = 2 * math.pi
  m.inf = inf
  m.nan = nan
  local function rounder(fl, name)
    return function(x)
      if mtype(x) == "integer" or (BigMT and getmetatable(x) == BigMT) then return x end
      if type(x) == "boolean" then return x and 1 or 0 end
      if mtype(x) == "float" then
        if x ~= x then raise("ValueError", "cannot convert float NaN to integer") end
        if x == inf or x == -inf then raise("OverflowError", "cannot convert float infinity to integer") end
        return num.toint(fl(x))
      end
      local f = lookup(typeof(x), "__" .. name .. "__")
      if f then return f(x) end
      raise("TypeError", "must be real number, not " .. typename(x))
    end
  end
  m.floor = rounder(math.floor, "floor")
  m.ceil = rounder(math.ceil, "ceil")
  m.trunc = rounder(function(x) if x < 0 then return math.ceil(x) end return math.floor(x) end, "trunc")
  m.sqrt = function(x)
    x = tof(x)
    if x < 0 then domain() end
    return math.sqrt(x)
  end
  m.isqrt = function(n) return num.isqrt(toint_arg(n)) end
  m.exp = function(x)
    local r = math.exp(tof(x))
    if r == inf and isfinite(tof(x)) then raise("OverflowError", "math range error") end
    return r
  end
  m.log = function(x, base)
    local v
    if BigMT and getmetatable(x) == BigMT then
      if num.lt(x, 0) or num.eq(x, 0) then domain() end
      local s = num.tostring(x)
      v = math.log(("0." .. s) + 0.0) + #s * math.log(10)
    else
      x = tof(x)
      if x <= 0 then domain() end
      v = math.log(x)
    end
    if base ~= nil then
      local b = tof(base)
      if b <= 0 then domain() end
      local lb = math.log(b)
      if lb == 0 then raise("ZeroDivisionError", "float division by zero") end
      return v / lb
    end
    return v
  end
  m.log2 = function(x)
    if mtype(x) == "integer" and x > 0 and (x & (x - 1)) == 0 then
      return num.bit_length(x) - 1.0
    end
    x = tof(x); if x <= 0 then domain() end
    return math.log(x, 2)
  end
  m.log10 = function(x)
    x = tof(x); if x <= 0 then domain() end
    local r = math.log(x, 10)
    -- exact powers of ten
    local k = math.floor(r + 0.5)
    if k >= -22 and k <= 22 and 10.0 ^ k == x then return k + 0.0 end
    return r
  end
  m.log1p = function(x) x = tof(x); if x <= -1 then domain() end return math.log(1 + x) end
  m.expm1 = function(x) return math.exp(tof(x)) - 1 end
  m.pow = function(x, y)
    x, y = tof(x), tof(y)
    if x == 0 and y < 0 then domain() end
    if x < 0 and y ~= math.floor(y) and isfinite(y) then domain() end
    local r = x ^ y
    if r == inf and isfinite(x) and isfinite(y) then raise("OverflowError", "math range error") end
    return r
  end
  for _, name in ipairs({ "sin", "cos", "tan" }) do
    local f = math[name]
    m[name] = function(x)
      x = tof(x)
      if x == inf or x == -inf then domain() end
      return f(x)
    end
  end
  m.asin = function(x) x = tof(x); if x < -1 or x > 1 then domain() end return math.asin(x) end
  m.acos = function(x) x = tof(x); if x < -1 or x > 1 then domain() end return math.acos(x) end
  m.atan = function(x) return math.atan(tof(x)) end
  m.atan2 = function(y, x) return math.atan(tof(y), tof(x)) end
  m.sinh = function(x) x = tof(x); return (math.exp(x) - math.exp(-x)) / 2 end
  m.cosh = function(x) x = tof(x); return (math.exp(x) + math.exp(-x)) / 2 end
  m.tanh = function(x)
    x = tof(x)
    if x > 20 then return 1.0 elseif x < -20 then return -1.0 end
    local a, b = math.exp(x), math.exp(-x)
    return (a - b) / (a + b)
  end
  m.asinh = function(x) x = tof(x); return math.log(x + math.sqrt(x * x + 1)) end
  m.acosh = function(x) x = tof(x); if x < 1 then domain() end return math.log(x + math.sqrt(x * x - 1)) end
  m.atanh = function(x) x = tof(x); if x <= -1 or x >= 1 then domain() end return 0.5 * math.log((1 + x) / (1 - x)) end
  m.degrees = function(x) return tof(x) * (180.0 / math.pi) end
  m.radians = function(x) return tof(x) * (math.pi / 180.0) end
  m.hypot = function(...)
    local s = 0.0
    for i = 1, select("#", ...) do
      local v = tof((select(i, ...)))
      s = s + v * v
    end
    return math.sqrt(s)
  end
  m.dist = function(p, q)
    local a, b = R.toarray(p), R.toarray(q)
    if #a ~= #b then raise("ValueError", "both points must have the same number of dimensions") end
    local s = 0.0
    for i = 1, #a do local d = tof(a[i]) - tof(b[i]); s = s + d * d end
    return math.sqrt(s)
  end
  m.fabs = function(x) return math.abs(tof(x)) end
  m.copysign = function(x, y)
    x, y = tof(x), tof(y)
    local neg = y < 0 or (y == 0 and 1 / y < 0)
    x = math.abs(x)
    return neg and -x or x
  end
  m.fmod = function(x, y)
    x, y = tof(x), tof(y)
    if y == 0 then domain() end
    return math.fmod(x, y)
  end
  m.modf = function(x)
    x = tof(x)
    local i, f = math.modf(x)
    return TUPLE({ f + 0.0, i + 0.0 })
  end
  m.frexp = function(x)
    x = tof(x)
    if x == 0 or not isfinite(x) then return TUPLE({ x, 0 }) end
    local e = math.floor(math.log(math.abs(x), 2)) + 1
    local mant = x / 2.0 ^ e
    if math.abs(mant) >= 1 then mant = mant / 2; e = e + 1 end
    if math.abs(mant) < 0.5 then mant = mant * 2; e = e - 1 end
    return TUPLE({ mant, e })
  end
  m.ldexp = function(x, i) return tof(x) * 2.0 ^ toint_arg(i) end
  m.isinf = function(x) x = tof(x); return x == inf or x == -inf end
  m.isnan = function(x) x = tof(x); return x ~= x end
  m.isfinite = function(x) return isfinite(tof(x)) end
  m.isclose = function(a, b, rel_tol, abs_tol)
    a, b = tof(a), tof(b)
    local rt = rel_tol == nil and 1e-09 or tof(rel_tol)
    local at = abs_tol == nil and 0.0 or tof(abs_tol)
    if rt < 0 or at < 0 then raise("ValueError", "tolerances must be non-negative") end
    if a == b then return true end
    if a == inf or a == -inf or b == inf or b == -inf then return false end
    local diff = math.abs(b - a)
    return diff <= math.abs(rt * b) or diff <= math.abs(rt * a) or diff <= at
  end
  R.sig(m.isclose, "isclose", { "a", "b", "rel_tol", "abs_tol" }, { nrequired = 2 })
  m.gcd = function(...)
    local n = select("#", ...)
    local g = 0
    for i = 1, n do g = num.gcd(g, toint_arg((select(i, ...)))) end
    return g
  end
  m.lcm = function(...)
    local n = select("#", ...)
    local l = 1
    for i = 1, n do l = num.lcm(l, toint_arg((select(i, ...)))) end
    return l
  end
  m.factorial = function(x)
    if mtype(x) == "float" then
      if x ~= math.floor(x) then raise("ValueError", "factorial() only accepts integral values") end
      raise("TypeError", "'float' object cannot be interpreted as an integer")
    end
    return num.factorial(toint_arg(x))
  end
  m.comb = function(n, k) return num.comb(toint_arg(n), toint_arg(k)) end
  m.perm = function(n, k)
    if k == nil or k == None then return num.factorial(toint_arg(n)) end
    return num.perm(toint_arg(n), toint_arg(k))
  end
  m.prod = function(it, start)
    local p = start == nil and 1 or start
    for v in R.iterate(it) do p = R.MUL(p, v) end
    return p
  end
  R.sig(m.prod, "prod", { "iterable", "start" }, { nrequired = 1 })
  -- fsum: Shewchuk's exact summation, as CPython
  m.fsum = function(it)
    local partials = {}
    for v in R.iterate(it) do
      local x = tof(v)
      local i = 0
      local np = #partials
      for j = 1, np do
        local y = partials[j]
        if math.abs(x) < math.abs(y) then x, y = y, x end
        local hi = x + y
        local lo = y - (hi - x)
        if lo ~= 0 then i = i + 1; partials[i] = lo end
        x = hi
      end
      for j = np, i + 1, -1 do partials[j] = nil end
      partials[i + 1] = x
    end
    local n = #partials
    if n == 0 then return 0.0 end
    local hi = partials[n]
    local lo = 0.0
    n = n - 1
    while n > 0 do
      local x = hi
      local y = partials[n]
      n = n - 1
      hi = x + y
      local yr = hi - x
      lo = y - yr
      if lo ~= 0 then break end
    end
    if n > 0 and ((lo < 0 and partials[n] < 0) or (lo > 0 and partials[n] > 0)) then
      local y = lo * 2
      local x = hi + y
      local yr = x - hi
      if y == yr then hi = x end
    end
    return hi
  end
  m.erf = function(x)
    x = tof(x)
    -- Abramowitz-Stegun 7.1.26 is too coarse; use a series / continued fraction
    local function erf_series(z)
      local sum, term, k = z, z, 0
      repeat
        k = k + 1
        term = term * (-z * z) / k
        local add = term / (2 * k + 1)
        sum = sum + add
      until math.abs(add) < 1e-17 * math.abs(sum) or k > 200
      return 2 / math.sqrt(math.pi) * sum
    end
    if math.abs(x) < 3 then return erf_series(x) end
    local sign = x < 0 and -1 or 1
    x = math.abs(x)
    -- continued fraction for erfc
    local f = 0.0
    for k = 60, 1, -1 do f = k / 2 / (x + f) end
    local erfc = math.exp(-x * x) / math.sqrt(math.pi) / (x + f)
    return sign * (1 - erfc)
  end
  m.erfc = function(x) return 1 - m.erf(x) end
  m.gamma = function(x)
    x = tof(x)
    if x == math.floor(x) and x <= 0 then domain() end
    if x == math.floor(x) and x < 23 then
      local r = 1.0
      for i = 2, x - 1 do r = r * i end
      return r
    end
    -- Lanczos approximation
    local g = 7
    local c = { 0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
                -176.61503916999185, 12.507343278686905, -0.13857109526572012,
                9.9843695780195716e-6, 1.5056327351493116e-7 }
    if x < 0.5 then return math.pi / (math.sin(math.pi * x) * m.gamma(1 - x)) end
    x = x - 1
    local a = c[1]
    local t = x + g + 0.5
    for i = 1, g + 1 do a = a + c[i + 1] / (x + i) end
    return math.sqrt(2 * math.pi) * t ^ (x + 0.5) * math.exp(-t) * a
  end
  m.lgamma = function(x) return math.log(math.abs(m.gamma(x))) end
  for _, k in ipairs({ "floor", "ceil", "trunc", "sqrt", "isqrt", "exp", "log2", "log10", "log1p", "expm1",
                       "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
                       "degrees", "radians", "fabs", "modf", "frexp", "isinf", "isnan", "isfinite",
                       "factorial", "erf", "erfc", "gamma", "lgamma", "fsum" }) do
    sig(m[k], k, { "x" })
  end
  sig(m.log, "log", { "x", "base" }, 1)
  sig(m.pow, "pow", { "x", "y" })
  sig(m.atan2, "atan2", { "y", "x" })
  sig(m.comb, "comb", { "n", "k" })
  sig(m.perm, "perm", { "n", "k" }, 1)
  sig(m.copysign, "copysign", { "x", "y" })
  sig(m.fmod, "fmod", { "x", "y" })
  sig(m.ldexp, "ldexp", { "x", "i" })
  sig(m.dist, "dist", { "p", "q" })
  for _, k in ipairs({ "sin", "cos", "tan" }) do sig(m[k], k, { "x" }) end
  return m
end

---------------------------------------------------------------------------------------------
-- typing: names for annotations; subscripting them gives them back
---------------------------------------------------------------------------------------------

local AliasMT = {}
local alias_t = R.builtin_type("_GenericAlias", { R.object }, {}, AliasMT)
alias_t["#builtin"] = true
AliasMT["#class"] = alias_t
AliasMT["#getitem"] = function(a, k) return a end
AliasMT["#repr"] = function(a) return "typing." .. a.name end
AliasMT.__call = function(a, ...)
  if a.origin then return a.origin(...) end
  raise("TypeError", "Type " .. a.name .. " cannot be instantiated")
end
AliasMT.__index = function(a, k) return nil end
R.install_operators(AliasMT)
AliasMT.__bor = function(a, b) return a end
local function alias(name, origin)
  return setmetatable({ name = name, origin = origin }, AliasMT)
end

loaders.typing = function()
  local m = {}
  local plain = { Any = false, Union = false, Optional = false, Callable = false,
                  Iterable = false, Iterator = false, Sequence = false, Mapping = false,
                  MutableMapping = false, MutableSequence = false, Generator = false,
                  Hashable = false, Sized = false, Collection = false, Container = false,
                  Literal = false, Final = false, ClassVar = false, NoReturn = false,
                  Reversible = false, AbstractSet = false, MutableSet = false,
                  SupportsInt = false, SupportsFloat = false, Awaitable = false,
                  Coroutine = false, AsyncIterator = false, AsyncIterable = false,
                  Annotated = false, TypeAlias = false, Never = false, Self = false }
  for k in pairs(plain) do m[k] = alias(k) end
  m.List = alias("List", R.list_t)
  m.Dict = alias("Dict", R.dict_t)
  m.Set = alias("Set", R.set_t)
  m.FrozenSet = alias("FrozenSet", R.frozenset_t)
  m.Tuple = alias("Tuple", R.tuple_t)
  m.Type = alias("Type", R.type_t)
  m.Text = R.str_t
  m.AnyStr = R.str_t
  m.TypeVar = function(name) return alias(name) end
  m.NewType = function(name, tp) return function(x) return x end end
  m.cast = function(tp, v) return v end
  m.overload = function(f) return f end
  m.final = function(f) return f end
  m.no_type_check = function(f) return f end
  m.runtime_checkable = function(f) return f end
  m.get_type_hints = function() return R.DICT() end
  m.TYPE_CHECKING = false
  m.Protocol = R.object
  m.Generic = alias("Generic")
  for _, k in ipairs({ "DefaultDict", "OrderedDict", "Counter", "Deque", "ChainMap" }) do
    m[k] = alias(k)
  end
  return m
end

---------------------------------------------------------------------------------------------
-- string
---------------------------------------------------------------------------------------------

loaders.string = function()
  local m = {}
  m.ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
  m.ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
  m.ascii_letters = m.ascii_lowercase .. m.ascii_uppercase
  m.digits = "0123456789"
  m.hexdigits = "0123456789abcdefABCDEF"
  m.octdigits = "01234567"
  m.punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
  m.whitespace = " \t\n\r\11\12"
  m.printable = m.digits .. m.ascii_letters .. m.punctuation .. m.whitespace
  -- Template: $name, ${name} and $$ substitution
  m.Template = R.CLASS("Template", {}, nil, function(ns)
    ns.delimiter = "$"
    ns.__init__ = function(self, template)
      rawset(self, "template", template)
      return None
    end
    local function sub(self, mapping, kw, safe)
      local tpl = rawget(self, "template")
      local function lookup_name(name, whole)
        if kw then
          for i = 1, #kw, 2 do if kw[i] == name then return R.str(kw[i + 1]) end end
        end
        if mapping ~= nil and mapping ~= None then
          local ok, v = pcall(R.GI, mapping, name)
          if ok then return R.str(v) end
          local e = R.EXC(v)
          if not R.isinstance(e, R.exc_classes.KeyError) then error(e, 0) end
        end
        if safe then return whole end
        raise("KeyError", name)
      end
      local out = tpl:gsub("%$(%$?)({?)([%a_][%w_]*)(}?)", function(dollar, open, name, close)
        if dollar == "$" then return "$" .. open .. name .. close end
        if open == "{" and close ~= "}" then
          if safe then return nil end
          raise("ValueError", "Invalid placeholder in string")
        end
        return lookup_name(name, "$" .. open .. name .. close) .. (open == "" and close or "")
      end)
      return (out:gsub("%$%$", "$"))
    end
    local function method(safe)
      return function(self, ...)
        if self == R.KWMARK then -- keyword call: (KWMARK, pos, npos, kw)
          local pos, npos, kw = ...
          return sub(pos[1], pos[2], kw, safe)
        end
        return sub(self, (...), nil, safe)
      end
    end
    ns.substitute = R.sig(method(false), "substitute", {}, { complex = true })
    ns.safe_substitute = R.sig(method(true), "safe_substitute", {}, { complex = true })
  end)
  m.capwords = function(s, sep)
    local words = R.CALLM(s, "split", { sep == nil and None or sep }, nil)
    local out = {}
    for i = 1, #words do out[i] = R.CALLM(words[i], "capitalize", {}, nil) end
    return R.CALLM(sep == nil and " " or sep, "join", { LIST(out) }, nil)
  end
  return m
end

---------------------------------------------------------------------------------------------
-- Modules in their own files: lua/mod_<name>.lua (dots in the module name become "__"),
-- each `return function(R, host) ... return {attributes} end`, loaded on first import.
---------------------------------------------------------------------------------------------

for _, file in ipairs(host.modnames and host.modnames() or {}) do
  local name = file:match("^mod_(.+)$")
  if name then
    name = name:gsub("__", ".")
    loaders[name] = function() return host.loadmod(file)()(R, host) end
  end
end

---------------------------------------------------------------------------------------------
-- import
---------------------------------------------------------------------------------------------

-- Real standard-library modules that the sandbox withholds on purpose.
local withheld = {}
for name in ("os subprocess socket shutil pathlib io builtins importlib ctypes threading " ..
             "multiprocessing signal select asyncio http urllib ftplib smtplib tempfile glob " ..
             "pickle marshal shelve sqlite3 inspect gc code codeop pty fcntl resource mmap " ..
             "posix pwd grp platform sysconfig site webbrowser tkinter zipfile tarfile gzip " ..
             "bz2 lzma ssl select selectors concurrent sched logging warnings atexit traceback " ..
             "tracemalloc faulthandler pdb runpy zipimport"):gmatch("%S+") do
  withheld[name] = true
end

local loaded = {}
function R.reset_modules() loaded = {} end

local function available()
  local names = {}
  for k in pairs(loaders) do names[#names + 1] = k end
  sort(names)
  return concat(names, ", ")
end
R.available_modules = available

function R.IMPORT(name)
  local m = loaded[name]
  if m then return m end
  local top = name:match("^[^.]+")
  local loader = loaders[name]
  if not loader then
    if withheld[top] then
      raise("ImportError", "module '" .. name .. "' is not available in this sandbox; available: " .. available())
    end
    local e = R.new_exception(R.exc_classes.ModuleNotFoundError, "No module named '" .. name .. "'")
    rawset(e, "name", name)
    error(e, 0)
  end
  m = newmodule(name, loader())
  loaded[name] = m
  return m
end
R.IMPORTATTR = R.IMPORT

function R.IMPORTFROM(m, name)
  local v = rawget(m, name)
  if v == nil then
    local sub = loaders[rawget(m, "__name__") .. "." .. name]
    if sub then return R.IMPORT(rawget(m, "__name__") .. "." .. name) end
    raise("ImportError", "cannot import name '" .. name .. "' from '" .. rawget(m, "__name__") .. "'")
  end
  return v
end

function R.IMPORTSTAR(m, env)
  for k, v in pairs(m) do
    if type(k) == "string" and k:sub(1, 1) ~= "_" then env[k] = v end
  end
end


return R
end
