-- modenum.lua: enum. Enum's __init_subclass__ turns the class body's plain values into member
-- instances; iteration, len(), Cls[name] and `in` on enum classes go through slots this module
-- adds to the type metatable (they defer to any previous slot for other classes).
local type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs, select, tostring =
      type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs, select, tostring
local concat, unpack, tinsert = table.concat, table.unpack, table.insert
local mtype = math.type

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup, T, EQ = R.None, R.raise, R.typeof, R.typename,
  R.lookup, R.T, R.EQ
local TypeMT, StaticMT, ClassMT, PropertyMT = R.TypeMT, R.StaticMT, R.ClassMT, R.PropertyMT
local DICT, TUPLE, LIST, TupleMT = R.DICT, R.TUPLE, R.LIST, R.TupleMT
local repr, str, dkey, hash, dict_set = R.repr, R.str, R.dkey, R.hash, R.dict_set
local issubclass, isinstance = R.issubclass, R.isinstance

local m = {}

-- auto(): a placeholder replaced by _generate_next_value_
local AutoMT = {}
local auto_t = R.builtin_type("auto", { R.object }, { __module__ = "enum" }, AutoMT)
auto_t["#builtin"] = true
auto_t["#call"] = function() return setmetatable({}, AutoMT) end
AutoMT["#repr"] = function() return "auto()" end
m.auto = auto_t

local Enum, IntEnum, StrEnum, Flag

-- EnumType: what type(Color) is (a subclass of type). The enum machinery stays in Enum's
-- hooks: a class statement does not go through it ("#hooks": find_metaclass passes over it)
local EnumType = R.CLASS("EnumType", { R.type_t }, nil, function(ns)
  ns.__module__ = "enum"
end)
EnumType["#builtin"] = true
EnumType["#hooks"] = true
EnumType["#type_repr"] = function() return "<class 'enum.EnumType'>" end

local function member_value(x)
  if type(x) == "table" then
    local v = rawget(x, "_value_")
    if v ~= nil then return v end
  end
  return x
end

local function unwrap2(f) return function(a, b) return f(member_value(a), member_value(b)) end end
local function rev2(f) return function(a, b) return f(member_value(b), member_value(a)) end end

local function value_ops(ns)
  for op, info in pairs(R.opinfo) do
    local f = function(a, b) return R.binop(op, a, b) end
    ns[info[1]] = unwrap2(f)
    ns[info[2]] = rev2(f)
  end
  ns.__eq__ = unwrap2(function(a, b) return EQ(a, b) end)
  ns.__ne__ = unwrap2(function(a, b) return not EQ(a, b) end)
  ns.__lt__ = unwrap2(function(a, b) return a < b end)
  ns.__le__ = unwrap2(function(a, b) return a <= b end)
  ns.__gt__ = unwrap2(function(a, b) return b < a end)
  ns.__ge__ = unwrap2(function(a, b) return b <= a end)
  ns.__hash__ = function(self) return hash(rawget(self, "_value_")) end
  ns.__neg__ = function(a) return R.NEG(member_value(a)) end
  ns.__pos__ = function(a) return member_value(a) end
  ns.__abs__ = function(a) return R.builtins.abs(member_value(a)) end
  ns.__invert__ = function(a) return R.INVERT(member_value(a)) end
  ns.__bool__ = function(a) return T(member_value(a)) end
end

-- A data type mixed into an enum (IntEnum, StrEnum, `class C(str, Enum)`): its methods run on
-- the member's value. A hidden class (not in __mro__) of wrappers of the type's methods sits
-- just before the type in the enum's MRO, so `Color.RED.upper()` is "RED" and `Color.RED ==
-- "red"`. As CPython's EnumType, the enum keeps Enum's repr, str, format and reduce when the
-- lookup would find the data type's (or object's).
local ENUM_OWN = { "__repr__", "__str__", "__format__", "__reduce_ex__" }
local NOT_WRAPPED = {
  __repr__ = true, __str__ = true, __format__ = true, __reduce_ex__ = true, __reduce__ = true,
  __new__ = true, __init__ = true, __init_subclass__ = true, __getattribute__ = true,
  __getattr__ = true, __setattr__ = true, __delattr__ = true, __dir__ = true,
  __class_getitem__ = true, __subclasshook__ = true, __getnewargs__ = true, __sizeof__ = true,
}
local mixin_wrappers = {}
local function add_mixin_methods(t)
  local mro = t["#mro"]
  for i, b in ipairs(mro) do
    if b == R.int_t or b == R.str_t or b == R.float_t then
      local w = mixin_wrappers[b]
      if not w then
        local dict = {}
        for k, f in pairs(b["#dict"]) do
          if type(k) == "string" and type(f) == "function" and not NOT_WRAPPED[k] then
            dict[k] = function(o, x, ...)
              if x == nil then return f(member_value(o)) end
              return f(member_value(o), member_value(x), ...)
            end
          end
        end
        value_ops(dict) -- the operators take a member on either side
        w = R.builtin_type(b["#name"], { b }, dict, {})
        w["#builtin"] = true
        w["#hidden"] = true
        mixin_wrappers[b] = w
      end
      if mro[i - 1] ~= w then tinsert(mro, i, w) end
      if Enum then
        local d = t["#dict"]
        for _, name in ipairs(ENUM_OWN) do
          local found = lookup(t, name)
          if rawget(d, name) == nil and (found == b["#dict"][name] or found == R.object["#dict"][name]) then
            d[name] = Enum["#dict"][name]
          end
        end
      end
      -- the data type's slots (len, items, iteration, membership) on the value, as for a
      -- subclass of the type (objbox.lua)
      local meta = t["#meta"]
      meta["#boxed"] = true -- R.unbox gives a member's value (under "#v") to the type's code
      for k, f in pairs(b["#meta"]) do
        if type(k) == "string" and k:sub(1, 1) == "#" and type(f) == "function" and meta[k] == f
           and k ~= "#eq" and k ~= "#repr" and k ~= "#str" then
          meta[k] = function(o, ...) return f(member_value(o), ...) end
        end
      end
      R.build_flat(t)
      return
    end
  end
end

local function is_descriptor(v)
  local tv = type(v)
  if tv == "function" then return true end
  if tv ~= "table" then return false end
  local mt = getmetatable(v)
  return mt == StaticMT or mt == ClassMT or mt == PropertyMT or mt == TypeMT
end

local function default_next(name, start, count, last)
  for i = #last, 1, -1 do
    local ok, v = R.pcall(R.ADD, last[i], 1)
    if ok then return v end
  end
  return start
end

local function lookup_value(t, value)
  local byvalue = t["#byvalue"]
  local ok, k = R.pcall(dkey, value)
  if ok then
    local mbr = byvalue[k]
    if mbr then return mbr end
  else
    for _, mbr in ipairs(t["#members"]) do
      if EQ(rawget(mbr, "_value_"), value) then return mbr end
    end
  end
  return nil
end

-- EnumType.__call__(cls, value, names=None, *, module=None, qualname=None, type=None,
-- start=1, boundary=None): a member by value, or (with names) a new enum
local function enum_call(t, value, names, module, qualname, typ, start, boundary)
  if (names ~= nil and names ~= None) or (t["#members"] and #t["#members"] == 0 and type(value) == "string") then
    return m.functional(t, value, names, typ, start)
  end
  if value == nil then raise("TypeError", "EnumType.__call__() missing 1 required positional argument: 'value'") end
  if t["#members"] == nil then raise("TypeError", t["#name"] .. "() takes no arguments") end
  if getmetatable(value) == t["#meta"] then return value end
  local mbr = lookup_value(t, value)
  if mbr then return mbr end
  local missing = lookup(t, "_missing_")
  if missing then
    local f = getmetatable(missing) == ClassMT and missing.f or missing
    local r
    if getmetatable(missing) == ClassMT then r = f(t, value) else r = f(value) end
    if r ~= None and r ~= nil then return r end
  end
  raise("ValueError", repr(value) .. " is not a valid " .. t["#name"])
end

-- EnumType.__setattr__ and __delattr__: members cannot be reassigned or deleted
local function member_guard(t, name, delete)
  local names = rawget(t["#dict"], "_member_map_")
  if names and R.dict_get(names, name) ~= nil then
    if delete then raise("AttributeError", repr(t["#name"]) .. " cannot delete member " .. repr(name) .. ".") end
    raise("AttributeError", "cannot reassign member " .. repr(name))
  end
end

local ENUM_PARAMS = { "value", "names", "module", "qualname", "type", "start", "boundary" }
local function setup(t)
  local d = t["#dict"]
  rawset(t, "#metaclass", EnumType)
  local order = t["#order"] or {}
  for _, b in ipairs(t["#mro"]) do
    if b ~= t and b["#members"] and #b["#members"] > 0 then
      raise("TypeError", "<enum '" .. t["#name"] .. "'> cannot extend <enum '" .. b["#name"] .. "'>")
    end
  end
  local members, byvalue, names = {}, {}, DICT()
  local isint = (IntEnum and issubclass(t, IntEnum)) or issubclass(t, R.int_t)
  local isdata = isint or issubclass(t, R.str_t) or issubclass(t, R.float_t) -- keyed by value
  local isstr = StrEnum and issubclass(t, StrEnum)
  local gen = lookup(t, "_generate_next_value_")
  local genf = gen and (getmetatable(gen) == StaticMT and gen.f or gen)
  local last = {}
  local init = lookup(t, "__init__")
  if init == R.object["#dict"].__init__ then init = nil end
  local ignore = {}
  local ig = d._ignore_
  if ig then
    if type(ig) == "string" then for w in ig:gmatch("[^%s,]+") do ignore[w] = true end
    else for v in R.iterate(ig) do ignore[v] = true end end
    d._ignore_ = nil
  end
  for _, name in ipairs(order) do
    local v = d[name]
    if v ~= nil and not ignore[name] and not name:find("^__.*__$") and not name:find("^_[^_].*[^_]_$")
       and not is_descriptor(v) then
      if getmetatable(v) == AutoMT then
        if isstr and not genf then v = name:lower()
        elseif genf then v = genf(name, 1, #members, LIST({ unpack(last) }))
        else v = default_next(name, 1, #members, last) end
      end
      last[#last + 1] = v
      local existing = lookup_value({ ["#byvalue"] = byvalue, ["#members"] = members }, v)
      if existing then
        d[name] = existing
      else
        local mbr = setmetatable({}, t["#meta"])
        local value = v
        if init and getmetatable(v) == TupleMT and not isint then
          init(mbr, unpack(v, 1, #v))
        elseif init and not isint and not isstr then
          init(mbr, v)
        end
        rawset(mbr, "_name_", name)
        rawset(mbr, "_value_", value)
        if isdata then rawset(mbr, "#v", value) end -- R.unbox's value (see add_mixin_methods)
        members[#members + 1] = mbr
        local ok, k = R.pcall(dkey, value)
        if ok then byvalue[k] = mbr end
        d[name] = mbr
      end
      dict_set(names, name, d[name])
    end
  end
  rawset(t, "#members", members)
  rawset(t, "#byvalue", byvalue)
  -- what iterating the class gives: its members but aliases, and of a Flag only the
  -- single-bit ones (3.11's _member_names_)
  local isflag = Flag and issubclass(t, Flag)
  local canon, cnames, v2m = {}, {}, DICT()
  for _, mbr in ipairs(members) do
    local v = rawget(mbr, "_value_")
    if not isflag or (mtype(v) == "integer" and v > 0 and v & (v - 1) == 0) then
      canon[#canon + 1] = mbr
      cnames[#cnames + 1] = rawget(mbr, "_name_")
    end
  end
  for _, name in ipairs(order) do -- every value, aliases' too, in definition order
    local mbr = R.dict_get(names, name)
    if mbr ~= nil and rawget(mbr, "_name_") == name then
      local v = rawget(mbr, "_value_")
      if R.pcall(dkey, v) then dict_set(v2m, v, mbr) end
    end
  end
  rawset(t, "#canon", canon)
  rawset(t, "#setattr_guard", member_guard)
  d._member_names_ = LIST(cnames)
  d._member_map_ = names
  d._value2member_map_ = v2m
  if R.enum_type_repr then rawset(t, "#type_repr", R.enum_type_repr) end
  rawset(t, "#call", enum_call)
  rawset(t, "#call_params", ENUM_PARAMS)
  d.__members__ = names
  local meta = t["#meta"]
  add_mixin_methods(t)
  if isdata then
    meta["#key"] = function(o) return dkey(rawget(o, "_value_")) end
  else
    meta["#key"] = nil
  end
  R.build_flat(t)
end

local function enum_methods(ns)
  ns.__module__ = "enum"
  ns.__repr__ = function(self)
    return "<" .. typename(self) .. "." .. rawget(self, "_name_") .. ": " .. repr(rawget(self, "_value_")) .. ">"
  end
  ns.__str__ = function(self) return typename(self) .. "." .. rawget(self, "_name_") end
  ns.__format__ = function(self, spec) return R.FORMAT(str(self), spec) end
  ns.__hash__ = function(self) return hash(rawget(self, "_name_")) end
  ns.__reduce_ex__ = function(self) return TUPLE({ typeof(self), TUPLE({ rawget(self, "_value_") }) }) end
  ns.__dir__ = function(self) return LIST({ "__class__", "__doc__", "__module__", "name", "value" }) end
  -- name and value are read-only (CPython's enum.property has no setter)
  local function ro(key, pyname)
    return setmetatable({
      fget = function(self) return rawget(self, key) end,
      fset = function() raise("AttributeError", "<enum 'Enum'> cannot set attribute '" .. pyname .. "'") end,
      fdel = function() raise("AttributeError", "<enum 'Enum'> cannot delete attribute '" .. pyname .. "'") end,
    }, R.PropertyMT)
  end
  ns.name = ro("_name_", "name")
  ns.value = ro("_value_", "value")
  ns.__init_subclass__ = setup
end

Enum = R.CLASS("Enum", { R.object }, nil, enum_methods)
Enum["#builtin"] = true
-- auto() in an enum's body takes its value when it is stored, as in CPython 3.11, so the
-- body's later lines can use it (RW = READ | WRITE); setup sees plain values
rawset(Enum, "#body_set", function(ns, order, bases, name, v)
  -- a member's name given twice (_EnumDict.__setitem__)
  if type(name) == "string" and not name:find("^_") then
    local old = ns[name]
    if old ~= nil and not is_descriptor(old) then
      raise("TypeError", repr(name) .. " already defined as " .. repr(old))
    end
  end
  if getmetatable(v) ~= AutoMT or type(name) ~= "string" or name:find("^_") then return v end
  local gen = ns._generate_next_value_
  local isstr = false
  for _, b in ipairs(bases) do
    gen = gen or lookup(b, "_generate_next_value_")
    if StrEnum and issubclass(b, StrEnum) then isstr = true end
  end
  local genf = gen and (getmetatable(gen) == StaticMT and gen.f or gen)
  if isstr and not genf then return name:lower() end
  local last = {}
  for _, k in ipairs(order) do
    local x = ns[k]
    if x ~= nil and not k:find("^_") and not is_descriptor(x) then last[#last + 1] = x end
  end
  if genf then return genf(name, 1, #last, LIST(last)) end
  return default_next(name, 1, #last, last)
end)
rawset(Enum, "#call", enum_call)
rawset(Enum, "#call_params", ENUM_PARAMS)
rawset(Enum, "#members", {})
m.Enum = Enum

-- the __format__ of IntEnum, StrEnum and IntFlag: int's and str's, whose empty spec gives
-- str(self) (so a member's own __str__ shows in f"{m}")
local function value_format(self, spec)
  if spec == "" then return str(self) end
  return R.FORMAT(rawget(self, "_value_"), spec)
end

IntEnum = R.CLASS("IntEnum", { R.int_t, Enum }, nil, function(ns)
  enum_methods(ns)
  value_ops(ns)
  ns.__init_subclass__ = nil
  ns.__str__ = function(self) return str(rawget(self, "_value_")) end
  ns.__format__ = value_format
  ns.__index__ = function(self) return rawget(self, "_value_") end
  ns.__int__ = function(self) return rawget(self, "_value_") end
  ns.__float__ = function(self) return rawget(self, "_value_") + 0.0 end
  ns.__round__ = function(self) return rawget(self, "_value_") end
end)
IntEnum["#builtin"] = true
add_mixin_methods(IntEnum)
rawset(IntEnum, "#call", enum_call)
rawset(IntEnum, "#call_params", ENUM_PARAMS)
rawset(IntEnum, "#members", {})
m.IntEnum = IntEnum

StrEnum = R.CLASS("StrEnum", { R.str_t, Enum }, nil, function(ns)
  enum_methods(ns)
  value_ops(ns)
  ns.__init_subclass__ = nil
  ns.__str__ = function(self) return rawget(self, "_value_") end
  ns.__format__ = value_format
  ns.__len__ = function(self) return R.LEN(rawget(self, "_value_")) end
end)
StrEnum["#builtin"] = true
add_mixin_methods(StrEnum)
rawset(StrEnum, "#call", enum_call)
rawset(StrEnum, "#call_params", ENUM_PARAMS)
rawset(StrEnum, "#members", {})
m.StrEnum = StrEnum
-- Flag and IntFlag, as CPython 3.11's enum: auto() gives powers of two; | & ^ ~ make
-- pseudo-members for the combinations (named by their canonical members in definition
-- order); Flag refuses bits no member has (STRICT), IntFlag keeps them (KEEP).
local function bits_of(t)
  local all = 0
  for _, mbr in ipairs(rawget(t, "#members") or {}) do
    local v = rawget(mbr, "_value_")
    if type(v) == "number" then all = all | v end
  end
  return all
end
local function canonical(t, value)
  local out = {}
  for _, mbr in ipairs(rawget(t, "#members") or {}) do
    local v = rawget(mbr, "_value_")
    if type(v) == "number" and v ~= 0 and v & (v - 1) == 0 and value & v == v then out[#out + 1] = mbr end
  end
  return out
end
local function flag_of(cls, value, keep)
  local mbr = lookup_value(cls, value)
  if mbr then return mbr end
  local pseudo = rawget(cls, "#pseudo")
  if not pseudo then pseudo = {}; rawset(cls, "#pseudo", pseudo) end
  if pseudo[value] then return pseudo[value] end
  local all = bits_of(cls)
  if value & ~all ~= 0 and not keep then
    local width = 0
    local x = value | all
    while x > 0 do width = width + 1; x = x >> 1 end
    local function bin(v)
      local digits = {}
      for i = width, 1, -1 do digits[#digits + 1] = tostring((v >> (i - 1)) & 1) end
      return "0b0 " .. concat(digits)
    end
    raise("ValueError", "<flag '" .. cls["#name"] .. "'> invalid value " .. value ..
      "\n    given " .. bin(value) .. "\n  allowed " .. bin(all))
  end
  local names = {}
  for _, c in ipairs(canonical(cls, value)) do names[#names + 1] = rawget(c, "_name_") end
  local extra = value & ~all
  local p = setmetatable({}, cls["#meta"])
  local name = #names > 0 and concat(names, "|") or nil
  if extra ~= 0 then name = (name and (name .. "|") or "") .. tostring(extra) end
  rawset(p, "_name_", name or None)
  rawset(p, "_value_", value)
  if issubclass(cls, R.int_t) then rawset(p, "#v", value) end
  pseudo[value] = p
  return p
end

local function flag_methods(ns, isint)
  ns._generate_next_value_ = R.builtins.staticmethod(function(name, start, count, last)
    local high = 0
    for v in R.iterate(last) do
      if type(v) == "number" then
        local b = 0
        while v > 0 do b = b + 1; v = v >> 1 end
        if b > high then high = b end
      end
    end
    if count == 0 then return 1 end
    return 1 << high
  end)
  ns._missing_ = R.builtins.classmethod(function(cls, value)
    if R.is_int(value) ~= true then return None end
    if type(value) ~= "number" then return None end
    return flag_of(cls, value, isint)
  end)
  local function val(x, cls)
    if type(x) == "table" and getmetatable(x) == cls["#meta"] then return rawget(x, "_value_") end
    if isint and R.is_int(x) == true and type(x) == "number" then return x end
    return nil
  end
  local function op(f)
    return function(a, b)
      local cls = typeof(a)
      local x, y = val(a, cls), val(b, cls)
      if x == nil or y == nil then return R.NotImplemented end
      return flag_of(cls, f(x, y), isint)
    end
  end
  ns.__or__ = op(function(x, y) return x | y end)
  ns.__and__ = op(function(x, y) return x & y end)
  ns.__xor__ = op(function(x, y) return x ~ y end)
  ns.__ror__, ns.__rand__, ns.__rxor__ = ns.__or__, ns.__and__, ns.__xor__
  ns.__invert__ = function(a)
    local cls = typeof(a)
    return flag_of(cls, bits_of(cls) & ~rawget(a, "_value_"), isint)
  end
  ns.__contains__ = function(self, other)
    local cls = typeof(self)
    if type(other) ~= "table" or getmetatable(other) ~= cls["#meta"] then
      raise("TypeError", "unsupported operand type(s) for 'in': '" .. typename(other) .. "' and '" ..
        cls["#name"] .. "'")
    end
    local v = rawget(other, "_value_")
    return rawget(self, "_value_") & v == v
  end
  ns.__iter__ = function(self)
    return R.CALL(R.builtins.iter, { LIST(canonical(typeof(self), rawget(self, "_value_"))) })
  end
  ns.__len__ = function(self) return #canonical(typeof(self), rawget(self, "_value_")) end
  ns.__bool__ = function(self) return rawget(self, "_value_") ~= 0 end
  ns.__repr__ = function(self)
    local name = rawget(self, "_name_")
    if name == None then return "<" .. typename(self) .. ": " .. repr(rawget(self, "_value_")) .. ">" end
    return "<" .. typename(self) .. "." .. name .. ": " .. repr(rawget(self, "_value_")) .. ">"
  end
  if isint then
    ns.__str__ = function(self) return str(rawget(self, "_value_")) end
  else
    ns.__str__ = function(self)
      local name = rawget(self, "_name_")
      if name == None then return typename(self) .. "(" .. repr(rawget(self, "_value_")) .. ")" end
      return typename(self) .. "." .. name
    end
  end
  ns.__hash__ = function(self) return hash(rawget(self, "_value_")) end
end

Flag = R.CLASS("Flag", { Enum }, nil, function(ns)
  ns.__module__ = "enum"
  flag_methods(ns, false)
end)
Flag["#builtin"] = true
rawset(Flag, "#call", enum_call)
rawset(Flag, "#call_params", ENUM_PARAMS)
rawset(Flag, "#members", {})
m.Flag = Flag
local IntFlag = R.CLASS("IntFlag", { R.int_t, Flag }, nil, function(ns)
  ns.__module__ = "enum"
  value_ops(ns)
  flag_methods(ns, true)
  ns.__format__ = value_format
  ns.__index__ = function(self) return rawget(self, "_value_") end
  ns.__int__ = function(self) return rawget(self, "_value_") end
end)
IntFlag["#builtin"] = true
add_mixin_methods(IntFlag)
rawset(IntFlag, "#call", enum_call)
rawset(IntFlag, "#call_params", ENUM_PARAMS)
rawset(IntFlag, "#members", {})
m.IntFlag = IntFlag
m.ReprEnum = Enum

-- Enum("Name", "A B C") / Enum("Name", ["A", "B"]) / Enum("Name", [("A", 1)]) / {"A": 1}
-- (start: the first value of names given without values; typ: a data type mixed in; a Flag's
-- values are powers of two)
m.functional = function(base, name, names, typ, start)
  local pairs_ = {}
  start = (start == nil or start == None) and 1 or start
  local isflag = Flag and issubclass(base, Flag)
  local function nth(i)
    if isflag then return 1 << (i - 1) end
    return R.ADD(start, i - 1)
  end
  if type(names) == "string" then
    local i = 0
    for w in names:gmatch("[^%s,]+") do i = i + 1; pairs_[#pairs_ + 1] = { w, nth(i) } end
  elseif isinstance(names, R.dict_t) then
    for k, v in R.dict_pairs(names) do pairs_[#pairs_ + 1] = { k, v } end
  else
    local i = 0
    for item in R.iterate(names) do
      i = i + 1
      if type(item) == "string" then pairs_[#pairs_ + 1] = { item, nth(i) }
      else local a = R.toarray(item); pairs_[#pairs_ + 1] = { a[1], a[2] } end
    end
  end
  local bases = { base }
  if typ ~= nil and typ ~= None then bases = { typ, base } end
  return R.CLASS(name, bases, nil, function(ns)
    for _, p in ipairs(pairs_) do ns[p[1]] = p[2] end
  end)
end

m.unique = function(cls)
  local dups = {}
  for k, v in R.dict_pairs(cls["#dict"].__members__) do
    if rawget(v, "_name_") ~= k then dups[#dups + 1] = k .. " -> " .. rawget(v, "_name_") end
  end
  if #dups > 0 then raise("ValueError", "duplicate values found in <enum '" .. cls["#name"] .. "'>: " .. concat(dups, ", ")) end
  return cls
end

-- class-level protocols of enum classes
local old_iter, old_len, old_getitem, old_contains =
  TypeMT["#iter"], TypeMT["#len"], TypeMT["#getitem"], TypeMT["#contains"]
if not TypeMT["#enum"] then
  TypeMT["#enum"] = true
  TypeMT["#iter"] = function(t)
    local ms = rawget(t, "#canon") or rawget(t, "#members")
    if ms then
      local i = 0
      return function() i = i + 1 return ms[i] end
    end
    if old_iter then return old_iter(t) end
    raise("TypeError", "'type' object is not iterable")
  end
  TypeMT["#len"] = function(t)
    local ms = rawget(t, "#canon") or rawget(t, "#members")
    if ms then return #ms end
    if old_len then return old_len(t) end
    raise("TypeError", "object of type 'type' has no len()")
  end
  TypeMT["#reversed"] = function(t) -- reversed(Color): EnumType.__reversed__
    local ms = rawget(t, "#canon") or rawget(t, "#members")
    if not ms then raise("TypeError", "'type' object is not reversible") end
    local i = #ms + 1
    return R.make_iter(function() i = i - 1 return ms[i] end, "reversed")
  end
  TypeMT["#getitem"] = function(t, k)
    local ms = rawget(t, "#members")
    if ms then
      local names = t["#dict"].__members__
      local v = names and R.dict_get(names, k)
      if v == nil then raise("KeyError", k) end
      return v
    end
    if old_getitem then return old_getitem(t, k) end
    return t
  end
  TypeMT["#contains"] = function(t, x)
    local ms = rawget(t, "#members")
    if ms then
      if getmetatable(x) == t["#meta"] then return true end
      for _, mbr in ipairs(ms) do if EQ(rawget(mbr, "_value_"), x) then return true end end
      return false
    end
    if old_contains then return old_contains(t, x) end
    raise("TypeError", "argument of type 'type' is not iterable")
  end
end

-- the repr of enum classes: <enum 'Color'>, <flag 'Perm'> (EnumType.__repr__)
local function type_repr(t)
  for _, b in ipairs(t["#mro"]) do
    if b == Flag then return "<flag '" .. t["#name"] .. "'>" end
  end
  return "<enum '" .. t["#name"] .. "'>"
end
R.enum_type_repr = type_repr
for _, c in ipairs({ Enum, IntEnum, StrEnum, Flag, IntFlag }) do rawset(c, "#type_repr", type_repr) end
for _, c in ipairs({ Enum, IntEnum, StrEnum, Flag, IntFlag }) do c["#metaclass"] = EnumType end
m.EnumMeta = EnumType
m.EnumType = EnumType

return m
end
