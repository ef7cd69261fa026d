-- objbool.lua: the constructors of bool and NoneType (their values are Lua booleans and the None userdata).

return function(R, host)
local _ENV = nil
local None, T = R.None, R.T

local bool_t = R.bool_t
bool_t["#final"] = true

bool_t["#call"] = function(t, x)
  if x == nil then return false end
  return T(x)
end
R.NoneType["#call"] = function() return None end
end
