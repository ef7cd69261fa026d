-- modnumbers.lua: numbers, the numeric tower of PEP 3141 (Number > Complex > Real > Rational >
-- Integral). As collections.abc does for the containers, the builtin types get their ABC
-- inserted in their MRO (before object), so isinstance(3, numbers.Integral) holds; Fraction
-- is a Rational and Decimal a Number (decimal registers itself).
local ipairs, table_insert, rawget, rawset = ipairs, table.insert, rawget, rawset

return function(R, host)
local _ENV = nil

local m = {}
local function abc(name, bases)
  local t = R.CLASS(name, bases, nil, function(ns) end)
  t["#dict"].__module__ = "numbers"
  R.build_flat(t)
  m[name] = t
  return t
end
local Number = abc("Number", { R.object })
local Complex = abc("Complex", { Number })
local Real = abc("Real", { Complex })
local Rational = abc("Rational", { Real })
local Integral = abc("Integral", { Rational })

-- puts abc's MRO (but object) into t's MRO, before object
local function register(t, a)
  if not t or not t["#mro"] then return end
  local mro = t["#mro"]
  for _, x in ipairs(mro) do if x == a then return end end
  local pos = #mro
  if mro[pos] ~= R.object then pos = pos + 1 end
  local have = {}
  for _, x in ipairs(mro) do have[x] = true end
  for _, x in ipairs(a["#mro"]) do
    if x ~= R.object and not have[x] then
      local virtual = rawget(t, "#virtual") or {}
      virtual[x] = true
      rawset(t, "#virtual", virtual)
      table_insert(mro, pos, x)
      pos = pos + 1
    end
  end
end
R.numbers_register = register
register(R.int_t, Integral)
register(R.bool_t, Integral)
register(R.float_t, Real)
register(R.complex_t, Complex)
register(R.IMPORT("fractions").Fraction, Rational)
-- their metaclass is abc.ABCMeta, whose register() makes a virtual subclass: the types and
-- their objects see no `register` attribute (hasattr(1, "register") is False)
local ABCMeta = R.IMPORT("abc").ABCMeta
for _, t in ipairs({ Number, Complex, Real, Rational, Integral }) do t["#metaclass"] = ABCMeta end
return m
end
