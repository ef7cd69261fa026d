-- objslice.lua: slices: slice.indices (slice_indices, slice_len), the slice type, and the slice
-- protocol of sequences (GSL/SSL/DSL: o[lo:hi:st] loads, stores and deletes).
local type, getmetatable, setmetatable, rawequal = type, getmetatable, setmetatable, rawequal
local maxinteger = math.maxinteger
local format, tmove = string.format, table.move

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local copyseq = host.copyseq -- { unpack(t) } for sequences of any length
local None = R.None
local raise, typename = R.raise, R.typename
local object = R.object
local ListMT, TupleMT, SliceMT = R.ListMT, R.TupleMT, R.SliceMT
local index, add_methods = R.index, R.add_methods
local function repr(x) return R.repr(x) end
local list_t, tuple_t, TUPLE, toarray = R.list_t, R.tuple_t, R.TUPLE, R.toarray

-- slice.indices(n) for step, start, stop possibly nil/None
local function slice_indices(lo, hi, st, n)
  local step = 1
  if st ~= nil and st ~= None then
    step = index(st, "slice indices must be integers or None or have an __index__ method")
    if step == nil then step = st > 0 and maxinteger or -maxinteger end
    if step == -maxinteger - 1 then step = -maxinteger end -- CPython's clamp of a step to -PY_SSIZE_T_MAX
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
  if a == nil then R.argc({ "E", "slice", 1, 3 }) end
  if b == nil then return R.SLICE(None, a, None) end
  return R.SLICE(a, b, c)
end
slice_t["#builtin"] = true
slice_t["#final"] = true
R.slice_t = slice_t
add_methods(slice_t, {
  indices = function(s, n)
    local a, b, c = slice_indices(s.start, s.stop, s.step, index(n))
    return TUPLE({ a, b, c })
  end,
})
SliceMT.__index = function(s, k) return slice_t["#flat"][k] end
-- slices compare as the tuples (start, stop, step), and are not hashable (CPython 3.11)
local function triple(s) return TUPLE({ s.start, s.stop, s.step }) end
SliceMT["#eq"] = function(a, b)
  if getmetatable(b) ~= SliceMT then return R.NotImplemented end
  return R.EQ(triple(a), triple(b))
end
SliceMT.__eq = function(a, b) return R.EQ(a, b) end
local function order(op)
  return function(a, b)
    if getmetatable(b) ~= SliceMT then return R.NotImplemented end
    return R.richcmp(op, triple(a), triple(b))
  end
end
add_methods(slice_t, { __lt__ = order("lt"), __le__ = order("le"), __gt__ = order("gt"),
                       __ge__ = order("ge") })
slice_t["#dict"].__hash__ = None
R.refresh(slice_t)
SliceMT["#key"] = false
R.install_operators(SliceMT)

-- GSL(o, lo, hi, st): o[lo:hi:st] (raw: list's or tuple's own __getitem__ slicing o)
function R.GSL(o, lo, hi, st, raw)
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
  -- subclasses of list and tuple slice to their base type, as in CPython, unless they have a
  -- __getitem__ of their own (it gets the slice object)
  local islist = R.isinstance(o, list_t)
  if islist or R.isinstance(o, tuple_t) then
    local gi = not raw and R.lookup(R.typeof(o), "__getitem__")
    if gi and gi ~= (islist and list_t or tuple_t)["#dict"].__getitem__ then
      return R.GI(o, R.SLICE(lo, hi, st))
    end
    local base = islist and ListMT or TupleMT
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
-- (raw: list's own __setitem__ on o, a list or a subclass's object)
function R.SSL(o, lo, hi, st, v, raw)
  local mt = getmetatable(o)
  if mt ~= ListMT and not raw then
    local f = mt and mt["#setitem"]
    if f and mt ~= TupleMT then return f(o, R.SLICE(lo, hi, st), v) end
    raise("TypeError", "'" .. typename(o) .. "' object does not support item assignment")
  end
  local n = #o
  local start, stop, step = slice_indices(lo, hi, st, n)
  local items
  if rawequal(v, o) then items = copyseq(o) else
    local vm = getmetatable(v)
    if vm ~= ListMT and vm ~= TupleMT and not (vm and vm["#iter"]) and type(v) ~= "string" then
      if step == 1 then raise("TypeError", "can only assign an iterable") end
      raise("TypeError", "must assign iterable to extended slice")
    end
    items = toarray(v)
  end
  return R.assign_slice(o, start, stop, step, items)
end

-- o[start:stop:step] = items (the normalised slice of slice_indices) for an array table o (a
-- list, a bytearray)
function R.assign_slice(o, start, stop, step, items)
  local n = #o
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

-- (raw: list's own __delitem__ on o, a list or a subclass's object)
function R.DSL(o, lo, hi, st, raw)
  local mt = getmetatable(o)
  if mt ~= ListMT and not raw then
    local f = mt and mt["#delitem"]
    if f and mt ~= TupleMT then return f(o, R.SLICE(lo, hi, st)) end
    raise("TypeError", "'" .. typename(o) .. "' object does not support item deletion")
  end
  return R.delete_slice(o, slice_indices(lo, hi, st, #o))
end

-- del o[start:stop:step] (the normalised slice) for an array table o (a list, a bytearray)
function R.delete_slice(o, start, stop, step)
  local n = #o
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

end
