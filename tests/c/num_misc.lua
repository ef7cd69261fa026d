-- py.num: metatable, fallback, non-numbers, normalisation, finalizers, C API.
-- Hand-written; expected values checked with CPython 3.11.
local big = num.pow(2, 64)            -- 18446744073709551616
local mt = getmetatable(big)
CHECK("__name", mt.__name, "int")
CHECK("__index left alone", rawget(mt, "__index"), nil)
CHECK("tostring() uses __tostring", tostring(-big), "-18446744073709551616")
CHECK("isbig", num.isbig(big), true)
CHECK("isbig(int)", num.isbig(5), false)

-- normalisation: results that fit int64 are Lua integers
CHECK("big - big", math.type(big - (big - 5)), "integer")
CHECK("big // big", math.type(num.floordiv(big, big)), "integer")
CHECK("-(2**63) from big", math.type(-num.pow(2, 63)), "integer")
CHECK("(-2**63) // -1 is big", num.isbig(math.mininteger // -1 == 0 and 0 or num.floordiv(math.mininteger, -1)), true)

-- non-numbers give nil, so the caller can try the other operand
for _, f in ipairs({"add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lshift", "rshift",
                    "band", "bor", "bxor", "eq", "lt", "le", "divmod", "gcd", "lcm"}) do
  CHECK(f .. "('x', 1)", num[f]("x", 1), nil)
  CHECK(f .. "(1, {})", num[f](1, {}), nil)
  CHECK(f .. "(big, nil)", num[f](big, nil), nil)
end
CHECK("band(1.5, 1)", num.band(1.5, 1), nil)
CHECK("lshift(big, 1.0)", num.lshift(big, 1.0), nil)

-- metamethods without the prelude's fallback raise CPython's TypeError
R(function() return big + "x" end, "E:TypeError: unsupported operand type(s) for +: 'int' and 'str'")
R(function() return "x" - big end, "E:TypeError: unsupported operand type(s) for -: 'str' and 'int'")
R(function() return big ^ {} end, "E:TypeError: unsupported operand type(s) for ** or pow(): 'int' and 'table'")
R(function() return big & 1.5 end, "E:TypeError: unsupported operand type(s) for &: 'int' and 'float'")
R(function() return big < "x" end, "E:TypeError: '<' not supported between instances of 'int' and 'str'")
R(function() return "x" <= big end, "E:TypeError: '<=' not supported between instances of 'str' and 'int'")
CHECK("big == other userdata", big == io.stdout, false)

-- with the fallback installed, it gets (op, a, b) and its result is returned
setreg("py.binop_fallback", function(op, a, b) return "fb " .. op .. " " .. type(a) .. " " .. type(b) end)
CHECK("fallback +", big + "x", "fb + userdata string")
CHECK("fallback **", {} ^ big ~= nil, true)
CHECK("fallback <<", mt.__shl(big, "s"), "fb << userdata string")
CHECK("no binop fallback for <", pcall(mt.__lt, big, "s"), false)
CHECK("== is identity, never a fallback", mt.__eq(big, io.stdout), false)
CHECK("big == other userdata", big == io.stdout, false)
setreg("py.binop_fallback", nil)
setreg("py.cmp_fallback", function(op, a, b) return "cmp " .. op .. " " .. type(a) .. " " .. type(b) end)
CHECK("cmp fallback <", mt.__lt(big, "s"), "cmp < userdata string")
CHECK("cmp fallback <=", mt.__le("s", big), "cmp <= string userdata")
setreg("py.cmp_fallback", nil)

-- operators on big ints with Lua values on either side
CHECK("1 + big", num.tostring(1 + big), "18446744073709551617")
CHECK("true + big", num.tostring(true + big), "18446744073709551617")
CHECK("big * 1.5", big * 1.5, 2.7670116110564327e19)
CHECK("big / 3", big / 3, 6.148914691236517e18)
CHECK("-big // 7", num.tostring(-big // 7), "-2635249153387078803")
CHECK("big % -7", big % -7, -5)
CHECK("~big", num.tostring(~big), "-18446744073709551617")
CHECK("big >> 60", big >> 60, 16)
CHECK("big < 2.0^64", big < 2.0^64, false)
CHECK("big <= 2.0^64", big <= 2.0^64, true)
CHECK("big == big", big == num.lshift(1, 64), true)

-- booleans
CHECK("True & False", num.band(true, false), false)
CHECK("True ^ True", num.bxor(true, true), false)
CHECK("True | 2", num.bor(true, 2), 3)
CHECK("-True", num.neg(true), -1)
CHECK("~False", num.invert(false), -1)
CHECK("True << 1", num.lshift(true, 1), 2)
CHECK("round(True)", math.type(num.round(true)), "integer")

-- finalizers that do big arithmetic while results are being allocated
local a = num.pow(3, 300)
local want = num.tostring(num.mul(a, a))
local bad = 0
collectgarbage("incremental")
for i = 1, 3000 do
  setmetatable({}, {__gc = function()
    local y = num.mul(num.pow(7, 300), num.pow(11, 250))
    if num.tostring(y % 1000000007) ~= "318772630" then bad = bad + 1 end
  end})
  if num.tostring(num.mul(a, a)) ~= want then bad = bad + 1 end
  if num.tostring(num.add(a, a)) ~= num.tostring(a * 2) then bad = bad + 1 end
end
collectgarbage()
CHECK("finalizers do not disturb results", bad, 0)

-- speed sanity: factorial(1000) by a loop of big * small
local t0 = clock()
local r = 1
for _ = 1, 20 do
  r = 1
  for i = 2, 1000 do r = math.type(r) == "integer" and num.mul(r, i) or r * i end
end
local dt = clock() - t0
CHECK("loop factorial(1000)", num.eq(r, pymath.factorial(1000)), true)
io.stderr:write(string.format("  factorial(1000) by 999 multiplications: %.2f ms\n", dt / 20 * 1000))

-- the C API of objint.h
local function capi_all(x) return table.pack(capi(x)) end
local c = capi_all(num.neg(big))
CHECK("capi hex", c[1], "-10000000000000000")
CHECK("capi round trip", num.eq(c[2], -big), true)
CHECK("capi hash", c[3], -8)
CHECK("capi float", c[4], -1.8446744073709552e19)
CHECK("capi isint/isbigint", tostring(c[5]) .. tostring(c[6]), "truetrue")
c = capi_all(-42)
CHECK("capi small", c[1] .. " " .. c[2] .. " " .. c[3] .. " " .. c[4], "-2a -42 -42 -42.0")
CHECK("capi bool isint", capi_all(true)[5], false)
