-- normalize.lua: canonical form of MCP transcript lines (stdin -> stdout), for comparing.
-- Each line is decoded with cjson and written back with sorted keys; volatile fields (timings,
-- memory, operation counts, the server version) become "*"; the lines are then sorted, since
-- answers to concurrent calls may come in any order. A line that is not JSON is kept as
-- "!" .. line, so garbage on stdout fails the comparison.
local cjson = require("cjson")
local MASK = { wall_ms = true, memory_peak_bytes = true, operations = true, version = true }

local function canon(v, out)
  local t = type(v)
  if t == "table" then
    local n = #v
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = k end
    if n > 0 and #keys == n then
      out[#out + 1] = "["
      for i = 1, n do
        if i > 1 then out[#out + 1] = "," end
        canon(v[i], out)
      end
      out[#out + 1] = "]"
      return
    end
    table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
    out[#out + 1] = "{"
    for i, k in ipairs(keys) do
      if i > 1 then out[#out + 1] = "," end
      out[#out + 1] = cjson.encode(tostring(k)) .. ":"
      if MASK[k] and type(v[k]) ~= "table" then out[#out + 1] = '"*"' else canon(v[k], out) end
    end
    out[#out + 1] = "}"
  elseif t == "string" and v:sub(1, 10) == '{"result":' and pcall(cjson.decode, v) then
    canon(cjson.decode(v), out) -- the structured JSON as a text block (versions before 2025-06-18)
  else
    out[#out + 1] = cjson.encode(v)
  end
end

local lines = {}
for line in io.lines() do
  local ok, v = pcall(cjson.decode, line)
  if ok then
    local out = {}
    canon(v, out)
    lines[#lines + 1] = table.concat(out)
  else
    lines[#lines + 1] = "!" .. line
  end
end
table.sort(lines)
for _, l in ipairs(lines) do print(l) end
