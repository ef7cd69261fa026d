-- objcomplex.lua: the complex type. A complex is a table { real = re, imag = im } of two Lua
-- floats with metatable ComplexMT: its raw fields are its Python attributes, so `z.real` is a
-- plain index. Its metamethods do the arithmetic with ints, floats, bools and complexes on
-- either side; a number on the left reaches them through binop's reflected methods (numbers
-- have no __add__ of their own), so ints and floats pay nothing. Division, powers, abs, repr,
-- hash and complex(str) are C (objcomplex.c, in py.num).
local type, getmetatable, setmetatable = type, getmetatable, setmetatable
local mtype = math.type
local format = string.format

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local num = host.num
local raise, typeof, typename, lookup = R.raise, R.typeof, R.typename, R.lookup
local BigMT, NotImplemented = R.BigMT, R.NotImplemented
local binop, EQ = R.binop, R.EQ
local c_div, c_pow, c_abs = num.complex_div, num.complex_pow, num.complex_abs
local c_repr, c_hash, c_fromstring = num.complex_repr, num.complex_hash, num.complex_fromstring

local ComplexMT = {}
local complex_t = R.builtin_type("complex", { R.object }, {}, ComplexMT)
complex_t["#builtin"] = true
R.ComplexMT, R.complex_t = ComplexMT, complex_t

local function mk(re, im) return setmetatable({ real = re, imag = im }, ComplexMT) end
R.COMPLEX = mk -- the code generator's imaginary literals: COMPLEX(0.0, 2.0) is 2j

-- The parts of an arithmetic operand (complex, int, float, bool), or nil for anything else.
local function parts(x)
  if getmetatable(x) == ComplexMT then return x.real, x.imag end
  local tx = type(x)
  if tx == "number" then return x * 1.0, 0.0 end -- x * 1.0 keeps -0.0
  if tx == "boolean" then return x and 1.0 or 0.0, 0.0 end
  if BigMT and getmetatable(x) == BigMT then return num.tofloat(x), 0.0 end
  return nil
end
R.complex_parts = parts

local function add(a, b)
  local ar, ai = parts(a)
  local br, bi = parts(b)
  if ar == nil or br == nil then return nil end
  return mk(ar + br, ai + bi)
end
local function sub(a, b)
  local ar, ai = parts(a)
  local br, bi = parts(b)
  if ar == nil or br == nil then return nil end
  return mk(ar - br, ai - bi)
end
local function mul(a, b)
  local ar, ai = parts(a)
  local br, bi = parts(b)
  if ar == nil or br == nil then return nil end
  return mk(ar * br - ai * bi, ar * bi + ai * br)
end
-- / and ** are C: (ar, ai, br, bi) -> re, im
local function via_c(f)
  return function(a, b)
    local ar, ai = parts(a)
    local br, bi = parts(b)
    if ar == nil or br == nil then return nil end
    return mk(f(ar, ai, br, bi))
  end
end
local div, pow = via_c(c_div), via_c(c_pow)

-- the metamethods: a complex on either side (the other side may be anything)
local function meta(f, op)
  return function(a, b)
    local r = f(a, b)
    if r ~= nil then return r end
    return binop(op, a, b)
  end
end
R.install_operators(ComplexMT)
-- + - * of two complexes (the loops of FFTs and Mandelbrot sets) are done at once
ComplexMT.__add = function(a, b)
  if getmetatable(b) == ComplexMT and getmetatable(a) == ComplexMT then
    return setmetatable({ real = a.real + b.real, imag = a.imag + b.imag }, ComplexMT)
  end
  return add(a, b) or binop("Add", a, b)
end
ComplexMT.__sub = function(a, b)
  if getmetatable(b) == ComplexMT and getmetatable(a) == ComplexMT then
    return setmetatable({ real = a.real - b.real, imag = a.imag - b.imag }, ComplexMT)
  end
  return sub(a, b) or binop("Sub", a, b)
end
ComplexMT.__mul = function(a, b)
  if getmetatable(b) == ComplexMT and getmetatable(a) == ComplexMT then
    local ar, ai, br, bi = a.real, a.imag, b.real, b.imag
    return setmetatable({ real = ar * br - ai * bi, imag = ar * bi + ai * br }, ComplexMT)
  end
  return mul(a, b) or binop("Mult", a, b)
end
ComplexMT.__div = meta(div, "Div")
ComplexMT.__unm = function(a) return mk(-a.real, -a.imag) end
ComplexMT.__bool = function(z) return z.real ~= 0 or z.imag ~= 0 end
ComplexMT.__index = complex_t["#flat"]
ComplexMT.__newindex = function(o, k, v) R.SA(o, k, v) end
ComplexMT["#setattr"] = function(o, name)
  if name == "real" or name == "imag" then raise("AttributeError", "readonly attribute") end
  raise("AttributeError", "'complex' object has no attribute '" .. name .. "'")
end
ComplexMT["#repr"] = function(z) return c_repr(z.real, z.imag) end
-- the full lookup (getattr, attrgetter) finds the raw fields that `z.real` reads directly
local base_GA = R.GA
R.GA = function(o, name)
  if (name == "real" or name == "imag") and getmetatable(o) == ComplexMT then return o[name] end
  return base_GA(o, name)
end

-- z == x: a complex, or a number equal to the real part when the imaginary part is 0
local function eq(z, x)
  local mx = getmetatable(x)
  if mx == ComplexMT then return z.real == x.real and z.imag == x.imag end
  local tx = type(x)
  if tx == "number" or tx == "boolean" or (BigMT and mx == BigMT) then
    return z.imag == 0 and EQ(z.real, x)
  end
  return NotImplemented
end
ComplexMT["#eq"] = eq
-- the dict key: an equal int's or float's when the imaginary part is 0
ComplexMT["#key"] = function(z)
  local re, im = z.real, z.imag
  if im == 0 then return R.dkey(re) end
  if re ~= re or im ~= im then return z end -- NaN: equal to nothing but itself
  return "\255c" .. (re == 0 and "0" or format("%.17g", re)) .. "," .. format("%.17g", im)
end
ComplexMT.__eq = function(a, b) return EQ(a, b) end

-- a method's other operand: the reflected methods take (self, other)
local function method(f)
  return function(a, b)
    local r = f(a, b)
    if r == nil then return NotImplemented end
    return r
  end
end
local function rmethod(f)
  return function(a, b)
    local r = f(b, a)
    if r == nil then return NotImplemented end
    return r
  end
end

-- the parts of x.__complex__(), or nil when x has no __complex__
local function dunder_complex(x)
  local f = lookup(typeof(x), "__complex__")
  if not f then return nil end
  local r = f(x)
  if getmetatable(r) ~= ComplexMT then
    raise("TypeError", "__complex__ returned non-complex (type " .. typename(r) .. ")")
  end
  return r.real, r.imag
end
R.dunder_complex = dunder_complex

local function tocomplex(x, what)
  if getmetatable(x) == ComplexMT then return x.real, x.imag end
  local dr, di = dunder_complex(x)
  if dr then return dr, di, true end
  local tx = type(x)
  if tx == "number" or tx == "boolean" or (BigMT and getmetatable(x) == BigMT)
     or lookup(typeof(x), "__float__") or lookup(typeof(x), "__index__") then
    return R.tofloat(x), 0.0
  end
  raise("TypeError", what .. typename(x) .. "'")
end

-- complex(real=0, imag=0), complex(str)
complex_t["#call"] = function(t, r, i)
  if t ~= complex_t then raise("TypeError", "complex subclasses are not supported") end
  if r == nil then r = 0 end
  if getmetatable(r) == ComplexMT and i == nil then return r end
  if type(r) == "string" then
    if i ~= nil then raise("TypeError", "complex() can't take second arg if first is a string") end
    return mk(c_fromstring(r))
  end
  if type(i) == "string" then raise("TypeError", "complex() second arg can't be a string") end
  local rr, ri, rc = tocomplex(r, "complex() first argument must be a string or a number, not '")
  rc = rc or getmetatable(r) == ComplexMT
  if i == nil then return mk(rr, ri) end
  local ir, ii = tocomplex(i, "complex() second argument must be a number, not '")
  if getmetatable(i) == ComplexMT then rr = rr - ii end
  if rc then ir = ir + ri end
  return mk(rr, ir)
end
complex_t["#call_params"] = { "real", "imag" }
R.tocomplex = tocomplex

R.add_methods(complex_t, {
  conjugate = function(z) return mk(z.real, -z.imag) end,
  __add__ = method(add), __radd__ = rmethod(add),
  __sub__ = method(sub), __rsub__ = rmethod(sub),
  __mul__ = method(mul), __rmul__ = rmethod(mul),
  __truediv__ = method(div), __rtruediv__ = rmethod(div),
  __pow__ = function(a, b, m)
    if m ~= nil and m ~= R.None then raise("ValueError", "complex modulo") end
    local r = pow(a, b)
    if r == nil then return NotImplemented end
    return r
  end,
  __rpow__ = rmethod(pow),
  __neg__ = function(z) return mk(-z.real, -z.imag) end,
  __pos__ = function(z) return z end,
  __abs__ = function(z) return c_abs(z.real, z.imag) end,
  __bool__ = function(z) return z.real ~= 0 or z.imag ~= 0 end,
  __eq__ = eq,
  __ne__ = function(a, b)
    local r = eq(a, b)
    if r == NotImplemented then return r end
    return not r
  end,
  __hash__ = function(z) return c_hash(z.real, z.imag) end,
  __repr__ = function(z) return c_repr(z.real, z.imag) end,
  __complex__ = function(z) return z end,
  __getnewargs__ = function(z) return R.TUPLE({ z.real, z.imag }) end,
  __format__ = function(z, spec)
    if type(spec) ~= "string" then
      raise("TypeError", "complex.__format__() argument must be str, not " .. typename(spec))
    end
    if spec == "" then return c_repr(z.real, z.imag) end
    return R.F.format_complex(z.real, z.imag, spec)
  end,
})
ComplexMT["#format"] = complex_t["#dict"].__format__
ComplexMT.__index = complex_t["#flat"]
end
