-- modzlib.lua: zlib's checksums only (crc32, adler32, over binascii's C); no compression.
return function(R, host)
local _ENV = nil
local binascii = R.IMPORT("binascii")
local m = {}
m.crc32 = binascii.crc32
m.adler32 = R.sig(function(d, v) return R.binascii_adler32(d, v) end, "adler32", { "data", "value" }, { nrequired = 1 })
return m
end
