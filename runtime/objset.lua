-- objset.lua: set and frozenset: a dict without values, iterated in CPython's table order for numbers.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, pcall, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, pcall, ipairs
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

local num = host.num
local C_replay, C_order, C_pop, C_merge = num.set_replay, num.set_order, num.set_pop, num.set_merge
local C_presize, C_diffresize, C_finger, C_used = num.set_presize, num.set_diffresize,
  num.set_finger, num.set_used
local DISC = num.set_disc
local dkey, DictMT = R.dkey, R.DictMT

-- A set is a dict without values (objdict.lua's fields) that also follows CPython's table, so
-- that sets of numbers (and tuples of them), whose hashes are not randomised, iterate and pop
-- in CPython's order. ["#lg"] logs every effective add (the key) and discard (DISC, the key)
-- since the shadow ["#sh"] (objset.c; false: an empty new table) was brought up to date;
-- ["#ln"] entries (["#lg"] true: none, no table yet). ["#lg"] false: a key of unknown hash
-- (a str, an object) came in, and the set iterates in insertion order (CPython's order for
-- str keys changes from run to run) until it is cleared. ["#ordc"]: the order, cached while
-- the set does not change. (No field is ever nil: the metatable refuses new fields.)
local function newset(mt)
  return setmetatable({ ["#k"] = {}, ["#v"] = {}, ["#i"] = {}, ["#n"] = 0, ["#len"] = 0, ["#ln"] = 0,
    ["#lg"] = true, ["#sh"] = false, ["#ordc"] = false }, mt)
end

local function nonnum(s) s["#lg"], s["#sh"], s["#ln"], s["#ordc"] = false, false, 0, false end

-- add k; false when it was there
local function sadd(s, k)
  local lk = k
  local tk = type(k)
  if tk ~= "string" and mtype(k) ~= "integer" then lk = dkey(k) end
  local idx = s["#i"]
  if idx[lk] then return false end
  local n = s["#n"] + 1
  s["#n"] = n
  s["#k"][n] = k
  s["#v"][n] = true
  idx[lk] = n
  s["#len"] = s["#len"] + 1
  local lg = s["#lg"]
  if lg == false then return true end
  if tk == "string" then nonnum(s) return true end
  if tk ~= "number" and tk ~= "boolean" then
    local m = getmetatable(k)
    if m ~= TupleMT and (not BigMT or m ~= BigMT) then nonnum(s) return true end
  end
  if lg == true then lg = {}; s["#lg"] = lg end
  local ln = s["#ln"] + 1
  lg[ln] = k
  s["#ln"] = ln
  return true
end
R.SADD = sadd

-- does CPython hash x as moonpy does (no str, no object hashed by identity, no nan)?
local function known(x)
  local t = type(x)
  if t == "number" then return x == x end
  if t == "boolean" then return true end
  local m = getmetatable(x)
  if BigMT and m == BigMT then return true end
  if m == TupleMT then
    for i = 1, #x do if not known(x[i]) then return false end end
    return true
  end
  return false
end
local function keyhash(k) if known(k) then return R.hash(k) end return nil end

-- replay the log into the shadow: true and the shadow (false: still the empty new table), or
-- false for a set in insertion order
local function materialize(s)
  local lg = s["#lg"]
  if lg == false then return false end
  local ln = s["#ln"]
  if ln == 0 then return true, s["#sh"] end
  local sh = C_replay(s["#sh"], lg, ln, keyhash)
  if not sh then nonnum(s) return false end
  s["#sh"], s["#ln"], s["#ordc"] = sh, 0, false
  if ln <= 32 then for i = 1, ln do lg[i] = nil end else s["#lg"] = true end
  return true, sh
end

-- the shadow, up to date and holding the set's keys (rebuilt from the keys in insertion
-- order if something changed the set behind the log's back), or nil: insertion order
local function shadow(s)
  local ok, sh = materialize(s)
  if not ok then return nil end
  if C_used(sh) ~= s["#len"] then
    local ks, n = {}, 0
    for k in dict_pairs(s) do n = n + 1; ks[n] = k end
    sh = C_replay(false, ks, n, keyhash)
    if not sh then nonnum(s) return nil end
    s["#ordc"] = false
  elseif not sh then
    sh = C_presize(false, 0)
  end
  s["#sh"] = sh
  return sh
end

-- discard k; false when it was not there
local function sdel(s, k)
  local lk = k
  if type(k) ~= "string" and mtype(k) ~= "integer" then lk = dkey(k) end
  local slot = s["#i"][lk]
  if not slot then return false end
  local stored = s["#k"][slot]
  dict_del(s, k)
  local lg = s["#lg"]
  if lg == false then return true end
  if lg == true then lg = {}; s["#lg"] = lg end
  local ln = s["#ln"]
  lg[ln + 1] = DISC
  lg[ln + 2] = stored
  ln = ln + 2
  s["#ln"] = ln
  if ln > 2 * s["#len"] + 64 then materialize(s) end
  return true
end

-- CPython's set_clear_internal: an empty new table that keeps pop's finger
local function sclear(s)
  local f = 0
  local sh = s["#lg"] ~= false and s["#sh"]
  if sh then f = C_finger(sh) end
  dict_t["#dict"].clear(s)
  s["#lg"], s["#ln"], s["#ordc"] = true, 0, false
  s["#sh"] = f ~= 0 and C_finger(false, f) or false
end

local function set_keys(s)
  local cache = s["#ordc"]
  local lg = s["#lg"]
  if lg ~= false and s["#len"] > 1 then
    if cache and cache.sh and s["#ln"] == 0 and cache.sh == s["#sh"] then return cache.keys end
    local sh = shadow(s)
    if sh then
      local ks = C_order(sh)
      s["#ordc"] = { sh = sh, keys = ks }
      return ks
    end
    cache = false
  end
  if cache and cache.n == s["#n"] and cache.len == s["#len"] and cache.k == s["#k"] then
    return cache.keys
  end
  local ks, nk = {}, 0
  for k in dict_pairs(s) do nk = nk + 1; ks[nk] = k end
  s["#ordc"] = { n = s["#n"], len = s["#len"], k = s["#k"], keys = ks }
  return ks
end
R.set_keys = set_keys

local function is_set(x)
  local m = getmetatable(x)
  return m == SetMT or m == FrozenMT or R.isinstance(x, set_t) or R.isinstance(x, frozenset_t)
end
R.is_set = is_set

-- CPython's set_merge: the set o's keys into s
local function merge(s, o)
  if rawequal(o, s) or o["#len"] == 0 then return end
  local sh = s["#lg"] ~= false and shadow(s)
  local osh = sh and shadow(o)
  if not osh then
    if sh then nonnum(s) end
    for k in dict_pairs(o) do sadd(s, k) end
    return
  end
  local nsh, done = C_merge(sh, osh)
  s["#sh"], s["#ordc"] = nsh, false
  if done then -- s was empty: the table is o's
    if s["#n"] == 0 then R.dict_clone_into(s, o) else
      for k in dict_pairs(o) do dict_set(s, k, true) end
    end
  else
    local ks = set_keys(o)
    for i = 1, #ks do sadd(s, ks[i]) end
  end
end

-- CPython's set_update_internal: the elements of x into s
local function update_internal(s, x)
  if is_set(x) then return merge(s, x) end
  local xm = getmetatable(x)
  if xm == ListMT or xm == TupleMT then
    for i = 1, #x do sadd(s, x[i]) end
    return
  end
  if xm == DictMT then -- one resize first
    local sh = x["#len"] > 0 and s["#lg"] ~= false and shadow(s)
    if sh then s["#sh"], s["#ordc"] = C_presize(sh, x["#len"]), false end
    for k in dict_pairs(x) do sadd(s, k) end
    return
  end
  for v in iterate(x) do sadd(s, v) end
end

local function SET(arr)
  local s = newset(SetMT)
  for i = 1, #arr do sadd(s, arr[i]) end
  return s
end
R.SET = SET
-- a new set (of metatable mt) of x's elements, as CPython's make_new_set
local function set_from(x, mt)
  local s = newset(mt or SetMT)
  if x ~= nil then update_internal(s, x) end
  return s
end
R.set_from = set_from

-- SETCONST(arr): a set display of 3 or more constants. CPython 3.11 compiles it to a
-- frozenset constant (built from the elements, then rebuilt from its own iteration order by
-- merge_consts_recursive) that SET_UPDATE merges into an empty set.
function R.SETCONST(arr)
  local s = newset(SetMT)
  merge(s, SET(set_keys(SET(arr))))
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

-- CPython's set_intersection: the smaller set walked in its order (or b iterated)
local function intersect(a, b)
  if rawequal(a, b) then return set_from(a, result_mt(a)) end
  local r = newset(result_mt(a))
  if is_set(b) then
    local so, other = a, b
    if b["#len"] > a["#len"] then so, other = b, a end
    local ks = set_keys(other)
    for i = 1, #ks do
      local k = ks[i]
      if dict_get(so, k) ~= nil then sadd(r, k) end
    end
    return r
  end
  for k in iterate(b) do if dict_get(a, k) ~= nil then sadd(r, k) end end
  return r
end

-- CPython's set_swap_bodies: s takes t's keys and table (and keeps its pop finger)
local function swap_in(s, t)
  local sh = s["#lg"] ~= false and s["#sh"]
  local f = sh and C_finger(sh) or 0
  dict_t["#dict"].clear(s)
  for k in dict_pairs(t) do dict_set(s, k, true) end
  s["#lg"], s["#ln"], s["#sh"], s["#ordc"] = t["#lg"], t["#ln"], t["#sh"], false
  if f ~= 0 and s["#lg"] ~= false then s["#sh"] = C_finger(s["#sh"], f) end
end

-- CPython's set_difference_update_internal
local function diff_update(s, o)
  if rawequal(s, o) then return sclear(s) end
  if is_set(o) then
    for k in dict_pairs(o) do sdel(s, k) end
  else
    for k in iterate(o) do sdel(s, k) end
  end
  local sh = s["#lg"] ~= false and shadow(s)
  if sh then s["#sh"], s["#ordc"] = C_diffresize(sh), false end
end

-- CPython's set_difference: a walked in its order, unless a is much bigger than b
local function difference(a, b)
  local bm = getmetatable(b)
  if (is_set(b) or bm == DictMT) and (a["#len"] >> 2) <= b["#len"] then
    local r = newset(result_mt(a))
    local ks = set_keys(a)
    for i = 1, #ks do
      local k = ks[i]
      if dict_get(b, k) == nil then sadd(r, k) end
    end
    return r
  end
  local r = set_from(a, result_mt(a))
  diff_update(r, b)
  return r
end

-- CPython's set_symmetric_difference_update
local function symdiff_update(s, o)
  if rawequal(s, o) then return sclear(s) end
  if getmetatable(o) == DictMT then
    for k in dict_pairs(o) do if not sdel(s, k) then sadd(s, k) end end
    return
  end
  local ks = set_keys(is_set(o) and o or set_from(o))
  for i = 1, #ks do
    local k = ks[i]
    if not sdel(s, k) then sadd(s, k) end
  end
end

-- CPython's set_symmetric_difference: a copy of b, then a's keys toggled in it
local function symdiff(a, b)
  local r = set_from(b, result_mt(a))
  symdiff_update(r, a)
  return r
end

local function set_ops(mt)
  local tname = mt == FrozenMT and "frozenset" or "set"
  return {
    __or__ = function(a, b)
      if not is_set(b) then return NotImplemented end
      local r = set_from(a, result_mt(a))
      if not rawequal(b, a) then update_internal(r, b) end
      return r
    end,
    __and__ = function(a, b)
      if not is_set(b) then return NotImplemented end
      return intersect(a, b)
    end,
    __sub__ = function(a, b)
      if not is_set(b) then return NotImplemented end
      return difference(a, b)
    end,
    __xor__ = function(a, b)
      if not is_set(b) then return NotImplemented end
      return symdiff(a, b)
    end,
    union = function(a, ...)
      local r = set_from(a, result_mt(a))
      for i = 1, select("#", ...) do
        local o = select(i, ...)
        if not rawequal(o, a) then update_internal(r, o) end
      end
      return r
    end,
    intersection = function(a, ...)
      local n = select("#", ...)
      if n == 0 then return set_from(a, result_mt(a)) end
      local r = a
      for i = 1, n do r = intersect(r, (select(i, ...))) end
      return r
    end,
    difference = function(a, ...)
      local n = select("#", ...)
      if n == 0 then return set_from(a, result_mt(a)) end
      local r = difference(a, (select(1, ...)))
      for i = 2, n do diff_update(r, (select(i, ...))) end
      return r
    end,
    symmetric_difference = function(a, b)
      if b == nil then argc({ "O", tname .. ".symmetric_difference" }) end
      return symdiff(a, b)
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
    copy = function(a)
      if getmetatable(a) == FrozenMT then return a end
      return set_from(a, SetMT)
    end,
    __len__ = function(s) return s["#len"] end,
    __contains__ = function(s, x) return dict_get(s, x) ~= nil end,
    __iter__ = function(s) return R.make_iter(mt["#iter"](s), "set_iterator") end,
    __repr__ = function(s) return mt["#repr"](s) end,
  }
end
local sops = set_ops(SetMT)
local A_ADD, A_DISCARD, A_REMOVE = { "O", "set.add" }, { "O", "set.discard" }, { "O", "set.remove" }
sops.add = function(s, x) if x == nil then argc(A_ADD) end sadd(s, x) return None end
sops.discard = function(s, x) if x == nil then argc(A_DISCARD) end sdel(s, x) return None end
sops.remove = function(s, x)
  if x == nil then argc(A_REMOVE) end
  if not sdel(s, x) then raise("KeyError", x) end
  return None
end
sops.pop = function(s)
  if s["#len"] == 0 then raise("KeyError", "pop from an empty set") end
  local sh = s["#lg"] ~= false and shadow(s)
  local k
  if sh then
    k = C_pop(sh)
    s["#ordc"] = false
  else
    for key in dict_pairs(s) do k = key break end
  end
  dict_del(s, k)
  return k
end
sops.clear = function(s) sclear(s) return None end
sops.update = function(s, ...)
  for i = 1, select("#", ...) do update_internal(s, (select(i, ...))) end
  return None
end
sops.intersection_update = function(s, ...)
  swap_in(s, sops.intersection(s, ...))
  return None
end
sops.difference_update = function(s, ...)
  for i = 1, select("#", ...) do diff_update(s, (select(i, ...))) end
  return None
end
sops.symmetric_difference_update = function(s, b)
  if b == nil then argc({ "O", "set.symmetric_difference_update" }) end
  symdiff_update(s, b)
  return None
end
sops.__ior__ = function(a, b) if not is_set(b) then return NotImplemented end update_internal(a, b) return a end
sops.__iand__ = function(a, b) if not is_set(b) then return NotImplemented end swap_in(a, intersect(a, b)) return a end
sops.__isub__ = function(a, b) if not is_set(b) then return NotImplemented end diff_update(a, b) return a end
sops.__ixor__ = function(a, b) if not is_set(b) then return NotImplemented end symdiff_update(a, b) return a end
sops.__hash__ = None
-- the order comparisons as methods, for subclasses (set and frozenset themselves take the
-- metamethods above)
local function order_methods(ops)
  ops.__le__ = function(a, b) if not is_set(b) then return NotImplemented end return subset(a, b) end
  ops.__ge__ = function(a, b) if not is_set(b) then return NotImplemented end return subset(b, a) end
  ops.__lt__ = function(a, b)
    if not is_set(b) then return NotImplemented end
    return a["#len"] < b["#len"] and subset(a, b)
  end
  ops.__gt__ = function(a, b)
    if not is_set(b) then return NotImplemented end
    return b["#len"] < a["#len"] and subset(b, a)
  end
end
order_methods(sops)
add_methods(set_t, sops)
local fops = set_ops(FrozenMT)
fops.__hash__ = function(s) return R.frozenset_hash(s) end
order_methods(fops)
add_methods(frozenset_t, fops)
set_t["#layout"] = { new = function(t) return newset(t == set_t and SetMT or t["#meta"]) end }
set_t["#dict"].__init__ = function(s, x)
  sclear(s)
  if x ~= nil then update_internal(s, x) end
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
