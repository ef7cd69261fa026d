-- modarray.lua: array.array, a typed list as CPython's Modules/arraymodule.c: the typecodes,
-- each one's range checks and messages (in CPython's order: the C conversion first), 'f'
-- rounding to single precision, the list-like methods, slicing, comparison and repr; the
-- machine representation (tobytes, frombytes, byteswap, tofile, fromfile: little-endian, the
-- item sizes of x86-64 Linux).
local type, getmetatable, rawget, rawset, rawequal, select, ipairs =
      type, getmetatable, rawget, rawset, rawequal, select, ipairs
local math, string, table, utf8 = math, string, table, utf8
local mtype, pack, unpack, concat = math.type, string.pack, string.unpack, table.concat

getmetatable = debug.getmetatable

return function(R, host)
local _ENV = nil
local None, raise, typename, repr, isinstance = R.None, R.raise, R.typename, R.repr, R.isinstance
local num = host.num
local BigMT = R.BigMT

local m = {}
m.typecodes = "bBuhHiIlLqQfd"

local ITEMSIZE = { b = 1, B = 1, u = 4, h = 2, H = 2, i = 4, I = 4, l = 8, L = 8, q = 8, Q = 8,
                   f = 4, d = 8 }
local U64 = nil -- 2**64 - 1, a big int (made on first use)
local TWO64 -- 2**64
local function two64()
  TWO64 = TWO64 or num.pow(2, 64)
  return TWO64
end
-- string.pack formats of the items' machine representation (little-endian; 'u' a UCS-4 code)
local PACK = { b = "<i1", B = "<I1", u = "<I4", h = "<i2", H = "<I2", i = "<i4", I = "<I4", l = "<i8",
               L = "<i8", q = "<i8", Q = "<i8", f = "<f", d = "<d" }

local function big(x) return BigMT ~= nil and getmetatable(x) == BigMT end

-- an int item for typecode tc, checked as arraymodule.c's setitem functions check it
local function int_item(tc, v)
  if type(v) == "boolean" then v = v and 1 or 0 end
  if mtype(v) ~= "integer" and not big(v) then
    if mtype(v) == "float" then raise("TypeError", "'float' object cannot be interpreted as an integer") end
    local f = R.lookup(R.typeof(v), "__index__")
    if not f then raise("TypeError", "'" .. typename(v) .. "' object cannot be interpreted as an integer") end
    v = f(v)
  end
  local neg = big(v) and num.lt(v, 0) or (not big(v) and v < 0)
  if tc == "I" or tc == "L" then
    if neg then raise("OverflowError", "can't convert negative value to unsigned int") end
    U64 = U64 or num.sub(num.pow(2, 64), 1)
    if big(v) and num.lt(U64, v) then raise("OverflowError", "Python int too large to convert to C unsigned long") end
    if tc == "I" and (big(v) or v > 0xffffffff) then
      raise("OverflowError", "unsigned int is greater than maximum")
    end
    return v
  end
  if tc == "Q" then
    if neg then raise("OverflowError", "can't convert negative int to unsigned") end
    U64 = U64 or num.sub(num.pow(2, 64), 1)
    if big(v) and num.lt(U64, v) then raise("OverflowError", "int too big to convert") end
    return v
  end
  if big(v) then
    raise("OverflowError", tc == "q" and "int too big to convert" or "Python int too large to convert to C long")
  end
  if tc == "b" then
    if v > 32767 then raise("OverflowError", "signed short integer is greater than maximum") end
    if v < -32768 then raise("OverflowError", "signed short integer is less than minimum") end
    if v > 127 then raise("OverflowError", "signed char is greater than maximum") end
    if v < -128 then raise("OverflowError", "signed char is less than minimum") end
  elseif tc == "B" then
    if v > 255 then raise("OverflowError", "unsigned byte integer is greater than maximum") end
    if v < 0 then raise("OverflowError", "unsigned byte integer is less than minimum") end
  elseif tc == "h" then
    if v > 32767 then raise("OverflowError", "signed short integer is greater than maximum") end
    if v < -32768 then raise("OverflowError", "signed short integer is less than minimum") end
  elseif tc == "H" or tc == "i" then
    if v > 2147483647 then raise("OverflowError", "signed integer is greater than maximum") end
    if v < -2147483648 then raise("OverflowError", "signed integer is less than minimum") end
    if tc == "H" then
      if v > 65535 then raise("OverflowError", "unsigned short is greater than maximum") end
      if v < 0 then raise("OverflowError", "unsigned short is less than minimum") end
    end
  end
  return v
end

local function item(tc, v)
  if tc == "f" or tc == "d" then
    if mtype(v) ~= "float" then
      if type(v) == "number" or type(v) == "boolean" or big(v) then v = R.tofloat(v)
      elseif R.lookup(R.typeof(v), "__float__") or R.lookup(R.typeof(v), "__index__") then v = R.tofloat(v)
      else raise("TypeError", "must be real number, not " .. typename(v)) end
    end
    if tc == "f" then v = unpack("f", pack("f", v)) end
    return v
  end
  if tc == "u" then
    if type(v) ~= "string" or (R.LEN(v) ~= 1) then
      raise("TypeError", "array item must be unicode character, not " .. typename(v))
    end
    return v
  end
  return int_item(tc, v)
end

local A, Array -- the private field holding the items, the class
A = "#a"

local function new(tc, items)
  local o = R.type_call(Array, tc)
  rawset(o, A, items)
  return o
end

local function isarray(x) return type(x) == "table" and isinstance(x, Array) end

-- (init: array(tc, other_array) converts the items of an array of another kind)
local function extend_from(self, it, init)
  local tc, a = rawget(self, "typecode"), rawget(self, A)
  if isarray(it) and init and rawget(it, "typecode") ~= tc then
    if rawget(it, "typecode") == "u" then
      raise("TypeError", "cannot use a unicode array to initialize an array with typecode '" .. tc .. "'")
    end
    for _, v in ipairs(rawget(it, A)) do a[#a + 1] = item(tc, v) end
    return
  end
  if isarray(it) then
    if rawget(it, "typecode") ~= tc then raise("TypeError", "can only extend with array of same kind") end
    local b = rawget(it, A)
    for i = 1, #b do a[#a + 1] = b[i] end
    return
  end
  for v in R.iterate(it) do a[#a + 1] = item(tc, v) end
end

Array = R.CLASS("array", { R.object }, nil, function(ns)
  ns.__module__ = "array"
  ns.__init__ = R.sig(function(self, tc, init)
    if type(tc) ~= "string" or #tc ~= 1 then
      raise("TypeError", "array() argument 1 must be a unicode character, not " .. typename(tc))
    end
    if not ITEMSIZE[tc] then
      raise("ValueError", "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
    end
    rawset(self, "typecode", tc)
    rawset(self, "itemsize", ITEMSIZE[tc])
    rawset(self, A, {})
    if init ~= nil then
      if type(init) == "string" then
        if tc ~= "u" then
          raise("TypeError", "cannot use a str to initialize an array with typecode '" .. tc .. "'")
        end
        local a = rawget(self, A)
        for _, c in string.gmatch(init, "()([%z\1-\127\194-\244][\128-\191]*)") do a[#a + 1] = c end
      elseif getmetatable(init) == R.BytesMT or getmetatable(init) == R.ByteArrayMT then
        R.CALLM(self, "frombytes", { init }) -- the machine values of bytes, as frombytes
      else
        extend_from(self, init, true)
      end
    end
    return None
  end, "array", { "self", "typecode", "initializer" }, { nrequired = 2 })
  ns.__len__ = function(self) return #rawget(self, A) end
  ns.__iter__ = function(self)
    local a, i = rawget(self, A), 0
    return R.make_iter(function()
      i = i + 1
      return a[i]
    end, "arrayiterator")
  end
  ns.__contains__ = function(self, v)
    local a = rawget(self, A)
    for i = 1, #a do if R.EQ(a[i], v) then return true end end
    return false
  end
  local function pos(self, i, what)
    local a = rawget(self, A)
    local n = #a
    i = R.index(i)
    if i < 0 then i = i + n end
    if i < 0 or i >= n then raise("IndexError", what or "array index out of range") end
    return i + 1
  end
  ns.__getitem__ = function(self, i)
    local a = rawget(self, A)
    if getmetatable(i) == R.SliceMT then
      local start, stop, step = R.slice_indices(i.start, i.stop, i.step, #a)
      local out = {}
      local k = start
      for _ = 1, R.slice_len(start, stop, step) do out[#out + 1] = a[k + 1]; k = k + step end
      return new(rawget(self, "typecode"), out)
    end
    return a[pos(self, i)]
  end
  ns.__setitem__ = function(self, i, v)
    local a = rawget(self, A)
    if getmetatable(i) == R.SliceMT then
      if not isarray(v) then
        raise("TypeError", "can only assign array (not \"" .. typename(v) .. "\") to array slice")
      end
      local start, stop, step = R.slice_indices(i.start, i.stop, i.step, #a)
      local b = rawget(v, A)
      if step == 1 then
        local out = {}
        for k = 1, start do out[#out + 1] = a[k] end
        for k = 1, #b do out[#out + 1] = b[k] end
        for k = (stop > start and stop or start) + 1, #a do out[#out + 1] = a[k] end
        rawset(self, A, out)
        return None
      end
      local n = R.slice_len(start, stop, step)
      if n ~= #b then
        raise("ValueError", "attempt to assign array of size " .. #b .. " to extended slice of size " .. n)
      end
      local k = start
      for j = 1, n do a[k + 1] = b[j]; k = k + step end
      return None
    end
    a[pos(self, i, "array assignment index out of range")] = item(rawget(self, "typecode"), v)
    return None
  end
  ns.__delitem__ = function(self, i)
    local a = rawget(self, A)
    if getmetatable(i) == R.SliceMT then
      local start, stop, step = R.slice_indices(i.start, i.stop, i.step, #a)
      local drop = {}
      local k = start
      for _ = 1, R.slice_len(start, stop, step) do drop[k + 1] = true; k = k + step end
      local out = {}
      for j = 1, #a do if not drop[j] then out[#out + 1] = a[j] end end
      rawset(self, A, out)
      return None
    end
    table.remove(a, pos(self, i, "array assignment index out of range"))
    return None
  end
  ns.append = function(self, v)
    local a = rawget(self, A)
    a[#a + 1] = item(rawget(self, "typecode"), v)
    return None
  end
  ns.extend = function(self, it) extend_from(self, it); return None end
  ns.fromlist = function(self, l)
    if R.typeof(l) ~= R.list_t and not isinstance(l, R.list_t) then raise("TypeError", "arg must be list") end
    extend_from(self, l)
    return None
  end
  ns.insert = function(self, i, v)
    local a = rawget(self, A)
    local n = #a
    i = R.index(i)
    if i < 0 then i = i + n; if i < 0 then i = 0 end end
    if i > n then i = n end
    table.insert(a, i + 1, item(rawget(self, "typecode"), v))
    return None
  end
  ns.pop = R.sig(function(self, i)
    local a = rawget(self, A)
    if #a == 0 then raise("IndexError", "pop from empty array") end
    local p = pos(self, i == nil and -1 or i, "pop index out of range")
    return table.remove(a, p)
  end, "pop", { "self", "i" }, { nrequired = 1 })
  ns.remove = function(self, v)
    local a = rawget(self, A)
    for i = 1, #a do
      if R.EQ(a[i], v) then table.remove(a, i); return None end
    end
    raise("ValueError", "array.remove(x): x not in array")
  end
  ns.index = R.sig(function(self, v, start, stop)
    local a = rawget(self, A)
    local n = #a
    local lo, hi = 0, n
    if start ~= nil then lo = R.index(start); if lo < 0 then lo = lo + n; if lo < 0 then lo = 0 end end end
    if stop ~= nil then hi = R.index(stop); if hi < 0 then hi = hi + n; if hi < 0 then hi = 0 end end end
    for i = lo + 1, (hi < n and hi or n) do
      if R.EQ(a[i], v) then return i - 1 end
    end
    raise("ValueError", "array.index(x): x not in array")
  end, "index", { "self", "v", "start", "stop" }, { nrequired = 2 })
  ns.count = function(self, v)
    local a, c = rawget(self, A), 0
    for i = 1, #a do if R.EQ(a[i], v) then c = c + 1 end end
    return c
  end
  ns.reverse = function(self)
    local a = rawget(self, A)
    local n = #a
    for i = 1, n // 2 do a[i], a[n + 1 - i] = a[n + 1 - i], a[i] end
    return None
  end
  ns.tolist = function(self)
    local a, out = rawget(self, A), {}
    for i = 1, #a do out[i] = a[i] end
    return R.LIST(out)
  end
  ns.tobytes = function(self)
    local tc, a = rawget(self, "typecode"), rawget(self, A)
    local fmt, parts = PACK[tc], {}
    for i = 1, #a do
      local v = a[i]
      if tc == "u" then v = utf8.codepoint(v)
      elseif big(v) then v = R.SUB(v, two64()) end -- (an unsigned 64-bit value past int64)
      parts[i] = pack(fmt, v)
    end
    return R.BYTES(concat(parts))
  end
  local function frombytes(self, s)
    local tc, a = rawget(self, "typecode"), rawget(self, A)
    local size = ITEMSIZE[tc]
    if #s % size ~= 0 then raise("ValueError", "bytes length not a multiple of item size") end
    local fmt = PACK[tc]
    for i = 1, #s, size do
      local v = unpack(fmt, s, i)
      if (tc == "Q" or tc == "L") and v < 0 then v = R.ADD(v, two64()) end
      if tc == "u" then
        if v > 0x10FFFF then raise("ValueError", "character U+" .. string.format("%x", v) .. " is not in range [U+0000; U+10ffff]") end
        v = utf8.char(v)
      end
      a[#a + 1] = v
    end
  end
  ns.frombytes = function(self, b)
    frombytes(self, R.bytes_need(b))
    return None
  end
  ns.byteswap = function(self)
    local tc, a = rawget(self, "typecode"), rawget(self, A)
    local size = ITEMSIZE[tc]
    if size == 1 then return None end
    local raw = R.bytes_raw(ns.tobytes(self))
    local swapped = {}
    for i = 1, #raw, size do swapped[#swapped + 1] = string.reverse(raw:sub(i, i + size - 1)) end
    for i = #a, 1, -1 do a[i] = nil end
    frombytes(self, concat(swapped))
    return None
  end
  ns.buffer_info = function(self)
    return R.TUPLE({ R.objid(self) * 16 + 0x7f0000000000, #rawget(self, A) })
  end
  ns.tofile = function(self, f)
    R.CALLM(f, "write", { ns.tobytes(self) })
    return None
  end
  ns.fromfile = function(self, f, n)
    local size = ITEMSIZE[rawget(self, "typecode")]
    n = R.index(n)
    if n < 0 then raise("ValueError", "negative count") end
    local s = R.bytes_need(R.CALLM(f, "read", { n * size }))
    local whole = #s - #s % size
    frombytes(self, s:sub(1, whole))
    if #s < n * size then raise("EOFError", "read() didn't return enough bytes") end
    return None
  end
  ns.tounicode = function(self)
    if rawget(self, "typecode") ~= "u" then
      raise("ValueError", "tounicode() may only be called on unicode type arrays")
    end
    return concat(rawget(self, A))
  end
  ns.fromunicode = function(self, s)
    if rawget(self, "typecode") ~= "u" then
      raise("ValueError", "fromunicode() may only be called on unicode type arrays")
    end
    local a = rawget(self, A)
    for _, c in string.gmatch(s, "()([%z\1-\127\194-\244][\128-\191]*)") do a[#a + 1] = c end
    return None
  end
  ns.__repr__ = function(self)
    local tc, a = rawget(self, "typecode"), rawget(self, A)
    if #a == 0 then return "array('" .. tc .. "')" end
    if tc == "u" then return "array('u', " .. repr(concat(a)) .. ")" end
    local parts = {}
    for i = 1, #a do parts[i] = repr(a[i]) end
    return "array('" .. tc .. "', [" .. concat(parts, ", ") .. "])"
  end
  ns.__add__ = function(self, other)
    if not isarray(other) then
      raise("TypeError", "can only append array (not \"" .. typename(other) .. "\") to array")
    end
    if rawget(other, "typecode") ~= rawget(self, "typecode") then
      raise("TypeError", "bad argument type for built-in operation")
    end
    local out, a, b = {}, rawget(self, A), rawget(other, A)
    for i = 1, #a do out[i] = a[i] end
    for i = 1, #b do out[#a + i] = b[i] end
    return new(rawget(self, "typecode"), out)
  end
  ns.__iadd__ = function(self, other)
    if not isarray(other) then
      raise("TypeError", "can only extend array with array (not \"" .. typename(other) .. "\")")
    end
    extend_from(self, other)
    return self
  end
  ns.__mul__ = function(self, k)
    k = R.index(k)
    local a, out = rawget(self, A), {}
    if k > 0 then host.charge(#a * k) end
    for _ = 1, k do for i = 1, #a do out[#out + 1] = a[i] end end
    return new(rawget(self, "typecode"), out)
  end
  ns.__rmul__ = ns.__mul__
  ns.__imul__ = function(self, k)
    local r = ns.__mul__(self, k)
    rawset(self, A, rawget(r, A))
    return self
  end
  local function cmp(a, b)
    if not isarray(b) then return nil end
    local x, y = rawget(a, A), rawget(b, A)
    for i = 1, (#x < #y and #x or #y) do
      if not R.EQ(x[i], y[i]) then return x[i] < y[i] and -1 or 1 end
    end
    return #x < #y and -1 or (#x > #y and 1 or 0)
  end
  ns.__eq__ = function(a, b) local c = cmp(a, b); if c == nil then return R.NotImplemented end return c == 0 end
  ns.__ne__ = function(a, b) local c = cmp(a, b); if c == nil then return R.NotImplemented end return c ~= 0 end
  ns.__lt__ = function(a, b) local c = cmp(a, b); if c == nil then return R.NotImplemented end return c < 0 end
  ns.__le__ = function(a, b) local c = cmp(a, b); if c == nil then return R.NotImplemented end return c <= 0 end
  ns.__gt__ = function(a, b) local c = cmp(a, b); if c == nil then return R.NotImplemented end return c > 0 end
  ns.__ge__ = function(a, b) local c = cmp(a, b); if c == nil then return R.NotImplemented end return c >= 0 end
  ns.__copy__ = function(self) return new(rawget(self, "typecode"), { table.unpack(rawget(self, A)) }) end
  ns.__deepcopy__ = function(self, memo) return ns.__copy__(self) end
  ns.__hash__ = None
end)
Array["#dict"].__module__ = "array"
rawset(Array, "#pyseq", true) -- a sequence for match patterns (objmatch.lua)
m.array = Array
m.ArrayType = Array

return m
end
