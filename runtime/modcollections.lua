-- modcollections.lua: collections: Counter, defaultdict, OrderedDict (dict subclasses),
-- deque (a table with items at [#h .. #t]), namedtuple (tuple subclasses), ChainMap.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, pairs, ipairs, next =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, select, pairs, ipairs, next
local mtype = math.type
local concat, unpack, sort, tinsert, tremove = table.concat, table.unpack, table.sort, table.insert, table.remove

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup, T, EQ = R.None, R.raise, R.typeof, R.typename,
  R.lookup, R.T, R.EQ
local LIST, TUPLE, DICT = R.LIST, R.TUPLE, R.DICT
local ListMT, TupleMT, DictMT = R.ListMT, R.TupleMT, R.DictMT
local dict_t, tuple_t, object = R.dict_t, R.tuple_t, R.object
local dict_get, dict_set, dict_del, dict_pairs = R.dict_get, R.dict_set, R.dict_del, R.dict_pairs
local iterate, repr, isinstance, index = R.iterate, R.repr, R.isinstance, R.index
local KWMARK, NotImplemented, ADD, SUB = R.KWMARK, R.NotImplemented, R.ADD, R.SUB
local make_iter = R.make_iter
R.itermeta("_deque_iterator", "_collections")
R.itermeta("_deque_reverse_iterator", "_collections")
local dictm = dict_t["#dict"]

local m = {}

-- (pos, npos, kw-as-name->value) of a call to a function with a complex signature
local function getargs(...)
  if (...) == KWMARK then
    local _, pos, npos, kw = ...
    local k = {}
    for i = 1, #kw, 2 do k[kw[i]] = kw[i + 1] end
    return pos, npos, k, kw
  end
  return { ... }, select("#", ...), nil, nil
end

local function newclass(name, bases, body)
  local t = R.CLASS(name, bases, nil, body)
  t["#dict"].__module__ = "collections"
  t["#builtin"] = true
  return t
end

local function is_mapping(x)
  local mt = getmetatable(x)
  if mt == DictMT then return true end
  if type(x) ~= "table" or not mt or not mt["#class"] then return false end
  return isinstance(x, dict_t) or lookup(typeof(x), "keys") ~= nil
end

-- for k, v in mapping_pairs(x): a dict's pairs, or keys() + x[k] for other mappings
local function mapping_pairs(x)
  local mt = getmetatable(x)
  if mt == DictMT or isinstance(x, dict_t) then return dict_pairs(x) end
  local nf = iterate(R.CALLM(x, "keys", {}))
  return function()
    local k = nf()
    if k == nil then return nil end
    return k, R.GI(x, k)
  end
end

local function inc(a, b)
  if mtype(a) == "integer" and mtype(b) == "integer" then
    local r = a + b
    if (a ~ r) & (b ~ r) >= 0 then return r end
  end
  return ADD(a, b)
end

---------------------------------------------------------------------------------------------
-- Counter
---------------------------------------------------------------------------------------------

local Counter
local function counter_update(self, it, kw, sign)
  local add = sign > 0 and inc or SUB
  if it ~= nil and it ~= None then
    if is_mapping(it) then
      for k, v in mapping_pairs(it) do
        local c = dict_get(self, k)
        dict_set(self, k, c == nil and (sign > 0 and v or R.NEG(v)) or add(c, v))
      end
    else
      local mt = getmetatable(it)
      if sign > 0 and (mt == ListMT or mt == TupleMT) then
        for i = 1, #it do
          local k = it[i]
          local c = dict_get(self, k)
          dict_set(self, k, c == nil and 1 or inc(c, 1))
        end
      else
        for k in iterate(it) do
          local c = dict_get(self, k)
          dict_set(self, k, c == nil and sign or add(c, 1))
        end
      end
    end
  end
  if kw then
    for i = 1, #kw, 2 do
      local k, v = kw[i], kw[i + 1]
      local c = dict_get(self, k)
      dict_set(self, k, c == nil and (sign > 0 and v or R.NEG(v)) or add(c, v))
    end
  end
end

-- items sorted by count, largest first (stable)
local function most_common(self, n)
  local items = {}
  for k, v in dict_pairs(self) do items[#items + 1] = TUPLE({ k, v }) end
  local cnt = #items
  local idx = {}
  for i = 1, cnt do idx[i] = i end
  sort(idx, function(i, j)
    local a, b = items[i][2], items[j][2]
    if b < a then return true end
    if a < b then return false end
    return i < j
  end)
  local out = {}
  local lim = cnt
  if n ~= nil and n ~= None then
    lim = index(n)
    if lim > cnt then lim = cnt end
  end
  for i = 1, lim do out[i] = items[idx[i]] end
  return LIST(out)
end

local function new_counter() return R.new_instance(Counter) end

local function counter_binop(kind)
  return function(self, other)
    if not isinstance(other, Counter) then return NotImplemented end
    local r = new_counter()
    if kind == "add" or kind == "sub" then
      local f = kind == "add" and inc or SUB
      for k, c in dict_pairs(self) do
        local o = dict_get(other, k)
        local nc = o == nil and c or f(c, o)
        if 0 < nc then dict_set(r, k, nc) end
      end
      for k, c in dict_pairs(other) do
        if dict_get(self, k) == nil then
          local nc = kind == "add" and c or R.NEG(c)
          if 0 < nc then dict_set(r, k, nc) end
        end
      end
    elseif kind == "or" then
      for k, c in dict_pairs(self) do
        local o = dict_get(other, k)
        local nc = (o ~= nil and c < o) and o or c
        if 0 < nc then dict_set(r, k, nc) end
      end
      for k, c in dict_pairs(other) do
        if dict_get(self, k) == nil and 0 < c then dict_set(r, k, c) end
      end
    else -- and
      for k, c in dict_pairs(self) do
        local o = dict_get(other, k)
        if o ~= nil then
          local nc = o < c and o or c
          if 0 < nc then dict_set(r, k, nc) end
        end
      end
    end
    return r
  end
end

local function counter_keep(self, f)
  local r = new_counter()
  for k, c in dict_pairs(self) do
    local nc = f(c)
    if 0 < nc then dict_set(r, k, nc) end
  end
  return r
end

-- in-place: keep positive counts only
local function keep_positive(self)
  local dead = {}
  for k, c in dict_pairs(self) do if not (0 < c) then dead[#dead + 1] = k end end
  for i = 1, #dead do dict_del(self, dead[i]) end
  return self
end

local function counter_cmp(self, other, test)
  if not isinstance(other, Counter) then return NotImplemented end
  for k, c in dict_pairs(self) do
    local o = dict_get(other, k)
    if not test(c, o == nil and 0 or o) then return false end
  end
  for k, c in dict_pairs(other) do
    if dict_get(self, k) == nil and not test(0, c) then return false end
  end
  return true
end

Counter = newclass("Counter", { dict_t }, function(ns)
  ns.__init__ = function(...)
    local pos, npos, _, kw = getargs(...)
    local self = pos[1]
    if npos > 2 then raise("TypeError", "expected at most 1 argument, got " .. (npos - 1)) end
    counter_update(self, pos[2], kw, 1)
    return None
  end
  R.sig(ns.__init__, "__init__", { "self" }, { complex = true })
  ns.__missing__ = function(self, k) return 0 end
  ns.update = function(...)
    local pos, npos, _, kw = getargs(...)
    counter_update(pos[1], pos[2], kw, 1)
    return None
  end
  R.sig(ns.update, "update", { "self" }, { complex = true })
  ns.subtract = function(...)
    local pos, npos, _, kw = getargs(...)
    counter_update(pos[1], pos[2], kw, -1)
    return None
  end
  R.sig(ns.subtract, "subtract", { "self" }, { complex = true })
  ns.most_common = R.sig(most_common, "most_common", { "self", "n" }, { nrequired = 1 })
  R.toomany(most_common, "py", 2, "Counter.most_common", 1)
  ns.elements = function(self)
    local ks, cs = {}, {}
    for k, c in dict_pairs(self) do ks[#ks + 1] = k; cs[#cs + 1] = c end
    local i, left = 1, nil
    return make_iter(function()
      while true do
        local k = ks[i]
        if k == nil then return nil end
        if left == nil then
          local c = cs[i]
          if mtype(c) ~= "integer" then c = index(c) end
          left = c
        end
        if left > 0 then left = left - 1 return k end
        i = i + 1; left = nil
      end
    end, "itertools.chain")
  end
  ns.total = function(self)
    local s = 0
    for _, c in dict_pairs(self) do s = inc(s, c) end
    return s
  end
  ns.copy = function(self)
    local cls = typeof(self)
    local r = R.new_instance(cls)
    for k, v in dict_pairs(self) do dict_set(r, k, v) end
    return r
  end
  ns.__copy__ = ns.copy
  ns.__reduce__ = function(self) return TUPLE({ typeof(self), TUPLE({ dictm.copy(self) }) }) end
  ns.__delitem__ = function(self, k) dict_del(self, k) return None end
  ns.__repr__ = function(self)
    local name = typename(self)
    if self["#len"] == 0 then return name .. "()" end
    local parts = {}
    local ok = R.pcall(function()
      for i, kv in ipairs(most_common(self)) do parts[i] = repr(kv[1]) .. ": " .. repr(kv[2]) end
    end)
    if not ok then
      parts = {}
      for k, v in dict_pairs(self) do parts[#parts + 1] = repr(k) .. ": " .. repr(v) end
    end
    return name .. "({" .. concat(parts, ", ") .. "})"
  end
  ns.__add__ = counter_binop("add")
  ns.__sub__ = counter_binop("sub")
  ns.__or__ = counter_binop("or")
  ns.__and__ = counter_binop("and")
  ns.__pos__ = function(self) return counter_keep(self, function(c) return c end) end
  ns.__neg__ = function(self) return counter_keep(self, function(c) return R.NEG(c) end) end
  ns.__iadd__ = function(self, other)
    for k, c in dict_pairs(other) do
      local o = dict_get(self, k)
      dict_set(self, k, o == nil and c or inc(o, c))
    end
    return keep_positive(self)
  end
  ns.__isub__ = function(self, other)
    for k, c in dict_pairs(other) do
      local o = dict_get(self, k)
      dict_set(self, k, o == nil and R.NEG(c) or SUB(o, c))
    end
    return keep_positive(self)
  end
  ns.__ior__ = function(self, other)
    for k, c in dict_pairs(other) do
      local o = dict_get(self, k)
      if o == nil or o < c then dict_set(self, k, c) end
    end
    return keep_positive(self)
  end
  ns.__iand__ = function(self, other)
    for k, c in dict_pairs(self) do
      local o = dict_get(other, k)
      if o == nil then o = 0 end
      if o < c then dict_set(self, k, o) end
    end
    return keep_positive(self)
  end
  ns.__eq__ = function(self, other)
    return counter_cmp(self, other, function(a, b) return EQ(a, b) end)
  end
  ns.__ne__ = function(self, other)
    local r = counter_cmp(self, other, function(a, b) return EQ(a, b) end)
    if r == NotImplemented then return r end
    return not r
  end
  ns.__le__ = function(self, other) return counter_cmp(self, other, function(a, b) return a <= b end) end
  ns.__ge__ = function(self, other) return counter_cmp(self, other, function(a, b) return b <= a end) end
  ns.__lt__ = function(self, other)
    local r = counter_cmp(self, other, function(a, b) return a <= b end)
    if r ~= true then return r end
    return not counter_cmp(self, other, function(a, b) return EQ(a, b) end)
  end
  ns.__gt__ = function(self, other)
    local r = counter_cmp(self, other, function(a, b) return b <= a end)
    if r ~= true then return r end
    return not counter_cmp(self, other, function(a, b) return EQ(a, b) end)
  end
  ns.fromkeys = R.builtins.classmethod(function(cls, it, v)
    raise("NotImplementedError", "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")
  end)
end)
-- del c[k] on a missing key does nothing
Counter["#meta"]["#delitem"] = function(self, k) dict_del(self, k) end
m.Counter = Counter

---------------------------------------------------------------------------------------------
-- defaultdict
---------------------------------------------------------------------------------------------

local function dd_missing(self, k)
  local f = rawget(self, "default_factory")
  if f == nil or f == None then raise("KeyError", k) end
  local v = f()
  dict_set(self, k, v)
  return v
end

-- the | of a dict subclass that keeps its type: a copy (copy, the class's own) updated
local function dict_or(copy)
  return function(self, other)
    if not isinstance(other, dict_t) then return NotImplemented end
    local r = copy(self)
    R.dict_update(r, other)
    return r
  end
end

local defaultdict = newclass("defaultdict", { dict_t }, function(ns)
  ns.__init__ = function(...)
    local pos, npos, _, kw = getargs(...)
    local self, f = pos[1], pos[2]
    if f == nil then f = None end
    if f ~= None and not R.builtins.callable(f) then
      raise("TypeError", "first argument must be callable or None")
    end
    rawset(self, "default_factory", f)
    if npos > 3 then raise("TypeError", "dict expected at most 1 argument, got " .. (npos - 2)) end
    if pos[3] ~= nil then R.dict_update(self, pos[3]) end
    if kw then for i = 1, #kw, 2 do dict_set(self, kw[i], kw[i + 1]) end end
    return None
  end
  R.sig(ns.__init__, "__init__", { "self" }, { complex = true })
  ns.__missing__ = dd_missing
  ns.__repr__ = function(self)
    local f = rawget(self, "default_factory")
    return typename(self) .. "(" .. repr(f == nil and None or f) .. ", " .. DictMT["#repr"](self) .. ")"
  end
  ns.copy = function(self)
    local r = R.new_instance(typeof(self))
    rawset(r, "default_factory", rawget(self, "default_factory") or None)
    for k, v in dict_pairs(self) do dict_set(r, k, v) end
    return r
  end
  ns.__copy__ = ns.copy
  -- dd | mapping and mapping | dd keep the defaultdict (dict's | gives a plain dict)
  ns.__or__ = dict_or(ns.copy)
  ns.__ror__ = function(self, other)
    if not isinstance(other, dict_t) then return NotImplemented end
    local r = R.new_instance(typeof(self))
    rawset(r, "default_factory", rawget(self, "default_factory") or None)
    R.dict_update(r, other)
    R.dict_update(r, self)
    return r
  end
end)
-- dd[k] for a missing k: straight to the factory
defaultdict["#meta"]["#getitem"] = function(d, k)
  local v = dict_get(d, k)
  if v ~= nil then return v end
  local f = d["@__missing__"]
  if f then return f(d, k) end
  return dd_missing(d, k)
end
m.defaultdict = defaultdict
rawset(defaultdict, "#tp_name", "collections.defaultdict") -- (operator messages)

---------------------------------------------------------------------------------------------
-- OrderedDict
---------------------------------------------------------------------------------------------

local function od_items(d)
  local ks, vs = {}, {}
  for k, v in dict_pairs(d) do ks[#ks + 1] = k; vs[#vs + 1] = v end
  return ks, vs
end

local OrderedDict
OrderedDict = newclass("OrderedDict", { dict_t }, function(ns)
  ns.__init__ = function(...)
    local pos, npos, _, kw = getargs(...)
    local self = pos[1]
    if npos > 2 then raise("TypeError", "expected at most 1 argument, got " .. (npos - 1)) end
    if pos[2] ~= nil then R.dict_update(self, pos[2]) end
    if kw then for i = 1, #kw, 2 do dict_set(self, kw[i], kw[i + 1]) end end
    return None
  end
  R.sig(ns.__init__, "__init__", { "self" }, { complex = true })
  ns.move_to_end = function(self, key, last)
    if key == nil then raise("TypeError", "move_to_end() missing required argument 'key' (pos 1)") end
    local v = dict_get(self, key)
    if v == nil then raise("KeyError", key) end
    if last == nil or T(last) then
      dict_del(self, key)
      dict_set(self, key, v)
    else
      local ks, vs = od_items(self)
      dictm.clear(self)
      dict_set(self, key, v)
      for i = 1, #ks do if not EQ(ks[i], key) then dict_set(self, ks[i], vs[i]) end end
    end
    return None
  end
  R.sig(ns.move_to_end, "move_to_end", { "self", "key", "last" }, { nrequired = 2 })
  ns.popitem = function(self, last)
    if self["#len"] == 0 then raise("KeyError", "dictionary is empty") end
    if last == nil or T(last) then return dictm.popitem(self) end
    local k, v = dict_pairs(self)()
    dict_del(self, k)
    return TUPLE({ k, v })
  end
  R.sig(ns.popitem, "popitem", { "self", "last" }, { nrequired = 1 })
  ns.__eq__ = function(self, other)
    if isinstance(other, OrderedDict) then
      if self["#len"] ~= other["#len"] then return false end
      local nf = dict_pairs(other)
      for k, v in dict_pairs(self) do
        local k2, v2 = nf()
        if not EQ(k, k2) or not EQ(v, v2) then return false end
      end
      return true
    end
    return dictm.__eq__(self, other)
  end
  ns.__repr__ = function(self)
    local name = typename(self)
    if self["#len"] == 0 then return name .. "()" end
    local parts = {}
    for k, v in dict_pairs(self) do parts[#parts + 1] = "(" .. repr(k) .. ", " .. repr(v) .. ")" end
    return name .. "([" .. concat(parts, ", ") .. "])"
  end
  ns.copy = function(self)
    local r = R.new_instance(typeof(self))
    for k, v in dict_pairs(self) do dict_set(r, k, v) end
    return r
  end
  ns.__copy__ = ns.copy
  -- od | mapping and mapping | od give an OrderedDict (dict's | gives a plain dict)
  ns.__or__ = dict_or(ns.copy)
  ns.__ror__ = function(self, other)
    if not isinstance(other, dict_t) then return NotImplemented end
    local r = R.new_instance(typeof(self))
    R.dict_update(r, other)
    R.dict_update(r, self)
    return r
  end
end)
m.OrderedDict = OrderedDict
rawset(OrderedDict, "#tp_name", "collections.OrderedDict")
rawset(OrderedDict, "#odict", true) -- its views' reprs say odict_keys (objdict.lua)

---------------------------------------------------------------------------------------------
-- deque: a ring buffer. ["#a"] is a plain table of ["#c"] slots (1..c, unused slots false, so
-- it stays an array), the first item is at slot ["#h"], there are ["#n"] items; maxlen at #m.
-- Item i (0-based) is at slot (h - 1 + i) % c + 1.
---------------------------------------------------------------------------------------------

local deque
local function dq_new(t)
  return setmetatable({ ["#a"] = { false, false, false, false, false, false, false, false },
    ["#h"] = 1, ["#n"] = 0, ["#c"] = 8, ["#m"] = false }, t["#meta"])
end

local function dq_len(d) return d["#n"] end

-- the items as a Lua array (1-based), and their number
local function dq_items(d)
  local a, h, n, c = d["#a"], d["#h"], d["#n"], d["#c"]
  local out = {}
  for i = 0, n - 1 do out[i + 1] = a[(h - 1 + i) % c + 1] end
  return out, n
end

-- lays items[1..n] out from slot 1, with room for at least n + 1
local function dq_setitems(d, items, n)
  local c = 8
  while c <= n do c = c * 2 end
  local a = {}
  for i = 1, n do a[i] = items[i] end
  for i = n + 1, c do a[i] = false end
  d["#a"], d["#h"], d["#n"], d["#c"] = a, 1, n, c
end

local function dq_slot(d, i) return (d["#h"] - 1 + i) % d["#c"] + 1 end

local function dq_popleft(d)
  local n = d["#n"]
  if n == 0 then raise("IndexError", "pop from an empty deque") end
  local a, h = d["#a"], d["#h"]
  local v = a[h]
  a[h] = false
  d["#h"] = h % d["#c"] + 1
  d["#n"] = n - 1
  return v
end

local function dq_pop(d)
  local n = d["#n"]
  if n == 0 then raise("IndexError", "pop from an empty deque") end
  local a, j = d["#a"], (d["#h"] + n - 2) % d["#c"] + 1
  local v = a[j]
  a[j] = false
  d["#n"] = n - 1
  return v
end

-- (append and appendleft are the methods themselves: they return None)
local function dq_append(d, x)
  local n, c = d["#n"], d["#c"]
  if d["#m"] and n >= d["#m"] then
    if d["#m"] == 0 then return None end
    dq_popleft(d)
    n = n - 1
  end
  if n == c then
    dq_setitems(d, dq_items(d))
    c = d["#c"]
  end
  d["#a"][(d["#h"] - 1 + n) % c + 1] = x
  d["#n"] = n + 1
  return None
end

local function dq_appendleft(d, x)
  local n = d["#n"]
  if d["#m"] and n >= d["#m"] then
    if d["#m"] == 0 then return None end
    dq_pop(d)
    n = n - 1
  end
  if n == d["#c"] then dq_setitems(d, dq_items(d)) end
  local h = d["#h"] - 1
  if h < 1 then h = d["#c"] end
  d["#a"][h] = x
  d["#h"] = h
  d["#n"] = n + 1
  return None
end

local function dq_extend(d, it)
  if rawequal(it, d) then it = LIST((dq_items(d))) end
  local mt = getmetatable(it)
  if mt == ListMT or mt == TupleMT then
    for i = 1, #it do dq_append(d, it[i]) end
  else
    for v in iterate(it) do dq_append(d, v) end
  end
end

local function dq_clear(d) dq_setitems(d, {}, 0) end

-- the 0-based position of index i, checked
local function dq_pos(d, i)
  local n = d["#n"]
  local j = index(i, "sequence index must be integer, not '" .. typename(i) .. "'")
  if j == nil or j >= n or j < -n then raise("IndexError", "deque index out of range") end
  if j < 0 then j = j + n end
  return j
end

local function dq_iter(d)
  local a, h0, n, c = d["#a"], d["#h"], d["#n"], d["#c"]
  local i = -1
  return function()
    if d["#n"] ~= n or d["#h"] ~= h0 or d["#a"] ~= a then
      raise("RuntimeError", "deque mutated during iteration")
    end
    i = i + 1
    if i < n then return a[(h0 - 1 + i) % c + 1] end
    return nil
  end
end

local function dq_repr(d)
  local parts = {}
  local items, n = dq_items(d)
  for i = 1, n do parts[i] = repr(items[i]) end
  local s = typename(d) .. "([" .. concat(parts, ", ") .. "]"
  if d["#m"] then s = s .. ", maxlen=" .. d["#m"] end
  return s .. ")"
end

local function dq_init(d, it, maxlen)
  if maxlen ~= nil and maxlen ~= None then
    local mx = index(maxlen)
    if mx < 0 then raise("ValueError", "maxlen must be non-negative") end
    rawset(d, "#m", mx)
  else
    rawset(d, "#m", false)
  end
  if d["#n"] > 0 then dq_clear(d) end
  if it ~= nil and it ~= None then dq_extend(d, it) end
  return None
end

local function dq_cmp(op)
  return function(a, b)
    if not isinstance(b, deque) then return NotImplemented end
    return R.seq_cmp((dq_items(a)), (dq_items(b)), op)
  end
end

local function dq_copy(d)
  local r = dq_new(typeof(d))
  rawset(r, "#m", d["#m"])
  local items, n = dq_items(d)
  for i = 1, n do dq_append(r, items[i]) end
  return r
end

local function dq_find(d, x, s, e)
  local a, h, c = d["#a"], d["#h"], d["#c"]
  local xt, eq_asked = type(x) == "table", R.eq_asked
  for i = s, e - 1 do
    local v = a[(h - 1 + i) % c + 1]
    if v == x or (not (xt and eq_asked(v, x)) and EQ(v, x)) then return i end
  end
  return nil
end

deque = newclass("deque", { object }, function(ns)
  ns.__init__ = R.sig(dq_init, "deque", { "self", "iterable", "maxlen" }, { nrequired = 1 })
  ns.append = dq_append
  ns.appendleft = dq_appendleft
  ns.pop = dq_pop
  ns.popleft = dq_popleft
  ns.extend = function(d, it) dq_extend(d, it) return None end
  ns.extendleft = function(d, it)
    if rawequal(it, d) then it = LIST((dq_items(d))) end
    for v in iterate(it) do dq_appendleft(d, v) end
    return None
  end
  ns.clear = function(d) dq_clear(d) return None end
  ns.copy = dq_copy
  ns.__copy__ = dq_copy
  ns.count = function(d, x)
    local c = 0
    local items, n = dq_items(d)
    local xt, eq_asked = type(x) == "table", R.eq_asked
    for i = 1, n do
      local v = items[i]
      if v == x or (not (xt and eq_asked(v, x)) and EQ(v, x)) then c = c + 1 end
    end
    return c
  end
  ns.index = function(d, x, start, stop)
    local n = d["#n"]
    local s, e = 0, n
    if start ~= nil then s = index(start); if s < 0 then s = s + n; if s < 0 then s = 0 end end end
    if stop ~= nil then e = index(stop); if e < 0 then e = e + n end; if e > n then e = n end end
    local i = dq_find(d, x, s, e)
    if i then return i end
    raise("ValueError", repr(x) .. " is not in deque")
  end
  ns.insert = function(d, i, x)
    local items, n = dq_items(d)
    if d["#m"] and n >= d["#m"] then raise("IndexError", "deque already at its maximum size") end
    local j = index(i)
    if j < 0 then j = j + n; if j < 0 then j = 0 end end
    if j > n then j = n end
    tinsert(items, j + 1, x)
    dq_setitems(d, items, n + 1)
    return None
  end
  ns.remove = function(d, x)
    local i = dq_find(d, x, 0, d["#n"])
    if i == nil then raise("ValueError", repr(x) .. " is not in deque") end
    local items, n = dq_items(d)
    tremove(items, i + 1)
    dq_setitems(d, items, n - 1)
    return None
  end
  ns.reverse = function(d)
    local items, n = dq_items(d)
    local r = {}
    for i = 1, n do r[i] = items[n + 1 - i] end
    dq_setitems(d, r, n)
    return None
  end
  ns.rotate = function(d, k)
    local n = d["#n"]
    if n <= 1 then return None end
    k = k == nil and 1 or index(k)
    k = k % n
    if k == 0 then return None end
    local items = dq_items(d)
    local r = {}
    for i = 1, n do r[(i - 1 + k) % n + 1] = items[i] end
    dq_setitems(d, r, n)
    return None
  end
  ns.__len__ = dq_len
  ns.__getitem__ = function(d, i) return d["#a"][dq_slot(d, dq_pos(d, i))] end
  ns.__setitem__ = function(d, i, v) d["#a"][dq_slot(d, dq_pos(d, i))] = v return None end
  ns.__delitem__ = function(d, i)
    local p = dq_pos(d, i)
    local items, n = dq_items(d)
    tremove(items, p + 1)
    dq_setitems(d, items, n - 1)
    return None
  end
  ns.__contains__ = function(d, x) return dq_find(d, x, 0, d["#n"]) ~= nil end
  ns.__iter__ = function(d) return make_iter(dq_iter(d), "_deque_iterator") end
  ns.__reversed__ = function(d)
    local i = d["#n"]
    return make_iter(function()
      i = i - 1
      if i >= 0 and i < d["#n"] then return d["#a"][dq_slot(d, i)] end
      return nil
    end, "_deque_reverse_iterator")
  end
  ns.__repr__ = dq_repr
  ns.__eq__ = dq_cmp("eq")
  ns.__ne__ = function(a, b)
    if not isinstance(b, deque) then return NotImplemented end
    return not dq_cmp("eq")(a, b)
  end
  ns.__lt__ = dq_cmp("lt")
  ns.__le__ = dq_cmp("le")
  ns.__gt__ = dq_cmp("gt")
  ns.__ge__ = dq_cmp("ge")
  ns.__hash__ = None
  ns.__add__ = function(a, b)
    if not isinstance(b, deque) then
      raise("TypeError", 'can only concatenate deque (not "' .. typename(b) .. '") to deque')
    end
    local r = dq_copy(a)
    dq_extend(r, b)
    return r
  end
  ns.__iadd__ = function(a, b) dq_extend(a, b) return a end
  ns.__mul__ = function(a, k)
    local r = dq_copy(a)
    local items, n = dq_items(a)
    dq_clear(r)
    for _ = 1, index(k) do for i = 1, n do dq_append(r, items[i]) end end
    return r
  end
  ns.__imul__ = function(a, k)
    local items, n = dq_items(a)
    dq_clear(a)
    for _ = 1, index(k) do for i = 1, n do dq_append(a, items[i]) end end
    return a
  end
  ns.maxlen = setmetatable({ fget = function(d) return d["#m"] or None end, fset = None, fdel = None },
    R.PropertyMT)
end)
deque["#layout"] = { new = dq_new }
do
  local meta = deque["#meta"]
  meta["#ordered"] = false -- its items are in its array part
  meta["#len"] = dq_len
  meta["#iter"] = dq_iter
  meta["#getitem"] = function(d, i)
    if mtype(i) == "integer" then
      local n = d["#n"]
      if i < 0 then i = i + n end
      if i >= 0 and i < n then return d["#a"][(d["#h"] - 1 + i) % d["#c"] + 1] end
    end
    return d["#a"][dq_slot(d, dq_pos(d, i))]
  end
  meta["#setitem"] = function(d, i, v) d["#a"][dq_slot(d, dq_pos(d, i))] = v end
  meta["#delitem"] = function(d, i) deque["#dict"].__delitem__(d, i) end
  meta["#contains"] = deque["#dict"].__contains__
  meta["#key"] = false
  meta.__bool = function(d) return d["#n"] > 0 end
  host.setfast(dq_len, 25) -- len(q) and `while q:` read "#n" in the VM (patches/lua/0023)
  host.setfast(meta.__bool, 27)
  host.setfast(dq_append, 29) -- and these in place when they can (patches/lua/0029)
  host.setfast(dq_popleft, 30)
  host.setfast(dq_pop, 31)
end
-- deque(...) itself skips the generic instantiation (subclasses do not see "#call")
deque["#call"] = function(t, it, maxlen)
  local d = dq_new(deque)
  dq_init(d, it, maxlen)
  return d
end
rawset(deque, "#pyseq", true) -- a sequence for match patterns (objmatch.lua)
m.deque = deque
rawset(deque, "#tp_name", "collections.deque")

---------------------------------------------------------------------------------------------
-- namedtuple
---------------------------------------------------------------------------------------------

local function is_ident(s)
  return type(s) == "string" and s:find("^[%a_][%w_]*$") ~= nil
end
local keywords = {}
for w in ("False None True and as assert async await break class continue def del elif else except " ..
          "finally for from global if import in is lambda nonlocal not or pass raise return try " ..
          "while with yield"):gmatch("%S+") do keywords[w] = true end

-- a namedtuple's fields are read-only (CPython 3.11's _tuplegetter words)
local function ro_field() raise("AttributeError", "can't set attribute") end
local function ro_del() raise("AttributeError", "can't delete attribute") end

local function namedtuple(...)
  local pos, npos, kwm = getargs(...)
  local typename_, names = pos[1], pos[2]
  kwm = kwm or {}
  if typename_ == nil then raise("TypeError", "namedtuple() missing 2 required positional arguments: 'typename' and 'field_names'") end
  if names == nil then raise("TypeError", "namedtuple() missing 1 required positional argument: 'field_names'") end
  local fields = {}
  if type(names) == "string" then
    for w in names:gsub(",", " "):gmatch("%S+") do fields[#fields + 1] = w end
  else
    for v in iterate(names) do fields[#fields + 1] = R.str(v) end
  end
  local rename = kwm.rename ~= nil and T(kwm.rename)
  local seen = {}
  for i, f in ipairs(fields) do
    if rename and (not is_ident(f) or keywords[f] or f:sub(1, 1) == "_" or seen[f]) then
      f = "_" .. (i - 1)
      fields[i] = f
    end
    seen[f] = true
  end
  for _, nm in ipairs({ typename_, unpack(fields) }) do
    if not is_ident(nm) then
      raise("ValueError", "Type names and field names must be valid identifiers: " .. repr(nm))
    end
    if keywords[nm] then
      raise("ValueError", "Type names and field names cannot be a keyword: " .. repr(nm))
    end
  end
  local dup = {}
  for _, f in ipairs(fields) do
    if f:sub(1, 1) == "_" and not rename then
      raise("ValueError", "Field names cannot start with an underscore: " .. repr(f))
    end
    if dup[f] then raise("ValueError", "Encountered duplicate field name: " .. repr(f)) end
    dup[f] = true
  end
  local nf = #fields
  local fidx = {}
  for i, f in ipairs(fields) do fidx[f] = i end
  local defaults = {}
  local dflt = kwm.defaults
  local ndefaults = 0
  if dflt ~= nil and dflt ~= None then
    local arr = R.toarray(dflt)
    if #arr > nf then raise("TypeError", "Got more default values than field names") end
    for i = 1, #arr do defaults[nf - #arr + i] = arr[i] end
    ndefaults = #arr
  end
  -- __new__'s count of positional parameters (cls and the fields), as CPython words it
  local takes = ndefaults > 0 and ("from " .. (nf + 1 - ndefaults) .. " to " .. (nf + 1)) or ((nf + 1) .. "")
  local cls
  local meta
  -- builds an instance from positional values (array, count)
  local function build(t, arr, n)
    if n > nf then
      raise("TypeError", typename_ .. ".__new__() takes " .. takes .. " positional argument" ..
        (takes == "1" and "" or "s") .. " but " .. (n + 1) .. " were given")
    end
    if n < nf then
      local missing = {}
      for i = n + 1, nf do
        if arr[i] == nil then
          if defaults[i] ~= nil then arr[i] = defaults[i] else missing[#missing + 1] = "'" .. fields[i] .. "'" end
        end
      end
      if #missing > 0 then
        local list
        if #missing == 1 then list = missing[1]
        elseif #missing == 2 then list = missing[1] .. " and " .. missing[2]
        else list = concat(missing, ", ", 1, #missing - 1) .. ", and " .. missing[#missing] end
        raise("TypeError", typename_ .. ".__new__() missing " .. #missing .. " required positional argument" ..
          (#missing == 1 and "" or "s") .. ": " .. list)
      end
    end
    return setmetatable(arr, t == cls and meta or t["#meta"])
  end
  local function call_kw(t, p, np, kw)
    local arr = {}
    for i = 1, np do arr[i] = p[i] end
    for i = 1, #kw, 2 do
      local k = kw[i]
      local j = fidx[k]
      if not j then raise("TypeError", typename_ .. ".__new__() got an unexpected keyword argument '" .. k .. "'") end
      if arr[j] ~= nil then raise("TypeError", typename_ .. ".__new__() got multiple values for argument '" .. k .. "'") end
      arr[j] = kw[i + 1]
    end
    local n = np
    for i = np + 1, nf do if arr[i] ~= nil then n = i end end
    for i = 1, n do if arr[i] == nil then n = i - 1 break end end
    local o = build(t, arr, n)
    if t ~= cls then
      local init = lookup(t, "__init__")
      if init and init ~= object["#dict"].__init__ then R.CALL(init, { o, unpack(p, 1, np) }, kw) end
    end
    return o
  end
  cls = R.CLASS(typename_, { tuple_t }, nil, function(ns)
    ns.__new__ = function(t, ...)
      local n = select("#", ...)
      return build(t, { ... }, n)
    end
    ns.__doc__ = typename_ .. "(" .. concat(fields, ", ") .. ")"
    ns._fields = TUPLE({ unpack(fields) })
    local fd = DICT()
    for i = 1, nf do if defaults[i] ~= nil then dict_set(fd, fields[i], defaults[i]) end end
    ns._field_defaults = fd
    ns.__match_args__ = TUPLE({ unpack(fields) })
    ns.__slots__ = R.EMPTY
    ns._asdict = function(self)
      local d = DICT()
      for i = 1, nf do dict_set(d, fields[i], self[i]) end
      return d
    end
    ns._replace = function(...)
      local p, np, _, kw = getargs(...)
      local self = p[1]
      local arr = { unpack(self, 1, nf) }
      if kw then
        local bad = {}
        for i = 1, #kw, 2 do
          local j = fidx[kw[i]]
          if j then arr[j] = kw[i + 1] else bad[#bad + 1] = kw[i] end
        end
        if #bad > 0 then
          local names_ = {}
          for i, b in ipairs(bad) do names_[i] = repr(b) end
          raise("ValueError", "Got unexpected field names: [" .. concat(names_, ", ") .. "]")
        end
      end
      return setmetatable(arr, getmetatable(self))
    end
    R.sig(ns._replace, "_replace", { "self" }, { complex = true })
    ns._make = R.builtins.classmethod(function(t, it)
      local arr = R.toarray(it)
      if #arr ~= nf then raise("TypeError", "Expected " .. nf .. " arguments, got " .. #arr) end
      return setmetatable(arr, t["#meta"])
    end)
    ns.__repr__ = function(self)
      local parts = {}
      for i = 1, nf do parts[i] = fields[i] .. "=" .. repr(self[i]) end
      return typename(self) .. "(" .. concat(parts, ", ") .. ")"
    end
    ns.__getnewargs__ = function(self) return TUPLE({ unpack(self, 1, nf) }) end
    for i = 1, nf do
      ns[fields[i]] = setmetatable({ fget = function(o) return o[i] end, fset = ro_field, fdel = ro_del }, R.PropertyMT)
    end
    ns.__init_subclass__ = function(t) t["#call_kw"] = call_kw end
  end)
  cls["#dict"].__module__ = kwm.module ~= nil and kwm.module ~= None and kwm.module or "__main__"
  R.build_flat(cls)
  meta = cls["#meta"]
  local flat = cls["#flat"]
  meta.__index = function(o, k)
    local i = fidx[k]
    if i then return o[i] end
    return flat[k]
  end
  meta["#slots"] = {} -- __slots__ = (): setattr of another name fails too (see SA)
  meta.__newindex = function(o, k, v)
    if type(k) == "string" then
      if fidx[k] then raise("AttributeError", "can't set attribute") end
      raise("AttributeError", "'" .. typename(o) .. "' object has no attribute '" .. k .. "'")
    end
    rawset(o, k, v)
  end
  cls["#call"] = function(t, ...)
    local n = select("#", ...)
    if n == nf then return setmetatable({ ... }, meta) end
    return build(t, { ... }, n)
  end
  cls["#call_kw"] = call_kw
  return cls
end
m.namedtuple = R.sig(namedtuple, "namedtuple", { "typename", "field_names" }, { complex = true })

---------------------------------------------------------------------------------------------
-- ChainMap
---------------------------------------------------------------------------------------------

local function cm_get(self, k)
  local maps = rawget(self, "maps")
  for i = 1, #maps do
    local mp = maps[i]
    if getmetatable(mp) == DictMT then
      local v = dict_get(mp, k)
      if v ~= nil then return v end
    elseif R.IN(k, mp) then
      return R.GI(mp, k)
    end
  end
  return nil
end

local function cm_keys(self)
  local d = DICT()
  local maps = rawget(self, "maps")
  for i = #maps, 1, -1 do
    for k in iterate(maps[i]) do dict_set(d, k, None) end
  end
  return d
end

local ChainMap
ChainMap = newclass("ChainMap", { object }, function(ns)
  ns.__init__ = function(self, ...)
    local maps = { ... }
    if #maps == 0 then maps[1] = DICT() end
    rawset(self, "maps", LIST(maps))
    return None
  end
  ns.__getitem__ = function(self, k)
    local v = cm_get(self, k)
    if v ~= nil then return v end
    local f = self["@__missing__"]
    if f then return f(self, k) end
    raise("KeyError", k)
  end
  ns.get = function(self, k, default)
    local v = cm_get(self, k)
    if v ~= nil then return v end
    return default == nil and None or default
  end
  ns.__setitem__ = function(self, k, v) R.SI(rawget(self, "maps")[1], k, v) return None end
  ns.__delitem__ = function(self, k)
    local mp = rawget(self, "maps")[1]
    if not R.IN(k, mp) then raise("KeyError", "Key not found in the first mapping: " .. repr(k)) end
    R.DI(mp, k)
    return None
  end
  ns.__len__ = function(self) return cm_keys(self)["#len"] end
  ns.__iter__ = function(self) return make_iter(DictMT["#iter"](cm_keys(self)), "dict_keyiterator") end
  ns.__contains__ = function(self, k) return cm_get(self, k) ~= nil end
  ns.__bool__ = function(self)
    for _, mp in ipairs(rawget(self, "maps")) do if T(mp) then return true end end
    return false
  end
  ns.keys = function(self) return dictm.keys(cm_keys(self)) end
  ns.items = function(self)
    local d = cm_keys(self)
    for k in dict_pairs(d) do dict_set(d, k, cm_get(self, k)) end
    return dictm.items(d)
  end
  ns.values = function(self)
    local d = cm_keys(self)
    for k in dict_pairs(d) do dict_set(d, k, cm_get(self, k)) end
    return dictm.values(d)
  end
  ns.new_child = function(self, mp)
    local maps = { (mp == nil or mp == None) and DICT() or mp }
    for _, x in ipairs(rawget(self, "maps")) do maps[#maps + 1] = x end
    return typeof(self)(unpack(maps))
  end
  ns.parents = setmetatable({ fget = function(self)
    local maps = rawget(self, "maps")
    return typeof(self)(unpack(maps, 2, #maps))
  end, fset = None, fdel = None }, R.PropertyMT)
  ns.copy = function(self)
    local maps = rawget(self, "maps")
    return typeof(self)(R.CALLM(maps[1], "copy", {}), unpack(maps, 2, #maps))
  end
  ns.__copy__ = ns.copy
  ns.pop = function(self, k, default)
    local mp = rawget(self, "maps")[1]
    if R.IN(k, mp) then
      local v = R.GI(mp, k)
      R.DI(mp, k)
      return v
    end
    if default ~= nil then return default end
    raise("KeyError", "Key not found in the first mapping: " .. repr(k))
  end
  ns.popitem = function(self)
    local mp = rawget(self, "maps")[1]
    if not T(mp) then raise("KeyError", "No keys found in the first mapping.") end
    return R.CALLM(mp, "popitem", {})
  end
  ns.clear = function(self) R.CALLM(rawget(self, "maps")[1], "clear", {}) return None end
  ns.__repr__ = function(self)
    local parts = {}
    for i, mp in ipairs(rawget(self, "maps")) do parts[i] = repr(mp) end
    return typename(self) .. "(" .. concat(parts, ", ") .. ")"
  end
  ns.__eq__ = function(self, other)
    local a = DICT()
    for k in dict_pairs(cm_keys(self)) do dict_set(a, k, cm_get(self, k)) end
    if isinstance(other, ChainMap) then
      local b = DICT()
      for k in dict_pairs(cm_keys(other)) do dict_set(b, k, cm_get(other, k)) end
      other = b
    end
    return EQ(a, other)
  end
  ns.__hash__ = None
end)
do
  local meta, d = ChainMap["#meta"], ChainMap["#dict"]
  meta["#getitem"] = d.__getitem__
  meta["#setitem"] = function(o, k, v) d.__setitem__(o, k, v) end
  meta["#delitem"] = function(o, k) d.__delitem__(o, k) end
  meta["#len"] = d.__len__
  meta["#iter"] = function(o) return DictMT["#iter"](cm_keys(o)) end
  meta["#contains"] = d.__contains__
  meta["#key"] = false
end
rawset(ChainMap, "#pymap", true) -- a mapping for match patterns (objmatch.lua)
m.ChainMap = ChainMap
-- Counter[str], deque[int] ...: types.GenericAlias, as CPython's __class_getitem__
for _, t in ipairs({ Counter, defaultdict, OrderedDict, deque, ChainMap }) do rawset(t, "#generic", true) end

-- UserDict, as CPython's: a mapping over a real dict in self.data whose every method goes
-- through self[k] (so a subclass's __setitem__/__getitem__ are used by update, get, ...)
local function ud_update(self, other, kw)
  if other ~= nil then
    local keys = R.hasattr(other, "keys") and R.CALLM(other, "keys", {})
    if keys then
      for k in iterate(keys) do R.SI(self, k, R.GI(other, k)) end
    else
      for item in iterate(other) do
        local k, v = R.UNPACK(item, 2)
        R.SI(self, k, v)
      end
    end
  end
  if kw then for k, v in dict_pairs(kw) do R.SI(self, k, v) end end
end
local function ud_data(self) return R.GA(self, "data") end
local function ud_has(self, k) return R.IN(k, self) end
m.UserDict = newclass("UserDict", { object }, function(ns)
  ns.__init__ = R.sig(function(...)
    local self, d, kw = R.ARGS(R.SIG[ns.__init__], ...)
    R.SA(self, "data", DICT(), true)
    ud_update(self, d ~= None and d or nil, kw)
    return None
  end, "__init__", { "self", "dict" }, { nposonly = 2, nrequired = 1, kwarg = "kwargs", complex = true,
                                        defaults = { None } })
  ns.__len__ = function(self) return R.LEN(ud_data(self)) end
  ns.__getitem__ = function(self, k)
    local data = ud_data(self)
    if R.IN(k, data) then return R.GI(data, k) end
    local missing = lookup(typeof(self), "__missing__")
    if missing then return missing(self, k) end
    raise("KeyError", k)
  end
  ns.__setitem__ = function(self, k, v) R.SI(ud_data(self), k, v) return None end
  ns.__delitem__ = function(self, k) R.DI(ud_data(self), k) return None end
  ns.__iter__ = function(self) return R.builtins.iter(ud_data(self)) end
  ns.__contains__ = function(self, k) return R.IN(k, ud_data(self)) end
  ns.__repr__ = function(self) return repr(ud_data(self)) end
  ns.__eq__ = function(self, o)
    if isinstance(o, m.UserDict) then o = ud_data(o) end
    if getmetatable(o) ~= DictMT and not isinstance(o, dict_t) then return NotImplemented end
    return EQ(ud_data(self), o)
  end
  ns.__hash__ = None
  ns.get = R.sig(function(self, k, default) -- Mapping.get: self[k] (so __missing__ too)
    local ok, v = R.pcall(R.GI, self, k)
    if ok then return v end
    if not isinstance(R.EXC(v), R.exc_classes.KeyError) then R.RERAISE(v) end
    return default == nil and None or default
  end, "get", { "self", "key", "default" }, { nrequired = 2 })
  ns.setdefault = R.sig(function(self, k, default)
    if default == nil then default = None end
    if ud_has(self, k) then return R.GI(self, k) end
    R.SI(self, k, default)
    return default
  end, "setdefault", { "self", "key", "default" }, { nrequired = 2 })
  ns.pop = R.sig(function(self, k, default)
    if ud_has(self, k) then
      local v = R.GI(self, k)
      R.DI(self, k)
      return v
    end
    if default == nil then raise("KeyError", k) end
    return default
  end, "pop", { "self", "key", "default" }, { nrequired = 2 })
  ns.popitem = function(self)
    local k
    for key in iterate(self) do k = key break end
    if k == nil then raise("KeyError", "popitem(): dictionary is empty") end
    local v = R.GI(self, k)
    R.DI(self, k)
    return TUPLE({ k, v })
  end
  ns.clear = function(self)
    for _, k in ipairs(R.toarray(self)) do R.DI(self, k) end
    return None
  end
  ns.update = R.sig(function(...)
    local self, other, kw = R.ARGS(R.SIG[ns.update], ...)
    ud_update(self, other, kw)
    return None
  end, "update", { "self", "other" }, { nposonly = 2, nrequired = 1, kwarg = "kwds", complex = true })
  ns.keys = function(self) return R.CALLM(ud_data(self), "keys", {}) end
  ns.values = function(self)
    local out = {}
    for k in iterate(self) do out[#out + 1] = R.GI(self, k) end
    return LIST(out)
  end
  ns.items = function(self)
    local out = {}
    for k in iterate(self) do out[#out + 1] = TUPLE({ k, R.GI(self, k) }) end
    return LIST(out)
  end
  ns.copy = function(self)
    local c = R.CALL(typeof(self), {}, nil)
    ud_update(c, ud_data(self), nil)
    return c
  end
  ns.__or__ = function(self, o)
    local c = ns.copy(self)
    ud_update(c, isinstance(o, m.UserDict) and ud_data(o) or o, nil)
    return c
  end
  ns.__ior__ = function(self, o) ud_update(self, o, nil) return self end
  ns.__ror__ = function(self, o)
    if not isinstance(o, dict_t) then return NotImplemented end
    return typeof(self)(R.BOR(o, ud_data(self)))
  end
  ns.__copy__ = function(self) return ns.copy(self) end
  ns.fromkeys = R.builtins.classmethod(function(cls, keys, value)
    local d = cls()
    for k in iterate(keys) do R.SI(d, k, value == nil and None or value) end
    return d
  end)
end)
-- UserList: a wrapper with its contents in self.data, a list, as Lib/collections/__init__.py
-- writes it, so a subclass's methods can use self.data
local function data(self) return R.GA(self, "data") end
local function ckw(f, name, params, extra) -- a method taking keywords through R.ARGS
  local sig = { name = name, params = params, nposonly = #params, nrequired = 1, complex = true }
  for k, v in pairs(extra or {}) do sig[k] = v end
  local g = function(...) return f(R.ARGS(sig, ...)) end
  R.SIG[g] = sig
  return g
end
local UserList
local function cast(other) return isinstance(other, UserList) and data(other) or other end
UserList = newclass("UserList", { object }, function(ns)
  ns.__init__ = function(self, initlist)
    local l = LIST({})
    if initlist ~= nil and initlist ~= None then
      for x in iterate(cast(initlist)) do l[#l + 1] = x end
    end
    R.SA(self, "data", l)
    return None
  end
  ns.__repr__ = function(self) return repr(data(self)) end
  for _, op in ipairs({ "lt", "le", "gt", "ge" }) do
    ns["__" .. op .. "__"] = function(self, other) return R.richcmp(op, data(self), cast(other)) end
  end
  ns.__eq__ = function(self, other) return EQ(data(self), cast(other)) end
  ns.__hash__ = None
  ns.__contains__ = function(self, x) return R.IN(x, data(self)) end
  ns.__len__ = function(self) return R.LEN(data(self)) end
  ns.__getitem__ = function(self, i)
    if getmetatable(i) == R.SliceMT then return typeof(self)(R.GI(data(self), i)) end
    return R.GI(data(self), i)
  end
  ns.__setitem__ = function(self, i, v) R.SI(data(self), i, v) return None end
  ns.__delitem__ = function(self, i) R.DI(data(self), i) return None end
  ns.__iter__ = function(self) return R.builtins.iter(data(self)) end
  ns.__reversed__ = function(self) return R.builtins.reversed(data(self)) end
  ns.__add__ = function(self, other)
    if isinstance(other, UserList) then return typeof(self)(ADD(data(self), data(other))) end
    if isinstance(other, R.list_t) then return typeof(self)(ADD(data(self), other)) end
    return typeof(self)(ADD(data(self), R.builtins.list(other)))
  end
  ns.__radd__ = function(self, other)
    if isinstance(other, UserList) then return typeof(self)(ADD(data(other), data(self))) end
    if isinstance(other, R.list_t) then return typeof(self)(ADD(other, data(self))) end
    return typeof(self)(ADD(R.builtins.list(other), data(self)))
  end
  ns.__iadd__ = function(self, other)
    R.CALLM(data(self), "extend", { cast(other) })
    return self
  end
  ns.__mul__ = function(self, n) return typeof(self)(R.MUL(data(self), n)) end
  ns.__rmul__ = ns.__mul__
  ns.__imul__ = function(self, n)
    R.SA(self, "data", R.MUL(data(self), n))
    return self
  end
  ns.__copy__ = function(self) return typeof(self)(R.CALLM(data(self), "copy", {})) end
  ns.append = function(self, x) R.CALLM(data(self), "append", { x }) return None end
  ns.insert = function(self, i, x) R.CALLM(data(self), "insert", { i, x }) return None end
  ns.pop = function(self, i) return R.CALLM(data(self), "pop", { i == nil and -1 or i }) end
  ns.remove = function(self, x) R.CALLM(data(self), "remove", { x }) return None end
  ns.clear = function(self) R.CALLM(data(self), "clear", {}) return None end
  ns.copy = function(self) return typeof(self)(self) end
  ns.count = function(self, x) return R.CALLM(data(self), "count", { x }) end
  ns.index = function(self, ...) return R.CALLM(data(self), "index", { ... }) end
  ns.reverse = function(self) R.CALLM(data(self), "reverse", {}) return None end
  ns.sort = ckw(function(self, key, reverse)
    local kw = {}
    if key ~= nil then kw[#kw + 1] = "key"; kw[#kw + 1] = key end
    if reverse ~= nil then kw[#kw + 1] = "reverse"; kw[#kw + 1] = reverse end
    R.CALLM(data(self), "sort", {}, #kw > 0 and kw or nil)
    return None
  end, "sort", { "self" }, { kwonly = { "key", "reverse" } })
  ns.extend = function(self, other) R.CALLM(data(self), "extend", { cast(other) }) return None end
end)
m.UserList = UserList

-- UserString: a str in self.data, as Lib/collections/__init__.py writes it: the methods that
-- make a str make an object of the class (self.__class__(...)); the others give the str's
-- results; a UserString argument stands for its data where CPython's methods unwrap it
local UserString
local function sdata(x) return isinstance(x, UserString) and R.GA(x, "data") or x end
local function wrap(self, v) return R.CALL(typeof(self), { v }) end
-- a method forwarding to the data's: rewrap its result (or not); unwrap = which arguments
-- may be UserStrings
local function forward(name, rewrap, unwrap)
  local f = function(...)
    local pos, npos, _, kw = getargs(...)
    local self = pos[1]
    local args = {}
    for i = 2, npos do
      local a = pos[i]
      if unwrap and unwrap[i - 1] then a = sdata(a) end
      args[i - 1] = a
    end
    local r = R.CALLM(R.GA(self, "data"), name, args, kw and #kw > 0 and kw or nil)
    if rewrap then return wrap(self, r) end
    return r
  end
  R.sig(f, name, {}, { complex = true })
  return f
end
local US_WRAP = { "capitalize", "casefold", "center", "expandtabs", "ljust", "lower", "lstrip",
  "rjust", "rstrip", "strip", "swapcase", "title", "translate", "upper", "zfill",
  "removeprefix", "removesuffix" }
local US_PLAIN = { "encode", "endswith", "format", "format_map", "isalpha", "isalnum", "isascii",
  "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric", "isprintable", "isspace",
  "istitle", "isupper", "join", "partition", "rpartition", "rsplit", "split", "splitlines",
  "startswith" }
UserString = newclass("UserString", { object }, function(ns)
  ns.__init__ = function(self, seq)
    if seq == nil then raise("TypeError", "UserString.__init__() missing 1 required positional argument: 'seq'") end
    if type(seq) == "string" then
      R.SA(self, "data", seq)
    elseif isinstance(seq, UserString) then
      R.SA(self, "data", R.GA(seq, "data"))
    else
      R.SA(self, "data", R.str(seq))
    end
    return None
  end
  ns.__str__ = function(self) return R.str(R.GA(self, "data")) end
  ns.__repr__ = function(self) return repr(R.GA(self, "data")) end
  ns.__int__ = function(self) return R.builtins.int(R.GA(self, "data")) end
  ns.__float__ = function(self) return R.builtins.float(R.GA(self, "data")) end
  ns.__hash__ = function(self) return R.hash(R.GA(self, "data")) end
  for _, op in ipairs({ "lt", "le", "gt", "ge" }) do
    ns["__" .. op .. "__"] = function(self, other) return R.richcmp(op, R.GA(self, "data"), sdata(other)) end
  end
  ns.__eq__ = function(self, other) return EQ(R.GA(self, "data"), sdata(other)) end
  ns.__contains__ = function(self, ch) return R.IN(sdata(ch), R.GA(self, "data")) end
  ns.__len__ = function(self) return R.LEN(R.GA(self, "data")) end
  ns.__getitem__ = function(self, i) return wrap(self, R.GI(R.GA(self, "data"), i)) end
  ns.__iter__ = function(self) return R.builtins.iter(R.GA(self, "data")) end
  ns.__add__ = function(self, other)
    local d = R.GA(self, "data")
    if isinstance(other, UserString) then return wrap(self, d .. R.GA(other, "data")) end
    if type(other) == "string" then return wrap(self, d .. other) end
    return wrap(self, d .. R.str(other))
  end
  ns.__radd__ = function(self, other)
    local d = R.GA(self, "data")
    if type(other) == "string" then return wrap(self, other .. d) end
    return wrap(self, R.str(other) .. d)
  end
  ns.__mul__ = function(self, n) return wrap(self, R.MUL(R.GA(self, "data"), n)) end
  ns.__rmul__ = ns.__mul__
  ns.__mod__ = function(self, args) return wrap(self, R.MOD(R.GA(self, "data"), args)) end
  ns.__rmod__ = function(self, template) return wrap(self, R.MOD(R.str(template), self)) end
  for _, name in ipairs(US_WRAP) do ns[name] = forward(name, true) end
  for _, name in ipairs(US_PLAIN) do ns[name] = forward(name, false) end
  for _, name in ipairs({ "count", "find", "index", "rfind", "rindex" }) do
    ns[name] = forward(name, false, { true })
  end
  ns.replace = forward("replace", true, { true, true })
end)
m.UserString = UserString

return m
end
