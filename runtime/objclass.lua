-- objclass.lua: the class statement (CLASS), instances and their metatables, the slots that user
-- dunders drive, instantiation (type calls), attributes of type objects, and super().
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, pcall,
      tostring, next, pairs, ipairs = type, getmetatable, setmetatable, rawget, rawset,
      rawequal, select, error, pcall, tostring, next, pairs, ipairs
local mtype = math.type
local format, unpack, sort, byte = string.format, table.unpack, table.sort, string.byte
local collectgarbage = collectgarbage

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local newobj = host.newobj
local None = R.None
local object, type_t, TypeMT, SuperMT, ClassMT, StaticMT, PropertyMT = R.object, R.type_t,
  R.TypeMT, R.SuperMT, R.ClassMT, R.StaticMT, R.PropertyMT
local newtype, settle, refresh, lookup = R.newtype, R.settle, R.refresh, R.lookup
local typeof, typename, isinstance, issubclass = R.typeof, R.typename, R.isinstance, R.issubclass
local SIG, KWMARK, bind, bind_args = R.SIG, R.KWMARK, R.bind, R.bind_args
local T, EQ, SA, NotImplemented, binop = R.T, R.EQ, R.SA, R.NotImplemented, R.binop
local install_operators, not_callable, akey, ordset = R.install_operators, R.not_callable, R.akey,
  R.ordset
local raise, exc_classes = R.raise, R.exc_classes
local repr, str, addr = R.repr, R.str, R.addr

local objinit -- object.__init__ (set by builtins.lua through R.set_objinit)
R.PLAIN_NEW = {} -- the runtime's __new__ functions that take no arguments as object's (abc.ABC's)
function R.set_objinit(f) objinit = f end
local dunder_slots, slot_dispatch, getitem_iter -- below, with CLASS


---------------------------------------------------------------------------------------------
-- Classes
---------------------------------------------------------------------------------------------

-- Instance metatables: dunder methods become Lua metamethods.
-- an instance's metamethods (one set for every class: each finds what it needs in o)
local function inst_call(o, ...)
  local f = o["@__call__"]
  if not f then not_callable(o) end
  return f(o, ...)
end
local function inst_eqslot(a, b)
  local f = lookup(typeof(a), "__eq__")
  if f then return f(a, b) end
  return NotImplemented
end
local function inst_eq(a, b) return EQ(a, b) end
local function inst_bool(o)
  local f = o["@__bool__"]
  if f then
    local r = f(o)
    if type(r) ~= "boolean" then
      raise("TypeError", "__bool__ should return bool, returned " .. R.typename(r))
    end
    return r
  end
  f = o["@__len__"]
  if f then return slot_dispatch["#len"](o) ~= 0 end -- (its checks of the result)
  return true
end
-- raw stores `self.x = v` (see Gen:assign) of a new key land here
local function inst_newindex(o, k, v) SA(o, k, v) end

local function instance_meta(t)
  local meta = t["#meta"]
  meta["#inst"] = true
  meta["#class"] = t
  install_operators(meta)
  R.install_instance_operators(meta)
  meta.__call = inst_call
  meta["#eq"] = inst_eqslot
  meta.__eq = inst_eq
  meta.__bool = inst_bool
  meta.__close = nil
  meta.__newindex = inst_newindex
  return meta
end
R.instance_meta = instance_meta

local function is_exception_type(t)
  return exc_classes.BaseException and issubclass(t, exc_classes.BaseException)
end

-- The runtime slots that user dunders drive (see containers.lua for the slot protocol).
-- (a dunder set to None, as `__iter__ = None`, says the protocol is not there, in CPython's words)
local NONE_DUNDER = { __iter__ = "' object is not iterable", __contains__ = "' object is not a container",
                      __reversed__ = "' object is not reversible" }
local function call_dunder(o, name, ...)
  local f = o["@" .. name]
  if not f or f == None then
    local t = typeof(o)
    if NONE_DUNDER[name] and lookup(t, name) == None then raise("TypeError", "'" .. t["#name"] .. NONE_DUNDER[name]) end
    if lookup(t, name) == None then raise("TypeError", "'NoneType' object is not callable") end
    raise("TypeError", "'" .. t["#name"] .. "' object does not support " .. name)
  end
  return f(o, ...)
end
-- The dict key of an object of a class with __hash__: objects that are equal (==) and hash
-- alike share one key, and objects that hash alike but are unequal get distinct keys. Each
-- hash has a bucket, a weak set of the objects keyed with it; a new object takes the key of
-- the first equal object of its bucket (the stored one's __eq__ first, as CPython's lookup),
-- else a new one. An object keeps its key and its bucket in its own fields "#hk" and "#hb"
-- (so the bucket lives as long as one of its objects); a copy of it, which copy.copy makes
-- with these fields, is not in the bucket and is keyed afresh.
local buckets = setmetatable({}, { __mode = "v" }) -- hash -> bucket {[object] = true, [1] = count, [2] = hash}
local WEAKK = { __mode = "k" }
-- may objects of classes a and b be equal? Those of one class, of a class and its subclass,
-- or of classes with the same __eq__; a bucket never asks an unrelated class's __eq__ (CPython
-- would only where their hashes collide in one dict)
local function related(a, b, eqa)
  return a == b or lookup(b, "__eq__") == eqa or issubclass(a, b) or issubclass(b, a)
end
local function hash_key(o, h)
  local b = rawget(o, "#hb")
  if b and b[2] == h and b[o] then return rawget(o, "#hk") end
  b = buckets[h]
  if not b then b = setmetatable({ 0, h }, WEAKK); buckets[h] = b end
  local to = typeof(o)
  local eqo = lookup(to, "__eq__")
  local first, others, n = nil, nil, 0 -- (a snapshot: __eq__ may key more objects)
  for r in next, b do
    if mtype(r) == nil and not rawequal(r, o) and related(to, typeof(r), eqo) then
      n = n + 1
      if n == 1 then first = r
      else
        if n == 2 then others = { first } end
        others[n] = r
      end
    end
  end
  local key
  if n == 1 then
    if EQ(first, o) then key = rawget(first, "#hk") end
  else
    for i = 1, n do
      local r = others[i]
      if b[r] and EQ(r, o) then key = rawget(r, "#hk"); break end
    end
  end
  if not key then
    b[1] = b[1] + 1
    key = "\255h" .. tostring(h) .. ":" .. b[1]
  end
  b[o] = true
  rawset(o, "#hk", key)
  rawset(o, "#hb", b)
  return key
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
      if R.is_int(n) then
        if n < 0 then raise("ValueError", "__len__() should return >= 0") end
        raise("OverflowError", "cannot fit 'int' into an index-sized integer")
      end
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
      local ok, v = R.pcall(nx, it) -- (R.pcall: an error keeps the frames of its raise)
      if ok then return v end
      local e = R.EXC(v)
      if R.isinstance(e, Stop) then return nil end
      error(e, 0)
    end
  end,
  ["#key"] = function(o)
    local f = o["@__hash__"]
    if f == nil or f == None then raise("TypeError", "unhashable type: '" .. typeof(o)["#name"] .. "'") end
    return hash_key(o, R.hash(o))
  end,
}

-- the old sequence protocol: __getitem__(0), (1), ... until IndexError
getitem_iter = function(o)
  local i = -1
  local IndexError = exc_classes.IndexError
  return function()
    i = i + 1
    local ok, v = R.pcall(call_dunder, o, "__getitem__", i)
    if ok then return v end
    local e = R.EXC(v)
    if R.isinstance(e, IndexError) or R.isinstance(e, exc_classes.StopIteration) then return nil end
    error(e, 0)
  end
end

-- an instance attribute k (a raw key) that hides a method: o's method slot calls it
local function shadow_method(o, k)
  local name = R.aname(k)
  if name then rawset(o, "@" .. name, R.shadow_slot(name)) end
end

-- the metaclass of a class statement: its `metaclass=` keyword, else the most derived
-- metaclass of its bases (nil: type)
local function find_metaclass(bases, kw)
  local m
  if kw then
    for i = 1, #kw, 2 do if kw[i] == "metaclass" then m = kw[i + 1] end end
  end
  for _, b in ipairs(bases) do
    local bm = type(b) == "table" and getmetatable(b) == TypeMT and b["#metaclass"]
    if bm and rawget(bm, "#hooks") then bm = nil end -- (its base's hooks make the class)
    if bm and (m == nil or (getmetatable(m) == TypeMT and issubclass(bm, m))) then m = bm end
  end
  if m == type_t then return nil end
  return m
end

-- The class statement with metaclass m: the body runs into a namespace dict, then
-- m(name, bases, namespace, **kw) makes the class (m.__new__, then m.__init__).
local function class_with_metaclass(m, name, bases, kw, body)
  local rest = {}
  for i = 1, #(kw or {}), 2 do
    if kw[i] ~= "metaclass" then rest[#rest + 1] = kw[i]; rest[#rest + 1] = kw[i + 1] end
  end
  -- the metaclass's __prepare__(name, bases, **kw): the namespace the body runs in (its
  -- reads and stores go through the mapping's own __getitem__ and __setitem__)
  local prep = lookup(m, "__prepare__")
  if prep ~= nil then
    local pmt = getmetatable(prep)
    local f = (pmt == ClassMT or pmt == StaticMT) and prep.f or prep
    local args = pmt == StaticMT and { name, R.TUPLE(bases) } or { m, name, R.TUPLE(bases) }
    local ns = R.CALL(f, args, #rest > 0 and rest or nil)
    if not R.hasattr(ns, "__getitem__") then
      raise("TypeError", m["#name"] .. ".__prepare__() must return a mapping, not " .. typename(ns))
    end
    R.SI(ns, "__module__", "__main__")
    R.SI(ns, "__qualname__", name)
    body(setmetatable({}, {
      ["#mapping"] = ns, -- what locals() in the body gives (R.class_locals)
      __index = function(_, k)
        if type(k) == "string" and (k:byte(1) == 35 or k:byte(1) == 64) then return nil end
        if R.IN(k, ns) then return R.GI(ns, k) end
        return nil
      end,
      __newindex = function(_, k, v)
        if k == "#qualname" then R.SI(ns, "__qualname__", v)
        elseif k == "#doc" then R.SI(ns, "__doc__", v)
        else R.SI(ns, k, v) end
      end,
    }))
    return R.CALL(m, { name, R.TUPLE(bases), ns }, #rest > 0 and rest or nil)
  end
  local ns, order = { __module__ = "__main__", __qualname__ = name }, {}
  body(setmetatable({}, {
    ["#ns"] = ns, ["#order"] = order, -- (for R.class_locals)
    __index = ns,
    __newindex = function(_, k, v)
      if ns[k] == nil and k ~= "#qualname" and k ~= "#doc" then order[#order + 1] = k end
      ns[k] = v
    end,
  }))
  local d = R.DICT()
  R.SI(d, "__module__", ns.__module__)
  R.SI(d, "__qualname__", ns["#qualname"] or ns.__qualname__)
  if ns["#doc"] then R.SI(d, "__doc__", ns["#doc"]) end
  for _, k in ipairs(order) do if ns[k] ~= nil then R.SI(d, k, ns[k]) end end
  return R.CALL(m, { name, R.TUPLE(bases), d }, #rest > 0 and rest or nil)
end

-- locals() in a class body: its namespace so far (proxy: the table the body stores into), in
-- CPython's order (__module__, __qualname__, the docstring, then the body's names); nil for
-- a table that is not a class body's
function R.class_locals(proxy)
  local mt = getmetatable(proxy)
  if type(mt) ~= "table" then return nil end
  if mt["#mapping"] then return mt["#mapping"] end
  local ns, order = mt["#ns"], mt["#order"]
  if not ns then return nil end
  local d = R.DICT()
  R.SI(d, "__module__", ns.__module__)
  R.SI(d, "__qualname__", ns["#qualname"] or ns.__qualname__)
  if ns["#doc"] ~= nil then R.SI(d, "__doc__", ns["#doc"]) end
  for _, k in ipairs(order) do
    if ns[k] ~= nil and type(k) == "string" then R.SI(d, k, ns[k]) end
  end
  return d
end

-- __del__: an object of a class with one is queued by the Lua collector when it becomes
-- unreachable (its __gc runs no Python code: the collector runs anywhere), and its __del__
-- runs at the program's next safe point, where CPython's reference counts would have freed
-- it: DELGC, which the code generator puts after each `del` statement and each statement of
-- the module of a program that defines __del__; print() (DELPRINT); and DELFINAL at the
-- program's end, which drops the module's names in the order they were bound, as CPython's
-- shutdown does. A safe point is a full collection, so a program has at most DEL_POINTS of
-- them (and none while its heap is past DEL_HEAP_KB) besides its end's. Each object's
-- __del__ runs once; an exception in it is ignored, as CPython ignores it (CPython reports
-- it on stderr, which the sandbox does not have apart from its output).
local DEL_POINTS, DEL_HEAP_KB = 1500, 65536
local del_pending, ndel, del_points = {}, 0, 0
function R.del_hook(o)
  ndel = ndel + 1
  del_pending[ndel] = o
end
local finalized = setmetatable({}, { __mode = "k" })
local function finalize(o) -- o.__del__(), once
  if finalized[o] then return end
  finalized[o] = true
  local f = lookup(typeof(o), "__del__")
  if f then
    local ok, e = pcall(f, o)
    local limit = not ok and R.limit_of(e)
    if limit then error(limit, 0) end -- (the limits stay on)
  end
end
-- Finalizes v and then what it holds, as CPython's deallocation goes: an object before its
-- attributes, a list's or tuple's items last first, a dict's values in order. only: the set
-- of the objects to finalize (the garbage found) and the depth past which containers are not
-- entered, else every object met is finalized.
local function del_visit(v, depth, seen, only, maxdepth)
  if type(v) ~= "table" or seen[v] or depth > maxdepth then return end
  seen[v] = true
  local mt = getmetatable(v)
  if mt == R.ListMT or mt == R.TupleMT then
    for i = #v, 1, -1 do del_visit(v[i], depth + 1, seen, only, maxdepth) end
  elseif mt == R.DictMT then
    for _, x in R.dict_pairs(v) do del_visit(x, depth + 1, seen, only, maxdepth) end
  elseif mt == R.GenMT then -- a paused generator is closed: at the end in turn, else if dropped
    if (only == nil or only[v]) and rawget(v, "#co") and rawget(v, "#started")
       and not rawget(v, "#done") then
      local ok, e = pcall(R.gen_close, v)
      local limit = not ok and R.limit_of(e)
      if limit then error(limit, 0) end
    end
  elseif mt and mt["#inst"] then
    local mine = mt.__gc == R.del_hook and (only == nil or only[v])
    if mine then finalize(v) end
    if mine or only == nil then
      for k, x in next, v do
        if type(k) == "string" and byte(k, 1) ~= 35 and byte(k, 1) ~= 64 then
          del_visit(x, mine and 0 or depth + 1, seen, only, maxdepth)
        end
      end
    end
  end
end
local function del_drain()
  while ndel > 0 do
    -- the objects the collector found, oldest first (it queues the newest first), as a
    -- function's frame frees its variables in their order, each with what it holds
    local batch, n = del_pending, ndel
    del_pending, ndel = {}, 0
    local only, seen = {}, {}
    for i = 1, n do only[batch[i]] = true end
    for i = n, 1, -1 do del_visit(batch[i], 0, seen, only, 2) end
  end
end
local function del_collect()
  collectgarbage("collect")
  del_drain()
end
function R.DELGC()
  if del_points >= DEL_POINTS or collectgarbage("count") > DEL_HEAP_KB then return end
  del_points = del_points + 1
  del_collect()
end
-- GENGC(): a program whose generators can pause inside a try/finally or a with: a paused
-- generator the collector finds dropped is closed at the next safe point (del_visit), as
-- CPython closes it when its last reference goes
function R.GENGC()
  R.GenMT.__gc = R.del_hook -- (generators made from now on are queued when dropped)
  if not R.del_print_on then R.del_print_on, R.del_prints = true, 500 end
end
-- print() is a safe point for the first 500 prints of a program with such a class (output
-- is what shows when an object was freed: print(f()) prints after f's objects went)
R.del_prints = 0
function R.DELPRINT()
  R.del_prints = R.del_prints - 1
  R.DELGC()
end
-- The program's end: the garbage first, then the objects the module's names hold, name by
-- name in the order they were bound (del_visit). The names stay bound meanwhile, as they do
-- in CPython while its shutdown frees the module's objects.
function R.DELFINAL()
  del_collect()
  local G = R.G
  local when = getmetatable(G)["#when"] or {}
  local names = {}
  for k in next, G do
    if type(k) == "string" and byte(k, 1) ~= 0 and not (byte(k, 1) == 95 and byte(k, 2) == 95) then
      names[#names + 1] = k
    end
  end
  sort(names, function(a, b) return (when[a] or 0) < (when[b] or 0) end)
  local seen = {}
  for _, k in ipairs(names) do del_visit(rawget(G, k), 0, seen, nil, 100) end
  del_collect()
end

-- CLASS(name, bases, kw, body): the class statement (nometa: type.__new__'s own work, the
-- metaclass already chosen)
function R.CLASS(name, bases, kw, body, nometa)
  if not nometa and (#bases > 0 or kw) then -- (a metaclass sees the bases as written)
    local m = find_metaclass(bases, kw)
    if m then
      if getmetatable(m) ~= TypeMT then -- a function as the metaclass: it makes the class
        return R.CALL(m, { name, R.TUPLE(bases), (function()
          local d = R.DICT()
          body(setmetatable({}, { ["#mapping"] = d,
                                  __index = function(_, k) return R.dict_get(d, k) end,
                                  __newindex = function(_, k, v)
                                    if k ~= "#qualname" and k ~= "#doc" then R.SI(d, k, v) end
                                  end }))
          return d
        end)() }, nil)
      end
      return class_with_metaclass(m, name, bases, kw, body)
    end
  end
  local orig_bases -- (the bases as written, when an __mro_entries__ changed them)
  for i = 1, #bases do -- list[int], typing.List[int], Stack[int]: their __mro_entries__
    local mt = getmetatable(bases[i])
    if mt and mt ~= TypeMT and mt["#mro_entry"] then
      orig_bases = bases
      local out = {}
      for _, b in ipairs(bases) do
        local bmt = getmetatable(b)
        local entry = bmt and bmt ~= TypeMT and bmt["#mro_entry"]
        for _, c in ipairs(entry and entry(b, bases) or { b }) do out[#out + 1] = c end
      end
      bases = out
      break
    end
  end
  if #bases == 0 then bases = { object } end
  if R.box_bases then bases = R.box_bases(bases) end -- int, float, str: see objbox.lua
  for _, b in ipairs(bases) do -- a base that makes the class itself (typing.NamedTuple, TypedDict)
    local make = type(b) == "table" and rawget(b, "#make_class")
    if make then return make(name, bases, kw, body) end
  end
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
  local body_set -- a base's hook on the body's stores (enum's auto() takes its value at once)
  for _, b in ipairs(bases) do
    for _, c in ipairs(getmetatable(b) == TypeMT and b["#mro"] or {}) do
      body_set = body_set or rawget(c, "#body_set")
    end
  end
  local nsproxy = setmetatable({}, {
    ["#ns"] = ns, ["#order"] = order, -- (for R.class_locals)
    __index = ns,
    __newindex = function(_, k, v)
      if body_set then v = body_set(ns, order, bases, k, v) end
      if ns[k] == nil and k ~= "#qualname" and k ~= "#doc" then order[#order + 1] = k end
      ns[k] = v
    end,
  })
  ns.__module__ = "__main__"
  ns.__qualname__ = name
  if orig_bases then ns.__orig_bases__ = R.TUPLE(orig_bases) end
  body(nsproxy)
  -- the body's first lines, from the code generator: a nested class's qualified name, the
  -- docstring (a class's __doc__ is its own, not inherited: see R.type_getattr)
  local qualname = ns["#qualname"] or (ns.__qualname__ ~= name and ns.__qualname__) or nil
  if qualname then ns.__qualname__ = qualname; ns["#qualname"] = nil end
  if ns.__doc__ == nil then ns.__doc__ = ns["#doc"] end
  ns["#doc"] = nil
  if ns.__eq__ ~= nil and ns.__hash__ == nil then ns.__hash__ = None end -- as CPython
  if type(ns.__class_getitem__) == "function" then -- an implicit classmethod, as CPython's
    ns.__class_getitem__ = setmetatable({ f = ns.__class_getitem__ }, ClassMT)
  end
  local t = newtype(name, bases, ns)
  t["#order"] = order
  if qualname then t["#qualname"] = qualname end
  -- instances of subclasses of builtin containers/exceptions keep their base's layout
  local layout
  for _, b in ipairs(bases) do
    if b["#layout"] then layout = b["#layout"] end
  end
  t["#layout"] = layout or false
  settle(t, bases)
  instance_meta(t)
  local meta = t["#meta"]
  if lookup(t, "__del__") ~= nil then -- (before any instance)
    meta.__gc = R.del_hook
    if not R.del_print_on then R.del_print_on, R.del_prints = true, 500 end
  end
  meta["#s"] = {} -- the root of its instances' shapes (see R.ordset), and what a name that
  meta["#shadow"] = shadow_method -- hides a method does
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
    meta["#iter"] = getitem_iter
  end
  -- (one base made here, ["#merged"]: its metatable already holds what its bases lent it)
  local one = #bases == 1 and rawget(bases[1]["#meta"], "#merged") and #mro == #bases[1]["#mro"] + 1
  for i = 2, one and 2 or #mro do
    local bm = mro[i]["#meta"]
    for k, v in next, bm do
      if meta[k] == nil and type(k) == "string" and byte(k, 1) == 35 and k ~= "#class"
         and k ~= "#inst" and k ~= "#eq" and k ~= "#slots" and not dunder_slots[k] then
        meta[k] = v -- (35: "#")
      end
    end
  end
  meta["#merged"] = true
  meta.__index = t["#flat"]
  t["#fast"] = not layout and lookup(t, "__new__") == lookup(object, "__new__") and objinit ~= nil
  if ns.__setattr__ then
    meta["#setattr"] = function(o, k, v) ns.__setattr__(o, k, v) end
  end
  -- a class without properties or __setattr__ stores new attributes raw, from C
  local plain, special = true, false
  -- __slots__ in every class of the MRO (and no "__dict__" slot): only those names are stored
  local slotted, slots = true, {}
  for i = 1, #mro do
    local c = mro[i]
    if c ~= object and not c["#builtin"] then
      local sl = c["#dict"].__slots__
      if sl == nil then
        slotted = false
      else
        for _, sname in ipairs(type(sl) == "string" and { sl } or R.toarray(sl)) do
          if type(sname) == "string" then slots[sname] = true end
        end
      end
      for k, v in pairs(c["#dict"]) do
        if getmetatable(v) == PropertyMT or R.descriptor_kind(v) == "data" then plain = false end
        if k == "__setattr__" then plain, special = false, true end
      end
    end
  end
  if slots.__dict__ then slotted = false end
  if slotted and meta["#setattr"] == nil and not special and not layout then
    local props = t["#props"]
    meta["#slots"] = slots -- SA checks them too
    meta.__newindex = host.slotstore(slots, props, SA) -- raw for a slot, SA for the rest
  elseif plain and not layout then
    meta.__newindex = ordset -- a raw store: no property or __setattr__ to honour
  elseif meta["#setattr"] == nil and not special then
    -- a new attribute: stored raw unless a property of that name is along the MRO
    local props = t["#props"]
    local store = (not layout or layout.ordered) and ordset or rawset
    meta.__newindex = function(o, k, v)
      if props[k] == nil then store(o, akey(k), v) else SA(o, k, v) end
    end
  end
  meta["#ordered"] = not layout or layout.ordered == true
  local gattr = lookup(t, "__getattribute__")
  if gattr ~= object["#dict"].__getattribute__ and not layout then
    -- every read goes through __getattribute__: attributes are stored where no read finds
    -- them raw (R.ikey), the flat table is reached through __index only
    meta["#getattribute"] = gattr
    meta["#hidden"] = true
    meta.__index = R.getattribute_index(t["#flat"])
    meta.__newindex = function(o, k, v) SA(o, k, v) end
  elseif special and not layout then
    -- every store goes through __setattr__, `self.x = v` in a method too (a raw store, which
    -- would find an attribute that exists): attributes are stored where no raw store finds them
    meta["#hidden"] = true
    local flat = t["#flat"]
    meta.__index = function(o, k)
      if type(k) == "string" then
        local v = rawget(o, "\1\2" .. k)
        if v ~= nil then return v end
      end
      return flat[k]
    end
    meta.__newindex = function(o, k, v) SA(o, k, v) end
  end
  local iskw -- the class keywords other than metaclass= go to __init_subclass__ (type(...)'s
  -- keywords all do: a class statement's metaclass= never reaches type.__new__)
  for i = 1, #(kw or {}), 2 do
    if kw[i] ~= "metaclass" or nometa then
      iskw = iskw or {}
      iskw[#iskw + 1] = kw[i]; iskw[#iskw + 1] = kw[i + 1]
    end
  end
  -- __set_name__ of the attributes, in the order the body set them
  for _, k in ipairs(order) do
    local v = ns[k]
    local vm = getmetatable(v)
    if vm and vm["#inst"] and type(v) == "table" and type(k) == "string" then
      local sn = lookup(vm["#class"], "__set_name__")
      if sn then sn(v, t, k) end
    end
  end
  -- __init_subclass__ of the nearest base that has one (object's takes no keywords)
  for i = 2, #t["#mro"] do
    local isc = t["#mro"][i]["#dict"].__init_subclass__
    if isc then
      local f = getmetatable(isc) == ClassMT and isc.f or isc
      if iskw then R.CALL(f, { t }, iskw) else f(t) end
      break
    end
  end
  return t
end

-- object.__init_subclass__, a classmethod that takes no keyword arguments
object["#dict"].__init_subclass__ = setmetatable({ f = function(cls, ...)
  if cls == KWMARK then
    local kw = select(3, ...)
    if kw and #kw > 0 then
      local c = (...)[1]
      raise("TypeError", c["#name"] .. ".__init_subclass__() takes no keyword arguments")
    end
    return None
  end
  return None
end }, ClassMT)
R.SIG[object["#dict"].__init_subclass__.f] = { name = "__init_subclass__", params = { "cls" },
  nposonly = 0, nrequired = 1, complex = true }

-- Instantiation: type(...) calls
local function new_instance(t, ...)
  local layout = t["#layout"]
  if layout then return layout.new(t, ...) end
  return setmetatable({}, t["#meta"])
end
R.new_instance = new_instance

local function type_call(t, ...)
  if t["#fast"] and not t["#call"] and not t["#layout"] then
    -- a plain class: no __new__, no builtin base, no constructor of a module's own. Its
    -- objects are made with room for the attributes its first object had after __init__.
    local nattrs = t["#nattrs"]
    local o = newobj(t["#meta"], nattrs)
    local init = t["#flat"]["@__init__"]
    if init ~= objinit then
      local r = init(o, ...)
      if r ~= None and r ~= nil then
        raise("TypeError", "__init__() should return None, not '" .. typename(r) .. "'")
      end
      if not nattrs then
        local n = 0
        for _ in next, o do n = n + 1 end
        t["#nattrs"] = n
      end
    elseif select("#", ...) > 0 then
      raise("TypeError", t["#name"] .. "() takes no arguments")
    end
    return o
  end
  local special = t["#call"]
  if special then return special(t, ...) end
  return R.construct(t, ...)
end
R.type_call = type_call

-- an object of class t from its __new__ and __init__ (type.__call__'s own work)
function R.construct(t, ...)
  local newf = lookup(t, "__new__")
  local o
  if newf and newf ~= object["#dict"].__new__ then
    local f = getmetatable(newf) == StaticMT and newf.f or newf
    o = f(t, ...)
    if not isinstance(o, t) then return o end
  else
    o = new_instance(t, ...)
  end
  local init
  if getmetatable(o) == TypeMT then init = lookup(t, "__init__") else init = o["@__init__"] end
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

function R.type_call_kw(t, pos, npos, kw, nospecial)
  if t == object then raise("TypeError", "object() takes no arguments") end
  local special = not nospecial and t["#call_kw"]
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
    local out, n = bind_args({ name = t["#name"], params = params, nposonly = 0, nrequired = 0,
                               cbuiltin = t["#builtin"] }, pos, npos, kw)
    return t["#call"](t, unpack(out, 1, n))
  end
  local o
  local newf = lookup(t, "__new__")
  if not t["#builtin"] and (newf == nil or newf == object["#dict"].__new__ or R.PLAIN_NEW[newf])
      and lookup(t, "__init__") == objinit then
    raise("TypeError", t["#name"] .. "() takes no arguments") -- object's __init__ and __new__
  end
  if newf and newf ~= object["#dict"].__new__ then -- a class's own __new__, with the keywords
    local nf = getmetatable(newf) == StaticMT and newf.f or newf
    local owner
    for _, c in ipairs(t["#mro"]) do
      if rawget(c["#dict"], "__new__") ~= nil then owner = c; break end
    end
    local np = { t }
    for i = 1, npos do np[i + 1] = pos[i] end
    local newkw = kw
    if owner and owner["#builtin"] and not SIG[nf] then
      -- a builtin __new__: a class's own __init__ takes the keywords (OrderedDict's, a
      -- subclass's), else float(x=1) has CPython's words
      local init = lookup(t, "__init__")
      if not (init and SIG[init] and init ~= objinit) then
        raise("TypeError", (t["#builtin"] and t or owner)["#name"] .. "() takes no keyword arguments")
      end
      newkw = {}
    end
    o = R.CALL(getmetatable(newf) == StaticMT and newf.f or newf, np, newkw)
    if not isinstance(o, t) then return o end
  else
    o = new_instance(t)
  end
  local init = getmetatable(o) == TypeMT and lookup(t, "__init__") or lookup(typeof(o), "__init__")
  if not init then raise("TypeError", t["#name"] .. "() takes no keyword arguments") end
  local p = { o }
  for i = 1, npos do p[i + 1] = pos[i] end
  if init == objinit and newf ~= object["#dict"].__new__ then return o end -- __new__ took them
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

-- The MRO entry of type t that defines name, and the value there.
local function lookup_owner(t, name)
  local mro = t["#mro"]
  for i = 1, #mro do
    local v = mro[i]["#dict"][name]
    if v ~= nil then return v, mro[i] end
  end
  return nil
end

local function descriptor_error(name, owner, self)
  local tn = rawget(owner, "#tp_name") or owner["#name"] -- CPython's tp_name: collections.deque
  if name:find("^__.*__$") then
    if self == nil then raise("TypeError", "descriptor '" .. name .. "' of '" .. tn .. "' object needs an argument") end
    raise("TypeError", "descriptor '" .. name .. "' requires a '" .. tn .. "' object but received a '" ..
          typename(self) .. "'")
  end
  if self == nil then
    raise("TypeError", "unbound method " .. owner["#name"] .. "." .. name .. "() needs an argument")
  end
  raise("TypeError", "descriptor '" .. name .. "' for '" .. tn .. "' objects doesn't apply to a '" ..
        typename(self) .. "' object")
end

-- A builtin type's method taken from the type (`list.append`, `list.__dict__["append"]`)
-- checks its receiver first, as CPython's method descriptors do: `list.append((1, 2), 3)`
-- must not change a tuple. (Methods called on an instance, `x.append(3)`, need no check.)
local function needs_check(owner, name, v)
  return owner["#builtin"] and type(v) == "function" and name ~= "__new__" and owner ~= object
    and not (SIG[v] and SIG[v].py)
end
local checked_cache = setmetatable({}, { __mode = "k" }) -- method -> {owner, checked}
local function checked(owner, name, v)
  if not needs_check(owner, name, v) then return v end
  local c = checked_cache[v]
  if c and c[1] == owner then return c[2] end
  local f = function(self, ...)
    local o = self
    if o == KWMARK then o = (...)[1] end -- a call with keywords: (KWMARK, pos, npos, kw)
    if o == nil or not isinstance(o, owner) then descriptor_error(name, owner, o) end
    -- an object of a subclass of int, float or str (or a data enum's member): its value
    if type(self) == "table" and R.unbox then self = R.unbox(self) end
    return v(self, ...)
  end
  if SIG[v] then SIG[f] = SIG[v] end
  R.NAMES[f] = name
  R.DESCR[f] = owner
  checked_cache[v] = { owner, f }
  return f
end
R.checked_method = checked

TypeMT.__call = type_call
TypeMT.__index = function(t, k)
  if type(k) == "string" and k:byte(1) == 64 then
    -- method call on a class: Cls.m(args) -> the receiver (the class) is dropped
    local name = k:sub(2)
    local cache = t["#adapters"]
    local a = cache[name]
    if a then return a end
    local v, owner = lookup_owner(t, name)
    if v == nil then
      local meta = R.type_t and lookup(t["#metaclass"] or type_t, name)
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
    elseif mt == PropertyMT or R.descriptor_kind(v) then
      return nil -- the full lookup (a user descriptor's __get__)
    else
      local f = checked(owner, name, v)
      a = function(_, ...) return f(...) end
    end
    cache[name] = a
    return a
  end
  return nil
end
-- len(Cls), iter(Cls) and x in Cls of a class whose metaclass defines __len__, __iter__ or
-- __contains__: the slots are installed on the first such metaclass, over what was there
-- (enum's own, see modenum.lua)
local meta_slots_on = false
local function install_meta_slots()
  meta_slots_on = true
  local old_len, old_iter, old_contains = TypeMT["#len"], TypeMT["#iter"], TypeMT["#contains"]
  local function meta(t, name)
    local mc = t["#metaclass"]
    return mc and lookup(mc, name)
  end
  TypeMT["#len"] = function(t)
    local f = meta(t, "__len__")
    if f then
      local n = f(t)
      if mtype(n) ~= "integer" then
        raise("TypeError", "'" .. R.typename(n) .. "' object cannot be interpreted as an integer")
      end
      if n < 0 then raise("ValueError", "__len__() should return >= 0") end
      return n
    end
    if old_len then return old_len(t) end
    raise("TypeError", "object of type '" .. R.typename(t) .. "' has no len()")
  end
  local function iter(t)
    local f = meta(t, "__iter__")
    if f then return R.iterate(f(t)) end
    if old_iter then return old_iter(t) end
    raise("TypeError", "'" .. R.typename(t) .. "' object is not iterable")
  end
  TypeMT["#iter"] = iter
  TypeMT["#contains"] = function(t, x)
    local f = meta(t, "__contains__")
    if f then return T(f(t, x)) end
    if meta(t, "__iter__") then
      for v in iter(t) do if rawequal(v, x) or R.EQ(v, x) then return true end end
      return false
    end
    if old_contains then return old_contains(t, x) end
    raise("TypeError", "argument of type '" .. R.typename(t) .. "' is not iterable")
  end
end
TypeMT.__newindex = function(t, k, v)
  if type(k) == "string" and k:byte(1) == 35 then rawset(t, k, v) return end -- "#" fields
  R.type_setattr(t, k, v)
end
install_operators(TypeMT)
TypeMT.__eq = nil
TypeMT.__lt = R.order_lt -- (a metaclass's __lt__, else the TypeError)
TypeMT.__le = R.order_le
TypeMT.__bor = function(a, b) return R.UnionType and R.UnionType(a, b) or binop("BitOr", a, b) end

-- a copy of the type array ts without hidden types; as_bases: a hidden base stands for its bases
local function visible_types(ts, as_bases)
  local out, n = {}, 0
  for i = 1, #ts do
    local b = ts[i]
    if not b["#hidden"] then
      n = n + 1; out[n] = b
    elseif as_bases then
      for _, bb in ipairs(visible_types(b["#bases"], true)) do n = n + 1; out[n] = bb end
    end
  end
  return out
end

local function subclasses_method(cls) return R.LIST(R.subclasses_of(cls)) end
R.NAMES[subclasses_method] = "__subclasses__"

function R.type_getattr(t, name)
  if name == "__name__" then return t["#name"] end
  if name == "__doc__" then -- its own: None when its body has no docstring
    local d = rawget(t["#dict"], "__doc__")
    if d == nil then return None end
    return d
  end
  if name == "__qualname__" then return t["#qualname"] or t["#name"] end
  local v, owner = lookup_owner(t, name)
  if v ~= nil then
    local mt = getmetatable(v)
    if mt == StaticMT then return v.f end
    if mt == ClassMT then return bind(v.f, t) end
    if mt == PropertyMT then return v end
    if mt and mt["#inst"] and type(v) == "table" then -- a user descriptor: __get__(None, cls)
      local get = lookup(mt["#class"], "__get__")
      if get then return get(v, None, t) end
    end
    return checked(owner, name, v)
  end
  -- copies: the runtime's own arrays are never handed out
  -- (without the runtime's own shared bases, such as the iterators' "iterator")
  if name == "__mro__" then
    local v = visible_types(t["#mro"], false)
    -- the ABCs registered into a builtin type's MRO (its own or a base's) are not shown, but
    -- for those a class of the program names as a base
    local virtual
    for _, c in ipairs(t["#mro"]) do
      local vc = rawget(c, "#virtual")
      if vc then
        virtual = virtual or {}
        for k in pairs(vc) do virtual[k] = true end
      end
    end
    if virtual then
      local explicit = { [t] = true } -- what the classes of the MRO that are not virtual name
      for _, c in ipairs(t["#mro"]) do
        if explicit[c] or not virtual[c] then
          for _, b in ipairs(c["#bases"] or {}) do explicit[b] = true end
        end
      end
      local out = {}
      for _, b in ipairs(v) do if not virtual[b] or explicit[b] then out[#out + 1] = b end end
      v = out
    end
    return R.TUPLE(v)
  end
  if name == "__bases__" then return R.TUPLE(visible_types(t["#bases"], true)) end
  if name == "__base__" then return visible_types(t["#bases"], true)[1] or None end
  if name == "__module__" then return rawget(t, "#module") or "builtins" end -- (collections.abc's)
  if name == "__class__" then return R.typeof(t) end -- (its metaclass)
  if name == "__dict__" then
    -- a read-only mappingproxy of a copy, in CPython's order: __module__, a docstring, the
    -- body's names, then the __doc__ (None) and __hash__ (None) that type() adds
    local d = R.DICT()
    local own = t["#dict"]
    local listed = {}
    for _, k in ipairs(t["#order"] or {}) do listed[k] = true end
    if own.__module__ ~= nil and not listed.__module__ then R.SI(d, "__module__", own.__module__) end
    local doc = rawget(own, "__doc__")
    if doc ~= nil and doc ~= None and not listed.__doc__ then R.SI(d, "__doc__", doc) end
    for _, k in ipairs(t["#order"] or {}) do
      local x = own[k]
      if x ~= nil then R.SI(d, k, checked(t, k, x)) end
    end
    if not t["#builtin"] then
      if (doc == nil or doc == None) and not listed.__doc__ then R.SI(d, "__doc__", None) end
      if rawget(own, "__hash__") == None and not listed.__hash__ then R.SI(d, "__hash__", None) end
    end
    return R.IMPORT("types").MappingProxyType(d)
  end
  if name == "__subclasses__" and not t["#builtin"] then
    -- C.__subclasses__() of a class of the program; the runtime's own classes have none (as
    -- DESIGN.md's wall says: no walk from object to every class)
    return bind(subclasses_method, t)
  end
  v = lookup(t["#metaclass"] or type_t, name)
  if v ~= nil and type(v) == "function" then return bind(v, t) end
  if v ~= nil and t["#metaclass"] then -- a metaclass's attribute
    local mt = getmetatable(v)
    if mt == ClassMT then return bind(v.f, t["#metaclass"]) end
    if mt == StaticMT then return v.f end
    if mt == PropertyMT then return v.fget(t) end
    return v
  end
  if name == "__abstractmethods__" then raise("AttributeError", name) end -- (type's getset)
  R.attr_error("type object '" .. t["#name"] .. "' has no attribute '" .. name .. "'", t, name)
end

-- the special attributes of a class: what assigning them does
local type_special_set = {
  __mro__ = function() raise("AttributeError", "readonly attribute") end,
  __dict__ = function()
    raise("AttributeError", "attribute '__dict__' of 'type' objects is not writable")
  end,
  __name__ = function(t, v)
    if type(v) ~= "string" then
      raise("TypeError", "can only assign string to " .. t["#name"] .. ".__name__, not '" .. typename(v) .. "'")
    end
    if v:find("\0", 1, true) then raise("ValueError", "type name must not contain null characters") end
    t["#qualname"] = t["#qualname"] or t["#name"]
    t["#name"] = v
  end,
  __qualname__ = function(t, v)
    if type(v) ~= "string" then
      raise("TypeError", "can only assign string to " .. t["#name"] .. ".__qualname__, not '" .. typename(v) .. "'")
    end
    t["#qualname"] = v
  end,
  __bases__ = function(t, v)
    if not isinstance(v, R.tuple_t) then
      raise("TypeError", "can only assign tuple to " .. t["#name"] .. ".__bases__, not " .. typename(v))
    end
    local bases = R.toarray(v)
    if #bases == 0 then
      raise("TypeError", "can only assign non-empty tuple to " .. t["#name"] .. ".__bases__, not ()")
    end
    local old = t["#bases"][1]
    for _, b in ipairs(bases) do
      if getmetatable(b) ~= TypeMT then
        raise("TypeError", t["#name"] .. ".__bases__ must be tuple of classes, not '" .. typename(b) .. "'")
      end
      if issubclass(b, t) then raise("TypeError", "a __bases__ item causes an inheritance cycle") end
      -- CPython's layout check: a builtin base, or object for a user base or back
      if (b["#builtin"] and b ~= object) or (b == object) ~= (old == object) then
        raise("TypeError", "__bases__ assignment: '" .. b["#name"] .. "' deallocator differs from '" ..
          old["#name"] .. "'")
      end
    end
    R.rebase(t, bases)
  end,
}

function R.type_setattr(t, name, v)
  if t["#builtin"] then
    raise("TypeError", "cannot set '" .. name .. "' attribute of immutable type '" .. t["#name"] .. "'")
  end
  local guard = rawget(t, "#setattr_guard") -- a metaclass's own check (enum members)
  if guard then guard(t, name, false) end
  local special = type_special_set[name]
  if special then return special(t, v) end
  if t["#dict"][name] == nil then
    t["#order"] = t["#order"] or {}
    t["#order"][#t["#order"] + 1] = name
  end
  t["#dict"][name] = v
  refresh(t)
  local meta = t["#meta"]
  if meta and meta["#inst"] then -- a dunder set after the class statement drives its slot
    for slot, dunder in pairs(dunder_slots) do
      if dunder == name then meta[slot] = slot_dispatch[slot] end
    end
    if name == "__getitem__" and meta["#iter"] == nil then meta["#iter"] = getitem_iter end
    if name == "__setattr__" then
      meta["#setattr"] = function(o, k, x) v(o, k, x) end
      meta.__newindex = function(o, k, x) SA(o, k, x) end
    end
  end
end

function R.type_delattr(t, name)
  if t["#builtin"] then
    raise("TypeError", "cannot set '" .. name .. "' attribute of immutable type '" .. t["#name"] .. "'")
  end
  if name == "__name__" or name == "__qualname__" or name == "__bases__" then
    raise("TypeError", "cannot delete '" .. name .. "' attribute of immutable type '" .. t["#name"] .. "'")
  end
  if type_special_set[name] then raise("AttributeError", "readonly attribute") end
  local guard = rawget(t, "#setattr_guard")
  if guard then guard(t, name, true) end
  if t["#dict"][name] == nil then
    raise("AttributeError", "type object '" .. t["#name"] .. "' has no attribute '" .. name .. "'")
  end
  t["#dict"][name] = nil
  refresh(t)
end

-- super()
function R.SUPER(cls, obj)
  if obj == None or obj == nil then
    raise("RuntimeError", "super(): no arguments")
  end
  -- a class (in a classmethod, or a metaclass's __new__): its own MRO; else its type's (a
  -- metaclass's __call__ gets a class that is an instance of it)
  local t = (getmetatable(obj) == TypeMT and issubclass(obj, cls)) and obj or typeof(obj)
  local mro = t["#mro"]
  local start
  for i = 1, #mro do if mro[i] == cls then start = i + 1 break end end
  return setmetatable({ ["#mro"] = mro, ["#start"] = start or (#mro + 1), ["#obj"] = obj,
                        ["#cls"] = cls }, SuperMT)
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
    elseif k == "@__new__" then -- a static method, though not marked
      return function(_, ...) return v(...) end
    end
    return function(_, ...) return v(obj, ...) end
  end
  return nil
end
-- super().name(...), the method call of the code generator: the function to call with obj
-- first, found along the MRO after cls without a super object (a plain method is itself)
function R.SUPERM(cls, obj, name)
  if obj == None or obj == nil then
    raise("RuntimeError", "super(): no arguments")
  end
  local t = (getmetatable(obj) == TypeMT and issubclass(obj, cls)) and obj or typeof(obj)
  local mro = t["#mro"]
  local v
  for i = 1, #mro do
    if mro[i] == cls then
      for j = i + 1, #mro do
        v = mro[j]["#dict"][name]
        if v ~= nil then break end
      end
      break
    end
  end
  if type(v) == "function" and name ~= "__new__" then return v end
  local s = R.SUPER(cls, obj)
  local m = s["@" .. name] or R.GM(s, name)
  return function(_, ...) return m(s, ...) end
end

local super_t = newtype("super", { object }, {}, SuperMT)
settle(super_t, { object })
SuperMT.__index = SuperMT.__index_fn
SuperMT["#class"] = super_t
SuperMT["#repr"] = function(s)
  return "<super: <class '" .. s["#cls"]["#name"] .. "'>, <" .. typename(s["#obj"]) .. " object>>"
end
R.super_t = super_t
function R.super_getattr(s, name)
  local v = super_lookup(s, name)
  if v == nil then
    R.attr_error("'super' object has no attribute '" .. name .. "'", s, name)
  end
  local obj = s["#obj"]
  local mt = getmetatable(v)
  if name == "__new__" and type(v) == "function" then return v end -- static, though not marked
  if type(v) == "function" then return bind(v, obj) end
  if mt == PropertyMT then return v.fget(obj) end
  if mt == ClassMT then return bind(v.f, getmetatable(obj) == TypeMT and obj or typeof(obj)) end
  if mt == StaticMT then return v.f end
  return v
end

-- the methods of object
object["#dict"].__repr__ = function(o)
  if o == nil then raise("TypeError", "descriptor '__repr__' of 'object' object needs an argument") end
  local cls = typeof(o)
  local mt = getmetatable(o) -- o.__repr__() of a builtin value without a __repr__ method: its repr
  if not (mt and mt["#inst"]) then return repr(o) end
  local mod = not cls["#builtin"] and rawget(cls["#dict"], "__module__")
  return "<" .. (cls["#builtin"] and "" or ((type(mod) == "string" and mod or "__main__") .. ".")) ..
    (cls["#qualname"] or cls["#name"]) .. " object at " .. addr(o) .. ">"
end
object["#dict"].__str__ = function(o) return repr(o) end
object["#dict"].__init__ = function(o) return None end
R.set_objinit(object["#dict"].__init__)
object["#dict"].__eq__ = function(a, b) if rawequal(a, b) then return true end return NotImplemented end
object["#dict"].__ne__ = function(a, b) -- the inverse of the type's __eq__, NotImplemented kept
  local eq = lookup(typeof(a), "__eq__")
  if type(eq) ~= "function" then return not EQ(a, b) end
  local r = eq(a, b)
  if r == NotImplemented then return r end
  return not R.T(r)
end
object["#dict"].__hash__ = function(o) return R.objid(o) end
object["#dict"].__format__ = function(o, spec)
  if spec ~= "" then raise("TypeError", "unsupported format string passed to " .. typename(o) .. ".__format__") end
  return str(o)
end
object["#dict"].__new__ = function(t, ...)
  if t == nil then raise("TypeError", "object.__new__(): not enough arguments") end
  if getmetatable(t) ~= TypeMT then
    raise("TypeError", "object.__new__(X): X is not a type object (" .. typename(t) .. ")")
  end
  local mro = t["#mro"]
  for i = 1, #mro - 1 do -- a builtin type other than object, or a subclass of one
    if mro[i]["#builtin"] and mro[i]["#layout"] ~= nil and (i == 1 or mro[i]["#layout"]) then
      raise("TypeError", "object.__new__(" .. t["#name"] .. ") is not safe, use " .. t["#name"] .. ".__new__()")
    end
  end
  return R.new_instance(t)
end
object["#dict"].__dir__ = function(o) return R.LIST({}) end
-- rebuild flats of the types created before object had methods
R.build_flat(object)

-- type(name, bases, dict)'s arguments checked, and a body that copies dict into a namespace
local function type_args(x, bases, dict)
  if type(x) ~= "string" then
    raise("TypeError", "type.__new__() argument 1 must be str, not " .. typename(x))
  end
  if not isinstance(bases, R.tuple_t) then
    raise("TypeError", "type.__new__() argument 2 must be tuple, not " .. typename(bases))
  end
  if not isinstance(dict, R.dict_t) then
    raise("TypeError", "type.__new__() argument 3 must be dict, not " .. typename(dict))
  end
  if x:find("\0", 1, true) then raise("ValueError", "type name must not contain null characters") end
  local slots = R.dict_get(dict, "__slots__")
  if slots ~= nil then
    local names = type(slots) == "string" and { slots } or R.toarray(slots)
    for _, s in ipairs(names) do
      if type(s) ~= "string" then
        raise("TypeError", "__slots__ items must be strings, not '" .. typename(s) .. "'")
      end
      if not R.str_t["#dict"].isidentifier(s) then raise("TypeError", "__slots__ must be identifiers") end
    end
  end
  return R.toarray(bases), function(ns)
    for k, v in R.dict_pairs(dict) do ns[k] = v end
  end
end
R.type_args = type_args

-- type(x), type(name, bases, dict), object()
type_t["#call"] = function(t, ...)
  local n = select("#", ...)
  local x, bases, dict = ...
  if n == 1 then return typeof(x) end
  if n ~= 3 then raise("TypeError", "type() takes 1 or 3 arguments") end
  local bl, body = type_args(x, bases, dict)
  return R.CLASS(x, bl, nil, body)
end
do -- a bare object(): no operators, not callable, in CPython's words
  local om = object["#meta"]
  if om.__call == nil then om.__call = R.not_callable end
  if om.__lt == nil then om.__lt, om.__le = R.order_lt, R.order_le end
  if om.__unm == nil then om.__unm = function(a) return R.NEG(a) end end
end
object["#call"] = function(t, ...)
  if t == object and select("#", ...) > 0 then raise("TypeError", "object() takes no arguments") end
  return R.new_instance(t)
end

-- type's own methods, which a metaclass's __new__ and __call__ reach through super():
-- type.__new__(mcs, name, bases, namespace, **kw) makes a class whose type is mcs;
-- type.__call__(cls, ...) makes an object of cls
local function type_new(mcs, name, bases, dict, ...)
  local kw
  if mcs == KWMARK then
    local pos, npos, k = name, bases, dict
    mcs, name, bases, dict = pos[1], pos[2], pos[3], pos[4]
    kw = k
  end
  if getmetatable(mcs) ~= TypeMT or not issubclass(mcs, type_t) then
    raise("TypeError", "type.__new__(X): X is not a type object (" .. typename(mcs) .. ")")
  end
  if dict == nil then raise("TypeError", "type.__new__() takes exactly 3 arguments (" .. (name == nil and 0 or bases == nil and 1 or 2) .. " given)") end
  local bl, body = type_args(name, bases, dict)
  local t = R.CLASS(name, bl, kw, body, true)
  if mcs ~= type_t then
    t["#metaclass"] = mcs
    if not meta_slots_on and (lookup(mcs, "__len__") or lookup(mcs, "__iter__")
                              or lookup(mcs, "__contains__")) then
      install_meta_slots()
    end
    local mcall = lookup(mcs, "__call__")
    if mcall ~= type_t["#dict"].__call__ then -- the metaclass's __call__ makes its objects
      t["#fast"] = false
      t["#mcall"] = true
      t["#call"] = function(cls, ...) return mcall(cls, ...) end
      t["#call_kw"] = function(cls, pos, npos, k)
        local p = { cls }
        for i = 1, npos do p[i + 1] = pos[i] end
        return R.CALL(mcall, p, k)
      end
    end
  end
  return t
end
type_t["#dict"].__new__ = type_new
SIG[type_new] = { name = "__new__", params = { "mcs", "name", "bases", "namespace" }, nposonly = 0,
                  nrequired = 4, complex = true }
local function type_dunder_call(cls, ...)
  if cls == KWMARK then
    local pos, npos, kw = ...
    local c = pos[1]
    local p = {}
    for i = 2, npos do p[i - 1] = pos[i] end
    if getmetatable(c) ~= TypeMT then
      raise("TypeError", "descriptor '__call__' requires a 'type' object but received a '" .. typename(c) .. "'")
    end
    return R.type_call_kw(c, p, npos - 1, kw, c["#mcall"])
  end
  if getmetatable(cls) ~= TypeMT then
    raise("TypeError", "descriptor '__call__' requires a 'type' object but received a '" .. typename(cls) .. "'")
  end
  if cls["#mcall"] then return R.construct(cls, ...) end -- under its metaclass's __call__
  return type_call(cls, ...)
end
type_t["#dict"].__call__ = type_dunder_call
SIG[type_dunder_call] = { name = "__call__", params = { "self" }, nposonly = 0, nrequired = 1,
                          complex = true }
-- type.__init__ ignores its arguments, the class keywords too (type.__new__ gave them to
-- __init_subclass__): a metaclass without an __init__ of its own gets them
local function type_init(cls, ...) return None end
type_t["#dict"].__init__ = type_init
SIG[type_init] = { name = "__init__", params = { "self" }, nposonly = 0, nrequired = 1, complex = true }
type_t["#dict"].mro = function(cls) return R.LIST(R.toarray(R.type_getattr(cls, "__mro__"))) end
end
