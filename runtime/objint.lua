-- objint.lua: the int type's constructor and methods (the arithmetic and big integers are C:
-- objint.c, the module py.num). It first finishes the builtin types made before object had
-- methods: their `#builtin` mark, MRO and flat tables.
local type, getmetatable, setmetatable, ipairs, tostring, error = type, getmetatable, setmetatable, ipairs, tostring, error
local mtype = math.type

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local raise, typeof, typename, lookup = R.raise, R.typeof, R.typename, R.lookup
local num = host.num
local object, type_t = R.object, R.type_t
local BigMT = R.BigMT
local TUPLE = R.TUPLE
local index = R.index

---------------------------------------------------------------------------------------------
-- Finishing the builtin types
---------------------------------------------------------------------------------------------

local int_t, float_t, bool_t, str_t = R.int_t, R.float_t, R.bool_t, R.str_t
for _, t in ipairs({ object, type_t, int_t, float_t, bool_t, str_t, R.NoneType, R.function_t,
                     R.list_t, R.tuple_t, R.dict_t, R.set_t, R.frozenset_t, R.range_t,
                     R.method_t, R.iterator_t, R.super_t }) do
  t["#builtin"] = true
end
for _, t in ipairs({ int_t, float_t, bool_t, str_t }) do
  R.settle(t, t["#bases"])
end
R.settle(R.NoneType, R.NoneType["#bases"])
R.settle(R.function_t, R.function_t["#bases"])
R.settle(R.builtin_function_t, R.builtin_function_t["#bases"])
R.settle(R.method_descriptor_t, R.method_descriptor_t["#bases"])
R.method_descriptor_t["#builtin"] = true
for _, t in ipairs({ R.method_t, R.super_t }) do
  if not t["#mro"] then R.settle(t, t["#bases"]) end
end
R.builtin_function_t["#builtin"] = true
R.settle(type_t, type_t["#bases"])
R.NumMT.__index = nil -- set by the number methods below

local toint
function toint(x, base)
  if type(x) == "table" and R.unbox then x = R.unbox(x) end -- an int or str subclass's value
  if type(x) == "table" and R.bytes_raw then -- int(b"12"): the bytes' ASCII digits
    local s = R.bytes_raw(x)
    if s then
      local ok, r = R.pcall(toint, s, base)
      if ok then return r end
      local e = R.EXC(r) -- (the message shows the bytes)
      if R.isinstance(e, R.exc_classes.ValueError) then
        local b = base == nil and 10 or index(base)
        raise("ValueError", "invalid literal for int() with base " .. tostring(b) .. ": " .. R.repr(x))
      end
      error(e, 0)
    end
  end
  local tx = type(x)
  if base ~= nil then
    if tx ~= "string" then
      raise("TypeError", "int() can't convert non-string with explicit base")
    end
    return num.fromstring(x, index(base))
  end
  if tx == "number" then
    if mtype(x) == "integer" then return x end
    return num.toint(x)
  end
  if tx == "boolean" then return x and 1 or 0 end
  if tx == "string" then return num.fromstring(x, 10) end
  if BigMT and getmetatable(x) == BigMT then return x end
  local name = "__int__"
  local f = lookup(typeof(x), name)
  if not f then name = "__index__"; f = lookup(typeof(x), name) end
  if f then
    local r = f(x)
    if mtype(r) == "integer" or (BigMT and getmetatable(r) == BigMT) then return r end
    if type(r) == "boolean" then return r and 1 or 0 end -- (CPython warns, then takes int(r))
    if R.isinstance(r, int_t) then return R.unbox(r) end
    raise("TypeError", name .. " returned non-int (type " .. typename(r) .. ")")
  end
  f = lookup(typeof(x), "__trunc__")
  if f then return f(x) end
  raise("TypeError", "int() argument must be a string, a bytes-like object or a real number, not '" .. typename(x) .. "'")
end
R.toint = toint
int_t["#call"] = function(t, x, base)
  if x == nil then return 0 end
  return toint(x, base)
end

int_t["#call_params"] = { "x", "base" }

-- int/float/bool methods (numbers share one metatable: the methods check the kind)
R.add_methods(int_t, {
  bit_length = function(x) return num.bit_length(x) end,
  bit_count = function(x) return num.bit_count(x) end,
  -- (a bool gives the int it is: True.conjugate() is 1)
  conjugate = function(x) if type(x) == "boolean" then return x and 1 or 0 end return x end,
  __index__ = function(x) if type(x) == "boolean" then return x and 1 or 0 end return x end,
  __int__ = function(x) if type(x) == "boolean" then return x and 1 or 0 end return x end,
  __float__ = function(x) return num.tofloat(x) end,
  __abs__ = function(x) return num.abs(x) end,
  __hash__ = function(x) return num.hash(x) end,
  __format__ = function(x, spec) return R.number_format(x, spec) end,
  as_integer_ratio = function(x)
    if type(x) == "boolean" then x = x and 1 or 0 end
    return TUPLE({ x, 1 })
  end,
  -- objbytes.lua has them (signed: keyword-only in CPython)
  to_bytes = R.sig(function(...) return R.int_to_bytes(...) end, "to_bytes",
    { "self", "length", "byteorder", "signed" }),
  from_bytes = setmetatable({ f = R.sig(function(...) return R.int_from_bytes(...) end, "from_bytes",
    { "cls", "bytes", "byteorder", "signed" }, { nrequired = 2 }) }, R.ClassMT),
})
end
