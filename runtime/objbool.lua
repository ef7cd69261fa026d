-- objbool.lua: the constructors of bool and NoneType (their values are Lua booleans and the None userdata).

local select = select

return function(R, host)
local _ENV = nil
local None, T, raise = R.None, R.T, R.raise

local bool_t = R.bool_t
bool_t["#final"] = true

bool_t["#call"] = function(t, x)
  if x == nil then return false end
  return T(x)
end
R.NoneType["#call"] = function(_, ...)
  if select("#", ...) > 0 then raise("TypeError", "NoneType takes no arguments") end
  return None
end
end
