-- objrange.lua: the range type.
local type, getmetatable, setmetatable, rawget, rawset = type, getmetatable, setmetatable, rawget, rawset
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

-- A range whose start, stop or step is beyond 64 bits ("#big"): its arithmetic is the
-- int type's (host.num), and its length must fit in 64 bits for len() and slicing, as
-- CPython's must fit in a C ssize_t. Ranges within 64 bits never come here.
local num = host.num
local nadd, nsub, nmul, nfloordiv, nmod, nlt, nle, neq =
  num.add, num.sub, num.mul, num.floordiv, num.mod, num.lt, num.le, num.eq
local BigMT = R.BigMT

local function big_len(r) -- the length, a Python int (maybe big)
  local start, stop, st = r.start, r.stop, r.step
  if nlt(0, st) then
    if nle(stop, start) then return 0 end
    return nadd(nfloordiv(nsub(nsub(stop, start), 1), st), 1)
  end
  if nle(start, stop) then return 0 end
  return nadd(nfloordiv(nsub(nsub(start, stop), 1), nsub(0, st)), 1)
end

local function ssize(n)
  if mtype(n) ~= "integer" then raise("OverflowError", "Python int too large to convert to C ssize_t") end
  return n
end

local function range_len(r)
  if rawget(r, "#big") then return ssize(big_len(r)) end
  return slice_len(r.start, r.stop, r.step)
end

-- an argument of range(): a Lua integer, or an int beyond 64 bits (and true when it is one)
local function range_arg(x)
  local i = R.INDEX(x) -- the bound of a numerical for loop takes the same ints
  return i, getmetatable(i) == BigMT
end

range_t["#call"] = function(_, a, b, c)
  if a == nil then raise("TypeError", "range expected at least 1 argument, got 0") end
  local start, stop, st, b1, b2, b3 = 0, nil, 1, false, false, false
  if b == nil then stop, b2 = range_arg(a)
  else
    start, b1 = range_arg(a)
    stop, b2 = range_arg(b)
    if c ~= nil then st, b3 = range_arg(c) end
  end
  if st == 0 then raise("ValueError", "range() arg 3 must not be zero") end
  local r = setmetatable({ start = start, stop = stop, step = st }, RangeMT)
  if b1 or b2 or b3 then rawset(r, "#big", true) end
  return r
end

-- The numerical for loops of range() whose bounds are beyond 64 bits (the VM calls this, see
-- host.setbigfor): (first value, state) or nil to skip the loop; then each next value, or nil.
-- The limit is inclusive, as Lua's (codegen passes stop - 1, or RANGESTOP's).
host.setbigfor(function(i, limit, st)
  if limit == nil then
    local nxt = nadd(i, st[2])
    if st[3] then
      if nle(nxt, st[1]) then return nxt, st end
    elseif nle(st[1], nxt) then return nxt, st end
    return nil
  end
  local up = nlt(0, st)
  if up then
    if nlt(limit, i) then return nil end
  elseif nlt(i, limit) then return nil end
  return i, { limit, st, up }
end)

function R.RANGESTOP(stop, st)
  if st == 0 then raise("ValueError", "range() arg 3 must not be zero") end
  if st > 0 then return stop - 1 end
  return stop + 1
end

RangeMT["#len"] = range_len
RangeMT.__bool = function(r)
  if rawget(r, "#big") then return big_len(r) ~= 0 end
  return range_len(r) > 0
end
RangeMT["#iter"] = function(r)
  local i, stop, st = r.start - r.step, r.stop, r.step
  if rawget(r, "#big") then
    i = nsub(r.start, st)
    local up = nlt(0, st)
    return function()
      i = nadd(i, st)
      if up then if nlt(i, stop) then return i end
      elseif nlt(stop, i) then return i end
    end
  end
  if st > 0 then
    return function() i = i + st; if i < stop then return i end end
  end
  return function() i = i + st; if i > stop then return i end end
end
RangeMT["#getitem"] = function(r, k)
  if getmetatable(k) == SliceMT then
    local n = range_len(r)
    local a, b, c = slice_indices(k.start, k.stop, k.step, n)
    local s = setmetatable({ start = nadd(r.start, nmul(a, r.step)), stop = nadd(r.start, nmul(b, r.step)),
                             step = nmul(r.step, c) }, RangeMT)
    if rawget(r, "#big") then rawset(s, "#big", true) end
    return s
  end
  local i = index(k, "range indices must be integers or slices, not " .. typename(k))
  if rawget(r, "#big") then
    local n = big_len(r)
    if i == nil then i = k end -- an index beyond 64 bits
    if nlt(i, 0) then i = nadd(i, n) end
    if nlt(i, 0) or nle(n, i) then raise("IndexError", "range object index out of range") end
    return nadd(r.start, nmul(i, r.step))
  end
  local n = range_len(r)
  if i == nil then raise("IndexError", "range object index out of range") end
  if i < 0 then i = i + n end
  if i < 0 or i >= n then raise("IndexError", "range object index out of range") end
  return r.start + i * r.step
end
RangeMT["#contains"] = function(r, x)
  if mtype(x) ~= "integer" then
    if type(x) == "boolean" then x = x and 1 or 0
    elseif mtype(x) == "float" and x == floor(x) then
      if rawget(r, "#big") or x ~= x + 1 then x = num.toint(x) else x = floor(x) end
    elseif getmetatable(x) ~= BigMT then return false end
  end
  if rawget(r, "#big") or getmetatable(x) == BigMT then
    local start, stop, st = r.start, r.stop, r.step
    if nlt(0, st) then
      if nlt(x, start) or nle(stop, x) then return false end
    elseif nlt(start, x) or nle(x, stop) then return false end
    return neq(nmod(nsub(x, start), st), 0)
  end
  if r.step > 0 then
    if x < r.start or x >= r.stop then return false end
  else
    if x > r.start or x <= r.stop then return false end
  end
  return (x - r.start) % r.step == 0
end
RangeMT["#repr"] = function(r)
  if rawget(r, "#big") then
    local s = "range(" .. repr(r.start) .. ", " .. repr(r.stop)
    if not neq(r.step, 1) then s = s .. ", " .. repr(r.step) end
    return s .. ")"
  end
  if r.step == 1 then return format("range(%d, %d)", r.start, r.stop) end
  return format("range(%d, %d, %d)", r.start, r.stop, r.step)
end
RangeMT["#eq"] = function(a, b)
  if getmetatable(b) ~= RangeMT then return NotImplemented end
  if rawget(a, "#big") or rawget(b, "#big") then
    local na, nb = big_len(a), big_len(b)
    if not neq(na, nb) then return false end
    if na == 0 then return true end
    if not neq(a.start, b.start) then return false end
    if na == 1 then return true end
    return neq(a.step, b.step)
  end
  local na, nb = range_len(a), range_len(b)
  if na ~= nb then return false end
  if na == 0 then return true end
  if a.start ~= b.start then return false end
  if na == 1 then return true end
  return a.step == b.step
end
-- the length of r, a Python int (maybe beyond 64 bits)
function R.range_length(r)
  if rawget(r, "#big") then return big_len(r) end
  return range_len(r)
end

-- equal ranges are one key: the length, then the start if it has one, then the step if it has
-- two (CPython hashes the same triple)
RangeMT["#key"] = function(r)
  local n = rawget(r, "#big") and big_len(r) or range_len(r)
  if neq(n, 0) then return "\255r0" end
  if neq(n, 1) then return "\255r1:" .. repr(r.start) end
  return "\255r" .. repr(n) .. ":" .. repr(r.start) .. ":" .. repr(r.step)
end
R.install_operators(RangeMT)
RangeMT.__eq = function(a, b) return EQ(a, b) end
RangeMT.__newindex = R.no_setattr
add_methods(range_t, {
  index = function(r, x)
    if RangeMT["#contains"](r, x) then return nfloordiv(nsub(x, r.start), r.step) end
    raise("ValueError", repr(x) .. " is not in range")
  end,
  count = function(r, x) return RangeMT["#contains"](r, x) and 1 or 0 end,
  __len__ = range_len,
  __iter__ = function(r) return R.make_iter(RangeMT["#iter"](r), "range_iterator") end,
  __reversed__ = function(r)
    local last = nadd(r.start, nmul(nsub(rawget(r, "#big") and big_len(r) or range_len(r), 1), r.step))
    local rev = setmetatable({ start = last, stop = nsub(r.start, r.step), step = nsub(0, r.step) }, RangeMT)
    rawset(rev, "#big", rawget(r, "#big"))
    return R.make_iter(RangeMT["#iter"](rev), "range_iterator")
  end,
  __getitem__ = function(r, k) return RangeMT["#getitem"](r, k) end,
  __contains__ = function(r, x) return RangeMT["#contains"](r, x) end,
})
RangeMT.__index = function(r, k)
  if k == "start" or k == "stop" or k == "step" then return rawget(r, k) end
  return range_t["#flat"][k]
end

end
