-- objbool.lua: the constructors of bool and NoneType (their values are Lua booleans and the None userdata).
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, pcall,
      tostring, next, pairs, ipairs = type, getmetatable, setmetatable, rawget, rawset,
      rawequal, select, error, pcall, tostring, next, pairs, ipairs
local math_abs = math.abs
local mtype, floor, huge, maxinteger, mininteger = math.type, math.floor, math.huge,
      math.maxinteger, math.mininteger
local format, concat, unpack, sort, byte, char =
      string.format, table.concat, table.unpack, table.sort, string.byte, string.char
local utf8char, utf8len, utf8codepoint = utf8.char, utf8.len, utf8.codepoint
local coroutine_create, coroutine_resume, coroutine_yield, coroutine_status, coroutine_isyieldable =
      coroutine.create, coroutine.resume, coroutine.yield, coroutine.status, coroutine.isyieldable

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup, T, EQ = R.None, R.raise, R.typeof, R.typename,
  R.lookup, R.T, R.EQ
local num = host.num
local object, type_t = R.object, R.type_t
local BigMT = R.BigMT
local LIST, TUPLE, DICT, SET = R.LIST, R.TUPLE, R.DICT, R.SET
local ListMT, TupleMT, DictMT = R.ListMT, R.TupleMT, R.DictMT
local iterate, index, toarray = R.iterate, R.index, R.toarray
local NotImplemented = R.NotImplemented
local isinstance, issubclass = R.isinstance, R.issubclass

local bool_t = R.bool_t
bool_t["#final"] = true

bool_t["#call"] = function(t, x)
  if x == nil then return false end
  return T(x)
end
R.NoneType["#call"] = function() return None end
end
