-- modmath.lua: the math module (its big-int functions are C: modmath.c).
local type, getmetatable, ipairs, select, error = type, getmetatable, ipairs, select, error
local math, mtype = math, math.type

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup = R.None, R.raise, R.typeof, R.typename, R.lookup
local num = host.num
local C = host.openc("math") -- modmath.c: isqrt, factorial, comb, perm
local TUPLE = R.TUPLE
local BigMT = R.BigMT

-- Registers a Lua function's parameter names so keyword calls work.
local function sig(f, name, params, nrequired)
  return R.sig(f, name, params, { nrequired = nrequired or #params })
end

local function isnumber(x)
  local t = type(x)
  return t == "number" or t == "boolean" or (BigMT ~= nil and getmetatable(x) == BigMT)
end

-- (miss: the TypeError's message when the argument is missing)
local function tof(x, miss)
  local t = type(x)
  if mtype(x) == "float" then return x end -- not x + 0.0: that turns -0.0 into 0.0
  if t == "number" then return x + 0.0 end
  if t == "boolean" then return x and 1.0 or 0.0 end
  if BigMT and getmetatable(x) == BigMT then return num.tofloat(x) end
  local f = lookup(typeof(x), "__float__")
  if f then return f(x) end
  f = lookup(typeof(x), "__index__")
  if f then return num.tofloat(f(x)) end
  if x == nil and miss then raise("TypeError", miss) end
  raise("TypeError", "must be real number, not " .. typename(x))
end
local function one(name) return "math." .. name .. "() takes exactly one argument (0 given)" end
local function two(name, x) return name .. " expected 2 arguments, got " .. (x == nil and 0 or 1) end

local function domain() raise("ValueError", "math domain error") end

local function toint_arg(x, miss)
  if mtype(x) == "integer" then return x end
  if x == nil and miss then raise("TypeError", miss) end
  if type(x) == "boolean" then return x and 1 or 0 end
  if BigMT and getmetatable(x) == BigMT then return x end
  if mtype(x) == "float" then
    raise("TypeError", "'float' object cannot be interpreted as an integer")
  end
  local f = lookup(typeof(x), "__index__")
  if f then return f(x) end
  raise("TypeError", "'" .. typename(x) .. "' object cannot be interpreted as an integer")
end

local inf, nan = math.huge, -(0.0 / 0.0) -- 0/0 is the negative NaN on x86; CPython's is positive
local function isfinite(x) return x == x and x ~= inf and x ~= -inf end

  local m = {}
  m.pi = math.pi
  m.e = math.exp(1)
  m.tau = 2 * math.pi
  m.inf = inf
  m.nan = nan
  local function rounder(fl, name)
    local miss = one(name)
    return function(x)
      if x == nil then raise("TypeError", miss) end
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
  m.isqrt = function(n) return C.isqrt(toint_arg(n, one("isqrt"))) end
  m.degrees = function(x) return tof(x, one("degrees")) * (180.0 / math.pi) end
  m.radians = function(x) return tof(x, one("radians")) * (math.pi / 180.0) end
  m.fabs = function(x) return math.abs(tof(x, one("fabs"))) end
  m.isinf = function(x) x = tof(x, one("isinf")); return x == inf or x == -inf end
  m.isnan = function(x) x = tof(x, one("isnan")); return x ~= x end
  m.isfinite = function(x) return isfinite(tof(x, one("isfinite"))) end
  m.isclose = function(a, b, rel_tol, abs_tol)
    a = tof(a, "isclose() missing required argument 'a' (pos 1)")
    b = tof(b, "isclose() missing required argument 'b' (pos 2)")
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
  m.factorial = function(x) return C.factorial(toint_arg(x, one("factorial"))) end
  m.comb = function(n, k)
    if k == nil then raise("TypeError", two("comb", n)) end
    return C.comb(toint_arg(n), toint_arg(k))
  end
  m.perm = function(n, k)
    if k == nil or k == None then
      return C.factorial(toint_arg(n, "perm expected at least 1 argument, got 0"))
    end
    return C.perm(toint_arg(n), toint_arg(k))
  end
  m.prod = function(it, start)
    local p = start == nil and 1 or start
    if it == nil then raise("TypeError", "prod() takes exactly 1 positional argument (0 given)") end
    for v in R.iterate(it) do p = R.MUL(p, v) end
    return p
  end
  R.sig(m.prod, "prod", { "iterable", "start" }, { nrequired = 1 })
  -- the float functions are C (modmath.c, after CPython's mathmodule.c); here the arguments
  -- become floats first, by PyFloat_AsDouble's rules
  local F1 = { "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "cos", "cosh", "erf",
               "erfc", "exp", "exp2", "expm1", "gamma", "lgamma", "log1p", "sin", "sinh", "sqrt",
               "tan", "tanh", "ulp" }
  for _, name in ipairs(F1) do
    local cf = C[name]
    local miss = one(name)
    m[name] = function(x)
      if mtype(x) ~= "float" then x = tof(x, miss) end
      return cf(x)
    end
  end
  for _, name in ipairs({ "atan2", "remainder", "pow", "fmod", "nextafter", "copysign" }) do
    local cf = C[name]
    m[name] = function(x, y)
      if mtype(x) ~= "float" then
        if x == nil then raise("TypeError", two(name, nil)) end
        x = tof(x)
      end
      if mtype(y) ~= "float" then
        if y == nil then raise("TypeError", two(name, x)) end
        y = tof(y)
      end
      return cf(x, y)
    end
  end
  local clog = C.log
  -- an int (big ones too) goes to C as it is: CPython takes logs of ints by their frexp
  local function logarg(x, miss)
    if x == nil then raise("TypeError", miss) end
    if mtype(x) == "float" or mtype(x) == "integer" or (BigMT and getmetatable(x) == BigMT) then
      return x
    end
    if type(x) == "boolean" then return x and 1 or 0 end
    if lookup(typeof(x), "__float__") == nil and lookup(typeof(x), "__index__") then
      return lookup(typeof(x), "__index__")(x)
    end
    return tof(x)
  end
  m.log = function(x, base)
    local v = clog(logarg(x, "math.log requires 1 to 2 arguments"), 0)
    if base == nil then return v end
    local d = clog(logarg(base), 0)
    if d == 0 then raise("ZeroDivisionError", "float division by zero") end
    return v / d
  end
  m.log2 = function(x) return clog(logarg(x, one("log2")), 2) end
  m.log10 = function(x) return clog(logarg(x, one("log10")), 10) end
  m.modf = function(x)
    local f, i = C.modf(tof(x, one("modf")))
    return TUPLE({ f, i })
  end
  m.frexp = function(x)
    local f, e = C.frexp(tof(x, one("frexp")))
    return TUPLE({ f, e })
  end
  m.ldexp = function(x, i)
    if i == nil then raise("TypeError", two("ldexp", x)) end
    x = tof(x)
    if mtype(i) ~= "integer" then
      if type(i) == "boolean" then i = i and 1 or 0
      elseif mtype(i) == "float" or (lookup(typeof(i), "__index__") == nil and not (BigMT and getmetatable(i) == BigMT)) then
        raise("TypeError", "Expected an int as second argument to ldexp.")
      else
        i = toint_arg(i)
      end
    end
    if mtype(i) == "integer" then return C.ldexp(x, i) end
    return C.ldexp(x, nil, num.lt(i, 0) and -1 or 1)
  end
  local function floats(it, what)
    local a = {}
    for v in R.iterate(it) do
      a[#a + 1] = mtype(v) == "float" and v or tof(v)
    end
    return a
  end
  m.fsum = function(it)
    if it == nil then raise("TypeError", one("fsum")) end
    return C.fsum(floats(it))
  end
  m.hypot = function(...)
    local a = { ... }
    for i = 1, #a do if mtype(a[i]) ~= "float" then a[i] = tof(a[i]) end end
    return C.hypot(a)
  end
  m.dist = function(p, q)
    if q == nil then raise("TypeError", two("dist", p)) end
    return C.dist(floats(p), floats(q))
  end
  for _, k in ipairs({ "floor", "ceil", "trunc", "sqrt", "isqrt", "exp", "exp2", "cbrt", "log2",
                       "log10", "log1p", "expm1", "asin", "acos", "atan", "sinh", "cosh", "tanh",
                       "asinh", "acosh", "atanh", "degrees", "radians", "fabs", "modf", "frexp",
                       "isinf", "isnan", "isfinite", "factorial", "erf", "erfc", "gamma",
                       "lgamma", "fsum", "ulp" }) do
    sig(m[k], k, { "x" })
  end
  sig(m.remainder, "remainder", { "x", "y" })
  sig(m.nextafter, "nextafter", { "x", "y" })
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
  -- too many arguments: CPython's TypeError (extra ones were dropped)
  for _, k in ipairs({ "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos",
                       "cosh", "degrees", "erf", "erfc", "exp", "exp2", "expm1", "fabs",
                       "factorial", "floor", "frexp", "fsum", "gamma", "isfinite", "isinf",
                       "isnan", "isqrt", "lgamma", "log10", "log1p", "log2", "modf", "radians",
                       "sin", "sinh", "sqrt", "tan", "tanh", "trunc", "ulp" }) do
    R.toomany(m[k], "one", 1, "math." .. k)
  end
  for _, k in ipairs({ "atan2", "comb", "copysign", "dist", "fmod", "ldexp", "nextafter", "pow",
                       "remainder" }) do
    R.toomany(m[k], "expected", 2, k)
  end
  return m
end
