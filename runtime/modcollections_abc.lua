-- modcollections_abc.lua: collections.abc. The ABCs are plain classes with mixin methods;
-- the builtin types get them inserted in their MRO (before object) so isinstance() works.
local ipairs, pairs, type, rawget, rawset, rawequal, table_insert =
      ipairs, pairs, type, rawget, rawset, rawequal, table.insert
local error, setmetatable = error, setmetatable

return function(R, host)
local _ENV = nil
local None, raise, T, EQ = R.None, R.raise, R.T, R.EQ

local m = {}
local function type_repr(t) return "<class 'collections.abc." .. t["#name"] .. "'>" end
local function abc(name, bases, body)
  local t = R.CLASS(name, bases, nil, body or function() end)
  -- no __module__/__qualname__ of their own: the builtins that get them in their MRO must
  -- keep finding their own
  t["#dict"].__module__ = nil
  t["#dict"].__qualname__ = nil
  R.build_flat(t)
  t["#builtin"] = true
  t["#module"] = "collections.abc" -- (its __module__ and repr, kept apart from its dict)
  t["#type_repr"] = type_repr
  m[name] = t
  return t
end

local obj = R.object
local Hashable = abc("Hashable", { obj })
local Iterable = abc("Iterable", { obj })
local Iterator = abc("Iterator", { Iterable }, function(ns)
  ns.__iter__ = function(self) return self end
end)
local Reversible = abc("Reversible", { Iterable })
local Generator = abc("Generator", { Iterator })
local Sized = abc("Sized", { obj })
local Container = abc("Container", { obj })
local Callable = abc("Callable", { obj })
local Collection = abc("Collection", { Sized, Iterable, Container })
local Sequence = abc("Sequence", { Reversible, Collection }, function(ns)
  ns.__contains__ = function(self, x)
    for v in R.iterate(self) do if EQ(v, x) then return true end end
    return false
  end
  ns.__iter__ = function(self)
    local i = -1
    return R.make_iter(function()
      i = i + 1
      local ok, v = R.pcall(R.GI, self, i)
      if ok then return v end
      if R.isinstance(R.EXC(v), R.exc_classes.IndexError) then return nil end
      R.RERAISE(v)
    end, "iterator")
  end
  ns.index = function(self, x)
    local i = 0
    for v in R.iterate(self) do if EQ(v, x) then return i end; i = i + 1 end
    error(R.new_exception(R.exc_classes.ValueError), 0) -- (no message, as CPython 3.11)
  end
  ns.count = function(self, x)
    local c = 0
    for v in R.iterate(self) do if EQ(v, x) then c = c + 1 end end
    return c
  end
  ns.__reversed__ = function(self)
    local i = R.LEN(self)
    return R.make_iter(function()
      i = i - 1
      if i < 0 then return nil end
      return R.GI(self, i)
    end, "iterator")
  end
end)
-- MutableSequence's mixins, over the subclass's __getitem__/__setitem__/__delitem__/__len__/insert
local function ms_len(self) return R.LEN(self) end
local function ms_extend(self, values)
  if rawequal(values, self) then values = R.LIST(R.toarray(values)) end
  for v in R.iterate(values) do R.CALLM(self, "insert", { ms_len(self), v }) end
end
local MutableSequence = abc("MutableSequence", { Sequence }, function(ns)
  ns.append = function(self, v) R.CALLM(self, "insert", { ms_len(self), v }) return None end
  ns.extend = function(self, values) ms_extend(self, values) return None end
  ns.clear = function(self)
    while ms_len(self) > 0 do R.CALLM(self, "pop", {}) end
    return None
  end
  ns.reverse = function(self)
    local n = ms_len(self)
    for i = 0, n // 2 - 1 do
      local a, b = R.GI(self, i), R.GI(self, n - i - 1)
      R.SI(self, i, b)
      R.SI(self, n - i - 1, a)
    end
    return None
  end
  ns.pop = R.sig(function(self, i)
    if i == nil then i = -1 end
    local v = R.GI(self, i)
    R.DI(self, i)
    return v
  end, "pop", { "self", "index" }, { nrequired = 1 })
  ns.remove = function(self, v)
    R.DI(self, R.CALLM(self, "index", { v }))
    return None
  end
  ns.__iadd__ = function(self, values) ms_extend(self, values) return self end
end)
local ByteString = abc("ByteString", { Sequence })
-- Set's mixins (_collections_abc.py), over the subclass's __contains__/__iter__/__len__; the
-- results are made by _from_iterable (the class itself, called on an iterable)
local NotImplemented = R.NotImplemented
local function is_set(x) return R.isinstance(x, m.Set) end
local function is_iterable(x) return R.isinstance(x, m.Iterable) end
local function from_iterable(self, items)
  return R.CALLM(self, "_from_iterable", { R.LIST(items) })
end
local function set_le(a, b)
  if R.LEN(a) > R.LEN(b) then return false end
  for v in R.iterate(a) do if not R.IN(v, b) then return false end end
  return true
end
local function set_items(x) local out = {} for v in R.iterate(x) do out[#out + 1] = v end return out end
local Set = abc("Set", { Collection }, function(ns)
  ns.__le__ = function(a, b) if not is_set(b) then return NotImplemented end return set_le(a, b) end
  ns.__lt__ = function(a, b)
    if not is_set(b) then return NotImplemented end
    return R.LEN(a) < R.LEN(b) and set_le(a, b)
  end
  ns.__gt__ = function(a, b)
    if not is_set(b) then return NotImplemented end
    return R.LEN(a) > R.LEN(b) and set_le(b, a)
  end
  ns.__ge__ = function(a, b) if not is_set(b) then return NotImplemented end return set_le(b, a) end
  ns.__eq__ = function(a, b)
    if not is_set(b) then return NotImplemented end
    return R.LEN(a) == R.LEN(b) and set_le(a, b)
  end
  ns._from_iterable = setmetatable({ f = function(cls, it) return R.CALL(cls, { it }) end }, R.ClassMT)
  ns.__and__ = function(a, b)
    if not is_iterable(b) then return NotImplemented end
    local out = {}
    for v in R.iterate(b) do if R.IN(v, a) then out[#out + 1] = v end end
    return from_iterable(a, out)
  end
  ns.__rand__ = ns.__and__
  ns.isdisjoint = function(a, b)
    for v in R.iterate(b) do if R.IN(v, a) then return false end end
    return true
  end
  ns.__or__ = function(a, b)
    if not is_iterable(b) then return NotImplemented end
    local out = set_items(a)
    for v in R.iterate(b) do out[#out + 1] = v end
    return from_iterable(a, out)
  end
  ns.__ror__ = ns.__or__
  -- b as a Set of a's kind (an iterable that is no Set becomes one), or nil: NotImplemented
  local function as_set(a, b)
    if is_set(b) then return b end
    if not is_iterable(b) then return nil end
    return from_iterable(a, set_items(b))
  end
  -- the items of x that y lacks, as a Set of a's kind
  local function minus(a, x, y)
    local out = {}
    for v in R.iterate(x) do if not R.IN(v, y) then out[#out + 1] = v end end
    return from_iterable(a, out)
  end
  ns.__sub__ = function(a, b)
    b = as_set(a, b)
    if b == nil then return NotImplemented end
    return minus(a, a, b)
  end
  ns.__rsub__ = function(a, b)
    b = as_set(a, b)
    if b == nil then return NotImplemented end
    return minus(a, b, a)
  end
  ns.__xor__ = function(a, b)
    b = as_set(a, b)
    if b == nil then return NotImplemented end
    return R.BOR(R.SUB(a, b), R.SUB(b, a))
  end
  ns.__rxor__ = ns.__xor__
end)
local MutableSet = abc("MutableSet", { Set }, function(ns)
  ns.remove = function(self, v)
    if not R.IN(v, self) then raise("KeyError", v) end
    R.CALLM(self, "discard", { v })
    return None
  end
  ns.pop = function(self)
    local v
    for x in R.iterate(self) do v = x break end
    if v == nil then error(R.new_exception(R.exc_classes.KeyError), 0) end
    R.CALLM(self, "discard", { v })
    return v
  end
  ns.clear = function(self)
    while true do
      local v
      for x in R.iterate(self) do v = x break end
      if v == nil then return None end
      R.CALLM(self, "discard", { v })
    end
  end
  ns.__ior__ = function(self, it)
    for v in R.iterate(it) do R.CALLM(self, "add", { v }) end
    return self
  end
  ns.__iand__ = function(self, it)
    for _, v in ipairs(set_items(self)) do
      if not R.IN(v, it) then R.CALLM(self, "discard", { v }) end
    end
    return self
  end
  ns.__ixor__ = function(self, it)
    if rawequal(it, self) then R.CALLM(self, "clear", {}) return self end
    if not is_set(it) then it = from_iterable(self, set_items(it)) end
    for v in R.iterate(it) do
      if R.IN(v, self) then R.CALLM(self, "discard", { v }) else R.CALLM(self, "add", { v }) end
    end
    return self
  end
  ns.__isub__ = function(self, it)
    if rawequal(it, self) then R.CALLM(self, "clear", {}) return self end
    for v in R.iterate(it) do R.CALLM(self, "discard", { v }) end
    return self
  end
end)
local Mapping = abc("Mapping", { Collection }, function(ns)
  ns.get = function(self, k, default)
    local ok, v = R.pcall(R.GI, self, k)
    if ok then return v end
    if R.isinstance(R.EXC(v), R.exc_classes.KeyError) then return default == nil and None or default end
    R.RERAISE(v)
  end
  ns.__contains__ = function(self, k)
    local ok, v = R.pcall(R.GI, self, k)
    if ok then return true end
    if R.isinstance(R.EXC(v), R.exc_classes.KeyError) then return false end
    R.RERAISE(v)
  end
  ns.keys = function(self) return R.CALL(m.KeysView, { self }) end
  ns.items = function(self) return R.CALL(m.ItemsView, { self }) end
  ns.values = function(self) return R.CALL(m.ValuesView, { self }) end
  ns.__eq__ = function(self, other) -- dict(self.items()) == dict(other.items())
    if not R.isinstance(other, m.Mapping) then return R.NotImplemented end
    local a, b = R.DICT(), R.DICT()
    for k in R.iterate(self) do R.SI(a, k, R.GI(self, k)) end
    for k in R.iterate(other) do R.SI(b, k, R.GI(other, k)) end
    return EQ(a, b)
  end
end)
-- classes deriving from these are sequences and mappings for match patterns (objmatch.lua)
rawset(Sequence, "#pyseq", true)
rawset(Mapping, "#pymap", true)
-- MutableMapping's mixins, over the subclass's __getitem__/__setitem__/__delitem__/__iter__
local function mm_pop(self, k, default)
  local ok, v = R.pcall(R.GI, self, k)
  if not ok then
    if default ~= nil and R.isinstance(R.EXC(v), R.exc_classes.KeyError) then return default end
    R.RERAISE(v)
  end
  R.DI(self, k)
  return v
end
local function mm_update(self, other, kw)
  if other ~= nil then
    if R.hasattr(other, "keys") then
      for k in R.iterate(R.CALLM(other, "keys", {})) do R.SI(self, k, R.GI(other, k)) end
    else
      for item in R.iterate(other) do
        local k, v = R.UNPACK(item, 2)
        R.SI(self, k, v)
      end
    end
  end
  if kw then for k, v in R.dict_pairs(kw) do R.SI(self, k, v) end end
end
local MutableMapping = abc("MutableMapping", { Mapping }, function(ns)
  ns.pop = R.sig(mm_pop, "pop", { "self", "key", "default" }, { nrequired = 2 })
  ns.popitem = function(self)
    local k
    for key in R.iterate(self) do k = key break end
    if k == nil then raise("KeyError") end
    local v = R.GI(self, k)
    R.DI(self, k)
    return R.TUPLE({ k, v })
  end
  ns.clear = function(self)
    for _, k in ipairs(R.toarray(self)) do R.DI(self, k) end
    return None
  end
  ns.update = R.sig(function(...)
    local self, other, kw = R.ARGS(R.SIG[ns.update], ...)
    mm_update(self, other, kw)
    return None
  end, "update", { "self", "other" }, { nposonly = 2, nrequired = 1, kwarg = "kwds", complex = true })
  ns.setdefault = R.sig(function(self, k, default)
    if default == nil then default = None end
    local ok, v = R.pcall(R.GI, self, k)
    if ok then return v end
    if not R.isinstance(R.EXC(v), R.exc_classes.KeyError) then R.RERAISE(v) end
    R.SI(self, k, default)
    return default
  end, "setdefault", { "self", "key", "default" }, { nrequired = 2 })
end)
-- the views of a Mapping: KeysView(mapping) ... over the mapping's own methods
local function mapping_of(v) return R.GA(v, "_mapping") end
local function set_builtin(cls, it) return R.SET(set_items(it)) end
local MappingView = abc("MappingView", { Sized }, function(ns)
  ns.__init__ = function(self, mapping) R.SA(self, "_mapping", mapping) return None end
  ns.__len__ = function(self) return R.LEN(mapping_of(self)) end
  ns.__repr__ = function(self) return R.typename(self) .. "(" .. R.repr(mapping_of(self)) .. ")" end
end)
abc("KeysView", { MappingView, Set }, function(ns)
  ns._from_iterable = setmetatable({ f = set_builtin }, R.ClassMT)
  ns.__contains__ = function(self, k) return R.IN(k, mapping_of(self)) end
  ns.__iter__ = function(self) return R.CALL(R.builtins.iter, { mapping_of(self) }) end
end)
abc("ItemsView", { MappingView, Set }, function(ns)
  ns._from_iterable = setmetatable({ f = set_builtin }, R.ClassMT)
  ns.__contains__ = function(self, item)
    local k, v = R.UNPACK(item, 2)
    local mp = mapping_of(self)
    local ok, w = R.pcall(R.GI, mp, k)
    if not ok then
      if R.isinstance(R.EXC(w), R.exc_classes.KeyError) then return false end
      R.RERAISE(w)
    end
    return rawequal(w, v) or EQ(w, v)
  end
  ns.__iter__ = function(self)
    local mp = mapping_of(self)
    local nf = R.iterate(mp)
    return R.make_iter(function()
      local k = nf()
      if k == nil then return nil end
      return R.TUPLE({ k, R.GI(mp, k) })
    end, "generator")
  end
end)
abc("ValuesView", { MappingView, Collection }, function(ns)
  ns.__contains__ = function(self, x)
    local mp = mapping_of(self)
    for k in R.iterate(mp) do
      local v = R.GI(mp, k)
      if rawequal(v, x) or EQ(v, x) then return true end
    end
    return false
  end
  ns.__iter__ = function(self)
    local mp = mapping_of(self)
    local nf = R.iterate(mp)
    return R.make_iter(function()
      local k = nf()
      if k == nil then return nil end
      return R.GI(mp, k)
    end, "generator")
  end
end)
abc("Awaitable", { obj })
abc("Coroutine", { m.Awaitable })
abc("AsyncIterable", { obj })
abc("AsyncIterator", { m.AsyncIterable })
abc("AsyncGenerator", { m.AsyncIterator })

-- user classes with __iter__/__len__/... : the runtime's instances also see these slots
for _, t in ipairs({ Iterable, Iterator, Sized, Container, Collection, Sequence, Mapping }) do
  local meta = t["#meta"]
  meta["#iter"] = meta["#iter"] or function(o)
    local f = o["@__iter__"]
    if not f then raise("TypeError", "'" .. R.typename(o) .. "' object is not iterable") end
    local it = f(o)
    local nf = rawget(it, "#next")
    if nf then return nf end
    return function()
      local ok, v = R.pcall(R.CALLM, it, "__next__", {})
      if ok then return v end
      if R.isinstance(R.EXC(v), R.exc_classes.StopIteration) then return nil end
      R.RERAISE(v)
    end
  end
  meta["#len"] = meta["#len"] or function(o) return o["@__len__"](o) end
  meta["#getitem"] = meta["#getitem"] or function(o, k) return o["@__getitem__"](o, k) end
  meta["#contains"] = meta["#contains"] or function(o, x) return T(o["@__contains__"](o, x)) end
end

-- builtin types: insert the ABCs they implement into their MRO (once per runtime)
local function register(t, abcs)
  if not t or not t["#mro"] or t["#abc_registered"] then return end
  t["#abc_registered"] = true
  local mro = t["#mro"]
  local pos = #mro
  if mro[pos] ~= obj then pos = pos + 1 end
  local have = {}
  for _, x in ipairs(mro) do have[x] = true end
  for _, a in ipairs(abcs) do
    for _, x in ipairs(a["#mro"]) do
      if x ~= obj and not have[x] then
        have[x] = true
        local virtual = rawget(t, "#virtual") or {}
        virtual[x] = true
        rawset(t, "#virtual", virtual)
        table_insert(mro, pos, x)
        pos = pos + 1
      end
    end
  end
end
register(R.list_t, { MutableSequence })
register(R.tuple_t, { Sequence, Hashable })
register(R.str_t, { Sequence, Hashable })
register(R.range_t, { Sequence, Hashable })
register(R.dict_t, { MutableMapping })
register(R.set_t, { MutableSet })
register(R.frozenset_t, { Set, Hashable })
register(R.bytes_t, { Sequence, Hashable })
register(R.bytearray_t, { MutableSequence })
do -- the dict views
  local d, dm = R.DICT(), R.dict_t["#dict"]
  register(R.typeof(dm.keys(d)), { m.KeysView })
  register(R.typeof(dm.items(d)), { m.ItemsView })
  register(R.typeof(dm.values(d)), { m.ValuesView })
end
register(R.int_t, { Hashable })
register(R.float_t, { Hashable })
register(R.bool_t, { Hashable })
register(R.NoneType, { Hashable })
register(R.iterator_t, { Iterator })
register(R.function_t, { Callable, Hashable })
register(R.builtin_function_t, { Callable, Hashable })
register(R.method_t, { Callable, Hashable })
register(R.type_t, { Callable, Hashable })

-- the abstract methods (what a subclass must define before it can be instantiated: ABCMeta's
-- check, modabc.lua) and the metaclass, as CPython's _collections_abc
local ABSTRACT = {
  Hashable = { __hash__ = true }, Iterable = { __iter__ = true }, Iterator = { __next__ = true },
  Reversible = { __reversed__ = true }, Generator = { send = true, throw = true, __next__ = false },
  Sized = { __len__ = true }, Container = { __contains__ = true }, Callable = { __call__ = true },
  Sequence = { __getitem__ = true }, Mapping = { __getitem__ = true },
  MutableSequence = { __setitem__ = true, __delitem__ = true, insert = true },
  MutableSet = { add = true, discard = true },
  MutableMapping = { __setitem__ = true, __delitem__ = true },
}
local ABCMeta = R.IMPORT("abc").ABCMeta
local check, construct = R.abc_check, R.construct
local function abc_call(cls, ...) check(cls); return construct(cls, ...) end
for name, t in pairs(m) do
  if type(t) == "table" and rawget(t, "#mro") then
    t["#metaclass"] = ABCMeta
    t["#fast"] = false
    t["#call"] = abc_call -- Mapping() itself (a subclass's call is ABCMeta's)
    if ABSTRACT[name] then rawset(t, "#abstract", ABSTRACT[name]) end
  end
end

-- collections' own types (`import collections.abc` binds `collections`, which IMPORT gives
-- this module as its attribute abc)
local coll = R.IMPORT("collections")
register(coll.deque, { MutableSequence })
register(coll.ChainMap, { MutableMapping })
register(coll.UserDict, { MutableMapping })
register(coll.UserList, { MutableSequence })
register(R.typeof(R.GENERATOR(function() end)), { Generator })
return m
end
