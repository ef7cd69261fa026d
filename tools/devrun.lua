-- dev: run translated Lua under the real prelude in the plain lua5.4 interpreter, with Lua
-- tracebacks. usage: moonpy translate x.py > x.lua; lua5.4 tools/devrun.lua x.lua x.py
local host = {
  write = io.write, tick = function() return 1024 end, charge = function() end,
  ops = function() return 0 end, TICK = 1024, num = {},
  sentinel = function() return io.open("/dev/null") end,
  modnames = function()
    local t = {}
    for f in io.popen("ls runtime"):lines() do t[#t + 1] = f:gsub("%.lua$", "") end
    return t
  end,
  None = io.stdout, -- any unique userdata
  loadmod = function(name) return assert(loadfile("runtime/" .. name .. ".lua")) end,
}
local prelude = assert(loadfile("runtime/run.lua"))
local R = prelude(host)
local code = io.open(arg[1]):read("a")
local src = arg[2] and io.open(arg[2]):read("a") or ""
local fn = assert(load(code, "=" .. (arg[2] or "x"), "t", R.G))
local ok, err = xpcall(fn, function(e)
  local ok2, s = pcall(R.str, e)
  return (ok2 and s or tostring(e)) .. "\n" .. debug.traceback("", 2)
end, R)
if not ok then io.stderr:write(err, "\n") end
