-- objmatch.lua: the run-time side of the match statement (PEP 634, as CPython 3.11's
-- MATCH_SEQUENCE, MATCH_MAPPING, MATCH_KEYS, COPY_DICT_WITHOUT_KEYS and MATCH_CLASS). Literal,
-- capture, value and or-patterns compile to plain comparisons (codegen's S.Match); the
-- structural patterns call these helpers:
--   MSEQ(s, size, star, how, ...)  a sequence pattern of `size` sub-patterns: the items, or nil
--   MSLICE(a, i, j)            the list a[i..j] (a starred capture)
--   MMAP(s, check, k1, ...)    a mapping pattern: true and the values of the keys, or false
--   MREST(s, k1, ...)          the **rest of a mapping pattern: a dict of the other items
--   MCLASS(s, cls, npos, ...)  a class pattern: true and the attributes, or false
-- A type is a sequence or a mapping for patterns as CPython's Py_TPFLAGS_SEQUENCE and
-- Py_TPFLAGS_MAPPING say: list, tuple, range, collections.deque, array.array and classes
-- deriving from collections.abc.Sequence (never str); dict and classes deriving from
-- collections.abc.Mapping. Those module types carry a private field "#pyseq" / "#pymap";
-- a virtual base (collections.abc's registrations of builtin types) does not count.
local type, getmetatable, setmetatable, rawget, rawequal, select, pcall, error, unpack =
      type, getmetatable, setmetatable, rawget, rawequal, select, pcall, error, table.unpack
local format, byte = string.format, string.byte

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local ListMT, TupleMT, DictMT, TypeMT = R.ListMT, R.TupleMT, R.DictMT, R.TypeMT
local typeof, typename, raise, lookup = R.typeof, R.typename, R.raise, R.lookup
local list_t, tuple_t, range_t, dict_t, str_t = R.list_t, R.tuple_t, R.range_t, R.dict_t, R.str_t
local dict_get, dict_del = R.dict_get, R.dict_del

-- Does a base of type t (in its MRO, not a virtual one) carry the flag? (cached per type: an
-- MRO does not change)
local function flagged_(t, builtin, flag)
  local virtual = rawget(t, "#virtual")
  local mro = t["#mro"]
  for i = 1, #mro do
    local b = mro[i]
    if b == str_t then return false end
    if (builtin[b] or rawget(b, flag)) and not (virtual and virtual[b]) then return true end
  end
  return false
end
local SEQ_TYPES = { [list_t] = true, [tuple_t] = true, [range_t] = true }
local MAP_TYPES = { [dict_t] = true }
local cache = { ["#pyseq"] = setmetatable({}, { __mode = "k" }), ["#pymap"] = setmetatable({}, { __mode = "k" }) }
local function flagged(t, builtin, flag)
  local c = cache[flag]
  local r = c[t]
  if r == nil then
    r = flagged_(t, builtin, flag)
    c[t] = r
  end
  return r
end

-- MSEQ(s, size, star, how, ...): s is a sequence of `size` items, or of at least size - 1 with
-- a star. how: 0 the items are not needed (only wildcards), 1 all of them (iteration, as
-- UNPACK_SEQUENCE / UNPACK_EX), 2 those at the Python indices in ... (a `*_` star: subscripts,
-- counted from the end after it). Returns an array a with the items at 1..n (an exact list or
-- tuple is its own array) and n, or nil when s is not such a sequence.
function R.MSEQ(s, size, star, how, ...)
  local mt = getmetatable(s)
  if mt == ListMT or mt == TupleMT then
    local n = #s
    if star then
      if n < size - 1 then return nil end
    elseif n ~= size then
      return nil
    end
    return s, n
  end
  if type(s) ~= "table" or not flagged(typeof(s), SEQ_TYPES, "#pyseq") then return nil end
  local n = R.LEN(s)
  if star then
    if n < size - 1 then return nil end
  elseif n ~= size then
    return nil
  end
  if how == 0 then return s, n end
  if how == 2 then
    local a = {}
    for k = 1, select("#", ...) do
      local i = select(k, ...)
      if i < 0 then i = n + i end -- CPython computes len(s) - k: s may not take negative indices
      a[i + 1] = R.GI(s, i)
    end
    return a, n
  end
  local a = R.toarray(s)
  if #a ~= n then -- the iteration disagrees with len(): UNPACK_SEQUENCE's errors
    if not star then
      if #a > n then raise("ValueError", format("too many values to unpack (expected %d)", n)) end
      raise("ValueError", format("not enough values to unpack (expected %d, got %d)", n, #a))
    end
    n = #a
    if n < size - 1 then
      raise("ValueError", format("not enough values to unpack (expected at least %d, got %d)", size - 1, n))
    end
  end
  return a, n
end

function R.MSLICE(a, i, j)
  local out = {}
  for k = i, j do out[k - i + 1] = a[k] end
  return R.LIST(out)
end

local dummy -- the default of map.get(key, default): a fresh object, as CPython's
local function map_get(s, get, k)
  local v = get(s, k, dummy)
  if rawequal(v, dummy) then return nil end
  return v
end

-- MMAP(s, check, k1, ...): s is a mapping with at least as many items as keys, and has each
-- key (its get(key, default), which makes no key in a defaultdict): true and the values in
-- order, else false. check: some key is not a literal (a dotted name), so two keys may be
-- equal: CPython's ValueError.
function R.MMAP(s, check, ...)
  local nk = select("#", ...)
  local mt = getmetatable(s)
  local exact = mt == DictMT
  if not exact and (type(s) ~= "table" or not flagged(typeof(s), MAP_TYPES, "#pymap")) then
    return false
  end
  if nk == 0 then return true end
  if (exact and s["#len"] or R.LEN(s)) < nk then return false end
  local seen = check and R.DICT()
  local get
  if not exact then
    get = s["@get"] or R.GM(s, "get")
    if not dummy then dummy = R.CALL(R.object, {}) end
  end
  local out = {}
  for i = 1, nk do
    local k = select(i, ...)
    if seen then
      if dict_get(seen, k) ~= nil then
        raise("ValueError", "mapping pattern checks duplicate key (" .. R.repr(k) .. ")")
      end
      R.SI(seen, k, true)
    end
    local v
    if exact then v = dict_get(s, k) else v = map_get(s, get, k) end
    if v == nil then return false end
    out[i] = v
  end
  return true, unpack(out, 1, nk)
end

function R.MREST(s, ...)
  local d = R.DICT()
  R.dict_update(d, s)
  for i = 1, select("#", ...) do dict_del(d, (select(i, ...))) end
  return d
end

-- Types whose instances match one positional sub-pattern as a whole (`case int(x)`),
-- CPython's _Py_TPFLAGS_MATCH_SELF, inherited by subclasses.
local MATCH_SELF = { [R.bool_t] = true, [dict_t] = true, [R.float_t] = true, [R.frozenset_t] = true,
                     [R.int_t] = true, [list_t] = true, [R.set_t] = true, [str_t] = true,
                     [tuple_t] = true }
local function match_self(cls)
  local mro = cls["#mro"]
  for i = 1, #mro do if MATCH_SELF[mro[i]] then return true end end
  return false
end

local AttributeError = R.exc_classes.AttributeError
-- getattr(s, name), or nil when that raises AttributeError. An instance's own attribute or its
-- class's data attribute is a raw hit, as compiled `s.name` reads it; a name that starts with
-- "#", "@" or "\1" (a private field's spelling, see R.akey) always takes the full lookup.
local function attr(s, name)
  if type(s) == "table" then
    local mt = getmetatable(s)
    local b = byte(name, 1)
    if mt and mt["#inst"] and b and b ~= 35 and b ~= 64 and b ~= 1 then
      local v = s[name]
      if v then return v end
    end
  end
  local ok, v = pcall(R.GA, s, name)
  if ok then return v end
  local e = R.EXC(v)
  if R.isinstance(e, AttributeError) then return nil end
  error(e, 0)
end

local function cls_name(cls) return cls["#name"] end

-- out[i] = getattr(s, name) (names[i] = name); false when s has no such attribute. The names
-- before i are the pattern's other attributes: CPython's TypeError when one repeats.
local function fetch(s, cls, out, names, i, name)
  for j = 1, i - 1 do
    if names[j] == name then
      raise("TypeError", format("%s() got multiple sub-patterns for attribute %s", cls_name(cls), R.repr(name)))
    end
  end
  names[i] = name
  local v = attr(s, name)
  if v == nil then return false end
  out[i] = v
  return true
end

-- cls.__match_args__ (nil when it has none): a plain attribute of the class or a base, or
-- whatever getattr finds (a metaclass's attribute, a descriptor)
local function match_args(cls)
  local ma = lookup(cls, "__match_args__")
  if ma ~= nil and getmetatable(ma) == TupleMT then return ma end
  return attr(cls, "__match_args__")
end

-- MCLASS(s, cls, npos, kw1, ...): isinstance(s, cls), then the attributes for the npos
-- positional sub-patterns (named by cls.__match_args__, or s itself) and the keyword ones:
-- true and the attributes, or false (not an instance, or an attribute is missing).
function R.MCLASS(s, cls, npos, ...)
  if getmetatable(cls) ~= TypeMT then raise("TypeError", "called match pattern must be a type") end
  if not R.isinstance(s, cls) then return false end
  local nkw = select("#", ...)
  if npos == 0 then -- keywords only: distinct names (the compiler checked)
    if nkw == 0 then return true end
    if nkw == 1 then
      local v = attr(s, (...))
      if v == nil then return false end
      return true, v
    end
    if nkw == 2 then
      local k1, k2 = ...
      local v1 = attr(s, k1)
      if v1 == nil then return false end
      local v2 = attr(s, k2)
      if v2 == nil then return false end
      return true, v1, v2
    end
  end
  local out, names
  if npos > 0 then
    local ma = match_args(cls)
    local self_match = false
    local allowed
    if ma == nil then
      self_match = match_self(cls)
      allowed = self_match and 1 or 0
    else
      if getmetatable(ma) ~= TupleMT and not R.isinstance(ma, tuple_t) then
        raise("TypeError", format("%s.__match_args__ must be a tuple (got %s)", cls_name(cls), typename(ma)))
      end
      allowed = R.LEN(ma)
    end
    if allowed < npos then
      raise("TypeError", format("%s() accepts %d positional sub-pattern%s (%d given)", cls_name(cls), allowed,
        allowed == 1 and "" or "s", npos))
    end
    if self_match then
      if nkw == 0 then return true, s end
      out, names = { s }, {}
    elseif nkw == 0 and npos <= 2 then -- no tables for the usual Point(x, y)
      local n1 = ma[1]
      if type(n1) ~= "string" then
        raise("TypeError", format("__match_args__ elements must be strings (got %s)", typename(n1)))
      end
      local v1 = attr(s, n1)
      if v1 == nil then return false end
      if npos == 1 then return true, v1 end
      local n2 = ma[2]
      if type(n2) ~= "string" then
        raise("TypeError", format("__match_args__ elements must be strings (got %s)", typename(n2)))
      end
      if n2 == n1 then
        raise("TypeError", format("%s() got multiple sub-patterns for attribute %s", cls_name(cls), R.repr(n2)))
      end
      local v2 = attr(s, n2)
      if v2 == nil then return false end
      return true, v1, v2
    else
      out, names = {}, {}
      for i = 1, npos do
        local name = ma[i]
        if type(name) ~= "string" then
          raise("TypeError", format("__match_args__ elements must be strings (got %s)", typename(name)))
        end
        if not fetch(s, cls, out, names, i, name) then return false end
      end
    end
  end
  if not out then out, names = {}, {} end
  for i = 1, nkw do
    if not fetch(s, cls, out, names, npos + i, (select(i, ...))) then return false end
  end
  return true, unpack(out, 1, npos + nkw)
end

end
