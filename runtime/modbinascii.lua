-- modbinascii.lua: binascii: hexlify/unhexlify (b2a_hex/a2b_hex), b2a_base64/a2b_base64, crc32,
-- and Error (a ValueError). The loops are C (runtime/modbinascii.c, objbytes.c's hex).
local type = type

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename
local C = host.openc("binascii")
local BC = host.num.bytes -- hex, fromhex
local raw, BYTES = R.bytes_raw, R.BYTES

local m = {}
local Error = R.CLASS("Error", { R.exc_classes.ValueError }, nil, function(ns) end)
Error["#dict"].__module__ = "binascii"
local Incomplete = R.CLASS("Incomplete", { R.exc_classes.Exception }, nil, function(ns) end)
Incomplete["#dict"].__module__ = "binascii"
m.Error, m.Incomplete = Error, Incomplete
local function fail(msg) R.RAISE(R.CALL(Error, { msg })) end
R.binascii_fail = fail -- base64's errors are binascii.Error too

-- a bytes-like argument
local function data(x)
  local s = raw(x)
  if s == nil then raise("TypeError", "a bytes-like object is required, not '" .. typename(x) .. "'") end
  return s
end
-- the decoders take ASCII strs too (what: base64's words for the TypeError)
local function ascii(x, what)
  if type(x) == "string" then
    if x:find("[\128-\255]") then raise("ValueError", "string argument should contain only ASCII characters") end
    return x
  end
  local s = raw(x)
  if s == nil then
    raise("TypeError", (what or "argument should be bytes, buffer or ASCII string") .. ", not '" .. typename(x) .. "'")
  end
  return s
end
R.binascii_ascii = ascii

local function hexlify(d, sep, per)
  local s = data(d)
  local sp
  if sep ~= nil and sep ~= None then
    sp = type(sep) == "string" and sep or raw(sep)
    if sp == nil or #sp ~= 1 then raise("ValueError", "sep must be length 1.") end
  end
  return BYTES(BC.hex(s, sp, per ~= nil and R.index(per) or 1))
end
local function unhexlify(x)
  local s = ascii(x)
  if #s % 2 == 1 then fail("Odd-length string") end
  if s:find("[^0-9A-Fa-f]") then fail("Non-hexadecimal digit found") end
  return BYTES(BC.fromhex(s))
end
m.hexlify = R.sig(hexlify, "hexlify", { "data", "sep", "bytes_per_sep" }, { nrequired = 1 })
m.b2a_hex = R.sig(hexlify, "b2a_hex", { "data", "sep", "bytes_per_sep" }, { nrequired = 1 })
m.unhexlify = R.sig(unhexlify, "unhexlify", { "hexstr" })
m.a2b_hex = R.sig(unhexlify, "a2b_hex", { "hexstr" })
m.b2a_base64 = R.sig(function(d, newline)
  return BYTES(C.b2a_base64(data(d), newline == nil or R.T(newline)))
end, "b2a_base64", { "data", "newline" }, { nrequired = 1 })
m.a2b_base64 = R.sig(function(x, strict)
  local r, err = C.a2b_base64(ascii(x), strict ~= nil and R.T(strict))
  if r == nil then fail(err) end
  return BYTES(r)
end, "a2b_base64", { "data", "strict_mode" }, { nrequired = 1 })
local function u32(v) return v == nil and 0 or R.index(R.BAND(v, 0xFFFFFFFF)) end
m.crc32 = R.sig(function(d, crc) return C.crc32(data(d), u32(crc)) end, "crc32", { "data", "crc" }, { nrequired = 1 })
R.binascii_adler32 = function(d, v) return C.adler32(data(d), v == nil and 1 or u32(v)) end
return m
end
