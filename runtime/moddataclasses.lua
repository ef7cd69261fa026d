-- moddataclasses.lua: dataclasses. Fields come from the class's __annotations__ (in order),
-- defaults from its attributes or field(); the generated methods are Lua closures over them.
local type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs, select, next, load, error =
      type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs, select, next, load, error
local concat, unpack, format = table.concat, table.unpack, string.format

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup, T, EQ = R.None, R.raise, R.typeof, R.typename,
  R.lookup, R.T, R.EQ
-- the objects whose generated __repr__ is running (a recursive one shows "...")
local repr_running = setmetatable({}, { __mode = "k" })
-- the generated __repr__ functions (pprint's test for a dataclass with its generated repr)
R.dataclass_reprs = R.dataclass_reprs or setmetatable({}, { __mode = "k" })
local DICT, TUPLE, LIST = R.DICT, R.TUPLE, R.LIST
local ListMT, TupleMT, DictMT, TypeMT = R.ListMT, R.TupleMT, R.DictMT, R.TypeMT
local repr, dkey, dict_set, dict_get, dict_pairs = R.repr, R.dkey, R.dict_set, R.dict_get, R.dict_pairs
local KWMARK, NotImplemented = R.KWMARK, R.NotImplemented

local m = {}

local MissingMT = {}
local missing_t = R.builtin_type("_MISSING_TYPE", { R.object }, { __module__ = "dataclasses" }, MissingMT)
local MISSING = setmetatable({}, MissingMT)
MissingMT["#repr"] = function(x) return "<dataclasses._MISSING_TYPE object at " .. R.addr(x) .. ">" end
m.MISSING = MISSING

local FrozenInstanceError = R.CLASS("FrozenInstanceError", { R.exc_classes.AttributeError }, nil,
  function(ns) ns.__module__ = "dataclasses" end)
m.FrozenInstanceError = FrozenInstanceError

-- Field objects
local Field = R.CLASS("Field", { R.object }, nil, function(ns)
  ns.__module__ = "dataclasses"
  ns.__repr__ = function(f)
    return "Field(name=" .. repr(rawget(f, "name")) .. ",type=" .. repr(rawget(f, "type")) ..
      ",default=" .. repr(rawget(f, "default")) .. ",default_factory=" .. repr(rawget(f, "default_factory")) ..
      ",init=" .. repr(rawget(f, "init")) .. ",repr=" .. repr(rawget(f, "repr")) ..
      ",hash=" .. repr(rawget(f, "hash")) .. ",compare=" .. repr(rawget(f, "compare")) ..
      ",metadata=" .. repr(rawget(f, "metadata")) .. ",kw_only=" .. repr(rawget(f, "kw_only")) ..
      ",_field_type=" .. (rawget(f, "#ftype") or "None") .. ")"
  end
end)
Field["#builtin"] = true
m.Field = Field

-- metadata: a read-only mappingproxy, as CPython's
local function metadata(d)
  if d == nil or d == None then d = DICT() end
  return R.IMPORT("types").MappingProxyType(d)
end

local function new_field(o)
  local f = R.new_instance(Field)
  for _, k in ipairs({ "name", "type", "default", "default_factory", "init", "repr", "hash", "compare",
                       "metadata", "kw_only" }) do
    local v = o[k]
    if v == nil then v = MISSING end
    rawset(f, k, v)
  end
  return f
end

local function field(...)
  local kw = {}
  if (...) == KWMARK then
    local _, pos, npos, kwa = ...
    if npos > 0 then raise("TypeError", "field() takes 0 positional arguments but " .. npos .. " were given") end
    for i = 1, #kwa, 2 do kw[kwa[i]] = kwa[i + 1] end
  elseif select("#", ...) > 0 then
    raise("TypeError", "field() takes 0 positional arguments but " .. select("#", ...) .. " were given")
  end
  if kw.default ~= nil and kw.default ~= MISSING and kw.default_factory ~= nil and kw.default_factory ~= MISSING then
    raise("ValueError", "cannot specify both default and default_factory")
  end
  return new_field({
    default = kw.default, default_factory = kw.default_factory,
    init = kw.init == nil and true or T(kw.init), ["repr"] = kw["repr"] == nil and true or T(kw["repr"]),
    hash = kw.hash == nil and None or kw.hash, compare = kw.compare == nil and true or T(kw.compare),
    metadata = metadata(kw.metadata), kw_only = kw.kw_only, name = None, type = None,
  })
end
m.field = R.sig(field, "field", {}, { complex = true })

local function is_classvar(ann)
  if type(ann) == "string" then return ann:find("ClassVar") ~= nil end
  if type(ann) == "table" then
    local ok, s = R.pcall(repr, ann)
    return ok and type(s) == "string" and s:find("ClassVar") ~= nil
  end
  return false
end

-- InitVar[T]: an __init__ parameter passed on to __post_init__, not a field
local InitVar = R.CLASS("InitVar", { R.object }, nil, function(ns)
  ns.__module__ = "dataclasses"
  ns.__init__ = function(self, tp) rawset(self, "type", tp) end
  ns.__class_getitem__ = function(cls, tp) return cls(tp) end
  ns.__repr__ = function(self)
    local tp = rawget(self, "type")
    local name = getmetatable(tp) == TypeMT and tp["#name"] or repr(tp)
    return "dataclasses.InitVar[" .. name .. "]"
  end
end)
InitVar["#builtin"] = true
m.InitVar = InitVar
local function is_initvar(ann)
  return ann == InitVar or (type(ann) == "table" and getmetatable(ann) == InitVar["#meta"])
end

-- the ordered field list of class t (bases first); InitVar pseudo-fields have "#initvar"
local function collect(t, opts)
  local fields, byname = {}, {}
  for i = #t["#mro"], 2, -1 do
    local fs = rawget(t["#mro"][i], "#dc_fields")
    if fs then
      for _, f in ipairs(fs) do
        local n = rawget(f, "name")
        if byname[n] then
          for j, g in ipairs(fields) do if g == byname[n] then fields[j] = f end end
        else
          fields[#fields + 1] = f
        end
        byname[n] = f
      end
    end
  end
  local d = t["#dict"]
  local ann = d.__annotations__
  local names, types = {}, {}
  if ann and getmetatable(ann) == DictMT then
    for k, v in dict_pairs(ann) do names[#names + 1] = k; types[k] = v end
  else
    -- without annotations: every plain class attribute with a value is a field
    for _, k in ipairs(t["#order"] or {}) do
      local v = d[k]
      if v ~= nil and not k:find("^__") and type(v) ~= "function" then
        local mt = getmetatable(v)
        if mt ~= R.StaticMT and mt ~= R.ClassMT and mt ~= R.PropertyMT and mt ~= TypeMT then
          names[#names + 1] = k; types[k] = None
        end
      end
    end
  end
  local kw_only_default = opts.kw_only
  for _, n in ipairs(names) do
    if types[n] == m.KW_ONLY then -- `_: KW_ONLY`: the fields after it are keyword-only
      kw_only_default = true
      d[n] = nil
    elseif not is_classvar(types[n]) then
      local v = d[n]
      local f
      if v ~= nil and getmetatable(v) == Field["#meta"] then
        f = v
        rawset(f, "name", n)
        rawset(f, "type", types[n])
      else
        f = new_field({ name = n, type = types[n], default = v, init = true, ["repr"] = true, hash = None,
                        compare = true, metadata = metadata() })
      end
      rawset(f, "#ftype", "_FIELD")
      if is_initvar(types[n]) then rawset(f, "#initvar", true); rawset(f, "#ftype", "_FIELD_INITVAR") end
      if rawget(f, "kw_only") == MISSING then rawset(f, "kw_only", kw_only_default and true or false) end
      local dv = rawget(f, "default")
      local mt = getmetatable(dv)
      if mt == ListMT or mt == DictMT or mt == R.SetMT then
        raise("ValueError", "mutable default " .. repr(typeof(dv)) .. " for field " .. n ..
          " is not allowed: use default_factory")
      end
      -- the class attribute is the default (or absent)
      if dv ~= MISSING then d[n] = dv else d[n] = nil end
      if byname[n] then
        for j, g in ipairs(fields) do if g == byname[n] then fields[j] = f end end
      else
        fields[#fields + 1] = f
      end
      byname[n] = f
    end
  end
  return fields
end

local function values(o, fields, which)
  local out = {}
  for _, f in ipairs(fields) do
    if rawget(f, which) == true then
      local n = rawget(f, "name")
      local v = rawget(o, n)
      if v == nil then v = R.GA(o, n) end
      out[#out + 1] = v
    end
  end
  return out
end

-- The fields a dataclass's __init__ sets without a parameter (init=False): their defaults
local function set_others(self, fields, setf)
  for _, f in ipairs(fields) do
    if rawget(f, "init") ~= true then
      local n = rawget(f, "name")
      local fac = rawget(f, "default_factory")
      if fac ~= MISSING then setf(self, n, fac())
      elseif rawget(f, "default") ~= MISSING then setf(self, n, rawget(f, "default")) end
    end
  end
end

-- __init__(self, a1, ..., an) for init fields initf, all positional: straight-line Lua
local function straight_init(sig, initf, fields, setf)
  local src, vals = { "local setf, MISSING, sig, None, vals, others, fields = ...\nreturn function(self" }, {}
  for i = 1, #initf do src[#src + 1] = ", a" .. i end
  src[#src + 1] = ")\n"
  local others = false
  for _, f in ipairs(fields) do if rawget(f, "init") ~= true then others = true end end
  for i, f in ipairs(initf) do
    local dv, fac = rawget(f, "default"), rawget(f, "default_factory")
    if dv ~= MISSING then vals[i] = dv else vals[i] = fac end -- (dv may be False)
    if dv ~= MISSING then
      src[#src + 1] = format("if a%d == nil then a%d = vals[%d] end\n", i, i, i)
    elseif fac ~= MISSING then
      src[#src + 1] = format("if a%d == nil then a%d = vals[%d]() end\n", i, i, i)
    else
      src[#src + 1] = format("if a%d == nil then MISSING(sig, %d) end\n", i, i + 1)
    end
  end
  local initvars = {} -- InitVar parameters: passed on to __post_init__, not stored
  for i, f in ipairs(initf) do
    if rawget(f, "#initvar") then initvars[#initvars + 1] = ", a" .. i
    else src[#src + 1] = format("setf(self, %q, a%d)\n", rawget(f, "name"), i) end
  end
  if others then src[#src + 1] = "others(self, fields, setf)\n" end
  src[#src + 1] = 'local post = self["@__post_init__"]\nif post then post(self' .. concat(initvars) ..
    ') end\nreturn None\nend\n'
  local chunk = load(concat(src), "=dataclass __init__", "t", {})
  host.markpython(chunk)
  local init = chunk(setf, R.MISSING, sig, None, vals, set_others, fields)
  host.markframe(init) -- a call checks its argument count, as a Python function's does
  return init
end

local function process(t, opts)
  local all = collect(t, opts) -- the fields and the InitVars, in order
  local fields = {}
  for _, f in ipairs(all) do
    if not rawget(f, "#initvar") then fields[#fields + 1] = f end
  end
  rawset(t, "#dc_fields", fields)
  local d = t["#dict"]
  local fdict = DICT()
  for _, f in ipairs(all) do dict_set(fdict, rawget(f, "name"), f) end -- (InitVars too)
  d.__dataclass_fields__ = fdict
  local frozen = opts.frozen
  -- frozen and non-frozen dataclasses do not mix in one hierarchy
  local has_dc_base, frozen_base = false, false
  for i = 2, #t["#mro"] do
    local b = t["#mro"][i]
    if rawget(b, "#dc_fields") then
      has_dc_base = true
      if rawget(b, "#dc_frozen") then frozen_base = true end
    end
  end
  if has_dc_base and frozen_base and not frozen then
    raise("TypeError", "cannot inherit non-frozen dataclass from a frozen one")
  end
  if has_dc_base and not frozen_base and frozen then
    raise("TypeError", "cannot inherit frozen dataclass from a non-frozen one")
  end
  rawset(t, "#dc_frozen", frozen and true or false)
  local setf = R.ordset -- the fields in order in the instance's __dict__
  -- __init__
  if opts.init and not rawget(d, "__init__") then
    local params, kwonly, defaults = { "self" }, {}, {}
    local initf = {}
    local seen_default = false
    for _, f in ipairs(all) do
      if rawget(f, "init") == true then
        local n = rawget(f, "name")
        local has = rawget(f, "default") ~= MISSING or rawget(f, "default_factory") ~= MISSING
        if rawget(f, "kw_only") == true then
          kwonly[#kwonly + 1] = n
        else
          if not has and seen_default then
            raise("TypeError", "non-default argument '" .. n .. "' follows default argument")
          end
          if has then seen_default = true end
          params[#params + 1] = n
        end
        initf[#initf + 1] = f
      end
    end
    local byname = {}
    for _, f in ipairs(all) do byname[rawget(f, "name")] = f end
    local nreq = 1
    for i = 2, #params do
      local f = byname[params[i]]
      if rawget(f, "default") == MISSING and rawget(f, "default_factory") == MISSING then nreq = i end
    end
    local kwreq = {}
    for _, n in ipairs(kwonly) do
      local f = byname[n]
      if rawget(f, "default") == MISSING and rawget(f, "default_factory") == MISSING then kwreq[n] = true end
    end
    local sig = { name = "__init__", qualname = t["#name"] .. ".__init__", params = params, nposonly = 0, nrequired = nreq,
                  kwonly = #kwonly > 0 and kwonly or nil, kwrequired = kwreq, complex = true }
    if #kwonly == 0 then
      -- positional parameters only (the usual dataclass): an __init__ written for the class,
      -- as CPython's dataclasses writes one, with the field names as string constants
      sig.complex, sig.kwrequired = nil, nil
      local init = straight_init(sig, initf, fields, setf)
      R.sig(init, sig.name, params, sig)
      d.__init__ = init
      goto made
    end
    do
    local np = #params
    -- argument slot of each init field
    local slot = {}
    for i = 2, np do slot[params[i]] = i end
    for j, n in ipairs(kwonly) do slot[n] = np + j end
    local init = function(...)
      local args = { R.ARGS(sig, ...) }
      local self = args[1]
      local initvars = {}
      for _, f in ipairs(initf) do
        local n = rawget(f, "name")
        local v = args[slot[n]]
        if v == nil then
          local dv = rawget(f, "default")
          if dv ~= MISSING then v = dv else v = rawget(f, "default_factory")() end
        end
        if rawget(f, "#initvar") then initvars[#initvars + 1] = v else setf(self, n, v) end
      end
      for _, f in ipairs(fields) do
        if rawget(f, "init") ~= true then
          local n = rawget(f, "name")
          local fac = rawget(f, "default_factory")
          if fac ~= MISSING then setf(self, n, fac())
          elseif rawget(f, "default") ~= MISSING then setf(self, n, rawget(f, "default")) end
        end
      end
      local post = self["@__post_init__"]
      if post then post(self, unpack(initvars)) end
      return None
    end
    R.sig(init, sig.name, params, sig)
    d.__init__ = init
    end
    ::made::
  end
  if opts["repr"] and not rawget(d, "__repr__") then
    d.__repr__ = function(self)
      if repr_running[self] then return "..." end -- (reprlib.recursive_repr, as CPython's)
      repr_running[self] = true
      local ok, r = R.pcall(function()
        local parts = {}
        for _, f in ipairs(fields) do
          if rawget(f, "repr") == true then
            local n = rawget(f, "name")
            local v = rawget(self, n)
            if v == nil then v = R.GA(self, n) end
            parts[#parts + 1] = n .. "=" .. repr(v)
          end
        end
        return typename(self) .. "(" .. concat(parts, ", ") .. ")"
      end)
      repr_running[self] = nil
      if not ok then error(r, 0) end
      return r
    end
    R.dataclass_reprs[d.__repr__] = true -- pprint formats these field by field
  end
  if opts.eq and not rawget(d, "__eq__") then
    d.__eq__ = function(a, b)
      if typeof(b) ~= typeof(a) then return NotImplemented end
      return R.seq_cmp(values(a, fields, "compare"), values(b, fields, "compare"), "eq")
    end
  end
  if opts.order then
    for _, p in ipairs({ { "__lt__", "lt" }, { "__le__", "le" }, { "__gt__", "gt" }, { "__ge__", "ge" } }) do
      if rawget(d, p[1]) then
        raise("TypeError", "Cannot overwrite attribute " .. p[1] .. " in class " .. t["#name"] .. ". Consider using functools.total_ordering")
      end
      local op = p[2]
      d[p[1]] = function(a, b)
        if typeof(b) ~= typeof(a) then return NotImplemented end
        return R.seq_cmp(values(a, fields, "compare"), values(b, fields, "compare"), op)
      end
    end
  end
  local meta = t["#meta"]
  if frozen then
    local names = {}
    for _, f in ipairs(fields) do names[rawget(f, "name")] = true end
    meta["#setattr"] = function(o, k, v)
      if names[k] or true then
        R.RAISE(FrozenInstanceError("cannot assign to field '" .. k .. "'"))
      end
    end
    d.__setattr__ = function(o, k, v) meta["#setattr"](o, k, v) end
    d.__delattr__ = function(o, k) R.RAISE(FrozenInstanceError("cannot delete field '" .. k .. "'")) end
  end
  -- hashing
  local own_hash = rawget(d, "__hash__")
  local hashable = opts.unsafe_hash or (opts.eq and frozen)
  if hashable then
    d.__hash__ = function(o) return R.hash(TUPLE(values(o, fields, "compare"))) end
    meta["#key"] = function(o) return "\255dc" .. R.objid(typeof(o)) .. R.subkey(TUPLE(values(o, fields, "compare"))) end
  elseif opts.eq and own_hash == nil then
    d.__hash__ = None
    meta["#key"] = false
  end
  if opts.match_args then
    local ma = {}
    for _, f in ipairs(fields) do
      if rawget(f, "init") == true and rawget(f, "kw_only") ~= true then ma[#ma + 1] = rawget(f, "name") end
    end
    d.__match_args__ = TUPLE(ma)
  end
  -- slots=True: __slots__ of the field names; the objects have no __dict__ when every class
  -- of the MRO has __slots__ (as R.CLASS makes a slotted class's metatable)
  if opts.slots and rawget(d, "__slots__") == nil then
    local names, set = {}, {}
    for _, f in ipairs(fields) do names[#names + 1] = rawget(f, "name"); set[rawget(f, "name")] = true end
    d.__slots__ = TUPLE(names)
    local slotted = true
    for _, c in ipairs(t["#mro"]) do
      if c ~= R.object and not c["#builtin"] then
        local sl = rawget(c["#dict"], "__slots__")
        if sl == nil then slotted = false end
        if sl and c ~= t then for _, n in ipairs(R.toarray(sl)) do set[n] = true end end
      end
    end
    if slotted and not meta["#setattr"] then
      local props = t["#props"]
      meta["#slots"] = set
      meta.__newindex = function(o, k, v)
        if props[k] == nil and set[k] then return rawset(o, k, v) end
        return R.SA(o, k, v)
      end
    end
  end
  -- refresh the class (and any subclasses) so the new methods are seen
  R.type_setattr(t, "__dataclass_params__", None)
  return t
end

local defaults = { init = true, ["repr"] = true, eq = true, order = false, unsafe_hash = false,
                   frozen = false, match_args = true, kw_only = false, slots = false,
                   weakref_slot = false } -- (no weak references: weakref_slot changes nothing)

local function dataclass(...)
  local cls, kw
  if (...) == KWMARK then
    local _, pos, npos, kwa = ...
    cls = pos[1]
    kw = {}
    for i = 1, #kwa, 2 do
      if defaults[kwa[i]] == nil then
        raise("TypeError", "dataclass() got an unexpected keyword argument '" .. kwa[i] .. "'")
      end
      kw[kwa[i]] = T(kwa[i + 1])
    end
  else
    cls = ...
  end
  local opts = {}
  for k, v in pairs(defaults) do opts[k] = v end
  if kw then for k, v in pairs(kw) do opts[k] = v end end
  if opts.order and not opts.eq then raise("ValueError", "eq must be true if order is true") end
  if cls == nil or cls == None then
    return function(c) return process(c, opts) end
  end
  return process(cls, opts)
end
m.dataclass = R.sig(dataclass, "dataclass", {}, { complex = true })

-- make_dataclass(cls_name, fields, *, bases=(), namespace=None, **dataclass options): fields
-- are names (typed 'typing.Any'), (name, type) or (name, type, default or field())
local pykeywords = {}
for w in ("False None True and as assert async await break class continue def del elif else except "
          .. "finally for from global if import in is lambda nonlocal not or pass raise return try "
          .. "while with yield"):gmatch("%S+") do pykeywords[w] = true end
local function make_dataclass(...)
  local pos, npos, kw
  if (...) == KWMARK then
    local _
    _, pos, npos, kw = ...
  else
    pos, npos, kw = { ... }, select("#", ...), {}
  end
  if npos > 2 then
    raise("TypeError", format("make_dataclass() takes 2 positional arguments but %d were given", npos))
  end
  local bases, namespace, opts = {}, nil, {}
  for i = 1, #kw, 2 do
    local k, v = kw[i], kw[i + 1]
    if k == "cls_name" or k == "fields" then
      pos[k == "cls_name" and 1 or 2] = v
    elseif k == "bases" then
      bases = R.toarray(v)
    elseif k == "namespace" then
      namespace = v
    else
      opts[#opts + 1] = k; opts[#opts + 1] = v
    end
  end
  local name, items = pos[1], pos[2]
  if name == nil or items == nil then
    raise("TypeError", "make_dataclass() missing 1 required positional argument: '"
      .. (name == nil and "cls_name" or "fields") .. "'")
  end
  local ann, specs, seen = DICT(), {}, {}
  for _, item in ipairs(R.toarray(items)) do
    local fname, tp, spec
    if type(item) == "string" then
      fname, tp = item, "typing.Any"
    else
      local n = R.builtins.len(item) -- (CPython's len(item): its TypeError for a non-sequence)
      local parts = R.toarray(item)
      if n == 2 then
        fname, tp = parts[1], parts[2]
      elseif n == 3 then
        fname, tp, spec = parts[1], parts[2], parts[3]
      else
        raise("TypeError", "Invalid field: " .. repr(item))
      end
    end
    if type(fname) ~= "string" or not R.GA(fname, "isidentifier")() then
      raise("TypeError", "Field names must be valid identifiers: " .. repr(fname))
    end
    if pykeywords[fname] then raise("TypeError", "Field names must not be keywords: " .. repr(fname)) end
    if seen[fname] then raise("TypeError", "Field name duplicated: " .. repr(fname)) end
    seen[fname] = true
    dict_set(ann, fname, tp)
    if spec ~= nil then specs[#specs + 1] = { fname, spec } end
  end
  local cls = R.CLASS(name, bases, nil, function(ns)
    if namespace ~= nil and namespace ~= None then
      for k, v in dict_pairs(namespace) do ns[k] = v end
    end
    ns.__annotations__ = ann
    for _, s in ipairs(specs) do ns[s[1]] = s[2] end
  end)
  return dataclass(KWMARK, { cls }, 1, opts)
end
m.make_dataclass = R.sig(make_dataclass, "make_dataclass", {}, { complex = true })

local function dc_fields(x)
  local t = getmetatable(x) == TypeMT and x or typeof(x)
  local fs = rawget(t, "#dc_fields")
  if not fs then
    for _, b in ipairs(t["#mro"]) do fs = rawget(b, "#dc_fields"); if fs then break end end
  end
  if not fs then raise("TypeError", "must be called with a dataclass type or instance") end
  return fs
end

m.fields = function(x)
  local out = {}
  for _, f in ipairs(dc_fields(x)) do out[#out + 1] = f end
  return TUPLE(out)
end

local function is_dc_instance(x)
  if type(x) ~= "table" or getmetatable(x) == TypeMT then return false end
  local mt = getmetatable(x)
  if not (mt and mt["#inst"]) then return false end
  for _, b in ipairs(typeof(x)["#mro"]) do if rawget(b, "#dc_fields") then return true end end
  return false
end

m.is_dataclass = function(x)
  local t = getmetatable(x) == TypeMT and x or typeof(x)
  if type(t) ~= "table" or not t["#mro"] then return false end
  for _, b in ipairs(t["#mro"]) do if rawget(b, "#dc_fields") then return true end end
  return false
end

local function convert(x, as_tuple, factory)
  if is_dc_instance(x) then
    if as_tuple then
      local out = {}
      for _, f in ipairs(dc_fields(x)) do out[#out + 1] = convert(R.GA(x, rawget(f, "name")), true, factory) end
      return factory(LIST(out))
    end
    local pairs_ = {}
    for _, f in ipairs(dc_fields(x)) do
      local n = rawget(f, "name")
      pairs_[#pairs_ + 1] = TUPLE({ n, convert(R.GA(x, n), false, factory) })
    end
    return factory(LIST(pairs_))
  end
  local mt = getmetatable(x)
  if mt == ListMT then
    local out = {}
    for i = 1, #x do out[i] = convert(x[i], as_tuple, factory) end
    return LIST(out)
  elseif mt == TupleMT then
    local out = {}
    for i = 1, #x do out[i] = convert(x[i], as_tuple, factory) end
    return TUPLE(out)
  elseif type(x) == "table" and mt and mt["#class"] and R.isinstance(x, R.tuple_t) then
    local out = {}
    for i = 1, #x do out[i] = convert(x[i], as_tuple, factory) end
    return typeof(x)(unpack(out))
  elseif mt == DictMT or (type(x) == "table" and mt and mt["#class"] and R.isinstance(x, R.dict_t)) then
    local d = mt == DictMT and DICT() or R.new_instance(typeof(x))
    if mt ~= DictMT and rawget(x, "default_factory") then rawset(d, "default_factory", rawget(x, "default_factory")) end
    for k, v in dict_pairs(x) do dict_set(d, convert(k, as_tuple, factory), convert(v, as_tuple, factory)) end
    return d
  end
  return R.IMPORT("copy").deepcopy(x)
end

m.asdict = function(...)
  local x, factory
  if (...) == KWMARK then
    local _, pos, npos, kw = ...
    x = pos[1]
    for i = 1, #kw, 2 do if kw[i] == "dict_factory" then factory = kw[i + 1] end end
  else
    x, factory = ...
  end
  if x == nil then raise("TypeError", "asdict() missing 1 required positional argument: 'obj'") end
  if not is_dc_instance(x) then raise("TypeError", "asdict() should be called on dataclass instances") end
  return convert(x, false, factory or function(l) return R.todict(l) end)
end
R.sig(m.asdict, "asdict", {}, { complex = true })

m.astuple = function(...)
  local x, factory
  if (...) == KWMARK then
    local _, pos, npos, kw = ...
    x = pos[1]
    for i = 1, #kw, 2 do if kw[i] == "tuple_factory" then factory = kw[i + 1] end end
  else
    x, factory = ...
  end
  if x == nil then raise("TypeError", "astuple() missing 1 required positional argument: 'obj'") end
  if not is_dc_instance(x) then raise("TypeError", "astuple() should be called on dataclass instances") end
  return convert(x, true, factory or function(l) return TUPLE({ unpack(l) }) end)
end
R.sig(m.astuple, "astuple", {}, { complex = true })

m.replace = function(...)
  local x, kw
  if (...) == KWMARK then
    local _, pos, npos, kwa = ...
    x, kw = pos[1], kwa
  else
    x, kw = ..., {}
  end
  local pos, kwout = {}, {}
  local given = {}
  for i = 1, #kw, 2 do given[kw[i]] = kw[i + 1] end
  for _, f in ipairs(dc_fields(x)) do
    local n = rawget(f, "name")
    if rawget(f, "init") == true then
      kwout[#kwout + 1] = n
      local v = given[n]
      if v == nil then v = R.GA(x, n) end
      kwout[#kwout + 1] = v
      given[n] = nil
    elseif given[n] ~= nil then
      raise("ValueError", "field " .. n .. " is declared with init=False, it cannot be specified with replace()")
    end
  end
  for k in pairs(given) do
    raise("TypeError", typename(x) .. ".__init__() got an unexpected keyword argument '" .. k .. "'")
  end
  return R.CALL(typeof(x), pos, kwout)
end
R.sig(m.replace, "replace", {}, { complex = true })

m.KW_ONLY = setmetatable({}, MissingMT)

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "asdict", 1, 1 }, { "astuple", 1, 1 }, { "fields", 1, 1, { "class_or_instance" } },
  { "is_dataclass", 1, 1, { "obj" } }, { "replace", 1, 1 }
})
return m
end
