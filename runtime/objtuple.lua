-- objtuple.lua: the tuple type (it shares the sequence helpers of objlist.lua).
local type, getmetatable, setmetatable, pcall, error = type, getmetatable, setmetatable, pcall, error
local tmove = table.move

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local copyseq = host.copyseq -- { unpack(t) } for sequences of any length
local raise, typename, EQ = R.raise, R.typename, R.EQ
local object, NotImplemented = R.object, R.NotImplemented
local TupleMT = R.TupleMT
local index, add_methods = R.index, R.add_methods
local function repr(x) return R.repr(x) end
local argc = R.argc
local A_INDEX, A_TCOUNT = { "E", "index", 1, 3 }, { "O", "tuple.count" }
local seq_repr, seq_getitem, seq_len, seq_contains, seq_iter, seq_ops, seq_mul = R.seq_repr,
  R.seq_getitem, R.seq_len, R.seq_contains, R.seq_iter, R.seq_ops, R.seq_mul
local is_seq_int, toarray = R.is_seq_int, R.toarray

local tuple_t = R.builtin_type("tuple", { object }, {}, TupleMT)
R.tuple_t = tuple_t
local function TUPLE(t) return setmetatable(t, TupleMT) end
R.TUPLE = TUPLE
local EMPTY = setmetatable({}, TupleMT)
R.EMPTY = EMPTY
local function tuple_repr(t)
  if #t == 1 then return "(" .. repr(t[1]) .. ",)" end
  return seq_repr(t, "(", ")")
end
-- a tuple met again inside its own repr (through a list it holds) is "(...)", as CPython's
local repr_active = R.repr_active
TupleMT["#repr"] = function(t)
  local nested = false -- (only a tuple holding objects can hold itself)
  for i = 1, #t do if type(t[i]) == "table" then nested = true break end end
  if not nested then return tuple_repr(t) end
  if repr_active[t] then return "(...)" end
  repr_active[t] = true
  local ok, s = pcall(tuple_repr, t)
  repr_active[t] = nil
  if not ok then error(s, 0) end
  return s
end
TupleMT["#getitem"] = function(t, k) return seq_getitem(t, k, "tuple") end
TupleMT["#len"] = seq_len
TupleMT["#contains"] = seq_contains
TupleMT["#iter"] = seq_iter
seq_ops(TupleMT, tuple_t)
add_methods(tuple_t, {
  index = function(t, x, start, stop)
    if x == nil then argc(A_INDEX) end
    local i = R.seq_find(t, x, start, stop)
    if i then return i end
    raise("ValueError", "tuple.index(x): x not in tuple")
  end,
  count = function(t, x)
    if x == nil then argc(A_TCOUNT) end
    return R.seq_count(t, x)
  end,
  __len__ = function(t) return #t end,
  __getitem__ = function(t, k) return TupleMT["#getitem"](t, k) end,
  __contains__ = function(t, x) return seq_contains(t, x) end,
  __iter__ = function(t) return R.make_iter(seq_iter(t), "tuple_iterator") end,
  __repr__ = function(t) return TupleMT["#repr"](t) end,
  __hash__ = function(t) return R.hash(t) end,
  __add__ = function(a, b)
    if getmetatable(b) ~= TupleMT and not R.isinstance(b, tuple_t) then
      raise("TypeError", 'can only concatenate tuple (not "' .. typename(b) .. '") to tuple')
    end
    local out = copyseq(a)
    tmove(b, 1, #b, #a + 1, out)
    return TUPLE(out)
  end,
  __mul__ = function(a, k) if not is_seq_int(k) then return NotImplemented end return seq_mul(a, k, TUPLE) end,
  __rmul__ = function(a, k) if not is_seq_int(k) then return NotImplemented end return seq_mul(a, k, TUPLE) end,
})

R.set_concat_types(R.str_t, R.list_t, tuple_t) -- binop's "can only concatenate" message

-- the dict key of a tuple: a string that encodes its elements (objtuple.c)
TupleMT["#key"] = host.num.tuple_keyfunc(TupleMT, R.dkey)

-- tuple(...)
tuple_t["#call"] = function(t, x)
  if x == nil then return t == tuple_t and EMPTY or setmetatable({}, t["#meta"]) end
  if getmetatable(x) == TupleMT and t == tuple_t then return x end
  local arr = toarray(x)
  if t ~= tuple_t then return setmetatable(arr, t["#meta"]) end
  return TUPLE(arr)
end
-- tuple(x) of the builtin, called directly by generated code (Gen's CONVERT)
function R.builtin_tuple(x)
  if x == nil then return R.unbound() end
  local mt = getmetatable(x)
  if mt == TupleMT then return x end
  if mt == R.ListMT then -- the VM's slice copy (GSL in place), then its metatable
    local t = R.GSL(x, nil, nil, nil)
    local r = setmetatable(t, TupleMT)
    return r
  end
  return TUPLE(toarray(x))
end
tuple_t["#layout"] = { new = function(t, x)
  return setmetatable(x == nil and {} or toarray(x), t["#meta"])
end }
end
