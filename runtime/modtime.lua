-- modtime.lua: time. The clocks, the local time zone and sleep are the host's (modtime.c:
-- the zone is read when the sandbox starts, before an MCP worker's filter closes the files);
-- gmtime and the calendar arithmetic are here; strftime/strptime share their directive tables
-- with datetime (R.time_strftime, R.time_strptime), and R.time_local / R.time_mklocal give
-- datetime the local time.
local type, getmetatable, setmetatable, rawget, rawset, select, ipairs, tostring, tonumber =
      type, getmetatable, setmetatable, rawget, rawset, select, ipairs, tostring, tonumber
local math, string, table = math, string, table
local mtype, floor, concat, unpack, format = math.type, math.floor, table.concat, table.unpack,
  string.format

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, repr = R.None, R.raise, R.typename, R.repr
local LIST, TUPLE = R.LIST, R.TUPLE

local m = {}

---------------------------------------------------------------------------------------------
-- The host's clocks (shared with datetime through R.time_now)
---------------------------------------------------------------------------------------------

local C = host.openc("time")
local now = C.time
R.time_now = now

-- the clocks are Lua functions of no parameters: given arguments, they raise CPython's
-- TypeError (R.toomany at the end; the VM does not count a C function's)
local function clock(f) return function() return f() end end
m.time, m.time_ns = clock(C.time), clock(C.time_ns)
m.perf_counter, m.perf_counter_ns = clock(C.monotonic), clock(C.monotonic_ns)
m.monotonic, m.monotonic_ns = clock(C.monotonic), clock(C.monotonic_ns)
m.process_time, m.process_time_ns = clock(C.process_time), clock(C.process_time_ns)
m.thread_time, m.thread_time_ns = clock(C.thread_time), clock(C.thread_time_ns)

-- get_clock_info(name): what CPython on Linux says of each clock (the C part reads the same
-- clock_gettime clocks)
local CLOCKS = {
  time = { "clock_gettime(CLOCK_REALTIME)", false, true },
  monotonic = { "clock_gettime(CLOCK_MONOTONIC)", true, false },
  perf_counter = { "clock_gettime(CLOCK_MONOTONIC)", true, false },
  process_time = { "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)", true, false },
  thread_time = { "clock_gettime(CLOCK_THREAD_CPUTIME_ID)", true, false },
}
m.get_clock_info = R.sig(function(name)
  if name == nil then raise("TypeError", "get_clock_info() takes exactly 1 argument (0 given)") end
  if type(name) ~= "string" then
    raise("TypeError", "get_clock_info() argument 1 must be str, not " .. R.typename(name))
  end
  local c = CLOCKS[name]
  if not c then raise("ValueError", "unknown clock") end
  return R.CALL(R.IMPORT("types").SimpleNamespace, {},
    { "implementation", c[1], "monotonic", c[2], "adjustable", c[3], "resolution", 1e-09 })
end, "get_clock_info", { "name" })

-- a number of seconds, checked as CPython's _PyTime_FromSecondsObject checks it
local function secs_float(s)
  local x
  if mtype(s) == "float" then
    x = s
    if x >= 9223372036.854775807 or x <= -9223372036.854775808 then
      raise("OverflowError", "timestamp out of range for platform time_t")
    end
  elseif mtype(s) == "integer" or type(s) == "boolean" then x = R.tofloat(s)
  elseif getmetatable(s) == R.BigMT then
    raise("OverflowError", "timestamp too large to convert to C _PyTime_t")
  elseif R.lookup(R.typeof(s), "__float__") then x = R.tofloat(s)
  else
    raise("TypeError", "'" .. typename(s) .. "' object cannot be interpreted as an integer")
  end
  if x ~= x then raise("ValueError", "Invalid value NaN (not a number)") end
  if x >= 9223372036.854775807 or x <= -9223372036.854775808 then
    raise("OverflowError", "timestamp too large to convert to C _PyTime_t")
  end
  return x
end

m.sleep = R.sig(function(s)
  if s == nil then raise("TypeError", "time.sleep() takes exactly one argument (0 given)") end
  local x = secs_float(s)
  if x < 0 then raise("ValueError", "sleep length must be non-negative") end
  C.sleep(x)
  return None
end, "sleep", { "secs" })

local tz_timezone, tz_altzone, tz_daylight, tz_std, tz_dst = C.zone()
m.timezone, m.altzone, m.daylight = tz_timezone, tz_altzone, tz_daylight
m.tzname = TUPLE({ tz_std, tz_dst })

---------------------------------------------------------------------------------------------
-- Calendar arithmetic
---------------------------------------------------------------------------------------------

local function isleap(y) return y % 4 == 0 and (y % 100 ~= 0 or y % 400 == 0) end
local DIM = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 }
local DBM = { 0 }
for i = 2, 12 do DBM[i] = DBM[i - 1] + DIM[i - 1] end
local function days_in_month(y, mo) if mo == 2 and isleap(y) then return 29 end return DIM[mo] end
local function days_before_month(y, mo) return DBM[mo] + ((mo > 2 and isleap(y)) and 1 or 0) end
local function days_before_year(y) y = y - 1; return y * 365 + y // 4 - y // 100 + y // 400 end
local function ymd2ord(y, mo, d) return days_before_year(y) + days_before_month(y, mo) + d end
local DI400Y, DI100Y, DI4Y = days_before_year(401), days_before_year(101), days_before_year(5)
local function ord2ymd(n)
  n = n - 1
  local n400 = n // DI400Y; n = n % DI400Y
  local year = n400 * 400 + 1
  local n100 = n // DI100Y; n = n % DI100Y
  local n4 = n // DI4Y; n = n % DI4Y
  local n1 = n // 365; n = n % 365
  year = year + n100 * 100 + n4 * 4 + n1
  if n1 == 4 or n100 == 4 then return year - 1, 12, 31 end
  local leap = n1 == 3 and (n4 ~= 24 or n100 == 3)
  local month = (n + 50) >> 5
  local preceding = DBM[month] + ((month > 2 and leap) and 1 or 0)
  if preceding > n then
    month = month - 1
    preceding = preceding - (DIM[month] + ((month == 2 and leap) and 1 or 0))
  end
  return year, month, n - preceding + 1
end
R.cal = { isleap = isleap, days_in_month = days_in_month, days_before_month = days_before_month,
          days_before_year = days_before_year, ymd2ord = ymd2ord, ord2ymd = ord2ymd }
local EPOCH_ORD = ymd2ord(1970, 1, 1)

---------------------------------------------------------------------------------------------
-- struct_time
---------------------------------------------------------------------------------------------

local FIELDS = { "tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday",
                 "tm_yday", "tm_isdst" }
local fidx = {}
for i, f in ipairs(FIELDS) do fidx[f] = i end
local zones = setmetatable({}, { __mode = "k" }) -- struct_time -> { tm_zone, tm_gmtoff }
local struct_time = R.CLASS("struct_time", { R.tuple_t }, nil, function(ns)
  ns.__module__ = "time"
  ns.n_fields, ns.n_sequence_fields, ns.n_unnamed_fields = 11, 9, 0
  ns.__repr__ = function(self)
    local parts = {}
    for i, f in ipairs(FIELDS) do parts[i] = f .. "=" .. repr(self[i]) end
    return "time.struct_time(" .. concat(parts, ", ") .. ")"
  end
end)
local stmeta, stflat = struct_time["#meta"], struct_time["#flat"]
stmeta.__index = function(o, k)
  local i = fidx[k]
  if i then return o[i] end
  if k == "tm_zone" or k == "tm_gmtoff" then
    local z = zones[o]
    if z then return k == "tm_zone" and z[1] or z[2] end
    return None
  end
  return stflat[k]
end
stmeta.__newindex = function() raise("AttributeError", "readonly attribute") end
stmeta["#getslice"] = function(o, lo, hi, st) return R.GSL(TUPLE({ unpack(o) }), lo, hi, st) end
struct_time["#call"] = function(t, seq)
  local a = R.toarray(seq)
  if #a ~= 9 then
    raise("TypeError", "time.struct_time() takes a 9-sequence (" .. #a .. "-sequence given)")
  end
  return setmetatable(a, stmeta)
end
m.struct_time = struct_time

local function mkstruct(y, mo, d, h, mi, s, wday, yday, dst, zone, gmtoff)
  local st = setmetatable({ y, mo, d, h, mi, s, wday, yday, dst or 0 }, stmeta)
  if zone then zones[st] = { zone, gmtoff } end
  return st
end
R.time_struct = mkstruct

-- a timestamp argument as an integer number of seconds, floored (CPython's
-- _PyTime_ObjectToTime_t with _PyTime_ROUND_FLOOR)
local function secs_arg(secs)
  if secs == nil or secs == None then return floor(now()) end
  if mtype(secs) == "integer" then return secs end
  if type(secs) == "boolean" then return secs and 1 or 0 end
  if getmetatable(secs) == R.BigMT then
    raise("OverflowError", "timestamp out of range for platform time_t")
  end
  if mtype(secs) ~= "float" then
    if R.lookup(R.typeof(secs), "__float__") then secs = R.tofloat(secs)
    else
      raise("TypeError", "'" .. typename(secs) .. "' object cannot be interpreted as an integer")
    end
  end
  if secs ~= secs then raise("ValueError", "Invalid value NaN (not a number)") end
  local it = math.tointeger(floor(secs))
  if not it or it > 67767976233316800 or it < -67768040609740800 then
    raise("OverflowError", "timestamp out of range for platform time_t")
  end
  return it
end
R.time_secs = secs_arg

local function gmtime(secs)
  local it = secs_arg(secs)
  local days = it // 86400
  local rem = it - days * 86400
  local y, mo, d = ord2ymd(days + EPOCH_ORD)
  local ord = days + EPOCH_ORD
  return mkstruct(y, mo, d, rem // 3600, rem % 3600 // 60, rem % 60, (ord + 6) % 7,
    days_before_month(y, mo) + d, 0, "GMT", 0)
end
m.gmtime = R.sig(gmtime, "gmtime", { "secs" }, { nrequired = 0 })

-- the local time of an integer timestamp: y, mo, d, h, mi, s, wday, yday, isdst, gmtoff, zone
local clocal = C.localtime
R.time_local = clocal
local function localtime(secs)
  local y, mo, d, h, mi, s, wd, yd, dst, off, zone = clocal(secs_arg(secs))
  return mkstruct(y, mo, d, h, mi, s, wd, yd, dst, zone, off)
end
m.localtime = R.sig(localtime, "localtime", { "secs" }, { nrequired = 0 })
-- the timestamp of a local wall time (fields normalised as C's mktime; isdst -1: the zone's)
R.time_mklocal = C.mktime

local function fields_of(t)
  if t == nil or t == None then return localtime() end
  local a = R.toarray(t)
  if #a ~= 9 then raise("TypeError", "function takes exactly 9 arguments (" .. #a .. " given)") end
  return a
end

m.mktime = R.sig(function(t)
  if t == nil then raise("TypeError", "time.mktime() takes exactly one argument (0 given)") end
  local a = fields_of(t)
  local f = {}
  for i = 1, 9 do
    local v = a[i]
    if mtype(v) ~= "integer" then
      if type(v) == "boolean" then v = v and 1 or 0
      elseif mtype(v) == "float" then raise("TypeError", "'float' object cannot be interpreted as an integer")
      else v = R.index(v) end
      if mtype(v) ~= "integer" then raise("OverflowError", "Python int too large to convert to C int") end
    end
    f[i] = v
  end
  return C.mktime(f[1], f[2], f[3], f[4], f[5], f[6], f[9]) + 0.0
end, "mktime", { "t" })

---------------------------------------------------------------------------------------------
-- strftime / strptime
---------------------------------------------------------------------------------------------

local DAYS = { "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday" }
local MONTHS = { "January", "February", "March", "April", "May", "June", "July", "August",
                 "September", "October", "November", "December" }

-- ISO year, week, weekday of a proleptic ordinal
local function isocal(y, ord)
  local function week1(yr)
    local first = ymd2ord(yr, 1, 1)
    local wd = (first + 6) % 7
    local monday = first - wd
    if wd > 3 then monday = monday + 7 end
    return monday
  end
  local w1 = week1(y)
  if ord < w1 then y = y - 1; w1 = week1(y)
  else
    local nxt = week1(y + 1)
    if ord >= nxt then y = y + 1; w1 = nxt end
  end
  local d = ord - w1
  return y, d // 7 + 1, d % 7 + 1
end
R.time_isocal = isocal

-- a conversion's text r under glibc's flags and width (%-d: 5, %_m: " 3", %^a: TUE, %10B)
local NUMERIC = {}
for ch in ("CdegGHIjklmMsSuUVwWyY"):gmatch(".") do NUMERIC[ch] = true end
local function strftime_flags(r, dch, flags, width)
  local numeric = NUMERIC[dch]
  if numeric then
    if flags:find("-", 1, true) then r = r:gsub("^[0 ]+(%d)", "%1")
    elseif flags:find("_", 1, true) then r = r:gsub("^(0+)(%d)", function(z, d) return (" "):rep(#z) .. d end)
    elseif flags:find("0", 1, true) then r = r:gsub("^ +", function(sp) return ("0"):rep(#sp) end) end
  end
  if flags:find("^", 1, true) then r = r:upper()
  elseif flags:find("#", 1, true) then
    if dch == "p" or dch == "Z" then r = r:lower() else r = r:upper() end
  end
  local w = tonumber(width)
  if w and w > #r then
    local pad = (numeric and not flags:find("[-_]")) and "0" or " "
    if flags:find("0", 1, true) then pad = "0" end
    if pad == "0" and r:sub(1, 1) == "-" then r = "-" .. ("0"):rep(w - #r) .. r:sub(2)
    else r = pad:rep(w - #r) .. r end
  end
  return r
end

-- f: { year, month, day, hour, minute, second, microsecond, utcoffset (seconds or nil), tzname }
local function strftime(fmt, f)
  local y, mo, d, h, mi, s, us = f[1], f[2], f[3], f[4], f[5], f[6], f[7] or 0
  local ord = ymd2ord(y, mo, d)
  local wd = (ord + 6) % 7 -- Monday 0
  local yday = days_before_month(y, mo) + d
  local out = {}
  local i, n = 1, #fmt
  while i <= n do
    local c = fmt:sub(i, i)
    if c ~= "%" or i == n then
      out[#out + 1] = c
      i = i + 1
    else
      -- glibc's flags (- no padding, _ spaces, 0 zeros, ^ upper case, # swapped case), a
      -- width and the E and O modifiers, before the conversion
      local flags, width, j = fmt:match("^([-_0^#]*)(%d*)[EO]?()", i + 1)
      local dch = fmt:sub(j, j)
      if dch == "" then -- an unfinished directive: as it is
        out[#out + 1] = fmt:sub(i)
        break
      end
      local whole = fmt:sub(i, j)
      i = j + 1
      local r
      if dch == "Y" then r = y >= 1000 and tostring(y) or tostring(y)
      elseif dch == "m" then r = format("%02d", mo)
      elseif dch == "d" then r = format("%02d", d)
      elseif dch == "e" then r = format("%2d", d)
      elseif dch == "H" then r = format("%02d", h)
      elseif dch == "I" then r = format("%02d", (h % 12 == 0) and 12 or h % 12)
      elseif dch == "M" then r = format("%02d", mi)
      elseif dch == "S" then r = format("%02d", s)
      elseif dch == "f" then r = format("%06d", us)
      elseif dch == "y" then r = format("%02d", y % 100)
      elseif dch == "C" then r = format("%02d", y // 100)
      elseif dch == "p" then r = h < 12 and "AM" or "PM"
      elseif dch == "a" then r = DAYS[wd + 1]:sub(1, 3)
      elseif dch == "A" then r = DAYS[wd + 1]
      elseif dch == "b" or dch == "h" then r = MONTHS[mo]:sub(1, 3)
      elseif dch == "B" then r = MONTHS[mo]
      elseif dch == "j" then r = format("%03d", yday)
      elseif dch == "w" then r = tostring((wd + 1) % 7)
      elseif dch == "u" then r = tostring(wd + 1)
      elseif dch == "U" then r = format("%02d", (yday + 6 - (wd + 1) % 7) // 7)
      elseif dch == "W" then r = format("%02d", (yday + 6 - wd) // 7)
      elseif dch == "G" then r = tostring((isocal(y, ord)))
      elseif dch == "g" then r = format("%02d", isocal(y, ord) % 100)
      elseif dch == "k" then r = format("%2d", h)
      elseif dch == "l" then r = format("%2d", (h % 12 == 0) and 12 or h % 12)
      elseif dch == "P" then r = h < 12 and "am" or "pm"
      elseif dch == "r" then
        r = format("%02d:%02d:%02d %s", (h % 12 == 0) and 12 or h % 12, mi, s, h < 12 and "AM" or "PM")
      elseif dch == "V" then local _, w = isocal(y, ord); r = format("%02d", w)
      elseif dch == "z" then
        local off = f[8]
        if off == nil then r = ""
        else
          local sign = off < 0 and "-" or "+"
          off = off < 0 and -off or off
          r = format("%s%02d%02d", sign, off // 3600, off % 3600 // 60)
          if off % 60 ~= 0 then r = r .. format("%02d", off % 60) end
        end
      elseif dch == "Z" then r = f[9] or ""
      elseif dch == "c" then
        r = format("%s %s %2d %02d:%02d:%02d %d", DAYS[wd + 1]:sub(1, 3), MONTHS[mo]:sub(1, 3), d, h, mi, s, y)
      elseif dch == "x" then r = format("%02d/%02d/%02d", mo, d, y % 100)
      elseif dch == "X" then r = format("%02d:%02d:%02d", h, mi, s)
      elseif dch == "D" then r = format("%02d/%02d/%02d", mo, d, y % 100)
      elseif dch == "F" then r = format("%d-%02d-%02d", y, mo, d)
      elseif dch == "T" then r = format("%02d:%02d:%02d", h, mi, s)
      elseif dch == "R" then r = format("%02d:%02d", h, mi)
      elseif dch == "n" then r = "\n"
      elseif dch == "t" then r = "\t"
      elseif dch == "%" then r = "%"
      else r = nil end
      if r == nil then r = whole -- not a conversion: as it is
      elseif flags ~= "" or width ~= "" then r = strftime_flags(r, dch, flags, width) end
      out[#out + 1] = r
    end
  end
  return concat(out)
end
R.time_strftime = strftime

local function lower(s) return s:lower() end

-- the alternatives of CPython's _strptime regexes for the numeric fields, in its order
local MONTH_NUM = { "1[0-2]", "0[1-9]", "[1-9]" }
local DAY_NUM = { "3[01]", "[12]%d", "0[1-9]", "[1-9]", " [1-9]" }
local HOUR24 = { "2[0-3]", "[01]%d", "%d" }
local MINUTE = { "[0-5]%d", "%d" }
local SECOND = { "6[01]", "[0-5]%d", "%d" }
local WEEK = { "5[0-3]", "[0-4]%d", "%d" }
local YDAY = { "36[0-6]", "3[0-5]%d", "[12]%d%d", "0[1-9]%d", "00[1-9]", "[1-9]%d", "0[1-9]", "[1-9]" }

-- strptime(s, fmt) -> { year, month, day, hour, minute, second, microsecond, utcoffset|nil,
-- weekday|nil, yday|nil }
local function strptime(data, fmt)
  local pos = 1
  local y, mo, d, h, mi, s, us = 1900, 1, 1, 0, 0, 0, 0
  local ampm, h12, off, wday, yday, woy, woy_mon
  local function nomatch()
    raise("ValueError", "time data " .. repr(data) .. " does not match format " .. repr(fmt))
  end
  local function digits(maxn, minn)
    local j = pos
    while j < pos + maxn and data:byte(j) and data:byte(j) >= 48 and data:byte(j) <= 57 do j = j + 1 end
    if j - pos < (minn or 1) then nomatch() end
    local v = tonumber(data:sub(pos, j - 1))
    pos = j
    return v
  end
  -- a field as CPython's _strptime regex spells it: the first alternative that matches here
  -- (so "%M" takes "6" of "61" and leaves "1" unconverted)
  local function alt(pats)
    for k = 1, #pats do
      local e = select(2, data:find("^" .. pats[k], pos))
      if e then
        local v = tonumber(data:sub(pos, e))
        pos = e + 1
        return v
      end
    end
    nomatch()
  end
  local function name(list, short)
    local low = lower(data:sub(pos))
    for k, full in ipairs(list) do
      local l = lower(full)
      if low:sub(1, #l) == l then pos = pos + #l; return k end
    end
    for k, full in ipairs(list) do
      local l = lower(full:sub(1, 3))
      if low:sub(1, 3) == l then pos = pos + 3; return k end
    end
    nomatch()
  end
  local i, n = 1, #fmt
  -- a % that ends the format (after %%s): CPython's "stray %"
  if fmt:gsub("%%%%", ""):sub(-1) == "%" then
    raise("ValueError", "stray % in format '" .. fmt .. "'")
  end
  while i <= n do
    local c = fmt:sub(i, i)
    if c == "%" and i < n then
      local dch = fmt:sub(i + 1, i + 1)
      i = i + 2
      if dch == "Y" then y = digits(4, 4)
      elseif dch == "y" then
        local v = digits(2, 2)
        y = v < 69 and 2000 + v or 1900 + v
      elseif dch == "m" then mo = alt(MONTH_NUM)
      elseif dch == "d" or dch == "e" then d = alt(DAY_NUM)
      elseif dch == "H" then h = alt(HOUR24)
      elseif dch == "I" then h12 = alt(MONTH_NUM)
      elseif dch == "M" then mi = alt(MINUTE)
      elseif dch == "S" then s = alt(SECOND)
      elseif dch == "f" then
        local j = pos
        local v = digits(6)
        local len = pos - j
        us = v * 10 ^ (6 - len) // 1
        us = math.tointeger(us) or us
      elseif dch == "j" then yday = alt(YDAY)
      elseif dch == "U" or dch == "W" then woy, woy_mon = alt(WEEK), dch == "W"
      elseif dch == "p" then
        local two = lower(data:sub(pos, pos + 1))
        if two == "am" then ampm = 0 elseif two == "pm" then ampm = 12 else nomatch() end
        pos = pos + 2
      elseif dch == "b" or dch == "B" or dch == "h" then mo = name(MONTHS)
      elseif dch == "a" or dch == "A" then wday = name(DAYS) - 1
      elseif dch == "w" then wday = (alt({ "[0-6]" }) + 6) % 7
      elseif dch == "z" then
        local sign = data:sub(pos, pos)
        if sign == "Z" then off = 0; pos = pos + 1
        else
          if sign ~= "+" and sign ~= "-" then nomatch() end
          pos = pos + 1
          local hh = digits(2, 2)
          if data:sub(pos, pos) == ":" then pos = pos + 1 end
          local mm = digits(2, 2)
          local ss = 0
          if data:sub(pos, pos):match("[:%d]") then
            if data:sub(pos, pos) == ":" then pos = pos + 1 end
            ss = digits(2, 2)
          end
          off = hh * 3600 + mm * 60 + ss
          if sign == "-" then off = -off end
        end
      elseif dch == "Z" then
        local z = data:sub(pos):match("^%a+")
        if not z then nomatch() end
        pos = pos + #z
      elseif dch == "%" then
        if data:sub(pos, pos) ~= "%" then nomatch() end
        pos = pos + 1
      else
        raise("ValueError", "'" .. dch .. "' is a bad directive in format '" .. fmt .. "'")
      end
    elseif c:match("%s") then
      -- whitespace in the format is CPython's \s+: at least one
      while fmt:sub(i, i):match("^%s$") do i = i + 1 end
      if not data:sub(pos, pos):match("^%s$") then nomatch() end
      while data:sub(pos, pos):match("^%s$") do pos = pos + 1 end
    else
      if data:sub(pos, pos) ~= c then nomatch() end
      pos = pos + 1
      i = i + 1
    end
  end
  if pos <= #data then raise("ValueError", "unconverted data remains: " .. data:sub(pos)) end
  if h12 then
    if ampm then h = h12 % 12 + ampm else h = h12 end
  end
  if woy and wday and not yday then -- CPython's _calc_julian_from_U_or_W
    local first, dow = (ymd2ord(y, 1, 1) + 6) % 7, wday
    if not woy_mon then first, dow = (first + 1) % 7, (dow + 1) % 7 end
    local julian
    if woy == 0 then julian = 1 + dow - first
    else julian = 1 + (7 - first) % 7 + 7 * (woy - 1) + dow end
    if julian <= 0 then
      y = y - 1
      julian = julian + ymd2ord(y + 1, 1, 1) - ymd2ord(y, 1, 1)
    end
    y, mo, d = ord2ymd(ymd2ord(y, 1, 1) + julian - 1)
  end
  if yday and mo == 1 and d == 1 then
    y, mo, d = ord2ymd(ymd2ord(y, 1, 1) + yday - 1)
  end
  if mo < 1 or mo > 12 or d < 1 or d > days_in_month(y, mo) or h > 23 or mi > 59 or s > 61 then
    if mo >= 1 and mo <= 12 and d > days_in_month(y, mo) then
      raise("ValueError", "day is out of range for month")
    end
    nomatch()
  end
  return { y, mo, d, h, mi, s, us, off, wday, yday }
end
R.time_strptime = strptime

m.strftime = R.sig(function(fmt, t)
  if fmt == nil then raise("TypeError", "strftime() takes at least 1 argument (0 given)") end
  if type(fmt) ~= "string" then raise("TypeError", "strftime() argument 1 must be str, not " .. typename(fmt)) end
  local a = fields_of(t)
  local z = t ~= nil and zones[t] or zones[a]
  local zone, off
  if z then zone, off = z[1], z[2]
  else
    local dst = a[9]
    zone = (dst == 0 and m.tzname[1]) or ((mtype(dst) == "integer" and dst > 0) and m.tzname[2]) or ""
    off = 0
  end
  if zone == None then zone = "" end
  if off == None then off = 0 end
  return strftime(fmt, { a[1], a[2], a[3], a[4], a[5], a[6], 0, off, zone })
end, "strftime", { "format", "t" }, { nrequired = 1 })

m.strptime = R.sig(function(data, fmt)
  if data == nil then
    raise("TypeError", "_strptime_time() missing 1 required positional argument: 'data_string'")
  end
  if fmt == nil then fmt = "%a %b %d %H:%M:%S %Y" end
  local r = strptime(data, fmt)
  local ord = ymd2ord(r[1], r[2], r[3])
  return mkstruct(r[1], r[2], r[3], r[4], r[5], r[6], (ord + 6) % 7,
    days_before_month(r[1], r[2]) + r[3], -1)
end, "strptime", { "data_string", "format" }, { nrequired = 1 })

local function asctime(a)
  local ord = ymd2ord(a[1], a[2], a[3])
  return format("%s %s %2d %02d:%02d:%02d %d", DAYS[(ord + 6) % 7 + 1]:sub(1, 3),
    MONTHS[a[2]]:sub(1, 3), a[3], a[4], a[5], a[6], a[1])
end
m.asctime = R.sig(function(t) return asctime(fields_of(t)) end, "asctime", { "t" }, { nrequired = 0 })
m.ctime = R.sig(function(secs) return asctime(localtime(secs)) end, "ctime", { "secs" }, { nrequired = 0 })

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "asctime", "atmost", 1, "asctime" }, { "mktime", "one", 1, "time.mktime" },
  { "gmtime", "most", 1, "gmtime" }, { "localtime", "most", 1, "localtime" },
  { "ctime", "most", 1, "ctime" }, { "get_clock_info", "exactly", 1, "get_clock_info" },
  { "monotonic", "none", 0, "time.monotonic" },
  { "monotonic_ns", "none", 0, "time.monotonic_ns" },
  { "perf_counter", "none", 0, "time.perf_counter" },
  { "perf_counter_ns", "none", 0, "time.perf_counter_ns" },
  { "process_time", "none", 0, "time.process_time" },
  { "process_time_ns", "none", 0, "time.process_time_ns" }, { "sleep", "one", 1, "time.sleep" },
  { "strftime", "most", 2, "strftime" }, { "strptime", "py", 2, "_strptime_time", 1 },
  { "thread_time", "none", 0, "time.thread_time" },
  { "thread_time_ns", "none", 0, "time.thread_time_ns" }, { "time", "none", 0, "time.time" },
  { "time_ns", "none", 0, "time.time_ns" }, { "tzset", "none", 0, "time.tzset" },
})
return m
end
