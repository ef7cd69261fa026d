-- containers.lua: list, tuple, dict, set, frozenset, range, slices; the item protocol
-- (GI/SI/DI and slices), iteration (ITER, UNPACK), membership (IN), len and repr.
--
-- Each builtin type's metatable carries private slots the helpers dispatch on:
--   "#getitem"(o, k)  "#setitem"(o, k, v)  "#delitem"(o, k)  "#len"(o)  "#contains"(o, x)
--   "#iter"(o) -> a Lua function returning the next value or nil
--   "#repr"(o) -> string   "#key"(o) -> the Lua key of a hashable value (see dkey)
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, pcall,
      tostring, next, pairs, ipairs = type, getmetatable, setmetatable, rawget, rawset,
      rawequal, select, error, pcall, tostring, next, pairs, ipairs
local mtype, floor, huge, mininteger, maxinteger = math.type, math.floor, math.huge, math.mininteger, math.maxinteger
local format, concat, unpack, sort, tinsert, tremove, tmove =
      string.format, table.concat, table.unpack, table.sort, table.insert, table.remove, table.move

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup, T, EQ = R.None, R.raise, R.typeof, R.typename,
  R.lookup, R.T, R.EQ
local num = host.num
local object = R.object
local BigMT = R.BigMT
local NotImplemented = R.NotImplemented

local ListMT, TupleMT, DictMT, SetMT, FrozenMT, RangeMT, SliceMT, IterMT =
  {}, {}, {}, {}, {}, {}, {}, {}
R.ListMT, R.TupleMT, R.DictMT, R.SetMT, R.FrozenMT, R.RangeMT, R.SliceMT, R.IterMT =
  ListMT, TupleMT, DictMT, SetMT, FrozenMT, RangeMT, SliceMT, IterMT

local function repr(x) return R.repr(x) end

---------------------------------------------------------------------------------------------
-- Index helpers
---------------------------------------------------------------------------------------------

-- A Python int-like index (int, bool) as a Lua integer; TypeError otherwise.
local function index(x, what)
  if mtype(x) == "integer" then return x end
  if x == true then return 1 elseif x == false then return 0 end
  if BigMT and getmetatable(x) == BigMT then
    return nil -- caller decides (out of range)
  end
  local f = lookup(typeof(x), "__index__")
  if f then return index(f(x)) end
  raise("TypeError", (what or "'" .. typename(x) .. "' object cannot be interpreted as an integer"))
end
R.index = index

function R.INDEX(x)
  if mtype(x) == "integer" then return x end
  local i = index(x)
  if i == nil then raise("OverflowError", "Python int too large to convert to C ssize_t") end
  return i
end

-- slice.indices(n) for step, start, stop possibly nil/None
local function slice_indices(lo, hi, st, n)
  local step = 1
  if st ~= nil and st ~= None then
    step = index(st, "slice indices must be integers or None or have an __index__ method")
    if step == nil then step = st > 0 and maxinteger or -maxinteger end
    if step == 0 then raise("ValueError", "slice step cannot be zero") end
  end
  local start, stop
  if lo == nil or lo == None then
    start = step < 0 and n - 1 or 0
  else
    start = index(lo, "slice indices must be integers or None or have an __index__ method")
    if start == nil then start = lo > 0 and n or -n - 1 end
    if start < 0 then
      start = start + n
      if start < 0 then start = step < 0 and -1 or 0 end
    elseif start >= n then
      start = step < 0 and n - 1 or n
    end
  end
  if hi == nil or hi == None then
    stop = step < 0 and -1 or n
  else
    stop = index(hi, "slice indices must be integers or None or have an __index__ method")
    if stop == nil then stop = hi > 0 and n or -n - 1 end
    if stop < 0 then
      stop = stop + n
      if stop < 0 then stop = step < 0 and -1 or 0 end
    elseif stop >= n then
      stop = step < 0 and n - 1 or n
    end
  end
  return start, stop, step
end
R.slice_indices = slice_indices

local function slice_len(start, stop, step)
  if step > 0 then
    if start >= stop then return 0 end
    return (stop - start - 1) // step + 1
  else
    if start <= stop then return 0 end
    return (start - stop - 1) // (-step) + 1
  end
end
R.slice_len = slice_len

---------------------------------------------------------------------------------------------
-- Hashing: the Lua key of a Python value (dicts and sets index by it)
---------------------------------------------------------------------------------------------

local ids = setmetatable({}, { __mode = "k" })
local nextid = 0
local function objid(x)
  local i = ids[x]
  if not i then nextid = nextid + 1; i = nextid; ids[x] = i end
  return i
end
R.objid = objid

local function unhashable(x)
  raise("TypeError", "unhashable type: '" .. typename(x) .. "'")
end

local dkey
-- the string form of an element inside a composite key
local function subkey(x)
  local t = type(x)
  if t == "string" then return "s" .. #x .. ":" .. x end
  if t == "number" then
    if mtype(x) == "integer" then return "i" .. x end
    if x == floor(x) and x > -2^63 and x < 2^63 then return "i" .. format("%d", x) end
    return "f" .. format("%.17g", x)
  end
  if t == "boolean" then return x and "i1" or "i0" end
  local k = dkey(x)
  if type(k) == "string" then return "k" .. #k .. ":" .. k end
  return "o" .. objid(k)
end

dkey = function(x)
  local t = type(x)
  if t == "string" then return x end
  if t == "number" then
    if x ~= x then return "\1nan" end
    if (x >= 0x1p63 or x < -0x1p63) and x == floor(x) and x ~= huge and x ~= -huge then
      return "\1b" .. tostring(num.toint(x)) -- one key with the big int of the same value
    end
    return x
  end
  if t == "boolean" then return x and 1 or 0 end
  local mt = getmetatable(x)
  if mt then
    local kf = mt["#key"]
    if kf then return kf(x) end
    if kf == false then unhashable(x) end
  end
  return x
end
R.dkey = dkey

TupleMT["#key"] = function(t)
  local parts = { "\1t" }
  for i = 1, #t do parts[i + 1] = subkey(t[i]) end
  return concat(parts, "|")
end
if BigMT then BigMT["#key"] = function(x) return "\1b" .. tostring(x) end end
ListMT["#key"] = false
DictMT["#key"] = false
SetMT["#key"] = false

---------------------------------------------------------------------------------------------
-- list and tuple
---------------------------------------------------------------------------------------------

local list_t = R.builtin_type("list", { object }, {}, ListMT)
local tuple_t = R.builtin_type("tuple", { object }, {}, TupleMT)
R.list_t, R.tuple_t = list_t, tuple_t

local function LIST(t) return setmetatable(t, ListMT) end
local function TUPLE(t) return setmetatable(t, TupleMT) end
R.LIST, R.TUPLE = LIST, TUPLE
local EMPTY = setmetatable({}, TupleMT)
R.EMPTY = EMPTY

-- Python index -> Lua index for a sequence of length n
local function seqindex(i, n, what)
  local j = index(i, what and (what .. " indices must be integers or slices, not " .. typename(i)))
  if j == nil then raise("IndexError", "cannot fit 'int' into an index-sized integer") end
  if j < 0 then j = j + n end
  if j < 0 or j >= n then return nil end
  return j + 1
end
R.seqindex = seqindex

-- Items of any iterable as a Lua array (a fresh table)
local iterate -- forward
local function toarray(x)
  local mt = getmetatable(x)
  if mt == ListMT or mt == TupleMT then return { unpack(x) } end
  local out, n = {}, 0
  for v in iterate(x) do n = n + 1; out[n] = v end
  return out
end
R.toarray = toarray

local function seq_repr(t, open, close, seen)
  local n = #t
  if n == 0 then return open .. close end
  local parts = {}
  for i = 1, n do parts[i] = repr(t[i]) end
  return open .. concat(parts, ", ") .. close
end

local repr_active = {}
ListMT["#repr"] = function(t)
  if repr_active[t] then return "[...]" end
  repr_active[t] = true
  local ok, s = pcall(seq_repr, t, "[", "]")
  repr_active[t] = nil
  if not ok then error(s, 0) end
  return s
end
TupleMT["#repr"] = function(t)
  if #t == 1 then return "(" .. repr(t[1]) .. ",)" end
  return seq_repr(t, "(", ")")
end

local function seq_getitem(t, k, name)
  if getmetatable(k) == SliceMT then
    return R.GSL(t, k.start, k.stop, k.step) -- (subclasses slice to their base type there)
  end
  local n = #t
  local j = index(k, name .. " indices must be integers or slices, not " .. typename(k))
  if j == nil then raise("IndexError", "cannot fit 'int' into an index-sized integer") end
  if j < 0 then j = j + n end
  if j < 0 or j >= n then raise("IndexError", name .. " index out of range") end
  return t[j + 1]
end
ListMT["#getitem"] = function(t, k) return seq_getitem(t, k, "list") end
TupleMT["#getitem"] = function(t, k) return seq_getitem(t, k, "tuple") end

ListMT["#setitem"] = function(t, k, v)
  if getmetatable(k) == SliceMT then return R.SSL(t, k.start, k.stop, k.step, v) end
  local n = #t
  local j = index(k, "list indices must be integers or slices, not " .. typename(k))
  if j == nil then raise("IndexError", "cannot fit 'int' into an index-sized integer") end
  if j < 0 then j = j + n end
  if j < 0 or j >= n then raise("IndexError", "list assignment index out of range") end
  t[j + 1] = v
end

ListMT["#delitem"] = function(t, k)
  if getmetatable(k) == SliceMT then return R.DSL(t, k.start, k.stop, k.step) end
  local n = #t
  local j = index(k, "list indices must be integers or slices, not " .. typename(k))
  if j == nil then raise("IndexError", "cannot fit 'int' into an index-sized integer") end
  if j < 0 then j = j + n end
  if j < 0 or j >= n then raise("IndexError", "list assignment index out of range") end
  tremove(t, j + 1)
end

local function seq_len(t) return #t end
ListMT["#len"] = seq_len
TupleMT["#len"] = seq_len

local function seq_contains(t, x)
  for i = 1, #t do
    local v = t[i]
    if v == x or EQ(v, x) then return true end
  end
  return false
end
ListMT["#contains"] = seq_contains
TupleMT["#contains"] = seq_contains

local function seq_iter(t)
  local i = 0
  return function()
    i = i + 1
    return t[i]
  end
end
ListMT["#iter"] = seq_iter
TupleMT["#iter"] = seq_iter

-- lexicographic comparison
local function seq_cmp(a, b, op)
  local na, nb = #a, #b
  local n = na < nb and na or nb
  for i = 1, n do
    local x, y = a[i], b[i]
    if not (x == y or EQ(x, y)) then
      if op == "eq" then return false end
      if op == "lt" then return x < y elseif op == "le" then return x < y
      elseif op == "gt" then return y < x else return y < x end
    end
  end
  if op == "eq" then return na == nb end
  if op == "lt" then return na < nb elseif op == "le" then return na <= nb
  elseif op == "gt" then return na > nb else return na >= nb end
end
R.seq_cmp = seq_cmp

local function seq_ops(mt, t)
  mt["#eq"] = function(a, b)
    if getmetatable(b) ~= mt then
      if typeof(b) ~= t and not R.isinstance(b, t) then return NotImplemented end
    end
    return seq_cmp(a, b, "eq")
  end
  mt.__eq = function(a, b) return EQ(a, b) end
  local function cmp(op, sym)
    return function(a, b)
      if getmetatable(a) == getmetatable(b) or (R.isinstance(a, t) and R.isinstance(b, t)) then
        return seq_cmp(a, b, op)
      end
      return R.richcmp(op, a, b)
    end
  end
  local d = t["#dict"]
  d.__eq__ = function(a, b) if not R.isinstance(b, t) then return NotImplemented end return seq_cmp(a, b, "eq") end
  d.__lt__ = function(a, b) if not R.isinstance(b, t) then return NotImplemented end return seq_cmp(a, b, "lt") end
  d.__le__ = function(a, b) if not R.isinstance(b, t) then return NotImplemented end return seq_cmp(a, b, "le") end
  d.__gt__ = function(a, b) if not R.isinstance(b, t) then return NotImplemented end return seq_cmp(a, b, "gt") end
  d.__ge__ = function(a, b) if not R.isinstance(b, t) then return NotImplemented end return seq_cmp(a, b, "ge") end
  R.install_operators(mt)
  mt.__lt = function(a, b) if getmetatable(b) == mt then return seq_cmp(a, b, "lt") end return R.richcmp("lt", a, b) end
  mt.__le = function(a, b) if getmetatable(b) == mt then return seq_cmp(a, b, "le") end return R.richcmp("le", a, b) end
  mt.__bool = function(o) return #o > 0 end
  mt.__call = function(o) raise("TypeError", "'" .. typename(o) .. "' object is not callable") end
end
seq_ops(ListMT, list_t)
seq_ops(TupleMT, tuple_t)

local function check_size(n)
  if n > 2^28 then raise("MemoryError", "") end
  host.charge(n // 16)
end

local function seq_mul(t, k, mk)
  local n = index(k)
  if n == nil then raise("OverflowError", "cannot fit 'int' into an index-sized integer") end
  local len = #t
  local out = {}
  if n <= 0 or len == 0 then return mk(out) end
  check_size(len * n)
  local p = 0
  for _ = 1, n do
    for i = 1, len do p = p + 1; out[p] = t[i] end
  end
  return mk(out)
end

local function add_methods(t, methods)
  local d = t["#dict"]
  for k, v in pairs(methods) do d[k] = v end
  R.build_flat(t)
  t["#meta"].__index = t["#flat"]
end
R.add_methods = add_methods

local function is_seq_int(x) return mtype(x) == "integer" or type(x) == "boolean" or (BigMT and getmetatable(x) == BigMT) end

add_methods(list_t, {
  append = function(t, x) t[#t + 1] = x return None end,
  extend = function(t, it)
    local mt = getmetatable(it)
    if mt == ListMT or mt == TupleMT then
      local n = #t
      local m = #it
      tmove(it, 1, m, n + 1, t)
    else
      local n = #t
      for v in iterate(it) do n = n + 1; t[n] = v end
    end
    return None
  end,
  insert = function(t, i, x)
    local n = #t
    local j = index(i)
    if j == nil then j = i > 0 and n or 0 end
    if j < 0 then j = j + n; if j < 0 then j = 0 end end
    if j > n then j = n end
    tinsert(t, j + 1, x)
    return None
  end,
  pop = function(t, i)
    local n = #t
    if n == 0 then raise("IndexError", "pop from empty list") end
    if i == nil then
      local v = t[n]; t[n] = nil; return v
    end
    local j = index(i)
    if j and j < 0 then j = j + n end
    if j == nil or j < 0 or j >= n then raise("IndexError", "pop index out of range") end
    return tremove(t, j + 1)
  end,
  remove = function(t, x)
    for i = 1, #t do
      if t[i] == x or EQ(t[i], x) then tremove(t, i) return None end
    end
    raise("ValueError", "list.remove(x): x not in list")
  end,
  index = function(t, x, start, stop)
    local n = #t
    local s, e = 0, n
    if start ~= nil then s = index(start); if s < 0 then s = s + n; if s < 0 then s = 0 end end end
    if stop ~= nil then e = index(stop); if e < 0 then e = e + n end; if e > n then e = n end end
    for i = s + 1, e do
      if t[i] == x or EQ(t[i], x) then return i - 1 end
    end
    raise("ValueError", repr(x) .. " is not in list")
  end,
  count = function(t, x)
    local c = 0
    for i = 1, #t do if t[i] == x or EQ(t[i], x) then c = c + 1 end end
    return c
  end,
  reverse = function(t)
    local n = #t
    for i = 1, n // 2 do t[i], t[n + 1 - i] = t[n + 1 - i], t[i] end
    return None
  end,
  clear = function(t) for i = #t, 1, -1 do t[i] = nil end return None end,
  copy = function(t) return LIST({ unpack(t) }) end,
  sort = function(t, key, reverse) R.sort_list(t, key, reverse) return None end,
  __len__ = function(t) return #t end,
  __getitem__ = function(t, k) return ListMT["#getitem"](t, k) end,
  __setitem__ = function(t, k, v) ListMT["#setitem"](t, k, v) return None end,
  __delitem__ = function(t, k) ListMT["#delitem"](t, k) return None end,
  __contains__ = function(t, x) return seq_contains(t, x) end,
  __iter__ = function(t) return R.make_iter(seq_iter(t), "list_iterator") end,
  __repr__ = function(t) return ListMT["#repr"](t) end,
  __add__ = function(a, b)
    if getmetatable(b) ~= ListMT and not R.isinstance(b, list_t) then
      raise("TypeError", 'can only concatenate list (not "' .. typename(b) .. '") to list')
    end
    local out = { unpack(a) }
    tmove(b, 1, #b, #a + 1, out)
    return LIST(out)
  end,
  __iadd__ = function(a, b)
    list_t["#dict"].extend(a, b)
    return a
  end,
  __mul__ = function(a, k) if not is_seq_int(k) then return NotImplemented end return seq_mul(a, k, LIST) end,
  __rmul__ = function(a, k) if not is_seq_int(k) then return NotImplemented end return seq_mul(a, k, LIST) end,
  __imul__ = function(a, k)
    local r = seq_mul(a, k, LIST)
    for i = #a, 1, -1 do a[i] = nil end
    tmove(r, 1, #r, 1, a)
    return a
  end,
  __reversed__ = function(t)
    local i = #t + 1
    return R.make_iter(function() i = i - 1; if i >= 1 then return t[i] end end, "list_reverseiterator")
  end,
})
list_t["#dict"].__hash__ = None
R.sig(list_t["#dict"].sort, "sort", { "self", "key", "reverse" })
R.sig(list_t["#dict"].pop, "pop", { "self", "index" })

add_methods(tuple_t, {
  index = function(t, x, start, stop)
    local n = #t
    local s, e = 0, n
    if start ~= nil then s = index(start); if s < 0 then s = s + n; if s < 0 then s = 0 end end end
    if stop ~= nil then e = index(stop); if e < 0 then e = e + n end; if e > n then e = n end end
    for i = s + 1, e do
      if t[i] == x or EQ(t[i], x) then return i - 1 end
    end
    raise("ValueError", "tuple.index(x): x not in tuple")
  end,
  count = function(t, x)
    local c = 0
    for i = 1, #t do if t[i] == x or EQ(t[i], x) then c = c + 1 end end
    return c
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
    local out = { unpack(a) }
    tmove(b, 1, #b, #a + 1, out)
    return TUPLE(out)
  end,
  __mul__ = function(a, k) if not is_seq_int(k) then return NotImplemented end return seq_mul(a, k, TUPLE) end,
  __rmul__ = function(a, k) if not is_seq_int(k) then return NotImplemented end return seq_mul(a, k, TUPLE) end,
})

-- stable sort with key and reverse
function R.sort_list(t, key, reverse)
  local n = #t
  if n < 2 then return end
  host.charge(n)
  local rev = reverse ~= nil and reverse ~= None and T(reverse)
  local keys
  if key ~= nil and key ~= None then
    keys = {}
    for i = 1, n do keys[i] = key(t[i]) end
  end
  -- numbers or strings without a key: Lua's own sort (ties between equal numbers or equal
  -- strings need no stability). A mix raises TypeError from the comparison metamethods, as in
  -- CPython; NaNs make Lua's sort complain ("invalid order function"): the stable path below
  -- takes over then.
  if not keys then
    local tp = type(t[1])
    if tp == "number" or tp == "string" then
      local ok, err = pcall(sort, t)
      if ok then
        if rev then
          for i = 1, n // 2 do t[i], t[n + 1 - i] = t[n + 1 - i], t[i] end
        end
        return
      end
      if type(err) ~= "string" or not err:find("invalid order function") then error(err, 0) end
    end
  end
  -- decorate with positions: ties keep their order (stable)
  local idx = {}
  for i = 1, n do idx[i] = i end
  local k = keys or { unpack(t) }
  local cmp
  if rev then
    cmp = function(i, j)
      local x, y = k[i], k[j]
      if y < x then return true end
      if x < y then return false end
      return i < j
    end
  else
    cmp = function(i, j)
      local x, y = k[i], k[j]
      if x < y then return true end
      if y < x then return false end
      return i < j
    end
  end
  sort(idx, cmp)
  local vals = { unpack(t) }
  for i = 1, n do t[i] = vals[idx[i]] end
end

---------------------------------------------------------------------------------------------
-- Slices
---------------------------------------------------------------------------------------------

local slice_t = R.builtin_type("slice", { object }, {}, SliceMT)
function R.SLICE(lo, hi, st)
  return setmetatable({ start = lo == nil and None or lo, stop = hi == nil and None or hi,
                        step = st == nil and None or st }, SliceMT)
end
SliceMT["#repr"] = function(s) return "slice(" .. repr(s.start) .. ", " .. repr(s.stop) .. ", " .. repr(s.step) .. ")" end
SliceMT.__index = function(s, k) return nil end
slice_t["#call"] = function(_, a, b, c)
  if b == nil then return R.SLICE(None, a, None) end
  return R.SLICE(a, b, c)
end
add_methods(slice_t, {
  indices = function(s, n)
    local a, b, c = slice_indices(s.start, s.stop, s.step, index(n))
    return TUPLE({ a, b, c })
  end,
})
SliceMT.__index = function(s, k) return slice_t["#flat"][k] end

-- GSL(o, lo, hi, st): o[lo:hi:st]
function R.GSL(o, lo, hi, st)
  local mt = getmetatable(o)
  if mt == ListMT or mt == TupleMT then
    local n = #o
    local start, stop, step = slice_indices(lo, hi, st, n)
    local out = {}
    if step == 1 then
      if stop > start then tmove(o, start + 1, stop, 1, out) end
    else
      local m = slice_len(start, stop, step)
      local j = start + 1
      for i = 1, m do out[i] = o[j]; j = j + step end
    end
    return setmetatable(out, mt)
  end
  local f = mt and mt["#getslice"]
  if f then return f(o, lo, hi, st) end
  -- subclasses of list and tuple slice to their base type, as in CPython
  if R.isinstance(o, list_t) or R.isinstance(o, tuple_t) then
    local base = R.isinstance(o, list_t) and ListMT or TupleMT
    local n = #o
    local start, stop, step = slice_indices(lo, hi, st, n)
    local out = {}
    local m = slice_len(start, stop, step)
    local j = start + 1
    for i = 1, m do out[i] = o[j]; j = j + step end
    return setmetatable(out, base)
  end
  return R.GI(o, R.SLICE(lo, hi, st))
end

-- SSL(o, lo, hi, st, v): o[lo:hi:st] = v
function R.SSL(o, lo, hi, st, v)
  local mt = getmetatable(o)
  if mt ~= ListMT then
    local f = mt and mt["#setitem"]
    if f and mt ~= TupleMT then return f(o, R.SLICE(lo, hi, st), v) end
    raise("TypeError", "'" .. typename(o) .. "' object does not support item assignment")
  end
  local n = #o
  local start, stop, step = slice_indices(lo, hi, st, n)
  local items
  if rawequal(v, o) then items = { unpack(o) } else
    local vm = getmetatable(v)
    if vm ~= ListMT and vm ~= TupleMT and not (vm and vm["#iter"]) and type(v) ~= "string" then
      if step == 1 then raise("TypeError", "can only assign an iterable") end
      raise("TypeError", "must assign iterable to extended slice")
    end
    items = toarray(v)
  end
  local m = #items
  if step == 1 then
    if stop < start then stop = start end
    local old = stop - start
    -- shift the tail
    local tail = {}
    tmove(o, stop + 1, n, 1, tail)
    for i = n, start + 1, -1 do o[i] = nil end
    tmove(items, 1, m, start + 1, o)
    tmove(tail, 1, n - stop, start + m + 1, o)
    return
  end
  local len = slice_len(start, stop, step)
  if m ~= len then
    raise("ValueError", format("attempt to assign sequence of size %d to extended slice of size %d", m, len))
  end
  local j = start + 1
  for i = 1, m do o[j] = items[i]; j = j + step end
end

function R.DSL(o, lo, hi, st)
  local mt = getmetatable(o)
  if mt ~= ListMT then
    local f = mt and mt["#delitem"]
    if f and mt ~= TupleMT then return f(o, R.SLICE(lo, hi, st)) end
    raise("TypeError", "'" .. typename(o) .. "' object does not support item deletion")
  end
  local n = #o
  local start, stop, step = slice_indices(lo, hi, st, n)
  if step < 0 then
    -- normalise to a positive step over the same elements
    local m = slice_len(start, stop, step)
    if m == 0 then return end
    start = start + (m - 1) * step
    step = -step
    stop = start + m * step
  end
  local len = slice_len(start, stop, step)
  if len == 0 then return end
  local keep = {}
  local kn = 0
  local del = {}
  local j = start
  for _ = 1, len do del[j + 1] = true; j = j + step end
  for i = 1, n do
    if not del[i] then kn = kn + 1; keep[kn] = o[i] end
  end
  for i = 1, n do o[i] = keep[i] end
end

---------------------------------------------------------------------------------------------
-- Item protocol
---------------------------------------------------------------------------------------------

local function not_subscriptable(o)
  if getmetatable(o) == R.TypeMT then
    return o -- list[int], Dict[str, int]: generic aliases act as the type
  end
  raise("TypeError", "'" .. typename(o) .. "' object is not subscriptable")
end

function R.GI(o, k)
  if o == nil or k == nil then return R.unbound() end
  local mt = getmetatable(o)
  if mt == ListMT then
    if mtype(k) == "integer" then
      local v = o[k >= 0 and k + 1 or #o + k + 1]
      if v ~= nil and (k >= 0 or #o + k >= 0) then return v end
    end
    return seq_getitem(o, k, "list")
  end
  if mt == DictMT and (type(k) == "string" or mtype(k) == "integer") then
    local slot = o["#i"][k] -- str and int keys are their own Lua keys (see dkey)
    if slot then return o["#v"][slot] end
  end
  local f = mt and mt["#getitem"]
  if f then return f(o, k) end
  return not_subscriptable(o)
end

function R.SI(o, k, v)
  local mt = getmetatable(o)
  if mt == ListMT and mtype(k) == "integer" and k >= 0 and k < #o then
    o[k + 1] = v
    return
  end
  local f = mt and mt["#setitem"]
  if f then return f(o, k, v) end
  raise("TypeError", "'" .. typename(o) .. "' object does not support item assignment")
end

function R.DI(o, k)
  local mt = getmetatable(o)
  local f = mt and mt["#delitem"]
  if f then return f(o, k) end
  raise("TypeError", "'" .. typename(o) .. "' object does not support item deletion")
end

function R.LEN(o)
  local mt = getmetatable(o)
  if mt == ListMT or mt == TupleMT then return #o end
  local f = mt and mt["#len"]
  if f then return f(o) end
  raise("TypeError", "object of type '" .. typename(o) .. "' has no len()")
end

function R.IN(x, c)
  local mt = getmetatable(c)
  local f = mt and mt["#contains"]
  if f then return f(c, x) == true end
  if mt and mt["#iter"] then
    for v in iterate(c) do if v == x or EQ(v, x) then return true end end
    return false
  end
  raise("TypeError", "argument of type '" .. typename(c) .. "' is not iterable")
end

---------------------------------------------------------------------------------------------
-- Iteration
---------------------------------------------------------------------------------------------

-- iterate(x): a Lua iterator function over any Python iterable (for `for v in iterate(x)`).
iterate = function(x)
  local mt = getmetatable(x)
  local f = mt and mt["#iter"]
  if f then return f(x) end
  raise("TypeError", "'" .. typename(x) .. "' object is not iterable")
end
R.iterate = iterate

local function step(nf, c)
  local v = nf()
  if v == nil then return nil end
  return true, v
end

local ipairs_ = ipairs
-- ITER(x): the generic-for triple of `for _, v in ITER(x)`.
function R.ITER(x)
  if x == nil then return R.unbound() end
  local mt = getmetatable(x)
  if mt == ListMT or mt == TupleMT then return ipairs_(x) end
  local f = mt and mt["#iter"]
  if f then return step, f(x), true end
  raise("TypeError", "'" .. typename(x) .. "' object is not iterable")
end

-- Iterator objects (map, zip, list_iterator, ...): a table with the Lua function "#next".
local iterator_t = R.builtin_type("iterator", { object }, {}, IterMT)
R.iterator_t = iterator_t
IterMT["#iter"] = function(it) return it["#next"] end
IterMT.__index = iterator_t["#flat"]
IterMT.__newindex = R.no_setattr
local itertypes = {}
-- the metatable of iterator type `name` (its type is mt["#class"])
local function itermeta(name)
  local mt = itertypes[name]
  if not mt then
    mt = {}
    for k, v in pairs(IterMT) do mt[k] = v end
    local t = R.builtin_type(name, { iterator_t }, {}, mt)
    t["#builtin"] = true
    mt.__index = t["#flat"]
    itertypes[name] = mt
  end
  return mt
end
R.itermeta = itermeta

function R.make_iter(nf, name)
  return setmetatable({ ["#next"] = nf }, name and itermeta(name) or IterMT)
end
add_methods(iterator_t, {
  __iter__ = function(it) return it end,
  __next__ = function(it)
    local v = it["#next"]()
    if v == nil then raise("StopIteration", None) end
    return v
  end,
})
R.install_operators(IterMT)
IterMT["#repr"] = function(it) return "<" .. typename(it) .. " object at 0x" .. format("%012x", objid(it) * 16 + 0x7f0000000000) .. ">" end

-- UNPACK(v, n): the n values of an unpacking assignment
local function unpack_error(got, n)
  if got < n then
    raise("ValueError", format("not enough values to unpack (expected %d, got %d)", n, got))
  end
  raise("ValueError", format("too many values to unpack (expected %d)", n))
end

function R.UNPACK(v, n)
  local mt = getmetatable(v)
  if mt == TupleMT or mt == ListMT then
    local m = #v
    if m == n then return unpack(v, 1, n) end
    unpack_error(m, n)
  end
  local out, m = {}, 0
  if not (mt and mt["#iter"]) and type(v) ~= "string" then
    raise("TypeError", "cannot unpack non-iterable " .. typename(v) .. " object")
  end
  local nf = iterate(v)
  for _ = 1, n do
    local x = nf()
    if x == nil then unpack_error(m, n) end
    m = m + 1; out[m] = x
  end
  if nf() ~= nil then unpack_error(n + 1, n) end
  return unpack(out, 1, n)
end

function R.UNPACKSTAR(v, before, after)
  local items = toarray(v)
  local m = #items
  if m < before + after then
    raise("ValueError", format("not enough values to unpack (expected at least %d, got %d)", before + after, m))
  end
  local mid = {}
  tmove(items, before + 1, m - after, 1, mid)
  local out = {}
  for i = 1, before do out[i] = items[i] end
  out[before + 1] = LIST(mid)
  for i = 1, after do out[before + 1 + i] = items[m - after + i] end
  return unpack(out, 1, before + after + 1)
end

-- EXTEND(t, n, iterable): appends items for starred call arguments and displays
function R.EXTEND(t, n, x)
  for v in iterate(x) do n = n + 1; t[n] = v end
  return n
end

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

-- for k, v in dict_pairs(d): insertion order; RuntimeError if the size changes
local function dict_pairs(d)
  local i = 0
  local ks, vs = d["#k"], d["#v"]
  local len = d["#len"]
  return function()
    if d["#len"] ~= len then raise("RuntimeError", "dictionary changed size during iteration") end
    if d["#k"] ~= ks then ks, vs = d["#k"], d["#v"]; i = 0 end
    while true do
      i = i + 1
      if i > d["#n"] then return nil end
      local k = ks[i]
      if k ~= TOMB then return k, vs[i] end
    end
  end
end
R.dict_pairs = dict_pairs

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
    if w == nil or not (v == w or EQ(v, w)) then return false end
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

-- dict(...) argument: any mapping or iterable of pairs into d
local function dict_update(d, x)
  local mt = getmetatable(x)
  if mt == DictMT or (mt and mt["#layout"] == "dict") or (mt and mt["#class"] and R.isinstance(x, dict_t)) then
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
function R.DUPDATE(d, x) dict_update(d, x) end

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
  for _, w in dict_pairs(v.d) do if w == x or EQ(w, x) then return true end end
  return false
end
local function view_repr(name, mt)
  mt["#repr"] = function(v)
    local parts = {}
    for x in iterate(v) do parts[#parts + 1] = repr(x) end
    return name .. "([" .. concat(parts, ", ") .. "])"
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
    isdisjoint = function(a, b) return R.set_t["#dict"].isdisjoint(R.SET(toarray(a)), b) end,
  })
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
    local v = dict_get(d, k)
    if v == nil then
      if default == nil then default = None end
      dict_set(d, k, default)
      return default
    end
    return v
  end,
  pop = function(d, k, default)
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
      return None
    end
    if x ~= nil then dict_update(d, x) end
    return None
  end,
  clear = function(d)
    d["#k"], d["#v"], d["#i"], d["#n"], d["#len"] = {}, {}, {}, 0, 0
    return None
  end,
  copy = function(d)
    local c = DICT()
    for k, v in dict_pairs(d) do dict_set(c, k, v) end
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
dict_t["#dict"].__init__ = function(d, x) dict_init(d, x) return None end
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

-- the iteration order of CPython's set for ints (and floats/tuples of them): replays the
-- insertions into CPython's open-addressing table; other sets keep insertion order.
-- CPython's setobject.c: a table of 8 slots, linear probing (9 more slots) then perturbed
-- open addressing, growth to 4x the used count when fill*5 >= mask*3.
local LINEAR_PROBES, PERTURB_SHIFT = 9, 5
local function cpython_order(ks, hashes, mask0)
  local mask = mask0 or 7
  local table_ = {}
  local used = 0
  local function insert(tab, m, i0, h, k)
    local i, perturb = h & m, h
    while true do
      if tab[i] == nil then tab[i] = k; return end
      if i + LINEAR_PROBES <= m then
        for j = 1, LINEAR_PROBES do
          if tab[i + j] == nil then tab[i + j] = k; return end
        end
      end
      perturb = perturb >> PERTURB_SHIFT
      i = (i * 5 + 1 + perturb) & m
    end
  end
  local hof = {}
  for n = 1, #ks do
    local k, h = ks[n], hashes[n]
    hof[k] = h
    insert(table_, mask, nil, h, k)
    used = used + 1
    if used * 5 >= mask * 3 then
      local newsize = 8
      local minused = used > 50000 and used * 2 or used * 4
      while newsize <= minused do newsize = newsize << 1 end
      local nt = {}
      for i = 0, mask do
        local v = table_[i]
        if v ~= nil then insert(nt, newsize - 1, nil, hof[v], v) end
      end
      table_, mask = nt, newsize - 1
    end
  end
  local out = {}
  for i = 0, mask do
    if table_[i] ~= nil then out[#out + 1] = table_[i] end
  end
  return out
end

-- The iteration order of a set: CPython's for numbers (and tuples of them), whose hashes
-- are not randomised, so programs print sets exactly as CPython does; insertion order for
-- the rest (CPython's order for str keys changes from run to run anyway).
local function set_keys(s)
  local cache = rawget(s, "#ordc")
  if cache and cache.n == s["#n"] and cache.len == s["#len"] then return cache.keys end
  local ks = {}
  local numeric = true
  for k in dict_pairs(s) do
    ks[#ks + 1] = k
    if numeric then
      local t = type(k)
      if not (t == "number" or t == "boolean" or (BigMT and getmetatable(k) == BigMT)
              or getmetatable(k) == TupleMT) then
        numeric = false
      end
    end
  end
  if numeric and #ks > 1 then
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
  return "\1F" .. concat(parts, "|")
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
  mt.__lt = function(a, b)
    if is_set(a) and is_set(b) then return a["#len"] < b["#len"] and subset(a, b) end
    return R.richcmp("lt", a, b)
  end
  mt.__le = function(a, b)
    if is_set(a) and is_set(b) then return subset(a, b) end
    return R.richcmp("le", a, b)
  end
end

local function result_mt(a)
  local m = getmetatable(a)
  if m == FrozenMT then return FrozenMT end
  return SetMT
end

local function set_ops(mt)
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
    issubset = function(a, b) return subset(a, set_from(b)) end,
    issuperset = function(a, b) return subset(set_from(b), a) end,
    isdisjoint = function(a, b)
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
sops.add = function(s, x) dict_set(s, x, true) return None end
sops.discard = function(s, x) dict_del(s, x) return None end
sops.remove = function(s, x) if not dict_del(s, x) then raise("KeyError", x) end return None end
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

---------------------------------------------------------------------------------------------
-- range
---------------------------------------------------------------------------------------------

local range_t = R.builtin_type("range", { object }, {}, RangeMT)
R.range_t = range_t
range_t["#final"] = true

local function range_len(r)
  return slice_len(r.start, r.stop, r.step)
end

local function range_arg(x)
  local i = index(x)
  if i == nil then raise("OverflowError", "Python int too large to convert to C ssize_t") end
  return i
end

range_t["#call"] = function(_, a, b, c)
  if a == nil then raise("TypeError", "range expected at least 1 argument, got 0") end
  local start, stop, st
  if b == nil then start, stop, st = 0, range_arg(a), 1
  else
    start, stop = range_arg(a), range_arg(b)
    st = c == nil and 1 or range_arg(c)
  end
  if st == 0 then raise("ValueError", "range() arg 3 must not be zero") end
  return setmetatable({ start = start, stop = stop, step = st }, RangeMT)
end

function R.RANGESTOP(stop, st)
  if st == 0 then raise("ValueError", "range() arg 3 must not be zero") end
  if st > 0 then return stop - 1 end
  return stop + 1
end

RangeMT["#len"] = range_len
RangeMT.__bool = function(r) return range_len(r) > 0 end
RangeMT["#iter"] = function(r)
  local i, stop, st = r.start - r.step, r.stop, r.step
  if st > 0 then
    return function() i = i + st; if i < stop then return i end end
  end
  return function() i = i + st; if i > stop then return i end end
end
RangeMT["#getitem"] = function(r, k)
  if getmetatable(k) == SliceMT then
    local n = range_len(r)
    local a, b, c = slice_indices(k.start, k.stop, k.step, n)
    return setmetatable({ start = r.start + a * r.step, stop = r.start + b * r.step,
                          step = r.step * c }, RangeMT)
  end
  local n = range_len(r)
  local i = index(k, "range indices must be integers or slices, not " .. typename(k))
  if i < 0 then i = i + n end
  if i < 0 or i >= n then raise("IndexError", "range object index out of range") end
  return r.start + i * r.step
end
RangeMT["#contains"] = function(r, x)
  if mtype(x) ~= "integer" then
    if type(x) == "boolean" then x = x and 1 or 0
    elseif mtype(x) == "float" and x == floor(x) then x = floor(x)
    else return false end
  end
  if r.step > 0 then
    if x < r.start or x >= r.stop then return false end
  else
    if x > r.start or x <= r.stop then return false end
  end
  return (x - r.start) % r.step == 0
end
RangeMT["#repr"] = function(r)
  if r.step == 1 then return format("range(%d, %d)", r.start, r.stop) end
  return format("range(%d, %d, %d)", r.start, r.stop, r.step)
end
RangeMT["#eq"] = function(a, b)
  if getmetatable(b) ~= RangeMT then return NotImplemented end
  local na, nb = range_len(a), range_len(b)
  if na ~= nb then return false end
  if na == 0 then return true end
  if a.start ~= b.start then return false end
  if na == 1 then return true end
  return a.step == b.step
end
RangeMT["#key"] = function(r) return "\1r" .. r.start .. ":" .. r.stop .. ":" .. r.step end
R.install_operators(RangeMT)
RangeMT.__eq = function(a, b) return EQ(a, b) end
RangeMT.__newindex = R.no_setattr
add_methods(range_t, {
  index = function(r, x)
    if RangeMT["#contains"](r, x) then return (x - r.start) // r.step end
    raise("ValueError", repr(x) .. " is not in range")
  end,
  count = function(r, x) return RangeMT["#contains"](r, x) and 1 or 0 end,
  __len__ = range_len,
  __iter__ = function(r) return R.make_iter(RangeMT["#iter"](r), "range_iterator") end,
  __reversed__ = function(r)
    local n = range_len(r)
    local last = r.start + (n - 1) * r.step
    return R.make_iter(RangeMT["#iter"](setmetatable({ start = last, stop = r.start - r.step, step = -r.step }, RangeMT)), "range_iterator")
  end,
  __getitem__ = function(r, k) return RangeMT["#getitem"](r, k) end,
  __contains__ = function(r, x) return RangeMT["#contains"](r, x) end,
})
RangeMT.__index = function(r, k)
  if k == "start" or k == "stop" or k == "step" then return rawget(r, k) end
  return range_t["#flat"][k]
end

-- list(...) / tuple(...) constructors
list_t["#layout"] = { new = function(t) return setmetatable({}, t == list_t and ListMT or t["#meta"]) end }
list_t["#call"] = function(t, x)
  if t ~= list_t then
    local o = setmetatable({}, t["#meta"])
    local init = lookup(t, "__init__")
    if init and init ~= list_t["#dict"].__init__ then init(o, x) elseif x ~= nil then list_t["#dict"].extend(o, x) end
    return o
  end
  if x == nil then return LIST({}) end
  return LIST(toarray(x))
end
list_t["#dict"].__init__ = function(o, x)
  for i = #o, 1, -1 do o[i] = nil end
  if x ~= nil then list_t["#dict"].extend(o, x) end
  return None
end
R.build_flat(list_t)
ListMT.__index = list_t["#flat"]
tuple_t["#call"] = function(t, x)
  if x == nil then return t == tuple_t and EMPTY or setmetatable({}, t["#meta"]) end
  if getmetatable(x) == TupleMT and t == tuple_t then return x end
  local arr = toarray(x)
  if t ~= tuple_t then return setmetatable(arr, t["#meta"]) end
  return TUPLE(arr)
end
tuple_t["#layout"] = { new = function(t, x)
  return setmetatable(x == nil and {} or toarray(x), t["#meta"])
end }

R.iterate = iterate
return R
end
