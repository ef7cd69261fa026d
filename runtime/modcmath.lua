-- modcmath.lua: the cmath module. The functions are C (modcmath.c, with CPython's algorithms
-- and special values); this part converts the arguments as CPython's "D" converter does
-- (complex, __complex__, then anything float() takes) and makes the complex results.
local type, getmetatable, ipairs = type, getmetatable, ipairs
local mtype = math.type

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local raise, typeof, typename, lookup = R.raise, R.typeof, R.typename, R.lookup
local num = host.num
local C = host.openc("cmath")
local COMPLEX, ComplexMT, BigMT, dunder_complex = R.COMPLEX, R.ComplexMT, R.BigMT, R.dunder_complex

-- a real argument (rect's, the tolerances): PyFloat_AsDouble
local function real(x)
  if mtype(x) == "float" then return x end
  local t = type(x)
  if t == "number" then return x * 1.0 end
  if t == "boolean" then return x and 1.0 or 0.0 end
  if BigMT and getmetatable(x) == BigMT then return num.tofloat(x) end
  local f = lookup(typeof(x), "__float__")
  if f then
    local r = f(x)
    if mtype(r) ~= "float" then
      raise("TypeError", typename(x) .. ".__float__ returned non-float (type " .. typename(r) .. ")")
    end
    return r
  end
  f = lookup(typeof(x), "__index__")
  if f then return num.tofloat(f(x)) end
  raise("TypeError", "must be real number, not " .. typename(x))
end

-- a complex argument: its parts
local function parts(z)
  if getmetatable(z) == ComplexMT then return z.real, z.imag end
  if mtype(z) == "float" then return z, 0.0 end
  if type(z) == "table" or type(z) == "userdata" then
    local re, im = dunder_complex(z)
    if re then return re, im end
  end
  return real(z), 0.0
end

-- a call without its arguments, or with keywords (the functions take positional arguments
-- only: their signatures are `complex`, so a keyword call passes KWMARK first)
local KWMARK = R.KWMARK
local function args(first, spec, second)
  if first == KWMARK then
    raise("TypeError", "cmath." .. spec[2]:gsub("^cmath%.", "") .. "() takes no keyword arguments")
  end
  R.argc(spec, first, second)
end

local m = {}
local function fn1(name, f)
  local spec = { "O", "cmath." .. name }
  m[name] = R.sig(function(z)
    if z == nil or z == KWMARK then args(z, spec) end
    return f(z)
  end, name, {}, { complex = true })
end

for _, name in ipairs({ "acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp",
                        "log10", "sin", "sinh", "sqrt", "tan", "tanh" }) do
  local cf = C[name]
  fn1(name, function(z)
    local re, im = parts(z)
    return COMPLEX(cf(re, im))
  end)
end
fn1("phase", function(z) return C.phase(parts(z)) end)
fn1("polar", function(z)
  local re, im = parts(z)
  local r, phi = C.polar(re, im)
  return R.TUPLE({ r, phi })
end)
fn1("isfinite", function(z)
  local re, im = parts(z)
  return re - re == 0 and im - im == 0
end)
fn1("isnan", function(z)
  local re, im = parts(z)
  return re ~= re or im ~= im
end)
fn1("isinf", function(z)
  local re, im = parts(z)
  return re == 1 / 0 or re == -1 / 0 or im == 1 / 0 or im == -1 / 0
end)

local log = C.log
local LOG = { "E", "log", 1, 2 }
m.log = R.sig(function(z, base)
  if z == nil or z == KWMARK then args(z, LOG) end
  local re, im = parts(z)
  if base == nil then return COMPLEX(log(re, im)) end
  local br, bi = parts(base)
  return COMPLEX(log(re, im, br, bi))
end, "log", {}, { complex = true })

local RECT = { "E", "rect", 2, 2 }
m.rect = R.sig(function(r, phi)
  if phi == nil or r == KWMARK then args(r, RECT, phi) end
  return COMPLEX(C.rect(real(r), real(phi)))
end, "rect", {}, { complex = true })

m.isclose = R.sig(function(a, b, rel_tol, abs_tol)
  if b == nil then
    raise("TypeError", "isclose() missing required argument '" .. (a == nil and "a' (pos 1)" or "b' (pos 2)"))
  end
  local ar, ai = parts(a)
  local br, bi = parts(b)
  return C.isclose(ar, ai, br, bi, rel_tol == nil and 1e-09 or real(rel_tol),
    abs_tol == nil and 0.0 or real(abs_tol))
end, "isclose", { "a", "b", "rel_tol", "abs_tol" }, { nrequired = 2 })

local inf = 1 / 0
m.pi = 3.141592653589793
m.e = 2.718281828459045
m.tau = 6.283185307179586
m.inf = inf
m.nan = -(inf - inf) -- a positive NaN, as CPython's fabs(Py_NAN)
m.infj = COMPLEX(0.0, inf)
m.nanj = COMPLEX(0.0, m.nan)
return m
end
