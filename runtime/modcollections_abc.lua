-- modcollections_abc.lua: collections.abc. The ABCs are plain classes with mixin methods;
-- the builtin types get them inserted in their MRO (before object) so isinstance() works.
local ipairs, pairs, type, rawget, rawset, table_insert = ipairs, pairs, type, rawget, rawset, table.insert

return function(R, host)
local _ENV = nil
local None, raise, T, EQ = R.None, R.raise, R.T, R.EQ

local m = {}
local function abc(name, bases, body)
  local t = R.CLASS(name, bases, nil, body or function() end)
  -- no __module__/__qualname__ of their own: the builtins that get them in their MRO must
  -- keep finding their own
  t["#dict"].__module__ = nil
  t["#dict"].__qualname__ = nil
  R.build_flat(t)
  t["#builtin"] = true
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
    raise("ValueError", "sequence.index(x): x not in sequence")
  end
  ns.count = function(self, x)
    local c = 0
    for v in R.iterate(self) do if EQ(v, x) then c = c + 1 end end
    return c
  end
end)
local MutableSequence = abc("MutableSequence", { Sequence })
local ByteString = abc("ByteString", { Sequence })
local Set = abc("Set", { Collection })
local MutableSet = abc("MutableSet", { Set })
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
  ns.keys = function(self) return R.LIST(R.toarray(self)) end
  ns.items = function(self)
    local out = {}
    for k in R.iterate(self) do out[#out + 1] = R.TUPLE({ k, R.GI(self, k) }) end
    return R.LIST(out)
  end
  ns.values = function(self)
    local out = {}
    for k in R.iterate(self) do out[#out + 1] = R.GI(self, k) end
    return R.LIST(out)
  end
end)
-- classes deriving from these are sequences and mappings for match patterns (objmatch.lua)
rawset(Sequence, "#pyseq", true)
rawset(Mapping, "#pymap", true)
local MutableMapping = abc("MutableMapping", { Mapping })
local MappingView = abc("MappingView", { Sized })
abc("KeysView", { MappingView, Set })
abc("ItemsView", { MappingView, Set })
abc("ValuesView", { MappingView, Collection })
abc("Awaitable", { obj })
abc("Coroutine", { m.Awaitable })
abc("AsyncIterable", { obj })
abc("AsyncIterator", { m.AsyncIterable })

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
register(R.int_t, { Hashable })
register(R.float_t, { Hashable })
register(R.bool_t, { Hashable })
register(R.NoneType, { Hashable })
register(R.iterator_t, { Iterator })
register(R.function_t, { Callable, Hashable })
register(R.builtin_function_t, { Callable, Hashable })
register(R.method_t, { Callable, Hashable })
register(R.type_t, { Callable, Hashable })

-- `import collections.abc` binds the name `collections` to this module (the code generator
-- imports the dotted name itself), so it also answers collections.abc.X and collections.X
local coll = R.IMPORT("collections")
rawset(coll, "abc", m)
m.abc = m
for k, v in pairs(coll) do
  if type(k) == "string" and m[k] == nil and k:sub(1, 2) ~= "__" then m[k] = v end
end
register(coll.deque, { MutableSequence })
register(coll.ChainMap, { MutableMapping })
register(coll.UserDict, { MutableMapping })
register(coll.UserList, { MutableSequence })
register(R.typeof(R.GENERATOR(function() end)), { Generator })
return m
end
