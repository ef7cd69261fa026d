-- modcolorsys.lua: colorsys, as CPython's Lib/colorsys.py computes it (the same operations in
-- the same order, through Python's arithmetic, so ints, floats and the results match):
-- rgb_to_yiq, yiq_to_rgb, rgb_to_hls, hls_to_rgb, rgb_to_hsv, hsv_to_rgb.
local ipairs = ipairs

return function(R, host)
local _ENV = nil
local ADD, SUB, MUL, DIV, MOD = R.ADD, R.SUB, R.MUL, R.TRUEDIV, R.MOD
local T, TUPLE = R.T, R.TUPLE
local function lt(a, b) return T(R.richcmp("lt", a, b)) end
local function le(a, b) return T(R.richcmp("le", a, b)) end
local function gt(a, b) return T(R.richcmp("gt", a, b)) end
local function eq(a, b) return R.EQ(a, b) end
local B = R.builtins

-- R.sig for a function of three arguments, which also names the missing ones of a
-- positional call
local function sig3(f, name, params)
  local g = function(a, b, c)
    if c == nil then
      local missing = {}
      for i, x in ipairs({ a ~= nil, b ~= nil, c ~= nil }) do if not x then missing[#missing + 1] = "'" .. params[i] .. "'" end end
      local list = #missing == 1 and missing[1] or #missing == 2 and (missing[1] .. " and " .. missing[2])
        or (missing[1] .. ", " .. missing[2] .. ", and " .. missing[3])
      R.raise("TypeError", name .. "() missing " .. #missing .. " required positional argument"
        .. (#missing == 1 and "" or "s") .. ": " .. list)
    end
    return f(a, b, c)
  end
  return R.sig(g, name, params, { nrequired = 3 })
end

local m = {}
local ONE_THIRD, ONE_SIXTH, TWO_THIRD = 1.0 / 3.0, 1.0 / 6.0, 2.0 / 3.0
m.ONE_THIRD, m.ONE_SIXTH, m.TWO_THIRD = ONE_THIRD, ONE_SIXTH, TWO_THIRD

m.rgb_to_yiq = sig3(function(r, g, b)
  local y = ADD(ADD(MUL(0.30, r), MUL(0.59, g)), MUL(0.11, b))
  local i = SUB(MUL(0.74, SUB(r, y)), MUL(0.27, SUB(b, y)))
  local q = ADD(MUL(0.48, SUB(r, y)), MUL(0.41, SUB(b, y)))
  return TUPLE({ y, i, q })
end, "rgb_to_yiq", { "r", "g", "b" })

m.yiq_to_rgb = sig3(function(y, i, q)
  local r = ADD(ADD(y, MUL(0.9468822170900693, i)), MUL(0.6235565819861433, q))
  local g = SUB(SUB(y, MUL(0.27478764629897834, i)), MUL(0.6356910791873801, q))
  local b = ADD(SUB(y, MUL(1.1085450346420322, i)), MUL(1.7090069284064666, q))
  local out = { r, g, b }
  for k = 1, 3 do
    if lt(out[k], 0.0) then out[k] = 0.0 end
    if gt(out[k], 1.0) then out[k] = 1.0 end
  end
  return TUPLE(out)
end, "yiq_to_rgb", { "y", "i", "q" })

-- the hue of r, g, b whose largest is maxc, over rangec (rgb_to_hls and rgb_to_hsv share it)
local function hue(r, g, b, maxc, rangec)
  local rc, gc, bc = DIV(SUB(maxc, r), rangec), DIV(SUB(maxc, g), rangec), DIV(SUB(maxc, b), rangec)
  local h
  if eq(r, maxc) then
    h = SUB(bc, gc)
  elseif eq(g, maxc) then
    h = SUB(ADD(2.0, rc), bc)
  else
    h = SUB(ADD(4.0, gc), rc)
  end
  return MOD(DIV(h, 6.0), 1.0)
end

m.rgb_to_hls = sig3(function(r, g, b)
  local maxc, minc = B.max(r, g, b), B.min(r, g, b)
  local sumc, rangec = ADD(maxc, minc), SUB(maxc, minc)
  local l = DIV(sumc, 2.0)
  if eq(minc, maxc) then return TUPLE({ 0.0, l, 0.0 }) end
  local s
  if le(l, 0.5) then s = DIV(rangec, sumc) else s = DIV(rangec, SUB(2.0, sumc)) end
  return TUPLE({ hue(r, g, b, maxc, rangec), l, s })
end, "rgb_to_hls", { "r", "g", "b" })

local function v(m1, m2, h)
  h = MOD(h, 1.0)
  if lt(h, ONE_SIXTH) then return ADD(m1, MUL(MUL(SUB(m2, m1), h), 6.0)) end
  if lt(h, 0.5) then return m2 end
  if lt(h, TWO_THIRD) then return ADD(m1, MUL(MUL(SUB(m2, m1), SUB(TWO_THIRD, h)), 6.0)) end
  return m1
end
m.hls_to_rgb = sig3(function(h, l, s)
  if eq(s, 0.0) then return TUPLE({ l, l, l }) end
  local m2
  if le(l, 0.5) then m2 = MUL(l, ADD(1.0, s)) else m2 = SUB(ADD(l, s), MUL(l, s)) end
  local m1 = SUB(MUL(2.0, l), m2)
  return TUPLE({ v(m1, m2, ADD(h, ONE_THIRD)), v(m1, m2, h), v(m1, m2, SUB(h, ONE_THIRD)) })
end, "hls_to_rgb", { "h", "l", "s" })

m.rgb_to_hsv = sig3(function(r, g, b)
  local maxc, minc = B.max(r, g, b), B.min(r, g, b)
  local rangec = SUB(maxc, minc)
  if eq(minc, maxc) then return TUPLE({ 0.0, 0.0, maxc }) end
  local s = DIV(rangec, maxc)
  return TUPLE({ hue(r, g, b, maxc, rangec), s, maxc })
end, "rgb_to_hsv", { "r", "g", "b" })

m.hsv_to_rgb = sig3(function(h, s, val)
  if eq(s, 0.0) then return TUPLE({ val, val, val }) end
  local i = B.int(MUL(h, 6.0))
  local f = SUB(MUL(h, 6.0), i)
  local p = MUL(val, SUB(1.0, s))
  local q = MUL(val, SUB(1.0, MUL(s, f)))
  local t = MUL(val, SUB(1.0, MUL(s, SUB(1.0, f))))
  i = MOD(i, 6)
  if eq(i, 0) then return TUPLE({ val, t, p }) end
  if eq(i, 1) then return TUPLE({ q, val, p }) end
  if eq(i, 2) then return TUPLE({ p, val, t }) end
  if eq(i, 3) then return TUPLE({ p, q, val }) end
  if eq(i, 4) then return TUPLE({ t, p, val }) end
  return TUPLE({ val, p, q })
end, "hsv_to_rgb", { "h", "s", "v" })

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "hls_to_rgb", 3, 3 }, { "hsv_to_rgb", 3, 3 }, { "rgb_to_hls", 3, 3 }, { "rgb_to_hsv", 3, 3 },
  { "rgb_to_yiq", 3, 3 }, { "yiq_to_rgb", 3, 3 }
})
return m
end
