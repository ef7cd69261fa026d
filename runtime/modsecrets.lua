-- modsecrets.lua: secrets, with randomness from the OS (getrandom through modrandom.c):
-- token_bytes, token_hex, token_urlsafe, randbelow, randbits, choice, compare_digest,
-- SystemRandom.
local string, table_concat, type_ = string, table.concat, type
local format, byte, gsub, sub = string.format, string.byte, string.gsub, string.sub

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise
local C = host.openc("random")

local m = {}
m.DEFAULT_ENTROPY = 32

local function nbytes_of(n)
  if n == nil or n == None then return 32 end
  return R.index(n)
end
local function tohex(raw) return (gsub(raw, ".", function(c) return format("%02x", byte(c)) end)) end

m.token_bytes = R.sig(function(n) return R.BYTES(C.urandom(nbytes_of(n))) end, "token_bytes", { "nbytes" },
  { nrequired = 0 })
m.token_hex = R.sig(function(n) return tohex(C.urandom(nbytes_of(n))) end, "token_hex", { "nbytes" }, { nrequired = 0 })

-- base64.urlsafe_b64encode(token_bytes(n)).rstrip(b'=')
local B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
m.token_urlsafe = R.sig(function(n)
  local raw = C.urandom(nbytes_of(n))
  local out = {}
  for i = 1, #raw, 3 do
    local a, b, c = byte(raw, i, i + 2)
    local v = (a << 16) | ((b or 0) << 8) | (c or 0)
    local k = b == nil and 2 or (c == nil and 3 or 4)
    for j = 1, k do
      local idx = (v >> (18 - 6 * (j - 1))) & 63
      out[#out + 1] = sub(B64, idx + 1, idx + 1)
    end
  end
  return table_concat(out)
end, "token_urlsafe", { "nbytes" }, { nrequired = 0 })

-- SystemRandom: random.Random's methods over getrandbits from the OS
local random = R.IMPORT("random")
local function osbits(k)
  if k <= 0 then
    if k < 0 then raise("ValueError", "number of bits must be non-negative") end
    return 0
  end
  local nb = (k + 7) // 8
  local v = R.CALL(R.builtins.int, { tohex(C.urandom(nb)), 16 })
  return R.RSHIFT(v, nb * 8 - k)
end
local function randbelow(n)
  local k = R.CALLM(n, "bit_length", {})
  local r = osbits(k)
  while not (r < n) do r = osbits(k) end
  return r
end
m.randbits = R.sig(function(k) return osbits(R.index(k)) end, "randbits", { "k" })
m.randbelow = R.sig(function(n)
  n = R.index(n)
  if not (0 < n) then raise("ValueError", "Upper bound must be positive.") end
  return randbelow(n)
end, "randbelow", { "exclusive_upper_bound" })
m.choice = R.sig(function(seq)
  local n = R.LEN(seq)
  if n == 0 then raise("IndexError", "Cannot choose from an empty sequence") end
  return R.GI(seq, randbelow(n))
end, "choice", { "seq" })
m.compare_digest = R.sig(function(a, b)
  if type_(a) ~= "string" or type_(b) ~= "string" then
    raise("TypeError", "unsupported operand types(s) or combination of types: '" .. R.typename(a) ..
      "' and '" .. R.typename(b) .. "'")
  end
  if a:find("[\128-\255]") or b:find("[\128-\255]") then
    raise("TypeError", "comparing strings with non-ASCII characters is not supported")
  end
  return a == b
end, "compare_digest", { "a", "b" })
m.SystemRandom = random.SystemRandom

return m
end
