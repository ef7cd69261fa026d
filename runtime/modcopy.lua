-- modcopy.lua: copy.copy and copy.deepcopy (memo keyed by identity, __copy__/__deepcopy__ hooks).
local type, getmetatable, setmetatable, rawget, rawset, next, pairs, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, next, pairs, ipairs

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local copyseq = host.copyseq -- { unpack(t) } for sequences of any length
local None, raise, typeof, lookup = R.None, R.raise, R.typeof, R.lookup
local ListMT, TupleMT, DictMT, SetMT, FrozenMT, TypeMT = R.ListMT, R.TupleMT, R.DictMT, R.SetMT,
  R.FrozenMT, R.TypeMT
local dict_pairs, dict_set = R.dict_pairs, R.dict_set

local m = {}

local Error = R.CLASS("Error", { R.exc_classes.Exception }, nil, function(ns) ns.__module__ = "copy" end)
m.Error = Error
m.error = Error

local function atomic(x)
  local t = type(x)
  if t ~= "table" then return true end -- numbers, strings, booleans, functions, big ints
  local mt = getmetatable(x)
  return x == None or mt == TypeMT or mt == R.BoundMT or mt == nil
end

local function is_dictlike(x) return rawget(x, "#k") ~= nil and rawget(x, "#i") ~= nil end

-- a fresh object of x's class whose raw fields are f(field) for each field of x
local function clone(x, f, memo)
  local mt = getmetatable(x)
  local y = setmetatable({}, mt)
  if memo then memo[x] = y end
  if is_dictlike(x) then
    rawset(y, "#k", {}); rawset(y, "#v", {}); rawset(y, "#i", {})
    rawset(y, "#n", 0); rawset(y, "#len", 0)
    for k, v in dict_pairs(x) do dict_set(y, f(k), f(v)) end
    for k, v in next, x do
      if type(k) == "string" and k:byte(1) ~= 35 then rawset(y, k, f(v)) end
    end
    return y
  end
  for k, v in next, x do
    if type(k) == "string" and k:byte(1) == 35 then
      rawset(y, k, v)
    else
      rawset(y, k, f(v))
    end
  end
  return y
end

local function ident(v) return v end

-- the program's own definition of a method along t's MRO (the runtime's classes, object's
-- default included, do not count: their objects copy field by field)
local function own_method(t, name)
  for _, c in ipairs(t["#mro"]) do
    local v = rawget(c["#dict"], name)
    if v ~= nil then
      if c["#builtin"] then return nil end
      return v
    end
  end
  return nil
end

local function is_enum_member(t)
  for _, c in ipairs(t["#mro"]) do if rawget(c, "#members") then return true end end
  return false
end

-- copy's _reconstruct: rv = (callable, args[, state[, listitems[, dictitems]]])
local function reconstruct(x, rv, f, memo)
  if type(rv) == "string" then return x end
  local parts = R.toarray(rv)
  local callable, args = parts[1], R.toarray(parts[2])
  if f ~= ident then for i = 1, #args do args[i] = f(args[i]) end end
  local y = R.CALL(callable, args)
  if memo then memo[x] = y end
  local state, listitems, dictitems = parts[3], parts[4], parts[5]
  if state ~= nil and state ~= None then
    state = f(state)
    if R.hasattr(y, "__setstate__") then
      R.CALLM(y, "__setstate__", { state })
    else
      local slotstate
      if getmetatable(state) == TupleMT and #state == 2 then state, slotstate = state[1], state[2] end
      if state ~= None and state ~= nil then
        for k, v in dict_pairs(R.todict(state)) do R.SA(y, k, v) end
      end
      if slotstate ~= None and slotstate ~= nil then
        for k, v in dict_pairs(R.todict(slotstate)) do R.SA(y, k, v) end
      end
    end
  end
  if listitems ~= nil and listitems ~= None then
    for v in R.iterate(listitems) do R.CALLM(y, "append", { f(v) }) end
  end
  if dictitems ~= nil and dictitems ~= None then
    for kv in R.iterate(dictitems) do
      local k, v = R.UNPACK(kv, 2)
      R.SI(y, f(k), f(v))
    end
  end
  return y
end

-- an instance of a program's class that defines __reduce_ex__, __reduce__, __getstate__ or
-- __setstate__: copied through them, as copy.py does; nil when none is defined
local function copy_by_reduce(x, f, memo)
  local t = typeof(x)
  if is_enum_member(t) then return x end -- Color(value) gives the member itself
  local rex, red = own_method(t, "__reduce_ex__"), own_method(t, "__reduce__")
  if rex then return reconstruct(x, R.CALLM(x, "__reduce_ex__", { 4 }), f, memo) end
  if red then return reconstruct(x, R.CALLM(x, "__reduce__", {}), f, memo) end
  local gs, ss = own_method(t, "__getstate__"), own_method(t, "__setstate__")
  if not (gs or ss) or t["#layout"] then return nil end
  local state
  if gs then state = R.CALLM(x, "__getstate__", {})
  else
    state = R.DICT()
    for k, v in dict_pairs(R.todict(R.GA(x, "__dict__"))) do dict_set(state, k, v) end
  end
  local y = R.new_instance(t)
  if memo then memo[x] = y end
  if state == None or state == nil or (not gs and R.LEN(state) == 0) then return y end
  state = f(state)
  if ss then R.CALLM(y, "__setstate__", { state })
  else
    for k, v in dict_pairs(R.todict(state)) do R.SA(y, k, v) end
  end
  return y
end

m.copy = function(x)
  if atomic(x) then return x end
  local mt = getmetatable(x)
  if mt == ListMT then return R.LIST(copyseq(x)) end
  if mt == TupleMT or mt == FrozenMT then return x end
  if mt == DictMT or (mt ~= nil and mt == R.InstDictMT) then return R.dict_t["#dict"].copy(x) end
  if mt == SetMT then return R.set_from(x) end
  if mt and mt["#inst"] then
    local f = lookup(typeof(x), "__copy__")
    if f then return f(x) end
    local y = copy_by_reduce(x, ident, nil)
    if y ~= nil then return y end
    return clone(x, ident)
  end
  return x
end

local function deepcopy(x, memo)
  if atomic(x) then return x end
  local y = memo[x]
  if y ~= nil then return y end
  local mt = getmetatable(x)
  local function rec(v) return deepcopy(v, memo) end
  if mt == ListMT then
    y = R.LIST({})
    memo[x] = y
    for i = 1, #x do y[i] = deepcopy(x[i], memo) end
    return y
  elseif mt == TupleMT then
    local out, same = {}, true
    for i = 1, #x do
      local v = deepcopy(x[i], memo)
      out[i] = v
      if not R.rawequal(v, x[i]) then same = false end -- (identity: `~=` would call __eq)
    end
    y = same and x or R.TUPLE(out)
    memo[x] = y
    return y
  elseif mt == DictMT or (mt ~= nil and mt == R.InstDictMT) then -- (vars(obj) too: a plain dict)
    y = R.DICT()
    memo[x] = y
    for k, v in dict_pairs(x) do dict_set(y, deepcopy(k, memo), deepcopy(v, memo)) end
    return y
  elseif mt == SetMT or mt == FrozenMT then
    -- CPython reduces a set to its type and the list of its elements (in iteration order)
    local items = {}
    local ks = R.set_keys(x)
    for i = 1, #ks do items[i] = deepcopy(ks[i], memo) end
    y = R.SET(items)
    if mt == FrozenMT then setmetatable(y, FrozenMT) end
    memo[x] = y
    return y
  end
  if mt and mt["#inst"] then
    local f = lookup(typeof(x), "__deepcopy__")
    if f then
      local d = memo["#dict"]
      if not d then d = R.DICT(); memo["#dict"] = d end
      y = f(x, d)
      memo[x] = y
      return y
    end
    y = copy_by_reduce(x, rec, memo)
    if y ~= nil then return y end
    return clone(x, rec, memo)
  end
  return x
end

m.deepcopy = R.sig(function(x, memo)
  if x == nil then raise("TypeError", "deepcopy() missing 1 required positional argument: 'x'") end
  return deepcopy(x, {})
end, "deepcopy", { "x", "memo", "_nil" }, { nrequired = 1 })

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "copy", "py", 1, "copy", 1 }, { "deepcopy", "py", 3, "deepcopy", 1 },
})
-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "deepcopy", 3, 1 }
})
return m
end
