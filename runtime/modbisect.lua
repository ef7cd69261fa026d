-- modbisect.lua: bisect, as CPython's bisect.py (lo/hi/key).
local getmetatable, rawequal, select = getmetatable, rawequal, select
local tinsert = table.insert

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise
local ListMT, GI, LEN, index = R.ListMT, R.GI, R.LEN, R.index
local KWMARK = R.KWMARK

local m = {}

-- (a, x, lo, hi, key) of a call, with keywords bound
local sig = { name = "bisect", params = { "a", "x", "lo", "hi" }, nposonly = 0, nrequired = 2,
              kwonly = { "key" }, complex = true }
local function args(name, ...)
  if rawequal((...), KWMARK) then
    sig.name = name
    return R.ARGS(sig, ...)
  end
  local n = select("#", ...)
  if n < 2 then -- (Argument Clinic's words)
    raise("TypeError", name .. "() missing required argument '" .. (n == 0 and "a' (pos 1)" or "x' (pos 2)"))
  end
  return ...
end

local function bounds(a, lo, hi)
  if lo == nil then lo = 0 else lo = index(lo) end
  if lo < 0 then raise("ValueError", "lo must be non-negative") end
  if hi == nil or hi == None then hi = LEN(a) else hi = index(hi) end
  return lo, hi
end

local function right(a, x, lo, hi, key)
  lo, hi = bounds(a, lo, hi)
  if key == None then key = nil end
  if getmetatable(a) == ListMT then
    if key then
      while lo < hi do
        local mid = (lo + hi) // 2
        if x < key(a[mid + 1]) then hi = mid else lo = mid + 1 end
      end
    else
      while lo < hi do
        local mid = (lo + hi) // 2
        if x < a[mid + 1] then hi = mid else lo = mid + 1 end
      end
    end
    return lo
  end
  while lo < hi do
    local mid = (lo + hi) // 2
    local v = GI(a, mid)
    if key then v = key(v) end
    if x < v then hi = mid else lo = mid + 1 end
  end
  return lo
end

local function left(a, x, lo, hi, key)
  lo, hi = bounds(a, lo, hi)
  if key == None then key = nil end
  if getmetatable(a) == ListMT then
    if key then
      while lo < hi do
        local mid = (lo + hi) // 2
        if key(a[mid + 1]) < x then lo = mid + 1 else hi = mid end
      end
    else
      while lo < hi do
        local mid = (lo + hi) // 2
        if a[mid + 1] < x then lo = mid + 1 else hi = mid end
      end
    end
    return lo
  end
  while lo < hi do
    local mid = (lo + hi) // 2
    local v = GI(a, mid)
    if key then v = key(v) end
    if v < x then lo = mid + 1 else hi = mid end
  end
  return lo
end

local function insert(a, i, x)
  if getmetatable(a) == ListMT then tinsert(a, i + 1, x) return end
  R.CALLM(a, "insert", { i, x })
end

m.bisect_right = function(...) return right(args("bisect_right", ...)) end
m.bisect_left = function(...) return left(args("bisect_left", ...)) end
m.insort_right = function(...)
  local a, x, lo, hi, key = args("insort_right", ...)
  if key == None then key = nil end
  insert(a, right(a, key and key(x) or x, lo, hi, key), x)
  return None
end
m.insort_left = function(...)
  local a, x, lo, hi, key = args("insort_left", ...)
  if key == None then key = nil end
  insert(a, left(a, key and key(x) or x, lo, hi, key), x)
  return None
end
R.sig(m.bisect_right, "bisect_right", sig.params, sig)
R.sig(m.bisect_left, "bisect_left", sig.params, sig)
R.sig(m.insort_right, "insort_right", sig.params, sig)
R.sig(m.insort_left, "insort_left", sig.params, sig)
m.bisect = m.bisect_right
m.insort = m.insort_right

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "bisect", "most", 5, "bisect_right" }, { "bisect_left", "most", 5, "bisect_left" },
  { "bisect_right", "most", 5, "bisect_right" }, { "insort", "most", 5, "insort_right" },
  { "insort_left", "most", 5, "insort_left" }, { "insort_right", "most", 5, "insort_right" },
})
return m
end
