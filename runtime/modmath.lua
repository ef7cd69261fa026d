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
  m.isqrt = function(n) return C.isqrt(toint_arg(n)) end
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
    return C.factorial(toint_arg(x))
  end
  m.comb = function(n, k) return C.comb(toint_arg(n), toint_arg(k)) end
  m.perm = function(n, k)
    if k == nil or k == None then return C.factorial(toint_arg(n)) end
    return C.perm(toint_arg(n), toint_arg(k))
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
