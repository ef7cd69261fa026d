-- objrange.lua: the range type.
local type, getmetatable, setmetatable, rawget = type, getmetatable, setmetatable, rawget
local mtype, floor = math.type, math.floor
local format = string.format

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local raise, typename, EQ = R.raise, R.typename, R.EQ
local object, NotImplemented = R.object, R.NotImplemented
local RangeMT, SliceMT = R.RangeMT, R.SliceMT
local index, add_methods = R.index, R.add_methods
local function repr(x) return R.repr(x) end
local slice_indices, slice_len = R.slice_indices, R.slice_len

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
RangeMT["#key"] = function(r) return "\255r" .. r.start .. ":" .. r.stop .. ":" .. r.step end
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

end
