-- modbase64.lua: base64 as CPython's base64.py: b64encode/b64decode (altchars, validate),
-- standard_* and urlsafe_*, encodebytes/decodebytes, b32encode/b32decode (casefold, map01),
-- b32hexencode/b32hexdecode, b16encode/b16decode (casefold), b85encode/b85decode,
-- a85encode/a85decode (foldspaces, wrapcol, pad, adobe, ignorechars). Base64 itself is binascii's C (runtime/modbinascii.c).
local type, string, table = type, string, table
local gsub, sub, byte, char, upper = string.gsub, string.sub, string.byte, string.char, string.upper
local concat = table.concat
local utf8char = utf8.char

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

-- Base32 with alphabet abc (the standard one, or the extended hex one of b32hexencode)
local function b32_encode(s, abc)
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
      q[#q + 1] = sub(abc, v + 1, v + 1)
    end
    local keep = ({ 2, 4, 5, 7, 8 })[n]
    out[#out + 1] = concat(q, "", 1, keep) .. ("="):rep(8 - keep)
  end
  return BYTES(concat(out))
end
local function b32_decode(s, casefold, map01, rev)
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
      local v = rev[byte(q, j)]
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
end
local function reverse(abc)
  local rev = {}
  for i = 1, #abc do rev[byte(abc, i)] = i - 1 end
  return rev
end
-- encode(input, output) and decode(input, output): binary streams (io.BytesIO), line by line
m.MAXLINESIZE, m.MAXBINSIZE = 76, 57
m.encode = R.sig(function(input, output)
  local read, write = R.GA(input, "read"), R.GA(output, "write")
  while true do
    local s = raw(read(57))
    if s == nil or s == "" then break end
    while #s < 57 do
      local ns = raw(read(57 - #s))
      if ns == nil or ns == "" then break end
      s = s .. ns
    end
    write(BYTES(C.b2a_base64(s, true)))
  end
  return None
end, "encode", { "input", "output" })
m.decode = R.sig(function(input, output)
  local readline, write = R.GA(input, "readline"), R.GA(output, "write")
  while true do
    local line = raw(readline())
    if line == nil or line == "" then break end
    local r, err = C.a2b_base64(line, false)
    if r == nil then fail(err) end
    write(BYTES(r))
  end
  return None
end, "decode", { "input", "output" })

local B32, B32HEX = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", "0123456789ABCDEFGHIJKLMNOPQRSTUV"
local B32REV, B32HEXREV = reverse(B32), reverse(B32HEX)
m.b32encode = R.sig(function(s) return b32_encode(s, B32) end, "b32encode", { "s" })
m.b32decode = R.sig(function(s, casefold, map01)
  return b32_decode(s, casefold, map01, B32REV)
end, "b32decode", { "s", "casefold", "map01" }, { nrequired = 1 })
m.b32hexencode = R.sig(function(s) return b32_encode(s, B32HEX) end, "b32hexencode", { "s" })
m.b32hexdecode = R.sig(function(s, casefold)
  return b32_decode(s, casefold, nil, B32HEXREV)
end, "b32hexdecode", { "s", "casefold" }, { nrequired = 1 })

-- Base85 (b85encode, RFC 1924's alphabet) and Ascii85 (a85encode, '!' to 'u'), as
-- CPython's _85encode: big-endian 32-bit words, five digits each, the padding cut off
local B85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
local B85REV = reverse(B85)
local A85 = {}
for i = 0, 84 do A85[i + 1] = char(33 + i) end
A85 = concat(A85)
local function encode85(s, abc, pad, foldnuls, foldspaces)
  local d = raw(s) -- (CPython's memoryview(b), and its TypeError)
  if d == nil then raise("TypeError", "memoryview: a bytes-like object is required, not '" .. typename(s) .. "'") end
  local padding = (-#d) % 4
  d = d .. ("\0"):rep(padding)
  local out = {}
  for i = 1, #d, 4 do
    local a, b, c, e = byte(d, i, i + 3)
    local w = (a << 24) | (b << 16) | (c << 8) | e
    if foldnuls and w == 0 then
      out[#out + 1] = "z"
    elseif foldspaces and w == 0x20202020 then
      out[#out + 1] = "y"
    else
      local q = {}
      for j = 5, 1, -1 do
        local v = w % 85
        q[j] = sub(abc, v + 1, v + 1)
        w = w // 85
      end
      out[#out + 1] = concat(q)
    end
  end
  if padding > 0 and not pad then
    if out[#out] == "z" then out[#out] = sub(abc, 1, 1):rep(5) end
    out[#out] = sub(out[#out], 1, 5 - padding)
  end
  return concat(out)
end
local function word(acc) return char((acc >> 24) & 255, (acc >> 16) & 255, (acc >> 8) & 255, acc & 255) end

local function kwargs(name, allowed, ...)
  local first = ...
  if first ~= R.KWMARK then return { ... }, {} end
  local _, pos, _, kw = ...
  local named = {}
  for i = 1, #kw, 2 do
    if not allowed[kw[i]] then
      raise("TypeError", name .. "() got an unexpected keyword argument '" .. kw[i] .. "'")
    end
    named[kw[i]] = kw[i + 1]
  end
  return pos, named
end

m.b85encode = R.sig(function(b, pad)
  return BYTES(encode85(b, B85, pad ~= nil and R.T(pad), false, false))
end, "b85encode", { "b", "pad" }, { nrequired = 1 })
m.b85decode = R.sig(function(b)
  local d = decode_data(b)
  local padding = (-#d) % 5
  d = d .. ("~"):rep(padding)
  local out = {}
  for i = 1, #d, 5 do
    local acc = 0
    for j = i, i + 4 do
      local v = B85REV[byte(d, j)]
      if v == nil then raise("ValueError", "bad base85 character at position " .. (j - 1)) end
      acc = acc * 85 + v
    end
    if acc > 0xFFFFFFFF then raise("ValueError", "base85 overflow in hunk starting at byte " .. (i - 1)) end
    out[#out + 1] = word(acc)
  end
  local r = concat(out)
  if padding > 0 then r = sub(r, 1, #r - padding) end
  return BYTES(r)
end, "b85decode", { "b" })

local A85KW = { foldspaces = true, wrapcol = true, pad = true, adobe = true }
m.a85encode = R.sig(function(...)
  local pos, kw = kwargs("a85encode", A85KW, ...)
  if #pos > 1 then raise("TypeError", "a85encode() takes 1 positional argument but " .. #pos .. " were given") end
  if pos[1] == nil then raise("TypeError", "a85encode() missing 1 required positional argument: 'b'") end
  local function flag(k) return kw[k] ~= nil and R.T(kw[k]) end
  local adobe = flag("adobe")
  local r = encode85(pos[1], A85, flag("pad"), true, flag("foldspaces"))
  if adobe then r = "<~" .. r end
  local wrapcol = kw.wrapcol ~= nil and R.index(kw.wrapcol) or 0
  if wrapcol ~= 0 then
    if wrapcol < (adobe and 2 or 1) then wrapcol = adobe and 2 or 1 end
    local chunks = {}
    for i = 1, #r, wrapcol do chunks[#chunks + 1] = sub(r, i, i + wrapcol - 1) end
    if #chunks == 0 then chunks[1] = "" end
    if adobe and #chunks[#chunks] + 2 > wrapcol then chunks[#chunks + 1] = "" end
    r = concat(chunks, "\n")
  end
  if adobe then r = r .. "~>" end
  return BYTES(r)
end, "a85encode", {}, { complex = true })
m.a85decode = R.sig(function(...)
  local pos, kw = kwargs("a85decode", { foldspaces = true, adobe = true, ignorechars = true }, ...)
  if #pos > 1 then raise("TypeError", "a85decode() takes 1 positional argument but " .. #pos .. " were given") end
  if pos[1] == nil then raise("TypeError", "a85decode() missing 1 required positional argument: 'b'") end
  local d = decode_data(pos[1])
  local foldspaces = kw.foldspaces ~= nil and R.T(kw.foldspaces)
  local ignore = " \t\n\r\v"
  if kw.ignorechars ~= nil then ignore = encode_data(kw.ignorechars) end
  local ign = {}
  for i = 1, #ignore do ign[byte(ignore, i)] = true end
  if kw.adobe ~= nil and R.T(kw.adobe) then
    if sub(d, -2) ~= "~>" then
      raise("ValueError", "Ascii85 encoded byte sequences must end with b'~>'")
    end
    if sub(d, 1, 2) == "<~" then d = sub(d, 3, -3) else d = sub(d, 1, -3) end
  end
  d = d .. "uuuu"
  local out, curr = {}, {}
  for i = 1, #d do
    local x = byte(d, i)
    if x >= 33 and x <= 117 then
      curr[#curr + 1] = x
      if #curr == 5 then
        local acc = 0
        for j = 1, 5 do acc = 85 * acc + (curr[j] - 33) end
        if acc > 0xFFFFFFFF then raise("ValueError", "Ascii85 overflow") end
        out[#out + 1] = word(acc)
        curr = {}
      end
    elseif x == 122 then -- z
      if #curr > 0 then raise("ValueError", "z inside Ascii85 5-tuple") end
      out[#out + 1] = "\0\0\0\0"
    elseif foldspaces and x == 121 then -- y
      if #curr > 0 then raise("ValueError", "y inside Ascii85 5-tuple") end
      out[#out + 1] = "    "
    elseif not ign[x] then
      raise("ValueError", "Non-Ascii85 digit found: " .. utf8char(x))
    end
  end
  local r = concat(out)
  local padding = 4 - #curr
  if padding > 0 then r = sub(r, 1, #r - padding) end
  return BYTES(r)
end, "a85decode", {}, { complex = true })
m.b16encode = R.sig(function(s) return BYTES(upper(BC.hex(encode_data(s)))) end, "b16encode", { "s" })
m.b16decode = R.sig(function(s, casefold)
  local d = decode_data(s)
  if casefold ~= nil and R.T(casefold) then d = upper(d) end
  if d:find("[^0-9A-F]") then fail("Non-base16 digit found") end
  if #d % 2 == 1 then fail("Odd-length string") end
  return BYTES(BC.fromhex(d))
end, "b16decode", { "s", "casefold" }, { nrequired = 1 })
-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "a85decode", 1, 1 }, { "a85encode", 1, 1 }, { "b16decode", 2, 1 }, { "b16encode", 1, 1 },
  { "b32decode", 3, 1 }, { "b32encode", 1, 1 }, { "b32hexdecode", 2, 1 },
  { "b32hexencode", 1, 1 }, { "b64decode", 3, 1 }, { "b64encode", 2, 1 }, { "b85decode", 1, 1 },
  { "b85encode", 2, 1 }, { "decode", 2, 2 }, { "decodebytes", 1, 1 }, { "encode", 2, 2 },
  { "encodebytes", 1, 1 }, { "standard_b64decode", 1, 1 }, { "standard_b64encode", 1, 1 },
  { "urlsafe_b64decode", 1, 1 }, { "urlsafe_b64encode", 1, 1 }
})
return m
end
