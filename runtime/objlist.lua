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
local eq_asked = R.eq_asked
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
  local xt = type(x) == "table" -- (see R.eq_asked: each item's __eq__ runs once)
  for i = 1, #t do
    local v = t[i]
    if v == x or (not (xt and eq_asked(v, x)) and EQ(v, x)) then return true end
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
    if not (x == y or (not eq_asked(x, y) and EQ(x, y))) then
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
  local xt = type(x) == "table"
  for i = s + 1, e do
    local v = t[i]
    if v == x or (not (xt and eq_asked(v, x)) and EQ(v, x)) then return i - 1 end
  end
  return nil
end

local function seq_count(t, x)
  local c = 0
  local xt = type(x) == "table"
  for i = 1, #t do
    local v = t[i]
    if v == x or (not (xt and eq_asked(v, x)) and EQ(v, x)) then c = c + 1 end
  end
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
  if n > (1 << 28) then raise("MemoryError", "") end -- (before len * n can wrap around)
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
    if j == nil then raise("OverflowError", "Python int too large to convert to C ssize_t") end
    if j < 0 then j = j + n; if j < 0 then j = 0 end end
    if j > n then j = n end
    tinsert(t, j + 1, x)
    return None
  end,
  pop = function(t, i)
    local n = #t
    local j
    if i ~= nil then -- (the index is converted first, as CPython's argument clinic does)
      j = index(i)
      if j == nil then raise("OverflowError", "Python int too large to convert to C ssize_t") end
    end
    if n == 0 then raise("IndexError", "pop from empty list") end
    if i == nil then
      local v = t[n]; t[n] = nil; return v
    end
    if j < 0 then j = j + n end
    if j < 0 or j >= n then raise("IndexError", "pop index out of range") end
    return tremove(t, j + 1)
  end,
  remove = function(t, x)
    if x == nil then argc(A_REMOVE) end
    local xt = type(x) == "table"
    for i = 1, #t do
      local v = t[i]
      if v == x or (not (xt and eq_asked(v, x)) and EQ(v, x)) then tremove(t, i) return None end
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
-- CPython 3.11's list sort (Objects/listobject.c, Objects/listsort.txt), step for step: runs
-- found left to right, short ones extended by binary insertion to minrun, merged in
-- powersort's order with galloping. Sorting by it, comparison for comparison, gives what a
-- program can see of a sort the way CPython gives it: how many times and on which pairs a
-- user's __lt__ or cmp_to_key function runs, the order an inconsistent order (nan, a random
-- comparator) leaves, which pair raises first, and the permutation left after an error.
-- It sorts p[1..n] (positions) by lt(x, y), the `<` of the items at positions x and y.
local MIN_GALLOP = 7

-- k in 0..n with arr[base+k-1] < key <= arr[base+k], searched from arr[base+hint]
local function gallop_left(lt, key, arr, base, n, hint)
  local a = base + hint
  local lastofs, ofs = 0, 1
  if lt(arr[a], key) then
    local maxofs = n - hint
    while ofs < maxofs do
      if not lt(arr[a + ofs], key) then break end
      lastofs = ofs; ofs = (ofs << 1) + 1
    end
    if ofs > maxofs then ofs = maxofs end
    lastofs, ofs = lastofs + hint, ofs + hint
  else
    local maxofs = hint + 1
    while ofs < maxofs do
      if lt(arr[a - ofs], key) then break end
      lastofs = ofs; ofs = (ofs << 1) + 1
    end
    if ofs > maxofs then ofs = maxofs end
    lastofs, ofs = hint - ofs, hint - lastofs
  end
  lastofs = lastofs + 1
  while lastofs < ofs do
    local m = lastofs + ((ofs - lastofs) >> 1)
    if lt(arr[base + m], key) then lastofs = m + 1 else ofs = m end
  end
  return ofs
end

-- k in 0..n with arr[base+k-1] <= key < arr[base+k]
local function gallop_right(lt, key, arr, base, n, hint)
  local a = base + hint
  local lastofs, ofs = 0, 1
  if lt(key, arr[a]) then
    local maxofs = hint + 1
    while ofs < maxofs do
      if not lt(key, arr[a - ofs]) then break end
      lastofs = ofs; ofs = (ofs << 1) + 1
    end
    if ofs > maxofs then ofs = maxofs end
    lastofs, ofs = hint - ofs, hint - lastofs
  else
    local maxofs = n - hint
    while ofs < maxofs do
      if lt(key, arr[a + ofs]) then break end
      lastofs = ofs; ofs = (ofs << 1) + 1
    end
    if ofs > maxofs then ofs = maxofs end
    lastofs, ofs = lastofs + hint, ofs + hint
  end
  lastofs = lastofs + 1
  while lastofs < ofs do
    local m = lastofs + ((ofs - lastofs) >> 1)
    if lt(key, arr[base + m]) then ofs = m else lastofs = m + 1 end
  end
  return ofs
end

-- sorts p[lo..hi-1] by binary insertion; p[lo..start-1] is sorted already
local function binarysort(lt, p, lo, hi, start)
  if lo == start then start = start + 1 end
  while start < hi do
    local l, r = lo, start
    local pivot = p[r]
    repeat
      local m = l + ((r - l) >> 1)
      if lt(pivot, p[m]) then r = m else l = m + 1 end
    until l >= r
    for q = start, l + 1, -1 do p[q] = p[q - 1] end
    p[l] = pivot
    start = start + 1
  end
end

-- the length of the run at p[lo..hi-1] (lo < hi), and whether it is strictly descending
local function count_run(lt, p, lo, hi)
  local i = lo + 1
  if i == hi then return 1, false end
  local n = 2
  local desc = lt(p[i], p[i - 1])
  i = i + 1
  while i < hi and lt(p[i], p[i - 1]) == desc do i = i + 1; n = n + 1 end
  return n, desc
end

-- merges the na items at sa with the nb items at sb = sa + na (na <= nb), through ms.t
local function merge_lo(ms, sa, na, sb, nb)
  local p, t, lt = ms.p, ms.t, ms.lt
  tmove(p, sa, sa + na - 1, 1, t)
  local dest, ssa, ssb = sa, 1, sb
  local function body() -- true: the last of a goes after the rest of b (CPython's CopyB)
    p[dest] = p[ssb]; dest = dest + 1; ssb = ssb + 1; nb = nb - 1
    if nb == 0 then return false end
    if na == 1 then return true end
    local min_gallop = ms.min_gallop
    while true do
      local acount, bcount = 0, 0
      while true do
        if lt(p[ssb], t[ssa]) then
          p[dest] = p[ssb]; dest = dest + 1; ssb = ssb + 1
          bcount = bcount + 1; acount = 0; nb = nb - 1
          if nb == 0 then return false end
          if bcount >= min_gallop then break end
        else
          p[dest] = t[ssa]; dest = dest + 1; ssa = ssa + 1
          acount = acount + 1; bcount = 0; na = na - 1
          if na == 1 then return true end
          if acount >= min_gallop then break end
        end
      end
      min_gallop = min_gallop + 1
      repeat
        if min_gallop > 1 then min_gallop = min_gallop - 1 end
        ms.min_gallop = min_gallop
        local k = gallop_right(lt, p[ssb], t, ssa, na, 0)
        acount = k
        if k > 0 then
          tmove(t, ssa, ssa + k - 1, dest, p)
          dest = dest + k; ssa = ssa + k; na = na - k
          if na == 1 then return true end
          if na == 0 then return false end
        end
        p[dest] = p[ssb]; dest = dest + 1; ssb = ssb + 1; nb = nb - 1
        if nb == 0 then return false end
        k = gallop_left(lt, t[ssa], p, ssb, nb, 0)
        bcount = k
        if k > 0 then
          tmove(p, ssb, ssb + k - 1, dest)
          dest = dest + k; ssb = ssb + k; nb = nb - k
          if nb == 0 then return false end
        end
        p[dest] = t[ssa]; dest = dest + 1; ssa = ssa + 1; na = na - 1
        if na == 1 then return true end
      until acount < MIN_GALLOP and bcount < MIN_GALLOP
      min_gallop = min_gallop + 1
      ms.min_gallop = min_gallop
    end
  end
  local ok, copyb = pcall(body)
  if ok and copyb then
    tmove(p, ssb, ssb + nb - 1, dest)
    p[dest + nb] = t[ssa]
    return
  end
  if na > 0 then tmove(t, ssa, ssa + na - 1, dest, p) end -- (after an error too)
  if not ok then error(copyb, 0) end
end

-- the same from the right end (na >= nb), b through ms.t
local function merge_hi(ms, sa, na, sb, nb)
  local p, t, lt = ms.p, ms.t, ms.lt
  tmove(p, sb, sb + nb - 1, 1, t)
  local dest, ssa, ssb = sb + nb - 1, sa + na - 1, nb
  local function body() -- true: the first of b goes before the rest of a (CPython's CopyA)
    p[dest] = p[ssa]; dest = dest - 1; ssa = ssa - 1; na = na - 1
    if na == 0 then return false end
    if nb == 1 then return true end
    local min_gallop = ms.min_gallop
    while true do
      local acount, bcount = 0, 0
      while true do
        if lt(t[ssb], p[ssa]) then
          p[dest] = p[ssa]; dest = dest - 1; ssa = ssa - 1
          acount = acount + 1; bcount = 0; na = na - 1
          if na == 0 then return false end
          if acount >= min_gallop then break end
        else
          p[dest] = t[ssb]; dest = dest - 1; ssb = ssb - 1
          bcount = bcount + 1; acount = 0; nb = nb - 1
          if nb == 1 then return true end
          if bcount >= min_gallop then break end
        end
      end
      min_gallop = min_gallop + 1
      repeat
        if min_gallop > 1 then min_gallop = min_gallop - 1 end
        ms.min_gallop = min_gallop
        local k = na - gallop_right(lt, t[ssb], p, sa, na, na - 1)
        acount = k
        if k > 0 then
          dest = dest - k; ssa = ssa - k
          tmove(p, ssa + 1, ssa + k, dest + 1)
          na = na - k
          if na == 0 then return false end
        end
        p[dest] = t[ssb]; dest = dest - 1; ssb = ssb - 1; nb = nb - 1
        if nb == 1 then return true end
        k = nb - gallop_left(lt, p[ssa], t, 1, nb, nb - 1)
        bcount = k
        if k > 0 then
          dest = dest - k; ssb = ssb - k
          tmove(t, ssb + 1, ssb + k, dest + 1, p)
          nb = nb - k
          if nb == 1 then return true end
          if nb == 0 then return false end
        end
        p[dest] = p[ssa]; dest = dest - 1; ssa = ssa - 1; na = na - 1
        if na == 0 then return false end
      until acount < MIN_GALLOP and bcount < MIN_GALLOP
      min_gallop = min_gallop + 1
      ms.min_gallop = min_gallop
    end
  end
  local ok, copya = pcall(body)
  if ok and copya then
    tmove(p, ssa - na + 1, ssa, dest - na + 1)
    dest = dest - na; ssa = ssa - na
    p[dest] = t[ssb]
    return
  end
  if nb > 0 then tmove(t, 1, nb, dest - nb + 1, p) end -- (after an error too)
  if not ok then error(copya, 0) end
end

-- merges the pending runs i and i + 1
local function merge_at(ms, i)
  local p, lt, base, len = ms.p, ms.lt, ms.base, ms.len
  local sa, na, sb, nb = base[i], len[i], base[i + 1], len[i + 1]
  len[i] = na + nb
  if i == ms.n - 2 then
    base[i + 1], len[i + 1], ms.power[i + 1] = base[i + 2], len[i + 2], ms.power[i + 2]
  end
  ms.n = ms.n - 1
  -- where b's first goes in a, and a's last in b: what lies outside is in place already
  local k = gallop_right(lt, p[sb], p, sa, na, 0)
  sa = sa + k; na = na - k
  if na == 0 then return end
  nb = gallop_left(lt, p[sa + na - 1], p, sb, nb, nb - 1)
  if nb <= 0 then return end
  if na <= nb then merge_lo(ms, sa, na, sb, nb) else merge_hi(ms, sa, na, sb, nb) end
end

-- powersort: the depth of the boundary between the run at s1 (0-based, n1 long) and the next
local function powerloop(s1, n1, n2, n)
  local result = 0
  local a = 2 * s1 + n1
  local b = a + n1 + n2
  while true do
    result = result + 1
    if a >= n then
      a = a - n; b = b - n
    elseif b >= n then
      break
    end
    a = a << 1; b = b << 1
  end
  return result
end

local function timsort(p, n, lt)
  local ms = { p = p, t = {}, lt = lt, min_gallop = MIN_GALLOP, n = 0, base = {}, len = {},
               power = {} }
  local minrun, r = n, 0
  while minrun >= 64 do r = r | (minrun & 1); minrun = minrun >> 1 end
  minrun = minrun + r
  local lo, rem = 1, n
  repeat
    local run, desc = count_run(lt, p, lo, lo + rem)
    if desc then
      local i, j = lo, lo + run - 1
      while i < j do p[i], p[j] = p[j], p[i]; i = i + 1; j = j - 1 end
    end
    if run < minrun then
      local force = rem <= minrun and rem or minrun
      binarysort(lt, p, lo, lo + force, lo + run)
      run = force
    end
    local top = ms.n
    if top > 0 then
      local power = powerloop(ms.base[top] - 1, ms.len[top], run, n)
      while ms.n > 1 and ms.power[ms.n - 1] > power do merge_at(ms, ms.n - 1) end
      ms.power[ms.n] = power
    end
    ms.n = ms.n + 1
    ms.base[ms.n], ms.len[ms.n] = lo, run
    lo = lo + run; rem = rem - run
  until rem == 0
  while ms.n > 1 do
    local i = ms.n - 1
    if i > 1 and ms.len[i - 1] < ms.len[i + 1] then i = i - 1 end
    merge_at(ms, i)
  end
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
  -- do: the stable path below). A mix, or a nan, takes CPython's algorithm below: which pair
  -- raises TypeError, and where a nan ends up, depend on its order of comparisons.
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
          local x = items[i]
          if x == 0 or x ~= x then tp = nil; break end
        end
      end
    elseif tp == "string" then
      for i = 2, n do
        if type(items[i]) ~= "string" then tp = nil; break end
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
  -- numbers, strs, and tuples and lists of them: compared in C (objtuple.c's keysort)
  local k = keys or items
  local order = keysort(k, n, TupleMT, rev, ListMT)
  if order then
    local vals = copyseq(items, 1, n)
    for i = 1, n do items[i] = vals[order[i]] end
    return
  end
  -- CPython's algorithm over positions: its comparisons, in its order (see timsort). As in
  -- CPython, reverse=True reverses the items before and after a forward sort (stable).
  local idx = {}
  if rev then
    for i = 1, n do idx[i] = n + 1 - i end
  else
    for i = 1, n do idx[i] = i end
  end
  if not keys then k = copyseq(items, 1, n) end
  local ok, err = pcall(timsort, idx, n, function(i, j) return k[i] < k[j] end)
  if rev then
    for i = 1, n // 2 do idx[i], idx[n + 1 - i] = idx[n + 1 - i], idx[i] end
  end
  local vals = copyseq(items, 1, n)
  for i = 1, n do items[i] = vals[idx[i]] end -- (after an error, the permutation it left)
  if not ok then error(err, 0) end
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
-- list(x) of the builtin, called directly by generated code (Gen's CONVERT)
function R.builtin_list(x)
  if x == nil then return R.unbound() end
  local mt = getmetatable(x)
  if mt == ListMT or mt == TupleMT then -- the VM's slice copy (GSL in place), then its metatable
    local t = R.GSL(x, nil, nil, nil)
    local r = setmetatable(t, ListMT)
    return r
  end
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
