-- moduuid.lua: uuid after CPython's Lib/uuid.py: the UUID class (hex/int/fields forms, the
-- variant and version bits, comparison and hashing by int), uuid1 (the real clock and a random
-- node: the sandbox sees no network card, as CPython falls back), uuid3/uuid5 (md5 / sha1 of
-- the namespace's 16 bytes and the name's UTF-8), uuid4 (16 bytes from the OS); the
-- bytes forms (UUID(bytes=...), bytes_le, .bytes, .bytes_le).
local type, rawget, rawset, tonumber, select, rawequal, ipairs =
      type, rawget, rawset, tonumber, select, rawequal, ipairs
local string = string
local format, sub, byte, gsub, lower = string.format, string.sub, string.byte, string.gsub, string.lower

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise
local KWMARK = R.KWMARK
local C = host.openc("random") -- urandom, digest
local INT = R.builtins.int

local m = {}
m.RESERVED_NCS = "reserved for NCS compatibility"
m.RFC_4122 = "specified in RFC 4122"
m.RESERVED_MICROSOFT = "reserved for Microsoft compatibility"
m.RESERVED_FUTURE = "reserved for future definition"

local HEX = "#hex" -- the 32 lowercase hex digits

local function tohex(raw) return (gsub(raw, ".", function(c) return format("%02x", byte(c)) end)) end
local function fromhex(h) return (gsub(h, "%x%x", function(x) return string.char(tonumber(x, 16)) end)) end

-- sets the version nibble and the RFC 4122 variant bits of hex digits h
local function with_version(h, version)
  local v = tonumber(sub(h, 17, 17), 16)
  v = (v & 0x3) | 0x8
  return sub(h, 1, 12) .. format("%x", version) .. sub(h, 14, 16) .. format("%x", v) .. sub(h, 18)
end

-- bytes_le's order (the first three fields little-endian) from bytes' order, or back
local function swap_le(b)
  return string.reverse(sub(b, 1, 4)) .. string.reverse(sub(b, 5, 6)) .. string.reverse(sub(b, 7, 8)) .. sub(b, 9)
end

local UUID
local function make(h) return R.CALL(UUID, {}, { "hex", h }) end

local function fieldint(self, a, b) return tonumber(sub(rawget(self, HEX), a, b), 16) end

UUID = R.CLASS("UUID", { R.object }, nil, function(ns)
  ns.__init__ = R.sig(function(self, hex, bytes_, bytes_le, fields, int, version)
    local given = 0
    for _, v in ipairs({ hex or None, bytes_ or None, bytes_le or None, fields or None, int or None }) do
      if v ~= nil and v ~= None then given = given + 1 end
    end
    if given ~= 1 then
      raise("TypeError", "one of the hex, bytes, bytes_le, fields, or int arguments must be given")
    end
    local h
    if hex ~= nil and hex ~= None then
      local s = R.str(hex)
      s = gsub(gsub(s, "urn:", ""), "uuid:", "")
      s = gsub(gsub(gsub(s, "^[{}]+", ""), "[{}]+$", ""), "-", "")
      if R.LEN(s) ~= 32 then raise("ValueError", "badly formed hexadecimal UUID string") end
      R.CALL(INT, { s, 16 }) -- int()'s own ValueError for a bad digit
      h = lower(s)
    elseif bytes_le ~= nil and bytes_le ~= None then
      local b = R.bytes_need(bytes_le)
      if #b ~= 16 then raise("ValueError", "bytes_le is not a 16-char string") end
      h = tohex(swap_le(b))
    elseif bytes_ ~= nil and bytes_ ~= None then
      local b = R.bytes_need(bytes_)
      if #b ~= 16 then raise("ValueError", "bytes is not a 16-char string") end
      h = tohex(b)
    elseif fields ~= nil and fields ~= None then
      local f = R.toarray(fields)
      if #f ~= 6 then raise("ValueError", "fields is not a 6-tuple") end
      local lim = { { 32, "time_low" }, { 16, "time_mid" }, { 16, "time_hi_version" },
                    { 8, "clock_seq_hi_variant" }, { 8, "clock_seq_low" }, { 48, "node" } }
      for i = 1, 6 do
        local v = f[i]
        if R.is_int(v) ~= true or v < 0 or v >= (1 << lim[i][1]) then
          raise("ValueError", "field " .. i .. " out of range (need a " .. lim[i][1] .. "-bit value)")
        end
      end
      h = format("%08x%04x%04x%02x%02x%012x", f[1], f[2], f[3], f[4], f[5], f[6])
    else
      if R.is_int(int) ~= true or int < 0 or not (int < R.LSHIFT(1, 128)) then
        raise("ValueError", "int is out of range (need a 128-bit value)")
      end
      local s = R.CALL(R.builtins.format, { int, "032x" })
      h = s
    end
    if version ~= nil and version ~= None then
      if not (R.is_int(version) and version >= 1 and version <= 5) then
        raise("ValueError", "illegal version number")
      end
      h = with_version(h, version)
    end
    rawset(self, HEX, h)
    rawset(self, "is_safe", None)
    return None
  end, "UUID", { "self", "hex", "bytes", "bytes_le", "fields", "int", "version" }, { nrequired = 1 })
  ns.__str__ = function(self)
    local h = rawget(self, HEX)
    return sub(h, 1, 8) .. "-" .. sub(h, 9, 12) .. "-" .. sub(h, 13, 16) .. "-" .. sub(h, 17, 20) ..
      "-" .. sub(h, 21)
  end
  ns.__repr__ = function(self) return "UUID('" .. ns.__str__(self) .. "')" end
  local function intval(self) return R.CALL(INT, { rawget(self, HEX), 16 }) end
  ns.__int__ = intval
  ns.__hash__ = function(self) return R.hash(intval(self)) end
  local function cmp(op)
    return function(a, b)
      if not R.isinstance(b, UUID) then return R.NotImplemented end
      local x, y = rawget(a, HEX), rawget(b, HEX)
      if op == "eq" then return x == y end
      if op == "ne" then return x ~= y end
      if op == "lt" then return x < y end
      if op == "le" then return x <= y end
      if op == "gt" then return x > y end
      return x >= y
    end
  end
  ns.__eq__, ns.__ne__, ns.__lt__ = cmp("eq"), cmp("ne"), cmp("lt")
  ns.__le__, ns.__gt__, ns.__ge__ = cmp("le"), cmp("gt"), cmp("ge")
  local P = R.builtins.property
  ns.hex = P(function(self) return rawget(self, HEX) end)
  ns.int = P(intval)
  ns.urn = P(function(self) return "urn:uuid:" .. ns.__str__(self) end)
  ns.bytes = P(function(self) return R.BYTES(fromhex(rawget(self, HEX))) end)
  ns.bytes_le = P(function(self) return R.BYTES(swap_le(fromhex(rawget(self, HEX)))) end)
  ns.time_low = P(function(self) return fieldint(self, 1, 8) end)
  ns.time_mid = P(function(self) return fieldint(self, 9, 12) end)
  ns.time_hi_version = P(function(self) return fieldint(self, 13, 16) end)
  ns.clock_seq_hi_variant = P(function(self) return fieldint(self, 17, 18) end)
  ns.clock_seq_low = P(function(self) return fieldint(self, 19, 20) end)
  ns.node = P(function(self) return fieldint(self, 21, 32) end)
  ns.fields = P(function(self)
    return R.TUPLE({ fieldint(self, 1, 8), fieldint(self, 9, 12), fieldint(self, 13, 16),
                     fieldint(self, 17, 18), fieldint(self, 19, 20), fieldint(self, 21, 32) })
  end)
  ns.time = P(function(self)
    return ((fieldint(self, 13, 16) & 0x0fff) << 48) | (fieldint(self, 9, 12) << 32) | fieldint(self, 1, 8)
  end)
  ns.clock_seq = P(function(self)
    return ((fieldint(self, 17, 18) & 0x3f) << 8) | fieldint(self, 19, 20)
  end)
  ns.variant = P(function(self)
    local v = fieldint(self, 17, 18)
    if v & 0x80 == 0 then return m.RESERVED_NCS end
    if v & 0x40 == 0 then return m.RFC_4122 end
    if v & 0x20 == 0 then return m.RESERVED_MICROSOFT end
    return m.RESERVED_FUTURE
  end)
  ns.version = P(function(self)
    local v = fieldint(self, 17, 18)
    if v & 0xc0 ~= 0x80 then return None end
    return fieldint(self, 13, 13)
  end)
end)
UUID["#dict"].__module__ = "uuid"
m.UUID = UUID

m.NAMESPACE_DNS = make("6ba7b8109dad11d180b400c04fd430c8")
m.NAMESPACE_URL = make("6ba7b8119dad11d180b400c04fd430c8")
m.NAMESPACE_OID = make("6ba7b8129dad11d180b400c04fd430c8")
m.NAMESPACE_X500 = make("6ba7b8149dad11d180b400c04fd430c8")

local function name_hash(algo, namespace, name, version)
  if not R.isinstance(namespace, UUID) then
    raise("AttributeError", "'" .. R.typename(namespace) .. "' object has no attribute 'bytes'")
  end
  if type(name) ~= "string" then -- (3.11's bytes(name, "utf-8"): a str only)
    raise("TypeError", "encoding without a string argument")
  end
  local digest = C.digest(algo, fromhex(rawget(namespace, HEX)) .. name)
  return make(with_version(sub(tohex(digest), 1, 32), version))
end
m.uuid3 = R.sig(function(ns_, name) return name_hash("md5", ns_, name, 3) end, "uuid3", { "namespace", "name" })
m.uuid5 = R.sig(function(ns_, name) return name_hash("sha1", ns_, name, 5) end, "uuid5", { "namespace", "name" })
m.uuid4 = function() return make(with_version(tohex(C.urandom(16)), 4)) end

local node
m.getnode = function()
  if not node then
    local h = tohex(C.urandom(6))
    node = tonumber(h, 16) | (1 << 40) -- a random node has the multicast bit set
  end
  return node
end
local last_timestamp
m.uuid1 = R.sig(function(nd, clock_seq)
  local ns_ = R.IMPORT("time").time_ns()
  local timestamp = ns_ // 100 + 0x01b21dd213814000
  if last_timestamp and timestamp <= last_timestamp then timestamp = last_timestamp + 1 end
  last_timestamp = timestamp
  if clock_seq == nil or clock_seq == None then
    clock_seq = tonumber(tohex(C.urandom(2)), 16) & 0x3fff
  end
  if nd == nil or nd == None then nd = m.getnode() end
  local time_low = timestamp & 0xffffffff
  local time_mid = (timestamp >> 32) & 0xffff
  local time_hi_version = (timestamp >> 48) & 0x0fff
  local h = format("%08x%04x%04x%02x%02x%012x", time_low, time_mid, time_hi_version,
    (clock_seq >> 8) & 0x3f, clock_seq & 0xff, nd)
  return make(with_version(h, 1))
end, "uuid1", { "node", "clock_seq" }, { nrequired = 0 })

return m
end
