-- modurllib.lua: the urllib package. Only its parse submodule is here (modurllib_parse.lua),
-- which `import urllib.parse` sets as an attribute; request, error and the rest need the network.
return function(R, host)
  local _ENV = nil
  return {}
end
