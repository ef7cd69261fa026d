-- objiter.lua: iteration: iterate(x) (a Lua iterator over any Python iterable), ITER for `for`
-- loops, iterator objects (the `iterator` type and its named subtypes, make_iter), unpacking
-- (UNPACK, UNPACKSTAR) and starred arguments (EXTEND). Each type's metatable provides
-- "#iter"(o) -> a Lua function returning the next value or nil.
local type, getmetatable, setmetatable, next, pairs, ipairs =
      type, getmetatable, setmetatable, next, pairs, ipairs
local format, unpack, tmove = string.format, table.unpack, table.move

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None = R.None
local raise, typename = R.raise, R.typename
local object = R.object
local ListMT, TupleMT, IterMT = R.ListMT, R.TupleMT, R.IterMT
local add_methods = R.add_methods
local function repr(x) return R.repr(x) end

---------------------------------------------------------------------------------------------
-- Iteration
---------------------------------------------------------------------------------------------

-- iterate(x): a Lua iterator function over any Python iterable (for `for v in iterate(x)`).
local function iterate(x)
  local mt = getmetatable(x)
  local f = mt and mt["#iter"]
  if f then return f(x) end
  raise("TypeError", "'" .. typename(x) .. "' object is not iterable")
end
R.iterate = iterate
-- ITERATE(x): iter(x) as a next function (a generator expression's iterables)
function R.ITERATE(x)
  if x == nil then return R.unbound() end
  return iterate(x)
end

-- step(nf): true and nf(), or nil at the end; moonpy's Lua runs it in place in a generic for
local step = host.step

local ipairs_ = ipairs
-- ITER(x): the generic-for triple of `for _, v in ITER(x)`.
local strchars = host.strchars
function R.ITER(x)
  if x == nil then return R.unbound() end
  local mt = getmetatable(x)
  if mt == ListMT or mt == TupleMT then return ipairs_(x) end
  if type(x) == "string" then -- an ASCII str's characters: the VM reads them in place
    local chars = strchars(x)
    if chars then return chars, x, 0 end
  end
  local f = mt and mt["#iter"]
  if f then return step, f(x), true end
  raise("TypeError", "'" .. typename(x) .. "' object is not iterable")
end

-- Iterator objects (map, zip, list_iterator, ...): a table with the Lua function "#next".
local iterator_t = R.builtin_type("iterator", { object }, {}, IterMT)
R.iterator_t = iterator_t
iterator_t["#hidden"] = true -- shared methods of the iterator types; not in their __mro__
IterMT["#iter"] = function(it) return it["#next"] end
IterMT.__index = iterator_t["#flat"]
IterMT.__newindex = R.no_setattr
local itertypes = {}
-- the metatable of iterator type `name` (its type is mt["#class"]); a module's iterator type
-- (itertools.chain) passes its module and the type's dict the first time
local function itermeta(name, module, dict)
  local mt = itertypes[name]
  if not mt then
    mt = {}
    for k, v in pairs(IterMT) do mt[k] = v end
    local t = R.builtin_type(name, { iterator_t }, dict or {}, mt)
    t["#builtin"] = true
    mt.__index = t["#flat"]
    if module then
      t["#dict"].__module__ = module
      R.build_flat(t)
      mt.__index = t["#flat"]
      local prefix = "<" .. module .. "." .. name .. " object at "
      mt["#repr"] = function(it) return prefix .. R.addr(it) .. ">" end
    end
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
    if v == nil then raise("StopIteration") end
    return v
  end,
})
R.install_operators(IterMT)
IterMT["#repr"] = function(it) return "<" .. typename(it) .. " object at 0x" .. format("%012x", R.objid(it) * 16 + 0x7f0000000000) .. ">" end

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
  local vmt = getmetatable(v)
  local items = (vmt == R.ListMT or vmt == R.TupleMT) and v or R.toarray(v)
  local m = #items
  if m >= before + after and before + after <= 2 then -- `first, *rest`, `*init, last` ...: no copies
    local mid = R.LIST(tmove(items, before + 1, m - after, 1, {}))
    if after == 0 then
      if before == 1 then return items[1], mid end
      if before == 0 then return mid end
      return items[1], items[2], mid
    end
    if before == 0 then
      if after == 1 then return mid, items[m] end
      return mid, items[m - 1], items[m]
    end
    return items[1], mid, items[m]
  end
  if m < before + after then
    raise("ValueError", format("not enough values to unpack (expected at least %d, got %d)", before + after, m))
  end
  local mid = {}
  tmove(items, before + 1, m - after, 1, mid)
  local out = {}
  for i = 1, before do out[i] = items[i] end
  out[before + 1] = R.LIST(mid)
  for i = 1, after do out[before + 1 + i] = items[m - after + i] end
  return unpack(out, 1, before + after + 1)
end

-- EXTEND(t, n, iterable): appends items for starred call arguments and displays
-- (callee: the function called, or {object, method name}; nil in a display, false in a set
-- display: iter()'s error)
function R.EXTEND(t, n, x, callee)
  local mt = getmetatable(x)
  if not (mt and mt["#iter"]) and callee ~= false then
    if x == nil then return R.unbound() end
    if callee == nil then
      raise("TypeError", "Value after * must be an iterable, not " .. typename(x))
    end
    if type(callee) == "table" and getmetatable(callee) == nil then
      callee = R.GA(callee[1], callee[2])
    end
    raise("TypeError", R.funcstr(callee) .. " argument after * must be an iterable, not " .. typename(x))
  end
  for v in iterate(x) do n = n + 1; t[n] = v end
  return n
end

end
