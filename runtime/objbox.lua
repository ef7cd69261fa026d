-- objbox.lua: subclasses of int, float and str. Their values are plain Lua numbers and strings,
-- which cannot carry a class, so an object of a subclass (`class Name(str)`) is a table that
-- boxes its value under "#v". Between the subclass and the builtin type sits a hidden class of
-- the runtime's own (not in __mro__ or __bases__) whose methods unbox: every method of the
-- builtin type is called on the value (Name("bo").upper() is "BO", a plain str, as in
-- CPython), and the operators, comparisons, hashing, repr, str, format, len, indexing and
-- iteration are the value's, unless the subclass defines its own.
local type, getmetatable, setmetatable, rawget, pairs, ipairs =
      type, getmetatable, setmetatable, rawget, pairs, ipairs

local floor, ceil = math.floor, math.ceil

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, issubclass = R.None, R.raise, R.typename, R.issubclass
local TypeMT = R.TypeMT

-- the value of a boxed object, or x itself
local function unbox(x)
  if type(x) == "table" then
    local mt = getmetatable(x)
    if mt and mt["#boxed"] then return rawget(x, "#v") end
  end
  return x
end
R.unbox = unbox

local binops = {
  Add = "add", Sub = "sub", Mult = "mul", Div = "truediv", FloorDiv = "floordiv", Mod = "mod",
  Pow = "pow", LShift = "lshift", RShift = "rshift", BitAnd = "and", BitOr = "or", BitXor = "xor",
}
local cmps = { lt = "lt", le = "le", gt = "gt", ge = "ge" }

-- the hidden class between a subclass and base (int, float or str), made once per base
local function box_class(base)
  local dict = {}
  -- the base's methods, on the value
  for k, f in pairs(base["#dict"]) do
    if type(f) == "function" and k ~= "__new__" then
      dict[k] = function(o, ...) return f(unbox(o), ...) end
      if R.SIG[f] then R.SIG[dict[k]] = R.SIG[f] end
    end
  end
  -- (int's and float's own operator methods, copied above, give NotImplemented for an
  -- operand of another kind, so super().__add__(x) in a subclass can; str's operators raise)
  if base == R.str_t then
    for op, name in pairs(binops) do
      dict["__" .. name .. "__"] = function(a, b) return R.binop(op, unbox(a), unbox(b)) end
      dict["__r" .. name .. "__"] = function(a, b) return R.binop(op, unbox(b), unbox(a)) end
    end
    for op, name in pairs(cmps) do
      dict["__" .. name .. "__"] = function(a, b) return R.richcmp(op, unbox(a), unbox(b)) end
    end
  end
  dict.__eq__ = function(a, b) return R.EQ(unbox(a), unbox(b)) end
  dict.__ne__ = function(a, b) return not R.EQ(unbox(a), unbox(b)) end
  dict.__hash__ = function(o) return R.hash(unbox(o)) end
  dict.__repr__ = function(o) return R.repr(unbox(o)) end
  -- int and float have no __str__ of their own: object.__str__ is repr(o), the subclass's
  -- __repr__ included
  if base == R.str_t then
    dict.__str__ = function(o) return R.str(unbox(o)) end
  else
    dict.__str__ = function(o) return R.repr(o) end
  end
  dict.__format__ = function(o, spec) -- an empty spec is str(o), the subclass's __str__ included
    if spec == "" then return R.str(o) end
    return R.FORMAT(unbox(o), spec)
  end
  dict.__bool__ = function(o) return R.T(unbox(o)) end
  dict.__neg__ = function(o) return R.NEG(unbox(o)) end
  dict.__pos__ = function(o) return R.POS(unbox(o)) end
  dict.__abs__ = function(o) return R.builtins.abs(unbox(o)) end
  if base ~= R.str_t then
    dict.__int__ = function(o) return R.toint(unbox(o)) end
    dict.__float__ = function(o) return R.tofloat(unbox(o)) end
    dict.__trunc__ = function(o) return R.toint(unbox(o)) end
    dict.__round__ = function(o, n) return R.builtins.round(unbox(o), n) end
    dict.__floor__ = function(o) return R.toint(floor(unbox(o))) end
    dict.__ceil__ = function(o) return R.toint(ceil(unbox(o))) end
  end
  if base == R.int_t then
    dict.__index__ = function(o) return unbox(o) end
    dict.__invert__ = function(o) return R.INVERT(unbox(o)) end
  end
  local box = R.builtin_type(base["#name"], { base }, dict, {})
  box["#builtin"] = true
  box["#hidden"] = true
  local meta = box["#meta"]
  meta["#boxed"] = true
  -- the slots of the base's values (len, items, iteration, membership, hash), on the value
  local bm = base["#meta"]
  for k, f in pairs(bm) do
    if type(k) == "string" and k:sub(1, 1) == "#" and type(f) == "function" and k ~= "#eq" then
      meta[k] = function(o, ...) return f(unbox(o), ...) end
    end
  end
  meta["#key"] = function(o) return R.dkey(unbox(o)) end
  meta["#len"] = function(o) return R.LEN(unbox(o)) end
  meta["#getitem"] = function(o, k) return R.GI(unbox(o), k) end
  meta["#contains"] = function(o, x) return R.IN(x, unbox(o)) end
  meta["#iter"] = function(o) return R.iterate(unbox(o)) end
  -- a boxed object is made by the base's constructor applied to the arguments
  local make = base["#call"]
  box["#layout"] = { ordered = true, boxed = true, new = function(t, ...)
    local v = make(base, ...)
    return setmetatable({ ["#v"] = v }, t["#meta"])
  end }
  local new = function(cls, ...)
    if getmetatable(cls) ~= TypeMT then
      raise("TypeError", base["#name"] .. ".__new__(X): X is not a type object (" .. typename(cls) .. ")")
    end
    if cls == base then return make(base, ...) end
    if not issubclass(cls, base) then
      raise("TypeError", base["#name"] .. ".__new__(" .. cls["#name"] .. "): " .. cls["#name"] ..
        " is not a subtype of " .. base["#name"])
    end
    return box["#layout"].new(cls, ...)
  end
  box["#dict"].__new__ = new
  base["#dict"].__new__ = new -- str.__new__(cls, value) in a subclass's __new__
  R.build_flat(base)
  R.build_flat(box)
  return box
end

local boxes = {}
for _, base in ipairs({ R.int_t, R.float_t, R.str_t }) do boxes[base] = box_class(base) end

-- the class statement's bases: int, float and str stand for their box classes (not beside
-- another of the runtime's classes, such as enum's Enum, which makes its own objects)
function R.box_bases(bases)
  local out
  for i, b in ipairs(bases) do
    if boxes[b] then
      if not out then
        out = {}
        for j, x in ipairs(bases) do
          if x["#builtin"] and not boxes[x] and x ~= R.object then return bases end
          out[j] = x
        end
      end
      out[i] = boxes[b]
    end
  end
  return out or bases
end
end
