-- Lists the global names that Lua files use: after `local _ENV = nil` (or `_ENV = nil`), and
-- anywhere in a file that has no such line (a data table needs none). Each is a bug: the file
-- would index a nil _ENV at run time, or reach a global it was not given.
-- usage: lua5.4 tools/checkglobals.lua FILE.lua ...
local bad = 0
for _, f in ipairs(arg) do
  local src = assert(io.open(f)):read("a")
  local envline = 0
  local n = 0
  local found = false
  for line in (src .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    if not found and line:find("_ENV = nil") then envline, found = n, true end
  end
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
print(#arg .. " files, " .. bad .. " globals")
os.exit(bad == 0 and 0 or 1)
