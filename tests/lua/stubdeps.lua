-- tests/lua/stubdeps.lua: simple stand-ins for the runtime's deps, enough to run runtime/strmethods.lua and
-- runtime/format.lua under plain lua5.4.  Python exceptions are Lua errors "Type: msg" (KeyError
-- shows the repr of its key, as CPython's str(KeyError) does).
--
-- Values: list/tuple/dict are tables with a metatable tag; bigints are {big = "digits"} (decimal
-- string with sign) with metatable BIG, enough for formatting tests.

local S_mod = require("strmethods")
local F_mod = require("format")

local D = {}

local NoneMT = {__name = "NoneType"}
local None = setmetatable({}, NoneMT)
local ListMT = {__name = "list"}
local TupleMT = {__name = "tuple"}
local DictMT = {__name = "dict"}
local BigMT = {__name = "int"}
local ObjMT = {__name = "object"}

D.None = None
function D.list(t) return setmetatable(t, ListMT) end
function D.tuple(t) return setmetatable(t, TupleMT) end
function D.big(s) return setmetatable({big = s}, BigMT) end
function D.obj(name, attrs) attrs.__type = name; return setmetatable(attrs, ObjMT) end

-- dict from parallel arrays (last duplicate wins, first position kept)
function D.dict(keys, vals)
  local d = setmetatable({keys = {}, vals = {}, pos = {}}, DictMT)
  for i = 1, #keys do
    local k = keys[i]
    local kk = k
    local p = d.pos[kk]
    if p then d.vals[p] = vals[i]
    else
      local n = #d.keys + 1
      d.keys[n] = k; d.vals[n] = vals[i]; d.pos[kk] = n
    end
  end
  return d
end

function D.typename(x)
  local t = type(x)
  if t == "string" then return "str" end
  if t == "boolean" then return "bool" end
  if t == "number" then return math.type(x) == "integer" and "int" or "float" end
  if t == "table" then
    local mt = getmetatable(x)
    if mt == ObjMT then return x.__type end
    if mt then return mt.__name end
  end
  if t == "function" then return "function" end
  return "object"
end

function D.raise(tname, msg)
  if tname == "KeyError" then msg = D.repr(msg) end
  error(tname .. ": " .. msg, 0)
end

function D.isstr(x) return type(x) == "string" end
function D.istuple(x) return getmetatable(x) == TupleMT end
function D.isint(x) return math.type(x) == "integer" or getmetatable(x) == BigMT end
function D.isfloat(x) return math.type(x) == "float" end

function D.index(x)
  if math.type(x) == "integer" then return x end
  if type(x) == "boolean" then return x and 1 or 0 end
  D.raise("TypeError", string.format("'%s' object cannot be interpreted as an integer", D.typename(x)))
end

-- CPython float repr: shortest round-tripping digits, exponent form when decpt <= -4 or > 16
function D.float_repr(x)
  if x ~= x then return "nan" end
  if x == math.huge then return "inf" end
  if x == -math.huge then return "-inf" end
  if x == 0 then return (1 / x < 0) and "-0.0" or "0.0" end
  local s
  for p = 1, 17 do
    s = string.format("%." .. (p - 1) .. "e", x)
    if tonumber(s) == x then break end
  end
  local sign, d1, drest, e = s:match("^(%-?)(%d)%.?(%d*)e([-+]%d+)$")
  local digits = (d1 .. drest):gsub("0+$", "")
  if digits == "" then digits = "0" end
  local decpt = tonumber(e) + 1
  if decpt > -4 and decpt <= 16 then
    if decpt <= 0 then
      return sign .. "0." .. string.rep("0", -decpt) .. digits
    elseif decpt >= #digits then
      return sign .. digits .. string.rep("0", decpt - #digits) .. ".0"
    else
      return sign .. digits:sub(1, decpt) .. "." .. digits:sub(decpt + 1)
    end
  end
  local m = digits:sub(1, 1)
  if #digits > 1 then m = m .. "." .. digits:sub(2) end
  local ex = decpt - 1
  return string.format("%s%se%s%02d", sign, m, ex < 0 and "-" or "+", math.abs(ex))
end

-- decimal digit string (no sign) to base 2/8/16 by repeated division
local function dec_to_base(d, base)
  local digits = "0123456789abcdef"
  local out = {}
  local num = {}
  for i = 1, #d do num[i] = d:byte(i) - 48 end
  while #num > 0 do
    local rem, q = 0, {}
    for i = 1, #num do
      local cur = rem * 10 + num[i]
      local qd = cur // base
      rem = cur % base
      if #q > 0 or qd > 0 then q[#q + 1] = qd end
    end
    out[#out + 1] = digits:sub(rem + 1, rem + 1)
    num = q
  end
  if #out == 0 then return "0" end
  return string.reverse(table.concat(out))
end

function D.tostring_int(x, base)
  base = base or 10
  local s
  if getmetatable(x) == BigMT then s = x.big
  elseif type(x) == "boolean" then s = x and "1" or "0"
  else s = string.format("%d", x) end
  if base == 10 then return s end
  local neg = s:sub(1, 1) == "-"
  if neg then s = s:sub(2) end
  return (neg and "-" or "") .. dec_to_base(s, base)
end

function D.repr(x)
  local t = type(x)
  if t == "string" then return D.S.repr(x) end
  if t == "boolean" then return x and "True" or "False" end
  if math.type(x) == "integer" then return string.format("%d", x) end
  if math.type(x) == "float" then return D.float_repr(x) end
  if x == None then return "None" end
  local mt = getmetatable(x)
  if mt == BigMT then return x.big end
  if mt == ListMT or mt == TupleMT then
    local parts = {}
    for i = 1, #x do parts[i] = D.repr(x[i]) end
    if mt == ListMT then return "[" .. table.concat(parts, ", ") .. "]" end
    if #x == 1 then return "(" .. parts[1] .. ",)" end
    return "(" .. table.concat(parts, ", ") .. ")"
  end
  if mt == DictMT then
    local parts = {}
    for i = 1, #x.keys do parts[i] = D.repr(x.keys[i]) .. ": " .. D.repr(x.vals[i]) end
    return "{" .. table.concat(parts, ", ") .. "}"
  end
  if mt == ObjMT then return "<" .. x.__type .. " object>" end
  return tostring(x)
end

function D.str(x)
  if type(x) == "string" then return x end
  return D.repr(x)
end

function D.iter(x)
  if type(x) == "string" then return D.S.iter(x) end
  local mt = getmetatable(x)
  local arr
  if mt == ListMT or mt == TupleMT then arr = x
  elseif mt == DictMT then arr = x.keys
  else D.raise("TypeError", string.format("'%s' object is not iterable", D.typename(x))) end
  local i = 0
  return function()
    i = i + 1
    return arr[i]
  end
end

function D.getitem(o, k)
  local mt = getmetatable(o)
  if type(o) == "string" then return D.S.getitem(o, k) end
  if mt == DictMT then
    local p = o.pos[k]
    if p == nil then D.raise("KeyError", k) end
    return o.vals[p]
  end
  if mt == ListMT or mt == TupleMT then
    if math.type(k) ~= "integer" then
      D.raise("TypeError", string.format("%s indices must be integers or slices, not %s",
        mt.__name, D.typename(k)))
    end
    if k < 0 then k = k + #o end
    if k < 0 or k >= #o then D.raise("IndexError", mt.__name .. " index out of range") end
    return o[k + 1]
  end
  D.raise("TypeError", string.format("'%s' object is not subscriptable", D.typename(o)))
end

-- a generated table of runtime/data/ (found through LUA_PATH, as runtime/?.lua)
function D.loaddata(name)
  return dofile(assert(package.searchpath("data." .. name, package.path)))
end

function D.getattr(o, name)
  if getmetatable(o) == ObjMT and o[name] ~= nil then return o[name] end
  D.raise("AttributeError", string.format("'%s' object has no attribute '%s'", D.typename(o), name))
end

-- runtime/objstr.c's functions (moonpy's C, not in stock lua5.4): the ones whose nil
-- answer sends strmethods.lua and format.lua to their own Lua paths answer nil here; the others
-- are written again in plain Lua for these tests (tests/py runs the C)
local function esc(x) return (x:gsub("[%^%$%(%)%%%.%[%]%*%+%-%?]", "%%%0")) end
local function nothing() return nil end
D.C = {
  split_ws = nothing, strip_ws = nothing, title = nothing, capitalize = nothing,
  isupper = nothing, islower = nothing, affix = nothing, fmt = nothing,
  isascii = function(s) return not s:find("[\128-\255]") end,
  strip_chars = function(s, chars, left, right) -- chars: ASCII
    local set, i, j = {}, 1, #s
    for p = 1, #chars do set[chars:byte(p)] = true end
    if left then while i <= j and set[s:byte(i)] do i = i + 1 end end
    if right then while j >= i and set[s:byte(j)] do j = j - 1 end end
    return s:sub(i, j)
  end,
  split_sep = function(s, sep, maxs)
    local t, n, pos = {}, 0, 1
    if maxs < 0 then maxs = math.maxinteger end
    while n < maxs do
      local a, b = s:find(sep, pos, true)
      if not a then break end
      n = n + 1; t[n] = s:sub(pos, a - 1); pos = b + 1
    end
    t[n + 1] = s:sub(pos)
    return t
  end,
  find = function(s, x)
    local a = s:find(x, 1, true)
    if not a then return -1 end
    return utf8.len(s:sub(1, a - 1), 1, -1, true)
  end,
  count = function(s, x) return select(2, s:gsub(esc(x), "")) end,
  replace = function(s, old, new, c)
    return (s:gsub(esc(old), (new:gsub("%%", "%%%%")), c >= 0 and c or nil))
  end,
  splitlines = function(s, keep)
    local t, pos = {}, 1
    while pos <= #s do
      local a, b = s:find("\r\n", pos, true)
      local c = s:find("[\n\r\11\12\28-\30]", pos)
      local d, e = s:find("\194\133", pos, true)
      local f, g = s:find("\226\128[\168\169]", pos)
      local best, stop = nil, nil
      for _, cand in ipairs({ { a, b }, { c, c }, { d, e }, { f, g } }) do
        if cand[1] and (not best or cand[1] < best or (cand[1] == best and cand[2] > stop)) then
          best, stop = cand[1], cand[2]
        end
      end
      if not best then t[#t + 1] = s:sub(pos); break end
      t[#t + 1] = s:sub(pos, keep and stop or best - 1)
      pos = stop + 1
    end
    return t
  end,
}
D.istuple_exact = function(x) return getmetatable(x) == TupleMT end

D.S = S_mod(D)
D.F = F_mod(D)
D.format = D.F.format
D.format_method = D.F.format_method
D.S.format_method = D.F.format_method

return D
