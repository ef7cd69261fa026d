-- objset.lua: set and frozenset: a dict without values, iterated in CPython's table order for numbers.
local type, getmetatable, setmetatable, rawget, rawset, select, error, pcall, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, select, error, pcall, ipairs
local concat, sort, mtype = table.concat, table.sort, math.type

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None = R.None
local raise, typeof, typename, EQ = R.raise, R.typeof, R.typename, R.EQ
local object, BigMT, NotImplemented = R.object, R.BigMT, R.NotImplemented
local ListMT, TupleMT, SetMT, FrozenMT = R.ListMT, R.TupleMT, R.SetMT, R.FrozenMT
local add_methods = R.add_methods
local function repr(x) return R.repr(x) end
local argc = R.argc
local dict_t, dict_get, dict_set, dict_del, dict_pairs = R.dict_t, R.dict_get, R.dict_set, R.dict_del,
  R.dict_pairs
local iterate, subkey, repr_active = R.iterate, R.subkey, R.repr_active

---------------------------------------------------------------------------------------------
-- set and frozenset: a dict without values
---------------------------------------------------------------------------------------------

local set_t = R.builtin_type("set", { object }, {}, SetMT)
local frozenset_t = R.builtin_type("frozenset", { object }, {}, FrozenMT)
R.set_t, R.frozenset_t = set_t, frozenset_t

local function newset(mt)
  return setmetatable({ ["#k"] = {}, ["#v"] = {}, ["#i"] = {}, ["#n"] = 0, ["#len"] = 0 }, mt)
end
local function SADD(s, x) dict_set(s, x, true) end
R.SADD = SADD
local function SET(arr)
  local s = newset(SetMT)
  for i = 1, #arr do dict_set(s, arr[i], true) end
  return s
end
R.SET = SET
local function set_from(x, mt)
  local s = newset(mt or SetMT)
  if x ~= nil then
    local xm = getmetatable(x)
    if xm == ListMT or xm == TupleMT then
      for i = 1, #x do dict_set(s, x[i], true) end
    else
      for v in iterate(x) do dict_set(s, v, true) end
    end
  end
  return s
end
R.set_from = set_from

-- the iteration order of CPython's set for ints (and floats/tuples of them) replays the
-- insertions into a model of CPython's table: objset.c
local cpython_order = host.num.set_order

-- The iteration order of a set: CPython's for numbers (and tuples of them), whose hashes
-- are not randomised, so programs print sets exactly as CPython does; insertion order for
-- the rest (CPython's order for str keys changes from run to run anyway).
local function set_keys(s)
  local cache = rawget(s, "#ordc")
  if cache and cache.n == s["#n"] and cache.len == s["#len"] then return cache.keys end
  local ks, nk = {}, 0
  local numeric, ints = true, true
  for k in dict_pairs(s) do
    nk = nk + 1
    ks[nk] = k
    if ints and not (mtype(k) == "integer" and k > -0x1fffffffffffffff and k < 0x1fffffffffffffff) then
      ints = false
    end
    if numeric and not ints then
      local t = type(k)
      if not (t == "number" or t == "boolean" or (BigMT and getmetatable(k) == BigMT)
              or getmetatable(k) == TupleMT) then
        numeric = false
      end
    end
  end
  if ints and nk > 1 then
    -- small ints: hash(k) is k (hash(-1) is -2), and distinct ints are distinct Lua keys
    ks = cpython_order(ks, nil, rawget(s, "#mask0"))
  elseif numeric and nk > 1 then
    local hashes = {}
    local ok = pcall(function()
      for i = 1, #ks do hashes[i] = R.hash(ks[i]) end
    end)
    if ok then
      -- keys that hash alike share a slot chain; keep dict keys as they are (one per value)
      local mapped = {}
      local seen = {}
      for i = 1, #ks do
        local k = ks[i]
        local w = type(k) == "table" and k or { k }
        seen[w] = k
        mapped[i] = w
      end
      local order = cpython_order(mapped, hashes, rawget(s, "#mask0"))
      for i = 1, #order do order[i] = seen[order[i]] end
      ks = order
    end
  end
  rawset(s, "#ordc", { n = s["#n"], len = s["#len"], keys = ks })
  return ks
end
R.set_keys = set_keys

-- SETCONST(arr): a set display of 3 or more constants. CPython 3.11 compiles it to a
-- frozenset constant merged into an empty set, which presizes the table (set_merge): the
-- iteration order is that of the frozenset's elements inserted into the bigger table.
function R.SETCONST(arr)
  -- the compiler's frozenset is built from the elements, then rebuilt from its own iteration
  -- order (merge_consts_recursive); SET_UPDATE then merges it into an empty set
  local order = set_keys(R.SET(arr))
  order = set_keys(R.SET(order))
  local s = R.SET(order)
  local n = s["#len"]
  if n * 5 >= 21 then -- set_merge resizes the empty table first, then inserts in order
    local size = 8
    while size <= n * 2 do size = size << 1 end
    rawset(s, "#mask0", size - 1)
  else -- same table size: set_merge copies the frozenset's layout as it is
    rawset(s, "#ordc", { n = s["#n"], len = n, keys = order })
  end
  return s
end

for _, mt in ipairs({ SetMT, FrozenMT }) do
  mt["#len"] = function(s) return s["#len"] end
  mt["#contains"] = function(s, x)
    local tx = type(x)
    if tx == "string" or tx == "number" or tx == "boolean" or getmetatable(x) == TupleMT then
      return dict_get(s, x) ~= nil
    end
    local ok, r = pcall(dict_get, s, x)
    if ok then return r ~= nil end
    if getmetatable(x) == SetMT then return dict_get(s, set_from(x, FrozenMT)) ~= nil end
    error(r, 0)
  end
  mt["#iter"] = function(s)
    local ks = set_keys(s)
    local len = s["#len"]
    local i = 0
    return function()
      if s["#len"] ~= len then raise("RuntimeError", "Set changed size during iteration") end
      i = i + 1
      return ks[i]
    end
  end
  mt.__bool = function(s) return s["#len"] > 0 end
  mt.__newindex = R.no_setattr
  R.install_operators(mt)
  mt.__eq = function(a, b) return EQ(a, b) end
  mt.__call = function(o) raise("TypeError", "'" .. typename(o) .. "' object is not callable") end
end
SetMT["#key"] = false
-- CPython's frozenset hash: order-independent over the element hashes (setobject.c)
local function shuffle_bits(h) return ((h ~ 89869747) ~ (h << 16)) * 3644798167 end
function R.frozenset_hash(s)
  local h = 0
  local n = 0
  -- (CPython xors every slot, empty ones too, then removes an odd count of empty ones:
  -- the active entries are what remains)
  for k in dict_pairs(s) do h = h ~ shuffle_bits(R.hash(k)); n = n + 1 end
  h = h ~ ((n + 1) * 1927868237)
  h = h ~ ((h >> 11) ~ (h >> 25))
  h = h * 69069 + 907133923
  if h == -1 then h = 590923713 end
  return h
end
FrozenMT["#key"] = function(s)
  local parts = {}
  for k in dict_pairs(s) do parts[#parts + 1] = subkey(k) end
  sort(parts)
  return "\255F" .. concat(parts, "|")
end
SetMT["#repr"] = function(s)
  if s["#len"] == 0 then return typeof(s) == set_t and "set()" or (typename(s) .. "()") end
  if repr_active[s] then return typename(s) .. "(...)" end
  repr_active[s] = true
  local parts = {}
  for _, k in ipairs(set_keys(s)) do parts[#parts + 1] = repr(k) end
  repr_active[s] = nil
  local body = "{" .. concat(parts, ", ") .. "}"
  if typeof(s) ~= set_t then return typename(s) .. "(" .. body .. ")" end
  return body
end
FrozenMT["#repr"] = function(s)
  if s["#len"] == 0 then return typename(s) .. "()" end
  local parts = {}
  for _, k in ipairs(set_keys(s)) do parts[#parts + 1] = repr(k) end
  return typename(s) .. "({" .. concat(parts, ", ") .. "})"
end

local function is_set(x)
  local m = getmetatable(x)
  return m == SetMT or m == FrozenMT or R.isinstance(x, set_t) or R.isinstance(x, frozenset_t)
end
R.is_set = is_set

local function set_eq(a, b)
  if a["#len"] ~= b["#len"] then return false end
  for k in dict_pairs(a) do if dict_get(b, k) == nil then return false end end
  return true
end
local function subset(a, b)
  if a["#len"] > b["#len"] then return false end
  for k in dict_pairs(a) do if dict_get(b, k) == nil then return false end end
  return true
end
for _, mt in ipairs({ SetMT, FrozenMT }) do
  mt["#eq"] = function(a, b)
    if not is_set(b) then return NotImplemented end
    return set_eq(a, b)
  end
  mt.__lt = function(a, b, swapped)
    if is_set(a) and is_set(b) then return a["#len"] < b["#len"] and subset(a, b) end
    return R.order_lt(a, b, swapped)
  end
  mt.__le = function(a, b, swapped)
    if is_set(a) and is_set(b) then return subset(a, b) end
    return R.order_le(a, b, swapped)
  end
end

local function result_mt(a)
  local m = getmetatable(a)
  if m == FrozenMT then return FrozenMT end
  return SetMT
end

local function set_ops(mt)
  local tname = mt == FrozenMT and "frozenset" or "set"
  return {
    __or__ = function(a, b)
      if not is_set(b) then return NotImplemented end
      local r = set_from(a, result_mt(a))
      for k in dict_pairs(b) do dict_set(r, k, true) end
      return r
    end,
    -- CPython's set_intersection walks the smaller set in its table order; set_difference
    -- walks the left one: the result's order follows
    __and__ = function(a, b)
      if not is_set(b) then return NotImplemented end
      local r = newset(result_mt(a))
      local big, small = a, b
      if b["#len"] > a["#len"] then big, small = b, a end
      for _, k in ipairs(set_keys(small)) do
        if dict_get(big, k) ~= nil then dict_set(r, k, true) end
      end
      return r
    end,
    __sub__ = function(a, b)
      if not is_set(b) then return NotImplemented end
      local r = newset(result_mt(a))
      for _, k in ipairs(set_keys(a)) do if dict_get(b, k) == nil then dict_set(r, k, true) end end
      return r
    end,
    __xor__ = function(a, b)
      if not is_set(b) then return NotImplemented end
      local r = newset(result_mt(a))
      for k in dict_pairs(a) do if dict_get(b, k) == nil then dict_set(r, k, true) end end
      for k in dict_pairs(b) do if dict_get(a, k) == nil then dict_set(r, k, true) end end
      return r
    end,
    union = function(a, ...)
      local r = set_from(a, result_mt(a))
      for i = 1, select("#", ...) do
        for v in iterate((select(i, ...))) do dict_set(r, v, true) end
      end
      return r
    end,
    intersection = function(a, ...)
      local r = set_from(a, result_mt(a))
      for i = 1, select("#", ...) do
        local other = set_from((select(i, ...)))
        local keep = newset(result_mt(a))
        for k in dict_pairs(r) do if dict_get(other, k) ~= nil then dict_set(keep, k, true) end end
        r = keep
      end
      return r
    end,
    difference = function(a, ...)
      local r = set_from(a, result_mt(a))
      for i = 1, select("#", ...) do
        for v in iterate((select(i, ...))) do dict_del(r, v) end
      end
      return r
    end,
    symmetric_difference = function(a, b)
      local sb = set_from(b)
      local r = newset(result_mt(a))
      for k in dict_pairs(a) do if dict_get(sb, k) == nil then dict_set(r, k, true) end end
      for k in dict_pairs(sb) do if dict_get(a, k) == nil then dict_set(r, k, true) end end
      return r
    end,
    issubset = function(a, b)
      if b == nil then argc({ "O", tname .. ".issubset" }) end
      return subset(a, set_from(b))
    end,
    issuperset = function(a, b)
      if b == nil then argc({ "O", tname .. ".issuperset" }) end
      return subset(set_from(b), a)
    end,
    isdisjoint = function(a, b)
      if b == nil then argc({ "O", tname .. ".isdisjoint" }) end
      for v in iterate(b) do if dict_get(a, v) ~= nil then return false end end
      return true
    end,
    copy = function(a) return set_from(a, getmetatable(a) == FrozenMT and FrozenMT or SetMT) end,
    __len__ = function(s) return s["#len"] end,
    __contains__ = function(s, x) return dict_get(s, x) ~= nil end,
    __iter__ = function(s) return R.make_iter(mt["#iter"](s), "set_iterator") end,
    __repr__ = function(s) return mt["#repr"](s) end,
  }
end
local sops = set_ops(SetMT)
local A_ADD, A_DISCARD, A_REMOVE = { "O", "set.add" }, { "O", "set.discard" }, { "O", "set.remove" }
sops.add = function(s, x) if x == nil then argc(A_ADD) end dict_set(s, x, true) return None end
sops.discard = function(s, x) if x == nil then argc(A_DISCARD) end dict_del(s, x) return None end
sops.remove = function(s, x)
  if x == nil then argc(A_REMOVE) end
  if not dict_del(s, x) then raise("KeyError", x) end
  return None
end
sops.pop = function(s)
  if s["#len"] == 0 then raise("KeyError", "pop from an empty set") end
  local k = set_keys(s)[1]
  dict_del(s, k)
  return k
end
sops.clear = function(s) dict_t["#dict"].clear(s) return None end
sops.update = function(s, ...)
  for i = 1, select("#", ...) do
    for v in iterate((select(i, ...))) do dict_set(s, v, true) end
  end
  return None
end
sops.intersection_update = function(s, ...)
  local r = s
  for i = 1, select("#", ...) do
    local o = select(i, ...)
    r = sops.__and__(r, is_set(o) and o or set_from(o))
  end
  dict_t["#dict"].clear(s)
  for k in dict_pairs(r) do dict_set(s, k, true) end
  return None
end
sops.difference_update = function(s, ...)
  for i = 1, select("#", ...) do
    for v in iterate((select(i, ...))) do dict_del(s, v) end
  end
  return None
end
sops.symmetric_difference_update = function(s, b)
  local r = sops.symmetric_difference(s, b)
  dict_t["#dict"].clear(s)
  for k in dict_pairs(r) do dict_set(s, k, true) end
  return None
end
sops.__ior__ = function(a, b) if not is_set(b) then return NotImplemented end sops.update(a, b) return a end
sops.__iand__ = function(a, b) if not is_set(b) then return NotImplemented end sops.intersection_update(a, b) return a end
sops.__isub__ = function(a, b) if not is_set(b) then return NotImplemented end sops.difference_update(a, b) return a end
sops.__ixor__ = function(a, b) if not is_set(b) then return NotImplemented end sops.symmetric_difference_update(a, b) return a end
sops.__hash__ = None
add_methods(set_t, sops)
local fops = set_ops(FrozenMT)
fops.__hash__ = function(s) return R.frozenset_hash(s) end
add_methods(frozenset_t, fops)
set_t["#layout"] = { new = function(t) return newset(t == set_t and SetMT or t["#meta"]) end }
set_t["#dict"].__init__ = function(s, x)
  dict_t["#dict"].clear(s)
  if x ~= nil then for v in iterate(x) do dict_set(s, v, true) end end
  return None
end
R.build_flat(set_t)
SetMT.__index = set_t["#flat"]
frozenset_t["#layout"] = { new = function(t, x) return setmetatable(set_from(x, FrozenMT), t["#meta"]) end }
set_t["#call"] = function(t, x)
  local s = set_from(x)
  if t ~= set_t then setmetatable(s, t["#meta"]) end
  return s
end
frozenset_t["#call"] = function(t, x)
  if getmetatable(x) == FrozenMT and t == frozenset_t then return x end
  local s = set_from(x, FrozenMT)
  if t ~= frozenset_t then setmetatable(s, t["#meta"]) end
  return s
end

end
