-- modfractions.lua: fractions.Fraction after CPython's Lib/fractions.py: exact rationals over
-- Python ints (Lua integers or big ints through the runtime's arithmetic), normalised with
-- gcd, the same str/repr, hash (equal to the hash of an equal int or float), comparisons with
-- ints and floats, limit_denominator, and construction from ints, floats, strings, Fractions.
local type, getmetatable, setmetatable, rawget, rawset, select, tostring, tonumber =
      type, getmetatable, setmetatable, rawget, rawset, select, tostring, tonumber
local math, string = math, string
local mtype, floor = math.type, math.floor

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, repr, isinstance = R.None, R.raise, R.typename, R.repr, R.isinstance
local TUPLE, NotImplemented = R.TUPLE, R.NotImplemented
local ADD, SUB, MUL, FLOORDIV, MOD, NEG, EQ = R.ADD, R.SUB, R.MUL, R.FLOORDIV, R.MOD, R.NEG, R.EQ
local num = host.num
local BigMT = R.BigMT

local m = {}

local function isint(x)
  return mtype(x) == "integer" or (BigMT ~= nil and getmetatable(x) == BigMT)
end
local function gcd(a, b) return num.gcd(a, b) end

local Fraction, fmeta
-- a Fraction from a normalised pair
local function mk(n, d, cls)
  return setmetatable({ ["#n"] = n, ["#d"] = d }, cls and cls["#meta"] or fmeta)
end
-- normalise n/d (d ~= 0)
local function make(n, d)
  if d == 0 then raise("ZeroDivisionError", "Fraction(" .. R.str(n) .. ", 0)") end
  local g = gcd(n, d)
  if d < 0 then g = NEG(g) end
  if g ~= 1 then n, d = FLOORDIV(n, g), FLOORDIV(d, g) end
  return mk(n, d)
end
m["#make"] = make

local function is_frac(x) return getmetatable(x) == fmeta or (type(x) == "table" and isinstance(x, Fraction)) end

local function float_ratio(x)
  if x ~= x then raise("ValueError", "cannot convert NaN to integer ratio") end
  if x == math.huge or x == -math.huge then
    raise("OverflowError", "cannot convert Infinity to integer ratio")
  end
  local r = R.CALLM(x, "as_integer_ratio", {})
  return r[1], r[2]
end

-- numerator and denominator of a rational operand, or nil
local function ratio(x)
  if mtype(x) == "integer" then return x, 1 end
  if type(x) == "boolean" then return x and 1 or 0, 1 end
  if BigMT and getmetatable(x) == BigMT then return x, 1 end
  if is_frac(x) then return rawget(x, "#n"), rawget(x, "#d") end
  return nil
end

local function parse(s)
  local str = s:match("^%s*(.-)%s*$")
  local sign, a, b = str:match("^([%+%-]?)(%d[%d_]*)%s*/%s*(%d[%d_]*)$")
  if sign then
    local n, d = num.fromstring(a), num.fromstring(b)
    if sign == "-" then n = NEG(n) end
    return make(n, d)
  end
  local sg, ip, fp, ex = str:match("^([%+%-]?)(%d*)%.?(%d*)[eE]?([%+%-]?%d*)$")
  if sg and (ip ~= "" or fp ~= "") and not str:match("[eE]$") then
    local n = num.fromstring((ip == "" and "0" or ip) .. fp)
    local d = R.POW(10, #fp)
    if ex ~= "" then
      local e = tonumber(ex)
      if e >= 0 then n = MUL(n, R.POW(10, e)) else d = MUL(d, R.POW(10, -e)) end
    end
    if sg == "-" then n = NEG(n) end
    return make(n, d)
  end
  raise("ValueError", "Invalid literal for Fraction: " .. repr(s))
end

local function new(cls, numerator, denominator)
  local f
  if denominator == nil or denominator == None then
    if numerator == nil then f = mk(0, 1)
    else
      local n, d = ratio(numerator)
      if n then f = mk(n, d)
      elseif mtype(numerator) == "float" then f = make(float_ratio(numerator))
      elseif type(numerator) == "string" then f = parse(numerator)
      elseif type(numerator) == "table" and R.typeof(numerator)["#name"] == "Decimal" and
             R.isinstance(numerator, R.IMPORT("decimal").Decimal) then
        local nd = R.CALLM(numerator, "as_integer_ratio", {}) -- (a NaN or an infinity raises)
        f = mk(nd[1], nd[2])
      else
        raise("TypeError", "argument should be a string or a Rational instance")
      end
    end
  else
    local n1, d1 = ratio(numerator)
    local n2, d2 = ratio(denominator)
    if not n1 or not n2 then raise("TypeError", "both arguments should be Rational instances") end
    if d1 == 1 and d2 == 1 then f = make(n1, n2)
    else
      if n2 == 0 then raise("ZeroDivisionError", "Fraction(" .. R.str(MUL(n1, d2)) .. ", 0)") end
      f = make(MUL(n1, d2), MUL(d1, n2))
    end
  end
  if cls ~= Fraction then setmetatable(f, cls["#meta"]) end
  return f
end

local function tofloat(a)
  return R.TRUEDIV(rawget(a, "#n"), rawget(a, "#d"))
end

local ComplexMT = R.ComplexMT
local function tocomplex(a) return setmetatable({ real = tofloat(a), imag = 0.0 }, ComplexMT) end

-- binary operators: (rational op) or the float (complex) operator on the converted Fraction
local function arith(rat, flt)
  local fwd = function(a, b)
    local nb, db = ratio(b)
    if nb then return rat(rawget(a, "#n"), rawget(a, "#d"), nb, db) end
    if mtype(b) == "float" then return flt(tofloat(a), b) end
    if getmetatable(b) == ComplexMT then return flt(tocomplex(a), b) end
    return NotImplemented
  end
  local rev = function(b, a)
    local na, da = ratio(a)
    if na then return rat(na, da, rawget(b, "#n"), rawget(b, "#d")) end
    if mtype(a) == "float" then return flt(a, tofloat(b)) end
    if getmetatable(a) == ComplexMT then return flt(a, tocomplex(b)) end
    return NotImplemented
  end
  return fwd, rev
end

local function cmp_frac(a, b)
  -- sign of a - b for a Fraction a and any number b; nil if not comparable
  local na, da = rawget(a, "#n"), rawget(a, "#d")
  local nb, db = ratio(b)
  if not nb then
    if mtype(b) == "float" then
      if b ~= b then return nil, true end
      if b == math.huge then return -1 elseif b == -math.huge then return 1 end
      nb, db = float_ratio(b)
    else
      return nil
    end
  end
  local l, r = MUL(na, db), MUL(nb, da)
  if l < r then return -1 elseif r < l then return 1 end
  return 0
end

local HASH_MOD = 2305843009213693951
local HASH_INF = 314159

Fraction = R.CLASS("Fraction", {}, nil, function(ns)
  ns.__module__ = "fractions"
  ns.__new__ = R.sig(function(cls, numerator, denominator)
    return new(cls, numerator, denominator)
  end, "Fraction", { "cls", "numerator", "denominator" }, { nrequired = 1 })
  ns.numerator = setmetatable({ fget = function(o) return rawget(o, "#n") end, fset = None, fdel = None }, R.PropertyMT)
  ns.denominator = setmetatable({ fget = function(o) return rawget(o, "#d") end, fset = None, fdel = None }, R.PropertyMT)
  -- numbers.Real's: real and conjugate() are +self, imag is 0
  ns.real = setmetatable({ fget = function(o) return mk(rawget(o, "#n"), rawget(o, "#d")) end, fset = None, fdel = None }, R.PropertyMT)
  ns.imag = setmetatable({ fget = function() return 0 end, fset = None, fdel = None }, R.PropertyMT)
  ns.conjugate = function(o) return mk(rawget(o, "#n"), rawget(o, "#d")) end
  ns.from_float = setmetatable({ f = function(cls, f)
    if isint(f) then return new(cls, f) end
    if mtype(f) ~= "float" then
      raise("TypeError", cls["#name"] .. ".from_float() only takes floats, not " .. repr(f) .. " (" .. typename(f) .. ")")
    end
    return new(cls, f)
  end }, R.ClassMT)
  ns.from_decimal = ns.from_float
  ns.as_integer_ratio = function(self) return TUPLE({ rawget(self, "#n"), rawget(self, "#d") }) end
  ns.limit_denominator = R.sig(function(self, max_denominator)
    if max_denominator == nil then max_denominator = 1000000 end
    if max_denominator < 1 then raise("ValueError", "max_denominator should be at least 1") end
    local n, d = rawget(self, "#n"), rawget(self, "#d")
    if not (max_denominator < d) then return mk(n, d) end
    local p0, q0, p1, q1 = 0, 1, 1, 0
    while true do
      local a = FLOORDIV(n, d)
      local q2 = ADD(q0, MUL(a, q1))
      if max_denominator < q2 then break end
      p0, q0, p1, q1 = p1, q1, ADD(p0, MUL(a, p1)), q2
      n, d = d, SUB(n, MUL(a, d))
    end
    local k = FLOORDIV(SUB(max_denominator, q0), q1)
    local sn, sd = rawget(self, "#n"), rawget(self, "#d")
    -- bound1 = (p0+k*p1)/(q0+k*q1), bound2 = p1/q1
    local b1n, b1d = ADD(p0, MUL(k, p1)), ADD(q0, MUL(k, q1))
    local function absdiff(pn, pd)
      -- |pn/pd - sn/sd| as a pair
      local dn = SUB(MUL(pn, sd), MUL(sn, pd))
      if dn < 0 then dn = NEG(dn) end
      return dn, MUL(pd, sd)
    end
    local d2n, d2d = absdiff(p1, q1)
    local d1n, d1d = absdiff(b1n, b1d)
    if not (MUL(d1n, d2d) < MUL(d2n, d1d)) then return make(p1, q1) end
    return make(b1n, b1d)
  end, "limit_denominator", { "self", "max_denominator" }, { nrequired = 1 })
  ns.__repr__ = function(self)
    return typename(self) .. "(" .. R.str(rawget(self, "#n")) .. ", " .. R.str(rawget(self, "#d")) .. ")"
  end
  ns.__str__ = function(self)
    local d = rawget(self, "#d")
    if d == 1 then return R.str(rawget(self, "#n")) end
    return R.str(rawget(self, "#n")) .. "/" .. R.str(d)
  end
  ns.__add__, ns.__radd__ = arith(function(na, da, nb, db)
    if da == db then return make(ADD(na, nb), da) end
    return make(ADD(MUL(na, db), MUL(nb, da)), MUL(da, db))
  end, function(x, y) return x + y end)
  ns.__sub__, ns.__rsub__ = arith(function(na, da, nb, db)
    if da == db then return make(SUB(na, nb), da) end
    return make(SUB(MUL(na, db), MUL(nb, da)), MUL(da, db))
  end, function(x, y) return x - y end)
  ns.__mul__, ns.__rmul__ = arith(function(na, da, nb, db)
    return make(MUL(na, nb), MUL(da, db))
  end, function(x, y) return x * y end)
  ns.__truediv__, ns.__rtruediv__ = arith(function(na, da, nb, db)
    if nb == 0 then
      raise("ZeroDivisionError", "Fraction(" .. R.str(MUL(FLOORDIV(na, gcd(na, nb)), FLOORDIV(db, gcd(db, da)))) .. ", 0)")
    end
    return make(MUL(na, db), MUL(da, nb))
  end, function(x, y) return R.TRUEDIV(x, y) end)
  ns.__floordiv__, ns.__rfloordiv__ = arith(function(na, da, nb, db)
    if nb == 0 then raise("ZeroDivisionError", "division by zero") end
    return FLOORDIV(MUL(na, db), MUL(da, nb))
  end, function(x, y) return FLOORDIV(x, y) end)
  ns.__mod__, ns.__rmod__ = arith(function(na, da, nb, db)
    if nb == 0 then raise("ZeroDivisionError", "division by zero") end
    local dd = MUL(da, db)
    return make(MOD(MUL(na, db), MUL(nb, da)), dd)
  end, function(x, y) return MOD(x, y) end)
  ns.__divmod__, ns.__rdivmod__ = arith(function(na, da, nb, db)
    if nb == 0 then raise("ZeroDivisionError", "division by zero") end
    local a, b = MUL(na, db), MUL(nb, da)
    return TUPLE({ FLOORDIV(a, b), make(MOD(a, b), MUL(da, db)) })
  end, function(x, y) return R.builtins.divmod(x, y) end)
  ns.__pow__ = function(a, b, modulo)
    local nb, db = ratio(b)
    local na, da = rawget(a, "#n"), rawget(a, "#d")
    if nb then
      if db == 1 then
        if 0 <= nb then return mk(R.POW(na, nb), R.POW(da, nb)) end
        if na == 0 then raise("ZeroDivisionError", "Fraction(" .. R.str(R.POW(da, NEG(nb))) .. ", 0)") end
        local e = NEG(nb)
        if 0 <= na then return mk(R.POW(da, e), R.POW(na, e)) end
        return mk(R.POW(NEG(da), e), R.POW(NEG(na), e))
      end
      return R.POW(tofloat(a), R.TRUEDIV(nb, db))
    end
    if mtype(b) == "float" or getmetatable(b) == ComplexMT then return R.POW(tofloat(a), b) end
    return NotImplemented
  end
  ns.__rpow__ = function(b, a)
    local nb, db = rawget(b, "#n"), rawget(b, "#d")
    if db == 1 and isint(a) then return Fraction["#dict"].__pow__(mk(a, 1), nb) end
    local na, da = ratio(a)
    if na then return R.POW(R.TRUEDIV(na, da), tofloat(b)) end
    return R.POW(a, tofloat(b))
  end
  ns.__neg__ = function(a) return mk(NEG(rawget(a, "#n")), rawget(a, "#d")) end
  ns.__pos__ = function(a) return mk(rawget(a, "#n"), rawget(a, "#d")) end
  ns.__abs__ = function(a)
    local n = rawget(a, "#n")
    return mk(n < 0 and NEG(n) or n, rawget(a, "#d"))
  end
  ns.__float__ = tofloat
  ns.__int__ = function(a)
    local n, d = rawget(a, "#n"), rawget(a, "#d")
    if n < 0 then return NEG(FLOORDIV(NEG(n), d)) end
    return FLOORDIV(n, d)
  end
  ns.__trunc__ = ns.__int__
  ns.__floor__ = function(a) return FLOORDIV(rawget(a, "#n"), rawget(a, "#d")) end
  ns.__ceil__ = function(a) return NEG(FLOORDIV(NEG(rawget(a, "#n")), rawget(a, "#d"))) end
  ns.__round__ = function(a, ndigits)
    local n, d = rawget(a, "#n"), rawget(a, "#d")
    if ndigits == nil or ndigits == None then
      local fl, rem = FLOORDIV(n, d), MOD(n, d)
      local r2 = MUL(rem, 2)
      if d < r2 then return ADD(fl, 1) end
      if r2 < d then return fl end
      if MOD(fl, 2) == 0 then return fl end
      return ADD(fl, 1)
    end
    local shift = R.POW(10, ndigits < 0 and -ndigits or ndigits)
    local scaled
    if 0 < ndigits then scaled = make(MUL(n, shift), d) else scaled = make(n, MUL(d, shift)) end
    local r = Fraction["#dict"].__round__(scaled)
    if 0 < ndigits then return make(r, shift) end
    return mk(MUL(r, shift), 1)
  end
  ns.__eq__ = function(a, b)
    if getmetatable(b) == ComplexMT then -- numbers.Complex with a zero imaginary part
      if b.imag ~= 0 then return false end
      b = b.real
    end
    local c, nan = cmp_frac(a, b)
    if c == nil then if nan then return false end return NotImplemented end
    return c == 0
  end
  ns.__lt__ = function(a, b) local c, nan = cmp_frac(a, b); if c == nil then if nan then return false end return NotImplemented end return c < 0 end
  ns.__le__ = function(a, b) local c, nan = cmp_frac(a, b); if c == nil then if nan then return false end return NotImplemented end return c <= 0 end
  ns.__gt__ = function(a, b) local c, nan = cmp_frac(a, b); if c == nil then if nan then return false end return NotImplemented end return c > 0 end
  ns.__ge__ = function(a, b) local c, nan = cmp_frac(a, b); if c == nil then if nan then return false end return NotImplemented end return c >= 0 end
  ns.__bool__ = function(a) return rawget(a, "#n") ~= 0 end
  ns.__hash__ = function(a)
    local n, d = rawget(a, "#n"), rawget(a, "#d")
    if d == 1 then return R.hash(n) end
    local dinv = R.builtins.pow(d, HASH_MOD - 2, HASH_MOD)
    local h
    if dinv == 0 then h = HASH_INF
    else
      local an = n < 0 and NEG(n) or n
      h = MOD(MUL(MOD(an, HASH_MOD), dinv), HASH_MOD)
    end
    if n < 0 then h = -h end
    if h == -1 then h = -2 end
    return h
  end
  ns.__format__ = function(a, spec) -- object.__format__: Fraction has no format specs until 3.12
    if spec == "" then return R.str(a) end
    raise("TypeError", "unsupported format string passed to Fraction.__format__")
  end
end)
fmeta = Fraction["#meta"]
m.Fraction = Fraction

return m
end
