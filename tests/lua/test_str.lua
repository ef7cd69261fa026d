-- tests/lua/test_str.lua: runtime/strmethods.lua against CPython's results (expected_str.lua) and a sweep of
-- the Unicode tables (expected_unicode.lua, hashes per block of 1024 code points).
-- Run: LUA_PATH='runtime/?.lua;tests/lua/?.lua' lua5.4 tests/lua/test_str.lua
setmetatable(_G, {__newindex = function(_, k) error("accidental global " .. tostring(k), 2) end,
                  __index = function(_, k) error("undefined global " .. tostring(k), 2) end})
local R = require("runner")
local D = R.D
local S = D.S

local function load_cases(name)
  local path = package.searchpath(name, package.path)
  return assert(loadfile(path))(D)
end

R.run(load_cases("expected_str"), "str")

-- Unicode sweep
local function H(s)
  local h = 0
  for i = 1, #s do h = (h * 31 + s:byte(i)) & 0xFFFFFFFF end
  return h
end
local blocks = {}
for _, c in ipairs(load_cases("expected_unicode")) do
  local lo, hi, op, want = c[1], c[2], c[3], c[4]
  local key = lo
  local b = blocks[key]
  if not b then
    local chars = {}
    for cp = lo, hi do chars[#chars + 1] = utf8.char(cp) end
    b = {chars = chars, joined = table.concat(chars, "\n")}
    blocks[key] = b
  end
  local got
  if op == "repr" then got = H(S.repr(b.joined))
  elseif op:sub(1, 2) == "is" then
    local f = S.methods[op]
    local bits = {}
    for i, ch in ipairs(b.chars) do bits[i] = f(ch) and "1" or "0" end
    got = H(table.concat(bits))
  else
    got = H(S.methods[op](b.joined))
  end
  if got == want then R.passed = R.passed + 1
  else
    R.failed = R.failed + 1
    print(string.format("FAIL unicode %s U+%04X..U+%04X", op, lo, hi))
  end
end

R.finish()
