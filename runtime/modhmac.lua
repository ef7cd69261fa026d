-- modhmac.lua: hmac (RFC 2104) over hashlib's algorithms: new, digest, compare_digest and the
-- HMAC objects (update, digest, hexdigest, copy, name, digest_size, block_size); the keyed
-- states are C (runtime/modhashlib.c, nettle's hmac).
local setmetatable, getmetatable, type = setmetatable, getmetatable, type

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename
local hashlib = R.IMPORT("hashlib")
local C = host.openc("hashlib")
local P = R.hashlib_parts
local raw, BYTES = R.bytes_raw, R.BYTES

local HmacMT = {}
local hmac_t = R.builtin_type("HMAC", { R.object }, { __module__ = "hmac" }, HmacMT)
hmac_t["#builtin"] = true
R.add_methods(hmac_t, P.methods)
HmacMT.__index = hmac_t["#flat"]
HmacMT.__newindex = R.no_setattr
HmacMT["#repr"] = function(h) return "<hmac.HMAC object at " .. R.addr(h) .. ">" end

-- the algorithm's name of a digestmod: a name, or a constructor (hashlib.sha256, or any
-- callable that makes a hash object)
local function algo_of(digestmod)
  if digestmod == nil or digestmod == None or digestmod == "" then
    raise("TypeError", "Missing required parameter 'digestmod'.")
  end
  if type(digestmod) == "string" then return digestmod end
  if not R.builtins.callable(digestmod) then R.GA(digestmod, "new") end -- CPython's AttributeError
  local h = R.CALL(digestmod, {})
  return (type(h) == "table" and h.name) or R.GA(h, "name")
end

local function new(key, msg, digestmod)
  local k = raw(key)
  if k == nil then raise("TypeError", "key: expected bytes or bytearray, but got '" .. typename(key) .. "'") end
  local name = algo_of(digestmod)
  local state = C.new(name, k)
  if state == nil then raise("ValueError", "unsupported hash type " .. name) end
  local cname, dsize, bsize = C.info(name)
  local h = P.make(HmacMT, state, "hmac-" .. cname, dsize, bsize)
  if msg ~= nil and msg ~= None then C.update(state, P.data_of(msg)) end
  return h
end

local m = {}
m.new = R.sig(new, "new", { "key", "msg", "digestmod" }, { nrequired = 1 })
m.HMAC = hmac_t
m.digest = R.sig(function(key, msg, digest)
  return BYTES(C.digest(new(key, msg, digest)["#h"]))
end, "digest", { "key", "msg", "digest" }, { nrequired = 3 })
-- compare_digest(a, b): two ASCII strs or two bytes-like values; the time does not depend on
-- where they differ
m.compare_digest = R.sig(function(a, b)
  local sa, sb = raw(a), raw(b)
  if sa == nil or sb == nil then
    if type(a) == "string" and type(b) == "string" then
      if a:find("[\128-\255]") or b:find("[\128-\255]") then
        raise("TypeError", "comparing strings with non-ASCII characters is not supported")
      end
      sa, sb = a, b
    elseif type(a) == "string" or type(b) == "string" then
      raise("TypeError", "a bytes-like object is required, not '" .. typename(type(a) == "string" and a or b) .. "'")
    else
      raise("TypeError", "unsupported operand types(s) or combination of types: '" .. typename(a) ..
        "' and '" .. typename(b) .. "'")
    end
  end
  local diff = #sa ~ #sb
  for i = 1, #sa do diff = diff | (sa:byte(i) ~ (sb:byte(i) or 0)) end
  return diff == 0
end, "compare_digest", { "a", "b" })
m.digest_size = None
return m
end
