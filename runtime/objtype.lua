-- objtype.lua: type objects: their private fields, the C3 MRO, attribute lookup along it and the
-- flat tables instances index; typeof/isinstance/issubclass; the builtin scalar types (int,
-- float, bool, str, NoneType, function) whose values are plain Lua values with type-wide
-- metatables; and raising errors (the exception classes themselves are in objexc.lua).
-- See docs/INTERNALS.md for the value representation and the attribute protocol.
local type, getmetatable, setmetatable, rawequal, rawget, rawset, select, error, pcall, tostring, pairs,
      ipairs = type, getmetatable, setmetatable, rawequal, rawget, rawset, select, error, pcall, tostring,
      pairs, ipairs
local next = next
local mtype = math.type
local format = string.format
local debug_setmetatable = debug.setmetatable
local table_remove, table_concat, table_sort = table.remove, table.concat, table.sort
local byte, sub = string.byte, string.sub

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None = host.None

R.None = None
R.mt = mtype
R.isluanum = function(x) return mtype(x) ~= nil end -- a Lua number (the inline arithmetic's guard)
R.isluaint = function(x) return mtype(x) == "integer" end -- a Lua integer (x ** 2 is then x * x)

-- Python attribute names and raw keys. The runtime's private fields are string keys that start
-- with "#" (internals of types and objects) or "@" (method slots). Python can name any string
-- as an attribute (setattr, getattr, type(name, bases, dict)), so wherever a Python name
-- becomes a raw key of a Python object, a name that starts with "#", "@" or "\1" is stored as
-- "\1" .. name: no Python name ever reaches a private field.
local function akey(name)
  local b = byte(name, 1)
  if b == 35 or b == 64 or b == 1 then return "\1" .. name end
  return name
end
-- The Python name of a raw key of a Python object, or nil for a private field.
local function aname(k)
  if type(k) ~= "string" then return nil end
  local b = byte(k, 1)
  if b == 1 then return sub(k, 2) end
  if b == 35 or b == 64 then return nil end
  return k
end
R.akey, R.aname = akey, aname
-- The raw key of attribute `name` of an instance whose metatable is mt, and back. Instances of
-- a class with its own __getattribute__ (mt["#hidden"]) keep their attributes under
-- "\1\2" .. name (a key no Python name maps to), so that no read finds them raw: every
-- read of such an object goes through its metatable's __index, and so through
-- __getattribute__ (see CLASS).
local function ikey(mt, name)
  if mt["#hidden"] then return "\1\2" .. name end
  return akey(name)
end
-- (an instance of any class keeps under "\1\2" .. name what its __dict__ was given for a
-- name the class has a data descriptor for, so that reads reach the descriptor: objdict.lua)
local function iname(mt, k)
  if type(k) == "string" and byte(k, 1) == 1 and byte(k, 2) == 2 then
    return sub(k, 3)
  end
  return aname(k)
end
R.ikey, R.iname = ikey, iname

-- The attributes of an instance keep their insertion order (for __dict__ and vars()): the
-- metatables of instances of user classes are marked "#ordered", and such an instance's "#s"
-- is its shape, an array of its attribute keys in order, shared by the instances that added
-- the same keys in the same order, from a root shape per class (patches/lua/0011 describes
-- them). host.ordset(o, k, v)
-- stores o[k] = v and moves o to its next shape when k is new; as the __newindex of a plain
-- class it costs no call (the VM does the same inline).
local ordset = host.ordset
R.ordset = ordset
-- the keys of ordered instance o in insertion order (the shape's array: do not change it)
function R.ordkeys(o)
  return rawget(o, "#s") or {}
end
-- after `del o.k`: o's shape without k
function R.ordunset(o, k)
  local keys = rawget(o, "#s")
  if not keys then return end
  rawset(o, "#s", nil)
  for i = 1, #keys do
    local kk = keys[i]
    local v = rawget(o, kk)
    if kk ~= k and v ~= nil then
      rawset(o, kk, nil)
      ordset(o, kk, v)
    end
  end
end

-- CPython's TypeError for a builtin method called without its required arguments, raised by
-- the method itself when its last required parameter is nil (one comparison on the fast path).
-- spec = { style, name, min, max }; the values passed are the method's parameters, and the
-- count given is the number of them before the first nil.
--   "O"  list.append() takes exactly one argument (0 given)
--   "E"  get expected at least 1 argument, got 0   (`expected 2 arguments` when min == max)
--   "A"  startswith() takes at least 1 argument (0 given)
--   "M"  pow() missing required argument 'exp' (pos 2)   (spec[5]: the parameters' names;
--        spec.nopos: without the position)
--   "P"  sum() takes at least 1 positional argument (0 given)
function R.argc(spec, ...)
  local given = 0
  for i = 1, select("#", ...) do
    if (select(i, ...)) == nil then break end
    given = i
  end
  local style, name, min, max = spec[1], spec[2], spec[3], spec[4]
  local msg
  if style == "O" then
    msg = format("%s() takes exactly one argument (%d given)", name, given)
  elseif style == "M" then
    msg = format("%s() missing required argument '%s'", name, spec[5][given + 1])
    if not spec.nopos then msg = msg .. format(" (pos %d)", given + 1) end
  elseif style == "P" then
    msg = format("%s() takes at least %d positional argument%s (%d given)", name, min, min == 1 and "" or "s", given)
  elseif style == "A" then
    msg = format("%s() takes at least %d argument%s (%d given)", name, min, min == 1 and "" or "s", given)
  elseif min == max then
    msg = format("%s expected %d argument%s, got %d", name, min, min == 1 and "" or "s", given)
  else
    msg = format("%s expected at least %d argument%s, got %d", name, min, min == 1 and "" or "s", given)
  end
  R.raise("TypeError", msg)
end
R.rawequal = rawequal
R.pcall = pcall
R.DEPTH = 990
R.EllipsisMT = {}
R.Ellipsis = setmetatable({}, R.EllipsisMT)

---------------------------------------------------------------------------------------------
-- Type objects
---------------------------------------------------------------------------------------------
-- A type is a table with private fields:
--   ["#name"]  its __name__          ["#mro"]   array of types (itself first)
--   ["#bases"] array of base types   ["#dict"]  its own namespace (name -> value)
--   ["#flat"]  the table instances index: data attributes by name, and each callable
--              attribute under "@" .. name as a function taking the receiver first
--   ["#meta"]  the metatable of its instances
-- A type's own metatable is TypeMT.

local TypeMT = {}
R.TypeMT = TypeMT

local function raise(tname, msg) -- replaced below once exceptions exist
  error(tname .. ": " .. msg, 0)
end

local serial = 0 -- types in the order they were made (for __subclasses__)
local function newtype(name, bases, dict, meta)
  -- every "#" field a hot path reads exists (false when unset): a missing field would call
  -- TypeMT.__index
  serial = serial + 1
  local t = { ["#name"] = name, ["#bases"] = bases or {}, ["#dict"] = dict or {},
              ["#adapters"] = {}, ["#call"] = false, ["#fast"] = false, ["#layout"] = false,
              ["#metaclass"] = false, ["#serial"] = serial }
  t["#meta"] = meta or {}
  t["#meta"]["#class"] = t
  return setmetatable(t, TypeMT)
end
R.newtype = newtype

-- C3 linearisation
local function c3(t, bases)
  local seqs = {}
  for _, b in ipairs(bases) do
    local m = {}
    for i, x in ipairs(b["#mro"]) do m[i] = x end
    seqs[#seqs + 1] = m
  end
  local bl = {}
  for i, b in ipairs(bases) do bl[i] = b end
  seqs[#seqs + 1] = bl
  local out = { t }
  while true do
    local nonempty = false
    for _, s in ipairs(seqs) do if #s > 0 then nonempty = true end end
    if not nonempty then return out end
    local cand
    for _, s in ipairs(seqs) do
      if #s > 0 then
        cand = s[1]
        for _, s2 in ipairs(seqs) do
          for j = 2, #s2 do
            if s2[j] == cand then cand = nil break end
          end
          if not cand then break end
        end
        if cand then break end
      end
    end
    if not cand then -- CPython names the heads that are left, once each, in order
      local names, seen = {}, {}
      for _, s in ipairs(seqs) do
        local h = s[1]
        if h and not seen[h] then seen[h] = true; names[#names + 1] = h["#name"] end
      end
      raise("TypeError", "Cannot create a consistent method resolution\norder (MRO) for bases " ..
        table_concat(names, ", "))
    end
    out[#out + 1] = cand
    for _, s in ipairs(seqs) do
      if s[1] == cand then table_remove(s, 1) end
    end
  end
end

-- Looks `name` up along the MRO of type t; returns the value or nil.
local function lookup(t, name)
  local mro = t["#mro"]
  for i = 1, #mro do
    local v = mro[i]["#dict"][name]
    if v ~= nil then return v end
  end
  return nil
end
R.lookup = lookup

-- descriptors
local SuperMT = {}
local StaticMT = { ["#kind"] = "staticmethod" }
local ClassMT = { ["#kind"] = "classmethod" }
local PropertyMT = { ["#kind"] = "property" }
R.StaticMT, R.ClassMT, R.PropertyMT = StaticMT, ClassMT, PropertyMT

local function is_callable_attr(v)
  return type(v) == "function"
end

-- The method-call slot for a class attribute (see INTERNALS.md): a function taking the
-- receiver first, or nil when the attribute needs the full lookup (properties).
local function method_slot(t, v)
  if type(v) == "function" then return v end
  local mt = getmetatable(v)
  if mt == StaticMT then
    local f = v.f
    return function(_, ...) return f(...) end
  elseif mt == ClassMT then
    local f = v.f
    return function(o, ...)
      local cls = rawequal(getmetatable(o), TypeMT) and o or t
      return f(cls, ...)
    end
  elseif mt == PropertyMT then
    return nil
  end
  return nil
end

-- A user descriptor: an object whose class defines __get__, __set__ or __delete__. Returns
-- "data" (it has __set__ or __delete__: it goes before the instance's own attributes), "get"
-- (only __get__: the instance's attributes hide it) or nil.
local function descriptor_kind(v)
  local mt = getmetatable(v)
  if not (mt and mt["#inst"] and type(v) == "table") then return nil end
  local c = mt["#class"]
  if lookup(c, "__set__") ~= nil or lookup(c, "__delete__") ~= nil then return "data" end
  if lookup(c, "__get__") ~= nil then return "get" end
  return nil
end
R.descriptor_kind = descriptor_kind

-- the names of builtin functions and methods (for repr and __name__; Python functions have SIG)
local NAMES = setmetatable({}, { __mode = "k" })
R.NAMES = NAMES
-- the module that a builtin module's function came from (its __module__; import.lua)
R.FMODULE = setmetatable({}, { __mode = "k" })

-- "@" .. name, made once for each name
local slotkey = setmetatable({}, { __index = function(c, k)
  local v = "@" .. k
  c[k] = v
  return v
end })

-- one class dict's entries into flat (with props, the names of properties, and cms, the
-- class and static methods in effect), over what the classes after it in the MRO put there
local function flat_dict(t, dict, flat, props, cms)
  for k, v in next, dict do
    if type(v) == "function" then -- (the common case first: a method is its own slot)
      if type(k) == "string" and k ~= "__doc__" then
        if NAMES[v] == nil then NAMES[v] = k end
        flat[k] = nil
        flat[slotkey[k]] = v
        cms[k] = nil
      end
    elseif type(k) == "string" and k ~= "__doc__" then -- (a class's own: GA reads it)
      local mt = getmetatable(v)
      cms[k] = nil
      if mt == StaticMT or mt == ClassMT then
        if type(v.f) == "function" and NAMES[v.f] == nil then NAMES[v.f] = k end
        flat[k] = nil
        flat[slotkey[k]] = method_slot(t, v)
        cms[k] = v
      elseif mt == PropertyMT then
        flat[k] = nil
        flat[slotkey[k]] = nil
        props[k] = true
      elseif mt and mt["#inst"] and descriptor_kind(v) then
        -- a user descriptor: every read takes the full lookup, and stores too when it has
        -- __set__ or __delete__
        flat[akey(k)] = nil
        flat[slotkey[k]] = nil
        props[k] = descriptor_kind(v) == "data" or nil
      else
        flat[akey(k)] = v
        flat[slotkey[k]] = nil
      end
    end
  end
end

-- is t's MRO t followed by its one base's MRO (single inheritance)?
local function extends(mro, base)
  local bmro = base["#mro"]
  if not bmro or #mro ~= #bmro + 1 then return false end
  for i = 1, #bmro do if mro[i + 1] ~= bmro[i] then return false end end
  return true
end

-- Rebuilds the flat tables of t (after creation or a class attribute change). A new class
-- whose MRO is its base's after itself starts from copies of the base's tables (its class
-- methods bound again to it): only its own dict is walked.
local clone = host.clone
local function build_flat(t)
  local mro = t["#mro"]
  local base = mro[2]
  if t["#flat"] == nil and base and base["#cms"] and base["#flat"] and extends(mro, base) then
    local flat, props, cms = clone(base["#flat"]), clone(base["#props"]), clone(base["#cms"])
    for k, v in next, cms do flat[slotkey[k]] = method_slot(t, v) end
    flat_dict(t, mro[1]["#dict"], flat, props, cms)
    t["#flat"], t["#props"], t["#cms"] = flat, props, cms
    return flat
  end
  local flat = t["#flat"] or {}
  for k in pairs(flat) do flat[k] = nil end
  local props = t["#props"] or {} -- the names of properties along the MRO
  for k in pairs(props) do props[k] = nil end
  local cms = {}
  for i = #mro, 1, -1 do flat_dict(t, mro[i]["#dict"], flat, props, cms) end
  t["#flat"], t["#props"], t["#cms"] = flat, props, cms
  return flat
end
R.build_flat = build_flat

local subclasses = setmetatable({}, { __mode = "k" }) -- type -> {subtype=true}
-- the direct subclasses of t alive, in the order they were made
function R.subclasses_of(t)
  local out = {}
  for s in pairs(subclasses[t] or {}) do
    for _, b in ipairs(s["#bases"]) do if b == t then out[#out + 1] = s break end end
  end
  table_sort(out, function(a, b) return a["#serial"] < b["#serial"] end)
  return out
end

local function refresh(t)
  build_flat(t)
  t["#adapters"] = {} -- `Cls.m(...)` adapters of the old attributes
  if t["#fast"] and lookup(t, "__new__") ~= lookup(R.object, "__new__") then t["#fast"] = false end
  local subs = subclasses[t]
  if subs then for s in pairs(subs) do refresh(s) end end
end

-- Finishes a type: MRO, flat table, metatable slots.
local function settle(t, bases)
  t["#mro"] = c3(t, bases)
  for _, b in ipairs(bases) do
    subclasses[b] = subclasses[b] or setmetatable({}, { __mode = "k" })
    subclasses[b][t] = true
  end
  local flat = build_flat(t)
  local meta = t["#meta"]
  if meta.__index == nil then meta.__index = flat end
  return t
end
R.settle = settle

-- `C.__bases__ = bases`: settles t again (a TypeError when no MRO exists changes nothing)
function R.rebase(t, bases)
  local old = t["#bases"]
  settle(t, bases)
  for _, b in ipairs(old) do
    if subclasses[b] then subclasses[b][t] = nil end
  end
  t["#bases"] = bases
  refresh(t)
end

function R.builtin_type(name, bases, dict, meta)
  local t = newtype(name, bases, dict, meta)
  return settle(t, bases)
end

local object = newtype("object", {}, {})
object["#mro"] = { object }
build_flat(object)
R.object = object

local type_t = newtype("type", { object }, {})
R.type_t = type_t

---------------------------------------------------------------------------------------------
-- typeof
---------------------------------------------------------------------------------------------

local int_t, float_t, bool_t, str_t, NoneType, function_t -- set below
local SIG = setmetatable({}, { __mode = "k" })
local DESCR = setmetatable({}, { __mode = "k" }) -- checked builtin method -> its type (`str.upper`)
R.DESCR = DESCR
local BoundMT = {} -- bound methods' metatable (objfunc.lua fills it); a local for typeof
R.BoundMT = BoundMT

local function typeof(x)
  local tx = type(x)
  if tx == "number" then
    return mtype(x) == "integer" and int_t or float_t
  elseif tx == "string" then
    return str_t
  elseif tx == "boolean" then
    return bool_t
  elseif tx == "function" then
    local sig = SIG[x]
    if sig then
      if sig.py then return function_t end
      if sig.ftype then return sig.ftype end -- (a module's wrapper: functools._lru_cache_wrapper)
    end
    return DESCR[x] and R.method_descriptor_t or R.builtin_function_t
  end
  local mt = getmetatable(x)
  if mt == TypeMT then return x["#metaclass"] or type_t end
  if mt == BoundMT then -- a bound builtin method is a builtin_function_or_method
    local sig = SIG[x["#f"]]
    if not (sig and sig.py) then return R.builtin_function_t end
  end
  return mt and mt["#class"] or object
end
R.typeof = typeof

-- the name error messages give a type: CPython's tp_name, which for some module types
-- written in C is dotted ("datetime.date", set as "#tpname"), else __name__
local function tpname(t)
  return rawget(t, "#tpname") or t["#name"]
end
R.tpname = tpname
local function typename(x)
  return tpname(typeof(x))
end
R.typename = typename

local function issubclass(a, b)
  if a == b then return true end
  local mro = a["#mro"]
  for i = 2, #mro do
    if mro[i] == b then return true end
  end
  local reg = rawget(b, "#registry") -- abc's register(): virtual subclasses (modabc.lua)
  if reg then
    for i = 1, #reg do if issubclass(a, reg[i]) then return true end end
  end
  return false
end
R.issubclass = issubclass

local function isinstance(x, t)
  local tx = typeof(x)
  if tx == t then return true end
  if t == int_t and tx == bool_t then return true end
  return issubclass(tx, t)
end
R.isinstance = isinstance

---------------------------------------------------------------------------------------------
-- Builtin scalar types. Their values are Lua values with type-wide metatables.
---------------------------------------------------------------------------------------------

local NumMT = {}
local BoolMT = {}
local StrMT = getmetatable("")
for k in pairs(StrMT) do if k ~= "__index" then StrMT[k] = nil end end
local FuncMT = {}
local NoneMT = getmetatable(None) or {}

int_t = newtype("int", { object }, {}, NumMT)
float_t = newtype("float", { object }, {}, NumMT)
bool_t = newtype("bool", { int_t }, {}, BoolMT)
str_t = newtype("str", { object }, {}, StrMT)
NoneType = newtype("NoneType", { object }, {}, NoneMT)
function_t = newtype("function", { object }, {}, FuncMT)
R.builtin_function_t = newtype("builtin_function_or_method", { object }, {}, {})
R.method_descriptor_t = newtype("method_descriptor", { object }, {}, {})
NumMT["#class"] = nil -- typeof() decides int/float by math.type
R.int_t, R.float_t, R.bool_t, R.str_t, R.NoneType, R.function_t =
  int_t, float_t, bool_t, str_t, NoneType, function_t
-- the types of functions cannot be called to make one (CPython's function() wants a code
-- object; the others refuse)
function_t["#call"] = function(_, code)
  if code == nil then raise("TypeError", "function() missing required argument 'code' (pos 1)") end
  raise("TypeError", "function() argument 'code' must be code, not " .. R.typename(code))
end
for _, t in ipairs({ R.builtin_function_t, R.method_descriptor_t }) do
  t["#call"] = function() raise("TypeError", "cannot create '" .. t["#name"] .. "' instances") end
end
R.NumMT, R.BoolMT, R.StrMT, R.FuncMT, R.NoneMT = NumMT, BoolMT, StrMT, FuncMT, NoneMT
debug_setmetatable(0, NumMT)
debug_setmetatable(true, BoolMT)
debug_setmetatable(type, FuncMT)
debug_setmetatable(None, NoneMT)

-- The bigint userdata type shares int's methods.
local BigMT = host.bigmeta
if BigMT then BigMT["#class"] = int_t end
R.BigMT = BigMT

local function is_int(x)
  return mtype(x) == "integer" or (BigMT ~= nil and getmetatable(x) == BigMT)
end
R.is_int = is_int
R.SIG = SIG

-- The container types' metatables (their types and slots are made in objlist.lua, objtuple.lua,
-- objdict.lua, objset.lua, objrange.lua, objslice.lua, objiter.lua), here so that every file can
-- refer to them.
R.ListMT, R.TupleMT, R.DictMT, R.SetMT, R.FrozenMT, R.RangeMT, R.SliceMT, R.IterMT =
  {}, {}, {}, {}, {}, {}, {}, {}

-- add_methods(t, {name = function}): methods of a builtin type, then its flat table again.
local function add_methods(t, methods)
  local d = t["#dict"]
  for k, v in pairs(methods) do
    d[k] = v
    if type(v) == "function" and NAMES[v] == nil then NAMES[v] = k end
  end
  build_flat(t)
  t["#meta"].__index = t["#flat"]
end
R.add_methods = add_methods
R.SuperMT = SuperMT
R.refresh = refresh


---------------------------------------------------------------------------------------------
-- Raising errors (the exception classes are created in objexc.lua; raise finds them there)
---------------------------------------------------------------------------------------------

local exc_classes = {}
R.exc_classes = exc_classes

-- The uncatchable limit error: a unique table value thrown as is.
local LimitMT = {}
R.LimitMT = LimitMT
local function limit(what, msg)
  error(setmetatable({ what = what, msg = msg }, LimitMT), 0)
end
R.limit = limit
function R.limit_error(what, msg) return setmetatable({ what = what, msg = msg }, LimitMT) end

raise = function(tname, msg)
  local cls = exc_classes[tname]
  local e = cls and R.new_exception(cls, msg) or nil
  if not e then error(tname .. ": " .. tostring(msg), 0) end
  error(e, 0)
end
R.raise = raise
end
