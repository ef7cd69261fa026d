-- tests/lua/test_format.lua: runtime/format.lua (format(), str.format, %) against CPython's results.
-- Run: LUA_PATH='runtime/?.lua;tests/lua/?.lua' lua5.4 tests/lua/test_format.lua
setmetatable(_G, {__newindex = function(_, k) error("accidental global " .. tostring(k), 2) end,
                  __index = function(_, k) error("undefined global " .. tostring(k), 2) end})
local R = require("runner")
local path = package.searchpath("expected_format", package.path)
R.run(assert(loadfile(path))(R.D), "format")
R.finish()
