-- modhashlib.lua: hashlib over nettle and libb2 (runtime/modhashlib.c): md5, sha1, the sha2
-- and sha3 families, blake2b and blake2s with their parameters, shake_128 and shake_256,
-- new(name), pbkdf2_hmac. A hash object is a table whose raw fields are its Python
-- attributes (name, digest_size, block_size) and whose private "#h" holds the C state.
-- modhmac.lua makes its HMAC objects with make() below.
local setmetatable, getmetatable, type, ipairs, next = setmetatable, getmetatable, type, ipairs, next

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

-- blake2b and blake2s: their own type (CPython's _blake2 module), the digest size and the
-- parameters as keywords, checked as CPython checks them
local B2 = {
  blake2b = { kind = 1, max = 64, block = 128, salt = 16, node_offset = 1 << 63 },
  blake2s = { kind = 2, max = 32, block = 64, salt = 8, node_offset = 1 << 48 },
}
local m_b2 = {}
for name, spec in next, B2 do
  local mt = {}
  local t = R.builtin_type(name, { R.object }, {}, mt)
  t["#builtin"] = true
  t["#dict"].__module__ = "_blake2"
  R.add_methods(t, methods)
  mt.__index = t["#flat"]
  mt.__newindex = R.no_setattr
  mt["#repr"] = function(h) return "<_blake2." .. name .. " object at " .. R.addr(h) .. ">" end
  local function between(v, what, lo, hi, msg)
    local n = R.index(v)
    if n < lo or n > hi then raise("ValueError", msg or (what .. " must be between " .. lo .. " and " .. hi)) end
    return n
  end
  m_b2[name] = R.sig(function(data, digest_size, key, salt, person, fanout, depth, leaf_size,
                              node_offset, node_depth, inner_size, last_node, usedforsecurity)
    local function opt(v, d) if v == nil or v == None then return d end return v end
    local dsize = between(opt(digest_size, spec.max), nil, 1, spec.max,
      "digest_size must be between 1 and " .. spec.max .. " bytes")
    local k, sl, pe = R.bytes_need(opt(key, BYTES(""))), R.bytes_need(opt(salt, BYTES(""))),
      R.bytes_need(opt(person, BYTES("")))
    if #k > spec.max then raise("ValueError", "maximum key length is " .. spec.max .. " bytes") end
    if #sl > spec.salt then raise("ValueError", "maximum salt length is " .. spec.salt .. " bytes") end
    if #pe > spec.salt then raise("ValueError", "maximum person length is " .. spec.salt .. " bytes") end
    local fo = between(opt(fanout, 1), "fanout", 0, 255)
    local dp = between(opt(depth, 1), "depth", 1, 255)
    local leaf = R.index(opt(leaf_size, 0))
    if leaf < 0 or leaf > 0xffffffff then raise("OverflowError", "leaf_size is too large") end
    local off = R.index(opt(node_offset, 0))
    if off < 0 or (spec.kind == 2 and off >= spec.node_offset) then
      raise("OverflowError", "node_offset is too large")
    end
    local nd = between(opt(node_depth, 0), "node_depth", 0, 255)
    local inner = between(opt(inner_size, 0), nil, 0, spec.max,
      "inner_size must be between 0 and is " .. spec.max)
    local state = C.blake2(spec.kind, dsize, k, sl, pe, fo, dp, leaf, off, nd, inner,
                           R.T(opt(last_node, false)))
    local h = make(mt, state, name, dsize, spec.block)
    if data ~= nil and data ~= None then C.update(state, data_of(data)) end
    return h
  end, name, { "data", "digest_size", "key", "salt", "person", "fanout", "depth", "leaf_size",
               "node_offset", "node_depth", "inner_size", "last_node", "usedforsecurity" },
     { nrequired = 0 })
end

-- shake_128 and shake_256: digest(length) and hexdigest(length)
local ShakeMT = {}
local shake_t = R.builtin_type("HASHXOF", { hash_t }, {}, ShakeMT)
shake_t["#builtin"] = true
shake_t["#dict"].__module__ = "_hashlib"
local function need_length(h, length, what)
  if length == nil then
    raise("TypeError", what .. "() missing required argument 'length' (pos 1)")
  end
  local n = R.index(length)
  if n < 0 then raise("ValueError", "value must be positive") end
  return n
end
R.add_methods(shake_t, {
  digest = function(h, length) return BYTES(C.squeeze(h["#h"], need_length(h, length, "digest"))) end,
  hexdigest = function(h, length) return hex(C.squeeze(h["#h"], need_length(h, length, "hexdigest"))) end,
})
ShakeMT.__index = shake_t["#flat"]
ShakeMT.__newindex = R.no_setattr
ShakeMT["#repr"] = HashMT["#repr"]
local SHAKE = { shake_128 = 168, shake_256 = 136 }
local function new_shake(name, data)
  local state = C.shake(SHAKE[name])
  local h = make(ShakeMT, state, name, 0, SHAKE[name])
  if data ~= nil and data ~= None then C.update(state, data_of(data)) end
  return h
end

local m = {}
for name in next, SHAKE do
  m[name] = R.sig(function(data, usedforsecurity) return new_shake(name, data) end, "openssl_" .. name,
    { "string", "usedforsecurity" }, { nrequired = 0 })
end
for name, f in next, m_b2 do m[name] = f end
for _, name in ipairs(C.names()) do
  -- hashlib.sha256(string=b'', *, usedforsecurity=True)
  m[name] = R.sig(function(data, usedforsecurity) return new_hash(name, data) end, "openssl_" .. name,
    { "string", "usedforsecurity" }, { nrequired = 0 })
end
m.new = R.sig(function(name, data, usedforsecurity)
  if type(name) ~= "string" then raise("TypeError", "name must be a string") end
  if SHAKE[name] then return new_shake(name, data) end
  if B2[name] then return m[name](data) end
  return new_hash(name, data)
end, "__hash_new", { "name", "data", "usedforsecurity" }, { nrequired = 1 })
local names, guaranteed = C.names(), {}
for _, n in ipairs({ "blake2b", "blake2s", "shake_128", "shake_256" }) do names[#names + 1] = n end
for _, n in ipairs(names) do
  if n ~= "sha512_224" and n ~= "sha512_256" then guaranteed[#guaranteed + 1] = n end -- OpenSSL's
end
m.algorithms_available = R.SET(names)
m.algorithms_guaranteed = R.SET(guaranteed)

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

-- file_digest(fileobj, digest, /): the hash of a binary file object's contents (BytesIO: its
-- whole value, as CPython's getbuffer(); others: read() until the end)
m.file_digest = R.sig(function(fileobj, digest, _bufsize)
  local h
  if type(digest) == "string" then h = m.new(digest) else h = R.CALL(digest, {}) end
  if R.hasattr(fileobj, "getbuffer") or (R.isinstance(fileobj, R.IMPORT("io").BytesIO)) then
    local v = R.hasattr(fileobj, "getbuffer") and R.CALLM(fileobj, "getbuffer", {}) or R.CALLM(fileobj, "getvalue", {})
    R.CALLM(h, "update", { v })
    return h
  end
  if not ((R.hasattr(fileobj, "readinto") or R.hasattr(fileobj, "read")) and R.hasattr(fileobj, "readable")
          and R.T(R.CALLM(fileobj, "readable", {}))) or R.isinstance(fileobj, R.IMPORT("io").TextIOBase) then
    raise("ValueError", "'" .. R.repr(fileobj) .. "' is not a file-like object in binary reading mode.")
  end
  while true do
    local chunk = R.CALLM(fileobj, "read", { 1 << 18 })
    local raw = R.bytes_raw(chunk)
    if raw == nil then
      raise("ValueError", "'" .. R.repr(fileobj) .. "' is not a file-like object in binary reading mode.")
    end
    if raw == "" then break end
    R.CALLM(h, "update", { chunk })
  end
  return h
end, "file_digest", { "fileobj", "digest", "_bufsize" }, { nrequired = 2, nposonly = 2 })

R.hashlib_parts = { make = make, data_of = data_of, methods = methods } -- for modhmac.lua
return m
end
