-- objfloat.lua: the float type's constructor and methods (repr, parsing and rounding are C:
-- objfloat.c), the method table that ints and floats share (Lua numbers have one metatable),
-- and the attributes every number has (real, imag, numerator, denominator).
local type, getmetatable, setmetatable, pairs, ipairs, tonumber, error =
  type, getmetatable, setmetatable, pairs, ipairs, tonumber, error
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
  if type(x) == "table" and R.bytes_raw then -- float(b"1.5"): the bytes' ASCII digits
    local s = R.bytes_raw(x)
    if s then
      local ok, r = R.pcall(num.float_fromstring, s)
      if ok then return r end
      local e = R.EXC(r) -- (the message shows the bytes)
      if R.isinstance(e, R.exc_classes.ValueError) then
        raise("ValueError", "could not convert string to float: " .. R.repr(x))
      end
      error(e, 0)
    end
  end
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
  __format__ = function(x, spec) return R.number_format(x, spec) end,
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
-- The operator methods of int and float called as methods ((5).__add__(3), int.__mul__ as a
-- function, float.__repr__(x)): an operand of a kind the method does not take gives
-- NotImplemented, as CPython's number slots do; subclasses' objects count by their value.
local NotImplemented = R.NotImplemented
local function intval(x) -- x as an int (a bool, a big int, an int subclass's value), or nil
  local tx = type(x)
  if mtype(x) == "integer" or tx == "boolean" then return x end
  if BigMT and getmetatable(x) == BigMT then return x end
  if tx == "table" then
    local v = R.unbox and R.unbox(x)
    if v ~= x and v ~= nil then return intval(v) end
  end
  return nil
end
local function floatval(x) -- x as a float or an int for float's methods, or nil
  if mtype(x) == "float" then return x end
  if type(x) == "table" and R.unbox then
    local v = R.unbox(x)
    if v ~= x and mtype(v) == "float" then return v end
  end
  return intval(x)
end
local function number_methods(val, int)
  local m = {}
  local ops = { add = "Add", sub = "Sub", mul = "Mult", truediv = "Div", floordiv = "FloorDiv",
                mod = "Mod" }
  if int then
    ops.lshift, ops.rshift, ops["and"], ops["or"], ops.xor = "LShift", "RShift", "BitAnd", "BitOr", "BitXor"
  end
  for name, op in pairs(ops) do
    m["__" .. name .. "__"] = function(a, b)
      local x, y = val(a), val(b)
      if x == nil or y == nil then return NotImplemented end
      return R.binop(op, x, y)
    end
    m["__r" .. name .. "__"] = function(a, b)
      local x, y = val(a), val(b)
      if x == nil or y == nil then return NotImplemented end
      return R.binop(op, y, x)
    end
  end
  m.__divmod__ = function(a, b)
    local x, y = val(a), val(b)
    if x == nil or y == nil then return NotImplemented end
    return R.builtins.divmod(x, y)
  end
  m.__rdivmod__ = function(a, b)
    local x, y = val(a), val(b)
    if x == nil or y == nil then return NotImplemented end
    return R.builtins.divmod(y, x)
  end
  local function power(x, y, mod) -- x ** y, or pow(x, y, mod) for ints
    if x == nil or y == nil then return NotImplemented end
    if mod == nil or mod == R.None then return R.binop("Pow", x, y) end
    local z = intval(mod)
    if z == nil or not int then return NotImplemented end
    return R.builtins.pow(x, y, z)
  end
  m.__pow__ = function(a, b, mod) return power(val(a), val(b), mod) end
  m.__rpow__ = function(a, b, mod) return power(val(b), val(a), mod) end
  for _, op in ipairs({ "lt", "le", "gt", "ge" }) do
    m["__" .. op .. "__"] = function(a, b)
      local x, y = val(a), val(b)
      if x == nil or y == nil then return NotImplemented end
      return R.richcmp(op, x, y)
    end
  end
  m.__eq__ = function(a, b)
    local x, y = val(a), val(b)
    if x == nil or y == nil then return NotImplemented end
    return R.EQ(x, y)
  end
  m.__ne__ = function(a, b)
    local x, y = val(a), val(b)
    if x == nil or y == nil then return NotImplemented end
    return not R.EQ(x, y)
  end
  m.__neg__ = function(a) return R.NEG(val(a)) end
  m.__pos__ = function(a) return R.POS(val(a)) end
  m.__bool__ = function(a) return R.T(val(a)) end
  m.__repr__ = function(a) return R.repr(val(a)) end
  m.__round__ = function(a, n) return R.builtins.round(val(a), n) end
  if int then
    m.__invert__ = function(a) return R.INVERT(val(a)) end
    m.__trunc__ = function(a) local x = val(a) if type(x) == "boolean" then return x and 1 or 0 end return x end
    m.__floor__, m.__ceil__ = m.__trunc__, m.__trunc__
  else
    m.__trunc__ = function(a) return num.toint(val(a)) end
    m.__floor__ = function(a) return num.toint(floor(val(a))) end
    m.__ceil__ = function(a) return num.toint(-floor(-val(a))) end
  end
  return m
end
R.add_methods(int_t, number_methods(intval, true))
R.add_methods(float_t, number_methods(floatval, false))

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
    if mtype(x) ~= kind then R.attr_error("'" .. other .. "' object has no attribute '" .. m .. "'", x, m) end
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
-- attribute of the boxed value; without fset and fdel, as CPython's read-only getset
-- descriptors ("attribute 'real' of 'int' objects is not writable")
for name, f in pairs(num_attrs) do
  for _, t in pairs({ int_t, float_t }) do
    if not (t == float_t and (name == "numerator" or name == "denominator")) then
      t["#dict"][name] = setmetatable({ fget = function(x) return f(R.unbox(x)) end },
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
