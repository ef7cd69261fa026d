-- objlist.lua: the list type, and the sequence helpers it shares with tuple (objtuple.lua):
-- repr, indexing, membership, iteration, lexicographic comparison, repetition, and sorting.
-- 
-- Each builtin type's metatable carries private slots the protocol helpers (objobject.lua)
-- dispatch on: "#getitem"(o, k) "#setitem"(o, k, v) "#delitem"(o, k) "#len"(o) "#contains"(o, x)
-- "#iter"(o) -> a Lua function returning the next value or nil, "#repr"(o) -> string,
-- "#key"(o) -> the Lua key of a hashable value (see dkey in objobject.lua).
local type, getmetatable, setmetatable, error, pcall, next, select =
      type, getmetatable, setmetatable, error, pcall, next, select
local mtype = math.type
local concat, sort, tinsert, tremove, tmove =
      table.concat, table.sort, table.insert, table.remove, table.move

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local copyseq = host.copyseq -- { unpack(t) } for sequences of any length
local concatseq = host.concatseq -- list + list, tuple + tuple
local None = R.None
local raise, typeof, typename, lookup, T, EQ = R.raise, R.typeof, R.typename, R.lookup, R.T, R.EQ
local object, BigMT, NotImplemented = R.object, R.BigMT, R.NotImplemented
local ListMT, TupleMT, SliceMT = R.ListMT, R.TupleMT, R.SliceMT
local index, add_methods = R.index, R.add_methods
local function repr(x) return R.repr(x) end
local argc = R.argc
local A_APPEND, A_EXTEND, A_REMOVE, A_LCOUNT = { "O", "list.append" }, { "O", "list.extend" },
  { "O", "list.remove" }, { "O", "list.count" }
local A_INSERT, A_INDEX = { "E", "insert", 2, 2 }, { "E", "index", 1, 3 }

---------------------------------------------------------------------------------------------
-- list and tuple
---------------------------------------------------------------------------------------------

local list_t = R.builtin_type("list", { object }, {}, ListMT)
R.list_t = list_t

local function LIST(t) return setmetatable(t, ListMT) end
R.LIST = LIST

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
local iterate = R.iterate
local FAST_ARRAY = {} -- exact metatable -> its objects' items as an array in one step (objdict.lua)
R.FAST_ARRAY = FAST_ARRAY
local function toarray(x)
  local mt = getmetatable(x)
  if mt == ListMT or mt == TupleMT then return copyseq(x) end
  local f = FAST_ARRAY[mt]
  if f then return f(x) end
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

local function seq_getitem(t, k, name)
  if getmetatable(k) == SliceMT then
    return R.GSL(t, k.start, k.stop, k.step, true) -- (subclasses slice to their base type there)
  end
  local n = #t
  local j = k
  if mtype(k) ~= "integer" then
    j = index(k, name .. " indices must be integers or slices, not " .. typename(k))
    if j == nil then raise("IndexError", "cannot fit 'int' into an index-sized integer") end
  end
  if j < 0 then j = j + n end
  if j < 0 or j >= n then raise("IndexError", name .. " index out of range") end
  return t[j + 1]
end
ListMT["#getitem"] = function(t, k) return seq_getitem(t, k, "list") end

ListMT["#setitem"] = function(t, k, v)
  if getmetatable(k) == SliceMT then return R.SSL(t, k.start, k.stop, k.step, v, true) end
  local n = #t
  local j = k
  if mtype(k) ~= "integer" then
    j = index(k, "list indices must be integers or slices, not " .. typename(k))
    if j == nil then raise("IndexError", "cannot fit 'int' into an index-sized integer") end
  end
  if j < 0 then j = j + n end
  if j < 0 or j >= n then raise("IndexError", "list assignment index out of range") end
  t[j + 1] = v
end

ListMT["#delitem"] = function(t, k)
  if getmetatable(k) == SliceMT then return R.DSL(t, k.start, k.stop, k.step, true) end
  local n = #t
  local j = k
  if mtype(k) ~= "integer" then
    j = index(k, "list indices must be integers or slices, not " .. typename(k))
    if j == nil then raise("IndexError", "cannot fit 'int' into an index-sized integer") end
  end
  if j < 0 then j = j + n end
  if j < 0 or j >= n then raise("IndexError", "list assignment index out of range") end
  tremove(t, j + 1)
end

local function seq_len(t) return #t end
ListMT["#len"] = seq_len

local function seq_contains(t, x)
  for i = 1, #t do
    local v = t[i]
    if v == x or EQ(v, x) then return true end
  end
  return false
end
ListMT["#contains"] = seq_contains

local function seq_iter(t)
  local i = 0
  return function()
    i = i + 1
    return t[i]
  end
end
ListMT["#iter"] = seq_iter

-- lexicographic comparison
local function seq_cmp(a, b, op)
  local na, nb = #a, #b
  local n = na < nb and na or nb
  for i = 1, n do
    local x, y = a[i], b[i]
    if not (x == y or EQ(x, y)) then
      if op == "eq" then return false end
      -- the first items that differ decide, compared with op itself (as CPython)
      if op == "lt" then return x < y elseif op == "le" then return x <= y
      elseif op == "gt" then return x > y else return x >= y end
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
  local generic_add = mt.__add
  mt.__add = function(a, b) -- two of this exact type: one copy in C
    if getmetatable(a) == mt and getmetatable(b) == mt then return concatseq(a, b, mt) end
    return generic_add(a, b)
  end
  mt.__lt = function(a, b, swapped)
    if getmetatable(b) == mt and getmetatable(a) == mt then
      if swapped then return seq_cmp(b, a, "gt") end
      return seq_cmp(a, b, "lt")
    end
    return R.order_lt(a, b, swapped)
  end
  mt.__le = function(a, b, swapped)
    if getmetatable(b) == mt and getmetatable(a) == mt then
      if swapped then return seq_cmp(b, a, "ge") end
      return seq_cmp(a, b, "le")
    end
    return R.order_le(a, b, swapped)
  end
  mt.__bool = function(o) return #o > 0 end
  mt.__call = function(o) raise("TypeError", "'" .. typename(o) .. "' object is not callable") end
end
seq_ops(ListMT, list_t)

-- the index of x in t[start:stop] (the sequence index method), or nil
local function seq_find(t, x, start, stop)
  local n = #t
  local s, e = 0, n
  if start ~= nil then s = index(start); if s < 0 then s = s + n; if s < 0 then s = 0 end end end
  if stop ~= nil then e = index(stop); if e < 0 then e = e + n end; if e > n then e = n end end
  for i = s + 1, e do
    if t[i] == x or EQ(t[i], x) then return i - 1 end
  end
  return nil
end

local function seq_count(t, x)
  local c = 0
  for i = 1, #t do if t[i] == x or EQ(t[i], x) then c = c + 1 end end
  return c
end

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
  return mk(host.repeatseq(t, n))
end


local function is_seq_int(x) return mtype(x) == "integer" or type(x) == "boolean" or (BigMT and getmetatable(x) == BigMT) end

add_methods(list_t, {
  append = function(t, x) if x == nil then argc(A_APPEND) end t[#t + 1] = x return None end,
  extend = function(t, it)
    if it == nil then argc(A_EXTEND) end
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
    if x == nil then argc(A_INSERT, i, x) end
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
    if x == nil then argc(A_REMOVE) end
    for i = 1, #t do
      if t[i] == x or EQ(t[i], x) then tremove(t, i) return None end
    end
    raise("ValueError", "list.remove(x): x not in list")
  end,
  index = function(t, x, start, stop)
    if x == nil then argc(A_INDEX) end
    local i = seq_find(t, x, start, stop)
    if i then return i end
    raise("ValueError", repr(x) .. " is not in list")
  end,
  count = function(t, x)
    if x == nil then argc(A_LCOUNT) end
    return seq_count(t, x)
  end,
  reverse = function(t)
    local n = #t
    for i = 1, n // 2 do t[i], t[n + 1 - i] = t[n + 1 - i], t[i] end
    return None
  end,
  clear = function(t) for i = #t, 1, -1 do t[i] = nil end return None end,
  copy = function(t) return LIST(copyseq(t)) end,
  -- sort(*, key=None, reverse=False): keyword calls arrive as (KWMARK, {self}, 1, kw)
  sort = function(t, ...)
    local key, reverse
    if t == R.KWMARK then
      local pos, npos, kw = ...
      if npos > 1 then raise("TypeError", "sort() takes no positional arguments") end
      t = pos[1]
      key, reverse = R.sort_kwargs(kw)
    elseif select("#", ...) > 0 then
      raise("TypeError", "sort() takes no positional arguments")
    end
    R.sort_list(t, key, reverse)
    return None
  end,
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
    local out = copyseq(a)
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
    if not is_seq_int(k) and not R.lookup(R.typeof(k), "__index__") then
      raise("TypeError", "can't multiply sequence by non-int of type '" .. typename(k) .. "'")
    end
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
R.sig(list_t["#dict"].sort, "sort", { "self" }, { kwonly = { "key", "reverse" }, complex = true })
-- the key= and reverse= of sort() and sorted(), from a call's keyword list
function R.sort_kwargs(kw)
  local key, reverse
  for i = 1, #kw, 2 do
    local k = kw[i]
    if k == "key" then key = kw[i + 1]
    elseif k == "reverse" then reverse = kw[i + 1]
    else raise("TypeError", "'" .. k .. "' is an invalid keyword argument for sort()") end
  end
  return key, reverse
end
R.sig(list_t["#dict"].pop, "pop", { "self", "index" })


-- stable sort with key and reverse
local keysort = host.num.keysort
-- A stable merge sort of the array idx by lt. It never fails, whatever lt answers: an
-- inconsistent key or comparator gives some order, as in CPython (Lua's table.sort raises
-- "invalid order function" then).
local function merge_sort(idx, lt)
  local n = #idx
  local src, dst = idx, {}
  local width = 1
  while width < n do
    for lo = 1, n, 2 * width do
      local mid = lo + width
      if mid > n + 1 then mid = n + 1 end
      local hi = lo + 2 * width
      if hi > n + 1 then hi = n + 1 end
      local i, j, k = lo, mid, lo
      while i < mid and j < hi do
        local a, b = src[i], src[j]
        if lt(b, a) then dst[k] = b; j = j + 1 else dst[k] = a; i = i + 1 end
        k = k + 1
      end
      while i < mid do dst[k] = src[i]; i = i + 1; k = k + 1 end
      while j < hi do dst[k] = src[j]; j = j + 1; k = k + 1 end
    end
    src, dst = dst, src
    width = width * 2
  end
  return src
end

-- Sorts the array items[1..n] in place (stable), by key and reverse as list.sort does.
local function sort_items(items, n, key, rev)
  local keys
  if key ~= nil and key ~= None then
    keys = {}
    for i = 1, n do keys[i] = key(items[i]) end
  end
  if n < 2 then return end
  -- all ints, all strs or all nonzero floats without a key: Lua's own sort (ties between
  -- equal values of these need no stability; an int and its equal float, or 0.0 and -0.0,
  -- do: the stable path below). A mix raises TypeError from the comparison metamethods, as
  -- in CPython; NaNs make Lua's sort complain ("invalid order function"): the stable path
  -- takes over then.
  if not keys then
    local tp = type(items[1])
    if tp == "number" then
      local mt = mtype(items[1])
      for i = 2, n do
        local x = items[i]
        if mtype(x) ~= mt then tp = nil; break end
      end
      if tp and mt == "float" then
        for i = 1, n do
          if items[i] == 0 then tp = nil; break end
        end
      end
    end
    if tp == "number" or tp == "string" then
      local ok, err = pcall(sort, items)
      if ok then
        if rev then
          for i = 1, n // 2 do items[i], items[n + 1 - i] = items[n + 1 - i], items[i] end
        end
        return
      end
      if type(err) ~= "string" or not err:find("invalid order function") then error(err, 0) end
    end
  end
  -- numbers, strs and tuples of them: compared in C (objtuple.c's keysort)
  local k = keys or items
  local order = keysort(k, n, TupleMT, rev)
  if order then
    local vals = copyseq(items, 1, n)
    for i = 1, n do items[i] = vals[order[i]] end
    return
  end
  -- decorate with positions: ties keep their order (stable)
  local idx = {}
  for i = 1, n do idx[i] = i end
  if not keys then k = copyseq(items, 1, n) end
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
  local ok, err = pcall(sort, idx, cmp)
  if not ok then
    if type(err) ~= "string" or not err:find("invalid order function") then error(err, 0) end
    for i = 1, n do idx[i] = i end
    idx = merge_sort(idx, function(i, j)
      if rev then return k[j] < k[i] end
      return k[i] < k[j]
    end)
  end
  local vals = copyseq(items, 1, n)
  for i = 1, n do items[i] = vals[idx[i]] end
end

-- list.sort. As in CPython the list is empty while it is sorted, so a key that changes it is
-- found out ("list modified during sort"); after an error the items are back in some order.
function R.sort_list(t, key, reverse)
  local rev = false
  if reverse ~= nil then -- an int, as CPython's argument clinic takes it
    if type(reverse) == "boolean" then rev = reverse
    elseif mtype(reverse) == "integer" then rev = reverse ~= 0
    elseif R.is_int(reverse) then rev = true
    else rev = R.index(reverse) ~= 0 end
  end
  local n = #t
  if n == 0 then return end
  host.charge(n)
  if key == nil or key == None then
    -- all ints or all strs: Lua's sort in place (no Python code runs to see or change t)
    local tp = type(t[1])
    local it = tp == "number" and mtype(t[1]) or tp
    if it == "integer" then
      for i = 2, n do if mtype(t[i]) ~= "integer" then it = nil break end end
    elseif it == "string" then
      for i = 2, n do if type(t[i]) ~= "string" then it = nil break end end
    else
      it = nil
    end
    if it then
      sort(t)
      if rev then
        for i = 1, n // 2 do t[i], t[n + 1 - i] = t[n + 1 - i], t[i] end
      end
      return
    end
  end
  local items = copyseq(t, 1, n)
  for i = n, 1, -1 do t[i] = nil end
  -- R.pcall records an exception's traceback where a key function raised it
  local ok, err = R.pcall(sort_items, items, n, key, rev)
  local modified = #t ~= 0
  for i = #t, 1, -1 do t[i] = nil end
  for i = 1, n do t[i] = items[i] end
  if not ok then error(err, 0) end
  if modified then raise("ValueError", "list modified during sort") end
end

ListMT["#key"] = false

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
-- for tuple (objtuple.lua) and the other sequences
R.seq_repr, R.seq_getitem, R.seq_len, R.seq_contains, R.seq_iter, R.seq_ops, R.seq_mul =
  seq_repr, seq_getitem, seq_len, seq_contains, seq_iter, seq_ops, seq_mul
R.is_seq_int, R.repr_active, R.check_size = is_seq_int, repr_active, check_size
R.seq_find, R.seq_count = seq_find, seq_count
end
