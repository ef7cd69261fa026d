-- modstatistics.lua: statistics after CPython 3.11's Lib/statistics.py, with its exact
-- arithmetic: sums are exact rationals (as_integer_ratio partials grouped by denominator),
-- so mean/variance of floats round like CPython's, results keep the data's type (int, float,
-- Fraction), and stdev/pstdev use the correctly rounded square root of a fraction.
-- Decimal data stay Decimal (its as_integer_ratio, and CPython's _decimal_sqrt_of_frac).
local type, getmetatable, setmetatable, rawget, rawset, select, ipairs, rawequal, error =
      type, getmetatable, setmetatable, rawget, rawset, select, ipairs, rawequal, error
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
local LinearRegression = R.IMPORT("collections").namedtuple("LinearRegression", LIST({ "slope", "intercept" }))
R.SA(LinearRegression, "__module__", "statistics")
m.LinearRegression = LinearRegression
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

local Decimal -- decimal.Decimal, imported when a table that is not a Fraction is seen
local function is_decimal(x)
  if not Decimal then Decimal = R.IMPORT("decimal").Decimal end
  return isinstance(x, Decimal)
end

local function isint(x) return mtype(x) == "integer" or (BigMT ~= nil and getmetatable(x) == BigMT) end

-- the type tag of a data point: "int", "float", "Fraction", or raises
local function kind(x)
  if mtype(x) == "integer" or type(x) == "boolean" or (BigMT and getmetatable(x) == BigMT) then return "int" end
  if mtype(x) == "float" then return "float" end
  if type(x) == "table" and isinstance(x, Fraction) then return "Fraction" end
  if type(x) == "table" and is_decimal(x) then return "Decimal" end
  return nil
end

local function coerce(T, S, x)
  if S == nil then
    raise("TypeError", "can't convert type '" .. typename(x) .. "' to numerator/denominator")
  end
  if T == S or S == "int" then return T end
  if T == "int" then return S end
  if T == "Decimal" or S == "Decimal" then
    raise("TypeError", "don't know how to coerce " .. T .. " and " .. S)
  end
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
  if is_decimal(x) then
    if not R.CALLM(x, "is_finite", {}) then return x, nil end
    local r = R.CALLM(x, "as_integer_ratio", {})
    return r[1], r[2]
  end
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
  if T == "Decimal" then return TRUEDIV(R.CALL(Decimal, { n }), R.CALL(Decimal, { d })) end
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

-- CPython's _decimal_sqrt_of_frac: the Decimal square root of n/m, corrected by one unit in
-- the last place when a neighbour is nearer (the neighbours are root -/+ its last digit's unit)
local function decimal_sqrt_of_frac(n, mm)
  if not (0 < n) then
    if R.EQ(n, 0) then return R.CALL(Decimal, { "0.0" }) end
    n, mm = NEG(n), NEG(mm)
  end
  local root = R.CALLM(TRUEDIV(R.CALL(Decimal, { n }), R.CALL(Decimal, { mm })), "sqrt", {})
  local ulp = R.CALL(Decimal, { "1E" .. R.str(R.CALLM(root, "as_tuple", {})[3]) })
  local r = R.toarray(R.CALLM(root, "as_integer_ratio", {}))
  local nr, dr = r[1], r[2]
  local plus = ADD(root, ulp)
  r = R.toarray(R.CALLM(plus, "as_integer_ratio", {}))
  local np, dp = r[1], r[2]
  local function sq(x) return MUL(x, x) end
  if R.richcmp("gt", MUL(MUL(4, n), sq(MUL(dr, dp))), MUL(mm, sq(ADD(MUL(dr, np), MUL(dp, nr))))) then
    return plus
  end
  local minus = SUB(root, ulp)
  r = R.toarray(R.CALLM(minus, "as_integer_ratio", {}))
  local nm, dm = r[1], r[2]
  if R.richcmp("lt", MUL(MUL(4, n), sq(MUL(dr, dm))), MUL(mm, sq(ADD(MUL(dr, nm), MUL(dm, nr))))) then
    return minus
  end
  return root
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
  if T == "Decimal" then return decimal_sqrt_of_frac(rn, rd) end
  return float_sqrt_of_frac(rn, rd)
end, "stdev", { "data", "xbar" }, 1)
m.pstdev = sig(function(data, mu)
  local T, n, d, cnt = ss(items(data), mu)
  if cnt < 1 then serr("pstdev requires at least one data point") end
  if d == nil then return n end
  local rn, rd = rnorm(n, MUL(d, cnt))
  if T == "Decimal" then return decimal_sqrt_of_frac(rn, rd) end
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

m.linear_regression = R.sig(function(...)
  local x, y, proportional
  if rawequal((...), KWMARK) then
    local _, pos, npos, kw = ...
    x, y = pos[1], pos[2]
    for i = 1, #kw, 2 do
      if kw[i] == "proportional" then proportional = kw[i + 1]
      else raise("TypeError", "linear_regression() got an unexpected keyword argument '" .. kw[i] .. "'") end
    end
  else
    x, y = ...
  end
  if y == nil then
    raise("TypeError", "linear_regression() missing " .. (x == nil and
      "2 required positional arguments: 'x' and 'y'" or "1 required positional argument: 'y'"))
  end
  local a, b = items(x), items(y)
  local n = #a
  if #b ~= n then serr("linear regression requires that both inputs have same number of data points") end
  if n < 2 then serr("linear regression requires at least two data points") end
  local sxy, sxx = {}, {}
  local xbar, ybar
  if proportional ~= nil and R.T(proportional) then
    for i = 1, n do sxy[i] = MUL(a[i], b[i]); sxx[i] = MUL(a[i], a[i]) end
  else
    xbar = fsum(LIST(a)) / n
    ybar = fsum(LIST(b)) / n
    for i = 1, n do
      local d = SUB(a[i], xbar)
      sxy[i] = MUL(d, SUB(b[i], ybar))
      sxx[i] = MUL(d, d)
    end
  end
  local den = fsum(LIST(sxx))
  if den == 0 then serr("x is constant") end
  local slope = fsum(LIST(sxy)) / den
  local intercept = xbar and (ybar - slope * xbar) or 0.0
  return R.type_call(LinearRegression, slope, intercept)
end, "linear_regression", { "x", "y" }, { kwonly = { "proportional" }, complex = true })

---------------------------------------------------------------------------------------------
-- NormalDist
---------------------------------------------------------------------------------------------

local SQRT2 = math.sqrt(2.0)
local TAU = 2.0 * math.pi
local mathmod = R.IMPORT("math")
local erf, fabs, log, sqrt, exp, hypot = mathmod.erf, math.abs, math.log, math.sqrt, math.exp, mathmod.hypot

-- Wichura's algorithm AS241, as statistics._normal_dist_inv_cdf
local function inv_cdf(p, mu, sigma)
  local q = p - 0.5
  local num, den, x, r
  if fabs(q) <= 0.425 then
    r = 0.180625 - q * q
    num = (((((((2.5090809287301226727e+3 * r +
                 3.3430575583588128105e+4) * r +
                 6.7265770927008700853e+4) * r +
                 4.5921953931549871457e+4) * r +
                 1.3731693765509461125e+4) * r +
                 1.9715909503065514427e+3) * r +
                 1.3314166789178437745e+2) * r +
                 3.3871328727963666080e+0) * q
    den = (((((((5.2264952788528545610e+3 * r +
                 2.8729085735721942674e+4) * r +
                 3.9307895800092710610e+4) * r +
                 2.1213794301586595867e+4) * r +
                 5.3941960214247511077e+3) * r +
                 6.8718700749205790830e+2) * r +
                 4.2313330701600911252e+1) * r +
                 1.0)
    x = num / den
    return mu + (x * sigma)
  end
  r = q <= 0.0 and p or 1.0 - p
  r = sqrt(-log(r))
  if r <= 5.0 then
    r = r - 1.6
    num = (((((((7.7454501427834140764e-4 * r +
                 2.2723844989269184583e-2) * r +
                 2.4178072517745061177e-1) * r +
                 1.2704582524523683826e+0) * r +
                 3.6478483247632045265e+0) * r +
                 5.7694972214606914055e+0) * r +
                 4.6303378461565452959e+0) * r +
                 1.4234371107496835773e+0)
    den = (((((((1.0507500716444169e-9 * r +
                 5.4759380849953445e-4) * r +
                 1.5198666563616457e-2) * r +
                 1.4810397642748007459e-1) * r +
                 6.8976733498510000455e-1) * r +
                 1.6763848301838038494e+0) * r +
                 2.0531916266377588219e+0) * r +
                 1.0)
  else
    r = r - 5.0
    num = (((((((2.0103343992922881e-7 * r +
                 2.7115555687434876e-5) * r +
                 1.2426609473880784386e-3) * r +
                 2.6532189526576123093e-2) * r +
                 2.9656057182850489123e-1) * r +
                 1.7848265399172913358e+0) * r +
                 5.4637849111641143699e+0) * r +
                 6.6579046435011037772e+0)
    den = (((((((2.0442631033899397e-15 * r +
                 1.4215117583164459e-7) * r +
                 1.8463183175100546818e-5) * r +
                 7.8686913114561329059e-4) * r +
                 1.4875361290850615025e-2) * r +
                 1.3692988092273580531e-1) * r +
                 5.9983220655588793769e-1) * r +
                 1.0)
  end
  x = num / den
  if q < 0.0 then x = -x end
  return mu + (x * sigma)
end

local NormalDist
local function nd(mu, sigma) return R.type_call(NormalDist, mu, sigma) end
local function mu_of(d) return rawget(d, "#mu") end
local function sigma_of(d) return rawget(d, "#sigma") end
local function f(x) return mtype(x) == "float" and x or R.tofloat(x) end
NormalDist = R.CLASS("NormalDist", { R.object }, nil, function(ns)
  ns.__init__ = R.sig(function(self, mu, sigma)
    mu = mu == nil and 0.0 or mu
    sigma = sigma == nil and 1.0 or sigma
    if sigma < 0.0 then serr("sigma must be non-negative") end
    rawset(self, "#mu", f(mu))
    rawset(self, "#sigma", f(sigma))
    return None
  end, "NormalDist", { "self", "mu", "sigma" }, { nrequired = 1 })
  ns.from_samples = R.builtins.classmethod(function(cls, data)
    local a = items(data) -- statistics.py: the exact mean as a float, the sample stdev
    local sigma = m.stdev(LIST(a))
    return R.CALL(cls, { R.tofloat(m.mean(LIST(a))), sigma })
  end)
  ns.samples = R.sig(function(...)
    local self, n, seed
    if rawequal((...), KWMARK) then
      local _, pos, npos, kw = ...
      self, n = pos[1], pos[2]
      for i = 1, #kw, 2 do if kw[i] == "seed" then seed = kw[i + 1] end end
    else
      self, n = ...
    end
    local random = R.IMPORT("random")
    local gauss = (seed == nil or seed == None) and random.gauss or R.GA(R.CALL(random.Random, { seed }), "gauss")
    local out = {}
    for i = 1, R.index(n) do out[i] = gauss(mu_of(self), sigma_of(self)) end
    return LIST(out)
  end, "samples", { "self", "n" }, { kwonly = { "seed" }, complex = true })
  ns.pdf = function(self, x)
    local variance = sigma_of(self) * sigma_of(self)
    if variance == 0 then serr("pdf() not defined when sigma is zero") end
    local diff = f(x) - mu_of(self)
    return exp(diff * diff / (-2.0 * variance)) / sqrt(TAU * variance)
  end
  ns.cdf = function(self, x)
    if sigma_of(self) == 0 then serr("cdf() not defined when sigma is zero") end
    return 0.5 * (1.0 + erf((f(x) - mu_of(self)) / (sigma_of(self) * SQRT2)))
  end
  ns.inv_cdf = function(self, p)
    p = f(p)
    if p <= 0.0 or p >= 1.0 then serr("p must be in the range 0.0 < p < 1.0") end
    if sigma_of(self) <= 0.0 then serr("cdf() not defined when sigma at or below zero") end
    return inv_cdf(p, mu_of(self), sigma_of(self))
  end
  ns.quantiles = R.sig(function(self, n)
    n = n == nil and 4 or R.index(n)
    local out = {}
    for i = 1, n - 1 do out[i] = ns.inv_cdf(self, i / n) end
    return LIST(out)
  end, "quantiles", { "self", "n" }, { nrequired = 1 })
  ns.overlap = function(self, other)
    if not isinstance(other, NormalDist) then raise("TypeError", "Expected another NormalDist instance") end
    local X, Y = self, other
    if sigma_of(Y) < sigma_of(X) or (sigma_of(Y) == sigma_of(X) and mu_of(Y) < mu_of(X)) then X, Y = Y, X end
    local xv, yv = sigma_of(X) ^ 2, sigma_of(Y) ^ 2
    if xv == 0 or yv == 0 then serr("overlap() not defined when sigma is zero") end
    local dv = yv - xv
    local dm = fabs(mu_of(Y) - mu_of(X))
    if dv == 0 then return 1.0 - erf(dm / (2.0 * sigma_of(X) * SQRT2)) end
    local a = mu_of(X) * yv - mu_of(Y) * xv
    local b = sigma_of(X) * sigma_of(Y) * sqrt(dm * dm + dv * log(yv / xv))
    local x1, x2 = (a + b) / dv, (a - b) / dv
    return 1.0 - (fabs(ns.cdf(Y, x1) - ns.cdf(X, x1)) + fabs(ns.cdf(Y, x2) - ns.cdf(X, x2)))
  end
  ns.zscore = function(self, x)
    if sigma_of(self) == 0 then serr("zscore() not defined when sigma is zero") end
    return (f(x) - mu_of(self)) / sigma_of(self)
  end
  local P = R.builtins.property
  ns.mean = P(mu_of)
  ns.median = P(mu_of)
  ns.mode = P(mu_of)
  ns.stdev = P(sigma_of)
  ns.variance = P(function(self) return sigma_of(self) ^ 2 end)
  ns.__add__ = function(a, b)
    if isinstance(b, NormalDist) then return nd(mu_of(a) + mu_of(b), hypot(sigma_of(a), sigma_of(b))) end
    return nd(ADD(mu_of(a), b), sigma_of(a))
  end
  ns.__radd__ = ns.__add__
  ns.__sub__ = function(a, b)
    if isinstance(b, NormalDist) then return nd(mu_of(a) - mu_of(b), hypot(sigma_of(a), sigma_of(b))) end
    return nd(SUB(mu_of(a), b), sigma_of(a))
  end
  ns.__rsub__ = function(a, b)
    local d = ns.__sub__(a, b)
    return nd(-mu_of(d), sigma_of(d))
  end
  ns.__mul__ = function(a, b) return nd(MUL(mu_of(a), b), MUL(sigma_of(a), R.CALL(R.builtins.abs, { b }))) end
  ns.__rmul__ = ns.__mul__
  ns.__truediv__ = function(a, b) return nd(TRUEDIV(mu_of(a), b), TRUEDIV(sigma_of(a), R.CALL(R.builtins.abs, { b }))) end
  ns.__pos__ = function(a) return nd(mu_of(a), sigma_of(a)) end
  ns.__neg__ = function(a) return nd(-mu_of(a), sigma_of(a)) end
  ns.__eq__ = function(a, b)
    if not isinstance(b, NormalDist) then return R.NotImplemented end
    return mu_of(a) == mu_of(b) and sigma_of(a) == sigma_of(b)
  end
  ns.__hash__ = function(a) return R.hash(TUPLE({ mu_of(a), sigma_of(a) })) end
  ns.__repr__ = function(self)
    return typename(self) .. "(mu=" .. repr(mu_of(self)) .. ", sigma=" .. repr(sigma_of(self)) .. ")"
  end
end)
NormalDist["#dict"].__module__ = "statistics"
m.NormalDist = NormalDist

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "bisect_left", "most", 5, "bisect_left" }, { "bisect_right", "most", 5, "bisect_right" },
  { "correlation", "py", 2, "correlation", 2 }, { "covariance", "py", 2, "covariance", 2 },
  { "fmean", "py", 2, "fmean", 1 }, { "geometric_mean", "py", 1, "geometric_mean", 1 },
  { "harmonic_mean", "py", 2, "harmonic_mean", 1 },
  { "linear_regression", "py", 2, "linear_regression", 2 }, { "mean", "py", 1, "mean", 1 },
  { "median", "py", 1, "median", 1 }, { "median_grouped", "py", 2, "median_grouped", 1 },
  { "median_high", "py", 1, "median_high", 1 }, { "median_low", "py", 1, "median_low", 1 },
  { "mode", "py", 1, "mode", 1 }, { "mul", "expected", 2, "mul" },
  { "multimode", "py", 1, "multimode", 1 }, { "pstdev", "py", 2, "pstdev", 1 },
  { "pvariance", "py", 2, "pvariance", 1 }, { "quantiles", "py", 1, "quantiles", 1 },
  { "reduce", "atmost", 3, "reduce" }, { "stdev", "py", 2, "stdev", 1 },
  { "variance", "py", 2, "variance", 1 },
})
-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "linear_regression", 2, 2 }, { "correlation", 2, 2 }, { "covariance", 2, 2 }
})
return m
end
