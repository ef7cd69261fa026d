-- tests/lua/runner.lua: runs generated cases (expected_*.lua) against runtime/strmethods.lua and
-- runtime/format.lua through the stub deps, and counts passes and failures.
local D = require("stubdeps")
local S, F = D.S, D.F

local R = {passed = 0, failed = 0}

local function same(a, b)
  if a == b then
    if math.type(a) ~= math.type(b) then return false end
    if a == 0 and math.type(a) == "float" then return 1 / a == 1 / b end
    return true
  end
  if type(a) == "number" and type(b) == "number" then return a ~= a and b ~= b end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  if getmetatable(a) ~= getmetatable(b) then return false end
  if a.keys and b.keys then return same(a.keys, b.keys) and same(a.vals, b.vals) end
  if a.big and b.big then return a.big == b.big end
  if #a ~= #b then return false end
  for i = 1, #a do if not same(a[i], b[i]) then return false end end
  return true
end

local function plain(t)   -- stub list -> Lua array, stub dict -> Lua table name -> value
  if t.keys then
    local r = {}
    for i = 1, #t.keys do r[t.keys[i]] = t.vals[i] end
    return r
  end
  local r = {}
  for i = 1, #t do r[i] = t[i] end
  return r
end

local OPS = {
  len = S.len, getitem = S.getitem, slice = S.slice, contains = S.contains, repr = S.repr,
  ascii = S.ascii, mul = S.mul, ord = S.ord, chr = S.chr, maketrans = S.maketrans,
  format = F.format, percent = F.percent,
  iter = function(s)
    local t = {}
    for c in S.iter(s) do t[#t + 1] = c end
    return D.list(t)
  end,
  fmethod = function(f, args, kw) return F.format_method(f, plain(args), plain(kw)) end,
  ["m:format"] = function(f, args, kw) return S.methods.format(f, plain(args), plain(kw)) end,
}

local function show(v)
  if type(v) == "string" then return S.repr(v) end
  if type(v) == "table" or type(v) == "boolean" or type(v) == "number" then
    local ok, r = pcall(D.repr, v)
    if ok then return r end
  end
  return tostring(v)
end

function R.run(cases, label)
  for i, c in ipairs(cases) do
    local op, args = c[1], c[2]
    local fn = OPS[op]
    if not fn and op:sub(1, 2) == "m:" then fn = S.methods[op:sub(3)] end
    local ok, res
    if not fn then ok, res = false, "no such op " .. op
    else ok, res = pcall(fn, table.unpack(args, 1, args.n or #args)) end
    local good
    if c.e then good = (not ok) and res == c.e
    else good = ok and same(res, c.r) end
    if good then
      R.passed = R.passed + 1
    else
      R.failed = R.failed + 1
      local a = {}
      for j = 1, #args do a[j] = show(args[j]) end
      print(string.format("FAIL %s #%d %s(%s): got %s%s, want %s", label, i, op, table.concat(a, ", "),
        ok and "" or "error ", show(res), c.e and ("error " .. c.e) or show(c.r)))
    end
  end
end

function R.finish()
  print(string.format("%d passed, %d failed", R.passed, R.failed))
  os.exit(R.failed == 0 and 0 or 1)
end

R.D = D
return R
