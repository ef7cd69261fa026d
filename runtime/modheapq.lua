-- modheapq.lua: heapq, the same algorithms as CPython's heapq.py (so heaps have the same layout).
local type, getmetatable, setmetatable, select, rawequal = type, getmetatable, setmetatable, select, rawequal
local tinsert, unpack = table.insert, table.unpack

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, T = R.None, R.raise, R.typename, R.T
local LIST, TUPLE, ListMT = R.LIST, R.TUPLE, R.ListMT
local iterate, index, toarray = R.iterate, R.index, R.toarray
local KWMARK = R.KWMARK
local make_iter = R.make_iter

local m = {}

local function checklist(h, name)
  if getmetatable(h) ~= ListMT and not R.isinstance(h, R.list_t) then
    raise("TypeError", name .. "() argument 1 must be list, not " .. typename(h))
  end
end

-- 1-based versions of _siftdown(heap, startpos, pos) and _siftup(heap, pos)
local function siftdown(h, startpos, pos)
  local newitem = h[pos]
  while pos > startpos do
    local parentpos = (pos - 2) // 2 + 1
    local parent = h[parentpos]
    if newitem < parent then
      h[pos] = parent
      pos = parentpos
    else
      break
    end
  end
  h[pos] = newitem
end

local function siftup(h, pos, endpos)
  local startpos = pos
  local newitem = h[pos]
  local childpos = 2 * pos
  while childpos <= endpos do
    local rightpos = childpos + 1
    if rightpos <= endpos and not (h[childpos] < h[rightpos]) then childpos = rightpos end
    h[pos] = h[childpos]
    pos = childpos
    childpos = 2 * pos
  end
  h[pos] = newitem
  siftdown(h, startpos, pos)
end

-- max-heap variants (heapq._heapify_max and friends)
local function siftdown_max(h, startpos, pos)
  local newitem = h[pos]
  while pos > startpos do
    local parentpos = (pos - 2) // 2 + 1
    local parent = h[parentpos]
    if parent < newitem then
      h[pos] = parent
      pos = parentpos
    else
      break
    end
  end
  h[pos] = newitem
end
local function siftup_max(h, pos, endpos)
  local startpos = pos
  local newitem = h[pos]
  local childpos = 2 * pos
  while childpos <= endpos do
    local rightpos = childpos + 1
    if rightpos <= endpos and not (h[rightpos] < h[childpos]) then childpos = rightpos end
    h[pos] = h[childpos]
    pos = childpos
    childpos = 2 * pos
  end
  h[pos] = newitem
  siftdown_max(h, startpos, pos)
end

m.heappush = function(h, item)
  checklist(h, "heappush")
  local n = #h + 1
  h[n] = item
  siftdown(h, 1, n)
  return None
end

m.heappop = function(h)
  checklist(h, "heappop")
  local n = #h
  if n == 0 then raise("IndexError", "index out of range") end
  local last = h[n]
  h[n] = nil
  if n > 1 then
    local ret = h[1]
    h[1] = last
    siftup(h, 1, n - 1)
    return ret
  end
  return last
end

m.heapreplace = function(h, item)
  checklist(h, "heapreplace")
  local n = #h
  if n == 0 then raise("IndexError", "index out of range") end
  local ret = h[1]
  h[1] = item
  siftup(h, 1, n)
  return ret
end

m.heappushpop = function(h, item)
  checklist(h, "heappushpop")
  local n = #h
  if n > 0 and h[1] < item then
    item, h[1] = h[1], item
    siftup(h, 1, n)
  end
  return item
end

m.heapify = function(h)
  checklist(h, "heapify")
  local n = #h
  host.charge(n)
  for i = n // 2, 1, -1 do siftup(h, i, n) end
  return None
end

m._heapify_max = function(h)
  checklist(h, "_heapify_max")
  local n = #h
  for i = n // 2, 1, -1 do siftup_max(h, i, n) end
  return None
end
m._heappop_max = function(h)
  local n = #h
  if n == 0 then raise("IndexError", "index out of range") end
  local last = h[n]
  h[n] = nil
  if n > 1 then
    local ret = h[1]
    h[1] = last
    siftup_max(h, 1, n - 1)
    return ret
  end
  return last
end
m._heapreplace_max = function(h, item)
  local n = #h
  if n == 0 then raise("IndexError", "index out of range") end
  local ret = h[1]
  h[1] = item
  siftup_max(h, 1, n)
  return ret
end
m._heappush_max = function(h, item)
  local n = #h + 1
  h[n] = item
  siftdown_max(h, 1, n)
  return None
end

-- nlargest / nsmallest: equivalent to sorted(iterable, key=key, reverse=...)[:n]
local function nbest(reverse)
  return function(n, it, key)
    n = index(n)
    local t = LIST(toarray(it))
    if n <= 0 then return LIST({}) end
    if key == None then key = nil end
    R.sort_list(t, key, reverse)
    for i = #t, n + 1, -1 do t[i] = nil end
    return t
  end
end
m.nlargest = R.sig(nbest(true), "nlargest", { "n", "iterable", "key" }, { nrequired = 2 })
m.nsmallest = R.sig(nbest(false), "nsmallest", { "n", "iterable", "key" }, { nrequired = 2 })

-- merge(*iterables, key=None, reverse=False): lazy; ties go to the earlier iterable
local function merge(...)
  local pos, npos, kw
  if rawequal((...), KWMARK) then
    local _
    _, pos, npos, kw = ...
  else
    pos, npos = { ... }, select("#", ...)
  end
  local key, reverse = nil, false
  if kw then
    for i = 1, #kw, 2 do
      local k, v = kw[i], kw[i + 1]
      if k == "key" then key = v ~= None and v or nil
      elseif k == "reverse" then reverse = T(v)
      else raise("TypeError", "merge() got an unexpected keyword argument '" .. k .. "'") end
    end
  end
  -- heap entries: { k = sort key, o = order, v = value, nf = next function }
  local heap, n = {}, 0
  local function less(a, b)
    local ka, kb = a.k, b.k
    if reverse then
      if kb < ka then return true end
      if ka < kb then return false end
    else
      if ka < kb then return true end
      if kb < ka then return false end
    end
    return a.o < b.o
  end
  local function down(i)
    local e = heap[i]
    while true do
      local c = 2 * i
      if c > n then break end
      if c + 1 <= n and less(heap[c + 1], heap[c]) then c = c + 1 end
      if less(heap[c], e) then heap[i] = heap[c]; i = c else break end
    end
    heap[i] = e
  end
  local started = false
  return make_iter(function()
    if not started then
      started = true
      for i = 1, npos do
        local nf = iterate(pos[i])
        local v = nf()
        if v ~= nil then
          n = n + 1
          heap[n] = { k = key and key(v) or v, o = i, v = v, nf = nf }
        end
      end
      for i = n // 2, 1, -1 do down(i) end
    elseif n > 0 then
      -- advance the iterator whose item was returned last (only now, as CPython's generator)
      local top = heap[1]
      local v = top.nf()
      if v ~= nil then
        top.v = v
        top.k = key and key(v) or v
      else
        heap[1] = heap[n]
        heap[n] = nil
        n = n - 1
      end
      if n > 0 then down(1) end
    end
    if n == 0 then return nil end
    return heap[1].v
  end, "generator")
end
m.merge = R.sig(merge, "merge", {}, { complex = true })

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "heapify", "one", 1, "_heapq.heapify" }, { "heappop", "one", 1, "_heapq.heappop" },
  { "heappush", "expected", 2, "heappush" }, { "heappushpop", "expected", 2, "heappushpop" },
  { "heapreplace", "expected", 2, "heapreplace" }, { "nlargest", "py", 3, "nlargest", 2 },
  { "nsmallest", "py", 3, "nsmallest", 2 },
})
return m
end
