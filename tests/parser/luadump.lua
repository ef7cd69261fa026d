-- Our side of the parser tests: one output line per input file, like pydump.py.
-- usage: lua5.4 luadump.lua MODE FILE...  (or file names on stdin)
-- MODE: dump | pos | err | time (prints milliseconds per file)
local parser = require "parser"
local astdump = require "astdump"

setmetatable(_G, { __newindex = function(_, k) error("global assignment: " .. tostring(k), 2) end,
                   __index = function(_, k) error("undefined global: " .. tostring(k), 2) end })

local mode = arg[1]
local files = {}
for i = 2, #arg do files[#files + 1] = arg[i] end
if #files == 0 then
  for l in io.lines() do if l ~= "" then files[#files + 1] = l end end
end

local function one(path)
  local f = assert(io.open(path, "rb"))
  local src = f:read("a")
  f:close()
  local ok, tree, err = pcall(parser.parse, src, path)
  if not ok then return "LUA ERROR: " .. tostring(tree) end
  if not tree then
    return string.format("%s: %s (line %s, offset %s)", err.type, err.msg, err.lineno, err.offset)
  end
  if mode == "err" then return "OK" end
  if mode == "time" then
    local n = 0
    local t0 = os.clock()
    repeat
      parser.parse(src, path)
      n = n + 1
    until os.clock() - t0 > 0.05
    local _, lines = src:gsub("\n", "")
    return string.format("%.3f ms %d lines %s", (os.clock() - t0) * 1000 / n, lines, path)
  end
  local ok2, text = pcall(astdump.dump, tree, mode == "pos")
  if not ok2 then return "LUA ERROR (dump): " .. tostring(text) end
  return text
end

for _, path in ipairs(files) do
  io.write(one(path), "\n")
end
