-- modfunctools.lua: functools. lru_cache keys a Lua table by the argument's Lua key (R.dkey)
-- and keeps recency in a doubly linked list only when maxsize bounds the cache.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, pairs, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, select, pairs, ipairs
local mtype = math.type
local concat, unpack = table.concat, table.unpack

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, typeof, lookup, T, EQ = R.None, R.raise, R.typename, R.typeof,
  R.lookup, R.T, R.EQ
local TUPLE, DICT, LIST = R.TUPLE, R.DICT, R.LIST
local ListMT, TupleMT = R.ListMT, R.TupleMT
local iterate, repr, dkey = R.iterate, R.repr, R.dkey
local KWMARK, NotImplemented, SIG, FATTR = R.KWMARK, R.NotImplemented, R.SIG, R.FATTR
local TypeMT = R.TypeMT

local m = {}

local function fattrs(f)
  local a = FATTR[f]
  if not a then a = {}; FATTR[f] = a end
  return a
end

local function fname(f)
  if type(f) == "function" then
    local s = SIG[f]
    return s and s.name or "<lambda>"
  end
  local ok, n = R.pcall(R.GA, f, "__name__")
  if ok and type(n) == "string" then return n end
  return typename(f)
end

local function callable(f) return R.builtins.callable(f) end

---------------------------------------------------------------------------------------------
-- reduce
---------------------------------------------------------------------------------------------

m.reduce = function(f, it, initial)
  if it == nil then
    raise("TypeError", "reduce expected at least 2 arguments, got " .. (f == nil and 0 or 1))
  end
  local nf = iterate(it)
  local acc = initial
  if acc == nil then
    acc = nf()
    if acc == nil then raise("TypeError", "reduce() of empty iterable with no initial value") end
  end
  local mt = getmetatable(it)
  for v in nf do acc = f(acc, v) end
  return acc
end
R.sig(m.reduce, "reduce", { "function", "iterable", "initial" }, { nrequired = 2, nposonly = 3 })

---------------------------------------------------------------------------------------------
-- partial
---------------------------------------------------------------------------------------------

local PartialMT = {}
local partial_t = R.builtin_type("partial", { R.object }, {}, PartialMT)
partial_t["#builtin"] = true
partial_t["#dict"].__module__ = "functools"

-- the merged keyword array of a partial and a call
local function merge_kw(pkw, kw)
  if not kw or #kw == 0 then return pkw end
  local out = {}
  local seen = {}
  for i = 1, #kw, 2 do if kw[i] then seen[kw[i]] = true end end
  for i = 1, #pkw, 2 do
    if not seen[pkw[i]] then out[#out + 1] = pkw[i]; out[#out + 1] = pkw[i + 1] end
  end
  for i = 1, #kw do out[#out + 1] = kw[i] end
  return out
end

PartialMT.__call = function(p, ...)
  local f, args, n, pkw = p["#fn"], p["#args"], p["#n"], p["#kw"]
  local first = ...
  if rawequal(first, KWMARK) then
    local _, pos, npos, kw = ...
    local all = { unpack(args, 1, n) }
    for i = 1, npos do all[n + i] = pos[i] end
    return R.CALL(f, all, merge_kw(pkw or {}, kw))
  end
  if not pkw then
    if n == 0 then return f(...) end
    if n == 1 then return f(args[1], ...) end
    if n == 2 then return f(args[1], args[2], ...) end
  end
  local k = select("#", ...)
  local all = { unpack(args, 1, n) }
  for i = 1, k do all[n + i] = (select(i, ...)) end
  if pkw then return R.CALL(f, all, pkw) end
  return f(unpack(all, 1, n + k))
end
PartialMT["#call_kw"] = function(p, pos, npos, kw) return PartialMT.__call(p, KWMARK, pos, npos, kw) end
PartialMT["#callable"] = true
PartialMT["#repr"] = function(p)
  local parts = { repr(p["#fn"]) }
  for i = 1, p["#n"] do parts[#parts + 1] = repr(p["#args"][i]) end
  local kw = p["#kw"]
  if kw then for i = 1, #kw, 2 do parts[#parts + 1] = kw[i] .. "=" .. repr(kw[i + 1]) end end
  return "functools.partial(" .. concat(parts, ", ") .. ")"
end
local partial_flat = partial_t["#flat"]
PartialMT.__index = function(p, k)
  if k == "func" then return p["#fn"] end
  if k == "args" then return TUPLE({ unpack(p["#args"], 1, p["#n"]) }) end
  if k == "keywords" then
    local d = DICT()
    local kw = p["#kw"]
    if kw then for i = 1, #kw, 2 do R.dict_set(d, kw[i], kw[i + 1]) end end
    return d
  end
  return partial_flat[k]
end
R.install_operators(PartialMT)

-- the arguments of a complex-signature call: positional array, count, keyword array or nil
local function call_args(...)
  if rawequal((...), KWMARK) then
    local _, pos, npos, kw = ...
    return pos, npos, kw
  end
  return { ... }, select("#", ...), nil
end

local function partial(...)
  local pos, npos, kw = call_args(...)
  if npos == 0 then raise("TypeError", "type 'partial' takes at least one argument") end
  local f = pos[1]
  if not callable(f) then raise("TypeError", "the first argument must be callable") end
  local args = { unpack(pos, 2, npos) }
  local n = npos - 1
  local pkw = nil
  if kw and #kw > 0 then
    pkw = {}
    for i = 1, #kw do pkw[i] = kw[i] end
  end
  -- partial(partial(f, a), b) flattens, as CPython does
  if getmetatable(f) == PartialMT then
    local inner = f
    local all = { unpack(inner["#args"], 1, inner["#n"]) }
    for i = 1, n do all[#all + 1] = args[i] end
    args, n = all, #all
    if inner["#kw"] then pkw = merge_kw(inner["#kw"], pkw or {}) end
    f = inner["#fn"]
  end
  return setmetatable({ ["#fn"] = f, ["#args"] = args, ["#n"] = n, ["#kw"] = pkw }, PartialMT)
end
partial_t["#call"] = function(_, ...) return partial(...) end
partial_t["#call_kw"] = function(_, pos, npos, kw) return partial(KWMARK, pos, npos, kw) end
m.partial = partial_t
-- partialmethod(func, *args, **keywords): a descriptor; through an instance it is
-- partial(func, obj, *args, **keywords), through the class a function of self and the rest
local PMethod = R.CLASS("partialmethod", { R.object }, nil, function(ns)
  ns.__module__ = "functools"
  local function init(...)
    local pos, npos, kw = call_args(...)
    local self, func = pos[1], pos[2]
    if npos < 2 then raise("TypeError", "partialmethod.__init__() missing 1 required positional argument: 'func'") end
    if not callable(func) then raise("TypeError", repr(func) .. " is not callable or a descriptor") end
    rawset(self, "func", func)
    rawset(self, "#args", { unpack(pos, 3, npos) })
    rawset(self, "#n", npos - 2)
    rawset(self, "#kw", kw and #kw > 0 and kw or nil)
    return None
  end
  R.sig(init, "partialmethod", {}, { complex = true })
  ns.__init__ = init
  ns.__get__ = function(self, obj, cls)
    local func, args, n, kw = rawget(self, "func"), rawget(self, "#args"), rawget(self, "#n"), rawget(self, "#kw")
    if obj == nil or obj == None then
      local f = function(...)
        local pos, npos, ckw = call_args(...)
        if npos == 0 then
          raise("TypeError", "descriptor '_method' of 'partialmethod' object needs an argument")
        end
        local all = { pos[1], unpack(args, 1, n) }
        for i = 2, npos do all[n + i] = pos[i] end
        return R.CALL(func, all, merge_kw(kw or {}, ckw))
      end
      R.sig(f, "_method", {}, { complex = true })
      return f
    end
    local pos = { func, obj, unpack(args, 1, n) }
    return partial(KWMARK, pos, n + 2, kw or {})
  end
  ns.__repr__ = function(self)
    local parts = { repr(rawget(self, "func")) }
    local args = rawget(self, "#args")
    for i = 1, rawget(self, "#n") do parts[#parts + 1] = repr(args[i]) end
    local kw = rawget(self, "#kw")
    if kw then for i = 1, #kw, 2 do parts[#parts + 1] = kw[i] .. "=" .. repr(kw[i + 1]) end end
    return "functools.partialmethod(" .. concat(parts, ", ") .. ")"
  end
end)
PMethod["#dict"].__module__ = "functools"
m.partialmethod = PMethod

---------------------------------------------------------------------------------------------
-- lru_cache / cache
---------------------------------------------------------------------------------------------

local CacheInfo
local function cache_info_type()
  if not CacheInfo then
    local nt = R.IMPORT("collections").namedtuple
    CacheInfo = nt("CacheInfo", LIST({ "hits", "misses", "maxsize", "currsize" }))
  end
  return CacheInfo
end

local function key_of(n, ...)
  if n == 1 then
    local a = ...
    if type(a) == "string" or mtype(a) == "integer" then return a end
    return dkey(a)
  end
  return dkey(TUPLE({ ... }))
end

local KWSEP = setmetatable({}, { __name = "kwsep" })

-- type(cached function): a builtin type of functools' own
local lru_wrapper_t = R.builtin_type("_lru_cache_wrapper", { R.builtin_function_t }, {})
rawset(lru_wrapper_t, "#tpname", "functools._lru_cache_wrapper")
lru_wrapper_t["#module"] = "functools" -- (its __module__ and repr, kept apart from its dict)
lru_wrapper_t["#type_repr"] = function() return "<class 'functools._lru_cache_wrapper'>" end

local function make_cached(f, maxsize, typed)
  local cache = {}
  local hits, misses, size = 0, 0, 0
  local bounded = maxsize ~= None
  local limit = bounded and maxsize or 0
  if bounded and limit < 0 then limit = 0 end
  -- recency list (bounded caches): head is the most recent
  local head = {}
  head.prev, head.next = head, head
  local function touch(node)
    node.prev.next, node.next.prev = node.next, node.prev
    node.next, node.prev = head.next, head
    head.next.prev = node
    head.next = node
  end
  local function store(key, v)
    if not bounded then
      cache[key] = v
      size = size + 1
      return
    end
    if limit == 0 then return end
    local node = { key = key, value = v }
    node.next, node.prev = head.next, head
    head.next.prev = node
    head.next = node
    cache[key] = node
    size = size + 1
    if size > limit then
      local old = head.prev
      old.prev.next = head
      head.prev = old.prev
      cache[old.key] = nil
      size = size - 1
    end
  end
  local function lookup_key(key)
    local v = cache[key]
    if v == nil then return nil end
    if bounded then touch(v) return v.value end
    return v
  end
  local wrapper
  wrapper = function(...)
    local n = select("#", ...)
    local key
    if n == 4 and rawequal((...), KWMARK) then
      local _, pos, npos, kw = ...
      local parts = { unpack(pos, 1, npos) }
      parts[#parts + 1] = KWSEP
      for i = 1, #kw do parts[#parts + 1] = kw[i] end
      key = dkey(TUPLE(parts))
      local v = lookup_key(key)
      if v ~= nil then hits = hits + 1 return v end
      misses = misses + 1
      v = R.CALL(f, pos, kw)
      if cache[key] == nil then store(key, v) end
      return v
    end
    if typed then
      local parts = { ... }
      for i = 1, n do parts[n + i] = typeof(parts[i]) end
      key = dkey(TUPLE(parts))
    else
      key = key_of(n, ...)
    end
    local v = lookup_key(key)
    if v ~= nil then hits = hits + 1 return v end
    misses = misses + 1
    v = f(...)
    if cache[key] == nil then store(key, v) end
    return v
  end
  -- (update_wrapper's names: the function's own)
  local fsig = R.SIG[f]
  R.sig(wrapper, fname(f), {}, { complex = true, ftype = lru_wrapper_t,
    qualname = fsig and fsig.qualname, doc = fsig and fsig.doc })
  R.FMODULE[wrapper] = (fsig and fsig.py) and "__main__" or R.FMODULE[f]
  local a = fattrs(wrapper)
  a.__wrapped__ = f
  a.cache_info = function()
    return cache_info_type()(hits, misses, bounded and limit or None, size)
  end
  a.cache_clear = function()
    cache = {}
    hits, misses, size = 0, 0, 0
    head.prev, head.next = head, head
    return None
  end
  a.cache_parameters = function()
    local d = DICT()
    R.dict_set(d, "maxsize", bounded and limit or None)
    R.dict_set(d, "typed", typed and true or false)
    return d
  end
  return wrapper
end

local function lru_cache(maxsize, typed)
  if maxsize == nil then maxsize = 128 end
  typed = typed ~= nil and T(typed)
  if type(maxsize) == "function" or (maxsize ~= None and callable(maxsize) and not R.is_int(maxsize)) then
    return make_cached(maxsize, 128, typed)
  end
  if maxsize ~= None then
    if not R.is_int(maxsize) then raise("TypeError", "Expected first argument to be an integer, a callable, or None") end
    if maxsize < 0 then maxsize = 0 end
  end
  return function(f) return make_cached(f, maxsize, typed) end
end
R.sig(lru_cache, "lru_cache", { "maxsize", "typed" }, { nrequired = 0 })
m.lru_cache = lru_cache
m.cache = R.sig(function(f) return make_cached(f, None, false) end, "cache", { "user_function" }, { nrequired = 1 })

---------------------------------------------------------------------------------------------
-- wraps / update_wrapper
---------------------------------------------------------------------------------------------

local function update_wrapper(wrapper, wrapped, assigned, updated)
  if type(wrapper) == "function" then
    local s = SIG[wrapper]
    local ns = {}
    if s then for k, v in pairs(s) do ns[k] = v end end
    ns.name = fname(wrapped)
    local ws = type(wrapped) == "function" and SIG[wrapped]
    ns.doc = ws and ws.doc or nil -- __doc__ travels with the signature
    -- __qualname__ and __annotations__ too (WRAPPER_ASSIGNMENTS)
    ns.qualname = ws and (ws.qualname or ws.name) or nil
    ns.annotations = ws and ws.annotations or nil
    if ws and ws.py then ns.annotations_dict = R.GA(wrapped, "__annotations__") end -- the same dict
    if not s then ns.params = {}; ns.complex = true end
    SIG[wrapper] = ns
    -- wrapper.__dict__.update(wrapped.__dict__), then wrapper.__wrapped__ = wrapped
    if type(wrapped) == "function" then
      local wa = FATTR[wrapped]
      if wa then
        for _, k in ipairs(R.fattr_names(wrapped)) do R.fattr_set(wrapper, k, wa[k]) end
      end
    end
    R.fattr_set(wrapper, "__wrapped__", wrapped)
  elseif type(wrapper) == "table" and getmetatable(wrapper) and getmetatable(wrapper)["#inst"] then
    -- an object (a decorator class's instance): setattr of WRAPPER_ASSIGNMENTS that wrapped has
    for _, k in ipairs({ "__module__", "__name__", "__qualname__", "__doc__", "__annotations__" }) do
      if R.hasattr(wrapped, k) then R.SA(wrapper, k, R.GA(wrapped, k)) end
    end
    R.SA(wrapper, "__wrapped__", wrapped)
  end
  return wrapper
end
m.update_wrapper = R.sig(update_wrapper, "update_wrapper", { "wrapper", "wrapped", "assigned", "updated" }, { nrequired = 2 })
m.wraps = R.sig(function(wrapped, assigned, updated)
  return function(wrapper) return update_wrapper(wrapper, wrapped) end
end, "wraps", { "wrapped", "assigned", "updated" }, { nrequired = 1 })
m.WRAPPER_ASSIGNMENTS = TUPLE({ "__module__", "__name__", "__qualname__", "__doc__", "__annotations__" })
m.WRAPPER_UPDATES = TUPLE({ "__dict__" })

---------------------------------------------------------------------------------------------
-- cmp_to_key
---------------------------------------------------------------------------------------------

-- @register on a plain function: the class its first parameter's annotation names
-- the members of a union (int | str, typing.Union[int, str]), or nil
local function union_classes(c)
  local mt = getmetatable(c)
  if mt == R.UnionMT then
    local out = {}
    for i, x in ipairs(c["#args"]) do out[i] = x == None and R.NoneType or x end
    return out
  end
  if type(c) == "table" and mt and mt ~= TypeMT and rawget(mt, "#union_member") then -- typing's
    local ok, origin = R.pcall(R.GA, c, "__origin__")
    if ok and origin ~= None and repr(origin) == "typing.Union" then return R.toarray(R.GA(c, "__args__")) end
  end
  return nil
end

-- the classes that the annotation of f's first parameter names (a class, or a union's)
local function annotated_class(f)
  local fsig = R.SIG[f]
  local ann = fsig and fsig.annotations
  if not ann or #ann == 0 or ann[1] == "return" then
    raise("TypeError", "Invalid first argument to `register()`: " .. repr(f) .. ". Use either " ..
      "`@register(some_class)` or plain `@register` on an annotated function.")
  end
  local c = ann[2]
  if type(c) == "string" and c:find("^[%a_][%w_]*$") then -- a forward reference: a global name
    local g = R.G and rawget(R.G, c)
    if g == nil then g = rawget(R.builtins, c) end
    if g == nil then raise("NameError", "name '" .. c .. "' is not defined") end
    c = g
  end
  local cs = union_classes(c)
  if cs then
    for _, x in ipairs(cs) do
      if getmetatable(x) ~= R.TypeMT then
        raise("TypeError", "Invalid annotation for " .. repr(ann[1]) .. ". " .. repr(c) .. " not all arguments are classes.")
      end
    end
    return cs
  end
  if getmetatable(c) ~= R.TypeMT then
    raise("TypeError", "Invalid annotation for " .. repr(ann[1]) .. ". " .. repr(c) .. " is not a class.")
  end
  return { c }
end

m.cmp_to_key = R.sig(function(mycmp)
  local meta = {}
  local t = R.builtin_type("KeyWrapper", { R.object }, { __module__ = "functools" }, meta)
  t["#builtin"] = true
  local function c(a, b) return mycmp(a.obj, b.obj) end
  meta.__lt = function(a, b, swapped)
    if swapped then return c(b, a) > 0 end -- b > a: __gt__
    return c(a, b) < 0
  end
  meta.__le = function(a, b, swapped)
    if swapped then return c(b, a) >= 0 end
    return c(a, b) <= 0
  end
  meta["#eq"] = function(a, b)
    if getmetatable(b) ~= meta then return NotImplemented end
    return EQ(c(a, b), 0)
  end
  meta.__eq = function(a, b) return EQ(a, b) end
  meta["#key"] = false
  local d = t["#dict"]
  d.__lt__ = function(a, b) return c(a, b) < 0 end
  d.__gt__ = function(a, b) return 0 < c(a, b) end
  d.__le__ = function(a, b) return c(a, b) <= 0 end
  d.__ge__ = function(a, b) return 0 <= c(a, b) end
  d.__eq__ = function(a, b) return EQ(c(a, b), 0) end
  R.build_flat(t)
  local flat = t["#flat"]
  meta.__index = flat
  return function(x) return setmetatable({ obj = x }, meta) end
end, "cmp_to_key", { "mycmp" })
R.toomany(m.cmp_to_key, "most", 1, "cmp_to_key", 1)

---------------------------------------------------------------------------------------------
-- total_ordering
---------------------------------------------------------------------------------------------

local function not_impl(r) return r == NotImplemented end
local convert = {
  __lt__ = {
    __gt__ = function(lt) return function(a, b) local r = lt(a, b); if not_impl(r) then return r end return not T(r) and not EQ(a, b) end end,
    __le__ = function(lt) return function(a, b) local r = lt(a, b); if not_impl(r) then return r end return T(r) or EQ(a, b) end end,
    __ge__ = function(lt) return function(a, b) local r = lt(a, b); if not_impl(r) then return r end return not T(r) end end,
  },
  __le__ = {
    __ge__ = function(le) return function(a, b) local r = le(a, b); if not_impl(r) then return r end return not T(r) or EQ(a, b) end end,
    __lt__ = function(le) return function(a, b) local r = le(a, b); if not_impl(r) then return r end return T(r) and not EQ(a, b) end end,
    __gt__ = function(le) return function(a, b) local r = le(a, b); if not_impl(r) then return r end return not T(r) end end,
  },
  __gt__ = {
    __lt__ = function(gt) return function(a, b) local r = gt(a, b); if not_impl(r) then return r end return not T(r) and not EQ(a, b) end end,
    __ge__ = function(gt) return function(a, b) local r = gt(a, b); if not_impl(r) then return r end return T(r) or EQ(a, b) end end,
    __le__ = function(gt) return function(a, b) local r = gt(a, b); if not_impl(r) then return r end return not T(r) end end,
  },
  __ge__ = {
    __le__ = function(ge) return function(a, b) local r = ge(a, b); if not_impl(r) then return r end return not T(r) or EQ(a, b) end end,
    __gt__ = function(ge) return function(a, b) local r = ge(a, b); if not_impl(r) then return r end return T(r) and not EQ(a, b) end end,
    __lt__ = function(ge) return function(a, b) local r = ge(a, b); if not_impl(r) then return r end return not T(r) end end,
  },
}
m.total_ordering = function(cls)
  local roots = {}
  local root
  for _, op in ipairs({ "__ge__", "__gt__", "__le__", "__lt__" }) do
    local v = lookup(cls, op)
    if v ~= nil and v ~= lookup(R.object, op) then roots[op] = v; root = op end
  end
  if not root then
    raise("ValueError", "must define at least one ordering operation: < > <= >=")
  end
  local f = roots[root]
  for op, mk in pairs(convert[root]) do
    if not roots[op] then R.type_setattr(cls, op, mk(f)) end
  end
  return cls
end

---------------------------------------------------------------------------------------------
-- cached_property
---------------------------------------------------------------------------------------------

m.cached_property = function(f)
  local name = fname(f)
  local key = R.akey(name)
  -- the value lands in the instance, which an assignment or a del also changes (CPython's
  -- cached_property has no __set__: the instance's __dict__ wins)
  return setmetatable({ fget = function(o)
    local v = f(o)
    rawset(o, key, v)
    return v
  end, fset = function(o, v) rawset(o, key, v) end, fdel = function(o)
    if rawget(o, key) == nil then
      raise("AttributeError", "'" .. R.typename(o) .. "' object has no attribute '" .. name .. "'")
    end
    rawset(o, key, nil)
  end, ["#nondata"] = true }, R.PropertyMT) -- (so a write to the __dict__ stays raw: objdict.lua)
end

---------------------------------------------------------------------------------------------
-- singledispatch
---------------------------------------------------------------------------------------------

m.singledispatch = function(func)
  local registry = { [R.object] = func }
  local order = { R.object }
  local cachemap = setmetatable({}, { __mode = "k" })
  local function dispatch(cls)
    local impl = cachemap[cls]
    if impl then return impl end
    for _, c in ipairs(cls["#mro"]) do
      impl = registry[c]
      if impl then break end
    end
    impl = impl or func
    cachemap[cls] = impl
    return impl
  end
  local wrapper = function(...)
    local a = ...
    if rawequal(a, KWMARK) then
      local _, pos, npos, kw = ...
      if npos == 0 then raise("TypeError", fname(func) .. " requires at least 1 positional argument") end
      return R.CALL(dispatch(typeof(pos[1])), pos, kw)
    end
    if a == nil then raise("TypeError", fname(func) .. " requires at least 1 positional argument") end
    return dispatch(typeof(a))(...)
  end
  R.sig(wrapper, fname(func), {}, { complex = true })
  local function register(cls, f)
    if getmetatable(cls) ~= TypeMT then
      raise("TypeError", "Invalid first argument to `register()`. " .. repr(cls) .. " is not a class or union type.")
    end
    if f == nil or f == None then
      return function(g)
        registry[cls] = g
        order[#order + 1] = cls
        cachemap = setmetatable({}, { __mode = "k" })
        return g
      end
    end
    registry[cls] = f
    order[#order + 1] = cls
    cachemap = setmetatable({}, { __mode = "k" })
    return f
  end
  local a = fattrs(wrapper)
  a.register = register
  a.dispatch = dispatch
  a.__wrapped__ = func
  a.registry = setmetatable({}, {
    __index = function() return nil end,
  })
  local reg = DICT()
  a.registry = reg
  local old = register
  local function register1(cls, f)
    local r = old(cls, f)
    R.dict_set(reg, cls, f ~= nil and f ~= None and f or None)
    if f == nil or f == None then
      return function(g) R.dict_set(reg, cls, g) return r(g) end
    end
    return r
  end
  a.register = function(cls, f)
    local classes
    if (f == nil or f == None) and type(cls) == "function" then
      classes, f = annotated_class(cls), cls
    else
      classes = union_classes(cls)
      if not classes then return register1(cls, f) end
      for _, x in ipairs(classes) do
        if getmetatable(x) ~= TypeMT then
          raise("TypeError", "Invalid first argument to `register()`. " .. repr(cls) .. " is not a class or union type.")
        end
      end
    end
    if f == nil or f == None then
      return function(g)
        for _, x in ipairs(classes) do register1(x, g) end
        return g
      end
    end
    for _, x in ipairs(classes) do register1(x, f) end
    return f
  end
  R.dict_set(reg, R.object, func)
  return wrapper
end

-- singledispatchmethod: a descriptor whose __get__ dispatches on the type of the first argument
-- after self (the dispatcher is a singledispatch of the function)
local SDMethod = R.CLASS("singledispatchmethod", { R.object }, nil, function(ns)
  ns.__module__ = "functools"
  ns.__init__ = function(self, func)
    rawset(self, "func", func)
    rawset(self, "dispatcher", m.singledispatch(func))
    return None
  end
  ns.register = function(self, cls, f)
    return R.GA(rawget(self, "dispatcher"), "register")(cls, f)
  end
  ns.__get__ = function(self, obj, cls)
    local dispatch = R.GA(rawget(self, "dispatcher"), "dispatch")
    local func = rawget(self, "func")
    local f = function(...)
      local a = ...
      if rawequal(a, KWMARK) then
        local _, pos, npos, kw = ...
        if npos == 0 then raise("IndexError", "tuple index out of range") end -- (args[0], as CPython)
        local p = { obj }
        for k = 1, npos do p[k + 1] = pos[k] end
        return R.CALL(dispatch(typeof(pos[1])), p, kw)
      end
      if a == nil then raise("IndexError", "tuple index out of range") end
      return dispatch(typeof(a))(obj, ...)
    end
    R.sig(f, fname(func), {}, { complex = true })
    return f
  end
end)
SDMethod["#dict"].__module__ = "functools"
m.singledispatchmethod = SDMethod

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "cache", "py", 1, "cache", 1 }, { "lru_cache", "py", 2, "lru_cache", 0 },
  { "reduce", "atmost", 3, "reduce" }, { "singledispatch", "py", 1, "singledispatch", 1 },
  { "total_ordering", "py", 1, "total_ordering", 1 },
  { "update_wrapper", "py", 4, "update_wrapper", 2 }, { "wraps", "py", 3, "wraps", 1 },
})
-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "wraps", 3, 1 }, { "update_wrapper", 4, 2 }
})
return m
end
