-- modzlib.lua: zlib: compress/decompress, compressobj/decompressobj (the Compress and
-- Decompress objects: compress, decompress with max_length, flush, copy, unused_data,
-- unconsumed_tail, eof), crc32 and adler32 (binascii's C), the constants and zlib.error.
-- The streams are Debian's zlib (runtime/modzlib.c).
local setmetatable, type, next = setmetatable, type, next

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename
local C = host.openc("zlib")
local binascii = R.IMPORT("binascii")
local raw, BYTES = R.bytes_raw, R.BYTES

local m = {}
local Error = R.CLASS("error", { R.exc_classes.Exception }, nil, function(ns) end)
Error["#dict"].__module__ = "zlib"
m.error = Error
-- a C result: the value, or zlib.error with the message C gave
local function check(v, msg)
  if v == nil then R.RAISE(R.CALL(Error, { msg })) end
  return v
end

local consts = {
  MAX_WBITS = 15, DEFLATED = 8, DEF_MEM_LEVEL = 8, DEF_BUF_SIZE = 16384,
  Z_NO_COMPRESSION = 0, Z_BEST_SPEED = 1, Z_BEST_COMPRESSION = 9, Z_DEFAULT_COMPRESSION = -1,
  Z_DEFAULT_STRATEGY = 0, Z_FILTERED = 1, Z_HUFFMAN_ONLY = 2, Z_RLE = 3, Z_FIXED = 4,
  Z_NO_FLUSH = 0, Z_PARTIAL_FLUSH = 1, Z_SYNC_FLUSH = 2, Z_FULL_FLUSH = 3, Z_FINISH = 4,
  Z_BLOCK = 5, Z_TREES = 6,
}
for k, v in next, consts do m[k] = v end
m.ZLIB_VERSION, m.ZLIB_RUNTIME_VERSION = C.version, C.version

local data = R.bytes_need -- a bytes-like argument, or CPython's TypeError
local function int(v, d)
  if v == nil then return d end
  return R.index(v)
end

m.crc32 = binascii.crc32
m.adler32 = R.sig(function(d, v) return R.binascii_adler32(d, v) end, "adler32", { "data", "value" }, { nrequired = 1 })

m.compress = R.sig(function(d, level, wbits)
  return BYTES(check(C.compress(data(d), int(level, -1), int(wbits, 15))))
end, "compress", { "data", "level", "wbits" }, { nrequired = 1, nposonly = 1 })
m.decompress = R.sig(function(d, wbits, bufsize)
  return BYTES(check(C.decompress(data(d), int(wbits, 15), int(bufsize, 16384))))
end, "decompress", { "data", "wbits", "bufsize" }, { nrequired = 1, nposonly = 1 })

-- Compress: a stream in "#z"
local CompMT = {}
local comp_t = R.builtin_type("Compress", { R.object }, {}, CompMT)
comp_t["#builtin"] = true
comp_t["#dict"].__module__ = "zlib"
local function new_comp(z) return setmetatable({ ["#z"] = z }, CompMT) end
R.add_methods(comp_t, {
  compress = R.sig(function(self, d)
    return BYTES(check(C.deflate(self["#z"], data(d), 0, "while compressing data")))
  end, "compress", { "self", "data" }, { nposonly = 2 }),
  flush = R.sig(function(self, mode)
    mode = int(mode, 4)
    if mode == 0 then return BYTES("") end
    return BYTES(check(C.deflate(self["#z"], "", mode, "while flushing")))
  end, "flush", { "self", "mode" }, { nrequired = 1, nposonly = 2 }),
  copy = function(self) return new_comp(C.copy(self["#z"])) end,
  __copy__ = function(self) return new_comp(C.copy(self["#z"])) end,
  __deepcopy__ = function(self) return new_comp(C.copy(self["#z"])) end,
})
CompMT.__index = comp_t["#flat"]
CompMT.__newindex = R.no_setattr

local function zdict_of(zdict)
  if zdict == nil or zdict == None then return nil end
  return data(zdict)
end
m.compressobj = R.sig(function(level, method, wbits, memLevel, strategy, zdict)
  return new_comp(C.deflate_new(int(level, -1), int(method, 8), int(wbits, 15), int(memLevel, 8),
    int(strategy, 0), zdict_of(zdict)))
end, "compressobj", { "level", "method", "wbits", "memLevel", "strategy", "zdict" })

-- Decompress: a stream in "#z"; eof, unused_data and unconsumed_tail are read from C
local DecompMT = {}
local decomp_t = R.builtin_type("Decompress", { R.object }, {}, DecompMT)
decomp_t["#builtin"] = true
decomp_t["#dict"].__module__ = "zlib"
local function new_decomp(z) return setmetatable({ ["#z"] = z }, DecompMT) end
local decomp_attrs = {
  eof = function(self) local eof = C.info(self["#z"]) return eof end,
  unused_data = function(self) local _, u = C.info(self["#z"]) return BYTES(u) end,
  unconsumed_tail = function(self) local _, _, t = C.info(self["#z"]) return BYTES(t) end,
}
R.add_methods(decomp_t, {
  decompress = R.sig(function(self, d, max_length)
    local max = int(max_length, 0)
    if max < 0 then raise("ValueError", "max_length must be non-negative") end
    return BYTES(check(C.inflate(self["#z"], data(d), max, false)))
  end, "decompress", { "self", "data", "max_length" }, { nrequired = 2, nposonly = 2 }),
  flush = R.sig(function(self, length)
    if int(length, 16384) <= 0 then raise("ValueError", "length must be greater than zero") end
    local _, _, tail = C.info(self["#z"])
    return BYTES(check(C.inflate(self["#z"], tail, 0, true)))
  end, "flush", { "self", "length" }, { nrequired = 1, nposonly = 2 }),
  copy = function(self) return new_decomp(C.copy(self["#z"])) end,
  __copy__ = function(self) return new_decomp(C.copy(self["#z"])) end,
  __deepcopy__ = function(self) return new_decomp(C.copy(self["#z"])) end,
})
for k, f in next, decomp_attrs do -- for getattr (R.GA): the attributes as properties
  decomp_t["#dict"][k] = setmetatable({ fget = f, fdel = None }, R.PropertyMT)
end
local decomp_flat = decomp_t["#flat"]
DecompMT.__index = function(self, k)
  local a = type(k) == "string" and decomp_attrs[k]
  if a then return a(self) end
  return decomp_flat[k]
end
DecompMT.__newindex = R.no_setattr

m.decompressobj = R.sig(function(wbits, zdict)
  local zd
  if zdict ~= nil then
    zd = raw(zdict)
    if zd == nil then raise("TypeError", "zdict argument must support the buffer protocol") end
  end
  return new_decomp(C.inflate_new(int(wbits, 15), zd))
end, "decompressobj", { "wbits", "zdict" })

return m
end
