-- modstruct.lua: struct: pack, unpack, calcsize, iter_unpack, pack_into, unpack_from, the
-- Struct class and struct.error. The format parser and the packing loops are C
-- (runtime/modstruct.c); this part checks the arguments and buffers, converts the values
-- that C cannot (__index__, big ints, __float__, truthiness) and raises struct.error.
local type, getmetatable, rawget, rawset, select = type, debug.getmetatable, rawget, rawset, select
local mtype, format, find = math.type, string.format, string.find

return function(R, host)
local _ENV = nil
local None, raise, typename, lookup, typeof = R.None, R.raise, R.typename, R.lookup, R.typeof
local C = host.openc("struct")
local num = host.num
local BigMT, BytesMT, ByteArrayMT = R.BigMT, R.BytesMT, R.ByteArrayMT
local KWMARK = R.KWMARK

local m = {}
local Error = R.CLASS("error", { R.exc_classes.Exception }, nil, function(ns) end)
Error["#dict"].__module__ = "struct"
m.error = Error
local function fail(msg) R.RAISE(R.CALL(Error, { msg })) end

local TWO64 -- 2**64, a big int (made on first use)
local function two64()
  TWO64 = TWO64 or R.POW(2, 64)
  return TWO64
end

-- conv(v, kind): what C cannot read itself (see modstruct.c)
local function conv(v, kind)
  if kind == "int" then
    if mtype(v) == "integer" then return v, 0 end
    if type(v) == "boolean" then return v and 1 or 0, 0 end
    if BigMT and getmetatable(v) == BigMT then
      if num.lt(v, 0) then return -1, 2 end
      if num.lt(v, two64()) then return R.SUB(v, two64()), 1 end
      return 1, 2
    end
    local f = mtype(v) ~= "float" and lookup(typeof(v), "__index__")
    if not f then fail("required argument is not an integer") end
    local r = f(v)
    if mtype(r) ~= "integer" and type(r) ~= "boolean" and not (BigMT and getmetatable(r) == BigMT) then
      raise("TypeError", "__index__ returned non-int (type " .. typename(r) .. ")")
    end
    return conv(r, kind)
  elseif kind == "float" then
    if type(v) == "number" then return v * 1.0 end
    if type(v) == "boolean" then return v and 1.0 or 0.0 end
    if BigMT and getmetatable(v) == BigMT then
      if num.lt(v, -1.7976931348623157e308) or num.lt(1.7976931348623157e308, v) then
        fail("required argument is not a float")
      end
      return num.tofloat(v)
    end
    if type(v) ~= "string" then
      local f = lookup(typeof(v), "__float__")
      if f then
        local r = f(v)
        if mtype(r) ~= "float" then
          raise("TypeError", typename(v) .. ".__float__ returned non-float (type " .. typename(r) .. ")")
        end
        return r
      end
      f = lookup(typeof(v), "__index__")
      if f then return conv(f(v), "float") end
    end
    fail("required argument is not a float")
  elseif kind == "bool" then
    return R.T(v)
  elseif kind == "char" then
    if getmetatable(v) == BytesMT and #v["#s"] == 1 then return v["#s"] end
    fail("char format requires a bytes object of length 1")
  end
  local s = R.bytes_raw(v) -- 's' and 'p'
  if s == nil then fail("argument for '" .. kind .. "' must be a bytes object") end
  return s
end
C.setup(BytesMT, R.TupleMT, conv, fail, function(u) return R.ADD(u, two64()) end)

-- the format as a Lua string, and its size and number of items (cached, as CPython does)
local cache, ncache = {}, 0
local function compile(fmt)
  local s = fmt
  if type(fmt) ~= "string" then
    s = getmetatable(fmt) == BytesMT and fmt["#s"] or nil
    if s == nil then
      raise("TypeError", "Struct() argument 1 must be a str or bytes object, not " .. typename(fmt))
    end
    local z = find(s, "\0", 1, true)
    if z then s = s:sub(1, z - 1) end
  elseif find(s, "\0", 1, true) then
    fail("embedded null character")
  end
  local c = cache[s]
  if c then return s, c[1], c[2] end
  local size, items = C.calcsize(s)
  if ncache >= 100 then cache, ncache = {}, 0 end
  cache[s], ncache = { size, items }, ncache + 1
  return s, size, items
end

-- a readable buffer: a Lua string or a bytearray's array, and its length
local function readable(b)
  local mt = getmetatable(b)
  if mt == BytesMT then return b["#s"], #b["#s"] end
  if mt == ByteArrayMT then return b, #b end
  raise("TypeError", "a bytes-like object is required, not '" .. typename(b) .. "'")
end

local function do_pack(fmt, args, first, n, who)
  local s, _, items = compile(fmt)
  if n ~= items then fail(format("%s expected %d items for packing (got %d)", who, items, n)) end
  return C.pack(s, args, first)
end

local function do_unpack(fmt, buffer)
  local s, size = compile(fmt)
  local b, n = readable(buffer)
  if n ~= size then fail(format("unpack requires a buffer of %d bytes", size)) end
  return C.unpack(s, b, 0)
end

local function offset_of(offset, size, n, what, verb)
  local off = offset == nil and 0 or R.index(offset)
  if off == nil then raise("OverflowError", "Python int too large to convert to C ssize_t") end
  if off < 0 then
    if off + n < 0 then fail(format("offset %d out of range for %d-byte buffer", off, n)) end
    if off + size > 0 then
      fail(format(verb == "unpack" and "not enough data to unpack %d bytes at offset %d"
        or "no space to pack %d bytes at offset %d", size, off))
    end
    off = off + n
  elseif n - off < size then
    fail(format("%s requires a buffer of at least %d bytes for %s %d bytes at offset %d (actual buffer size is %d)",
      what, size + off, verb == "unpack" and "unpacking" or "packing", size, off, n))
  end
  return off
end

local function do_unpack_from(fmt, buffer, offset)
  local s, size = compile(fmt)
  local b, n = readable(buffer)
  local off = offset_of(offset, size, n, "unpack_from", "unpack")
  return C.unpack(s, b, off)
end

local function do_pack_into(fmt, args, first, n)
  local s, size, items = compile(fmt)
  if n < 1 then fail("pack_into expected buffer argument") end
  if n < 2 then fail("pack_into expected offset argument") end
  if n - 2 ~= items then fail(format("pack_into expected %d items for packing (got %d)", items, n - 2)) end
  local buffer = args[first]
  if getmetatable(buffer) ~= ByteArrayMT then
    raise("TypeError", "argument must be read-write bytes-like object, not " .. typename(buffer))
  end
  local off = offset_of(args[first + 1], size, #buffer, "pack_into", "pack")
  C.pack_into(s, args, first + 2, buffer, off)
  return None
end

local function do_iter_unpack(fmt, buffer)
  local s, size = compile(fmt)
  local b, n = readable(buffer)
  if size == 0 then fail("cannot iteratively unpack with a struct of length 0") end
  if n % size ~= 0 then
    fail(format("iterative unpacking requires a buffer of a multiple of %d bytes", size))
  end
  local off = 0
  local it = R.make_iter(function()
    if off + size > n then return nil end
    local t = C.unpack(s, b, off)
    off = off + size
    return t
  end, "unpack_iterator")
  rawset(it, "#left", function() return (n - off) // size end)
  return it
end

local iter_t = R.itermeta("unpack_iterator")["#class"]
iter_t["#dict"].__module__ = "_struct"
R.add_methods(iter_t, { __length_hint__ = function(it) return rawget(it, "#left")() end })

local function nokw(first, name)
  if first == KWMARK then raise("TypeError", name .. "() takes no keyword arguments") end
end

m.calcsize = R.sig(function(fmt)
  if fmt == nil then R.argc({ "O", "calcsize" }) end
  local _, size = compile(fmt)
  return size
end, "calcsize", { "format" })
m.pack = R.sig(function(...)
  local fmt = ...
  nokw(fmt, "_struct.pack")
  if fmt == nil then raise("TypeError", "missing format argument") end
  return R.BYTES(do_pack(fmt, { ... }, 2, select("#", ...) - 1, "pack"))
end, "pack", { "format" }, { complex = true })
m.pack_into = R.sig(function(...)
  local fmt = ...
  nokw(fmt, "_struct.pack_into")
  if fmt == nil then raise("TypeError", "missing format argument") end
  return do_pack_into(fmt, { ... }, 2, select("#", ...) - 1)
end, "pack_into", { "format" }, { complex = true })
m.unpack = R.sig(function(fmt, buffer, extra)
  nokw(fmt, "_struct.unpack")
  if buffer == nil or extra ~= nil then
    raise("TypeError", format("unpack expected 2 arguments, got %d", extra ~= nil and 3 or fmt ~= nil and 1 or 0))
  end
  return do_unpack(fmt, buffer)
end, "unpack", { "format", "buffer" }, { complex = true })
m.unpack_from = R.sig(function(fmt, buffer, offset)
  if buffer == nil then
    raise("TypeError", "unpack_from() missing required argument 'buffer' (pos 2)")
  end
  return do_unpack_from(fmt, buffer, offset)
end, "unpack_from", { "format", "buffer", "offset" }, { nrequired = 1, nposonly = 1 })
m.iter_unpack = R.sig(function(fmt, buffer)
  nokw(fmt, "_struct.iter_unpack")
  if buffer == nil then raise("TypeError", "iter_unpack expected 2 arguments, got " .. (fmt ~= nil and 1 or 0)) end
  return do_iter_unpack(fmt, buffer)
end, "iter_unpack", { "format", "buffer" }, { complex = true })

local Struct = R.CLASS("Struct", { R.object }, nil, function(ns)
  ns.__init__ = R.sig(function(self, fmt)
    if fmt == nil then raise("TypeError", "Struct() missing required argument 'format' (pos 1)") end
    local s, size = compile(fmt)
    rawset(self, "#fmt", s)
    rawset(self, "#size", size)
    return None
  end, "__init__", { "self", "format" })
  local P = R.builtins.property
  ns.format = P(function(self) return rawget(self, "#fmt") end)
  ns.size = P(function(self) return rawget(self, "#size") end)
  ns.pack = R.sig(function(self, ...)
    nokw(self, "Struct.pack")
    return R.BYTES(do_pack(rawget(self, "#fmt"), { ... }, 1, select("#", ...), "pack"))
  end, "pack", { "self" }, { complex = true })
  ns.pack_into = R.sig(function(self, ...)
    nokw(self, "Struct.pack_into")
    return do_pack_into(rawget(self, "#fmt"), { ... }, 1, select("#", ...))
  end, "pack_into", { "self" }, { complex = true })
  ns.unpack = R.sig(function(self, buffer)
    if buffer == nil then R.argc({ "O", "unpack" }) end
    return do_unpack(rawget(self, "#fmt"), buffer)
  end, "unpack", { "self", "buffer" })
  ns.unpack_from = R.sig(function(self, buffer, offset)
    if buffer == nil then raise("TypeError", "unpack_from() missing required argument 'buffer' (pos 1)") end
    return do_unpack_from(rawget(self, "#fmt"), buffer, offset)
  end, "unpack_from", { "self", "buffer", "offset" }, { nrequired = 2 })
  ns.iter_unpack = R.sig(function(self, buffer)
    if buffer == nil then R.argc({ "O", "iter_unpack" }) end
    return do_iter_unpack(rawget(self, "#fmt"), buffer)
  end, "iter_unpack", { "self", "buffer" })
end)
Struct["#dict"].__module__ = "_struct"
m.Struct = Struct
return m
end
