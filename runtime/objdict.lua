-- objdict.lua: the dict type: an insertion-ordered hash keyed by dkey (objobject.lua), and its views.
local type, getmetatable, setmetatable, rawget, rawset, error, pcall, next, pairs, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, error, pcall, next, pairs, ipairs
local table_sort = table.sort
local mtype = math.type
local format, concat = string.format, table.concat

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None = R.None
local raise, typeof, typename, lookup, EQ = R.raise, R.typeof, R.typename, R.lookup, R.EQ
local object, NotImplemented = R.object, R.NotImplemented
local TupleMT, DictMT, SetMT, FrozenMT = R.TupleMT, R.DictMT, R.SetMT, R.FrozenMT
local add_methods = R.add_methods
local function repr(x) return R.repr(x) end
local argc = R.argc
local A_GET, A_SETDEFAULT, A_POP, A_FROMKEYS = { "E", "get", 1, 2 }, { "E", "setdefault", 1, 2 },
  { "E", "pop", 1, 2 }, { "E", "fromkeys", 1, 2 }
local dkey, iterate, toarray, TUPLE, repr_active = R.dkey, R.iterate, R.toarray, R.TUPLE, R.repr_active

---------------------------------------------------------------------------------------------
-- dict
---------------------------------------------------------------------------------------------
-- Fields: ["#k"] keys by slot, ["#v"] values by slot, ["#i"] Lua key -> slot,
-- ["#n"] slots used, ["#len"] live entries. Deleted slots hold the TOMB marker.

local TOMB = host.sentinel() -- userdata: `k ~= TOMB` never calls a key's __eq
local dict_t = R.builtin_type("dict", { object }, {}, DictMT)
R.dict_t = dict_t

local function DICT()
  return setmetatable({ ["#k"] = {}, ["#v"] = {}, ["#i"] = {}, ["#n"] = 0, ["#len"] = 0 }, DictMT)
end
R.DICT = DICT

local function dict_get(d, k)
  local lk = k
  local tk = type(k)
  if tk ~= "string" and mtype(k) ~= "integer" then lk = dkey(k) end
  local slot = d["#i"][lk]
  if slot then return d["#v"][slot] end
  return nil
end
R.dict_get = dict_get

local function dict_set(d, k, v)
  local lk = k
  if type(k) ~= "string" and mtype(k) ~= "integer" then lk = dkey(k) end
  local idx = d["#i"]
  local slot = idx[lk]
  if slot then
    d["#v"][slot] = v
    return
  end
  local n = d["#n"] + 1
  d["#n"] = n
  d["#k"][n] = k
  d["#v"][n] = v
  idx[lk] = n
  d["#len"] = d["#len"] + 1
end
R.dict_set = dict_set

local function dict_compact(d)
  local ks, vs = d["#k"], d["#v"]
  local nk, nv, idx = {}, {}, {}
  local j = 0
  for i = 1, d["#n"] do
    local k = ks[i]
    if k ~= TOMB then
      j = j + 1
      nk[j] = k; nv[j] = vs[i]
      local lk = k
      if type(k) ~= "string" and mtype(k) ~= "integer" then lk = dkey(k) end
      idx[lk] = j
    end
  end
  d["#k"], d["#v"], d["#i"], d["#n"] = nk, nv, idx, j
end

local function dict_del(d, k)
  local lk = k
  if type(k) ~= "string" and mtype(k) ~= "integer" then lk = dkey(k) end
  local idx = d["#i"]
  local slot = idx[lk]
  if not slot then return false end
  idx[lk] = nil
  local v = d["#v"][slot]
  d["#k"][slot] = TOMB
  d["#v"][slot] = nil
  d["#len"] = d["#len"] - 1
  if slot == d["#n"] then
    -- trailing tombstones can go at once (pop from the end stays O(1))
    local n = slot
    local ks = d["#k"]
    while n > 0 and ks[n] == TOMB do ks[n] = nil; n = n - 1 end
    d["#n"] = n
  elseif d["#n"] > 16 and d["#len"] * 2 < d["#n"] then
    dict_compact(d)
  end
  return true, v
end
R.dict_del = dict_del

-- for k, v in dict_pairs(d): insertion order; RuntimeError if the size changes, or if more
-- keys come than the dict had (keys removed and others added: CPython's iterator counts too)
local function dict_pairs(d)
  local i = 0
  local ks, vs = d["#k"], d["#v"]
  local len = d["#len"]
  local left = len
  return function()
    if d["#len"] ~= len then raise("RuntimeError", "dictionary changed size during iteration") end
    if d["#k"] ~= ks then ks, vs = d["#k"], d["#v"]; i = 0 end
    while true do
      i = i + 1
      if i > d["#n"] then return nil end
      local k = ks[i]
      if k ~= TOMB then
        if left == 0 then raise("RuntimeError", "dictionary keys changed during iteration") end
        left = left - 1
        return k, vs[i]
      end
    end
  end
end
R.dict_pairs = dict_pairs

-- `for k, v in d.items()` (see R.FORZIP): a dict's keys and values without a tuple per item
-- (the loop's first variable is the key: never nil)
function R.FORITEMS(d)
  if getmetatable(d) == DictMT then return dict_pairs(d) end
  local m = d["@items"] or R.GM(d, "items")
  return R.unpack_items(m(d), 2, true)
end

local function missing_key(d, k)
  local t = typeof(d)
  if t ~= dict_t then
    local m = lookup(t, "__missing__")
    if m then return m(d, k) end
  end
  raise("KeyError", k)
end

DictMT["#getitem"] = function(d, k)
  local v = dict_get(d, k)
  if v == nil then return missing_key(d, k) end
  return v
end
DictMT["#setitem"] = dict_set
DictMT["#delitem"] = function(d, k)
  if not dict_del(d, k) then raise("KeyError", k) end
end
DictMT["#len"] = function(d) return d["#len"] end
DictMT["#contains"] = function(d, k) return dict_get(d, k) ~= nil end
DictMT["#iter"] = function(d)
  local nf = dict_pairs(d)
  return function() return (nf()) end
end
DictMT.__bool = function(d) return d["#len"] > 0 end
DictMT["#repr"] = function(d)
  if repr_active[d] then return "{...}" end
  repr_active[d] = true
  local parts = {}
  local ok, err = pcall(function()
    for k, v in dict_pairs(d) do parts[#parts + 1] = repr(k) .. ": " .. repr(v) end
  end)
  repr_active[d] = nil
  if not ok then error(err, 0) end
  return "{" .. concat(parts, ", ") .. "}"
end
local function dict_eq(a, b)
  if a["#len"] ~= b["#len"] then return false end
  for k, v in dict_pairs(a) do
    local w = dict_get(b, k)
    if w == nil or not (v == w or (not R.eq_asked(v, w) and EQ(v, w))) then return false end
  end
  return true
end
DictMT["#eq"] = function(a, b)
  local mb = getmetatable(b)
  if mb ~= DictMT and not R.isinstance(b, dict_t) then return NotImplemented end
  return dict_eq(a, b)
end
R.install_operators(DictMT)
DictMT.__eq = function(a, b) return EQ(a, b) end
DictMT.__newindex = R.no_setattr
DictMT.__call = function(o) raise("TypeError", "'" .. typename(o) .. "' object is not callable") end

-- x's entries into d, a dict or set with none (x of the same kind): its tables copied whole
local clone = host.clone
local function dict_clone_into(d, x)
  d["#k"], d["#v"], d["#i"] = clone(x["#k"]), clone(x["#v"]), clone(x["#i"])
  d["#n"], d["#len"] = x["#n"], x["#len"]
end
R.dict_clone_into = dict_clone_into

-- dict(...) argument: any mapping or iterable of pairs into d
local function dict_update(d, x)
  local mt = getmetatable(x)
  if mt == DictMT or (mt and mt["#layout"] == "dict") or (mt and mt["#class"] and R.isinstance(x, dict_t)) then
    if d["#n"] == 0 and getmetatable(d) == DictMT then return dict_clone_into(d, x) end
    for k, v in dict_pairs(x) do dict_set(d, k, v) end
    return
  end
  local keys = mt and mt["#class"] and lookup(mt["#class"], "keys")
  if keys then
    for k in iterate(keys(x)) do dict_set(d, k, R.GI(x, k)) end
    return
  end
  local i = 0
  for item in iterate(x) do
    local im = getmetatable(item)
    if not (im and im["#iter"]) and type(item) ~= "string" then
      raise("TypeError", format("cannot convert dictionary update sequence element #%d to a sequence", i))
    end
    local arr = toarray(item)
    if #arr ~= 2 then
      raise("ValueError", format("dictionary update sequence element #%d has length %d; 2 is required", i, #arr))
    end
    dict_set(d, arr[1], arr[2])
    i = i + 1
  end
end
R.dict_update = dict_update
-- {**x} in a display: x must be a mapping (dict.update would take pairs)
function R.DUPDATE(d, x)
  if getmetatable(x) ~= DictMT and not R.hasattr(x, "keys") then
    if x == nil then return R.unbound() end
    raise("TypeError", "'" .. typename(x) .. "' object is not a mapping")
  end
  dict_update(d, x)
end

function R.todict(x)
  if getmetatable(x) == DictMT then return x end
  local d = DICT()
  dict_update(d, x)
  return d
end

-- views
local KeysMT, ValuesMT, ItemsMT = {}, {}, {}
local keys_t = R.builtin_type("dict_keys", { object }, {}, KeysMT)
local values_t = R.builtin_type("dict_values", { object }, {}, ValuesMT)
local items_t = R.builtin_type("dict_items", { object }, {}, ItemsMT)
keys_t["#builtin"], values_t["#builtin"], items_t["#builtin"] = true, true, true
-- list(d), list(d.keys()), list(d.values()), list(d.items()): the arrays in one pass (a view's
-- dict may be of a subclass: a view reads the table itself, as CPython's does)
local function dict_array(d, what)
  local ks, vs, out, m = d["#k"], d["#v"], {}, 0
  for i = 1, d["#n"] do
    local k = ks[i]
    if k ~= TOMB then
      m = m + 1
      if what == 1 then out[m] = k elseif what == 2 then out[m] = vs[i] else out[m] = TUPLE({ k, vs[i] }) end
    end
  end
  return out
end
R.FAST_ARRAY[DictMT] = function(d) return dict_array(d, 1) end
R.FAST_ARRAY[KeysMT] = function(v) return dict_array(v.d, 1) end
R.FAST_ARRAY[ValuesMT] = function(v) return dict_array(v.d, 2) end
R.FAST_ARRAY[ItemsMT] = function(v) return dict_array(v.d, 3) end
KeysMT["#iter"] = function(v) return DictMT["#iter"](v.d) end
ValuesMT["#iter"] = function(v)
  local nf = dict_pairs(v.d)
  return function() local _, x = nf(); return x end
end
ItemsMT["#iter"] = function(v)
  local nf = dict_pairs(v.d)
  return function()
    local k, x = nf()
    if k == nil then return nil end
    return TUPLE({ k, x })
  end
end
for _, mt in ipairs({ KeysMT, ValuesMT, ItemsMT }) do
  mt["#len"] = function(v) return v.d["#len"] end
  mt.__bool = function(v) return v.d["#len"] > 0 end
  mt.__newindex = R.no_setattr
  R.install_operators(mt)
end
KeysMT["#contains"] = function(v, k) return dict_get(v.d, k) ~= nil end
ItemsMT["#contains"] = function(v, kv)
  if getmetatable(kv) ~= TupleMT or #kv ~= 2 then return false end
  local w = dict_get(v.d, kv[1])
  return w ~= nil and EQ(w, kv[2])
end
ValuesMT["#contains"] = function(v, x)
  local xt, eq_asked = type(x) == "table", R.eq_asked
  for _, w in dict_pairs(v.d) do
    if w == x or (not (xt and eq_asked(w, x)) and EQ(w, x)) then return true end
  end
  return false
end
local function view_repr(name, mt)
  local oname = "o" .. name -- an OrderedDict's views: odict_keys(...)
  mt["#repr"] = function(v)
    local parts = {}
    for x in iterate(v) do parts[#parts + 1] = repr(x) end
    local odict = false
    for _, c in ipairs(R.typeof(v.d)["#mro"]) do if rawget(c, "#odict") then odict = true break end end
    return (odict and oname or name) .. "([" .. concat(parts, ", ") .. "])"
  end
end
view_repr("dict_keys", KeysMT)
view_repr("dict_values", ValuesMT)
view_repr("dict_items", ItemsMT)
KeysMT.__index = keys_t["#flat"]
ValuesMT.__index = values_t["#flat"]
ItemsMT.__index = items_t["#flat"]
local function view_setop(op)
  return function(a, b)
    local sa = R.SET(toarray(a))
    local ok, arr = pcall(toarray, b)
    if not ok then return NotImplemented end
    return R.set_t["#dict"][op](sa, R.SET(arr))
  end
end
-- other OP view, other any iterable (a set, a list): CPython's dictviews_* take either side
local function view_rsetop(op)
  return function(a, b)
    local ok, arr = pcall(toarray, b)
    if not ok then return NotImplemented end
    return R.set_t["#dict"][op](R.SET(arr), R.SET(toarray(a)))
  end
end
-- reversed() of a view: the dict's items backwards
local function view_reversed(kind)
  return function(v)
    local d = v.d
    local ks, vs = {}, {}
    for k, x in dict_pairs(d) do ks[#ks + 1] = k; vs[#vs + 1] = x end
    local i = #ks + 1
    local names = { keys = "dict_reversekeyiterator", values = "dict_reversevalueiterator",
                    items = "dict_reverseitemiterator" }
    return R.make_iter(function()
      i = i - 1
      if i < 1 then return nil end
      if kind == "keys" then return ks[i] elseif kind == "values" then return vs[i] end
      return TUPLE({ ks[i], vs[i] })
    end, names[kind])
  end
end
add_methods(keys_t, { __reversed__ = view_reversed("keys") })
add_methods(values_t, { __reversed__ = view_reversed("values") })
add_methods(items_t, { __reversed__ = view_reversed("items") })
KeysMT.__index, ValuesMT.__index, ItemsMT.__index = keys_t["#flat"], values_t["#flat"], items_t["#flat"]
for _, t in ipairs({ keys_t, items_t }) do
  add_methods(t, {
    __and__ = view_setop("__and__"), __or__ = view_setop("__or__"),
    __sub__ = view_setop("__sub__"), __xor__ = view_setop("__xor__"),
    __rand__ = view_rsetop("__and__"), __ror__ = view_rsetop("__or__"),
    __rsub__ = view_rsetop("__sub__"), __rxor__ = view_rsetop("__xor__"),
    isdisjoint = function(a, b) return R.set_t["#dict"].isdisjoint(R.SET(toarray(a)), b) end,
  })
end
-- view <= set, set < view ...: dictview_richcompare compares the two as sets
local function setlike(x)
  local mt = getmetatable(x)
  return mt == KeysMT or mt == ItemsMT or mt == SetMT or mt == FrozenMT
end
for _, t in ipairs({ keys_t, items_t }) do
  for _, op in ipairs({ "lt", "le", "gt", "ge" }) do
    t["#dict"]["__" .. op .. "__"] = function(a, b)
      if not setlike(b) then return NotImplemented end
      local x, y = R.SET(toarray(a)), R.SET(toarray(b))
      if op == "lt" then return x < y elseif op == "le" then return x <= y
      elseif op == "gt" then return y < x else return y <= x end
    end
  end
  R.build_flat(t)
end
KeysMT["#eq"] = function(a, b)
  if getmetatable(b) == KeysMT or getmetatable(b) == SetMT or getmetatable(b) == FrozenMT then
    return EQ(R.SET(toarray(a)), R.SET(toarray(b)))
  end
  return NotImplemented
end
KeysMT.__eq = function(a, b) return EQ(a, b) end
ItemsMT["#eq"] = KeysMT["#eq"]
ItemsMT.__eq = KeysMT.__eq

local function check_dict(d, name)
  if getmetatable(d) ~= DictMT and not R.isinstance(d, dict_t) then
    raise("TypeError", "descriptor '" .. name .. "' for 'dict' objects doesn't apply to a '" .. typename(d) .. "' object")
  end
end

add_methods(dict_t, {
  get = function(d, k, default)
    if k == nil then argc(A_GET) end
    local v = dict_get(d, k)
    if v == nil then
      if default == nil then return None end
      return default
    end
    return v
  end,
  keys = function(d) return setmetatable({ d = d }, KeysMT) end,
  values = function(d) return setmetatable({ d = d }, ValuesMT) end,
  items = function(d) return setmetatable({ d = d }, ItemsMT) end,
  setdefault = function(d, k, default)
    if k == nil then argc(A_SETDEFAULT) end
    local v = dict_get(d, k)
    if v == nil then
      if default == nil then default = None end
      dict_set(d, k, default)
      return default
    end
    return v
  end,
  pop = function(d, k, default)
    if k == nil then argc(A_POP) end
    local ok, v = dict_del(d, k)
    if ok then return v end
    if default ~= nil then return default end
    raise("KeyError", k)
  end,
  popitem = function(d)
    if d["#len"] == 0 then raise("KeyError", "popitem(): dictionary is empty") end
    local ks = d["#k"]
    local n = d["#n"]
    while ks[n] == TOMB do n = n - 1 end
    local k = ks[n]
    local _, v = dict_del(d, k)
    return TUPLE({ k, v })
  end,
  update = function(d, x, ...)
    if d == R.KWMARK then -- keyword call: (KWMARK, pos, npos, kw), pos[1] is the dict
      local pos, npos, kw = x, ...
      if npos > 1 then dict_update(pos[1], pos[2]) end
      for i = 1, #kw, 2 do dict_set(pos[1], kw[i], kw[i + 1]) end
      if R.globals_updated then R.globals_updated(pos[1]) end
      return None
    end
    if x ~= nil then dict_update(d, x) end
    if R.globals_updated then R.globals_updated(d) end
    return None
  end,
  clear = function(d)
    d["#k"], d["#v"], d["#i"], d["#n"], d["#len"] = {}, {}, {}, 0, 0
    return None
  end,
  copy = function(d)
    local c = DICT()
    dict_clone_into(c, d)
    return c
  end,
  __len__ = function(d) return d["#len"] end,
  __getitem__ = function(d, k) return DictMT["#getitem"](d, k) end,
  __setitem__ = function(d, k, v) dict_set(d, k, v) return None end,
  __delitem__ = function(d, k) DictMT["#delitem"](d, k) return None end,
  __contains__ = function(d, k) return dict_get(d, k) ~= nil end,
  __iter__ = function(d) return R.make_iter(DictMT["#iter"](d), "dict_keyiterator") end,
  __repr__ = function(d) return DictMT["#repr"](d) end,
  __eq__ = function(a, b)
    if not R.isinstance(b, dict_t) then return NotImplemented end
    return dict_eq(a, b)
  end,
  __or__ = function(a, b)
    if not R.isinstance(b, dict_t) then return NotImplemented end
    local c = dict_t["#dict"].copy(a)
    dict_update(c, b)
    return c
  end,
  __ior__ = function(a, b) dict_update(a, b) return a end,
  __reversed__ = function(d)
    local ks = {}
    for k in dict_pairs(d) do ks[#ks + 1] = k end
    local i = #ks + 1
    return R.make_iter(function() i = i - 1; return ks[i] end, "dict_reversekeyiterator")
  end,
})
dict_t["#dict"].__hash__ = None
dict_t["#dict"].fromkeys = setmetatable({ f = function(cls, it, v)
  if it == nil then argc(A_FROMKEYS) end
  local d = R.type_call(cls)
  if v == nil then v = None end
  for k in iterate(it) do R.SI(d, k, v) end
  return d
end }, R.ClassMT)
R.build_flat(dict_t)
DictMT.__index = dict_t["#flat"]
R.sig(dict_t["#dict"].get, "get", { "self", "key", "default" })
R.sig(dict_t["#dict"].update, "update", { "self" }, { vararg = "args", kwarg = "kw", complex = true })
R.sig(dict_t["#dict"].pop, "pop", { "self", "key", "default" })
R.sig(dict_t["#dict"].setdefault, "setdefault", { "self", "key", "default" })

-- dict(...) constructor
dict_t["#layout"] = { new = function(t)
  local d = DICT()
  if t ~= dict_t then setmetatable(d, t["#meta"]) end
  return d
end }
local function dict_init(d, x, kw)
  if x ~= nil then dict_update(d, x) end
  if kw then
    for i = 1, #kw, 2 do dict_set(d, kw[i], kw[i + 1]) end
  end
end
dict_t["#dict"].__init__ = function(d, x, ...)
  if d == R.KWMARK then -- dict.__init__(self, mapping, **kw) (super().__init__(*a, **kw))
    local pos, npos, kw = x, ...
    if npos > 2 then raise("TypeError", "dict expected at most 1 argument, got " .. (npos - 1)) end
    dict_init(pos[1], pos[2], kw)
    return None
  end
  dict_init(d, x)
  return None
end
R.SIG[dict_t["#dict"].__init__] = { name = "__init__", params = { "self" }, nposonly = 0,
                                     nrequired = 1, complex = true }
dict_t["#call"] = function(t, x, extra)
  if extra ~= nil then raise("TypeError", "dict expected at most 1 argument, got 2") end
  local d = dict_t["#layout"].new(t)
  if t ~= dict_t then
    local init = lookup(t, "__init__")
    init(d, x)
    return d
  end
  dict_init(d, x)
  return d
end
dict_t["#call_kw"] = function(t, pos, npos, kw)
  local d = dict_t["#layout"].new(t)
  if t ~= dict_t and lookup(t, "__init__") ~= dict_t["#dict"].__init__ then
    local init = lookup(t, "__init__")
    local p = { d }
    for i = 1, npos do p[i + 1] = pos[i] end
    R.CALL(init, p, kw)
    return d
  end
  dict_init(d, pos[1], kw)
  return d
end
R.build_flat(dict_t)
DictMT.__index = dict_t["#flat"]

DictMT["#key"] = false

---------------------------------------------------------------------------------------------
-- An instance's __dict__: a dict of its attributes in insertion order (see R.ordset) whose
-- changes reach the instance (`obj.__dict__[k] = v`, `obj.__dict__.update(...)`, del, pop).
-- It is a dict (its metatable a copy of DictMT with the same class) made afresh on each read:
-- a dict kept while the instance changes by other means does not see those changes.
---------------------------------------------------------------------------------------------
local ikey, iname, ordset, ordkeys, ordunset = R.ikey, R.iname, R.ordset, R.ordkeys, R.ordunset
local InstDictMT -- made on first use, when DictMT is complete

-- an exception's own fields, which are not in its __dict__
local exc_fields = { args = true, __traceback__ = true, __cause__ = true, __context__ = true,
                     __suppress_context__ = true }

-- the __slots__ names of an instance metatable's class and its bases (false: none), which
-- live outside the instance's __dict__
local slotnames = setmetatable({}, { __mode = "k" })
local function slots_of(mt)
  local s = slotnames[mt]
  if s == nil then
    s = false
    local cls = mt["#class"]
    for _, c in ipairs(cls and cls["#mro"] or {}) do
      local sl = not c["#builtin"] and rawget(c["#dict"], "__slots__")
      if sl then
        for _, n in ipairs(type(sl) == "string" and { sl } or R.toarray(sl)) do
          if type(n) == "string" then s = s or {}; s[n] = true end
        end
      end
    end
    slotnames[mt] = s
  end
  return s
end

-- a function's attributes become tied dict d's string keys, in d's order
local function function_dict_sync(f, d)
  local fa, order = {}, {}
  for k, v in dict_pairs(d) do
    if type(k) == "string" then fa[k] = v; order[#order + 1] = k end
  end
  R.FATTR[f], R.FORDER[f] = fa, order
end
R.function_dict_sync = function_dict_sync

-- the instance of tied dict d takes d's string keys as its attributes, in d's order
local function sync(d)
  local o = d["#owner"]
  if type(o) == "function" then return function_dict_sync(o, d) end
  local mt = getmetatable(o)
  local ordered = mt["#ordered"]
  local gone = {}
  local own = R.is_exception(o) and exc_fields or {}
  local slots = slots_of(mt) or {} -- (not in the __dict__: they stay)
  for k in next, o do
    local name = iname(mt, k)
    if name and dict_get(d, name) == nil and not own[k] and not slots[name] then gone[#gone + 1] = k end
  end
  for _, k in ipairs(gone) do
    rawset(o, k, nil)
    local name = iname(mt, k)
    if rawget(o, "@" .. name) then rawset(o, "@" .. name, nil) end
    if ordered then ordunset(o, k) end
  end
  local cls = mt["#class"]
  for k, v in dict_pairs(d) do
    if type(k) == "string" and k ~= "__class__" and k ~= "__dict__" then -- not shadowed
      local key = ikey(mt, k)
      -- a data descriptor of the class (a property, a class with __set__) still decides
      -- reads of the name: the value is kept where no raw read finds it
      local attr = cls and R.lookup(cls, k)
      if attr ~= nil and ((getmetatable(attr) == R.PropertyMT and not rawget(attr, "#nondata"))
                          or R.descriptor_kind(attr) == "data") then
        key = "\1\2" .. k
      end
      if ordered then ordset(o, key, v) else rawset(o, key, v) end
    end
  end
end

local function inst_dict_meta()
  InstDictMT = {}
  for k, v in pairs(DictMT) do InstDictMT[k] = v end
  InstDictMT["#setitem"] = function(d, k, v) dict_set(d, k, v); sync(d) end
  InstDictMT["#delitem"] = function(d, k) DictMT["#delitem"](d, k); sync(d) end
  local methods = {}
  for _, name in ipairs({ "update", "pop", "popitem", "clear", "setdefault", "__setitem__",
                          "__delitem__", "__ior__" }) do
    local f = dict_t["#flat"]["@" .. name]
    local m = function(d, ...)
      local r = f(d, ...)
      sync(d == R.KWMARK and (...)[1] or d) -- a keyword call: (KWMARK, args, n, kw)
      return r
    end
    R.SIG[m] = R.SIG[f]
    methods["@" .. name] = m
  end
  InstDictMT.__index = setmetatable(methods, { __index = dict_t["#flat"] })
  R.InstDictMT = InstDictMT
end

-- A Python function's __dict__: its attributes, tied to it as an instance's are
function R.function_dict(f)
  if not InstDictMT then inst_dict_meta() end
  local d = DICT()
  local fa = R.FATTR[f] or {}
  for _, k in ipairs(R.fattr_names(f)) do dict_set(d, k, fa[k]) end
  rawset(d, "#owner", f)
  return setmetatable(d, InstDictMT)
end

function R.instance_dict(o)
  if not InstDictMT then inst_dict_meta() end
  local d = DICT()
  local seen
  local mt = getmetatable(o)
  if R.is_exception(o) then seen = exc_fields end
  local slots = slots_of(mt)
  if slots then
    local base = seen
    seen = setmetatable({}, { __index = function(_, k) return slots[iname(mt, k)] or (base and base[k]) end })
  end
  if mt["#ordered"] then
    seen = setmetatable({}, { __index = seen })
    local order = ordkeys(o)
    for i = 1, #order do
      local k = order[i]
      local v = rawget(o, k)
      if v ~= nil and not seen[k] then seen[k] = true; dict_set(d, iname(mt, k), v) end
    end
  end
  local keys = {} -- keys outside the order (a layout's objects): sorted
  for k in next, o do
    if iname(mt, k) and not (seen and seen[k]) then keys[#keys + 1] = k end
  end
  table_sort(keys)
  for _, k in ipairs(keys) do dict_set(d, iname(mt, k), rawget(o, k)) end
  rawset(d, "#owner", o)
  return setmetatable(d, InstDictMT)
end
end
