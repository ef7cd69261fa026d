-- modcopy.lua: copy.copy and copy.deepcopy (memo keyed by identity, __copy__/__deepcopy__ hooks).
local type, getmetatable, setmetatable, rawget, rawset, next, pairs =
      type, getmetatable, setmetatable, rawget, rawset, next, pairs

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

m.copy = function(x)
  if atomic(x) then return x end
  local mt = getmetatable(x)
  if mt == ListMT then return R.LIST(copyseq(x)) end
  if mt == TupleMT or mt == FrozenMT then return x end
  if mt == DictMT then return R.dict_t["#dict"].copy(x) end
  if mt == SetMT then return R.set_from(x) end
  if mt and mt["#inst"] then
    local f = lookup(typeof(x), "__copy__")
    if f then return f(x) end
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
  elseif mt == DictMT then
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
    return clone(x, rec, memo)
  end
  return x
end

m.deepcopy = R.sig(function(x, memo)
  return deepcopy(x, {})
end, "deepcopy", { "x", "memo", "_nil" }, { nrequired = 1 })

return m
end
