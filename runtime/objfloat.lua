-- objfloat.lua: the float type's constructor and methods (repr, parsing and rounding are C:
-- objfloat.c), the method table that ints and floats share (Lua numbers have one metatable),
-- and the attributes every number has (real, imag, numerator, denominator).
local type, getmetatable, setmetatable, pairs, tonumber = type, getmetatable, setmetatable, pairs, tonumber
local mtype, floor, huge = math.type, math.floor, math.huge

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local raise, typeof, typename, lookup = R.raise, R.typeof, R.typename, R.lookup
local num = host.num
local BigMT = R.BigMT
local TUPLE = R.TUPLE

local int_t, float_t = R.int_t, R.float_t

local function tofloat(x)
  if type(x) == "table" and R.unbox then x = R.unbox(x) end -- a float or str subclass's value
  local tx = type(x)
  if tx == "number" then return x * 1.0 end -- not x + 0.0: float(-0.0) is -0.0
  if tx == "boolean" then return x and 1.0 or 0.0 end
  if tx == "string" then return num.float_fromstring(x) end
  if BigMT and getmetatable(x) == BigMT then return num.tofloat(x) end
  local f = lookup(typeof(x), "__float__")
  if f then
    local r = f(x)
    if mtype(r) == "float" then return r end
    if R.isinstance(r, float_t) then return R.unbox(r) end -- (CPython warns, then takes float(r))
    raise("TypeError", typename(x) .. ".__float__ returned non-float (type " .. typename(r) .. ")")
  end
  f = lookup(typeof(x), "__index__")
  if f then return num.tofloat(f(x)) end
  raise("TypeError", "float() argument must be a string or a real number, not '" .. typename(x) .. "'")
end
R.tofloat = tofloat
float_t["#call"] = function(t, x)
  if x == nil then return 0.0 end
  return tofloat(x)
end
R.add_methods(float_t, {
  is_integer = function(x) return x == floor(x) end,
  __hash__ = function(x) return num.hash(x) end,
  hex = function(x) return num.float_hex(x) end,
  conjugate = function(x) return x end,
  __float__ = function(x) return x end,
  __int__ = function(x) return num.toint(x) end,
  __abs__ = function(x) return num.abs(x) end,
  as_integer_ratio = function(x)
    if x ~= x then raise("ValueError", "cannot convert NaN to integer ratio") end
    if x == huge or x == -huge then raise("OverflowError", "cannot convert Infinity to integer ratio") end
    local m, e = x, 0
    while m ~= floor(m) do m = m * 2; e = e + 1 end
    local n = num.toint(m)
    local d = num.pow(2, e)
    local g = num.gcd(n, d)
    return TUPLE({ num.floordiv(n, g), num.floordiv(d, g) })
  end,
})
float_t["#dict"].fromhex = setmetatable({ f = function(cls, s)
  if type(s) ~= "string" then raise("TypeError", "bad argument type for built-in operation") end
  return num.float_fromhex(s)
end }, R.ClassMT)
R.build_flat(float_t)
-- one method table for ints and floats (Lua numbers share a metatable): a method of one type
-- only raises CPython's AttributeError on the other, two different ones dispatch on the kind
local numflat = {}
local function only(k, f, kind, other)
  if type(k) ~= "string" or k:sub(1, 1) ~= "@" or type(f) ~= "function" then return f end
  local m = k:sub(2)
  return function(x, ...)
    if mtype(x) ~= kind then raise("AttributeError", "'" .. other .. "' object has no attribute '" .. m .. "'") end
    return f(x, ...)
  end
end
local fflat, iflat = float_t["#flat"], int_t["#flat"]
for k, f in pairs(fflat) do
  local i = iflat[k]
  if i == nil then
    numflat[k] = only(k, f, "float", "int")
  elseif i == f then
    numflat[k] = f
  else
    numflat[k] = function(x, ...)
      if mtype(x) == "integer" then return i(x, ...) end
      return f(x, ...)
    end
  end
end
for k, i in pairs(iflat) do
  if fflat[k] == nil then
    numflat[k] = only(k, i, "integer", "float")
  end
end
R.NumMT.__index = numflat
R.BoolMT.__index = int_t["#flat"]
if BigMT then BigMT.__index = int_t["#flat"] end

-- special attributes of numbers
local num_attrs = {
  real = function(x) return x end,
  imag = function(x) return mtype(x) == "float" and 0.0 or 0 end,
  numerator = function(x) return x end,
  denominator = function(x) return 1 end,
}
-- ... and as properties of int and float, for their subclasses (and IntEnum members): the
-- attribute of the boxed value
for name, f in pairs(num_attrs) do
  for _, t in pairs({ int_t, float_t }) do
    if not (t == float_t and (name == "numerator" or name == "denominator")) then
      t["#dict"][name] = setmetatable({ fget = function(x) return f(R.unbox(x)) end, fdel = R.None },
        R.PropertyMT)
    end
  end
end
local base_GA = R.GA
R.GA = function(o, name)
  local tx = type(o)
  if (tx == "number" or tx == "boolean" or (BigMT and getmetatable(o) == BigMT)) and num_attrs[name]
    and not (mtype(o) == "float" and (name == "numerator" or name == "denominator")) then
    if tx == "boolean" then o = o and 1 or 0 end
    return num_attrs[name](o)
  end
  return base_GA(o, name)
end
end
