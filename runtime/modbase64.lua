-- modbase64.lua: base64 as CPython's base64.py: b64encode/b64decode (altchars, validate),
-- standard_* and urlsafe_*, encodebytes/decodebytes, b32encode/b32decode (casefold, map01),
-- b16encode/b16decode (casefold). Base64 itself is binascii's C (runtime/modbinascii.c).
local type, string, table = type, string, table
local gsub, sub, byte, char, upper = string.gsub, string.sub, string.byte, string.char, string.upper
local concat = table.concat

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename
local binascii = R.IMPORT("binascii")
local C = host.openc("binascii")
local BC = host.num.bytes
local raw, BYTES = R.bytes_raw, R.BYTES
local fail = R.binascii_fail

-- the bytes of a decoder's argument: bytes-like or an ASCII str
local function decode_data(x)
  return R.binascii_ascii(x, "argument should be a bytes-like object or ASCII string")
end
local function encode_data(x)
  local s = raw(x)
  if s == nil then raise("TypeError", "a bytes-like object is required, not '" .. typename(x) .. "'") end
  return s
end
-- s with the bytes of from replaced by those of to (two strings of the same length)
local function tr(s, from, to)
  local map = {}
  for i = 1, #from do map[sub(from, i, i)] = sub(to, i, i) end
  return (gsub(s, ".", map))
end

local m = { binascii = binascii }
local function b64encode(s, altchars)
  local r = C.b2a_base64(encode_data(s), false)
  if altchars ~= nil and altchars ~= None then r = tr(r, "+/", encode_data(altchars)) end
  return BYTES(r)
end
local function b64decode(s, altchars, validate)
  local d = decode_data(s)
  if altchars ~= nil and altchars ~= None then
    local a = decode_data(altchars)
    if #a ~= 2 then raise("AssertionError", R.repr(altchars)) end
    d = tr(d, a, "+/")
  end
  local r, err = C.a2b_base64(d, validate ~= nil and R.T(validate))
  if r == nil then fail(err) end
  return BYTES(r)
end
m.b64encode = R.sig(b64encode, "b64encode", { "s", "altchars" }, { nrequired = 1 })
m.b64decode = R.sig(b64decode, "b64decode", { "s", "altchars", "validate" }, { nrequired = 1 })
m.standard_b64encode = R.sig(function(s) return b64encode(s) end, "standard_b64encode", { "s" })
m.standard_b64decode = R.sig(function(s) return b64decode(s) end, "standard_b64decode", { "s" })
m.urlsafe_b64encode = R.sig(function(s) return b64encode(s, BYTES("-_")) end, "urlsafe_b64encode", { "s" })
m.urlsafe_b64decode = R.sig(function(s)
  return b64decode(tr(decode_data(s), "-_", "+/"))
end, "urlsafe_b64decode", { "s" })
m.encodebytes = R.sig(function(s)
  local d = encode_data(s)
  local parts = {}
  for i = 1, #d, 57 do parts[#parts + 1] = C.b2a_base64(sub(d, i, i + 56), true) end
  return BYTES(concat(parts))
end, "encodebytes", { "s" })
m.decodebytes = R.sig(function(s)
  local r, err = C.a2b_base64(encode_data(s), false)
  if r == nil then fail(err) end
  return BYTES(r)
end, "decodebytes", { "s" })

local B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
local B32REV = {}
for i = 1, 32 do B32REV[byte(B32, i)] = i - 1 end
m.b32encode = R.sig(function(s)
  local d = encode_data(s)
  local out = {}
  for i = 1, #d, 5 do
    local chunk = sub(d, i, i + 4)
    local n = #chunk
    chunk = chunk .. ("\0"):rep(5 - n)
    local acc = 0
    for j = 1, 5 do acc = (acc << 8) | byte(chunk, j) end
    local q = {}
    for j = 7, 0, -1 do
      local v = (acc >> (5 * j)) & 31
      q[#q + 1] = sub(B32, v + 1, v + 1)
    end
    local keep = ({ 2, 4, 5, 7, 8 })[n]
    out[#out + 1] = concat(q, "", 1, keep) .. ("="):rep(8 - keep)
  end
  return BYTES(concat(out))
end, "b32encode", { "s" })
m.b32decode = R.sig(function(s, casefold, map01)
  local d = decode_data(s)
  if #d % 8 ~= 0 then fail("Incorrect padding") end
  if map01 ~= nil and map01 ~= None then d = tr(d, "01", "O" .. decode_data(map01)) end
  if casefold ~= nil and R.T(casefold) then d = upper(d) end
  local l = #d
  d = gsub(d, "=+$", "")
  local pads = l - #d
  local out = {}
  local acc = 0
  for i = 1, #d, 8 do
    acc = 0
    local q = sub(d, i, i + 7)
    for j = 1, #q do
      local v = B32REV[byte(q, j)]
      if v == nil then fail("Non-base32 digit found") end
      acc = (acc << 5) | v
    end
    acc = acc << (5 * (8 - #q))
    out[#out + 1] = char((acc >> 32) & 255, (acc >> 24) & 255, (acc >> 16) & 255, (acc >> 8) & 255, acc & 255)
  end
  if not (pads == 0 or pads == 1 or pads == 3 or pads == 4 or pads == 6) then fail("Incorrect padding") end
  if pads > 0 and #out > 0 then
    local leftover = (43 - 5 * pads) // 8
    out[#out] = sub(out[#out], 1, leftover)
  end
  return BYTES(concat(out))
end, "b32decode", { "s", "casefold", "map01" }, { nrequired = 1 })
m.b16encode = R.sig(function(s) return BYTES(upper(BC.hex(encode_data(s)))) end, "b16encode", { "s" })
m.b16decode = R.sig(function(s, casefold)
  local d = decode_data(s)
  if casefold ~= nil and R.T(casefold) then d = upper(d) end
  if d:find("[^0-9A-F]") then fail("Non-base16 digit found") end
  if #d % 2 == 1 then fail("Odd-length string") end
  return BYTES(BC.fromhex(d))
end, "b16decode", { "s", "casefold" }, { nrequired = 1 })
return m
end
