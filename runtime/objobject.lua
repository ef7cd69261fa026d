-- objobject.lua: the protocols every object follows: attribute access (GA/SA/DA, special
-- attributes), truthiness, equality, and the operators (binary, unary, comparison) with the
-- Lua metamethods that route them to Python's protocols.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, error, pcall, tostring, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, error, pcall, tostring, ipairs
local next = next
local mtype, floor, huge, mininteger = math.type, math.floor, math.huge, math.mininteger
local format, byte, sub = string.format, string.byte, string.sub
local concat, tmove, pairs, tremove = table.concat, table.move, pairs, table.remove

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local num = host.num
local None = R.None
local ListMT, TupleMT, DictMT = R.ListMT, R.TupleMT, R.DictMT
local object = R.object
local akey, ikey, ordset = R.akey, R.ikey, R.ordset
local BigMT, NumMT, BoolMT, StrMT, FuncMT, NoneMT = R.BigMT, R.NumMT, R.BoolMT, R.StrMT, R.FuncMT,
  R.NoneMT
local TypeMT, BoundMT, SuperMT, ClassMT, StaticMT, PropertyMT, LimitMT = R.TypeMT, R.BoundMT,
  R.SuperMT, R.ClassMT, R.StaticMT, R.PropertyMT, R.LimitMT
local SIG, FATTR, bind = R.SIG, R.FATTR, R.bind
local typeof, typename, issubclass, lookup, refresh, raise = R.typeof, R.typename, R.issubclass,
  R.lookup, R.refresh, R.raise
local descriptor_kind = R.descriptor_kind


---------------------------------------------------------------------------------------------
-- Attribute protocol
---------------------------------------------------------------------------------------------

local function check_name(name)
  if type(name) ~= "string" then
    raise("TypeError", "attribute name must be string, not '" .. typename(name) .. "'")
  end
end

local special_get -- forward: __class__, __name__, ...
local getattribute -- forward: a user __getattribute__, then __getattr__
-- the false value that the __index of a class with __getattribute__ has just returned for
-- (last_o, last_k): `o.k or GA(o, "k")` then calls __getattribute__ once, not twice
local last_o, last_k

-- Full attribute lookup: GA(o, name). The fast path `o.name` already missed (or found false).
-- generic: object.__getattribute__ (no __getattribute__ or __getattr__ of the class)
local function GA(o, name, generic)
  if o == nil then return R.unbound() end
  check_name(name)
  local mt = getmetatable(o)
  if mt == TypeMT then
    return R.type_getattr(o, name)
  end
  if mt == SuperMT then return R.super_getattr(o, name) end
  if name == "__doc__" and mt and mt["#inst"] then return R.type_getattr(mt["#class"], name) end
  if mt and mt["#getattribute"] and not generic then
    if last_o ~= nil and rawequal(last_o, o) and last_k == name then
      last_o = nil
      return false
    end
    return getattribute(o, name)
  end
  local t = typeof(o)
  local attr = lookup(t, name)
  local amt = attr ~= nil and getmetatable(attr)
  if amt == PropertyMT then
    if attr.fget == None then raise("AttributeError", "property '" .. name .. "' of '" .. R.tpname(t) .. "' object has no getter") end
    return attr.fget(o)
  end
  local dget -- a user descriptor's __get__
  if amt and amt["#inst"] and type(attr) == "table" then
    local kind = descriptor_kind(attr)
    if kind then
      dget = lookup(amt["#class"], "__get__")
      if kind == "data" then
        if dget == nil then return attr end
        return dget(attr, o, t)
      end
    end
  end
  if type(o) == "table" and mt and mt["#inst"] then
    local v = rawget(o, ikey(mt, name))
    if v ~= nil then return v end
  end
  if dget then return dget(attr, o, t) end
  if attr ~= nil then
    if type(attr) == "function" then return bind(attr, o) end
    if amt == StaticMT then return attr.f end
    if amt == ClassMT then return bind(attr.f, t) end
    return attr
  end
  local v = special_get(o, name, t)
  if v ~= nil then return v end
  if type(o) == "function" then
    local fa = FATTR[o]
    if fa and fa[name] ~= nil then return fa[name] end
  end
  if mt == BoundMT and R.hasattr(o["#f"], name) then -- a method's other attributes: its function's
    return GA(o["#f"], name)
  end
  local ga = not (generic and mt["#inst"]) and lookup(t, "__getattr__") -- (the runtime's own
  -- types may answer through theirs)
  if ga then return ga(o, name) end
  if t == R.module_t then
    R.attr_error("module '" .. (rawget(o, "__name__") or "?") .. "' has no attribute '" .. name .. "'", o, name)
  end
  R.attr_error("'" .. R.tpname(t) .. "' object has no attribute '" .. name .. "'", o, name)
end
R.GA = GA

-- Would GA(o, name) certainly raise AttributeError, running no Python code? Then hasattr()
-- and getattr() with a default answer without raising it (an exception costs a traceback): o
-- is an instance of a class without __getattribute__ or __getattr__ whose MRO and own fields
-- hold no `name`, and name is not a dunder (those have answers of their own).
function R.ga_misses(o, name)
  if type(o) ~= "table" or byte(name, 1) == 95 and byte(name, 2) == 95 then return false end
  local mt = getmetatable(o)
  if not mt or not mt["#inst"] or mt["#getattribute"] or mt == BoundMT or mt == SuperMT then
    return false
  end
  local t = mt["#class"]
  if typeof(o) ~= t or t == R.module_t or lookup(t, name) ~= nil or lookup(t, "__getattr__") then
    return false
  end
  return rawget(o, ikey(mt, name)) == nil
end

getattribute = function(o, name)
  local mt = getmetatable(o)
  local f = mt["#getattribute"]
  local ga = lookup(mt["#class"], "__getattr__")
  if not ga then return f(o, name) end
  local ok, v = pcall(f, o, name)
  if ok then return v end
  if getmetatable(v) ~= LimitMT and R.isinstance(R.EXC(v), R.exc_classes.AttributeError) then
    return ga(o, name)
  end
  error(v, 0)
end

-- The __index of the instances of a class with its own __getattribute__ (flat: the class's
-- flat table): special methods ("@__x__", which CPython looks up on the type) and the
-- runtime's fields come from the class; every other read calls __getattribute__, a method
-- call `o.m(...)` ("@m") too.
function R.getattribute_index(flat)
  return function(o, k)
    if type(k) ~= "string" then return nil end
    local b = byte(k, 1)
    if b == 64 then
      local v = flat[k]
      if v == nil or (sub(k, 2, 3) == "__" and sub(k, -2) == "__") then return v end
      local name = sub(k, 2)
      return function(_, ...) return getattribute(o, name)(...) end
    end
    if b == 35 then return flat[k] end
    local v = getattribute(o, k)
    if v == false then last_o, last_k = o, k end
    return v
  end
end

-- The method-call fallback: GM(o, name) returns a function taking the receiver first.
local function GM(o, name)
  local v
  local mt = type(o) == "table" and getmetatable(o)
  local index = mt and not mt["#inst"] and mt ~= TypeMT and mt.__index
  -- a runtime object's own attribute that its __index gives (partial.func, sm.__func__)
  if type(index) == "function" then v = index(o, name) end
  if v == nil then v = GA(o, name) end
  return function(_, ...) return v(...) end
end
R.GM = GM

function R.hasattr(o, name)
  local ok, v = pcall(GA, o, name)
  if ok then return true end
  if getmetatable(v) == LimitMT then error(v, 0) end
  return false
end

-- the first builtin type in the MRO of class c (object for plain classes)
local function builtin_base(c)
  for _, b in ipairs(c["#mro"]) do if b["#builtin"] then return b end end
  return nil
end

-- a builtin function's attributes cannot be set or deleted
local function builtin_attr_error(o, name, t)
  if special_get(o, name, t) ~= nil then
    raise("AttributeError", "attribute '" .. name .. "' of 'builtin_function_or_method' objects is not writable")
  end
  raise("AttributeError", "'builtin_function_or_method' object has no attribute '" .. name .. "'")
end

-- The method slot of an instance attribute that hides a method of its class: `o.m(...)` calls
-- the attribute (o's raw "@m" is this, shared by all such attributes named m).
local shadow_slots = {}
local function shadow_slot(name)
  local f = shadow_slots[name]
  if not f then
    local k = akey(name)
    f = function(o, ...) return rawget(o, k)(...) end
    shadow_slots[name] = f
  end
  return f
end
R.shadow_slot = shadow_slot

-- a builtin type's read-only attribute, named by the class of t's MRO that defines it
local function readonly_attr(t, name)
  local owner = t
  for _, c in ipairs(t["#mro"]) do
    if rawget(c["#dict"], name) ~= nil then owner = c; break end
  end
  raise("AttributeError", "attribute '" .. name .. "' of '" .. R.tpname(owner) .. "' objects is not writable")
end

-- SA(o, name, v): attribute store (generic: object.__setattr__, not the class's __setattr__)
local function SA(o, name, v, generic)
  local mt = getmetatable(o)
  if mt == TypeMT then
    return R.type_setattr(o, name, v)
  end
  local sa = mt and mt["#setattr"] -- a class's __setattr__ comes before its properties
  if sa and not generic then sa(o, name, v) return end
  local t = typeof(o)
  local attr = lookup(t, name)
  local amt = attr ~= nil and getmetatable(attr)
  if amt == PropertyMT then
    local fset = attr.fset
    if fset == nil then readonly_attr(t, name) end -- a builtin type's (int.real)
    if fset == None then raise("AttributeError", "property '" .. name .. "' of '" .. R.tpname(t) .. "' object has no setter") end
    fset(o, v)
    return
  end
  if amt and amt["#inst"] and type(attr) == "table" and descriptor_kind(attr) == "data" then
    local set = lookup(amt["#class"], "__set__")
    if set == nil then raise("AttributeError", "__set__") end
    set(attr, o, v)
    return
  end
  if name == "__class__" and type(o) == "table" and mt and mt["#inst"] and t ~= R.module_t then
    if getmetatable(v) ~= TypeMT then
      raise("TypeError", "__class__ must be set to a class, not '" .. typename(v) .. "' object")
    end
    local vm = v["#meta"]
    if v["#builtin"] or not (vm and vm["#inst"]) or builtin_base(v) ~= builtin_base(t) then
      raise("TypeError", "__class__ assignment only supported for mutable types or ModuleType subclasses")
    end
    setmetatable(o, vm)
    return
  end
  if type(o) == "table" and mt and mt["#inst"] then
    local slots = mt["#slots"]
    if slots and not slots[name] then
      if attr ~= nil then
        raise("AttributeError", "'" .. R.tpname(t) .. "' object attribute '" .. name .. "' is read-only")
      end
      raise("AttributeError", "'" .. R.tpname(t) .. "' object has no attribute '" .. name .. "'")
    end
    if name == "args" and R.is_exception(o) then v = R.TUPLE(R.toarray(v)) end -- any iterable
    local k = ikey(mt, name)
    if mt["#ordered"] then
      ordset(o, k, v) -- `o.m = f` that hides the class's method m: ordset sees to "@m"
    else
      if rawget(o, k) == nil and t["#flat"]["@" .. name] ~= nil then
        rawset(o, "@" .. name, shadow_slot(name))
      end
      rawset(o, k, v)
    end
    return
  end
  if type(o) == "function" then
    local sig = SIG[o]
    if not (sig and sig.py) then builtin_attr_error(o, name, t) end
    if name == "__name__" or name == "__qualname__" then
      if type(v) ~= "string" then raise("TypeError", name .. " must be set to a string object") end
      if name == "__name__" then
        if sig.qualname == nil then sig.qualname = sig.name end
        sig.name = v
      else
        sig.qualname = v
      end
      return
    elseif name == "__doc__" then sig.doc = v return
    elseif name == "__code__" then raise("TypeError", "__code__ must be set to a code object")
    elseif name == "__class__" then
      raise("TypeError", "__class__ assignment only supported for mutable types or ModuleType subclasses")
    elseif name == "__dict__" then
      if getmetatable(v) ~= R.DictMT and getmetatable(v) ~= R.InstDictMT then
        raise("TypeError", "__dict__ must be set to a dictionary, not a '" .. typename(v) .. "'")
      end
      FATTR[o], R.FORDER[o] = {}, {}
      R.function_dict_sync(o, v)
      return
    elseif name == "__defaults__" or name == "__kwdefaults__" or name == "__globals__"
        or name == "__closure__" then
      raise("AttributeError", "moonpy cannot change a function's " .. name)
    end
    R.fattr_set(o, name, v)
    return
  end
  if name == "__class__" then
    raise("TypeError", "__class__ assignment only supported for mutable types or ModuleType subclasses")
  end
  if name == "__dict__" and type(o) == "table" and mt and mt["#inst"] then
    raise("TypeError", "moonpy cannot replace an object's __dict__; update it instead")
  end
  if t == R.module_t then rawset(o, akey(name), v) return end
  if attr ~= nil then
    raise("AttributeError", "'" .. R.tpname(t) .. "' object attribute '" .. name .. "' is read-only")
  end
  raise("AttributeError", "'" .. R.tpname(t) .. "' object has no attribute '" .. name .. "'")
end
R.SA = SA

local object_delattr -- object.__delattr__, below
function R.DA(o, name, generic)
  local mt = getmetatable(o)
  local t = typeof(o)
  if not generic and mt and mt["#inst"] then
    local f = lookup(t, "__delattr__")
    if f ~= object_delattr then f(o, name) return end
  end
  local attr = lookup(t, name)
  local amt = attr ~= nil and getmetatable(attr)
  if amt == PropertyMT then
    if attr.fdel == nil then readonly_attr(t, name) end
    if attr.fdel ~= None then attr.fdel(o) return end
    if mt and mt["#inst"] and not R.is_exception(o) then
      raise("AttributeError", "property '" .. name .. "' of '" .. R.tpname(t) .. "' object has no deleter")
    end
  end
  if amt and amt["#inst"] and type(attr) == "table" and descriptor_kind(attr) == "data" then
    local del = lookup(amt["#class"], "__delete__")
    if del == nil then raise("AttributeError", "__delete__") end
    del(attr, o)
    return
  end
  if name == "args" and R.is_exception(o) then raise("TypeError", "args may not be deleted") end
  if type(o) == "table" and mt and mt["#inst"] and rawget(o, ikey(mt, name)) ~= nil then
    rawset(o, ikey(mt, name), nil)
    if rawget(o, "@" .. name) then rawset(o, "@" .. name, nil) end
    if mt["#ordered"] then R.ordunset(o, ikey(mt, name)) end
    return
  end
  if mt == TypeMT then return R.type_delattr(o, name) end
  if type(o) == "function" then
    local sig = SIG[o]
    if not (sig and sig.py) then builtin_attr_error(o, name, t) end
    if name == "__name__" or name == "__qualname__" then
      raise("TypeError", name .. " must be set to a string object")
    end
    local fa = FATTR[o]
    if fa and fa[name] ~= nil then
      fa[name] = nil
      local order = R.FORDER[o]
      for i = #(order or {}), 1, -1 do
        if order[i] == name then tremove(order, i) end
      end
      return
    end
    raise("AttributeError", "'function' object has no attribute '" .. name .. "'")
  end
  raise("AttributeError", "'" .. R.tpname(t) .. "' object has no attribute '" .. name .. "'")
end

-- object's own attribute methods: the generic protocol (a class's __setattr__ calls them
-- through super() or object.__setattr__(self, k, v) to store for real)
object["#dict"].__getattribute__ = function(o, name)
  if name == nil then R.argc({ "E", "__getattribute__", 1, 1 }, name) end
  return GA(o, name, true)
end
object["#dict"].__setattr__ = function(o, name, v)
  if v == nil then R.argc({ "E", "__setattr__", 2, 2 }, name, v) end
  check_name(name)
  SA(o, name, v, true)
  return None
end
object_delattr = function(o, name)
  if name == nil then R.argc({ "E", "__delattr__", 1, 1 }, name) end
  check_name(name)
  R.DA(o, name, true)
  return None
end
object["#dict"].__delattr__ = object_delattr
R.build_flat(object)

-- special attributes every object has
special_get = function(o, name, t)
  if name == "__class__" then return t end
  if getmetatable(o) == SuperMT then return R.super_getattr(o, name) end
  if name == "__dict__" and type(o) == "table" and getmetatable(o)["#inst"]
     and not getmetatable(o)["#slots"] then -- (slotted objects have none)
    return R.instance_dict(o)
  end
  if type(o) == "function" then
    local sig = SIG[o]
    if name == "__name__" then return sig and sig.name or R.NAMES[o] or "<builtin>" end
    if name == "__qualname__" then
      if R.DESCR[o] then return R.DESCR[o]["#name"] .. "." .. R.NAMES[o] end
      return sig and (sig.qualname or sig.name) or R.NAMES[o] or "<builtin>"
    end
    if name == "__objclass__" and R.DESCR[o] then return R.DESCR[o] end
    if name == "__call__" then return o end
    if name == "__get__" and sig and sig.py then -- f.__get__(obj): the method bound to obj
      return function(obj, _)
        if obj == nil then R.argc({ "E", "__get__", 1, 2 }) end
        if obj == None then return o end
        return bind(o, obj)
      end
    end
    if name == "__doc__" then return sig and sig.doc or None end
    if name == "__dict__" and sig and sig.py then return R.function_dict(o) end
    if name == "__module__" then return (sig and sig.py) and "__main__" or R.FMODULE[o] or "builtins" end
    if name == "__defaults__" then
      return sig and sig.defaults and R.TUPLE(sig.defaults) or None
    end
    if name == "__kwdefaults__" and sig and sig.py then
      local kd = sig.kwdefaults
      if not kd then return None end
      local d = R.DICT()
      for i = 1, #kd, 2 do R.SI(d, kd[i], kd[i + 1]) end
      return d
    end
    if name == "__annotations__" and sig and sig.py then
      local d = sig.annotations_dict -- made once: changes to it stay
      if not d then
        d = R.DICT()
        local a = sig.annotations or {}
        for i = 1, #a, 2 do R.SI(d, a[i], a[i + 1]) end
        sig.annotations_dict = d
      end
      return d
    end
  end
  if getmetatable(o) == BoundMT then
    if name == "__self__" then return o["#self"] end
    if name == "__call__" then return o end
    if name == "__func__" then return o["#f"] end
    if name == "__doc__" then return special_get(o["#f"], name, typeof(o["#f"])) end
    if name == "__name__" or name == "__qualname__" then
      local sig = SIG[o["#f"]]
      local n = sig and sig.name or R.NAMES[o["#f"]] or "?"
      if name == "__name__" then return n end
      if sig and sig.py then return sig.qualname or n end
      local self = o["#self"]
      return (getmetatable(self) == R.TypeMT and self["#name"] or typename(self)) .. "." .. n
    end
  end
  if name == "__doc__" then return None end
  return nil
end


---------------------------------------------------------------------------------------------
-- Truthiness, equality, hashing, ordering
---------------------------------------------------------------------------------------------

local function T(x)
  if x == true then return true end
  if x == false or x == None or x == 0 or x == "" then return false end
  local tx = type(x)
  if tx == "number" or tx == "string" or tx == "function" then return true end
  local mt = getmetatable(x)
  local b = mt and mt.__bool
  if b then return b(x) end
  return true
end
R.T = T

-- a user class's own comparison method `name` of x (a Python function), or nil
local function user_dunder(x, name)
  if type(x) ~= "table" then return nil end
  local mt = getmetatable(x)
  if not (mt and mt["#inst"]) then return nil end
  local f = lookup(mt["#class"], name)
  local sig = f and SIG[f]
  return sig and sig.py and f or nil
end

-- a == b. EQ gives its truth (conditions, containers); EQV, for `a == b` used as a value,
-- gives what a user __eq__ returned (any object, as CPython). One body makes both:
-- conv is T or the identity.
local function make_eq(conv)
  return function(a, b)
    -- not ==: that calls __eq, which calls EQ. The same object is equal to itself unless its
    -- class says otherwise (`a == a` calls a user __eq__; containers check identity first)
    if rawequal(a, b) and not user_dunder(a, "__eq__") then return true end
    local ta, tb = type(a), type(b)
    if ta == "number" or ta == "boolean" then
      if tb == "number" or tb == "boolean" then
        if a == b then return true end
        if ta == "boolean" then a = a and 1 or 0 end
        if tb == "boolean" then b = b and 1 or 0 end
        return a == b
      end
      if BigMT and getmetatable(b) == BigMT then return num.eq(a, b) end
      if tb == "table" then
        local mt = getmetatable(b)
        local e = mt and mt["#eq"]
        if e then
          local r = e(b, a)
          if r ~= R.NotImplemented then return conv(r) end
        end
      end
      return false
    end
    if ta == "string" or ta == "function" then
      if tb == "table" then
        local mt = getmetatable(b)
        local e = mt and mt["#eq"]
        if e then
          local r = e(b, a)
          if r ~= R.NotImplemented then return conv(r) end
        end
      end
      return false
    end
    local mt = getmetatable(a)
    local e = mt and mt["#eq"]
    if tb == "table" and mt and mt["#inst"] then
      local mt2 = getmetatable(b)
      if mt2 ~= mt and mt2 and mt2["#inst"] then -- a subclass's own __eq__ goes first
        local ca, cb = mt["#class"], mt2["#class"]
        local fb = user_dunder(b, "__eq__")
        if fb and issubclass(cb, ca) and lookup(ca, "__eq__") ~= fb then
          local r = fb(b, a)
          if r ~= R.NotImplemented then return conv(r) end
        end
      end
    end
    if e then
      local r = e(a, b)
      if r ~= R.NotImplemented then return conv(r) end
    end
    if tb == "table" or tb == "userdata" then
      local mt2 = getmetatable(b)
      local e2 = mt2 and mt2["#eq"]
      if e2 then
        local r = e2(b, a)
        if r ~= R.NotImplemented then return conv(r) end
      end
    end
    if BigMT and mt == BigMT then return num.eq(a, b) == true end
    return rawequal(a, b)
  end
end
local function same(r) return r end
local EQ = make_eq(T)
-- After Lua's a == b was false: had it already asked Python's == (two tables, one of whose
-- types has an __eq metamethod, which runs EQ)? Then EQ(a, b) would only run __eq__ again. A
-- search for x (list.index, `in` ...) is identity, then ==, each once, as CPython's
-- PyObject_RichCompareBool: `v == x or (not eq_asked(v, x) and EQ(v, x))`.
local function eq_asked(a, b)
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  local ma, mb = getmetatable(a), getmetatable(b)
  return (ma ~= nil and rawget(ma, "__eq") ~= nil) or (mb ~= nil and rawget(mb, "__eq") ~= nil)
end
R.eq_asked = eq_asked
R.EQV = make_eq(same)
R.EQ = EQ

-- a != b: a user __ne__ of either side (a's first), else the inverse of ==
-- (NE its truth, NEV what a user __ne__ returned)
local function make_ne(conv)
  return function(a, b)
    local fb = user_dunder(b, "__ne__")
    if fb then -- a subclass's own __ne__ goes first
      local ta, tb = typeof(a), typeof(b)
      if ta ~= tb and issubclass(tb, ta) and lookup(ta, "__ne__") ~= fb then
        local r = fb(b, a)
        if r ~= R.NotImplemented then return conv(r) end
      end
    end
    local f = user_dunder(a, "__ne__")
    if f then
      local r = f(a, b)
      if r ~= R.NotImplemented then return conv(r) end
    end
    f = user_dunder(b, "__ne__")
    if f then
      local r = f(b, a)
      if r ~= R.NotImplemented then return conv(r) end
    end
    return not EQ(a, b)
  end
end
R.NE = make_ne(T)
R.NEV = make_ne(same)

---------------------------------------------------------------------------------------------
-- Operators: the slow paths of the inline arithmetic and the metamethods of every type
---------------------------------------------------------------------------------------------

local NotImplemented = host.sentinel() -- a userdata: `r ~= NotImplemented` never calls an __eq
R.NotImplemented = NotImplemented

local opinfo = {
  Add = { "__add__", "__radd__", "+" }, Sub = { "__sub__", "__rsub__", "-" },
  Mult = { "__mul__", "__rmul__", "*" }, Div = { "__truediv__", "__rtruediv__", "/" },
  FloorDiv = { "__floordiv__", "__rfloordiv__", "//" }, Mod = { "__mod__", "__rmod__", "%" },
  Pow = { "__pow__", "__rpow__", "** or pow()" }, LShift = { "__lshift__", "__rlshift__", "<<" },
  RShift = { "__rshift__", "__rrshift__", ">>" }, BitAnd = { "__and__", "__rand__", "&" },
  BitOr = { "__or__", "__ror__", "|" }, BitXor = { "__xor__", "__rxor__", "^" },
  MatMult = { "__matmul__", "__rmatmul__", "@" },
}
R.opinfo = opinfo

local numop = {
  Add = num.add, Sub = num.sub, Mult = num.mul, Div = num.truediv, FloorDiv = num.floordiv,
  Mod = num.mod, Pow = num.pow, LShift = num.lshift, RShift = num.rshift, BitAnd = num.band,
  BitOr = num.bor, BitXor = num.bxor,
}

local function isnum(x)
  local t = type(x)
  return t == "number" or t == "boolean" or (BigMT ~= nil and getmetatable(x) == BigMT)
end
R.isnum = isnum

local concat_types = {} -- str, list, tuple: filled once they exist (R.set_concat_types)
local concat_add -- their __add__ functions (a set), made at the first use
function R.set_concat_types(...) concat_types = { ... } end
local function is_concat_add(f)
  if not concat_add then
    concat_add = {}
    for _, t in ipairs(concat_types) do concat_add[t["#dict"].__add__] = true end
  end
  return concat_add[f]
end

-- A type's name in CPython's operator messages: tp_name, which names the module of the types
-- that CPython writes in C ("decimal.Decimal", "collections.deque", whose reprs do not: set as
-- "#tp_name"); a subclass has its own.
local function tp_name(t) return rawget(t, "#tp_name") or R.tpname(t) end

-- binop(op, a, b): Python's binary operator protocol.
local function binop(op, a, b, aug, tried)
  if a == nil or b == nil then return R.unbound() end
  local nf = numop[op] -- none for @: numbers have no __matmul__
  if nf and isnum(a) and isnum(b) then
    local r = nf(a, b)
    if r ~= nil then return r end
  end
  local info = opinfo[op]
  local ta, tb = typeof(a), typeof(b)
  local f = lookup(ta, info[1])
  local rf = ta ~= tb and lookup(tb, info[2]) or nil
  if rf and op == "Add" and f and is_concat_add(f) then
    -- str, list and tuple concatenate in a sequence slot that CPython tries only after the
    -- other operand's __radd__
    local r = rf(b, a)
    if r ~= NotImplemented then return r end
    rf = nil
  end
  if rf and issubclass(tb, ta) and tb ~= ta then
    local r = rf(b, a)
    if r ~= NotImplemented then return r end
    rf = nil
  end
  if f and not tried then -- tried: the caller called f already (inst_binop)
    local r = f(a, b)
    if r ~= NotImplemented then return r end
  end
  if rf then
    local r = rf(b, a)
    if r ~= NotImplemented then return r end
  end
  if op == "Add" then -- a sequence's own concatenation refuses the other operand (sq_concat)
    for _, seq in ipairs(concat_types) do
      if issubclass(ta, seq) then
        raise("TypeError", format('can only concatenate %s (not "%s") to %s', seq["#name"],
          R.tpname(tb), seq["#name"]))
      end
    end
  end
  if op == "Mult" then -- a sequence's own repetition refuses the other operand (sq_repeat)
    for _, pair in ipairs({ { ta, tb }, { tb, ta } }) do -- the left operand's first
      for _, seq in ipairs(concat_types) do
        if issubclass(pair[1], seq) then
          local index = lookup(pair[2], "__index__") -- CPython's sequence_repeat takes it
          if index then
            local n = index(pair[1] == ta and b or a)
            if pair[1] == ta then return binop(op, a, n) end
            return binop(op, n, b)
          end
          raise("TypeError", format("can't multiply sequence by non-int of type '%s'", R.tpname(pair[2])))
        end
      end
    end
  end
  raise("TypeError", format("unsupported operand type(s) for %s%s: '%s' and '%s'", info[3],
    aug and "=" or "", tp_name(ta), tp_name(tb)))
end
R.binop = binop

-- The code generator's slow paths: numbers go straight to C (py.num returns nil for
-- anything else), everything else through the protocol.
local num_add, num_sub, num_mul = num.add, num.sub, num.mul
function R.ADD(a, b)
  local r = num_add(a, b)
  if r ~= nil then return r end
  return binop("Add", a, b)
end
function R.SUB(a, b)
  local r = num_sub(a, b)
  if r ~= nil then return r end
  return binop("Sub", a, b)
end
function R.MUL(a, b)
  local r = num_mul(a, b)
  if r ~= nil then return r end
  return binop("Mult", a, b)
end
function R.TRUEDIV(a, b) return binop("Div", a, b) end
function R.FLOORDIV(a, b) return binop("FloorDiv", a, b) end
function R.MOD(a, b) return binop("Mod", a, b) end
function R.POW(a, b) return binop("Pow", a, b) end
function R.LSHIFT(a, b) return binop("LShift", a, b) end
function R.RSHIFT(a, b) return binop("RShift", a, b) end
function R.BAND(a, b) return binop("BitAnd", a, b) end
function R.BOR(a, b) return binop("BitOr", a, b) end
function R.BXOR(a, b) return binop("BitXor", a, b) end
function R.MATMUL(a, b) return binop("MatMult", a, b) end

local iopnames = {
  Add = "__iadd__", Sub = "__isub__", Mult = "__imul__", Div = "__itruediv__",
  FloorDiv = "__ifloordiv__", Mod = "__imod__", Pow = "__ipow__", LShift = "__ilshift__",
  RShift = "__irshift__", BitAnd = "__iand__", BitOr = "__ior__", BitXor = "__ixor__",
  MatMult = "__imatmul__",
}
-- IOP(op, a, b): augmented assignment on a non-number: __iadd__ and friends, else binop.
function R.IOP(op, a, b)
  if op == "Add" and getmetatable(a) == ListMT then -- xs += a list or tuple: extend in place
    local mb = getmetatable(b)
    if mb == ListMT or mb == TupleMT then tmove(b, 1, #b, #a + 1, a) return a end
  end
  if type(a) ~= "string" then
    local f = lookup(typeof(a), iopnames[op])
    if f then
      local r = f(a, b)
      if r ~= NotImplemented then return r end
    end
  end
  return binop(op, a, b, true)
end

function R.NEG(a)
  local t = type(a)
  if t == "number" then
    if a == mininteger then return num.neg(a) end
    return -a
  end
  if isnum(a) then return num.neg(a) end
  local f = lookup(typeof(a), "__neg__")
  if f then return f(a) end
  raise("TypeError", "bad operand type for unary -: '" .. typename(a) .. "'")
end

function R.POS(a)
  if isnum(a) then return num.pos(a) end
  local f = lookup(typeof(a), "__pos__")
  if f then return f(a) end
  raise("TypeError", "bad operand type for unary +: '" .. typename(a) .. "'")
end

function R.INVERT(a)
  if mtype(a) == "integer" or type(a) == "boolean" or (BigMT and getmetatable(a) == BigMT) then
    return num.invert(a)
  end
  local f = lookup(typeof(a), "__invert__")
  if f then return f(a) end
  raise("TypeError", "bad operand type for unary ~: '" .. typename(a) .. "'")
end

-- Comparison protocol for the metamethods __lt/__le (see R.order_lt).
local cmpinfo = {
  lt = { "__lt__", "__gt__", "<" }, le = { "__le__", "__ge__", "<=" },
  gt = { "__gt__", "__lt__", ">" }, ge = { "__ge__", "__le__", ">=" },
}
-- The code generator's overflow tests compare operands with magic bounds (see Gen:arith in
-- transpiler/codegen.lua): against a non-number such a comparison is false, not a TypeError.
local function magic(x)
  return x == 1125899906842597 or x == -1125899906842597 or x == 3037000499 or x == -3037000499
end

local function richcmp(op, a, b)
  if a == nil or b == nil then return R.unbound() end
  if isnum(a) and isnum(b) then
    if op == "lt" then return num.lt(a, b) == true
    elseif op == "le" then return num.le(a, b) == true
    elseif op == "gt" then return num.lt(b, a) == true
    else return num.le(b, a) == true end
  end
  if magic(a) or magic(b) then return false end
  local info = cmpinfo[op]
  local ta, tb = typeof(a), typeof(b)
  local f = lookup(ta, info[1])
  local rf = lookup(tb, info[2])
  if rf and ta ~= tb and issubclass(tb, ta) then
    local r = rf(b, a)
    if r ~= NotImplemented then return T(r) end
    rf = nil
  end
  if f then
    local r = f(a, b)
    if r ~= NotImplemented then return T(r) end
  end
  if rf then
    local r = rf(b, a)
    if r ~= NotImplemented then return T(r) end
  end
  raise("TypeError", format("'%s' not supported between instances of '%s' and '%s'", info[3],
    tp_name(ta), tp_name(tb)))
end
R.richcmp = richcmp

-- The order metamethods. Lua codes a > b as b < a (and a >= b as b <= a); the VM then passes
-- a third argument, true (patches/lua/0010), and the protocol runs as Python's a > b.
function R.order_lt(a, b, swapped)
  if swapped then return richcmp("gt", b, a) end
  return richcmp("lt", a, b)
end
function R.order_le(a, b, swapped)
  if swapped then return richcmp("ge", b, a) end
  return richcmp("le", a, b)
end

-- Installs the Lua metamethods that route operators to Python's protocols.
-- The binary operators of a user class's objects: a OP b with a an object of the class and b
-- one of the same class or a builtin value (no subclass of a's class, so no reflected method
-- goes first) calls a's method at once; the rest is binop's protocol.
local function inst_binop(op)
  local info = opinfo[op]
  local fkey = "@" .. info[1]
  return function(a, b)
    local ma, mb = getmetatable(a), getmetatable(b)
    if ma and ma["#inst"] and (mb == ma or type(b) ~= "table" or not (mb and mb["#inst"])) then
      local f = a[fkey]
      if f and not concat_add then is_concat_add(f) end -- (made at the first use)
      if f and not concat_add[f] then
        local r = f(a, b)
        if r ~= NotImplemented then return r end
        return binop(op, a, b, nil, true)
      end
    end
    return binop(op, a, b)
  end
end
-- (the metamethods depend on no class: every class's metatable shares one set)
local BINOPS = { __add = "Add", __sub = "Sub", __mul = "Mult", __div = "Div", __idiv = "FloorDiv",
  __mod = "Mod", __pow = "Pow", __band = "BitAnd", __bor = "BitOr", __bxor = "BitXor",
  __shl = "LShift", __shr = "RShift" }
local inst_ops, plain_ops = {}, {}
for mm, op in next, BINOPS do
  inst_ops[mm] = inst_binop(op)
  plain_ops[mm] = function(a, b) return binop(op, a, b) end
end
plain_ops.__unm = function(a) return R.NEG(a) end
plain_ops.__bnot = function(a) return R.INVERT(a) end
plain_ops.__lt = R.order_lt
plain_ops.__le = R.order_le

function R.install_instance_operators(mt)
  for mm, f in next, inst_ops do mt[mm] = f end
end

-- Calling a value that is not callable
local function not_callable(x)
  raise("TypeError", "'" .. typename(x) .. "' object is not callable")
end
R.not_callable = not_callable

-- (a runtime type is not callable unless its metatable says how: a __call set later wins)
local function install_operators(mt)
  for mm, f in next, plain_ops do mt[mm] = f end
  if mt.__call == nil then mt.__call = not_callable end
end
R.install_operators = install_operators

for _, mt in ipairs({ NumMT, BoolMT, StrMT, FuncMT, NoneMT, BoundMT }) do
  install_operators(mt)
end
for _, mt in ipairs({ NumMT, BoolMT, StrMT, NoneMT }) do
  mt.__call = not_callable
end

-- Attribute stores on values without a __dict__
local function no_setattr(o, k, v)
  local t = typeof(o)
  if lookup(t, k) ~= nil then
    raise("AttributeError", "'" .. R.tpname(t) .. "' object attribute '" .. tostring(k) .. "' is read-only")
  end
  raise("AttributeError", "'" .. R.tpname(t) .. "' object has no attribute '" .. tostring(k) .. "'")
end
R.no_setattr = no_setattr
for _, mt in ipairs({ NumMT, BoolMT, StrMT, NoneMT, BoundMT }) do
  mt.__newindex = no_setattr
end
FuncMT.__newindex = function(f, k, v) SA(f, k, v) end

---------------------------------------------------------------------------------------------
-- Index helpers
---------------------------------------------------------------------------------------------

-- A Python int-like index (int, bool) as a Lua integer; TypeError otherwise.
local function index(x, what)
  if mtype(x) == "integer" then return x end
  if x == true then return 1 elseif x == false then return 0 end
  if BigMT and getmetatable(x) == BigMT then
    return nil -- caller decides (out of range)
  end
  local f = lookup(typeof(x), "__index__")
  if f then
    local r = f(x)
    if mtype(r) ~= "integer" and type(r) ~= "boolean" and not (BigMT and getmetatable(r) == BigMT)
        and not R.isinstance(r, R.int_t) then
      raise("TypeError", "__index__ returned non-int (type " .. typename(r) .. ")")
    end
    if type(r) == "table" then r = R.unbox(r) end -- an int subclass's object
    return index(r)
  end
  raise("TypeError", (what or "'" .. typename(x) .. "' object cannot be interpreted as an integer"))
end
R.index = index

-- a bound of range() in a numerical for loop: an int, beyond 64 bits too (patches/lua/0006)
function R.INDEX(x)
  if mtype(x) == "integer" then return x end
  if getmetatable(x) == BigMT then return x end
  local i = index(x)
  if i == nil then raise("OverflowError", "Python int too large to convert to C ssize_t") end
  return i
end


---------------------------------------------------------------------------------------------
-- Hashing: the Lua key of a Python value (dicts and sets index by it)
---------------------------------------------------------------------------------------------

local ids = setmetatable({}, { __mode = "k" })
local nextid = 0
local function objid(x)
  local i = ids[x]
  if not i then nextid = nextid + 1; i = nextid; ids[x] = i end
  return i
end
R.objid = objid

local function unhashable(x)
  raise("TypeError", "unhashable type: '" .. typename(x) .. "'")
end

local dkey
-- the string form of an element inside a composite key
local function subkey(x)
  local t = type(x)
  if t == "string" then return "s" .. #x .. ":" .. x end
  if t == "number" then
    if mtype(x) == "integer" then return "i" .. x end
    if x == floor(x) and x > -2^63 and x < 2^63 then return "i" .. format("%d", x) end
    if x ~= floor(x) or x == huge or x == -huge then return "f" .. format("%.17g", x) end
    -- an integral float beyond int64: the key of the big int of the same value (below)
  end
  if t == "boolean" then return x and "i1" or "i0" end
  local k = dkey(x)
  local tk = type(k)
  if tk == "string" then return "k" .. #k .. ":" .. k end
  if tk == "userdata" and getmetatable(k) == nil then return "p" .. format("%p", k) end -- a small tuple's
  return "o" .. objid(k)
end
R.subkey = subkey

dkey = function(x)
  local t = type(x)
  if t == "string" then return x end
  if t == "number" then
    if x ~= x then return "\255nan" end
    if (x >= 0x1p63 or x < -0x1p63) and x == floor(x) and x ~= huge and x ~= -huge then
      return "\255b" .. tostring(num.toint(x)) -- one key with the big int of the same value
    end
    return x
  end
  if t == "boolean" then return x and 1 or 0 end
  local mt = getmetatable(x)
  if mt then
    local kf = mt["#key"]
    if kf then return kf(x) end
    if kf == false then unhashable(x) end
  end
  return x
end
R.dkey = dkey
R.subkey = subkey
if BigMT then BigMT["#key"] = function(x) return "\255b" .. tostring(x) end end


---------------------------------------------------------------------------------------------
-- Item protocol
---------------------------------------------------------------------------------------------

-- types.GenericAlias: list[int], dict[str, list[int]], collections.deque[str] (types marked
-- "#generic"). It names its origin and arguments, calls the origin, compares by both.
local GenericAliasMT = {}
local generic_alias_t = R.builtin_type("GenericAlias", { object }, {}, GenericAliasMT)
GenericAliasMT["#class"] = generic_alias_t
GenericAliasMT["#union_member"] = true -- list[int] | None (objunion.lua)
generic_alias_t["#dict"].__module__ = "types"
R.GenericAliasMT, R.generic_alias_t = GenericAliasMT, generic_alias_t
local function generic_alias(origin, args)
  if getmetatable(args) ~= TupleMT then args = R.TUPLE({ args }) end
  return setmetatable({ ["#origin"] = origin, ["#args"] = args }, GenericAliasMT)
end
R.generic_alias = generic_alias
local function alias_arg_repr(t) -- typing's _type_repr
  if R.Ellipsis ~= nil and rawequal(t, R.Ellipsis) then return "..." end
  if getmetatable(t) == TypeMT then
    local mod = t["#dict"] and rawget(t["#dict"], "__module__")
    if t["#builtin"] and (type(mod) ~= "string" or mod == "builtins") then return t["#name"] end
    return (type(mod) == "string" and mod or "__main__") .. "." .. (t["#qualname"] or t["#name"])
  end
  return R.repr(t)
end
GenericAliasMT["#repr"] = function(a)
  local args = a["#args"]
  local parts = {}
  for i = 1, #args do parts[i] = alias_arg_repr(args[i]) end
  return alias_arg_repr(a["#origin"]) .. "[" .. (#args == 0 and "()" or concat(parts, ", ")) .. "]"
end
GenericAliasMT["#mro_entry"] = function(a) return { a["#origin"] } end -- class C(list[int]) is a list
GenericAliasMT.__call = function(a, ...) return R.CALL(a["#origin"], { ... }) end
GenericAliasMT["#call_kw"] = function(a, pos, npos, kw) return R.type_call_kw(a["#origin"], pos, npos, kw) end
GenericAliasMT.__index = function(a, k)
  if k == "__origin__" then return a["#origin"] end
  if k == "__args__" then return a["#args"] end
  if k == "__parameters__" then return R.TUPLE({}) end
  return generic_alias_t["#flat"][k] or R.GA(a["#origin"], k)
end
for k, f in pairs({ __origin__ = function(a) return a["#origin"] end, __args__ = function(a) return a["#args"] end,
                    __parameters__ = function() return R.TUPLE({}) end }) do
  generic_alias_t["#dict"][k] = setmetatable({ fget = f, fset = None, fdel = None }, PropertyMT)
end
GenericAliasMT["#eq"] = function(a, b)
  if getmetatable(b) ~= GenericAliasMT then return R.NotImplemented end
  return rawequal(a["#origin"], b["#origin"]) and R.EQ(a["#args"], b["#args"])
end
generic_alias_t["#dict"].__hash__ = function(a) return R.hash(R.TUPLE({ a["#origin"], a["#args"] })) end
GenericAliasMT["#key"] = function(a) return "\255g" .. R.subkey(R.TUPLE({ a["#origin"], a["#args"] })) end
generic_alias_t["#dict"].__or__ = function(a, b) return R.union(a, b) end
generic_alias_t["#dict"].__ror__ = function(a, b) return R.union(b, a) end
generic_alias_t["#dict"].__new__ = function(cls, origin, args) return generic_alias(origin, args) end
generic_alias_t["#call"] = function(cls, origin, args) return generic_alias(origin, args) end
R.build_flat(generic_alias_t)
install_operators(GenericAliasMT)

local generic_builtins -- the builtin types with __class_getitem__, once they all exist
local function builtin_generic(t)
  if not generic_builtins then
    generic_builtins = {}
    for _, b in ipairs({ R.list_t, R.dict_t, R.tuple_t, R.set_t, R.frozenset_t, R.type_t }) do
      generic_builtins[b] = true
    end
  end
  return generic_builtins[t]
end
local function not_subscriptable(o)
  if getmetatable(o) == R.TypeMT then
    local meta = rawget(o, "#metaclass") -- a metaclass's __getitem__ first, as CPython
    local mgi = meta and lookup(meta, "__getitem__")
    if mgi then return function(k) return mgi(o, k) end end
    -- a class's __class_getitem__ (a classmethod even when not written as one)
    local cg = lookup(o, "__class_getitem__")
    if cg ~= nil then
      local mt = getmetatable(cg)
      if mt == ClassMT or mt == StaticMT then cg = cg.f end
      return function(k) return cg(o, k) end
    end
    if rawget(o, "#generic") or builtin_generic(o) then return function(k) return generic_alias(o, k) end end
    -- a program's own class is subscriptable through typing.Generic (Stack[int] is then the
    -- class itself); the runtime's other classes keep that lenience
    local mod = not o["#builtin"] and o["#dict"] and rawget(o["#dict"], "__module__")
    if mod == "__main__" or rawget(o, "#subscriptable") then -- (Generic[T] itself too)
      for _, b in ipairs(o["#mro"]) do
        local sub = rawget(b, "#subscriptable") -- typing.Generic's alias maker, or true
        if sub then return sub ~= true and function(k) return sub(o, k) end or nil end
      end
      raise("TypeError", "type '" .. o["#name"] .. "' is not subscriptable")
    end
    return nil
  end
  raise("TypeError", "'" .. typename(o) .. "' object is not subscriptable")
end
-- Cls[k]: __class_getitem__, a generic alias, or (typing.Generic subclasses) the class
TypeMT["#getitem"] = function(t, k)
  local g = not_subscriptable(t)
  if g then return g(k) end
  return t
end

function R.GI(o, k)
  if o == nil or k == nil then return R.unbound() end
  local mt = getmetatable(o)
  if mt == ListMT or mt == TupleMT then
    if mtype(k) == "integer" then
      local v = o[k >= 0 and k + 1 or #o + k + 1]
      if v ~= nil and (k >= 0 or #o + k >= 0) then return v end
    end
    return mt["#getitem"](o, k)
  end
  if mt == DictMT and (type(k) == "string" or mtype(k) == "integer") then
    local slot = o["#i"][k] -- str and int keys are their own Lua keys (see dkey)
    if slot then return o["#v"][slot] end
  end
  local f = mt and mt["#getitem"]
  if f then return f(o, k) end
  return not_subscriptable(o)
end

function R.SI(o, k, v)
  local mt = getmetatable(o)
  if mt == ListMT and mtype(k) == "integer" and k >= 0 and k < #o then
    o[k + 1] = v
    return
  end
  local f = mt and mt["#setitem"]
  if f then return f(o, k, v) end
  raise("TypeError", "'" .. typename(o) .. "' object does not support item assignment")
end

-- CPython's two words for `del o[k]` without __delitem__: "doesn't" when o's type has sequence
-- slots (a class statement's, the builtin sequences and sets, range, dict views) and k is an
-- index (PySequence_DelItem), "does not" otherwise (PyObject_DelItem)
local SEQ_SLOTS = { str = true, bytes = true, tuple = true, frozenset = true, set = true,
  range = true, dict_keys = true, dict_values = true, dict_items = true, mappingproxy = true }
function R.no_delitem(o, k)
  local mt = getmetatable(o)
  local words = "does not"
  if (mt and mt["#inst"]) or SEQ_SLOTS[typename(o)] then
    if mtype(k) == "integer" or type(k) == "boolean" or R.is_int(k) or lookup(typeof(k), "__index__") then
      words = "doesn't"
    end
  end
  raise("TypeError", "'" .. typename(o) .. "' object " .. words .. " support item deletion")
end

function R.DI(o, k)
  local mt = getmetatable(o)
  local f = mt and mt["#delitem"]
  if f then return f(o, k) end
  R.no_delitem(o, k)
end

function R.LEN(o)
  local mt = getmetatable(o)
  if mt == ListMT or mt == TupleMT then return #o end
  local f = mt and mt["#len"]
  if f then return f(o) end
  if o == nil then R.argc(R.FEW.len) end -- len() (builtins.lua)
  raise("TypeError", "object of type '" .. typename(o) .. "' has no len()")
end

function R.IN(x, c)
  local mt = getmetatable(c)
  local f = mt and mt["#contains"]
  if f then return f(c, x) == true end
  if mt and mt["#iter"] then
    -- CPython's _PySequence_IterSearch words a TypeError of getting the iterator its own way
    local ok, nf = R.pcall(R.iterate, c)
    if not ok then
      if R.isinstance(R.EXC(nf), R.exc_classes.TypeError) then
        raise("TypeError", "argument of type '" .. typename(c) .. "' is not iterable")
      end
      error(nf, 0)
    end
    local xt = type(x) == "table"
    for v in nf do if v == x or (not (xt and eq_asked(v, x)) and EQ(v, x)) then return true end end
    return false
  end
  raise("TypeError", "argument of type '" .. typename(c) .. "' is not iterable")
end

---------------------------------------------------------------------------------------------
-- repr and str
---------------------------------------------------------------------------------------------

local function addr(x)
  return format("0x%012x", R.objid(x) * 16 + 0x7f3a00000000)
end
R.addr = addr

local str_repr -- set when the str module loads
function R.set_str_repr(f) str_repr = f end

local function repr(x)
  if x == nil then return R.unbound() end
  local tx = type(x)
  if tx == "string" then return str_repr(x) end
  if tx == "number" then
    if mtype(x) == "integer" then return tostring(x) end
    return num.float_repr(x)
  end
  if tx == "boolean" then return x and "True" or "False" end
  if x == None then return "None" end
  if x == NotImplemented then return "NotImplemented" end
  if tx == "function" then
    local sig = R.SIG[x]
    if sig and sig.py then return "<function " .. (sig.qualname or sig.name) .. " at " .. addr(x) .. ">" end
    if sig and sig.ftype then return "<" .. R.tpname(sig.ftype) .. " object at " .. addr(x) .. ">" end
    local owner = R.DESCR[x]
    if owner then return "<method '" .. R.NAMES[x] .. "' of '" .. owner["#name"] .. "' objects>" end
    return "<built-in function " .. (sig and sig.name or R.NAMES[x] or "?") .. ">"
  end
  local mt = getmetatable(x)
  if mt == BoundMT then
    local f, self = x["#f"], x["#self"]
    local sig = R.SIG[f]
    local name = sig and sig.name or R.NAMES[f] or "?"
    if sig and sig.py then
      return "<bound method " .. (sig.qualname or name) .. " of " .. repr(self) .. ">"
    end
    if getmetatable(self) == R.TypeMT then -- a classmethod of a builtin type, or a type's method
      return "<built-in method " .. name .. " of type object at " .. addr(self) .. ">"
    end
    return "<built-in method " .. name .. " of " .. typename(self) .. " object at " .. addr(self) .. ">"
  end
  local cls = mt and mt["#class"]
  if cls and mt["#inst"] then
    local f = x["@__repr__"]
    if f then
      local s = f(x)
      if type(s) ~= "string" then raise("TypeError", "__repr__ returned non-string (type " .. typename(s) .. ")") end
      return s
    end
  end
  local r = mt and mt["#repr"]
  if r then return r(x) end
  if mt == R.TypeMT then
    local mc = x["#metaclass"] -- a user metaclass's __repr__
    local f = mc and not mc["#builtin"] and lookup(mc, "__repr__")
    if f and f ~= lookup(R.type_t, "__repr__") then
      local s = f(x)
      if type(s) ~= "string" then raise("TypeError", "__repr__ returned non-string (type " .. typename(s) .. ")") end
      return s
    end
    local tr = rawget(x, "#type_repr") -- a module's own repr of its classes (enum's <enum 'X'>)
    if tr then return tr(x) end
    local mod = x["#dict"] and rawget(x["#dict"], "__module__") -- a module's class: its name
    if x["#builtin"] or mod == nil then -- (a runtime type without a module: dict_keys)
      if type(mod) == "string" and mod ~= "builtins" and mod ~= "__main__" then mod = mod .. "." else mod = "" end
      return "<class '" .. mod .. x["#name"] .. "'>"
    end
    return "<class '" .. (type(mod) == "string" and mod or "__main__") .. "." ..
      (x["#qualname"] or x["#name"]) .. "'>"
  end
  if BigMT and mt == BigMT then return num.tostring(x) end
  if cls then
    return "<" .. (cls["#builtin"] and "" or "__main__.") .. (cls["#qualname"] or cls["#name"]) ..
      " object at " .. addr(x) .. ">"
  end
  return "<object>"
end
R.repr = repr

local function str(x)
  if x == nil then return R.unbound() end
  local tx = type(x)
  if tx == "string" then return x end
  if tx == "number" then
    if mtype(x) == "integer" then return tostring(x) end
    return num.float_repr(x)
  end
  local mt = getmetatable(x)
  if mt and mt["#inst"] then
    local f = x["@__str__"]
    if f then
      local s = f(x)
      if type(s) ~= "string" then raise("TypeError", "__str__ returned non-string (type " .. typename(s) .. ")") end
      return s
    end
  end
  local s = mt and mt["#str"]
  if s then return s(x) end
  if mt == R.TypeMT then -- a user metaclass's __str__
    local mc = x["#metaclass"]
    local f = mc and not mc["#builtin"] and lookup(mc, "__str__")
    if f and f ~= lookup(object, "__str__") and f ~= lookup(R.type_t, "__str__") then
      local r = f(x)
      if type(r) ~= "string" then raise("TypeError", "__str__ returned non-string (type " .. typename(r) .. ")") end
      return r
    end
  end
  return repr(x)
end
R.str = str
R.STR = str
-- f"{x}" is format(x, ""): an object's own __format__ takes part
R.FSTR = function(x)
  local mt = getmetatable(x)
  if mt and mt["#inst"] then
    local f = lookup(typeof(x), "__format__")
    if f and f ~= object["#dict"].__format__ then return f(x, "") end
  end
  return str(x)
end
R.REPR = repr

---------------------------------------------------------------------------------------------
-- Context managers
---------------------------------------------------------------------------------------------

function R.ENTER(m)
  local f = m["@__enter__"]
  if not f then raise("TypeError", "'" .. typename(m) .. "' object does not support the context manager protocol") end
  if not m["@__exit__"] then
    raise("TypeError", "'" .. typename(m) .. "' object does not support the context manager protocol (missed __exit__ method)")
  end
  return f(m)
end

function R.EXIT(m, ok, code)
  local f = m["@__exit__"]
  if ok then
    f(m, None, None, None)
    return true, code
  end
  local e = R.EXC(code)
  -- while __exit__ runs, e is the exception being handled: one raised there chains to it
  local saved = R.current_exc()
  R.SETEXC(e)
  local done, suppress = R.pcall(f, m, typeof(e), e, None)
  R.SETEXC(saved)
  if not done then error(suppress, 0) end
  if T(suppress) then return true, nil end
  return false, e
end
end
