-- TEMPORARY: stands in for the C module py.num until runtime/objint.c lands. Not exact.
local mtype, floor, format, tostring, tonumber, error = math.type, math.floor, string.format, tostring, tonumber, error
return function(R, host)
local N = {}
local function b(x) if x == true then return 1 elseif x == false then return 0 end return x end
local function ok(x) local t = type(x) return t == "number" or t == "boolean" end
N.add = function(a, c) if not (ok(a) and ok(c)) then return nil end return b(a) + b(c) end
N.sub = function(a, c) if not (ok(a) and ok(c)) then return nil end return b(a) - b(c) end
N.mul = function(a, c) if not (ok(a) and ok(c)) then return nil end return b(a) * b(c) end
N.truediv = function(a, c) if not (ok(a) and ok(c)) then return nil end a, c = b(a), b(c) if c == 0 then R.raise("ZeroDivisionError", "division by zero") end return a / c end
N.floordiv = function(a, c) if not (ok(a) and ok(c)) then return nil end a, c = b(a), b(c) if c == 0 then R.raise("ZeroDivisionError", "integer division or modulo by zero") end return a // c end
N.mod = function(a, c) if not (ok(a) and ok(c)) then return nil end a, c = b(a), b(c) if c == 0 then R.raise("ZeroDivisionError", "integer division or modulo by zero") end return a % c end
N.pow = function(a, c, m) if not (ok(a) and ok(c)) then return nil end a, c = b(a), b(c)
  if mtype(a) == "integer" and mtype(c) == "integer" and c >= 0 then local r = 1 for _ = 1, c do r = r * a if m then r = r % m end end return r end
  return a ^ c end
N.divmod = function(a, c) return N.floordiv(a, c), N.mod(a, c) end
N.neg = function(a) return -b(a) end
N.pos = function(a) return b(a) end
N.abs = function(a) a = b(a) return a < 0 and -a or a end
N.invert = function(a) return ~b(a) end
N.lshift = function(a, c) if not (ok(a) and ok(c)) then return nil end return b(a) << b(c) end
N.rshift = function(a, c) if not (ok(a) and ok(c)) then return nil end return b(a) >> b(c) end
N.band = function(a, c) if not (ok(a) and ok(c)) then return nil end if type(a) == "boolean" and type(c) == "boolean" then return a and c end return b(a) & b(c) end
N.bor = function(a, c) if not (ok(a) and ok(c)) then return nil end if type(a) == "boolean" and type(c) == "boolean" then return a or c end return b(a) | b(c) end
N.bxor = function(a, c) if not (ok(a) and ok(c)) then return nil end if type(a) == "boolean" and type(c) == "boolean" then return a ~= c end return b(a) ~ b(c) end
N.eq = function(a, c) return b(a) == b(c) end
N.lt = function(a, c) return b(a) < b(c) end
N.le = function(a, c) return b(a) <= b(c) end
N.hash = function(x) x = b(x) if mtype(x) == "integer" then return x end if x == floor(x) then return floor(x) end return floor(x * 1000003) end
N.tostring = function(x, base) x = b(x) base = base or 10 if base == 10 then return tostring(x) end
  local digits = "0123456789abcdefghijklmnopqrstuvwxyz" local neg = x < 0 if neg then x = -x end local s = "" repeat local d = x % base s = digits:sub(d+1,d+1) .. s x = x // base until x == 0 return (neg and "-" or "") .. s end
N.fromstring = function(s, base) local v = tonumber((s:gsub("_", ""):gsub("^%s+", ""):gsub("%s+$", "")), base) if not v or mtype(v) ~= "integer" then R.raise("ValueError", "invalid literal for int() with base " .. base .. ": " .. R.repr(s)) end return v end
N.float_fromstring = function(s) local v = tonumber(s) if not v then R.raise("ValueError", "could not convert string to float: " .. R.repr(s)) end return v + 0.0 end
N.float_repr = function(x)
  if x ~= x then return "nan" elseif x == math.huge then return "inf" elseif x == -math.huge then return "-inf" end
  local s
  for p = 1, 17 do s = format("%." .. p .. "g", x) if tonumber(s) == x then break end end
  if s:find("e") then
    local m, e = s:match("^(.-)e(.*)$") local ei = tonumber(e)
    if ei >= -4 and ei < 16 then s = format("%.17g", x) else return m .. "e" .. (ei < 0 and "-" or "+") .. format("%02d", math.abs(ei)) end
  end
  if not s:find("[%.e]") then s = s .. ".0" end
  return s end
N.tofloat = function(x) return b(x) + 0.0 end
N.toint = function(x) x = b(x) if mtype(x) == "integer" then return x end local i = math.tointeger(x < 0 and math.ceil(x) or floor(x)) return i end
N.round = function(x, nd) x = b(x) if nd == nil then local f = floor(x) local d = x - f if d > 0.5 or (d == 0.5 and f % 2 == 1) then f = f + 1 end return math.tointeger(f) end
  local m = 10.0 ^ nd return tonumber(format("%." .. math.max(nd, 0) .. "f", x)) end
N.bit_length = function(x) x = b(x) if x < 0 then x = -x end local n = 0 while x > 0 do x = x >> 1 n = n + 1 end return n end
N.bit_count = function(x) x = b(x) if x < 0 then x = -x end local n = 0 while x > 0 do n = n + (x & 1) x = x >> 1 end return n end
N.gcd = function(a, c) a, c = math.abs(b(a)), math.abs(b(c)) while c ~= 0 do a, c = c, a % c end return a end
N.lcm = function(a, c) if a == 0 or c == 0 then return 0 end return math.abs(a * c) // N.gcd(a, c) end
N.isqrt = function(n) local r = floor(math.sqrt(n)) while r * r > n do r = r - 1 end while (r+1)*(r+1) <= n do r = r + 1 end return r end
N.factorial = function(n) if n < 0 then R.raise("ValueError", "factorial() not defined for negative values") end local r = 1 for i = 2, n do r = r * i end return r end
N.comb = function(n, k) if k > n then return 0 end local r = 1 for i = 1, k do r = r * (n - i + 1) // i end return r end
N.perm = function(n, k) if k > n then return 0 end local r = 1 for i = 0, k - 1 do r = r * (n - i) end return r end
return N
end
