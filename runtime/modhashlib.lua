-- modhashlib.lua: hashlib over nettle (runtime/modhashlib.c): md5, sha1, the sha2 and sha3
-- families, new(name), pbkdf2_hmac. A hash object is a table whose raw fields are its Python
-- attributes (name, digest_size, block_size) and whose private "#h" holds the C state.
-- modhmac.lua makes its HMAC objects with make() below.
local setmetatable, getmetatable, type, ipairs = setmetatable, getmetatable, type, ipairs

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename
local C = host.openc("hashlib")
local raw, BYTES = R.bytes_raw, R.BYTES

local HashMT = {}
local hash_t = R.builtin_type("HASH", { R.object }, {}, HashMT)
hash_t["#builtin"] = true
hash_t["#dict"].__module__ = "_hashlib"

-- the bytes of data for update(): bytes-like only, CPython's errors otherwise
local function data_of(data)
  local s = raw(data)
  if s then return s end
  if type(data) == "string" then raise("TypeError", "Strings must be encoded before hashing") end
  raise("TypeError", "object supporting the buffer API required")
end

-- make(mt, state, name, digest_size, block_size): a hash object of metatable mt
local function make(mt, state, name, dsize, bsize)
  return setmetatable({ ["#h"] = state, name = name, digest_size = dsize, block_size = bsize }, mt)
end

local hex = host.num.bytes.hex -- the hex digits of a Lua string (objbytes.c)
local methods = {
  update = function(h, data)
    if data == nil then raise("TypeError", typename(h) .. ".update() takes exactly one argument (0 given)") end
    C.update(h["#h"], data_of(data))
    return None
  end,
  digest = function(h) return BYTES(C.digest(h["#h"])) end,
  hexdigest = function(h) return hex(C.digest(h["#h"])) end,
  copy = function(h)
    return make(getmetatable(h), C.copy(h["#h"]), h.name, h.digest_size, h.block_size)
  end,
}
R.add_methods(hash_t, methods)
HashMT.__index = hash_t["#flat"]
HashMT.__newindex = R.no_setattr
HashMT["#repr"] = function(h) return "<" .. h.name .. " _hashlib.HASH object @ " .. R.addr(h) .. ">" end

local function new_hash(name, data)
  local state = C.new(name)
  if state == nil then raise("ValueError", "unsupported hash type " .. name) end
  local cname, dsize, bsize = C.info(name)
  local h = make(HashMT, state, cname, dsize, bsize)
  if data ~= nil and data ~= None then C.update(state, data_of(data)) end
  return h
end

local m = {}
for _, name in ipairs(C.names()) do
  -- hashlib.sha256(string=b'', *, usedforsecurity=True)
  m[name] = R.sig(function(data, usedforsecurity) return new_hash(name, data) end, "openssl_" .. name,
    { "string", "usedforsecurity" }, { nrequired = 0 })
end
m.new = R.sig(function(name, data, usedforsecurity)
  if type(name) ~= "string" then raise("TypeError", "name must be a string") end
  return new_hash(name, data)
end, "__hash_new", { "name", "data", "usedforsecurity" }, { nrequired = 1 })
m.algorithms_available = R.SET(C.names())
m.algorithms_guaranteed = R.SET(C.names())

m.pbkdf2_hmac = R.sig(function(hash_name, password, salt, iterations, dklen)
  if type(hash_name) ~= "string" then
    raise("TypeError", "pbkdf2_hmac() argument 'hash_name' must be str, not " .. typename(hash_name))
  end
  local pw, sl = R.bytes_need(password), R.bytes_need(salt)
  local n = R.index(iterations)
  if n < 1 then raise("ValueError", "iteration value must be greater than 0.") end
  local _, dsize = C.info(hash_name)
  if dsize == nil then raise("ValueError", "unsupported hash type " .. hash_name) end
  local len = dsize
  if dklen ~= nil and dklen ~= None then
    len = R.index(dklen)
    if len < 1 then raise("ValueError", "key length must be greater than 0.") end
  end
  return BYTES(C.pbkdf2(hash_name, pw, sl, n, len))
end, "pbkdf2_hmac", { "hash_name", "password", "salt", "iterations", "dklen" }, { nrequired = 4 })

R.hashlib_parts = { make = make, data_of = data_of, methods = methods } -- for modhmac.lua
return m
end
