-- mod__main__.lua: __main__, the program's own module: its globals as they are at the import
-- (import.lua makes it anew at each import, since the globals change), so that
-- `from __main__ import f` finds f, as timeit's setup strings ask.
local type, next = type, next

return function(R, host)
local _ENV = nil
local m = {}
for k, v in next, R.G do
  if type(k) == "string" and k:byte(1) ~= 0 and k ~= "__name__" and k ~= "__doc__" then m[k] = v end
end
return m
end
