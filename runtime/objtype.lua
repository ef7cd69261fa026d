-- core.lua: Python's object model in the sandbox: type objects, classes, instances, None,
-- exceptions, attribute lookup, calls with keywords, truthiness, equality, operators.
-- See docs/INTERNALS.md for the value representation and the attribute protocol.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, pcall,
      tostring, next, pairs, ipairs = type, getmetatable, setmetatable, rawget, rawset,
      rawequal, select, error, pcall, tostring, next, pairs, ipairs
local mtype, floor, huge, mininteger = math.type, math.floor, math.huge, math.mininteger
local format, concat, unpack, sort = string.format, table.concat, table.unpack, table.sort
local debug_setmetatable = debug.setmetatable
local table_remove = table.remove

return function(R, host)
local _ENV = nil
local num = host.num
local None = host.None

R.None = None
R.mt = mtype
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

local function newtype(name, bases, dict, meta)
  -- every "#" field a hot path reads exists (false when unset): a missing field would call
  -- TypeMT.__index
  local t = { ["#name"] = name, ["#bases"] = bases or {}, ["#dict"] = dict or {},
              ["#adapters"] = {}, ["#call"] = false, ["#fast"] = false, ["#layout"] = false }
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
    if not cand then
      raise("TypeError", "Cannot create a consistent method resolution order (MRO)")
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
local dunder_slots, slot_dispatch -- below, with CLASS
local objinit -- object.__init__ (set by builtins.lua through R.set_objinit)
function R.set_objinit(f) objinit = f end
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

-- Rebuilds the flat tables of t (after creation or a class attribute change).
local function build_flat(t)
  local flat = t["#flat"] or {}
  for k in pairs(flat) do flat[k] = nil end
  local mro = t["#mro"]
  for i = #mro, 1, -1 do
    for k, v in pairs(mro[i]["#dict"]) do
      if type(k) == "string" then
        local mt = getmetatable(v)
        if type(v) == "function" or mt == StaticMT or mt == ClassMT then
          flat[k] = nil
          flat["@" .. k] = method_slot(t, v)
        elseif mt == PropertyMT then
          flat[k] = nil
          flat["@" .. k] = nil
        else
          flat[k] = v
          flat["@" .. k] = nil
        end
      end
    end
  end
  t["#flat"] = flat
  return flat
end
R.build_flat = build_flat

local subclasses = setmetatable({}, { __mode = "k" }) -- type -> {subtype=true}

local function refresh(t)
  build_flat(t)
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
    return (sig and sig.py) and function_t or R.builtin_function_t
  end
  local mt = getmetatable(x)
  if mt == TypeMT then return type_t end
  return mt and mt["#class"] or object
end
R.typeof = typeof

local function typename(x)
  return typeof(x)["#name"]
end
R.typename = typename

local function issubclass(a, b)
  if a == b then return true end
  local mro = a["#mro"]
  for i = 2, #mro do
    if mro[i] == b then return true end
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
NumMT["#class"] = nil -- typeof() decides int/float by math.type
R.int_t, R.float_t, R.bool_t, R.str_t, R.NoneType, R.function_t =
  int_t, float_t, bool_t, str_t, NoneType, function_t
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

---------------------------------------------------------------------------------------------
-- Functions: signatures, bound methods, keyword calls
---------------------------------------------------------------------------------------------

R.SIG = SIG
local FATTR = setmetatable({}, { __mode = "k" }) -- function attributes (f.cache = ...)
R.FATTR = FATTR

function R.DEF(sig, f)
  sig.py = true -- defined in Python: type 'function'; the runtime's are builtins
  SIG[f] = sig
  return f
end

-- Registers a runtime function's signature so keyword calls work: params is a list of names.
function R.sig(f, name, params, extra)
  local s = { name = name, params = params, nposonly = 0, nrequired = 0 }
  if extra then for k, v in pairs(extra) do s[k] = v end end
  SIG[f] = s
  return f
end

local BoundMT = {}
local method_t = newtype("method", { object }, {}, BoundMT)
R.method_t = method_t

local function bind(f, self)
  return setmetatable({ ["#f"] = f, ["#self"] = self }, BoundMT)
end
R.bind = bind

BoundMT.__call = function(b, ...)
  return b["#f"](b["#self"], ...)
end

---------------------------------------------------------------------------------------------
-- Exceptions (the classes are created in exceptions part below; raise is defined here)
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

---------------------------------------------------------------------------------------------
-- Attribute protocol
---------------------------------------------------------------------------------------------

local function check_name(name)
  if type(name) ~= "string" then
    raise("TypeError", "attribute name must be string, not '" .. typename(name) .. "'")
  end
end

local special_get -- forward: __class__, __name__, ...

-- Full attribute lookup: GA(o, name). The fast path `o.name` already missed (or found false).
local function GA(o, name)
  if o == nil then return R.unbound() end
  check_name(name)
  local mt = getmetatable(o)
  if mt == TypeMT then
    return R.type_getattr(o, name)
  end
  if mt == SuperMT then return R.super_getattr(o, name) end
  local t = typeof(o)
  local attr = lookup(t, name)
  local amt = attr ~= nil and getmetatable(attr)
  if amt == PropertyMT then
    if attr.fget == None then raise("AttributeError", "property '" .. name .. "' of '" .. t["#name"] .. "' object has no getter") end
    return attr.fget(o)
  end
  if type(o) == "table" and mt and mt["#inst"] and name:byte(1) ~= 35 and name:byte(1) ~= 64 then
    local v = rawget(o, name)
    if v ~= nil then return v end
  end
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
  local ga = lookup(t, "__getattr__")
  if ga then return ga(o, name) end
  if t == R.module_t then
    raise("AttributeError", "module '" .. (rawget(o, "__name__") or "?") .. "' has no attribute '" .. name .. "'")
  end
  raise("AttributeError", "'" .. t["#name"] .. "' object has no attribute '" .. name .. "'")
end
R.GA = GA

-- The method-call fallback: GM(o, name) returns a function taking the receiver first.
local function GM(o, name)
  local v = GA(o, name)
  return function(_, ...) return v(...) end
end
R.GM = GM

function R.hasattr(o, name)
  local ok, v = pcall(GA, o, name)
  if ok then return true end
  if getmetatable(v) == LimitMT then error(v, 0) end
  return false
end

-- SA(o, name, v): attribute store
local function SA(o, name, v)
  local mt = getmetatable(o)
  if mt == TypeMT then
    return R.type_setattr(o, name, v)
  end
  local t = typeof(o)
  local attr = lookup(t, name)
  if attr ~= nil and getmetatable(attr) == PropertyMT then
    if attr.fset == None then raise("AttributeError", "property '" .. name .. "' of '" .. t["#name"] .. "' object has no setter") end
    attr.fset(o, v)
    return
  end
  local sa = mt and mt["#setattr"]
  if sa then sa(o, name, v) return end
  if type(o) == "table" and mt and mt["#inst"] then
    rawset(o, name, v)
    return
  end
  if type(o) == "function" then
    FATTR[o] = FATTR[o] or {}
    FATTR[o][name] = v
    return
  end
  if t == R.module_t then rawset(o, name, v) return end
  if attr ~= nil then
    raise("AttributeError", "'" .. t["#name"] .. "' object attribute '" .. name .. "' is read-only")
  end
  raise("AttributeError", "'" .. t["#name"] .. "' object has no attribute '" .. name .. "'")
end
R.SA = SA

function R.DA(o, name)
  local mt = getmetatable(o)
  local t = typeof(o)
  local attr = lookup(t, name)
  if attr ~= nil and getmetatable(attr) == PropertyMT and attr.fdel ~= None then
    attr.fdel(o)
    return
  end
  if type(o) == "table" and mt and mt["#inst"] and rawget(o, name) ~= nil then
    rawset(o, name, nil)
    return
  end
  if mt == TypeMT and o["#dict"][name] ~= nil then
    o["#dict"][name] = nil
    refresh(o)
    return
  end
  raise("AttributeError", "'" .. t["#name"] .. "' object has no attribute '" .. name .. "'")
end

---------------------------------------------------------------------------------------------
-- Calls with keyword arguments
---------------------------------------------------------------------------------------------

local function fname(sig)
  return sig and (sig.qualname or sig.name) or "function"
end

-- kw is a Lua array {name1, value1, name2, value2, ...}; a false name means **mapping.
local function expand_kw(kw)
  if not kw then return nil end
  local out = {}
  for i = 1, #kw, 2 do
    local k, v = kw[i], kw[i + 1]
    if k then
      out[#out + 1] = k; out[#out + 1] = v
    else
      -- **mapping
      for key, val in R.dict_pairs(R.todict(v)) do
        if type(key) ~= "string" then raise("TypeError", "keywords must be strings") end
        out[#out + 1] = key; out[#out + 1] = val
      end
    end
  end
  return out
end

-- Binds positional + keyword arguments to a signature; returns the Lua argument list
-- (params..., [vararg tuple], [kwonly...], [kwargs dict]) and its length.
local function bind_args(sig, pos, npos, kw)
  local params = sig.params
  local np = #params
  local out = {}
  local nfixed = npos < np and npos or np
  for i = 1, nfixed do out[i] = pos[i] end
  local extra
  if npos > np then
    if not sig.vararg then
      local name = fname(sig)
      if np == 0 then
        raise("TypeError", name .. "() takes 0 positional arguments but " .. npos .. " " .. (npos == 1 and "was" or "were") .. " given")
      end
      raise("TypeError", format("%s() takes %s positional argument%s but %d %s given", name,
        sig.nrequired < np and ("from " .. sig.nrequired .. " to " .. np) or tostring(np),
        np == 1 and "" or "s", npos, npos == 1 and "was" or "were"))
    end
    extra = {}
    for i = np + 1, npos do extra[#extra + 1] = pos[i] end
  end
  local kwonly = sig.kwonly
  local kwvals, kwargs = {}, nil
  if kw then
    for i = 1, #kw, 2 do
      local k, v = kw[i], kw[i + 1]
      local found = false
      for j = (sig.nposonly or 0) + 1, np do
        if params[j] == k then
          if out[j] ~= nil then
            raise("TypeError", fname(sig) .. "() got multiple values for argument '" .. k .. "'")
          end
          out[j] = v
          found = true
          break
        end
      end
      if not found and kwonly then
        for j = 1, #kwonly do
          if kwonly[j] == k then kwvals[j] = v; found = true break end
        end
      end
      if not found then
        if sig.kwarg then
          kwargs = kwargs or R.DICT()
          R.SI(kwargs, k, v)
        else
          raise("TypeError", fname(sig) .. "() got an unexpected keyword argument '" .. k .. "'")
        end
      end
    end
  end
  -- missing required positionals
  local missing = {}
  for j = 1, sig.nrequired or 0 do
    if out[j] == nil then missing[#missing + 1] = "'" .. params[j] .. "'" end
  end
  if #missing > 0 then
    local list
    if #missing == 1 then list = missing[1]
    elseif #missing == 2 then list = missing[1] .. " and " .. missing[2]
    else list = concat(missing, ", ", 1, #missing - 1) .. ", and " .. missing[#missing] end
    raise("TypeError", format("%s() missing %d required positional argument%s: %s", fname(sig),
      #missing, #missing == 1 and "" or "s", list))
  end
  if kwonly and sig.kwrequired then
    local miss = {}
    for j = 1, #kwonly do
      if kwvals[j] == nil and sig.kwrequired[kwonly[j]] then miss[#miss + 1] = "'" .. kwonly[j] .. "'" end
    end
    if #miss > 0 then
      raise("TypeError", format("%s() missing %d required keyword-only argument%s: %s", fname(sig),
        #miss, #miss == 1 and "" or "s", concat(miss, " and ")))
    end
  end
  if not sig.complex then return out, np end
  local n = np
  if sig.vararg then n = n + 1; out[n] = R.TUPLE(extra or {}) end
  if kwonly then for j = 1, #kwonly do out[n + j] = kwvals[j] end; n = n + #kwonly end
  if sig.kwarg then n = n + 1; out[n] = kwargs or R.DICT() end
  return out, n
end

-- ARGS(sig, ...): the prologue of a function with *args, keyword-only or **kwargs
-- parameters. A keyword call passes (KWMARK, pos, npos, kw); a positional call the values.
local KWMARK = host.sentinel() -- a userdata: comparing with it never calls __eq
function R.ARGS(sig, ...)
  local first = ...
  if first == KWMARK then
    local _, pos, npos, kw = ...
    local out, n = bind_args(sig, pos, npos, kw)
    return unpack(out, 1, n)
  end
  local n = select("#", ...)
  local pos = { ... }
  local out, m = bind_args(sig, pos, n, nil)
  return unpack(out, 1, m)
end

function R.MISSING(sig, i)
  local params = sig.params
  local missing = {}
  for j = i, sig.nrequired do missing[#missing + 1] = "'" .. params[j] .. "'" end
  local list
  if #missing == 1 then list = missing[1]
  elseif #missing == 2 then list = missing[1] .. " and " .. missing[2]
  else list = concat(missing, ", ", 1, #missing - 1) .. ", and " .. missing[#missing] end
  raise("TypeError", format("%s() missing %d required positional argument%s: %s", fname(sig),
    #missing, #missing == 1 and "" or "s", list))
end

-- CALL(f, pos, kw): a call with keywords or starred arguments.
local function CALL(f, pos, kw)
  local npos = #pos
  kw = expand_kw(kw)
  if kw == nil or #kw == 0 then return f(unpack(pos, 1, npos)) end
  local tf = type(f)
  local target, selfarg = f, nil
  if tf == "table" then
    local mt = getmetatable(f)
    if mt == BoundMT then
      target = f["#f"]
      selfarg = f["#self"]
    elseif mt == TypeMT then
      return R.type_call_kw(f, pos, npos, kw)
    elseif mt and mt["#call_kw"] then
      return mt["#call_kw"](f, pos, npos, kw)
    else
      local c = mt and mt["#class"] and lookup(mt["#class"], "__call__")
      if c then target, selfarg = c, f end
    end
  end
  if selfarg ~= nil then
    local p = { selfarg }
    for i = 1, npos do p[i + 1] = pos[i] end
    pos, npos = p, npos + 1
  end
  local sig = SIG[target]
  if not sig then
    raise("TypeError", (tf == "function" and "function" or typename(f)) .. "() takes no keyword arguments")
  end
  if sig.complex then
    return target(KWMARK, pos, npos, kw)
  end
  local out, n = bind_args(sig, pos, npos, kw)
  return target(unpack(out, 1, n))
end
R.CALL = CALL
R.KWMARK = KWMARK

-- CALLM(o, name, pos, kw): a method call with keywords or starred arguments.
function R.CALLM(o, name, pos, kw)
  local slot = o["@" .. name]
  if slot then
    local p = { o }
    for i = 1, #pos do p[i + 1] = pos[i] end
    local kwx = expand_kw(kw)
    if kwx == nil or #kwx == 0 then return slot(unpack(p, 1, #pos + 1)) end
    local sig = SIG[slot]
    if sig then
      if sig.complex then return slot(KWMARK, p, #pos + 1, kwx) end
      local out, n = bind_args(sig, p, #pos + 1, kwx)
      return slot(unpack(out, 1, n))
    end
  end
  return CALL(GA(o, name), pos, kw)
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

local function EQ(a, b)
  if rawequal(a, b) then return true end -- not ==: that calls __eq, which calls EQ
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
        if r ~= R.NotImplemented then return T(r) end
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
        if r ~= R.NotImplemented then return T(r) end
      end
    end
    return false
  end
  local mt = getmetatable(a)
  local e = mt and mt["#eq"]
  if e then
    local r = e(a, b)
    if r ~= R.NotImplemented then return T(r) end
  end
  if tb == "table" or tb == "userdata" then
    local mt2 = getmetatable(b)
    local e2 = mt2 and mt2["#eq"]
    if e2 and mt2 ~= mt then
      local r = e2(b, a)
      if r ~= R.NotImplemented then return T(r) end
    end
  end
  if BigMT and mt == BigMT then return num.eq(a, b) == true end
  return false
end
R.EQ = EQ

---------------------------------------------------------------------------------------------
-- Operators: the slow paths of the inline arithmetic and the metamethods of every type
---------------------------------------------------------------------------------------------

local NotImplemented = host.sentinel()
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

-- binop(op, a, b): Python's binary operator protocol.
local function binop(op, a, b)
  if a == nil or b == nil then return R.unbound() end
  if isnum(a) and isnum(b) then
    local r = numop[op](a, b)
    if r ~= nil then return r end
  end
  local info = opinfo[op]
  local ta, tb = typeof(a), typeof(b)
  local f = lookup(ta, info[1])
  local rf = ta ~= tb and lookup(tb, info[2]) or nil
  if rf and issubclass(tb, ta) and tb ~= ta then
    local r = rf(b, a)
    if r ~= NotImplemented then return r end
    rf = nil
  end
  if f then
    local r = f(a, b)
    if r ~= NotImplemented then return r end
  end
  if rf then
    local r = rf(b, a)
    if r ~= NotImplemented then return r end
  end
  raise("TypeError", format("unsupported operand type(s) for %s: '%s' and '%s'", info[3],
    ta["#name"], tb["#name"]))
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
  if type(a) ~= "string" then
    local f = lookup(typeof(a), iopnames[op])
    if f then
      local r = f(a, b)
      if r ~= NotImplemented then return r end
    end
  end
  return binop(op, a, b)
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

-- Comparison protocol for the metamethods __lt/__le (Lua turns a > b into b < a).
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
    ta["#name"], tb["#name"]))
end
R.richcmp = richcmp

-- Installs the Lua metamethods that route operators to Python's protocols.
local function install_operators(mt)
  mt.__add = function(a, b) return binop("Add", a, b) end
  mt.__sub = function(a, b) return binop("Sub", a, b) end
  mt.__mul = function(a, b) return binop("Mult", a, b) end
  mt.__div = function(a, b) return binop("Div", a, b) end
  mt.__idiv = function(a, b) return binop("FloorDiv", a, b) end
  mt.__mod = function(a, b) return binop("Mod", a, b) end
  mt.__pow = function(a, b) return binop("Pow", a, b) end
  mt.__band = function(a, b) return binop("BitAnd", a, b) end
  mt.__bor = function(a, b) return binop("BitOr", a, b) end
  mt.__bxor = function(a, b) return binop("BitXor", a, b) end
  mt.__shl = function(a, b) return binop("LShift", a, b) end
  mt.__shr = function(a, b) return binop("RShift", a, b) end
  mt.__unm = function(a) return R.NEG(a) end
  mt.__bnot = function(a) return R.INVERT(a) end
  mt.__lt = function(a, b) return richcmp("lt", a, b) end
  mt.__le = function(a, b) return richcmp("le", a, b) end
end
R.install_operators = install_operators

for _, mt in ipairs({ NumMT, BoolMT, StrMT, FuncMT, NoneMT, BoundMT }) do
  install_operators(mt)
end

-- Calling a value that is not callable
local function not_callable(x)
  raise("TypeError", "'" .. typename(x) .. "' object is not callable")
end
for _, mt in ipairs({ NumMT, BoolMT, StrMT, NoneMT }) do
  mt.__call = not_callable
end

-- Attribute stores on values without a __dict__
local function no_setattr(o, k, v)
  local t = typeof(o)
  if lookup(t, k) ~= nil then
    raise("AttributeError", "'" .. t["#name"] .. "' object attribute '" .. tostring(k) .. "' is read-only")
  end
  raise("AttributeError", "'" .. t["#name"] .. "' object has no attribute '" .. tostring(k) .. "'")
end
R.no_setattr = no_setattr
for _, mt in ipairs({ NumMT, BoolMT, StrMT, NoneMT, BoundMT }) do
  mt.__newindex = no_setattr
end
FuncMT.__newindex = function(f, k, v) SA(f, k, v) end

---------------------------------------------------------------------------------------------
-- Classes
---------------------------------------------------------------------------------------------

-- Instance metatables: dunder methods become Lua metamethods.
local function instance_meta(t)
  local meta = t["#meta"]
  meta["#inst"] = true
  meta["#class"] = t
  install_operators(meta)
  meta.__call = function(o, ...)
    local f = o["@__call__"]
    if not f then not_callable(o) end
    return f(o, ...)
  end
  meta["#eq"] = function(a, b)
    local f = lookup(typeof(a), "__eq__")
    if f then return f(a, b) end
    return NotImplemented
  end
  meta.__eq = function(a, b) return EQ(a, b) end
  meta.__bool = function(o)
    local f = o["@__bool__"]
    if f then return T(f(o)) end
    f = o["@__len__"]
    if f then return f(o) ~= 0 end
    return true
  end
  meta.__close = nil
  -- raw stores `self.x = v` (see Gen:assign) of a new key land here
  meta.__newindex = function(o, k, v) SA(o, k, v) end
  return meta
end
R.instance_meta = instance_meta

local function is_exception_type(t)
  return exc_classes.BaseException and issubclass(t, exc_classes.BaseException)
end

-- The runtime slots that user dunders drive (see containers.lua for the slot protocol).
local function call_dunder(o, name, ...)
  local f = o["@" .. name]
  if not f then
    raise("TypeError", "'" .. typeof(o)["#name"] .. "' object does not support " .. name)
  end
  return f(o, ...)
end
dunder_slots = {
  ["#getitem"] = "__getitem__", ["#setitem"] = "__setitem__", ["#delitem"] = "__delitem__",
  ["#len"] = "__len__", ["#contains"] = "__contains__", ["#iter"] = "__iter__",
  ["#key"] = "__hash__",
}
slot_dispatch = {
  ["#getitem"] = function(o, k) return call_dunder(o, "__getitem__", k) end,
  ["#setitem"] = function(o, k, v) call_dunder(o, "__setitem__", k, v) end,
  ["#delitem"] = function(o, k) call_dunder(o, "__delitem__", k) end,
  ["#len"] = function(o)
    local n = call_dunder(o, "__len__")
    if mtype(n) ~= "integer" then
      if type(n) == "boolean" then return n and 1 or 0 end
      raise("TypeError", "'" .. R.typename(n) .. "' object cannot be interpreted as an integer")
    end
    if n < 0 then raise("ValueError", "__len__() should return >= 0") end
    return n
  end,
  ["#contains"] = function(o, x) return T(call_dunder(o, "__contains__", x)) end,
  ["#iter"] = function(o)
    local it = call_dunder(o, "__iter__")
    local nf = type(it) == "table" and rawget(it, "#next")
    if nf then return nf end
    local nx = it["@__next__"]
    if not nx then raise("TypeError", "iter() returned non-iterator of type '" .. R.typename(it) .. "'") end
    local Stop = exc_classes.StopIteration
    return function()
      local ok, v = pcall(nx, it)
      if ok then return v end
      local e = R.EXC(v)
      if R.isinstance(e, Stop) then return nil end
      error(e, 0)
    end
  end,
  ["#key"] = function(o)
    local f = o["@__hash__"]
    if f == nil or f == None then raise("TypeError", "unhashable type: '" .. typeof(o)["#name"] .. "'") end
    return "\1h" .. tostring(f(o)) .. ":" .. typeof(o)["#name"]
  end,
}

-- CLASS(name, bases, kw, body): the class statement.
function R.CLASS(name, bases, kw, body)
  if #bases == 0 then bases = { object } end
  for _, b in ipairs(bases) do
    if getmetatable(b) ~= TypeMT then
      raise("TypeError", "bases must be types")
    end
    if b["#final"] then
      raise("TypeError", "type '" .. b["#name"] .. "' is not an acceptable base type")
    end
  end
  local ns = {}
  local order = {}
  local nsproxy = setmetatable({}, {
    __index = ns,
    __newindex = function(_, k, v)
      if ns[k] == nil then order[#order + 1] = k end
      ns[k] = v
    end,
  })
  ns.__module__ = "__main__"
  ns.__qualname__ = name
  body(nsproxy)
  if ns.__eq__ ~= nil and ns.__hash__ == nil then ns.__hash__ = None end -- as CPython
  local t = newtype(name, bases, ns)
  t["#order"] = order
  -- instances of subclasses of builtin containers/exceptions keep their base's layout
  local layout
  for _, b in ipairs(bases) do
    if b["#layout"] then layout = b["#layout"] end
  end
  t["#layout"] = layout or false
  settle(t, bases)
  instance_meta(t)
  local meta = t["#meta"]
  -- Python-level dunders defined by user classes drive the item, length, iteration,
  -- membership and repr slots; otherwise the nearest builtin base lends its own slots.
  local mro = t["#mro"]
  for slot, dunder in pairs(dunder_slots) do
    for i = 1, #mro do
      local c = mro[i]
      if c["#builtin"] then
        local v = rawget(c["#meta"], slot)
        if v ~= nil and meta[slot] == nil then meta[slot] = v end
        break
      elseif c["#dict"][dunder] ~= nil then
        meta[slot] = slot_dispatch[slot]
        break
      end
    end
  end
  if meta["#iter"] == nil and meta["#getitem"] == slot_dispatch["#getitem"] then
    -- the old sequence protocol: __getitem__(0), (1), ... until IndexError
    meta["#iter"] = function(o)
      local i = -1
      local IndexError = exc_classes.IndexError
      return function()
        i = i + 1
        local ok, v = pcall(call_dunder, o, "__getitem__", i)
        if ok then return v end
        local e = R.EXC(v)
        if R.isinstance(e, IndexError) or R.isinstance(e, exc_classes.StopIteration) then return nil end
        error(e, 0)
      end
    end
  end
  for i = 2, #mro do
    local bm = mro[i]["#meta"]
    for k, v in pairs(bm) do
      if type(k) == "string" and k:sub(1, 1) == "#" and k ~= "#class" and k ~= "#inst"
         and k ~= "#eq" and meta[k] == nil and not dunder_slots[k] then
        meta[k] = v
      end
    end
  end
  meta.__index = t["#flat"]
  t["#fast"] = not layout and lookup(t, "__new__") == lookup(object, "__new__") and objinit ~= nil
  if ns.__setattr__ then
    meta["#setattr"] = function(o, k, v) ns.__setattr__(o, k, v) end
  end
  -- a class without properties or __setattr__ stores new attributes raw, from C
  local plain = true
  for i = 1, #mro do
    local c = mro[i]
    if c ~= object and not c["#builtin"] then
      for k, v in pairs(c["#dict"]) do
        if getmetatable(v) == PropertyMT or k == "__setattr__" or k == "__slots__" then plain = false end
      end
    end
  end
  if plain and not layout then meta.__newindex = rawset end
  if kw then
    for i = 1, #kw, 2 do
      if kw[i] ~= "metaclass" then
        raise("TypeError", name .. ".__init_subclass__() takes no keyword arguments")
      end
    end
  end
  -- __set_name__ and __init_subclass__ hooks of bases
  for i = 2, #t["#mro"] do
    local isc = t["#mro"][i]["#dict"].__init_subclass__
    if isc then
      local f = getmetatable(isc) == ClassMT and isc.f or isc
      f(t)
      break
    end
  end
  return t
end

-- Instantiation: type(...) calls
local function new_instance(t, ...)
  local layout = t["#layout"]
  if layout then return layout.new(t, ...) end
  return setmetatable({}, t["#meta"])
end
R.new_instance = new_instance

local function type_call(t, ...)
  if t["#fast"] and not t["#call"] and not t["#layout"] then
    -- a plain class: no __new__, no builtin base, no constructor of a module's own
    local o = setmetatable({}, t["#meta"])
    local init = t["#flat"]["@__init__"]
    if init ~= objinit then
      local r = init(o, ...)
      if r ~= None and r ~= nil then
        raise("TypeError", "__init__() should return None, not '" .. typename(r) .. "'")
      end
    elseif select("#", ...) > 0 then
      raise("TypeError", t["#name"] .. "() takes no arguments")
    end
    return o
  end
  local special = t["#call"]
  if special then return special(t, ...) end
  local newf = lookup(t, "__new__")
  local o
  if newf and newf ~= object["#dict"].__new__ then
    local f = getmetatable(newf) == StaticMT and newf.f or newf
    o = f(t, ...)
    if not isinstance(o, t) then return o end
  else
    o = new_instance(t, ...)
  end
  local init = o["@__init__"]
  if init then
    local r = init(o, ...)
    if r ~= nil and r ~= None then
      raise("TypeError", "__init__() should return None, not '" .. typename(r) .. "'")
    end
  elseif select("#", ...) > 0 and not t["#layout"] then
    raise("TypeError", t["#name"] .. "() takes no arguments")
  end
  return o
end
R.type_call = type_call

function R.type_call_kw(t, pos, npos, kw)
  local special = t["#call_kw"]
  if special then return special(t, pos, npos, kw) end
  -- a subclass of a builtin container: the nearest builtin base builds it (dict(a=1) ...)
  local mro = t["#mro"]
  for i = 2, #mro do
    local c = mro[i]
    if c["#builtin"] then
      local f = rawget(c, "#call_kw")
      if f then return f(t, pos, npos, kw) end
      break
    end
  end
  local params = t["#call_params"] -- a builtin type whose constructor takes keywords
  if params then
    local out, n = bind_args({ name = t["#name"], params = params, nposonly = 0, nrequired = 0 },
                             pos, npos, kw)
    return t["#call"](t, unpack(out, 1, n))
  end
  local o = new_instance(t)
  local init = lookup(t, "__init__")
  if not init then raise("TypeError", t["#name"] .. "() takes no keyword arguments") end
  local p = { o }
  for i = 1, npos do p[i + 1] = pos[i] end
  local sig = SIG[init]
  if not sig then raise("TypeError", t["#name"] .. "() takes no keyword arguments") end
  if sig.complex then
    init(KWMARK, p, npos + 1, kw)
  else
    local out, n = bind_args(sig, p, npos + 1, kw)
    init(unpack(out, 1, n))
  end
  return o
end

TypeMT.__call = type_call
TypeMT.__index = function(t, k)
  if type(k) == "string" and k:byte(1) == 64 then
    -- method call on a class: Cls.m(args) -> the receiver (the class) is dropped
    local name = k:sub(2)
    local cache = t["#adapters"]
    local a = cache[name]
    if a then return a end
    local v = lookup(t, name)
    if v == nil then
      local meta = R.type_t and lookup(type_t, name)
      if meta then
        a = function(cls, ...) return meta(cls, ...) end
        cache[name] = a
        return a
      end
      return nil
    end
    local mt = getmetatable(v)
    if mt == ClassMT then
      local f = v.f
      a = function(cls, ...) return f(cls, ...) end
    elseif mt == StaticMT then
      local f = v.f
      a = function(_, ...) return f(...) end
    elseif mt == PropertyMT then
      return nil
    else
      a = function(_, ...) return v(...) end
    end
    cache[name] = a
    return a
  end
  return nil
end
TypeMT.__newindex = function(t, k, v)
  if type(k) == "string" and k:byte(1) == 35 then rawset(t, k, v) return end -- "#" fields
  R.type_setattr(t, k, v)
end
install_operators(TypeMT)
TypeMT.__eq = nil
TypeMT.__lt = nil
TypeMT.__le = nil
TypeMT.__bor = function(a, b) return R.UnionType and R.UnionType(a, b) or binop("BitOr", a, b) end

function R.type_getattr(t, name)
  local v = lookup(t, name)
  if v ~= nil then
    local mt = getmetatable(v)
    if mt == StaticMT then return v.f end
    if mt == ClassMT then return bind(v.f, t) end
    if mt == PropertyMT then return v end
    return v
  end
  if name == "__name__" or name == "__qualname__" then return t["#name"] end
  if name == "__mro__" then return R.TUPLE(t["#mro"]) end
  if name == "__bases__" then return R.TUPLE(t["#bases"]) end
  if name == "__base__" then return t["#bases"][1] or None end
  if name == "__doc__" then return None end
  if name == "__module__" then return "builtins" end
  if name == "__class__" then return type_t end
  if name == "__dict__" then
    local d = R.DICT()
    for _, k in ipairs(t["#order"] or {}) do
      if t["#dict"][k] ~= nil then R.SI(d, k, t["#dict"][k]) end
    end
    return d
  end
  v = lookup(type_t, name)
  if v ~= nil and type(v) == "function" then return bind(v, t) end
  raise("AttributeError", "type object '" .. t["#name"] .. "' has no attribute '" .. name .. "'")
end

function R.type_setattr(t, name, v)
  if t["#builtin"] then
    raise("TypeError", "cannot set '" .. name .. "' attribute of immutable type '" .. t["#name"] .. "'")
  end
  if t["#dict"][name] == nil then
    t["#order"] = t["#order"] or {}
    t["#order"][#t["#order"] + 1] = name
  end
  t["#dict"][name] = v
  refresh(t)
end

-- super()
function R.SUPER(cls, obj)
  if obj == None or obj == nil then
    raise("RuntimeError", "super(): no arguments")
  end
  local t = getmetatable(obj) == TypeMT and obj or typeof(obj)
  local mro = t["#mro"]
  local start
  for i = 1, #mro do if mro[i] == cls then start = i + 1 break end end
  return setmetatable({ ["#mro"] = mro, ["#start"] = start or (#mro + 1), ["#obj"] = obj }, SuperMT)
end
local function super_lookup(s, name)
  local mro = s["#mro"]
  for i = s["#start"], #mro do
    local v = mro[i]["#dict"][name]
    if v ~= nil then return v end
  end
  return nil
end
SuperMT.__index_fn = function(s, k)
  if type(k) ~= "string" then return nil end
  if k:byte(1) == 64 then
    local v = super_lookup(s, k:sub(2))
    if v == nil then return nil end
    local obj = s["#obj"]
    local mt = getmetatable(v)
    if mt == ClassMT then
      local f = v.f
      local cls = getmetatable(obj) == TypeMT and obj or typeof(obj)
      return function(_, ...) return f(cls, ...) end
    elseif mt == StaticMT then
      local f = v.f
      return function(_, ...) return f(...) end
    end
    return function(_, ...) return v(obj, ...) end
  end
  return nil
end
local super_t = newtype("super", { object }, {}, SuperMT)
settle(super_t, { object })
SuperMT.__index = SuperMT.__index_fn
SuperMT["#class"] = super_t
R.super_t = super_t
function R.super_getattr(s, name)
  local v = super_lookup(s, name)
  if v == nil then
    raise("AttributeError", "'super' object has no attribute '" .. name .. "'")
  end
  local obj = s["#obj"]
  local mt = getmetatable(v)
  if type(v) == "function" then return bind(v, obj) end
  if mt == PropertyMT then return v.fget(obj) end
  if mt == ClassMT then return bind(v.f, typeof(obj)) end
  if mt == StaticMT then return v.f end
  return v
end

-- special attributes every object has
special_get = function(o, name, t)
  if name == "__class__" then return t end
  if getmetatable(o) == SuperMT then return R.super_getattr(o, name) end
  if name == "__dict__" and type(o) == "table" and getmetatable(o)["#inst"] then
    return R.instance_dict(o)
  end
  if type(o) == "function" then
    local sig = SIG[o]
    if name == "__name__" then return sig and sig.name or "<builtin>" end
    if name == "__qualname__" then return sig and (sig.qualname or sig.name) or "<builtin>" end
    if name == "__doc__" then return sig and sig.doc or None end
    if name == "__module__" then return "__main__" end
    if name == "__defaults__" then return None end
  end
  if getmetatable(o) == BoundMT then
    if name == "__self__" then return o["#self"] end
    if name == "__func__" then return o["#f"] end
    if name == "__name__" then
      local sig = SIG[o["#f"]]
      return sig and sig.name or "?"
    end
  end
  if name == "__doc__" then return None end
  return nil
end

-- An instance's __dict__ as a dict snapshot (writes to it do not reach the instance).
function R.instance_dict(o)
  local d = R.DICT()
  local keys = {}
  for k in next, o do
    if type(k) == "string" and k:byte(1) ~= 35 then keys[#keys + 1] = k end
  end
  sort(keys)
  for _, k in ipairs(keys) do R.SI(d, k, rawget(o, k)) end
  return d
end

return R
end
