-- Lists global names that Lua modules use after `local _ENV = nil` (each is a bug: the module
-- would index a nil _ENV at run time). usage: lua5.4 tools/checkglobals.lua lua/*.lua ...
local bad = 0
for _, f in ipairs(arg) do
  local src = io.open(f):read("a")
  local envline
  local n = 0
  for line in (src .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    if not envline and line:find("_ENV = nil") then envline = n end
  end
  if envline then
    local p = io.popen("luac5.4 -p -l -l " .. f)
    for line in p:lines() do
      local ln, name = line:match("%[(%d+)%]%s+[GS]ETTABUP.-_ENV \"([^\"]+)\"")
      if ln and tonumber(ln) > envline then
        print(f .. ":" .. ln .. ": global '" .. name .. "'")
        bad = bad + 1
      end
    end
    p:close()
  end
end
os.exit(bad == 0 and 0 or 1)
