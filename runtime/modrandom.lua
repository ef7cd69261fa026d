-- modrandom.lua: random, bit-exact with CPython 3.11: the Mersenne Twister MT19937 of
-- Modules/_randommodule.c (init_by_array seeding; str/bytes seeds go through SHA-512 as
-- random.py's version 2), and random.py's algorithms on top (_randbelow by getrandbits
-- rejection, shuffle, sample with its set/pool switch, choices with bisect, the variates).
-- Unseeded generators are seeded from the address of a fresh table and the operation counter:
-- the sandbox has no OS entropy and no clock.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, tostring, tonumber, select,
      error, pairs_, ipairs_ = type, getmetatable, setmetatable, rawget, rawset, rawequal, tostring, tonumber,
      select, error, pairs, ipairs
local string, math, table = string, math, table
local mtype, floor, log, sqrt, exp, cos, sin, acos = math.type, math.floor, math.log, math.sqrt,
  math.exp, math.cos, math.sin, math.acos
local byte, char, format, concat, unpack = string.byte, string.char, string.format, table.concat,
  table.unpack

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
-- SHA-512 (for str/bytes seeds)
---------------------------------------------------------------------------------------------

local K512 = {
  0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
  0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
  0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
  0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
  0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
  0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
  0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
  0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
  0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
  0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
  0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
  0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
  0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
  0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
  0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
  0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
  0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
  0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
  0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
  0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
}

local function sha512(msg)
  local h0, h1, h2, h3 = 0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
  local h4, h5, h6, h7 = 0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
  local ml = #msg
  msg = msg .. "\128" .. string.rep("\0", (111 - ml) % 128) .. string.rep("\0", 8) ..
    string.pack(">I8", ml * 8)
  local w = {}
  local function rotr(x, n) return (x >> n) | (x << (64 - n)) end
  for chunk = 1, #msg, 128 do
    for i = 1, 16 do w[i] = string.unpack(">i8", msg, chunk + (i - 1) * 8) end
    for i = 17, 80 do
      local a, b = w[i - 15], w[i - 2]
      local s0 = rotr(a, 1) ~ rotr(a, 8) ~ (a >> 7)
      local s1 = rotr(b, 19) ~ rotr(b, 61) ~ (b >> 6)
      w[i] = w[i - 16] + s0 + w[i - 7] + s1
    end
    local a, b, c, d, e, f, g, h = h0, h1, h2, h3, h4, h5, h6, h7
    for i = 1, 80 do
      local S1 = rotr(e, 14) ~ rotr(e, 18) ~ rotr(e, 41)
      local ch = (e & f) ~ (~e & g)
      local t1 = h + S1 + ch + K512[i] + w[i]
      local S0 = rotr(a, 28) ~ rotr(a, 34) ~ rotr(a, 39)
      local maj = (a & b) ~ (a & c) ~ (b & c)
      local t2 = S0 + maj
      h, g, f, e, d, c, b, a = g, f, e, d + t1, c, b, a, t1 + t2
    end
    h0, h1, h2, h3 = h0 + a, h1 + b, h2 + c, h3 + d
    h4, h5, h6, h7 = h4 + e, h5 + f, h6 + g, h7 + h
  end
  return string.pack(">i8i8i8i8i8i8i8i8", h0, h1, h2, h3, h4, h5, h6, h7)
end

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
local function intarg(x)
  if mtype(x) == "integer" or isbig(x) then return x end
  if type(x) == "boolean" then return x and 1 or 0 end
  return index(x)
end

-- 32-bit words of a non-negative int, least significant first (at least one word)
local function words32(n)
  local key = {}
  if mtype(n) == "integer" then
    key[1] = n & 0xffffffff
    if (n >> 32) ~= 0 then key[2] = (n >> 32) & 0xffffffff end
    return key
  end
  while true do
    key[#key + 1] = R.BAND(n, 0xffffffff)
    n = R.RSHIFT(n, 32)
    if n == 0 then break end
  end
  return key
end

---------------------------------------------------------------------------------------------
-- One generator: closures over its state
---------------------------------------------------------------------------------------------

local entropy_counter = 0
local function entropy()
  entropy_counter = entropy_counter + 1
  local a = tonumber((tostring({}):match("0x(%x+)")) or "0", 16) or 0
  local ops = host.ops and host.ops() or 0
  return (a * 1000003 + ops) ~ (entropy_counter << 40)
end

local function new_gen()
  local g = {}
  local mt = {}
  local mti = N + 1
  local gauss_next = nil

  local function init_genrand(s)
    mt[0] = s & 0xffffffff
    for i = 1, N - 1 do
      local p = mt[i - 1]
      mt[i] = (1812433253 * (p ~ (p >> 30)) + i) & 0xffffffff
    end
    mti = N
  end

  local function init_by_array(key)
    local klen = #key
    init_genrand(19650218)
    local i, j = 1, 0
    local k = N > klen and N or klen
    for _ = k, 1, -1 do
      local p = mt[i - 1]
      mt[i] = ((mt[i] ~ (((p ~ (p >> 30)) * 1664525) & 0xffffffff)) + key[j + 1] + j) & 0xffffffff
      i = i + 1; j = j + 1
      if i >= N then mt[0] = mt[N - 1]; i = 1 end
      if j >= klen then j = 0 end
    end
    for _ = N - 1, 1, -1 do
      local p = mt[i - 1]
      mt[i] = ((mt[i] ~ (((p ~ (p >> 30)) * 1566083941) & 0xffffffff)) - i) & 0xffffffff
      i = i + 1
      if i >= N then mt[0] = mt[N - 1]; i = 1 end
    end
    mt[0] = 0x80000000
  end

  local function twist()
    local kk = 0
    while kk < N - M do
      local y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff)
      mt[kk] = mt[kk + M] ~ (y >> 1) ~ ((y & 1) * 0x9908b0df)
      kk = kk + 1
    end
    while kk < N - 1 do
      local y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff)
      mt[kk] = mt[kk + (M - N)] ~ (y >> 1) ~ ((y & 1) * 0x9908b0df)
      kk = kk + 1
    end
    local y = (mt[N - 1] & 0x80000000) | (mt[0] & 0x7fffffff)
    mt[N - 1] = mt[M - 1] ~ (y >> 1) ~ ((y & 1) * 0x9908b0df)
    mti = 0
  end

  local function genrand()
    if mti >= N then twist() end
    local y = mt[mti]
    mti = mti + 1
    y = y ~ (y >> 11)
    y = y ~ ((y << 7) & 0x9d2c5680)
    y = y ~ ((y << 15) & 0xefc60000)
    return y ~ (y >> 18)
  end
  g.genrand = genrand

  local function random()
    local i = mti
    if i >= N - 1 then
      local a, b = genrand() >> 5, genrand() >> 6
      return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)
    end
    mti = i + 2
    local a, b = mt[i], mt[i + 1]
    a = a ~ (a >> 11); a = a ~ ((a << 7) & 0x9d2c5680); a = a ~ ((a << 15) & 0xefc60000)
    b = b ~ (b >> 11); b = b ~ ((b << 7) & 0x9d2c5680); b = b ~ ((b << 15) & 0xefc60000)
    return (((a ~ (a >> 18)) >> 5) * 67108864.0 + ((b ~ (b >> 18)) >> 6)) * (1.0 / 9007199254740992.0)
  end
  g.random = random

  local function getrandbits(k)
    if k <= 32 then
      if k <= 0 then
        if k < 0 then raise("ValueError", "number of bits must be non-negative") end
        return 0
      end
      return genrand() >> (32 - k)
    end
    if k < 64 then
      local r, shift = 0, 0
      while k > 0 do
        local w = genrand()
        if k < 32 then w = w >> (32 - k) end
        r = r | (w << shift)
        shift = shift + 32
        k = k - 32
      end
      return r
    end
    local ws = {}
    while k > 0 do
      local w = genrand()
      if k < 32 then w = w >> (32 - k) end
      ws[#ws + 1] = w
      k = k - 32
    end
    local r = 0
    for i = #ws, 1, -1 do r = R.ADD(R.LSHIFT(r, 32), ws[i]) end
    return r
  end
  g.getrandbits = getrandbits

  local function randbelow(n)
    if mtype(n) == "integer" then
      local k = bitlen(n)
      if k <= 32 then
        local sh = 32 - k
        local r = genrand() >> sh
        while r >= n do r = genrand() >> sh end
        return r
      end
      local r = getrandbits(k)
      while r >= n do r = getrandbits(k) end
      return r
    end
    local k = num.bit_length(n)
    local r = getrandbits(k)
    while not (r < n) do r = getrandbits(k) end
    return r
  end
  g.randbelow = randbelow

  local function seed(a)
    gauss_next = nil
    if a == nil or a == None then a = entropy() end
    local key
    local ta = type(a)
    if mtype(a) == "integer" then
      if a < 0 then
        if a == math.mininteger then key = words32(R.NEG(a)) else key = words32(-a) end
      else
        key = words32(a)
      end
    elseif ta == "boolean" then
      key = { a and 1 or 0 }
    elseif isbig(a) then
      key = words32(num.abs(a))
    elseif ta == "string" then
      local b = a .. sha512(a)
      -- int.from_bytes(b, 'big') as 32-bit words, least significant first
      local nb = #b
      key = {}
      for i = nb, 1, -4 do
        local w = 0
        for j = (i - 3 > 1 and i - 3 or 1), i do w = (w << 8) | byte(b, j) end
        key[#key + 1] = w
      end
      while #key > 1 and key[#key] == 0 do key[#key] = nil end
    elseif mtype(a) == "float" then
      local h = R.hash(a)
      key = { h & 0xffffffff }
      if (h >> 32) ~= 0 then key[2] = (h >> 32) & 0xffffffff end
    else
      raise("TypeError", "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
    end
    init_by_array(key)
  end
  g.seed = seed

  g.getstate = function()
    local t = {}
    for i = 0, N - 1 do t[i + 1] = mt[i] end
    t[N + 1] = mti
    return TUPLE({ 3, TUPLE(t), gauss_next == nil and None or gauss_next })
  end
  g.setstate = function(state)
    local st = toarray(state)
    if st[1] ~= 3 and st[1] ~= 2 then
      raise("ValueError", format("state with version %s passed to Random.setstate() of version 3", R.str(st[1])))
    end
    local inner = toarray(st[2])
    if #inner ~= N + 1 then raise("ValueError", "state vector is the wrong size") end
    for i = 0, N - 1 do mt[i] = index(inner[i + 1]) & 0xffffffff end
    local pos = index(inner[N + 1])
    if pos < 0 or pos > N then raise("ValueError", "invalid state") end
    mti = pos
    gauss_next = st[3] ~= None and st[3] or nil
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

local function methods(g)
  local random, randbelow, genrand = g.random, g.randbelow, g.genrand
  local f = {}

  f.seed = function(a, version)
    if version ~= nil and version ~= 2 and version ~= 1 then
      raise("ValueError", "version must be 1 or 2") -- CPython: no error, falls through
    end
    g.seed(a)
    return None
  end
  f.random = random
  f._randbelow = randbelow
  f.getrandbits = function(k)
    k = index(k)
    return g.getrandbits(k)
  end
  f.getstate = g.getstate
  f.setstate = function(s) g.setstate(s); return None end

  local function randrange(start, stop, step)
    local istart = intarg(start)
    if stop == nil or stop == None then
      if step ~= nil and step ~= 1 then raise("TypeError", "Missing a non-None stop argument") end
      if 0 < istart then return randbelow(istart) end
      raise("ValueError", "empty range for randrange()")
    end
    local istop = intarg(stop)
    local istep = step == nil and 1 or intarg(step)
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
    return randrange(a, R.ADD(b, 1))
  end

  f.choice = function(seq)
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

  f.shuffle = function(x, rnd)
    if rnd ~= nil and rnd ~= None then
      raise("TypeError", "Random.shuffle() takes 2 positional arguments but 3 were given")
    end
    if getmetatable(x) == ListMT then
      for i = #x - 1, 1, -1 do
        local j = randbelow(i + 1)
        x[i + 1], x[j + 1] = x[j + 1], x[i + 1]
      end
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
  local SAMPLE_SIG = { name = "sample", params = { "population", "k" }, nposonly = 0,
                       nrequired = 2, kwonly = { "counts" }, complex = true }
  f.sample = R.sig(function(...)
    if rawequal((...), KWMARK) then return sample(R.ARGS(SAMPLE_SIG, ...)) end
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
  local CHOICES_SIG = { name = "choices", params = { "population", "weights" }, nposonly = 0,
                        nrequired = 1, kwonly = { "cum_weights", "k" }, complex = true }
  f.choices = R.sig(function(...)
    if rawequal((...), KWMARK) then return choices(R.ARGS(CHOICES_SIG, ...)) end
    local population, weights = ...
    return choices(population, weights)
  end, "choices", CHOICES_SIG.params, CHOICES_SIG)

  local function tof(x) return R.tofloat(x) end
  f.uniform = function(a, b) return R.ADD(a, R.MUL(R.SUB(b, a), random())) end
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
  f.lognormvariate = function(mu, sigma) return exp(tof(normalvariate(mu, sigma))) end
  f.expovariate = function(lambd)
    lambd = tof(lambd == nil and 1.0 or lambd)
    if lambd == 0 then raise("ZeroDivisionError", "float division by zero") end
    return -log(1.0 - random()) / lambd
  end
  f.vonmisesvariate = function(mu, kappa)
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
    if u3 > 0.5 then return math.fmod(math.fmod(mu + acos(ff), TWOPI) + TWOPI, TWOPI) end
    return math.fmod(math.fmod(mu - acos(ff), TWOPI) + TWOPI, TWOPI)
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
  f.gammavariate = gammavariate
  f.betavariate = function(alpha, beta)
    local y = gammavariate(alpha, 1.0)
    if y ~= 0 then return y / (y + gammavariate(beta, 1.0)) end
    return 0.0
  end
  f.paretovariate = function(alpha)
    local u = 1.0 - random()
    return u ^ (-1.0 / tof(alpha))
  end
  f.weibullvariate = function(alpha, beta)
    local u = 1.0 - random()
    return tof(alpha) * (-log(u)) ^ (1.0 / tof(beta))
  end
  f.randbytes = function(n)
    raise("NotImplementedError", "randbytes() is not available: moonpy has no bytes type yet")
  end
  return f
end

local PARAMS = {
  seed = { { "a", "version" }, 0 }, random = { {}, 0 }, getrandbits = { { "k" }, 1 },
  getstate = { {}, 0 }, setstate = { { "state" }, 1 },
  randrange = { { "start", "stop", "step" }, 1 }, randint = { { "a", "b" }, 2 },
  choice = { { "seq" }, 1 }, shuffle = { { "x" }, 1 }, uniform = { { "a", "b" }, 2 },
  triangular = { { "low", "high", "mode" }, 0 }, normalvariate = { { "mu", "sigma" }, 0 },
  gauss = { { "mu", "sigma" }, 0 }, lognormvariate = { { "mu", "sigma" }, 2 },
  expovariate = { { "lambd" }, 0 }, vonmisesvariate = { { "mu", "kappa" }, 2 },
  gammavariate = { { "alpha", "beta" }, 2 }, betavariate = { { "alpha", "beta" }, 2 },
  paretovariate = { { "alpha" }, 1 }, weibullvariate = { { "alpha", "beta" }, 2 },
  randbytes = { { "n" }, 1 },
}

-- the module-level functions: methods of a hidden instance
local inst = new_gen()
inst.seed(nil)
local fns = methods(inst)
for name, p in pairs_(PARAMS) do
  local fn = fns[name]
  if name ~= "sample" and name ~= "choices" then R.sig(fn, name, p[1], { nrequired = p[2] }) end
  m[name] = fn
end
m.sample, m.choices = fns.sample, fns.choices

-- Random class: each instance has its own generator (under the private key G)
local G = {}
local Random = R.CLASS("Random", {}, nil, function(ns)
  ns.__module__ = "random"
  ns.VERSION = 3
  ns.__init__ = R.sig(function(self, x)
    local g = new_gen()
    g.seed(x)
    rawset(self, G, methods(g))
    return None
  end, "__init__", { "self", "x" }, { nrequired = 1 })
  local names = {}
  for name in pairs_(PARAMS) do names[#names + 1] = name end
  names[#names + 1] = "sample"
  names[#names + 1] = "choices"
  for _, name in ipairs_(names) do
    local p = PARAMS[name]
    local params = { "self" }
    if name == "sample" or name == "choices" then
      local sig = name == "sample"
        and { name = "sample", params = { "self", "population", "k" }, nposonly = 0, nrequired = 3,
              kwonly = { "counts" }, complex = true }
        or { name = "choices", params = { "self", "population", "weights" }, nposonly = 0,
             nrequired = 2, kwonly = { "cum_weights", "k" }, complex = true }
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
    else
      for i = 1, #p[1] do params[i + 1] = p[1][i] end
      ns[name] = R.sig(function(self, ...)
        return rawget(self, G)[name](...)
      end, name, params, { nrequired = p[2] + 1 })
    end
  end
  ns._randbelow = function(self, n) return rawget(self, G)._randbelow(n) end
end)
m.Random = Random
m.SystemRandom = Random

return m
end
