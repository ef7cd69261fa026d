-- modrandom.lua: random, bit-exact with CPython 3.11: the Mersenne Twister is C (modrandom.c:
-- seeding as Modules/_randommodule.c and random.py's version 2, getrandbits, random(),
-- _randbelow, shuffle; unseeded generators are seeded from the OS), and random.py's
-- algorithms are here on top (randrange, sample with its set/pool switch, choices with
-- bisect, the variates).
local type, getmetatable, setmetatable, rawget, rawset, rawequal, tostring, tonumber, select,
      error, pairs_, ipairs_ = type, getmetatable, setmetatable, rawget, rawset, rawequal, tostring, tonumber,
      select, error, pairs, ipairs
local string, math, table = string, math, table
local utf8codes = utf8.codes
local mtype, floor, log, sqrt, exp, cos, sin, acos = math.type, math.floor, math.log, math.sqrt,
  math.exp, math.cos, math.sin, math.acos
local byte, char, format, concat, unpack = string.byte, string.char, string.format, table.concat,
  table.unpack

local debug_getinfo = debug.getinfo
getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, T, isinstance = R.None, R.raise, R.typename, R.T, R.isinstance
local LIST, TUPLE, ListMT, TupleMT = R.LIST, R.TUPLE, R.ListMT, R.TupleMT
local GI, LEN, SI, index, toarray = R.GI, R.LEN, R.SI, R.index, R.toarray
local num = host.num
local BigMT = R.BigMT
local KWMARK = R.KWMARK

local m = {}

local N, M = 624, 397
local PI = math.pi
local TWOPI = 2.0 * PI
local NV_MAGICCONST = 4 * exp(-0.5) / sqrt(2.0)
local LOG4 = log(4.0)
local SG_MAGICCONST = 1.0 + log(4.5)
local E = exp(1.0)

---------------------------------------------------------------------------------------------
-- Helpers on Python ints (Lua integers or big ints)
---------------------------------------------------------------------------------------------

local function isbig(x) return BigMT ~= nil and getmetatable(x) == BigMT end

local function bitlen(n)
  if mtype(n) == "integer" then
    local k = 0
    if n < 0 then return num.bit_length(n) end
    while n >= 65536 do n = n >> 16; k = k + 16 end
    while n > 0 do n = n >> 1; k = k + 1 end
    return k
  end
  return num.bit_length(n)
end

-- an int argument (big ints allowed)
-- an int argument (big ints allowed); randrange's arguments (what names one) may be
-- integral floats, as CPython 3.11 still accepts (its DeprecationWarning is not shown)
local function intarg(x, what)
  if mtype(x) == "integer" or isbig(x) then return x end
  if type(x) == "boolean" then return x and 1 or 0 end
  if what and R.lookup(R.typeof(x), "__index__") == nil then
    local i = R.CALL(R.builtins.int, { x })
    if not R.EQ(i, x) then raise("ValueError", "non-integer " .. what .. " for randrange()") end
    return i
  end
  return index(x)
end

---------------------------------------------------------------------------------------------
-- One generator: closures over its state
---------------------------------------------------------------------------------------------

local C = host.openc("random")
local Cnew, Crandom, Cgetrandbits, Crandbelow = C.new, C.random, C.getrandbits, C.randbelow
local Cseed_int, Cseed_bytes, Cseed_os = C.seed_int, C.seed_bytes, C.seed_os

-- A generator: the C state (modrandom.c) and gauss's spare value
local function new_gen()
  local g = {}
  local st = Cnew()
  g.st = st
  local gauss_next = nil

  local random = C.bind_random(st) -- a C closure: random.random() and rng.random() call it directly
  g.random = random
  g.getrandbits = function(k)
    if mtype(k) ~= "integer" then
      if R.is_int(k) then
        if k < 0 then raise("ValueError", "number of bits must be non-negative") end
        raise("OverflowError", "Python int too large to convert to C int")
      end
    end
    return Cgetrandbits(st, k)
  end
  g.randbelow = function(n) return Crandbelow(st, n) end
  g.shuffle = function(t, n) C.shuffle(st, t, n) end

  g.seed = function(a)
    gauss_next = nil
    if a == nil or a == None then Cseed_os(st); return end
    local ta = type(a)
    if mtype(a) == "integer" or ta == "boolean" or isbig(a) then
      Cseed_int(st, a)
    elseif ta == "string" then
      Cseed_bytes(st, a)
    elseif getmetatable(a) == R.BytesMT or getmetatable(a) == R.ByteArrayMT then
      Cseed_bytes(st, R.bytes_raw(a)) -- random.py: as a str's UTF-8 encoding
    elseif mtype(a) == "float" then
      local h = R.hash(a)
      if h < 0 then h = R.ADD(h, R.LSHIFT(1, 64)) end -- as (size_t) hash
      Cseed_int(st, h)
    else
      raise("TypeError", "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
    end
  end

  g.getstate = function()
    local t = C.getstate(st)
    return TUPLE({ 3, TUPLE(t), gauss_next == nil and None or gauss_next })
  end
  g.setstate = function(state)
    local st_ = toarray(state)
    if st_[1] ~= 3 and st_[1] ~= 2 then
      raise("ValueError", format("state with version %s passed to Random.setstate() of version 3", R.str(st_[1])))
    end
    local inner = toarray(st_[2])
    if #inner ~= N + 1 then raise("ValueError", "state vector is the wrong size") end
    local words = {}
    for i = 1, N do words[i] = index(inner[i]) & 0xffffffff end
    C.setstate(st, words, index(inner[N + 1]))
    gauss_next = st_[3] ~= None and st_[3] or nil
  end

  g.gauss = function(mu, sigma)
    local z = gauss_next
    gauss_next = nil
    if z == nil then
      local x2pi = random() * TWOPI
      local g2rad = sqrt(-2.0 * log(1.0 - random()))
      z = cos(x2pi) * g2rad
      gauss_next = sin(x2pi) * g2rad
    end
    return R.ADD(mu, z * sigma)
  end
  return g
end

---------------------------------------------------------------------------------------------
-- The methods, over a generator g
---------------------------------------------------------------------------------------------

-- random.py's seed of a str or bytes with version=1 (Python 2's string hash): an int
local function seed_v1(a)
  local cps = {}
  if type(a) == "string" then
    for _, c in utf8codes(a, true) do cps[#cps + 1] = c end
  else
    local raw = R.bytes_raw(a)
    for i = 1, #raw do cps[i] = byte(raw, i) end
  end
  local x = #cps > 0 and cps[1] << 7 or 0
  for _, c in ipairs_(cps) do x = (1000003 * x) ~ c end -- Lua's integers wrap mod 2^64
  x = x ~ #cps
  if x < 0 then return R.ADD(R.POW(2, 64), x) end -- the unsigned value
  return x
end

-- The methods' parameters (besides self) and how many are required, as random.py's
local PARAMS = {
  seed = { { "a", "version" }, 0 }, random = { {}, 0 }, getrandbits = { { "k" }, 1 },
  getstate = { {}, 0 }, setstate = { { "state" }, 1 },
  randrange = { { "start", "stop", "step" }, 1 }, randint = { { "a", "b" }, 2 },
  choice = { { "seq" }, 1 }, shuffle = { { "x" }, 1 }, uniform = { { "a", "b" }, 2 },
  triangular = { { "low", "high", "mode" }, 0 }, normalvariate = { { "mu", "sigma" }, 0 },
  gauss = { { "mu", "sigma" }, 0 }, lognormvariate = { { "mu", "sigma" }, 2 },
  expovariate = { { "lambd" }, 1 }, vonmisesvariate = { { "mu", "kappa" }, 2 },
  gammavariate = { { "alpha", "beta" }, 2 }, betavariate = { { "alpha", "beta" }, 2 },
  paretovariate = { { "alpha" }, 1 }, weibullvariate = { { "alpha", "beta" }, 2 },
  randbytes = { { "n" }, 1 },
}

-- their signatures, shared by the module's functions and every instance's closures: CPython
-- names them Random.<name> (the module's functions are a hidden instance's bound methods)
local SIGS = {}
for name, p in pairs_(PARAMS) do
  SIGS[name] = { name = name, qualname = "Random." .. name, params = p[1], nposonly = 0,
    nrequired = p[2], toomany = { "pyself", #p[1], p[2], name = "Random." .. name } }
end
SIGS.getrandbits.nposonly = 1
SIGS.getrandbits.toomany = { "one", 1, name = "Random.getrandbits" }
-- (random and getrandbits are _random.Random's C methods: positional-only)
SIGS.random.nokw, SIGS.getrandbits.nokw = "Random.random", "Random.getrandbits"
local SAMPLE_SIG = { name = "sample", qualname = "Random.sample", params = { "population", "k" },
  nposonly = 0, nrequired = 2, kwonly = { "counts" }, complex = true,
  toomany = { "pyself", 2, 2, name = "Random.sample" } }
local CHOICES_SIG = { name = "choices", qualname = "Random.choices",
  params = { "population", "weights" }, nposonly = 0, nrequired = 1,
  kwonly = { "cum_weights", "k" }, complex = true, toomany = { "pyself", 2, 1, name = "Random.choices" } }
-- a call stopped before required parameter i of method name
local function missing(name, i) R.MISSING(SIGS[name], i) end

local function methods(g)
  local random, randbelow = g.random, g.randbelow
  local f = {}

  f.seed = function(a, version)
    if version ~= nil and version ~= 2 and version ~= 1 then
      raise("ValueError", "version must be 1 or 2") -- CPython: no error, falls through
    end
    if version == 1 and (type(a) == "string" or getmetatable(a) == R.BytesMT) then
      a = seed_v1(a)
    end
    g.seed(a)
    return None
  end
  f.random = random
  f._randbelow = randbelow
  f.getrandbits = function(k)
    if k == nil then raise("TypeError", "Random.getrandbits() takes exactly one argument (0 given)") end
    k = index(k)
    return g.getrandbits(k)
  end
  f.getstate = g.getstate
  f.setstate = function(s)
    if s == nil then missing("setstate", 1) end
    g.setstate(s)
    return None
  end

  local function randrange(start, stop, step)
    if start == nil then missing("randrange", 1) end
    local istart = intarg(start, "arg 1")
    if stop == nil or stop == None then
      if step ~= nil and step ~= 1 then raise("TypeError", "Missing a non-None stop argument") end
      if 0 < istart then return randbelow(istart) end
      raise("ValueError", "empty range for randrange()")
    end
    local istop = intarg(stop, "stop")
    local istep = step == nil and 1 or intarg(step, "step")
    if istep == 1 and mtype(istart) == "integer" and mtype(istop) == "integer" then
      local width = istop - istart
      if width > 0 and ((istop ~ istart) >= 0 or (istop ~ width) >= 0) then
        return istart + randbelow(width)
      end
    end
    local width = R.SUB(istop, istart)
    if istep == 1 then
      if 0 < width then return R.ADD(istart, randbelow(width)) end
      raise("ValueError", format("empty range for randrange() (%s, %s, %s)", R.str(istart),
        R.str(istop), R.str(width)))
    end
    local n
    if 0 < istep then n = R.FLOORDIV(R.SUB(R.ADD(width, istep), 1), istep)
    elseif istep < 0 then n = R.FLOORDIV(R.ADD(R.ADD(width, istep), 1), istep)
    else raise("ValueError", "zero step for randrange()") end
    if not (0 < n) then raise("ValueError", "empty range for randrange()") end
    return R.ADD(istart, R.MUL(istep, randbelow(n)))
  end
  f.randrange = randrange
  f.randint = function(a, b)
    if mtype(a) == "integer" and mtype(b) == "integer" and b < math.maxinteger then
      local width = b + 1 - a
      if width > 0 and a >= -0x3fffffffffffffff and b <= 0x3fffffffffffffff then
        return a + randbelow(width)
      end
    end
    if b == nil then missing("randint", a == nil and 1 or 2) end
    return randrange(a, R.ADD(b, 1))
  end

  f.choice = function(seq)
    if seq == nil then missing("choice", 1) end
    local mt = getmetatable(seq)
    if mt == ListMT or mt == TupleMT then
      local n = #seq
      if n == 0 then raise("IndexError", "Cannot choose from an empty sequence") end
      return seq[randbelow(n) + 1]
    end
    local n = LEN(seq)
    if n == 0 then raise("IndexError", "Cannot choose from an empty sequence") end
    return GI(seq, randbelow(n))
  end

  f.shuffle = function(x)
    if x == nil then missing("shuffle", 1) end
    if getmetatable(x) == ListMT then
      g.shuffle(x, #x)
      return None
    end
    for i = LEN(x) - 1, 1, -1 do
      local j = randbelow(i + 1)
      local a, b = GI(x, i), GI(x, j)
      SI(x, i, b); SI(x, j, a)
    end
    return None
  end

  local sample
  sample = function(population, k, counts)
    local mt = getmetatable(population)
    local isseq = mt == ListMT or mt == TupleMT or type(population) == "string" or
      isinstance(population, R.range_t) or isinstance(population, R.list_t) or
      isinstance(population, R.tuple_t)
    if not isseq and not (mt and mt["#getitem"] and mt["#len"] and not isinstance(population, R.dict_t)) then
      raise("TypeError", "Population must be a sequence.  For dicts or sets, use sorted(d).")
    end
    local n = LEN(population)
    k = index(k)
    if counts ~= nil and counts ~= None then
      local cum, total = {}, 0
      for c in R.iterate(counts) do total = R.ADD(total, c); cum[#cum + 1] = total end
      if #cum ~= n then raise("ValueError", "The number of counts does not match the population") end
      cum[#cum] = nil
      if not R.is_int(total) then raise("TypeError", "Counts must be integers") end
      if total <= 0 then raise("ValueError", "Total of counts must be greater than zero") end
      local sel = sample(R.CALL(R.builtins.range, { total }), k)
      local out = {}
      for i = 1, #sel do
        local s = sel[i]
        local lo, hi = 0, #cum
        while lo < hi do
          local mid = (lo + hi) // 2
          if s < cum[mid + 1] then hi = mid else lo = mid + 1 end
        end
        out[i] = GI(population, lo)
      end
      return LIST(out)
    end
    if not (0 <= k and k <= n) then
      raise("ValueError", "Sample larger than population or is negative")
    end
    local result = {}
    local setsize = 21
    if k > 5 then
      setsize = setsize + 4 ^ math.ceil(log(k * 3, 4))
    end
    if n <= setsize then
      local pool = toarray(population)
      for i = 0, k - 1 do
        local j = randbelow(n - i)
        result[i + 1] = pool[j + 1]
        pool[j + 1] = pool[n - i]
      end
    else
      local selected = {}
      local direct = mt == ListMT or mt == TupleMT
      for i = 1, k do
        local j = randbelow(n)
        while selected[j] do j = randbelow(n) end
        selected[j] = true
        result[i] = direct and population[j + 1] or GI(population, j)
      end
    end
    return LIST(result)
  end
  f.sample = R.sig(function(...)
    if rawequal((...), KWMARK) then return sample(R.ARGS(SAMPLE_SIG, ...)) end
    local n = select("#", ...)
    if n ~= 2 then
      if n > 2 then raise("TypeError", R.too_many_args(SAMPLE_SIG, n)) end
      R.MISSING(SAMPLE_SIG, n + 1)
    end
    return sample(...)
  end, "sample", SAMPLE_SIG.params, SAMPLE_SIG)

  local function choices(population, weights, cum_weights, k)
    if k == nil then k = 1 end
    k = index(k)
    local n = LEN(population)
    local direct = getmetatable(population) == ListMT or getmetatable(population) == TupleMT
    local out = {}
    if cum_weights == nil or cum_weights == None then
      if weights == nil or weights == None then
        local nf = n + 0.0
        for i = 1, k do
          local j = floor(random() * nf)
          out[i] = direct and population[j + 1] or GI(population, j)
        end
        return LIST(out)
      end
      if R.is_int(weights) then
        raise("TypeError", "The number of choices must be a keyword argument: k=" .. R.str(weights))
      end
      local cw, total = {}, 0
      for w in R.iterate(weights) do total = R.ADD(total, w); cw[#cw + 1] = total end
      cum_weights = cw
    elseif weights ~= nil and weights ~= None then
      raise("TypeError", "Cannot specify both weights and cumulative weights")
    else
      cum_weights = toarray(cum_weights)
    end
    if #cum_weights ~= n then
      raise("ValueError", "The number of weights does not match the population")
    end
    local total = R.ADD(cum_weights[n], 0.0)
    if total <= 0.0 then raise("ValueError", "Total of weights must be greater than zero") end
    if total ~= total or total == math.huge then raise("ValueError", "Total of weights must be finite") end
    local hi = n - 1
    for i = 1, k do
      local x = random() * total
      local lo, h = 0, hi
      while lo < h do
        local mid = (lo + h) // 2
        if x < cum_weights[mid + 1] then h = mid else lo = mid + 1 end
      end
      out[i] = direct and population[lo + 1] or GI(population, lo)
    end
    return LIST(out)
  end
  f.choices = R.sig(function(...)
    if rawequal((...), KWMARK) then return choices(R.ARGS(CHOICES_SIG, ...)) end
    local n = select("#", ...)
    if n > 2 then raise("TypeError", R.too_many_args(CHOICES_SIG, n)) end
    if n == 0 then R.MISSING(CHOICES_SIG, 1) end
    local population, weights = ...
    return choices(population, weights)
  end, "choices", CHOICES_SIG.params, CHOICES_SIG)

  local function tof(x) return R.tofloat(x) end
  f.uniform = function(a, b)
    if b == nil then missing("uniform", a == nil and 1 or 2) end
    return R.ADD(a, R.MUL(R.SUB(b, a), random()))
  end
  f.triangular = function(low, high, mode)
    low = low == nil and 0.0 or tof(low)
    high = high == nil and 1.0 or tof(high)
    local u = random()
    local c
    if mode == nil or mode == None then c = 0.5
    else
      if high - low == 0 then return low end
      c = (tof(mode) - low) / (high - low)
    end
    if u > c then u = 1.0 - u; c = 1.0 - c; low, high = high, low end
    return low + (high - low) * sqrt(u * c)
  end
  local function normalvariate(mu, sigma)
    mu = mu == nil and 0.0 or mu
    sigma = sigma == nil and 1.0 or sigma
    local z
    while true do
      local u1 = random()
      local u2 = 1.0 - random()
      z = NV_MAGICCONST * (u1 - 0.5) / u2
      local zz = z * z / 4.0
      if zz <= -log(u2) then break end
    end
    return R.ADD(mu, R.MUL(z, sigma))
  end
  f.normalvariate = normalvariate
  f.gauss = function(mu, sigma)
    return g.gauss(mu == nil and 0.0 or mu, sigma == nil and 1.0 or tof(sigma))
  end
  f.lognormvariate = function(mu, sigma)
    if sigma == nil then missing("lognormvariate", mu == nil and 1 or 2) end
    return exp(tof(normalvariate(mu, sigma)))
  end
  f.expovariate = function(lambd)
    if lambd == nil then missing("expovariate", 1) end
    lambd = tof(lambd)
    if lambd == 0 then raise("ZeroDivisionError", "float division by zero") end
    return -log(1.0 - random()) / lambd
  end
  f.vonmisesvariate = function(mu, kappa)
    if kappa == nil then missing("vonmisesvariate", mu == nil and 1 or 2) end
    mu, kappa = tof(mu), tof(kappa)
    if kappa <= 1e-6 then return TWOPI * random() end
    local s = 0.5 / kappa
    local r = s + sqrt(1.0 + s * s)
    local z
    while true do
      local u1 = random()
      z = cos(PI * u1)
      local d = z / (r + z)
      local u2 = random()
      if u2 < 1.0 - d * d or u2 <= (1.0 - d) * exp(d) then break end
    end
    local q = 1.0 / r
    local ff = (q + z) / (1.0 + q * z)
    local u3 = random()
    if u3 > 0.5 then return R.MOD(mu + acos(ff), TWOPI) end
    return R.MOD(mu - acos(ff), TWOPI)
  end
  local function gammavariate(alpha, beta)
    alpha, beta = tof(alpha), tof(beta)
    if alpha <= 0.0 or beta <= 0.0 then
      raise("ValueError", "gammavariate: alpha and beta must be > 0.0")
    end
    if alpha > 1.0 then
      local ainv = sqrt(2.0 * alpha - 1.0)
      local bbb = alpha - LOG4
      local ccc = alpha + ainv
      while true do
        local u1 = random()
        if 1e-7 < u1 and u1 < 0.9999999 then
          local u2 = 1.0 - random()
          local v = log(u1 / (1.0 - u1)) / ainv
          local x = alpha * exp(v)
          local z = u1 * u1 * u2
          local r = bbb + ccc * v - x
          if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= log(z) then return x * beta end
        end
      end
    elseif alpha == 1.0 then
      return -log(1.0 - random()) * beta
    end
    local x
    while true do
      local u = random()
      local b = (E + alpha) / E
      local p = b * u
      if p <= 1.0 then x = p ^ (1.0 / alpha) else x = -log((b - p) / alpha) end
      local u1 = random()
      if p > 1.0 then
        if u1 <= x ^ (alpha - 1.0) then break end
      elseif u1 <= exp(-x) then
        break
      end
    end
    return x * beta
  end
  f.gammavariate = function(alpha, beta)
    if beta == nil then missing("gammavariate", alpha == nil and 1 or 2) end
    return gammavariate(alpha, beta)
  end
  f.betavariate = function(alpha, beta)
    if beta == nil then missing("betavariate", alpha == nil and 1 or 2) end
    local y = gammavariate(alpha, 1.0)
    if y ~= 0 then return y / (y + gammavariate(beta, 1.0)) end
    return 0.0
  end
  f.paretovariate = function(alpha)
    if alpha == nil then missing("paretovariate", 1) end
    local u = 1.0 - random()
    return u ^ (-1.0 / tof(alpha))
  end
  f.weibullvariate = function(alpha, beta)
    if beta == nil then missing("weibullvariate", alpha == nil and 1 or 2) end
    local u = 1.0 - random()
    return tof(alpha) * (-log(u)) ^ (1.0 / tof(beta))
  end
  f.randbytes = function(n) -- random.py: getrandbits(n * 8).to_bytes(n, 'little')
    if n == nil then missing("randbytes", 1) end
    n = index(n)
    return R.int_to_bytes(f.getrandbits(R.MUL(n, 8)), n, "little")
  end
  return f
end


-- the module-level functions: methods of a hidden instance. Their protos, which every
-- instance's closures share, are marked: more arguments than parameters is CPython's
-- TypeError (the class's wrappers below pass exactly theirs)
local inst = new_gen()
inst.seed(nil)
local fns = methods(inst)
for name in pairs_(PARAMS) do
  local fn, s = fns[name], SIGS[name]
  R.SIG[fn] = s
  local info = name ~= "random" and debug_getinfo(fn, "u")
  if info and not info.isvararg and info.nparams == #s.params then host.markframe(fn) end
  m[name] = fn
end
m.random = C.bind_random(inst.st, 0)
R.SIG[m.random] = SIGS.random
m.sample, m.choices = fns.sample, fns.choices

-- A method of Random of n parameters besides self: the instance's closure of that name. Each
-- arity is one proto (marked: too many arguments are checked by the VM).
local G = {}
local function method_of(name, n)
  if n == 0 then return function(self) return rawget(self, G)[name]() end end
  if n == 1 then return function(self, a) return rawget(self, G)[name](a) end end
  if n == 2 then return function(self, a, b) return rawget(self, G)[name](a, b) end end
  return function(self, a, b, c) return rawget(self, G)[name](a, b, c) end
end
-- an instance's method slot (called with the instance first) for its closure fn
local function slot_of(fn, n)
  if n == 0 then return function(_) return fn() end end
  if n == 1 then return function(_, a) return fn(a) end end
  if n == 2 then return function(_, a, b) return fn(a, b) end end
  return function(_, a, b, c) return fn(a, b, c) end
end
for n = 0, 3 do host.markframe(slot_of(nil, n)) end
-- the signatures of the class's methods (self first)
local CSIGS = {}
for name, p in pairs_(PARAMS) do
  local params = { "self" }
  for i = 1, #p[1] do params[i + 1] = p[1][i] end
  CSIGS[name] = { name = name, qualname = "Random." .. name, params = params, nposonly = 0,
    nrequired = p[2] + 1, toomany = { "py", #params, p[2] + 1, name = "Random." .. name } }
end
CSIGS.random.toomany = { "none", 0, self = true, name = "Random.random" }
CSIGS.getrandbits.toomany = { "one", 1, self = true, name = "Random.getrandbits" }
CSIGS.random.nokw, CSIGS.getrandbits.nokw = "Random.random", "Random.getrandbits"

-- Random class: each instance has its own generator (under the private key G)
local Random
Random = R.CLASS("Random", {}, nil, function(ns)
  ns.__module__ = "random"
  ns.VERSION = 3
  local FAST = { "randint", "randrange", "choice", "uniform", "shuffle", "gauss", "getrandbits" }
  ns.__init__ = R.sig(function(self, x)
    local g = new_gen()
    g.seed(x)
    local f = methods(g)
    rawset(self, G, f)
    if R.typeof(self) == Random then
      -- the method slots of a plain Random instance (rng.random() finds its closure in the
      -- instance: no class lookup; a subclass's own methods are left to the class)
      for _, name in ipairs_(FAST) do
        local slot = slot_of(f[name], #PARAMS[name][1])
        R.SIG[slot] = CSIGS[name]
        rawset(self, "@" .. name, slot)
      end
      rawset(self, "@random", C.bind_random(g.st, 1))
    end
    return None
  end, "__init__", { "self", "x" }, { nrequired = 1 })
  for _, name in ipairs_({ "sample", "choices" }) do
    local sig = name == "sample"
      and { name = "sample", qualname = "Random.sample", params = { "self", "population", "k" },
            nposonly = 0, nrequired = 3, kwonly = { "counts" }, complex = true }
      or { name = "choices", qualname = "Random.choices", params = { "self", "population", "weights" },
           nposonly = 0, nrequired = 2, kwonly = { "cum_weights", "k" }, complex = true }
    ns[name] = R.sig(function(...)
      if rawequal((...), KWMARK) then
        local _, pos, npos, kw = ...
        local self = pos[1]
        local rest = {}
        for i = 2, npos do rest[i - 1] = pos[i] end
        return rawget(self, G)[name](KWMARK, rest, npos - 1, kw)
      end
      local self = ...
      return rawget(self, G)[name](select(2, ...))
    end, name, sig.params, sig)
  end
  for name, p in pairs_(PARAMS) do
    local fn = method_of(name, #p[1])
    R.SIG[fn] = CSIGS[name]
    host.markframe(fn)
    ns[name] = fn
  end
  ns._randbelow = function(self, n) return rawget(self, G)._randbelow(n) end
end)
m.Random = Random
m.SystemRandom = Random
-- the module constants of CPython's random.py
m.TWOPI, m.NV_MAGICCONST, m.LOG4, m.SG_MAGICCONST = TWOPI, NV_MAGICCONST, LOG4, SG_MAGICCONST
m.BPF, m.RECIP_BPF = 53, 2.0 ^ -53

return m
end
