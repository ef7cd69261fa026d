-- modstatistics.lua: statistics after CPython 3.11's Lib/statistics.py, with its exact
-- arithmetic: sums are exact rationals (as_integer_ratio partials grouped by denominator),
-- so mean/variance of floats round like CPython's, results keep the data's type (int, float,
-- Fraction), and stdev/pstdev use the correctly rounded square root of a fraction.
-- Decimal is not supported (no decimal module).
local type, getmetatable, setmetatable, rawget, select, ipairs, rawequal, error =
      type, getmetatable, setmetatable, rawget, select, ipairs, rawequal, error
local math = math
local mtype, floor = math.type, math.floor

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, repr, isinstance = R.None, R.raise, R.typename, R.repr, R.isinstance
local LIST, TUPLE, ListMT, TupleMT = R.LIST, R.TUPLE, R.ListMT, R.TupleMT
local ADD, SUB, MUL, FLOORDIV, MOD, NEG, TRUEDIV = R.ADD, R.SUB, R.MUL, R.FLOORDIV, R.MOD, R.NEG,
  R.TRUEDIV
local num = host.num
local BigMT = R.BigMT
local toarray, KWMARK = R.toarray, R.KWMARK

local fractions = R.IMPORT("fractions")
local Fraction = fractions.Fraction
local fmake = fractions["#make"]

local m = {}

local StatisticsError = R.CLASS("StatisticsError", { R.exc_classes.ValueError }, nil, function(ns)
  ns.__module__ = "statistics"
end)
m.StatisticsError = StatisticsError
local function serr(msg) error(R.type_call(StatisticsError, msg), 0) end

---------------------------------------------------------------------------------------------
-- exact rationals: pairs { n, d } of Python ints, d > 0, in lowest terms
---------------------------------------------------------------------------------------------

local function rnorm(n, d)
  local g = num.gcd(n, d)
  if d < 0 then g = NEG(g) end
  if g ~= 1 then n, d = FLOORDIV(n, g), FLOORDIV(d, g) end
  return n, d
end
local function radd(an, ad, bn, bd)
  if ad == bd then return rnorm(ADD(an, bn), ad) end
  return rnorm(ADD(MUL(an, bd), MUL(bn, ad)), MUL(ad, bd))
end

local function isint(x) return mtype(x) == "integer" or (BigMT ~= nil and getmetatable(x) == BigMT) end

-- the type tag of a data point: "int", "float", "Fraction", or raises
local function kind(x)
  if mtype(x) == "integer" or type(x) == "boolean" or (BigMT and getmetatable(x) == BigMT) then return "int" end
  if mtype(x) == "float" then return "float" end
  if type(x) == "table" and isinstance(x, Fraction) then return "Fraction" end
  return nil
end

local function coerce(T, S, x)
  if S == nil then
    raise("TypeError", "can't convert type '" .. typename(x) .. "' to numerator/denominator")
  end
  if T == S or S == "int" then return T end
  if T == "int" then return S end
  return "float" -- Fraction with float
end

-- exact ratio of a number: n, d (d nil for a non-finite float, n is then the float)
local function exact_ratio(x)
  local mt = mtype(x)
  if mt == "integer" then return x, 1 end
  if mt == "float" then
    if x ~= x or x == math.huge or x == -math.huge then return x, nil end
    if x == floor(x) and x > -9.2e18 and x < 9.2e18 then return math.tointeger(x), 1 end
    local d, y = 1, x
    for _ = 1, 60 do
      y = y * 2; d = d * 2
      if y == floor(y) then
        if y > -9.2e18 and y < 9.2e18 then return math.tointeger(y), d end
        break
      end
    end
    local r = R.CALLM(x, "as_integer_ratio", {})
    return r[1], r[2]
  end
  if type(x) == "boolean" then return x and 1 or 0, 1 end
  if BigMT and getmetatable(x) == BigMT then return x, 1 end
  return rawget(x, "#n"), rawget(x, "#d")
end

local function items(data)
  local mt = getmetatable(data)
  if mt == ListMT or mt == TupleMT then return data end
  return toarray(data)
end

-- _sum: T, total (n, d or a non-finite float), count
local function sum_exact(arr)
  local T = "int"
  local partials, order = {}, {}
  local special
  for i = 1, #arr do
    local x = arr[i]
    T = coerce(T, kind(x), x)
    local n, d = exact_ratio(x)
    if d == nil then
      special = special == nil and n or special + n
    else
      local key = d
      if not (mtype(d) == "integer") then key = R.dkey(d) end
      local p = partials[key]
      if p then p[2] = ADD(p[2], n) else partials[key] = { d, n }; order[#order + 1] = key end
    end
  end
  if special ~= nil then return T, special, nil, #arr end
  local tn, td = 0, 1
  for _, key in ipairs(order) do
    local p = partials[key]
    tn, td = radd(tn, td, p[2], p[1])
  end
  return T, tn, td, #arr
end

local function convert(n, d, T)
  if d == nil then return n end -- nan / inf
  if T == "int" then
    if d == 1 then return n end
    T = "float"
  end
  if T == "float" then return TRUEDIV(n, d) end
  return fmake(n, d)
end

-- _ss: T, ssd (n, d), count
local function ss(arr, c)
  if c ~= nil and c ~= None then
    local diffs = {}
    for i = 1, #arr do
      local dx = SUB(arr[i], c)
      diffs[i] = MUL(dx, dx)
    end
    local T, n, d, cnt = sum_exact(diffs)
    -- T of CPython's _sum over the squared differences
    return T, n, d, cnt
  end
  local T = "int"
  local count = #arr
  local sx, sxx, order = {}, {}, {}
  local special
  for i = 1, count do
    local x = arr[i]
    T = coerce(T, kind(x), x)
    local n, d = exact_ratio(x)
    if d == nil then
      special = special == nil and n or special + n
    else
      local key = mtype(d) == "integer" and d or R.dkey(d)
      local p = sx[key]
      if p then
        p[2] = ADD(p[2], n)
        sxx[key][2] = ADD(sxx[key][2], MUL(n, n))
      else
        sx[key] = { d, n }; sxx[key] = { d, MUL(n, n) }; order[#order + 1] = key
      end
    end
  end
  if count == 0 then return T, 0, 1, 0 end
  if special ~= nil then return T, special, nil, count end
  local sn, sd, qn, qd = 0, 1, 0, 1
  for _, key in ipairs(order) do
    local p, q = sx[key], sxx[key]
    sn, sd = radd(sn, sd, p[2], p[1])
    qn, qd = radd(qn, qd, q[2], MUL(q[1], q[1]))
  end
  -- ssd = (count * sxx - sx * sx) / count
  local an, ad = rnorm(MUL(count, qn), qd)
  local bn, bd = rnorm(MUL(sn, sn), MUL(sd, sd))
  local dn, dd = radd(an, ad, NEG(bn), bd)
  dn, dd = rnorm(dn, MUL(dd, count))
  return T, dn, dd, count
end

local SQRT_BITS = 2 * 53 + 3
local function isqrt_frac_rto(n, mm)
  local a = host.openc("math").isqrt(FLOORDIV(n, mm))
  if R.EQ(MUL(MUL(a, a), mm), n) then return a end
  return R.BOR(a, 1)
end
local function float_sqrt_of_frac(n, mm)
  local q = (num.bit_length(n) - num.bit_length(mm) - SQRT_BITS) // 2
  local numerator, denominator
  if q >= 0 then
    numerator = R.LSHIFT(isqrt_frac_rto(n, R.LSHIFT(mm, 2 * q)), q)
    denominator = 1
  else
    numerator = isqrt_frac_rto(R.LSHIFT(n, -2 * q), mm)
    denominator = R.LSHIFT(1, -q)
  end
  return TRUEDIV(numerator, denominator)
end

---------------------------------------------------------------------------------------------
-- Averages
---------------------------------------------------------------------------------------------

local function sig(f, name, params, nreq) return R.sig(f, name, params, { nrequired = nreq or #params }) end

m.mean = sig(function(data)
  local T, n, d, cnt = sum_exact(items(data))
  if cnt < 1 then serr("mean requires at least one data point") end
  if d == nil then return n / cnt end
  local rn, rd = rnorm(n, MUL(d, cnt))
  return convert(rn, rd, T)
end, "mean", { "data" })

local fsum = R.IMPORT("math").fsum
m.fmean = sig(function(data, weights)
  local arr = items(data)
  if weights == nil or weights == None then
    local total = fsum(LIST(arr))
    if #arr == 0 then serr("fmean requires at least one data point") end
    return total / #arr
  end
  local w = items(weights)
  local prods = {}
  for i = 1, math.min(#arr, #w) do prods[i] = MUL(arr[i], w[i]) end
  local nm = fsum(LIST(prods))
  if #arr ~= #w then serr("data and weights must be the same length") end
  local den = fsum(LIST(w))
  if den == 0 then serr("sum of weights must be non-zero") end
  return nm / den
end, "fmean", { "data", "weights" }, 1)

m.geometric_mean = sig(function(data)
  local arr = items(data)
  local logs = {}
  for i = 1, #arr do
    local x = R.tofloat(arr[i])
    if x <= 0 then
      serr("geometric mean requires a non-empty dataset containing positive numbers")
    end
    logs[i] = math.log(x)
  end
  if #arr == 0 then serr("geometric mean requires a non-empty dataset containing positive numbers") end
  return math.exp(fsum(LIST(logs)) / #arr)
end, "geometric_mean", { "data" })

m.harmonic_mean = sig(function(data, weights)
  local arr = items(data)
  local errmsg = "harmonic mean does not support negative values"
  local n = #arr
  if n < 1 then serr("harmonic_mean requires at least one data point") end
  if n == 1 and (weights == nil or weights == None) then
    local x = arr[1]
    if kind(x) == nil then raise("TypeError", "unsupported type") end
    if x < 0 then serr(errmsg) end
    return x
  end
  local w, swn, swd
  if weights == nil or weights == None then
    w = {}
    for i = 1, n do w[i] = 1 end
    swn, swd = n, 1
  else
    w = items(weights)
    if #w ~= n then serr("Number of weights does not match data size") end
    for i = 1, n do if w[i] < 0 then serr(errmsg) end end
    local _
    _, swn, swd = sum_exact(w)
  end
  local terms = {}
  for i = 1, n do
    local x = arr[i]
    if x < 0 then serr(errmsg) end
    if R.T(w[i]) then
      if x == 0 or (mtype(x) == nil and R.EQ(x, 0)) then return 0 end
      terms[i] = TRUEDIV(w[i], x)
    else
      terms[i] = 0
    end
  end
  local T, tn, td = sum_exact(terms)
  if not (0 < tn) then serr("Weighted sum must be positive") end
  local rn, rd = rnorm(MUL(swn, td), MUL(swd, tn))
  return convert(rn, rd, T)
end, "harmonic_mean", { "data", "weights" }, 1)

local function sorted(data)
  local t = LIST(toarray(data))
  R.sort_list(t, nil, false)
  return t
end

m.median = sig(function(data)
  local t = sorted(data)
  local n = #t
  if n == 0 then serr("no median for empty data") end
  if n % 2 == 1 then return t[n // 2 + 1] end
  local i = n // 2
  return TRUEDIV(ADD(t[i], t[i + 1]), 2)
end, "median", { "data" })
m.median_low = sig(function(data)
  local t = sorted(data)
  local n = #t
  if n == 0 then serr("no median for empty data") end
  if n % 2 == 1 then return t[n // 2 + 1] end
  return t[n // 2]
end, "median_low", { "data" })
m.median_high = sig(function(data)
  local t = sorted(data)
  local n = #t
  if n == 0 then serr("no median for empty data") end
  return t[n // 2 + 1]
end, "median_high", { "data" })
m.median_grouped = sig(function(data, interval)
  local t = sorted(data)
  local n = #t
  if n == 0 then serr("no median for empty data") end
  local x = t[n // 2 + 1]
  local i, j = 0, 0
  while i < n and t[i + 1] < x do i = i + 1 end
  j = i
  while j < n and not (x < t[j + 1]) do j = j + 1 end
  interval = interval == nil and 1.0 or R.tofloat(interval)
  x = R.tofloat(x)
  local L = x - interval / 2.0
  return L + interval * (n / 2 - i) / (j - i)
end, "median_grouped", { "data", "interval" }, 1)

-- counts in first-seen order
local function counts(data)
  local keys, cnt, order = {}, {}, {}
  for x in R.iterate(data) do
    local k = R.dkey(x)
    local c = cnt[k]
    if c then cnt[k] = c + 1 else cnt[k] = 1; keys[k] = x; order[#order + 1] = k end
  end
  return keys, cnt, order
end
m.mode = sig(function(data)
  local keys, cnt, order = counts(data)
  if #order == 0 then serr("no mode for empty data") end
  local best, bc = order[1], cnt[order[1]]
  for i = 2, #order do
    local c = cnt[order[i]]
    if c > bc then best, bc = order[i], c end
  end
  return keys[best]
end, "mode", { "data" })
m.multimode = sig(function(data)
  local keys, cnt, order = counts(data)
  local mx = 0
  for _, k in ipairs(order) do if cnt[k] > mx then mx = cnt[k] end end
  local out = {}
  for _, k in ipairs(order) do if cnt[k] == mx then out[#out + 1] = keys[k] end end
  return LIST(out)
end, "multimode", { "data" })

---------------------------------------------------------------------------------------------
-- Spread
---------------------------------------------------------------------------------------------

m.variance = sig(function(data, xbar)
  local T, n, d, cnt = ss(items(data), xbar)
  if cnt < 2 then serr("variance requires at least two data points") end
  if d == nil then return n end
  local rn, rd = rnorm(n, MUL(d, cnt - 1))
  return convert(rn, rd, T)
end, "variance", { "data", "xbar" }, 1)
m.pvariance = sig(function(data, mu)
  local T, n, d, cnt = ss(items(data), mu)
  if cnt < 1 then serr("pvariance requires at least one data point") end
  if d == nil then return n end
  local rn, rd = rnorm(n, MUL(d, cnt))
  return convert(rn, rd, T)
end, "pvariance", { "data", "mu" }, 1)
m.stdev = sig(function(data, xbar)
  local T, n, d, cnt = ss(items(data), xbar)
  if cnt < 2 then serr("stdev requires at least two data points") end
  if d == nil then return n end
  local rn, rd = rnorm(n, MUL(d, cnt - 1))
  return float_sqrt_of_frac(rn, rd)
end, "stdev", { "data", "xbar" }, 1)
m.pstdev = sig(function(data, mu)
  local T, n, d, cnt = ss(items(data), mu)
  if cnt < 1 then serr("pstdev requires at least one data point") end
  if d == nil then return n end
  local rn, rd = rnorm(n, MUL(d, cnt))
  return float_sqrt_of_frac(rn, rd)
end, "pstdev", { "data", "mu" }, 1)

local QSIG = { name = "quantiles", params = { "data" }, nposonly = 0, nrequired = 1,
               kwonly = { "n", "method" }, complex = true }
local function quantiles(data, n, method)
  n = n == nil and 4 or n
  method = method == nil and "exclusive" or method
  if n < 1 then serr("n must be at least 1") end
  local t = sorted(data)
  local ld = #t
  if ld < 2 then serr("must have at least two data points") end
  local out = {}
  if method == "inclusive" then
    local mm = ld - 1
    for i = 1, n - 1 do
      local j, delta = (i * mm) // n, (i * mm) % n
      out[i] = TRUEDIV(ADD(MUL(t[j + 1], n - delta), MUL(t[j + 2], delta)), n)
    end
    return LIST(out)
  end
  if method == "exclusive" then
    local mm = ld + 1
    for i = 1, n - 1 do
      local j = i * mm // n
      if j < 1 then j = 1 elseif j > ld - 1 then j = ld - 1 end
      local delta = i * mm - j * n
      out[i] = TRUEDIV(ADD(MUL(t[j], n - delta), MUL(t[j + 1], delta)), n)
    end
    return LIST(out)
  end
  raise("ValueError", "Unknown method: " .. repr(method))
end
m.quantiles = R.sig(function(...)
  if rawequal((...), KWMARK) then return quantiles(R.ARGS(QSIG, ...)) end
  return quantiles(R.ARGS(QSIG, ...))
end, "quantiles", QSIG.params, QSIG)

---------------------------------------------------------------------------------------------
-- Relations between two inputs
---------------------------------------------------------------------------------------------

local function pair_arrays(x, y, name)
  local a, b = items(x), items(y)
  if #a ~= #b then serr(name .. " requires that both inputs have same number of data points") end
  if #a < 2 then serr(name .. " requires at least two data points") end
  return a, b
end
m.covariance = sig(function(x, y)
  local a, b = pair_arrays(x, y, "covariance")
  local n = #a
  local xbar = fsum(LIST(a)) / n
  local ybar = fsum(LIST(b)) / n
  local t = {}
  for i = 1, n do t[i] = (R.tofloat(a[i]) - xbar) * (R.tofloat(b[i]) - ybar) end
  return fsum(LIST(t)) / (n - 1)
end, "covariance", { "x", "y" })
m.correlation = sig(function(x, y)
  local a, b = pair_arrays(x, y, "correlation")
  local n = #a
  local xbar = fsum(LIST(a)) / n
  local ybar = fsum(LIST(b)) / n
  local sxy, sxx, syy = {}, {}, {}
  for i = 1, n do
    local dx, dy = R.tofloat(a[i]) - xbar, R.tofloat(b[i]) - ybar
    sxy[i], sxx[i], syy[i] = dx * dy, dx * dx, dy * dy
  end
  local den = math.sqrt(fsum(LIST(sxx)) * fsum(LIST(syy)))
  if den == 0 then serr("at least one of the inputs is constant") end
  return fsum(LIST(sxy)) / den
end, "correlation", { "x", "y" })

return m
end
