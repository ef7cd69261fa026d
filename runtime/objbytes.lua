-- objbytes.lua: bytes and bytearray. A bytes is a table { ["#s"] = the Lua string of its
-- bytes } with metatable BytesMT; a bytearray is a Lua array of ints 0..255 (items at 1..n,
-- like a list, so that `ba[i] = v`, append and slice assignment are O(1) or a move) with
-- metatable ByteArrayMT. Neither has a raw key that a Python name can spell: "#s" is
-- private (INTERNALS.md, "Attribute protocol"), and the ints of a bytearray are integer keys.
-- The methods are written once over Lua strings (raw(x) is the string of either type) and
-- give back their receiver's type (out(self, s)). The loops that are per byte (repr, the
-- codecs of str.encode and bytes.decode, hex, fromhex, the conversions) are C:
-- runtime/objbytes.c. int.to_bytes and int.from_bytes are here too.
local type, getmetatable, setmetatable, ipairs, pairs_, rawequal, rawset, error =
  type, getmetatable, setmetatable, ipairs, pairs, rawequal, rawset, error
local mtype = math.type
local string, table = string, table
local find, sub, byte, char, gsub, rep, format, match = string.find, string.sub, string.byte,
  string.char, string.gsub, string.rep, string.format, string.match
local tonumber = tonumber
local concat, tmove = table.concat, table.move

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local copyseq = host.copyseq -- { unpack(t) } for sequences of any length
local None, raise, typename, typeof, lookup = R.None, R.raise, R.typename, R.typeof, R.lookup
local object, NotImplemented = R.object, R.NotImplemented
local ListMT, TupleMT, SliceMT, ClassMT, StaticMT = R.ListMT, R.TupleMT, R.SliceMT, R.ClassMT,
  R.StaticMT
local BigMT = R.BigMT
local C = host.num.bytes
local C_repr, C_decode, C_encode, C_fromints, C_toints = C.repr, C.decode, C.encode, C.fromints,
  C.toints
local index, iterate, sig = R.index, R.iterate, R.sig

local BytesMT, ByteArrayMT = {}, {}
local bytes_t = R.builtin_type("bytes", { object }, {}, BytesMT)
local bytearray_t = R.builtin_type("bytearray", { object }, {}, ByteArrayMT)
bytes_t["#builtin"], bytearray_t["#builtin"] = true, true
BytesMT["#bytes"], ByteArrayMT["#bytes"] = true, true -- json.loads takes either
R.BytesMT, R.ByteArrayMT, R.bytes_t, R.bytearray_t = BytesMT, ByteArrayMT, bytes_t, bytearray_t

local function B(s) return setmetatable({ ["#s"] = s }, BytesMT) end
R.BYTES = B -- the code generator's b'...' literals, and the modules' results
local function BA(arr) return setmetatable(arr, ByteArrayMT) end

-- the Lua string of a bytes-like value (bytes, bytearray), or nil
local MemViewMT = {}
local mv_string -- (below)
local function raw(x)
  local mt = getmetatable(x)
  if mt == BytesMT then return x["#s"] end
  if mt == ByteArrayMT then return C_fromints(x) end
  if mt == MemViewMT then return mv_string(x) end
  return nil
end
R.bytes_raw = raw
-- ... or CPython's TypeError
local function need(x)
  local s = raw(x)
  if s == nil then raise("TypeError", "a bytes-like object is required, not '" .. typename(x) .. "'") end
  return s
end
R.bytes_need = need
-- the result s in the type of self
local function out(self, s)
  if getmetatable(self) == ByteArrayMT then return BA(C_toints(s)) end
  return B(s)
end

-- a byte value: an int in 0..255
local function byteval(x, msg)
  local v = index(x)
  if v == nil or v < 0 or v > 255 then raise("ValueError", msg or "byte must be in range(0, 256)") end
  return v
end

-- the ints of an iterable (bytes(iterable), bytearray.extend), checked
local function ints_of(x, msg)
  local arr, n = {}, 0
  for v in iterate(x) do
    n = n + 1
    arr[n] = byteval(v, msg)
  end
  return arr
end

-- the string of bytes(x) / bytearray(x) for a source x that is not a str
local function from_source(x, what)
  local s = raw(x)
  if s then return s end
  if mtype(x) == "integer" or type(x) == "boolean" or (BigMT and getmetatable(x) == BigMT) then
    local n = index(x)
    if n == nil then raise("OverflowError", "cannot fit 'int' into an index-sized integer") end
    if n < 0 then raise("ValueError", "negative count") end
    return R.repeat_str("\0", n)
  end
  local mt = getmetatable(x)
  if type(x) == "number" or x == None or not (mt and (mt["#iter"] or mt["#inst"])) then
    raise("TypeError", "cannot convert '" .. typename(x) .. "' object to " .. what)
  end
  return C_fromints(ints_of(x, what == "bytes" and "bytes must be in range(0, 256)" or nil))
end

local function str_arg(x, fname, pname)
  if type(x) ~= "string" then
    raise("TypeError", fname .. "() argument '" .. pname .. "' must be str, not " .. typename(x))
  end
  return x
end

-- s.encode(encoding, errors): str -> bytes
local function encode(s, encoding, errors)
  if encoding ~= nil then str_arg(encoding, "encode", "encoding") end
  if errors ~= nil then str_arg(errors, "encode", "errors") end
  return B(C_encode(s, encoding, errors))
end
R.str_encode = encode

local function construct(t, x, encoding, errors, what)
  if x == nil then
    if encoding ~= nil or errors ~= nil then
      raise("TypeError", encoding ~= nil and "encoding without a string argument" or "errors without a string argument")
    end
    return ""
  end
  if type(x) == "string" then
    if encoding == nil then raise("TypeError", "string argument without an encoding") end
    return C_encode(x, str_arg(encoding, what, "encoding"), errors ~= nil and str_arg(errors, what, "errors") or nil)
  end
  if encoding ~= nil then raise("TypeError", "encoding without a string argument") end
  if errors ~= nil then raise("TypeError", "errors without a string argument") end
  local f = what == "bytes" and getmetatable(x) ~= BytesMT and lookup(typeof(x), "__bytes__")
  if f then
    local r = f(x)
    if getmetatable(r) ~= BytesMT then
      raise("TypeError", "__bytes__ returned non-bytes (type " .. typename(r) .. ")")
    end
    return r["#s"]
  end
  return from_source(x, what)
end

bytes_t["#call"] = function(t, x, encoding, errors)
  if t ~= bytes_t then raise("TypeError", "bytes subclasses are not supported") end
  if getmetatable(x) == BytesMT and encoding == nil then return x end
  return B(construct(t, x, encoding, errors, "bytes"))
end
bytes_t["#call_params"] = { "source", "encoding", "errors" }
bytearray_t["#call"] = function(t, x, encoding, errors)
  if t ~= bytearray_t then raise("TypeError", "bytearray subclasses are not supported") end
  if x ~= nil and type(x) ~= "string" and encoding == nil and raw(x) == nil
     and not (mtype(x) == "integer" or type(x) == "boolean") then
    local mt = getmetatable(x)
    if mt and (mt["#iter"] or mt["#inst"]) and type(x) ~= "number" and x ~= None then
      return BA(ints_of(x))
    end
  end
  return BA(C_toints(construct(t, x, encoding, errors, "bytearray")))
end
bytearray_t["#call_params"] = { "source", "encoding", "errors" }

---------------------------------------------------------------------------------------------
-- The protocols: repr, items, length, membership, iteration, equality, order, hashing
---------------------------------------------------------------------------------------------

BytesMT["#repr"] = function(b) return C_repr(b["#s"]) end
ByteArrayMT["#repr"] = function(b) return "bytearray(" .. C_repr(C_fromints(b)) .. ")" end
BytesMT["#str"], ByteArrayMT["#str"] = BytesMT["#repr"], ByteArrayMT["#repr"]
BytesMT["#len"] = function(b) return #b["#s"] end
ByteArrayMT["#len"] = function(b) return #b end
BytesMT.__bool = function(b) return b["#s"] ~= "" end
ByteArrayMT.__bool = function(b) return #b > 0 end

local seqindex = R.seqindex -- the Lua index of item k of n, or nil when out of range

-- the bytes of s[start:stop:step] (a normalised slice)
local function slice_str(s, start, stop, step)
  if step == 1 then return stop > start and sub(s, start + 1, stop) or "" end
  local m = R.slice_len(start, stop, step)
  local parts, j = {}, start + 1
  for i = 1, m do parts[i] = sub(s, j, j); j = j + step end
  return concat(parts)
end

BytesMT["#getitem"] = function(b, k)
  local s = b["#s"]
  if getmetatable(k) == SliceMT then
    return B(slice_str(s, R.slice_indices(k.start, k.stop, k.step, #s)))
  end
  local j = seqindex(k, #s, "byte")
  if j == nil then raise("IndexError", "index out of range") end
  return byte(s, j)
end
BytesMT["#getslice"] = function(b, lo, hi, st)
  local s = b["#s"]
  return B(slice_str(s, R.slice_indices(lo, hi, st, #s)))
end
ByteArrayMT["#getitem"] = function(a, k)
  if getmetatable(k) == SliceMT then
    local start, stop, step = R.slice_indices(k.start, k.stop, k.step, #a)
    local o = {}
    if step == 1 then
      if stop > start then tmove(a, start + 1, stop, 1, o) end
    else
      local j = start + 1
      for i = 1, R.slice_len(start, stop, step) do o[i] = a[j]; j = j + step end
    end
    return BA(o)
  end
  local j = seqindex(k, #a, "bytearray")
  if j == nil then raise("IndexError", "bytearray index out of range") end
  return a[j]
end
ByteArrayMT["#setitem"] = function(a, k, v)
  if getmetatable(k) == SliceMT then
    local start, stop, step = R.slice_indices(k.start, k.stop, k.step, #a)
    local items
    local s = raw(v)
    if s then
      items = C_toints(s)
    elseif type(v) == "string" or mtype(v) == "integer" or not (getmetatable(v) and getmetatable(v)["#iter"]) then
      raise("TypeError", "can assign only bytes, buffers, or iterables of ints in range(0, 256)")
    else
      items = ints_of(v)
    end
    local len = R.slice_len(start, stop, step)
    if step ~= 1 and #items ~= len then
      raise("ValueError", format("attempt to assign bytes of size %d to extended slice of size %d", #items, len))
    end
    return R.assign_slice(a, start, stop, step, items)
  end
  local j = seqindex(k, #a, "bytearray")
  if j == nil then raise("IndexError", "bytearray index out of range") end
  a[j] = byteval(v)
end
ByteArrayMT["#delitem"] = function(a, k)
  if getmetatable(k) == SliceMT then
    return R.delete_slice(a, R.slice_indices(k.start, k.stop, k.step, #a))
  end
  local j = seqindex(k, #a, "bytearray")
  if j == nil then raise("IndexError", "bytearray index out of range") end
  table.remove(a, j)
end

local function contains(self, x)
  local s = raw(self)
  local sx = raw(x)
  if sx then return find(s, sx, 1, true) ~= nil end
  if mtype(x) == "integer" or type(x) == "boolean" or (BigMT and getmetatable(x) == BigMT)
     or lookup(typeof(x), "__index__") then
    return find(s, char(byteval(x)), 1, true) ~= nil
  end
  raise("TypeError", "a bytes-like object is required, not '" .. typename(x) .. "'")
end
BytesMT["#contains"], ByteArrayMT["#contains"] = contains, contains

BytesMT["#iter"] = function(b)
  local s, i = b["#s"], 0
  return function()
    i = i + 1
    return byte(s, i)
  end
end
ByteArrayMT["#iter"] = R.seq_iter

local function eq(a, b)
  local sb = raw(b)
  if sb == nil then return NotImplemented end
  return raw(a) == sb
end
BytesMT["#eq"], ByteArrayMT["#eq"] = eq, eq
-- the dict key: "\255y" and the bytes, which no str, number or other key is
BytesMT["#key"] = function(b) return "\255y" .. b["#s"] end
ByteArrayMT["#key"] = false

local function order(op, a, b)
  local sa, sb = raw(a), raw(b)
  if sa == nil or sb == nil then return R.richcmp(op, a, b) end
  if op == "lt" then return sa < sb elseif op == "le" then return sa <= sb
  elseif op == "gt" then return sa > sb else return sa >= sb end
end

-- a + b: the type of a
local function add(a, b)
  local sb = raw(b)
  if sb == nil then
    if getmetatable(a) ~= BytesMT and getmetatable(a) ~= ByteArrayMT then return NotImplemented end
    raise("TypeError", "can't concat " .. typename(b) .. " to " .. typename(a))
  end
  return out(a, raw(a) .. sb)
end
local function bytes_toolong() raise("OverflowError", "repeated bytes are too long") end
local function bytearray_toolong() raise("MemoryError", "") end
local function mul(a, n)
  if not (mtype(n) == "integer" or type(n) == "boolean" or (BigMT and getmetatable(n) == BigMT)
          or (type(n) == "table" and lookup(typeof(n), "__index__"))) then
    return NotImplemented
  end
  local k = index(n)
  if k == nil then raise("OverflowError", "cannot fit 'int' into an index-sized integer") end
  if k < 0 then k = 0 end
  return out(a, R.repeat_str(raw(a), k, getmetatable(a) == ByteArrayMT and bytearray_toolong
    or bytes_toolong))
end

-- bytes % values (PEP 461): %s and %b take a bytes-like value (or its __bytes__), %r and %a
-- its ascii(), %c an int below 256 or one byte; the number conversions are str's (their text
-- is ASCII). Widths count bytes.
local PNUM = { d = true, i = true, u = true, o = true, x = true, X = true, e = true, E = true,
               f = true, F = true, g = true, G = true }
local function percent(fmt, values)
  local vmt = getmetatable(values)
  local istup = vmt == TupleMT or (vmt ~= nil and vmt["#inst"] ~= nil and R.isinstance(values, R.tuple_t))
  local dict
  if not istup and type(values) == "table" and vmt ~= BytesMT and values ~= None
     and lookup(typeof(values), "__getitem__") then
    dict = values
  end
  local args, nargs, ai = values, -1, -2 -- one value: nargs < 0
  if istup then args, nargs, ai = values, #values, 0 end
  local function nextarg()
    if ai >= nargs then raise("TypeError", "not enough arguments for format string") end
    ai = ai + 1
    if nargs < 0 then return args end
    return args[ai]
  end
  local parts, np, pos, n = {}, 0, 1, #fmt
  while pos <= n do
    local a = find(fmt, "%", pos, true)
    if not a then np = np + 1; parts[np] = sub(fmt, pos); break end
    if a > pos then np = np + 1; parts[np] = sub(fmt, pos, a - 1) end
    local i = a + 1
    if sub(fmt, i, i) == "%" then
      np = np + 1; parts[np] = "%"; pos = i + 1
    else
      if sub(fmt, i, i) == "(" then
        if not dict then raise("TypeError", "format requires a mapping") end
        local depth, j = 1, i + 1
        while j <= n and depth > 0 do
          local cj = sub(fmt, j, j)
          if cj == "(" then depth = depth + 1 elseif cj == ")" then depth = depth - 1 end
          j = j + 1
        end
        if depth > 0 then raise("ValueError", "incomplete format key") end
        args, nargs, ai = R.GI(dict, B(sub(fmt, i + 1, j - 2))), -1, -2
        i = j
      end
      local flags = match(fmt, "^[-+ #0]*", i)
      i = i + #flags
      local width, prec = -1, -1
      if sub(fmt, i, i) == "*" then
        width = nextarg()
        if mtype(width) ~= "integer" then raise("TypeError", "* wants int") end
        i = i + 1
      else
        local d = match(fmt, "^%d+", i)
        if d then width = tonumber(d); i = i + #d end
      end
      if sub(fmt, i, i) == "." then
        i = i + 1
        if sub(fmt, i, i) == "*" then
          prec = nextarg()
          if mtype(prec) ~= "integer" then raise("TypeError", "* wants int") end
          i = i + 1
        else
          local d = match(fmt, "^%d*", i)
          prec = tonumber(d) or 0; i = i + #d
        end
      end
      local ljust = find(flags, "-", 1, true) ~= nil
      if mtype(width) == "integer" and width < 0 and width ~= -1 then ljust = true; width = -width end
      if find("hlL", sub(fmt, i, i), 1, true) and i <= n then i = i + 1 end
      if i > n then raise("ValueError", "incomplete format") end
      local c = sub(fmt, i, i)
      pos = i + 1
      local s
      if PNUM[c] then
        local spec = "%" .. flags .. (width >= 0 and width or "") .. (prec >= 0 and "." .. prec or "") .. c
        s = R.F.percent(spec, R.TUPLE({ nextarg() }))
      else
        if c == "s" or c == "b" then
          local v = nextarg()
          s = raw(v)
          if s == nil then
            local f = type(v) == "table" and lookup(typeof(v), "__bytes__")
            if f then s = raw(f(v)) end
            if s == nil then
              raise("TypeError", "%b requires a bytes-like object, or an object that implements " ..
                "__bytes__, not '" .. typename(v) .. "'")
            end
          end
        elseif c == "r" or c == "a" then
          s = R.ASCII(nextarg())
        elseif c == "c" then
          local v = nextarg()
          s = raw(v)
          if s == nil or #s ~= 1 then
            if mtype(v) ~= "integer" then
              raise("TypeError", "%c requires an integer in range(256) or a single byte")
            end
            if v < 0 or v > 255 then raise("OverflowError", "%c arg not in range(256)") end
            s = char(v)
          end
        else
          local cp = byte(c)
          raise("ValueError", format("unsupported format character '%s' (0x%x) at index %d",
            (cp >= 32 and cp <= 126) and c or "?", cp, i - 1))
        end
        if prec >= 0 and c ~= "c" then s = sub(s, 1, prec) end
        if width > #s then s = ljust and s .. rep(" ", width - #s) or rep(" ", width - #s) .. s end
      end
      np = np + 1; parts[np] = s
    end
  end
  if ai < nargs and not dict then
    raise("TypeError", "not all arguments converted during bytes formatting")
  end
  return concat(parts)
end

for _, mt in ipairs({ BytesMT, ByteArrayMT }) do
  R.install_operators(mt)
  mt.__mod = function(a, b)
    local s = raw(a)
    if s and (getmetatable(a) == BytesMT or getmetatable(a) == ByteArrayMT) then
      return out(a, percent(s, b))
    end
    return R.binop("Mod", a, b)
  end
  mt.__eq = function(a, b) return R.EQ(a, b) end
  mt.__lt = function(a, b) return order("lt", a, b) end
  mt.__le = function(a, b) return order("le", a, b) end
  mt.__add = function(a, b)
    local sa, sb = raw(a), raw(b)
    if sa and sb then return out(a, sa .. sb) end
    return R.binop("Add", a, b)
  end
  mt.__mul = function(a, b)
    if raw(a) then
      local r = mul(a, b)
      if r ~= NotImplemented then return r end
    elseif raw(b) then
      local r = mul(b, a)
      if r ~= NotImplemented then return r end
    end
    local n = raw(a) and b or a
    if not (getmetatable(n) and getmetatable(n)["#inst"]) then
      raise("TypeError", "can't multiply sequence by non-int of type '" .. typename(n) .. "'")
    end
    return R.binop("Mult", a, b)
  end
  mt.__call = function(o) raise("TypeError", "'" .. typename(o) .. "' object is not callable") end
end
BytesMT.__newindex = R.no_setattr
BytesMT["#delitem"] = function(b, k) R.no_delitem(b, k) end

---------------------------------------------------------------------------------------------
-- Methods (shared: each takes bytes or bytearray and answers in its receiver's type)
---------------------------------------------------------------------------------------------

local WS = "[ \t\n\r\v\f]"
local UPPER, LOWER = {}, {}
for c = 97, 122 do UPPER[char(c)] = char(c - 32); LOWER[char(c - 32)] = char(c) end
local function upper(s) return (gsub(s, "[a-z]", UPPER)) end
local function lower(s) return (gsub(s, "[A-Z]", LOWER)) end
local function pat_escape(s) return (gsub(s, "[^%w]", "%%%0")) end

-- a sub argument: bytes-like or an int in 0..255
local function sub_arg(x)
  local s = raw(x)
  if s then return s end
  if mtype(x) == "integer" or type(x) == "boolean" or (BigMT and getmetatable(x) == BigMT)
     or (type(x) == "table" and lookup(typeof(x), "__index__")) then
    return char(byteval(x))
  end
  raise("TypeError", "argument should be integer or bytes-like object, not '" .. typename(x) .. "'")
end

-- the bounds of s[start:end] for find/count/startswith: 0-based start, end, or nil when
-- start lies past the end
local function bounds(n, start, stop)
  local st, en = 0, n
  if start ~= nil and start ~= None then
    st = index(start)
    if st < 0 then st = st + n; if st < 0 then st = 0 end end
  end
  if stop ~= nil and stop ~= None then
    en = index(stop)
    if en < 0 then en = en + n; if en < 0 then en = 0 end elseif en > n then en = n end
  end
  return st, en
end

local function find_in(s, x, start, stop, last)
  local n = #s
  local st, en = bounds(n, start, stop)
  if st > n or en - st < #x then return -1 end
  if not last then
    local i = find(s, x, st + 1, true)
    if i == nil or i + #x - 1 > en then return -1 end
    return i - 1
  end
  local found, i = -1, st + 1
  while true do
    local j = find(s, x, i, true)
    if j == nil or j + #x - 1 > en then return found end
    found = j - 1
    i = j + 1
  end
end

local function count_in(s, x, start, stop)
  local n = #s
  local st, en = bounds(n, start, stop)
  if st > n or en < st then return 0 end
  if x == "" then return en - st + 1 end
  local c, i = 0, st + 1
  while true do
    local j = find(s, x, i, true)
    if j == nil or j + #x - 1 > en then return c end
    c = c + 1
    i = j + #x
  end
end

local function affix(self, x, start, stop, at_end, name)
  local s = raw(self)
  local n = #s
  local st, en = bounds(n, start, stop)
  local function test(p)
    if st > n then return false end
    if en - st < #p then return false end
    if at_end then return sub(s, en - #p + 1, en) == p end
    return sub(s, st + 1, st + #p) == p
  end
  if getmetatable(x) == TupleMT then
    for i = 1, #x do
      local p = raw(x[i])
      if p == nil then raise("TypeError", "a bytes-like object is required, not '" .. typename(x[i]) .. "'") end
      if test(p) then return true end
    end
    return false
  end
  local p = raw(x)
  if p == nil then
    raise("TypeError", name .. " first arg must be bytes or a tuple of bytes, not " .. typename(x))
  end
  return test(p)
end

local function split(self, sep, maxsplit, from_right)
  local s = raw(self)
  local limit = (maxsplit == nil or maxsplit == None) and -1 or index(maxsplit)
  local parts, n = {}, 0
  if sep == nil or sep == None then
    if from_right then
      local e = #s
      while true do
        while e > 0 and find(sub(s, e, e), WS) do e = e - 1 end
        if e == 0 then break end
        if limit == 0 then n = n + 1; parts[n] = sub(s, 1, e); break end
        local b = e
        while b > 0 and not find(sub(s, b, b), WS) do b = b - 1 end
        n = n + 1; parts[n] = sub(s, b + 1, e)
        limit = limit - 1
        e = b
      end
      local rev = {}
      for i = 1, n do rev[i] = out(self, parts[n + 1 - i]) end
      return R.LIST(rev)
    end
    local i = 1
    while true do
      local b = find(s, "[^ \t\n\r\v\f]", i)
      if b == nil then break end
      if limit == 0 then
        n = n + 1; parts[n] = out(self, sub(s, b)); break
      end
      local e = find(s, WS, b) or #s + 1
      n = n + 1; parts[n] = out(self, sub(s, b, e - 1))
      limit = limit - 1
      i = e
    end
    return R.LIST(parts)
  end
  local sp = need(sep)
  if sp == "" then raise("ValueError", "empty separator") end
  if from_right then
    local pieces, e = {}, #s
    while limit ~= 0 do
      local found, i = nil, 1
      while true do
        local j = find(s, sp, i, true)
        if j == nil or j + #sp - 1 > e then break end
        found = j
        i = j + 1
      end
      if not found then break end
      n = n + 1; pieces[n] = sub(s, found + #sp, e)
      e = found - 1
      limit = limit - 1
    end
    n = n + 1; pieces[n] = sub(s, 1, e)
    for i = 1, n do parts[i] = out(self, pieces[n + 1 - i]) end
    return R.LIST(parts)
  end
  local i = 1
  while limit ~= 0 do
    local j = find(s, sp, i, true)
    if j == nil then break end
    n = n + 1; parts[n] = out(self, sub(s, i, j - 1))
    i = j + #sp
    limit = limit - 1
  end
  n = n + 1; parts[n] = out(self, sub(s, i))
  return R.LIST(parts)
end

local function strip(self, chars, left, right)
  local s = raw(self)
  local set
  if chars == nil or chars == None then set = WS
  else set = "[" .. pat_escape(need(chars)) .. "]" end
  if set == "[]" then return out(self, s) end
  local b, e = 1, #s
  if left then while b <= e and find(sub(s, b, b), set) do b = b + 1 end end
  if right then while e >= b and find(sub(s, e, e), set) do e = e - 1 end end
  return out(self, sub(s, b, e))
end

local function fill_arg(f, name)
  if f == nil then return " " end
  local s = raw(f)
  if s == nil or #s ~= 1 then
    raise("TypeError", name .. "() argument 2 must be a byte string of length 1, not " .. typename(f))
  end
  return s
end

local function pad(self, width, fillchar, how, name)
  local s = raw(self)
  local w = index(width)
  local f = fill_arg(fillchar, name)
  local marg = w - #s
  if marg <= 0 then return out(self, s) end
  local left
  if how == "l" then left = 0 elseif how == "r" then left = marg
  else left = marg // 2 + (marg & w & 1) end
  return out(self, rep(f, left) .. s .. rep(f, marg - left))
end

local function is_all(pat)
  return function(self)
    local s = raw(self)
    return #s > 0 and not find(s, pat)
  end
end

local function title(s)
  return (gsub(s, "([A-Za-z])([A-Za-z]*)", function(a, b) return upper(a) .. lower(b) end))
end

local methods = {
  decode = function(self, encoding, errors)
    if encoding ~= nil then str_arg(encoding, "decode", "encoding") end
    if errors ~= nil then str_arg(errors, "decode", "errors") end
    return C_decode(raw(self), encoding, errors)
  end,
  hex = function(self, sep, per)
    local sp
    if sep ~= nil and sep ~= None then
      sp = type(sep) == "string" and sep or raw(sep)
      if sp == nil then raise("TypeError", "sep must be str or bytes.") end
      if R.LEN(sep) ~= 1 then raise("ValueError", "sep must be length 1.") end
      if #sp ~= 1 then raise("ValueError", "sep must be ASCII.") end
    end
    return C.hex(raw(self), sp, per ~= nil and index(per) or 1)
  end,
  join = function(self, iterable)
    local sep, parts, n = raw(self), {}, 0
    local ok, nf = R.pcall(iterate, iterable) -- (PySequence_Fast's words for a non-iterable)
    if not ok then
      if R.isinstance(R.EXC(nf), R.exc_classes.TypeError) then raise("TypeError", "can only join an iterable") end
      error(nf, 0)
    end
    for v in nf do
      local s = raw(v)
      if s == nil then
        raise("TypeError", format("sequence item %d: expected a bytes-like object, %s found", n, typename(v)))
      end
      n = n + 1; parts[n] = s
    end
    return out(self, concat(parts, sep))
  end,
  split = function(self, sep, maxsplit) return split(self, sep, maxsplit, false) end,
  rsplit = function(self, sep, maxsplit) return split(self, sep, maxsplit, true) end,
  strip = function(self, chars) return strip(self, chars, true, true) end,
  lstrip = function(self, chars) return strip(self, chars, true, false) end,
  rstrip = function(self, chars) return strip(self, chars, false, true) end,
  startswith = function(self, p, start, stop) return affix(self, p, start, stop, false, "startswith") end,
  endswith = function(self, p, start, stop) return affix(self, p, start, stop, true, "endswith") end,
  find = function(self, x, start, stop) return find_in(raw(self), sub_arg(x), start, stop, false) end,
  rfind = function(self, x, start, stop) return find_in(raw(self), sub_arg(x), start, stop, true) end,
  index = function(self, x, start, stop)
    local i = find_in(raw(self), sub_arg(x), start, stop, false)
    if i < 0 then raise("ValueError", "subsection not found") end
    return i
  end,
  rindex = function(self, x, start, stop)
    local i = find_in(raw(self), sub_arg(x), start, stop, true)
    if i < 0 then raise("ValueError", "subsection not found") end
    return i
  end,
  count = function(self, x, start, stop) return count_in(raw(self), sub_arg(x), start, stop) end,
  replace = function(self, old, new, count)
    local s, o, nw = raw(self), need(old), need(new)
    local limit = (count == nil) and -1 or index(count)
    if limit < 0 then limit = nil end
    if o == "" then
      local parts, n = {}, 0
      for i = 1, #s do
        if limit and n >= limit then parts[#parts + 1] = sub(s, i); break end
        n = n + 1
        parts[#parts + 1] = nw .. sub(s, i, i)
      end
      if not (limit and n >= limit) then parts[#parts + 1] = nw end
      return out(self, concat(parts))
    end
    local r = gsub(s, pat_escape(o), (gsub(nw, "%%", "%%%%")), limit)
    return out(self, r)
  end,
  upper = function(self) return out(self, upper(raw(self))) end,
  lower = function(self) return out(self, lower(raw(self))) end,
  swapcase = function(self)
    return out(self, (gsub(raw(self), "[A-Za-z]", function(c) return UPPER[c] or LOWER[c] end)))
  end,
  capitalize = function(self)
    local s = raw(self)
    return out(self, upper(sub(s, 1, 1)) .. lower(sub(s, 2)))
  end,
  title = function(self) return out(self, title(raw(self))) end,
  isdigit = is_all("[^0-9]"),
  isalpha = is_all("[^A-Za-z]"),
  isalnum = is_all("[^A-Za-z0-9]"),
  isspace = is_all("[^ \t\n\r\v\f]"),
  isascii = function(self) return not find(raw(self), "[\128-\255]") end,
  isupper = function(self) local s = raw(self) return find(s, "[A-Z]") ~= nil and not find(s, "[a-z]") end,
  islower = function(self) local s = raw(self) return find(s, "[a-z]") ~= nil and not find(s, "[A-Z]") end,
  istitle = function(self) local s = raw(self) return find(s, "[A-Za-z]") ~= nil and title(s) == s end,
  partition = function(self, sep)
    local s, sp = raw(self), need(sep)
    if sp == "" then raise("ValueError", "empty separator") end
    local i = find(s, sp, 1, true)
    if not i then return R.TUPLE({ out(self, s), out(self, ""), out(self, "") }) end
    return R.TUPLE({ out(self, sub(s, 1, i - 1)), out(self, sp), out(self, sub(s, i + #sp)) })
  end,
  rpartition = function(self, sep)
    local s, sp = raw(self), need(sep)
    if sp == "" then raise("ValueError", "empty separator") end
    local i = find_in(s, sp, nil, nil, true)
    if i < 0 then return R.TUPLE({ out(self, ""), out(self, ""), out(self, s) }) end
    return R.TUPLE({ out(self, sub(s, 1, i)), out(self, sp), out(self, sub(s, i + #sp + 1)) })
  end,
  center = function(self, w, f) return pad(self, w, f, "c", "center") end,
  ljust = function(self, w, f) return pad(self, w, f, "l", "ljust") end,
  rjust = function(self, w, f) return pad(self, w, f, "r", "rjust") end,
  zfill = function(self, width)
    local s = raw(self)
    local w = index(width)
    if #s >= w then return out(self, s) end
    local sign = sub(s, 1, 1)
    if sign == "+" or sign == "-" then return out(self, sign .. rep("0", w - #s) .. sub(s, 2)) end
    return out(self, rep("0", w - #s) .. s)
  end,
  expandtabs = function(self, tabsize)
    tabsize = tabsize == nil and 8 or index(tabsize)
    local s = raw(self)
    if not find(s, "\t", 1, true) then return out(self, s) end
    local parts, n, col = {}, 0, 0
    for text, sep in string.gmatch(s, "([^\t\n\r]*)([\t\n\r]?)") do
      n = n + 1; parts[n] = text
      col = col + #text
      if sep == "\t" then
        if tabsize > 0 then
          local k = tabsize - col % tabsize
          n = n + 1; parts[n] = rep(" ", k)
          col = col + k
        end
      elseif sep ~= "" then
        n = n + 1; parts[n] = sep
        col = 0
      end
    end
    return out(self, concat(parts))
  end,
  removeprefix = function(self, p)
    local s, ps = raw(self), need(p)
    if ps ~= "" and sub(s, 1, #ps) == ps then return out(self, sub(s, #ps + 1)) end
    return out(self, s)
  end,
  removesuffix = function(self, p)
    local s, ps = raw(self), need(p)
    if ps ~= "" and #s >= #ps and sub(s, #s - #ps + 1) == ps then return out(self, sub(s, 1, #s - #ps)) end
    return out(self, s)
  end,
  splitlines = function(self, keepends)
    local s, parts, i = raw(self), {}, 1
    local keep = keepends ~= nil and R.T(keepends)
    while i <= #s do
      local j, e = find(s, "\r?\n", i)
      local k = find(s, "\r", i, true)
      if k and (not j or k < j) then j, e = k, k end
      if not j then parts[#parts + 1] = out(self, sub(s, i)); break end
      parts[#parts + 1] = out(self, sub(s, i, keep and e or j - 1))
      i = e + 1
    end
    return R.LIST(parts)
  end,
  translate = function(self, tbl, delete)
    local s = raw(self)
    local map
    if tbl ~= None then
      map = need(tbl)
      if #map ~= 256 then raise("ValueError", "translation table must be 256 characters long") end
    end
    if delete ~= nil then s = gsub(s, "[" .. pat_escape(need(delete)) .. "]", "") end
    if map then s = gsub(s, ".", function(c) local v = byte(c) + 1 return sub(map, v, v) end) end
    return out(self, s)
  end,
  __len__ = function(self) return R.LEN(self) end,
  __getitem__ = function(self, k) return getmetatable(self)["#getitem"](self, k) end,
  __contains__ = contains,
  __iter__ = function(self) return R.make_iter(getmetatable(self)["#iter"](self), typename(self) .. "_iterator") end,
  __repr__ = function(self) return getmetatable(self)["#repr"](self) end,
  __str__ = function(self) return getmetatable(self)["#repr"](self) end,
  __add__ = add,
  __mul__ = mul, __rmul__ = mul,
  __mod__ = function(a, b) return out(a, percent(raw(a), b)) end,
  __eq__ = eq,
  __ne__ = function(a, b) local r = eq(a, b) if r == NotImplemented then return r end return not r end,
  __lt__ = function(a, b) if raw(b) == nil then return NotImplemented end return raw(a) < raw(b) end,
  __le__ = function(a, b) if raw(b) == nil then return NotImplemented end return raw(a) <= raw(b) end,
  __gt__ = function(a, b) if raw(b) == nil then return NotImplemented end return raw(a) > raw(b) end,
  __ge__ = function(a, b) if raw(b) == nil then return NotImplemented end return raw(a) >= raw(b) end,
}
local params = {
  decode = { "self", "encoding", "errors" }, hex = { "self", "sep", "bytes_per_sep" },
  split = { "self", "sep", "maxsplit" }, rsplit = { "self", "sep", "maxsplit" },
  splitlines = { "self", "keepends" }, replace = { "self", "old", "new", "count" },
  translate = { "self", "table", "delete" }, expandtabs = { "self", "tabsize" },
}
for name, ps in pairs_(params) do sig(methods[name], name, ps, { nrequired = 1 }) end
local fromhex = function(cls, s)
  if type(s) ~= "string" then raise("TypeError", "fromhex() argument must be str, not " .. typename(s)) end
  local r = C.fromhex(s)
  if cls == bytearray_t then return BA(C_toints(r)) end
  return B(r)
end
local maketrans = function(from, to)
  local f, t = need(from), need(to)
  if #f ~= #t then raise("ValueError", "maketrans arguments must have same length") end
  local map = {}
  for i = 0, 255 do map[i + 1] = char(i) end
  for i = 1, #f do map[byte(f, i) + 1] = sub(t, i, i) end
  return B(concat(map))
end

local bmethods, amethods = {}, {}
for k, f in pairs_(methods) do bmethods[k], amethods[k] = f, f end
bmethods.__hash__ = function(b) return R.hash(b["#s"]) end
bmethods.__getnewargs__ = function(b) return R.TUPLE({ b }) end
bmethods.fromhex = setmetatable({ f = fromhex }, ClassMT)
amethods.fromhex = setmetatable({ f = fromhex }, ClassMT)
bmethods.maketrans = setmetatable({ f = maketrans }, StaticMT)
amethods.maketrans = setmetatable({ f = maketrans }, StaticMT)
bytes_t["#dict"].__hash__ = nil
bytearray_t["#dict"].__hash__ = None

-- bytearray's own: the mutations
amethods.append = function(a, x)
  if x == nil then R.argc({ "O", "bytearray.append" }) end
  a[#a + 1] = byteval(x)
  return None
end
amethods.extend = function(a, x)
  local s = raw(x)
  local items
  if s then items = C_toints(s)
  else
    local mt = getmetatable(x)
    if not (mt and mt["#iter"]) or type(x) == "number" then
      raise("TypeError", "can't extend bytearray with " .. typename(x))
    end
    items = ints_of(x)
  end
  tmove(items, 1, #items, #a + 1, a)
  return None
end
amethods.pop = function(a, i)
  local n = #a
  if n == 0 then raise("IndexError", "pop from empty bytearray") end
  local j = i == nil and n - 1 or index(i)
  if j < 0 then j = j + n end
  if j < 0 or j >= n then raise("IndexError", "pop index out of range") end
  return table.remove(a, j + 1)
end
amethods.insert = function(a, i, x)
  local n = #a
  local j = index(i)
  local v = byteval(x)
  if j < 0 then j = j + n; if j < 0 then j = 0 end elseif j > n then j = n end
  table.insert(a, j + 1, v)
  return None
end
amethods.remove = function(a, x)
  local v = byteval(x)
  for i = 1, #a do
    if a[i] == v then table.remove(a, i) return None end
  end
  raise("ValueError", "value not found in bytearray")
end
amethods.clear = function(a) for i = #a, 1, -1 do a[i] = nil end return None end
amethods.copy = function(a) return BA(copyseq(a)) end
amethods.reverse = function(a)
  local n = #a
  for i = 1, n // 2 do a[i], a[n + 1 - i] = a[n + 1 - i], a[i] end
  return None
end
amethods.__setitem__ = function(a, k, v) ByteArrayMT["#setitem"](a, k, v) return None end
amethods.__delitem__ = function(a, k) ByteArrayMT["#delitem"](a, k) return None end
amethods.__iadd__ = function(a, b)
  local s = raw(b)
  if s == nil then raise("TypeError", "can't concat " .. typename(b) .. " to bytearray") end
  local items = C_toints(s)
  tmove(items, 1, #items, #a + 1, a)
  return a
end
amethods.__imul__ = function(a, n)
  local r = mul(a, n)
  if r == NotImplemented then return r end
  for i = 1, #r do a[i] = r[i] end
  for i = #a, #r + 1, -1 do a[i] = nil end
  return a
end
R.add_methods(bytes_t, bmethods)
R.add_methods(bytearray_t, amethods)
BytesMT.__index = bytes_t["#flat"]
ByteArrayMT.__index = bytearray_t["#flat"]

---------------------------------------------------------------------------------------------
-- int.to_bytes, int.from_bytes; str(b, encoding)
---------------------------------------------------------------------------------------------

local function byteorder_arg(order)
  if order == nil then return "big" end
  if type(order) ~= "string" then
    raise("TypeError", "to_bytes() argument 'byteorder' must be str, not " .. typename(order))
  end
  if order ~= "big" and order ~= "little" then
    raise("ValueError", "byteorder must be either 'little' or 'big'")
  end
  return order
end

local function to_bytes(x, length, byteorder, signed)
  local n = length == nil and 1 or index(length)
  local order = byteorder_arg(byteorder)
  local sgn = signed ~= nil and R.T(signed)
  if n < 0 then raise("ValueError", "length argument must be non-negative") end
  local v = x
  if type(v) == "boolean" then v = v and 1 or 0 end
  local lt = host.num.lt
  if lt(v, 0) then
    if not sgn then raise("OverflowError", "can't convert negative int to unsigned") end
    v = R.ADD(v, R.POW(2, 8 * n)) -- two's complement
    if n == 0 then
      if R.EQ(v, 0) then return B("") end -- -1 in no bytes is b'', as in CPython
      raise("OverflowError", "int too big to convert")
    end
    if lt(v, R.POW(2, 8 * n - 1)) then raise("OverflowError", "int too big to convert") end
  elseif sgn and (n == 0 and not R.EQ(v, 0) or n > 0 and not lt(v, R.POW(2, 8 * n - 1))) then
    raise("OverflowError", "int too big to convert")
  end
  local hex = host.num.tostring(v, 16)
  if #hex % 2 == 1 then hex = "0" .. hex end
  local s = C.fromhex(hex)
  if s == "\0" then s = "" end
  if #s > n then raise("OverflowError", "int too big to convert") end
  s = rep("\0", n - #s) .. s
  if order == "little" then s = s:reverse() end
  return B(s)
end

local function from_bytes(cls, b, byteorder, signed)
  local s = raw(b)
  if s == nil then
    if type(b) == "string" then raise("TypeError", "cannot convert 'str' object to bytes") end
    s = from_source(b, "bytes")
  end
  local order = byteorder_arg(byteorder)
  if order == "little" then s = s:reverse() end
  local v = s == "" and 0 or R.toint(C.hex(s), 16)
  if signed ~= nil and R.T(signed) and #s > 0 and byte(s, 1) >= 128 then
    v = R.SUB(v, R.POW(2, 8 * #s))
  end
  return v
end
R.int_to_bytes, R.int_from_bytes = to_bytes, from_bytes -- objint.lua's methods call them

---------------------------------------------------------------------------------------------
-- memoryview: a view of a bytes or bytearray: the object, the offset of its first byte, the
-- count of its items, their stride (in items) and, after cast(), their struct format and
-- size and the view's shape. Format 'B' (bytes as ints) is the plain case; the other formats
-- go through struct. A view of a bytearray writes through to it; a released view refuses
-- everything.
---------------------------------------------------------------------------------------------
local memoryview_t = R.builtin_type("memoryview", { object }, {}, MemViewMT)
memoryview_t["#builtin"] = true
MemViewMT["#bytes"] = true
local function live(m)
  if m["#released"] then raise("ValueError", "operation forbidden on released memoryview object") end
  return m
end
local function mv_byte(m, i) -- byte i (0-based) of a 'B' view
  local o, j = m["#obj"], m["#lo"] + i * m["#step"]
  if getmetatable(o) == BytesMT then return byte(o["#s"], j + 1) end
  return o[j + 1]
end
local function obj_sub(o, a, b) -- bytes a..b (1-based) of the underlying object, a Lua string
  if getmetatable(o) == BytesMT then return sub(o["#s"], a, b) end
  local t = {}
  tmove(o, a, b, 1, t)
  return C_fromints(t)
end
local function mv_item(m, i) -- item i (0-based) of the view
  local fmt = m["#fmt"]
  if not fmt then return mv_byte(m, i) end
  local isz = m["#isz"]
  local j = m["#lo"] + i * m["#step"] * isz
  local v = R.IMPORT("struct").unpack(fmt, B(obj_sub(m["#obj"], j + 1, j + isz)))
  return v[1]
end
mv_string = function(m)
  live(m)
  local o, isz = m["#obj"], m["#isz"] or 1
  if m["#step"] == 1 then return obj_sub(o, m["#lo"] + 1, m["#lo"] + m["#n"] * isz) end
  local t = {}
  for i = 1, m["#n"] do
    local j = m["#lo"] + (i - 1) * m["#step"] * isz
    t[i] = obj_sub(o, j + 1, j + isz)
  end
  return concat(t)
end
local function mv_new(o, lo, n, step, like)
  local v = { ["#obj"] = o, ["#lo"] = lo, ["#n"] = n, ["#step"] = step }
  if like and like["#fmt"] then v["#fmt"], v["#isz"] = like["#fmt"], like["#isz"] end
  return setmetatable(v, MemViewMT)
end
memoryview_t["#call"] = function(_, o)
  if o == nil then raise("TypeError", "memoryview() missing required argument 'object' (pos 1)") end
  local mt = getmetatable(o)
  if mt == MemViewMT then
    live(o)
    local v = mv_new(o["#obj"], o["#lo"], o["#n"], o["#step"], o)
    rawset(v, "#shape", o["#shape"])
    return v
  end
  if mt == BytesMT then return mv_new(o, 0, #o["#s"], 1) end
  if mt == ByteArrayMT then return mv_new(o, 0, #o, 1) end
  raise("TypeError", "memoryview: a bytes-like object is required, not '" .. typename(o) .. "'")
end
local function mv_fmt(m) return m["#fmt"] or "B" end
local function mv_isz(m) return m["#isz"] or 1 end
local function not_nd(m, what)
  if m["#shape"] then raise("NotImplementedError", "multi-dimensional " .. what .. " not implemented") end
end
MemViewMT["#len"] = function(m)
  live(m)
  local shape = m["#shape"]
  if shape then return shape[1] end
  return m["#n"]
end
-- the item number of index k of an n-dimensional view (a tuple of ints)
local function mv_ndindex(m, k)
  local shape = m["#shape"]
  if #k ~= #shape then
    if #k < #shape then raise("NotImplementedError", "sub-views are not implemented") end
    raise("TypeError", "cannot index " .. #shape .. "-dimension view with " .. #k .. "-element tuple")
  end
  local pos = 0
  for d = 1, #shape do
    local j = seqindex(k[d], shape[d], "memoryview")
    if j == nil then raise("IndexError", "index out of bounds on dimension " .. d) end
    pos = pos * shape[d] + (j - 1)
  end
  return pos
end
MemViewMT["#getitem"] = function(m, k)
  live(m)
  local kmt = getmetatable(k)
  if kmt == SliceMT then
    local shape = m["#shape"]
    if shape then -- rows of an n-dimensional view (contiguous ones only)
      local start, stop, step = R.slice_indices(k.start, k.stop, k.step, shape[1])
      local rows = R.slice_len(start, stop, step)
      if step ~= 1 and rows > 1 then raise("NotImplementedError", "multi-dimensional slicing with a step is not implemented") end
      local row = 1
      for d = 2, #shape do row = row * shape[d] end
      local v = mv_new(m["#obj"], m["#lo"] + start * row * mv_isz(m), rows * row, 1, m)
      local dims = { rows }
      for d = 2, #shape do dims[d] = shape[d] end
      rawset(v, "#shape", dims)
      return v
    end
    local start, stop, step = R.slice_indices(k.start, k.stop, k.step, m["#n"])
    return mv_new(m["#obj"], m["#lo"] + start * m["#step"] * mv_isz(m), R.slice_len(start, stop, step),
      m["#step"] * step, m)
  end
  if kmt == R.TupleMT and m["#shape"] then return mv_item(m, mv_ndindex(m, k)) end
  if type(k) ~= "number" and not (kmt == BigMT) and type(k) ~= "boolean" then
    raise("TypeError", "memoryview: invalid slice key")
  end
  not_nd(m, "sub-views are")
  local j = seqindex(k, m["#n"], "memoryview")
  if j == nil then raise("IndexError", "index out of bounds on dimension 1") end
  return mv_item(m, j - 1)
end
local function mv_value(v)
  if mtype(v) ~= "integer" and type(v) ~= "boolean" then
    raise("TypeError", "memoryview: invalid type for format 'B'")
  end
  if v == true then v = 1 elseif v == false then v = 0 end
  if v < 0 or v > 255 then raise("ValueError", "memoryview: invalid value for format 'B'") end
  return v
end
-- the bytes of value v in format fmt (struct.pack), with memoryview's errors
local function mv_pack(fmt, v)
  local struct = R.IMPORT("struct")
  local ok, r = R.pcall(struct.pack, fmt, v)
  if ok then return raw(r) end
  local e = R.EXC(r)
  if R.isinstance(e, struct.error) then
    local msg = R.str(e)
    if find(msg, "required argument is not", 1, true) or find(msg, "must be a bytes", 1, true)
       or find(msg, "char format requires", 1, true) then
      raise("TypeError", "memoryview: invalid type for format '" .. fmt .. "'")
    end
    raise("ValueError", "memoryview: invalid value for format '" .. fmt .. "'")
  end
  error(r, 0)
end
MemViewMT["#setitem"] = function(m, k, v)
  live(m)
  local o = m["#obj"]
  if getmetatable(o) ~= ByteArrayMT then raise("TypeError", "cannot modify read-only memory") end
  local isz, fmt = mv_isz(m), m["#fmt"]
  if getmetatable(k) == SliceMT then
    not_nd(m, "slice assignment is")
    local start, stop, step = R.slice_indices(k.start, k.stop, k.step, m["#n"])
    local len = R.slice_len(start, stop, step)
    local src
    if getmetatable(v) == MemViewMT then
      if mv_fmt(v) ~= mv_fmt(m) then
        raise("ValueError", "memoryview assignment: lvalue and rvalue have different structures")
      end
      src = mv_string(v)
    else
      src = raw(v)
      if src == nil then
        raise("TypeError", "a bytes-like object is required, not '" .. typename(v) .. "'")
      end
      if fmt and fmt ~= "B" then
        raise("ValueError", "memoryview assignment: lvalue and rvalue have different structures")
      end
    end
    if #src ~= len * isz then
      raise("ValueError", "memoryview assignment: lvalue and rvalue have different structures")
    end
    for i = 1, len do
      local j = m["#lo"] + (start + (i - 1) * step) * m["#step"] * isz
      for b = 1, isz do o[j + b] = byte(src, (i - 1) * isz + b) end
    end
    return
  end
  local pos
  if getmetatable(k) == R.TupleMT and m["#shape"] then
    pos = mv_ndindex(m, k)
  else
    not_nd(m, "sub-views are")
    local j = seqindex(k, m["#n"], "memoryview")
    if j == nil then raise("IndexError", "index out of bounds on dimension 1") end
    pos = j - 1
  end
  local j = m["#lo"] + pos * m["#step"] * isz
  if not fmt then o[j + 1] = mv_value(v) return end
  local bs = mv_pack(fmt, v)
  for b = 1, isz do o[j + b] = byte(bs, b) end
end
MemViewMT["#iter"] = function(m)
  live(m)
  if m["#shape"] then raise("NotImplementedError", "multi-dimensional sub-views are not implemented") end
  local i = -1
  return function()
    i = i + 1
    if i < m["#n"] then return mv_item(m, i) end
    return nil
  end
end
local mv_tolist
MemViewMT["#eq"] = function(a, b)
  if a["#released"] or (getmetatable(b) == MemViewMT and b["#released"]) then return rawequal(a, b) end
  if getmetatable(b) == MemViewMT and (a["#fmt"] or b["#fmt"] or a["#shape"] or b["#shape"]) then
    return R.EQ(mv_tolist(a), mv_tolist(b)) -- (by values, as CPython compares formatted views)
  end
  local sb = raw(b)
  if sb == nil then return NotImplemented end
  if a["#fmt"] or a["#shape"] then return R.EQ(mv_tolist(a), mv_tolist(mv_new(B(sb), 0, #sb, 1))) end
  return mv_string(a) == sb
end
MemViewMT["#repr"] = function(m)
  return (m["#released"] and "<released memory at " or "<memory at ") .. R.addr(m) .. ">"
end
MemViewMT["#key"] = false
R.install_operators(MemViewMT)
MemViewMT.__eq = function(a, b) return R.EQ(a, b) end
local function mv_shape(m)
  return m["#shape"] or { m["#n"] }
end
mv_tolist = function(m)
  live(m)
  local shape = mv_shape(m)
  local pos = -1
  local function level(d)
    local t = {}
    for i = 1, shape[d] do
      if d == #shape then
        pos = pos + 1
        t[i] = mv_item(m, pos)
      else
        t[i] = level(d + 1)
      end
    end
    return R.LIST(t)
  end
  return level(1)
end
-- cast(format, shape=None): the same bytes as items of another native struct format
local cast_formats = {}
for c in ("bBchHiIlLqQnNfde?P"):gmatch(".") do cast_formats[c] = true end
local function mv_cast(m, fmt, shape)
  live(m)
  if type(fmt) ~= "string" then
    raise("TypeError", "memoryview.cast() argument 'format' must be str, not " .. typename(fmt))
  end
  local code = fmt:match("^@?(.)$")
  if not (code and cast_formats[code]) then
    raise("ValueError", "memoryview: destination format must be a native single character format prefixed with an optional '@'")
  end
  if m["#step"] ~= 1 then raise("TypeError", "memoryview: casts are restricted to C-contiguous views") end
  local from = mv_fmt(m):match("^@?(.)$")
  local function bytefmt(c) return c == "B" or c == "b" or c == "c" end
  if not bytefmt(from) and not bytefmt(code) then
    raise("TypeError", "memoryview: cannot cast between two non-byte formats")
  end
  local isz = R.IMPORT("struct").calcsize(fmt)
  local nbytes = m["#n"] * mv_isz(m)
  local dims
  if shape ~= nil and shape ~= None then
    local mt = getmetatable(shape)
    if mt ~= R.ListMT and mt ~= R.TupleMT then raise("TypeError", "shape must be a list or a tuple") end
    dims = {}
    local prod = 1
    for d = 1, #shape do
      local n = shape[d]
      if mtype(n) ~= "integer" then raise("TypeError", "memoryview.cast(): elements of shape must be integers") end
      if n <= 0 then raise("ValueError", "memoryview.cast(): elements of shape must be integers > 0") end
      dims[d] = n
      prod = prod * n
    end
    if #dims == 0 or #dims > 64 then
      raise("ValueError", "memoryview: number of dimensions must not exceed 64")
    end
    if prod * isz ~= nbytes then raise("TypeError", "memoryview: product(shape) * itemsize != buffer size") end
    if #dims == 1 then dims = nil end
  elseif m["#shape"] and code ~= "B" and code ~= "b" and code ~= "c" then
    raise("TypeError", "memoryview: cast must be 1D -> ND or ND -> 1D")
  end
  if nbytes % isz ~= 0 then raise("TypeError", "memoryview: length is not a multiple of itemsize") end
  local v = mv_new(m["#obj"], m["#lo"], nbytes // isz, 1)
  if fmt ~= "B" then rawset(v, "#fmt", fmt); rawset(v, "#isz", isz) end
  rawset(v, "#shape", dims)
  return v
end
local mv_attrs = {
  obj = function(m) return live(m)["#obj"] end,
  nbytes = function(m) return live(m)["#n"] * mv_isz(m) end,
  readonly = function(m) return getmetatable(live(m)["#obj"]) ~= ByteArrayMT end,
  format = function(m) return mv_fmt(live(m)) end,
  itemsize = function(m) return mv_isz(live(m)) end,
  ndim = function(m) return #mv_shape(live(m)) end,
  shape = function(m)
    local t = {}
    for d, n in ipairs(mv_shape(live(m))) do t[d] = n end
    return R.TUPLE(t)
  end,
  strides = function(m)
    local shape = mv_shape(live(m))
    local st, acc = {}, m["#step"] * mv_isz(m)
    for d = #shape, 1, -1 do st[d] = acc; acc = acc * shape[d] end
    return R.TUPLE(st)
  end,
  c_contiguous = function(m) return live(m)["#step"] == 1 end,
  contiguous = function(m) return live(m)["#step"] == 1 end,
}
local mv_methods = {
  tobytes = function(m) return B(mv_string(m)) end,
  tolist = function(m) return mv_tolist(m) end,
  hex = function(m, ...) return bytes_t["#dict"].hex(B(mv_string(m)), ...) end,
  release = function(m) rawset(m, "#released", true) return None end,
  __enter__ = function(m) return live(m) end,
  __exit__ = function(m) rawset(m, "#released", true) return false end,
  toreadonly = function(m)
    live(m)
    local s = mv_string(m)
    local v = mv_new(B(s), 0, m["#n"], 1, m)
    rawset(v, "#shape", m["#shape"])
    return v
  end,
  __getitem__ = function(m, k) return MemViewMT["#getitem"](m, k) end,
  __setitem__ = function(m, k, v) MemViewMT["#setitem"](m, k, v) return None end,
  __len__ = function(m) return MemViewMT["#len"](m) end,
  cast = R.sig(function(m, fmt, shape) return mv_cast(m, fmt, shape) end, "cast", { "self", "format", "shape" },
    { nrequired = 2 }),
}
for k, f in pairs_(mv_attrs) do -- for getattr (R.GA): the attributes as properties
  memoryview_t["#dict"][k] = setmetatable({ fget = f, fdel = None }, R.PropertyMT)
end
R.add_methods(memoryview_t, mv_methods)
local mv_flat = memoryview_t["#flat"]
MemViewMT.__index = function(m, k)
  local a = type(k) == "string" and mv_attrs[k]
  if a then return a(m) end
  return mv_flat[k]
end
MemViewMT.__newindex = R.no_setattr
R.builtins.memoryview = memoryview_t
R.MemViewMT = MemViewMT
R.builtins.bytes, R.builtins.bytearray = bytes_t, bytearray_t
R.bytes_decode = function(b, encoding, errors)
  local s = raw(b)
  if type(b) == "string" then raise("TypeError", "decoding str is not supported") end
  if s == nil then raise("TypeError", "decoding to str: need a bytes-like object, " .. typename(b) .. " found") end
  if encoding ~= nil then str_arg(encoding, "str", "encoding") end
  if errors ~= nil then str_arg(errors, "str", "errors") end
  return C_decode(s, encoding, errors)
end
end
