-- py.num: size limit, operation budget, int_max_str_digits. Hand-written; the expected
-- values were checked with CPython 3.11 (sizes by formula where CPython would not finish).
local LIMIT = "E:MemoryError: int too large: the result would exceed 67108864 bits"

-- 10**10**7 is allowed and charges the budget in proportion to the work
budget(0)
local t0 = clock()
local x = num.pow(10, 10000000)
local t1 = clock()
CHECK("10**10**7 charges the budget", ops() > 1000000, true)
CHECK("10**10**7 bit_length", num.bit_length(x), 33219281)
CHECK("10**10**7 hash", num.hash(x), 545811691142556101)
io.stderr:write(string.format("  10**10**7: %.3fs, %d ops charged\n", t1 - t0, ops()))
CHECK("Lua tostring() has no digit limit", #tostring(num.pow(10, 5000)), 5001)
R(function() return num.tostring(x) end,
  "E:ValueError: Exceeds the limit (4300 digits) for integer string conversion; " ..
  "use sys.set_int_max_str_digits() to increase the limit", "str(10**10**7)")
x = nil

-- 10**10**10 fails at once, before any work
t0 = clock()
R(function() return num.pow(10, 10000000000) end, LIMIT, "10**10**10")
R(function() return num.pow(3, num.pow(2, 64)) end, LIMIT, "3**2**64")
CHECK("10**10**10 fails fast", clock() - t0 < 0.05, true)

-- an operation budget stops big work
budget(100000)
R(function() return num.pow(7, 3000000) end, "E:OperationLimit: operation limit exceeded",
  "budget stops 7**3000000")
budget(0)

-- the size cap on every growing operation
local half = num.lshift(1, 1 << 25)
CHECK("1 << 2**25", num.bit_length(half), (1 << 25) + 1)
CHECK("(1 << 2**25)**2", num.bit_length(num.mul(half, half)), (1 << 26) + 1)
R(function() return num.mul(num.mul(half, half), half) end, LIMIT, "cap on mul")
R(function() return num.lshift(1, 1 << 27) end, LIMIT, "cap on lshift")
R(function() return num.lshift(-5, math.maxinteger) end, LIMIT, "cap on lshift, int64 count")
R(function() return pymath.factorial(10000000) end, LIMIT, "cap on factorial")
R(function() return pymath.comb(1 << 40, 1 << 30) end, LIMIT, "cap on comb")
R(function() return num.pow(2, 1 << 26) end, LIMIT, "cap on pow")
CHECK("2**(2**26-1)", num.bit_length(num.pow(2, (1 << 26) - 1)), 1 << 26)
R(function() return num.fromstring(string.rep("f", 20000000), 16) end, LIMIT, "cap on int(s, 16)")
half = nil
CHECK("0 << huge", num.lshift(0, num.pow(2, 200)), 0)
CHECK("-1 >> huge", num.rshift(-1, num.pow(2, 200)), -1)
R(function() return num.lshift(1, num.pow(2, 200)) end, "E:OverflowError: too many digits in integer")

-- int_max_str_digits: the registry override, and 0 for no limit
local d4301 = "1" .. string.rep("0", 4300)
R(function() return num.fromstring(d4301) end,
  "E:ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 4301 " ..
  "digits; use sys.set_int_max_str_digits() to increase the limit", "int('1'+'0'*4300)")
setreg("py.int_max_str_digits", 0)
local big = num.fromstring(d4301)
CHECK("unlimited round trip", num.tostring(big), d4301)
local nines = string.rep("9", 100000)
CHECK("100000 digits round trip", num.tostring(num.fromstring(nines)) == nines, true)
setreg("py.int_max_str_digits", 1000)
R(function() return num.tostring(num.pow(10, 1000)) end,
  "E:ValueError: Exceeds the limit (1000 digits) for integer string conversion; " ..
  "use sys.set_int_max_str_digits() to increase the limit", "limit 1000, str(10**1000)")
CHECK("limit 1000, str(-10**999)", #num.tostring(-num.pow(10, 999)), 1001)
R(function() return num.fromstring(string.rep("7", 1001), 10) end,
  "E:ValueError: Exceeds the limit (1000 digits) for integer string conversion: value has 1001 " ..
  "digits; use sys.set_int_max_str_digits() to increase the limit", "limit 1000, int('7'*1001)")
CHECK("power-of-two bases are not limited", #num.tostring(num.pow(2, 5000), 2), 5001)
CHECK("power-of-two bases are not limited (parse)",
      num.bit_length(num.fromstring(string.rep("1", 5000), 2)), 5000)
setreg("py.int_max_str_digits", nil)

-- a GMP allocation beyond the run's memory budget is the MemoryError limit, not an abort;
-- the scratch it was writing is abandoned and the next operation works
local m = num.lshift(1, 1 << 23)      -- 1 MiB
maxmem(1 << 20)
R(function() return num.mul(m, m) end, "E:MemoryError: out of memory", "GMP over max_mem")
R(function() return num.pow(m, 3) end, "E:MemoryError: out of memory", "GMP over max_mem again")
maxmem(0)
CHECK("after a GMP failure", num.bit_length(num.mul(m, m)), (1 << 24) + 1)
CHECK("after a GMP failure, small", num.tostring(num.mul(num.pow(2, 70), 3)), "3541774862152233910272")
m = nil
