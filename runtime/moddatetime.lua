-- moddatetime.lua: datetime after CPython's Lib/datetime.py: date, time, datetime, timedelta,
-- tzinfo and fixed-offset timezone (timezone.utc). now()/today() read the host's clock, and
-- local time is the host's zone, through the time module (R.time_now, R.time_local: see
-- modtime.c), with CPython's algorithms for naive timestamps (_mktime) and astimezone(). timedelta arithmetic is exact in
-- microseconds; constructing a timedelta from floats rounds the fractional microseconds
-- half-to-even once (CPython carries the fractions more carefully: rare last-digit differences).
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, ipairs, tostring,
      tonumber, error = type, getmetatable, setmetatable, rawget, rawset, rawequal, select,
      ipairs, tostring, tonumber, error
local math, string, table = math, string, table
local mtype, floor, format, concat = math.type, math.floor, string.format, table.concat

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, repr, isinstance = R.None, R.raise, R.typename, R.repr, R.isinstance
local TUPLE, NotImplemented = R.TUPLE, R.NotImplemented
local timemod = R.IMPORT("time")
local cal = R.cal
local ymd2ord, ord2ymd, days_in_month = cal.ymd2ord, cal.ord2ymd, cal.days_in_month
local strftime, strptime, isocal = R.time_strftime, R.time_strptime, R.time_isocal

local m = {}
m.MINYEAR, m.MAXYEAR = 1, 9999
local MAXORDINAL = 3652059
local EPOCH_ORD = ymd2ord(1970, 1, 1)

local function cm(f) return setmetatable({ f = f }, R.ClassMT) end
-- a METH_O classmethod called without its argument
local function one_arg(name) raise("TypeError", name .. "() takes exactly one argument (0 given)") end
local function int(x, name)
  if mtype(x) == "integer" then return x end
  if mtype(x) == "float" then
    raise("TypeError", "'float' object cannot be interpreted as an integer")
  end
  if x == nil then return nil end
  local v = R.index(x)
  if v == nil then raise("OverflowError", "Python int too large to convert to C int") end
  return v
end

-- round half to even
local function round_even(x)
  local f = floor(x)
  local d = x - f
  if d > 0.5 or (d == 0.5 and f % 2 == 1) then f = f + 1 end
  return math.tointeger(f) or f
end

---------------------------------------------------------------------------------------------
-- timedelta
---------------------------------------------------------------------------------------------

local timedelta, tdmeta
local function mktd(d, s, us)
  -- normalise: 0 <= us < 10**6, 0 <= s < 86400
  if us < 0 or us >= 1000000 then s = s + us // 1000000; us = us % 1000000 end
  if s < 0 or s >= 86400 then d = d + s // 86400; s = s % 86400 end
  if d > 999999999 or d < -999999999 then
    raise("OverflowError", format("days=%d; must have magnitude <= 999999999", d))
  end
  return setmetatable({ days = d, seconds = s, microseconds = us }, tdmeta)
end

-- total microseconds as a Python int
local function td_us(td)
  local d = td.days
  if d < 100000 and d > -100000 then return (d * 86400 + td.seconds) * 1000000 + td.microseconds end
  return R.ADD(R.MUL(R.ADD(R.MUL(d, 86400), td.seconds), 1000000), td.microseconds)
end
local function td_from_us(us)
  if mtype(us) == "integer" then return mktd(0, 0, us) end
  local d = R.FLOORDIV(us, 86400000000)
  local rest = R.MOD(us, 86400000000)
  d = int(d)
  return mktd(d, 0, rest)
end

local function is_td(x) return getmetatable(x) == tdmeta or (type(x) == "table" and isinstance(x, timedelta)) end

local TD_PARAMS = { "self", "days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks" }
local TD_FACTORS = { 86400000000, 1000000, 1, 1000, 60000000, 3600000000, 604800000000 }

local function td_init(self, ...)
  local iacc, facc = 0, 0.0
  for i = 1, 7 do
    local v = select(i, ...)
    if v ~= nil then
      local f = TD_FACTORS[i]
      if mtype(v) == "integer" or type(v) == "boolean" then
        if type(v) == "boolean" then v = v and 1 or 0 end
        iacc = R.ADD(iacc, R.MUL(v, f))
      elseif mtype(v) == "float" then
        local ip = v >= 0 and floor(v) or -floor(-v)
        local ii = math.tointeger(ip)
        if ii then iacc = R.ADD(iacc, R.MUL(ii, f)); facc = facc + (v - ip) * f
        else facc = facc + v * f end
      elseif R.BigMT and getmetatable(v) == R.BigMT then
        iacc = R.ADD(iacc, R.MUL(v, f))
      else
        raise("TypeError", "unsupported type for timedelta " .. TD_PARAMS[i + 1] ..
          " component: " .. typename(v))
      end
    end
  end
  if facc ~= 0 then
    if facc ~= facc or facc == math.huge or facc == -math.huge then
      raise("ValueError", "cannot convert float " .. repr(facc) .. " to integer")
    end
    -- half-way: to even as the whole sum is (CPython's delta_new looks at the int part's parity)
    local f = floor(facc)
    local w
    if facc - f == 0.5 then
      local odd = R.MOD(iacc, 2) == 1
      w = (f % 2 == 0) == not odd and f or f + 1
      w = math.tointeger(w) or w
    else
      w = round_even(facc)
    end
    iacc = R.ADD(iacc, w)
  end
  local t = td_from_us(iacc)
  rawset(self, "days", t.days); rawset(self, "seconds", t.seconds)
  rawset(self, "microseconds", t.microseconds)
  return None
end

local function td_cmp(a, b)
  if a.days ~= b.days then return a.days < b.days and -1 or 1 end
  if a.seconds ~= b.seconds then return a.seconds < b.seconds and -1 or 1 end
  if a.microseconds ~= b.microseconds then return a.microseconds < b.microseconds and -1 or 1 end
  return 0
end

local function td_str(td)
  local d, s, us = td.days, td.seconds, td.microseconds
  local mm, ss = s // 60, s % 60
  local hh
  hh, mm = mm // 60, mm % 60
  local r = format("%d:%02d:%02d", hh, mm, ss)
  if d ~= 0 then
    r = format("%d day%s, ", d, (d == 1 or d == -1) and "" or "s") .. r
  end
  if us ~= 0 then r = r .. format(".%06d", us) end
  return r
end

local function to_number(x)
  if mtype(x) or type(x) == "boolean" or (R.BigMT and getmetatable(x) == R.BigMT) then return true end
  return false
end

timedelta = R.CLASS("timedelta", {}, nil, function(ns)
  ns.__module__ = "datetime"
  ns.__init__ = R.sig(td_init, "timedelta", TD_PARAMS, { nrequired = 1 })
  ns.total_seconds = function(self)
    local us = td_us(self)
    if mtype(us) == "integer" then return us / 1000000 end
    return R.TRUEDIV(us, 1000000)
  end
  ns.__repr__ = function(self)
    local args = {}
    if self.days ~= 0 then args[#args + 1] = "days=" .. self.days end
    if self.seconds ~= 0 then args[#args + 1] = "seconds=" .. self.seconds end
    if self.microseconds ~= 0 then args[#args + 1] = "microseconds=" .. self.microseconds end
    if #args == 0 then args[1] = "0" end
    return typename(self) .. "(" .. concat(args, ", ") .. ")"
  end
  ns.__str__ = td_str
  ns.__add__ = function(a, b)
    if not is_td(b) then return NotImplemented end
    return mktd(a.days + b.days, a.seconds + b.seconds, a.microseconds + b.microseconds)
  end
  ns.__radd__ = ns.__add__
  ns.__sub__ = function(a, b)
    if not is_td(b) then return NotImplemented end
    return mktd(a.days - b.days, a.seconds - b.seconds, a.microseconds - b.microseconds)
  end
  ns.__rsub__ = function(a, b)
    if not is_td(b) then return NotImplemented end
    return mktd(b.days - a.days, b.seconds - a.seconds, b.microseconds - a.microseconds)
  end
  ns.__neg__ = function(a) return mktd(-a.days, -a.seconds, -a.microseconds) end
  ns.__pos__ = function(a) return a end
  ns.__abs__ = function(a) if a.days < 0 then return mktd(-a.days, -a.seconds, -a.microseconds) end return a end
  ns.__mul__ = function(a, k)
    if mtype(k) == "integer" or type(k) == "boolean" or (R.BigMT and getmetatable(k) == R.BigMT) then
      return td_from_us(R.MUL(td_us(a), k))
    elseif mtype(k) == "float" then
      local us = td_us(a)
      return td_from_us(round_even(R.tofloat(us) * k))
    end
    return NotImplemented
  end
  ns.__rmul__ = ns.__mul__
  ns.__truediv__ = function(a, b)
    if is_td(b) then return R.TRUEDIV(td_us(a), td_us(b)) end
    if mtype(b) == "integer" or (R.BigMT and getmetatable(b) == R.BigMT) then
      if b == 0 then raise("ZeroDivisionError", "integer division or modulo by zero") end
      -- _divide_and_round
      local us = td_us(a)
      local q, r = R.FLOORDIV(us, b), R.MOD(us, b)
      local r2 = R.MUL(r, 2)
      local greater
      if 0 < b then greater = r2 > b or (R.EQ(r2, b) and R.MOD(q, 2) == 1)
      else greater = r2 < b or (R.EQ(r2, b) and R.MOD(q, 2) == 1) end
      if greater then q = R.ADD(q, 1) end
      return td_from_us(q)
    elseif mtype(b) == "float" then
      if b == 0 then raise("ZeroDivisionError", "float division by zero") end
      return td_from_us(round_even(R.tofloat(td_us(a)) / b))
    end
    return NotImplemented
  end
  ns.__floordiv__ = function(a, b)
    if is_td(b) then
      local d = td_us(b)
      if d == 0 then raise("ZeroDivisionError", "integer division or modulo by zero") end
      return R.FLOORDIV(td_us(a), d)
    end
    if mtype(b) == "integer" or (R.BigMT and getmetatable(b) == R.BigMT) then
      if b == 0 then raise("ZeroDivisionError", "integer division or modulo by zero") end
      return td_from_us(R.FLOORDIV(td_us(a), b))
    end
    return NotImplemented
  end
  ns.__mod__ = function(a, b)
    if not is_td(b) then return NotImplemented end
    local d = td_us(b)
    if d == 0 then raise("ZeroDivisionError", "integer division or modulo by zero") end
    return td_from_us(R.MOD(td_us(a), d))
  end
  ns.__divmod__ = function(a, b)
    if not is_td(b) then return NotImplemented end
    local d = td_us(b)
    if d == 0 then raise("ZeroDivisionError", "integer division or modulo by zero") end
    local us = td_us(a)
    return TUPLE({ R.FLOORDIV(us, d), td_from_us(R.MOD(us, d)) })
  end
  ns.__eq__ = function(a, b) if not is_td(b) then return NotImplemented end return td_cmp(a, b) == 0 end
  ns.__ne__ = function(a, b) if not is_td(b) then return NotImplemented end return td_cmp(a, b) ~= 0 end
  ns.__lt__ = function(a, b) if not is_td(b) then return NotImplemented end return td_cmp(a, b) < 0 end
  ns.__le__ = function(a, b) if not is_td(b) then return NotImplemented end return td_cmp(a, b) <= 0 end
  ns.__gt__ = function(a, b) if not is_td(b) then return NotImplemented end return td_cmp(a, b) > 0 end
  ns.__ge__ = function(a, b) if not is_td(b) then return NotImplemented end return td_cmp(a, b) >= 0 end
  ns.__hash__ = function(a) return R.hash(TUPLE({ a.days, a.seconds, a.microseconds })) end
  ns.__bool__ = function(a) return a.days ~= 0 or a.seconds ~= 0 or a.microseconds ~= 0 end
end)
tdmeta = timedelta["#meta"]
m.timedelta = timedelta
rawset(timedelta, "#tpname", "datetime.timedelta") -- CPython's tp_name, in error messages and reprs
timedelta["#dict"].min = mktd(-999999999, 0, 0)
timedelta["#dict"].max = mktd(999999999, 86399, 999999)
timedelta["#dict"].resolution = mktd(0, 0, 1)
R.build_flat(timedelta)

---------------------------------------------------------------------------------------------
-- tzinfo, timezone
---------------------------------------------------------------------------------------------

local tzinfo = R.CLASS("tzinfo", {}, nil, function(ns)
  ns.__module__ = "datetime"
  ns.utcoffset = function(self, dt) raise("NotImplementedError", "tzinfo subclass must override utcoffset()") end
  ns.dst = function(self, dt) raise("NotImplementedError", "tzinfo subclass must override dst()") end
  ns.tzname = function(self, dt) raise("NotImplementedError", "tzinfo subclass must override tzname()") end
end)
m.tzinfo = tzinfo
rawset(tzinfo, "#tpname", "datetime.tzinfo") -- CPython's tp_name, in error messages and reprs

local timezone, tzmeta
local function off_str(td, sep)
  local us = td_us(td)
  local sign = "+"
  if us < 0 then sign = "-"; us = -us end
  local s, frac = us // 1000000, us % 1000000
  local r = format("%s%02d%s%02d", sign, s // 3600, sep, s % 3600 // 60)
  if s % 60 ~= 0 or frac ~= 0 then r = r .. format("%s%02d", sep, s % 60) end
  if frac ~= 0 then r = r .. format(".%06d", frac) end
  return r
end
local utc
timezone = R.CLASS("timezone", { tzinfo }, nil, function(ns)
  ns.__module__ = "datetime"
  ns.__init__ = R.sig(function(self, offset, name)
    if not is_td(offset) then
      raise("TypeError", "timezone() argument 1 must be datetime.timedelta, not " .. typename(offset))
    end
    local us = td_us(offset)
    if not (-86400000000 < us and us < 86400000000) then
      raise("ValueError", "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not " .. repr(offset) .. ".")
    end
    if name ~= nil and name ~= None and type(name) ~= "string" then
      raise("TypeError", "timezone() argument 2 must be str, not " .. typename(name))
    end
    rawset(self, "#off", offset)
    rawset(self, "#name", (name ~= nil and name ~= None) and name or nil)
    return None
  end, "timezone", { "self", "offset", "name" }, { nrequired = 2 })
  ns.utcoffset = function(self, dt) return rawget(self, "#off") end
  ns.dst = function(self, dt) return None end
  ns.tzname = function(self, dt)
    local n = rawget(self, "#name")
    if n then return n end
    local off = rawget(self, "#off")
    if td_us(off) == 0 then return "UTC" end
    return "UTC" .. off_str(off, ":")
  end
  ns.__str__ = function(self) return self["@tzname"](self, None) end
  ns.__repr__ = function(self)
    if rawequal(self, utc) then return "datetime.timezone.utc" end
    local n = rawget(self, "#name")
    if n then return "datetime.timezone(" .. repr(rawget(self, "#off")) .. ", " .. repr(n) .. ")" end
    return "datetime.timezone(" .. repr(rawget(self, "#off")) .. ")"
  end
  ns.__eq__ = function(a, b)
    if getmetatable(b) ~= getmetatable(a) then return NotImplemented end
    return td_cmp(rawget(a, "#off"), rawget(b, "#off")) == 0
  end
  ns.__hash__ = function(a) return R.hash(td_us(rawget(a, "#off"))) end
end)
tzmeta = timezone["#meta"]
utc = R.type_call(timezone, mktd(0, 0, 0))
timezone["#dict"].utc = utc
timezone["#dict"].min = R.type_call(timezone, mktd(0, -86340, 0))
timezone["#dict"].max = R.type_call(timezone, mktd(0, 86340, 0))
R.build_flat(timezone)
m.timezone = timezone
rawset(timezone, "#tpname", "datetime.timezone") -- CPython's tp_name, in error messages and reprs
m.UTC = utc

-- utcoffset in seconds (and microseconds) of tz for dt, or nil for naive
local function offset_of(tz, dt)
  if tz == nil or tz == None then return nil end
  local td
  if getmetatable(tz) == tzmeta then td = rawget(tz, "#off")
  else td = R.CALLM(tz, "utcoffset", { dt }) end
  if td == None then return nil end
  if not is_td(td) then
    raise("TypeError", "tzinfo.utcoffset() must return None or timedelta, not '" .. typename(td) .. "'")
  end
  return td.days * 86400 + td.seconds, td.microseconds, td
end

---------------------------------------------------------------------------------------------
-- date
---------------------------------------------------------------------------------------------

local date, datemeta, datetime, dtmeta, time_t, timemeta

local function check_date(y, mo, d)
  if not (1 <= y and y <= 9999) then raise("ValueError", "year " .. y .. " is out of range") end
  if not (1 <= mo and mo <= 12) then raise("ValueError", "month must be in 1..12") end
  if not (1 <= d and d <= days_in_month(y, mo)) then raise("ValueError", "day is out of range for month") end
end
local function check_time(h, mi, s, us)
  if not (0 <= h and h <= 23) then raise("ValueError", "hour must be in 0..23") end
  if not (0 <= mi and mi <= 59) then raise("ValueError", "minute must be in 0..59") end
  if not (0 <= s and s <= 59) then raise("ValueError", "second must be in 0..59") end
  if not (0 <= us and us <= 999999) then raise("ValueError", "microsecond must be in 0..999999") end
end
local function check_tz(tz)
  if tz ~= nil and tz ~= None and not isinstance(tz, tzinfo) then
    raise("TypeError", "tzinfo argument must be None or of a tzinfo subclass, not type '" .. typename(tz) .. "'")
  end
end

local function mkdate(y, mo, d, cls)
  return setmetatable({ year = y, month = mo, day = d }, cls and cls["#meta"] or datemeta)
end
local function check_fold(fold)
  if fold == nil then return 0 end
  fold = int(fold)
  if fold ~= 0 and fold ~= 1 then raise("ValueError", "fold must be either 0 or 1") end
  return fold
end

local function mkdt(y, mo, d, h, mi, s, us, tz, cls)
  return setmetatable({ year = y, month = mo, day = d, hour = h, minute = mi, second = s,
                        microsecond = us, tzinfo = tz or None, fold = 0 },
                      cls and cls["#meta"] or dtmeta)
end
local function mktime(h, mi, s, us, tz)
  return setmetatable({ hour = h, minute = mi, second = s, microsecond = us, tzinfo = tz or None,
                        fold = 0 }, timemeta)
end

local function is_dt(x) return type(x) == "table" and (getmetatable(x) == dtmeta or isinstance(x, datetime)) end
local function is_date(x) return type(x) == "table" and (getmetatable(x) == datemeta or isinstance(x, date)) end

local function date_iso(o) return format("%04d-%02d-%02d", o.year, o.month, o.day) end

local function date_cmp(a, b)
  if a.year ~= b.year then return a.year < b.year and -1 or 1 end
  if a.month ~= b.month then return a.month < b.month and -1 or 1 end
  if a.day ~= b.day then return a.day < b.day and -1 or 1 end
  return 0
end

local function fromordinal(n, cls)
  n = int(n)
  if not (1 <= n and n <= MAXORDINAL) then raise("ValueError", "ordinal must be in 1.." .. MAXORDINAL) end
  local y, mo, d = ord2ymd(n)
  return mkdate(y, mo, d, cls)
end

local function bad_iso(s) raise("ValueError", "Invalid isoformat string: " .. repr(s)) end

local function parse_isodate(s, str)
  local y, mo, d = s:match("^(%d%d%d%d)%-(%d%d)%-(%d%d)$")
  if not y then y, mo, d = s:match("^(%d%d%d%d)(%d%d)(%d%d)$") end
  if not y then
    -- ISO week date YYYY-Www-D
    local wy, ww, wd = s:match("^(%d%d%d%d)%-?W(%d%d)%-?(%d?)$")
    if wy then
      wy, ww, wd = tonumber(wy), tonumber(ww), wd == "" and 1 or tonumber(wd)
      local first = ymd2ord(wy, 1, 1)
      local fwd = (first + 6) % 7
      local monday = first - fwd
      if fwd > 3 then monday = monday + 7 end
      return ord2ymd(monday + (ww - 1) * 7 + wd - 1)
    end
    bad_iso(str)
  end
  y, mo, d = tonumber(y), tonumber(mo), tonumber(d)
  return y, mo, d
end

local function parse_isotime(s, str)
  -- HH[:MM[:SS[.fff[fff]]]][tz]
  local body, tzs = s:match("^([^%+%-Z]*)(.*)$")
  local h, mi, sec, us = 0, 0, 0, 0
  local hh, rest = body:match("^(%d%d)(.*)$")
  if not hh then bad_iso(str) end
  h = tonumber(hh)
  if rest ~= "" then
    local mm, r2 = rest:match("^:?(%d%d)(.*)$")
    if not mm then bad_iso(str) end
    mi = tonumber(mm)
    rest = r2
    if rest ~= "" then
      local ss, r3 = rest:match("^:?(%d%d)(.*)$")
      if not ss then bad_iso(str) end
      sec = tonumber(ss)
      rest = r3
      if rest ~= "" then
        local frac = rest:match("^[%.,](%d+)$")
        if not frac then bad_iso(str) end
        if #frac > 6 then frac = frac:sub(1, 6) end
        us = tonumber(frac .. string.rep("0", 6 - #frac))
      end
    end
  end
  local tz = nil
  if tzs ~= "" then
    if tzs == "Z" then tz = utc
    else
      local sign, th, r = tzs:match("^([%+%-])(%d%d)(.*)$")
      if not sign then bad_iso(str) end
      local tm, ts, tus = 0, 0, 0
      if r ~= "" then
        local a, r2 = r:match("^:?(%d%d)(.*)$")
        if not a then bad_iso(str) end
        tm = tonumber(a)
        if r2 ~= "" then
          local b, r3 = r2:match("^:?(%d%d)(.*)$")
          if not b then bad_iso(str) end
          ts = tonumber(b)
          if r3 ~= "" then
            local f = r3:match("^%.(%d+)$")
            if not f then bad_iso(str) end
            tus = tonumber((f .. "000000"):sub(1, 6))
          end
        end
      end
      local secs = tonumber(th) * 3600 + tm * 60 + ts
      if sign == "-" then secs, tus = -secs, -tus end
      if secs == 0 and tus == 0 then tz = utc else tz = R.type_call(timezone, mktd(0, secs, tus)) end
    end
  end
  if h == 24 and mi == 0 and sec == 0 and us == 0 then bad_iso(str) end
  check_time(h, mi, sec, us)
  return h, mi, sec, us, tz
end

-- date(2024): CPython's words for a missing year, month or day
local YMD = { "year", "month", "day" }
local function need_ymd(y, mo, d)
  if d ~= nil then return end
  local i = y == nil and 1 or mo == nil and 2 or 3
  raise("TypeError", format("function missing required argument '%s' (pos %d)", YMD[i], i))
end

local DATE_PARAMS = { "self", "year", "month", "day" }
date = R.CLASS("date", {}, nil, function(ns)
  ns.__module__ = "datetime"
  ns.__init__ = R.sig(function(self, y, mo, d)
    if d == nil then need_ymd(y, mo, d) end
    y, mo, d = int(y), int(mo), int(d)
    check_date(y, mo, d)
    rawset(self, "year", y); rawset(self, "month", mo); rawset(self, "day", d)
    return None
  end, "date", DATE_PARAMS, { nrequired = 4 })
  ns.today = cm(function(cls)
    local y, mo, d = R.time_local(R.time_secs(R.time_now()))
    return mkdate(y, mo, d, cls)
  end)
  ns.fromordinal = cm(function(cls, n) return fromordinal(n, cls) end)
  ns.fromtimestamp = cm(function(cls, ts)
    if ts == nil then one_arg("date.fromtimestamp") end
    local y, mo, d = R.time_local(R.time_secs(ts))
    return mkdate(y, mo, d, cls)
  end)
  ns.fromisoformat = cm(function(cls, s)
    if s == nil then one_arg("date.fromisoformat") end
    if type(s) ~= "string" then raise("TypeError", "fromisoformat: argument must be str") end
    local y, mo, d = parse_isodate(s, s)
    check_date(y, mo, d)
    return mkdate(y, mo, d, cls)
  end)
  ns.fromisocalendar = cm(function(cls, y, w, d)
    local first = ymd2ord(y, 1, 1)
    local fwd = (first + 6) % 7
    local monday = first - fwd
    if fwd > 3 then monday = monday + 7 end
    local yy, mo, dd = ord2ymd(monday + (w - 1) * 7 + d - 1)
    return mkdate(yy, mo, dd, cls)
  end)
  ns.toordinal = function(self) return ymd2ord(self.year, self.month, self.day) end
  ns.weekday = function(self) return (ymd2ord(self.year, self.month, self.day) + 6) % 7 end
  ns.isoweekday = function(self) return (ymd2ord(self.year, self.month, self.day) + 6) % 7 + 1 end
  ns.isocalendar = function(self)
    local y, w, d = isocal(self.year, ymd2ord(self.year, self.month, self.day))
    return m["#IsoCalendarDate"]({ y, w, d })
  end
  ns.isoformat = function(self) return date_iso(self) end
  ns.__str__ = function(self) return self["@isoformat"](self) end
  ns.__repr__ = function(self)
    return format("%s(%d, %d, %d)", typename(self), self.year, self.month, self.day)
  end
  ns.strftime = R.sig(function(self, fmt)
    if fmt == nil then raise("TypeError", "strftime() missing required argument 'format' (pos 1)") end
    return strftime(fmt, { self.year, self.month, self.day, 0, 0, 0, 0 })
  end, "strftime", { "self", "format" })
  ns.__format__ = function(self, spec)
    if spec == "" then return R.str(self) end
    return self["@strftime"](self, spec)
  end
  ns.ctime = function(self)
    return strftime("%a %b %e 00:00:00 %Y", { self.year, self.month, self.day, 0, 0, 0, 0 })
  end
  ns.timetuple = function(self)
    local ord = ymd2ord(self.year, self.month, self.day)
    return R.time_struct(self.year, self.month, self.day, 0, 0, 0, (ord + 6) % 7,
      cal.days_before_month(self.year, self.month) + self.day, -1)
  end
  ns.replace = R.sig(function(self, y, mo, d)
    y, mo, d = int(y) or self.year, int(mo) or self.month, int(d) or self.day
    check_date(y, mo, d)
    return mkdate(y, mo, d, R.typeof(self))
  end, "replace", { "self", "year", "month", "day" }, { nrequired = 1 })
  ns.__add__ = function(a, b)
    if not is_td(b) then return NotImplemented end
    local o = ymd2ord(a.year, a.month, a.day) + b.days
    if 0 < o and o <= MAXORDINAL then return fromordinal(o, R.typeof(a)) end
    raise("OverflowError", "date value out of range")
  end
  ns.__radd__ = ns.__add__
  ns.__sub__ = function(a, b)
    if is_td(b) then return a["@__add__"](a, mktd(-b.days, -b.seconds, -b.microseconds)) end
    if is_date(b) and not is_dt(b) then
      return mktd(ymd2ord(a.year, a.month, a.day) - ymd2ord(b.year, b.month, b.day), 0, 0)
    end
    return NotImplemented
  end
  local function cmpop(test, eq)
    return function(a, b)
      if is_dt(b) and not is_dt(a) then
        if eq ~= nil then return not eq end
        raise("TypeError", "can't compare datetime.datetime to datetime.date")
      end
      if not is_date(b) then return NotImplemented end
      return test(date_cmp(a, b))
    end
  end
  ns.__eq__ = cmpop(function(c) return c == 0 end, true)
  ns.__ne__ = cmpop(function(c) return c ~= 0 end, false)
  ns.__lt__ = cmpop(function(c) return c < 0 end)
  ns.__le__ = cmpop(function(c) return c <= 0 end)
  ns.__gt__ = cmpop(function(c) return c > 0 end)
  ns.__ge__ = cmpop(function(c) return c >= 0 end)
  ns.__hash__ = function(a) return R.hash(TUPLE({ a.year, a.month, a.day })) end
end)
datemeta = date["#meta"]
m.date = date
rawset(date, "#tpname", "datetime.date") -- CPython's tp_name, in error messages and reprs
date["#dict"].min = mkdate(1, 1, 1)
date["#dict"].max = mkdate(9999, 12, 31)
date["#dict"].resolution = mktd(1, 0, 0)
R.build_flat(date)

-- IsoCalendarDate(year, week, weekday): a tuple with names
do
  local fields = { year = 1, week = 2, weekday = 3 }
  local cls = R.CLASS("IsoCalendarDate", { R.tuple_t }, nil, function(ns)
    ns.__module__ = "datetime"
    ns.__repr__ = function(self)
      return format("datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)", self[1], self[2], self[3])
    end
  end)
  local meta, flat = cls["#meta"], cls["#flat"]
  meta.__index = function(o, k) local i = fields[k]; if i then return o[i] end return flat[k] end
  meta["#getslice"] = function(o, lo, hi, st) return R.GSL(TUPLE({ o[1], o[2], o[3] }), lo, hi, st) end
  m["#IsoCalendarDate"] = function(a) return setmetatable(a, meta) end
end

---------------------------------------------------------------------------------------------
-- time
---------------------------------------------------------------------------------------------

local function time_iso(h, mi, s, us, timespec)
  if timespec == nil or timespec == "auto" then
    if us ~= 0 then return format("%02d:%02d:%02d.%06d", h, mi, s, us) end
    return format("%02d:%02d:%02d", h, mi, s)
  elseif timespec == "hours" then return format("%02d", h)
  elseif timespec == "minutes" then return format("%02d:%02d", h, mi)
  elseif timespec == "seconds" then return format("%02d:%02d:%02d", h, mi, s)
  elseif timespec == "milliseconds" then return format("%02d:%02d:%02d.%03d", h, mi, s, us // 1000)
  elseif timespec == "microseconds" then return format("%02d:%02d:%02d.%06d", h, mi, s, us)
  end
  raise("ValueError", "Unknown timespec value")
end

local function tz_suffix(tz, dt)
  local secs, us, td = offset_of(tz, dt)
  if not secs then return "" end
  return off_str(td, ":")
end

local function time_repr_args(h, mi, s, us)
  if us ~= 0 then return format("%d, %d, %d, %d", h, mi, s, us) end
  if s ~= 0 then return format("%d, %d, %d", h, mi, s) end
  return format("%d, %d", h, mi)
end

local function time_cmp(a, b)
  local ao, bo = offset_of(a.tzinfo, None), offset_of(b.tzinfo, None)
  local as = a.hour * 3600 + a.minute * 60 + a.second - (ao or 0)
  local bs = b.hour * 3600 + b.minute * 60 + b.second - (bo or 0)
  if (ao == nil) ~= (bo == nil) then return nil end
  if as ~= bs then return as < bs and -1 or 1 end
  if a.microsecond ~= b.microsecond then return a.microsecond < b.microsecond and -1 or 1 end
  return 0
end

time_t = R.CLASS("time", {}, nil, function(ns)
  ns.__module__ = "datetime"
  ns.__init__ = R.sig(function(self, h, mi, s, us, tz)
    h, mi, s, us = int(h or 0), int(mi or 0), int(s or 0), int(us or 0)
    check_time(h, mi, s, us)
    check_tz(tz)
    rawset(self, "hour", h); rawset(self, "minute", mi); rawset(self, "second", s)
    rawset(self, "microsecond", us); rawset(self, "tzinfo", tz or None); rawset(self, "fold", 0)
    return None
  end, "time", { "self", "hour", "minute", "second", "microsecond", "tzinfo" }, { nrequired = 1 })
  ns.isoformat = R.sig(function(self, timespec)
    return time_iso(self.hour, self.minute, self.second, self.microsecond, timespec) ..
      tz_suffix(self.tzinfo, None)
  end, "isoformat", { "self", "timespec" }, { nrequired = 1 })
  ns.fromisoformat = cm(function(cls, s)
    if s == nil then one_arg("time.fromisoformat") end
    if type(s) ~= "string" then raise("TypeError", "fromisoformat: argument must be str") end
    local t = s:sub(1, 1) == "T" and s:sub(2) or s
    local h, mi, sec, us, tz = parse_isotime(t, s)
    return mktime(h, mi, sec, us, tz)
  end)
  ns.__str__ = function(self) return self["@isoformat"](self) end
  ns.__repr__ = function(self)
    local r = typename(self) .. "(" .. time_repr_args(self.hour, self.minute, self.second, self.microsecond)
    if self.tzinfo ~= None then r = r .. ", tzinfo=" .. repr(self.tzinfo) end
    return r .. ")"
  end
  ns.strftime = R.sig(function(self, fmt)
    if fmt == nil then raise("TypeError", "strftime() missing required argument 'format' (pos 1)") end
    local secs = offset_of(self.tzinfo, None)
    return strftime(fmt, { 1900, 1, 1, self.hour, self.minute, self.second, self.microsecond, secs,
      self.tzinfo ~= None and R.str(R.CALLM(self.tzinfo, "tzname", { None })) or "" })
  end, "strftime", { "self", "format" })
  ns.__format__ = function(self, spec)
    if spec == "" then return R.str(self) end
    return self["@strftime"](self, spec)
  end
  ns.replace = R.sig(function(self, h, mi, s, us, tz)
    h, mi, s, us = int(h) or self.hour, int(mi) or self.minute, int(s) or self.second,
      int(us) or self.microsecond
    if tz == nil then tz = self.tzinfo end
    check_time(h, mi, s, us)
    return mktime(h, mi, s, us, tz)
  end, "replace", { "self", "hour", "minute", "second", "microsecond", "tzinfo" }, { nrequired = 1 })
  ns.utcoffset = function(self)
    local _, _, td = offset_of(self.tzinfo, None)
    return td or None
  end
  ns.tzname = function(self)
    if self.tzinfo == None then return None end
    return R.CALLM(self.tzinfo, "tzname", { None })
  end
  local function cmpop(test, eq)
    return function(a, b)
      if getmetatable(b) ~= timemeta and not isinstance(b, time_t) then return NotImplemented end
      local c = time_cmp(a, b)
      if c == nil then
        if eq ~= nil then return not eq end
        raise("TypeError", "can't compare offset-naive and offset-aware times")
      end
      return test(c)
    end
  end
  ns.__eq__ = cmpop(function(c) return c == 0 end, true)
  ns.__ne__ = cmpop(function(c) return c ~= 0 end, false)
  ns.__lt__ = cmpop(function(c) return c < 0 end)
  ns.__le__ = cmpop(function(c) return c <= 0 end)
  ns.__gt__ = cmpop(function(c) return c > 0 end)
  ns.__ge__ = cmpop(function(c) return c >= 0 end)
  ns.__hash__ = function(a) return R.hash(TUPLE({ a.hour, a.minute, a.second, a.microsecond })) end
end)
timemeta = time_t["#meta"]
m.time = time_t
rawset(time_t, "#tpname", "datetime.time") -- CPython's tp_name, in error messages and reprs
time_t["#dict"].min = mktime(0, 0, 0, 0)
time_t["#dict"].max = mktime(23, 59, 59, 999999)
time_t["#dict"].resolution = mktd(0, 0, 1)
R.build_flat(time_t)

---------------------------------------------------------------------------------------------
-- datetime
---------------------------------------------------------------------------------------------

-- seconds since 0001-01-01 (as days, seconds) and microseconds, shifted by the utc offset
local function dt_key(a, off)
  local days = ymd2ord(a.year, a.month, a.day)
  local secs = a.hour * 3600 + a.minute * 60 + a.second - (off or 0)
  return days * 86400 + secs, a.microsecond
end

local function dt_cmp(a, b)
  local ao, aus = offset_of(a.tzinfo, a)
  local bo, bus = offset_of(b.tzinfo, b)
  if (ao == nil) ~= (bo == nil) then return nil end
  if ao and rawequal(a.tzinfo, b.tzinfo) then ao, bo, aus, bus = 0, 0, 0, 0 end
  local as, au = dt_key(a, ao)
  local bs, bu = dt_key(b, bo)
  au, bu = au - (aus or 0), bu - (bus or 0)
  if as ~= bs then return as < bs and -1 or 1 end
  if au ~= bu then return au < bu and -1 or 1 end
  return 0
end

-- the local wall time of timestamp u, as seconds since the epoch
local function local_secs(u)
  local y, mo, d, h, mi, s = R.time_local(u)
  return (ymd2ord(y, mo, d) - EPOCH_ORD) * 86400 + h * 3600 + mi * 60 + s
end
local function check_tzarg(tz)
  if tz ~= nil and tz ~= None and not isinstance(tz, tzinfo) then
    raise("TypeError", "tzinfo argument must be None or of a tzinfo subclass, not type '" ..
      typename(tz) .. "'")
  end
end

-- a datetime from a timestamp: naive local time when tz is nil and not utc, UTC naive when
-- utc, else tz's time
local function from_ts(ts, tz, cls, utc)
  local t = R.tofloat(ts)
  if t ~= t then raise("ValueError", "Invalid value NaN (not a number)") end
  local secs = floor(t)
  local us = round_even((t - secs) * 1e6)
  if us >= 1000000 then secs = secs + 1; us = us - 1000000 end
  secs = math.tointeger(secs)
  if not secs or secs > 253402300799 + 86400 or secs < -62135596800 - 86400 then
    raise("OverflowError", "timestamp out of range for platform time_t")
  end
  if (tz == nil or tz == None) and not utc then
    local y, mo, d, h, mi, s = R.time_local(secs)
    if y < 1 or y > 9999 then raise("ValueError", "year " .. y .. " is out of range") end
    local r = mkdt(y, mo, d, h, mi, s < 60 and s or 59, us, nil, cls)
    -- CPython's fold detection: a transition in the day before that repeats this wall time
    local here = local_secs(secs)
    local trans = here - local_secs(secs - 86400) - 86400
    if trans < 0 and local_secs(secs + trans) == here then rawset(r, "fold", 1) end
    return r
  end
  local off = 0
  if tz ~= nil and tz ~= None then off = offset_of(tz, None) or 0 end
  secs = secs + off
  local days = secs // 86400
  local rem = secs % 86400
  if days + EPOCH_ORD < 1 or days + EPOCH_ORD > MAXORDINAL then
    raise("ValueError", "year is out of range")
  end
  local y, mo, d = ord2ymd(days + EPOCH_ORD)
  return mkdt(y, mo, d, rem // 3600, rem % 3600 // 60, rem % 60, us,
    (tz ~= nil and tz ~= None) and tz or nil, cls)
end

-- CPython's local_to_seconds: the timestamp of a naive datetime read as local time (the
-- earlier of two solutions when fold is 0, the later when 1; in a gap, as CPython picks)
local function naive_mktime(a)
  local t = (ymd2ord(a.year, a.month, a.day) - EPOCH_ORD) * 86400 + a.hour * 3600 +
    a.minute * 60 + a.second
  local fold = rawget(a, "fold") == 1
  local da = local_secs(t) - t
  local u1 = t - da
  local t1 = local_secs(u1)
  local db
  if t1 == t then
    local u2 = u1 + (fold and 86400 or -86400)
    db = local_secs(u2) - u2
    if da == db then return u1 end
  else
    db = t1 - u1
  end
  local u2 = t - db
  local t2 = local_secs(u2)
  if t2 == t then return u2 end
  if t1 == t then return u1 end
  if fold then return u1 < u2 and u1 or u2 end
  return u1 < u2 and u2 or u1
end

-- timezone(gmtoff, zone) of the local time at timestamp ts (CPython's
-- local_timezone_from_timestamp)
local function tz_at(ts)
  local _, _, _, _, _, _, _, _, _, gmtoff, zone = R.time_local(ts)
  return R.type_call(timezone, mktd(0, gmtoff, 0), zone)
end

local function dt_plus(a, days, secs, us)
  local t = mktd(ymd2ord(a.year, a.month, a.day) + days,
    a.hour * 3600 + a.minute * 60 + a.second + secs, a.microsecond + us)
  local o = t.days
  if not (0 < o and o <= MAXORDINAL) then raise("OverflowError", "date value out of range") end
  local y, mo, d = ord2ymd(o)
  local s = t.seconds
  return mkdt(y, mo, d, s // 3600, s % 3600 // 60, s % 60, t.microseconds,
    a.tzinfo ~= None and a.tzinfo or nil, R.typeof(a))
end

local DT_PARAMS = { "self", "year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold" }
datetime = R.CLASS("datetime", { date }, nil, function(ns)
  ns.__module__ = "datetime"
  ns.__init__ = R.sig(function(self, y, mo, d, h, mi, s, us, tz, fold)
    if d == nil then need_ymd(y, mo, d) end
    y, mo, d = int(y), int(mo), int(d)
    h, mi, s, us = int(h or 0), int(mi or 0), int(s or 0), int(us or 0)
    check_date(y, mo, d)
    check_time(h, mi, s, us)
    check_tz(tz)
    rawset(self, "year", y); rawset(self, "month", mo); rawset(self, "day", d)
    rawset(self, "hour", h); rawset(self, "minute", mi); rawset(self, "second", s)
    rawset(self, "microsecond", us); rawset(self, "tzinfo", tz or None)
    rawset(self, "fold", check_fold(fold))
    return None
  end, "datetime", DT_PARAMS, { nrequired = 4 })
  ns.now = cm(R.sig(function(cls, tz) check_tzarg(tz); return from_ts(R.time_now(), tz, cls) end,
    "now", { "cls", "tz" }, { nrequired = 1 }))
  ns.utcnow = cm(function(cls) return from_ts(R.time_now(), nil, cls, true) end)
  ns.today = cm(function(cls) return from_ts(R.time_now(), nil, cls) end)
  ns.fromtimestamp = cm(R.sig(function(cls, ts, tz)
    if ts == nil then raise("TypeError", "fromtimestamp() missing required argument 'timestamp' (pos 1)") end
    check_tzarg(tz); return from_ts(ts, tz, cls) end,
    "fromtimestamp", { "cls", "timestamp", "tz" }, { nrequired = 2 }))
  ns.utcfromtimestamp = cm(function(cls, ts) return from_ts(ts, nil, cls, true) end)
  ns.fromordinal = cm(function(cls, n)
    local dd = fromordinal(n)
    return mkdt(dd.year, dd.month, dd.day, 0, 0, 0, 0, nil, cls)
  end)
  ns.combine = cm(R.sig(function(cls, d, t, tz)
    if t == nil then
      raise("TypeError", "combine() missing required argument '" .. (d == nil and "date' (pos 1)" or "time' (pos 2)"))
    end
    if not is_date(d) then raise("TypeError", "combine() argument 1 must be datetime.date, not " .. typename(d)) end
    if getmetatable(t) ~= timemeta and not isinstance(t, time_t) then
      raise("TypeError", "combine() argument 2 must be datetime.time, not " .. typename(t))
    end
    if tz == nil then tz = t.tzinfo end
    return mkdt(d.year, d.month, d.day, t.hour, t.minute, t.second, t.microsecond,
      tz ~= None and tz or nil, cls)
  end, "combine", { "cls", "date", "time", "tzinfo" }, { nrequired = 3 }))
  ns.fromisoformat = cm(function(cls, s)
    if s == nil then one_arg("datetime.fromisoformat") end
    if type(s) ~= "string" then raise("TypeError", "fromisoformat: argument must be str") end
    local dpart, tpart
    if #s >= 10 and s:sub(5, 5) == "-" then dpart, tpart = s:sub(1, 10), s:sub(12)
      if #s > 10 and #s < 12 then bad_iso(s) end
    else
      local cut = s:find("T", 1, true)
      if cut then dpart, tpart = s:sub(1, cut - 1), s:sub(cut + 1) else dpart, tpart = s, "" end
    end
    local y, mo, d = parse_isodate(dpart, s)
    check_date(y, mo, d)
    local h, mi, sec, us, tz = 0, 0, 0, 0, nil
    if tpart ~= "" then h, mi, sec, us, tz = parse_isotime(tpart, s) end
    return mkdt(y, mo, d, h, mi, sec, us, tz, cls)
  end)
  ns.strptime = cm(function(cls, data, fmt)
    if fmt == nil then
      raise("TypeError", "strptime() takes exactly 2 arguments (" .. (data == nil and 0 or 1) .. " given)")
    end
    if type(data) ~= "string" then raise("TypeError", "strptime() argument 1 must be str, not " .. typename(data)) end
    if type(fmt) ~= "string" then raise("TypeError", "strptime() argument 2 must be str, not " .. typename(fmt)) end
    local r = strptime(data, fmt)
    local tz
    if r[8] then
      if r[8] == 0 then tz = utc else tz = R.type_call(timezone, mktd(0, r[8], 0)) end
    end
    check_time(r[4], r[5], r[6], r[7]) -- time.strptime takes second 61, a datetime does not
    return mkdt(r[1], r[2], r[3], r[4], r[5], r[6], r[7], tz, cls)
  end)
  ns.date = function(self) return mkdate(self.year, self.month, self.day) end
  ns.time = function(self) return mktime(self.hour, self.minute, self.second, self.microsecond) end
  ns.timetz = function(self)
    return mktime(self.hour, self.minute, self.second, self.microsecond,
      self.tzinfo ~= None and self.tzinfo or nil)
  end
  ns.timestamp = function(self)
    local off = offset_of(self.tzinfo, self)
    if off == nil then return naive_mktime(self) + self.microsecond / 1e6 end
    local days = ymd2ord(self.year, self.month, self.day) - EPOCH_ORD
    local s = days * 86400 + self.hour * 3600 + self.minute * 60 + self.second - off
    return s + self.microsecond / 1e6
  end
  ns.utcoffset = function(self)
    local _, _, td = offset_of(self.tzinfo, self)
    return td or None
  end
  ns.tzname = function(self)
    if self.tzinfo == None then return None end
    return R.CALLM(self.tzinfo, "tzname", { self })
  end
  ns.dst = function(self)
    if self.tzinfo == None then return None end
    return R.CALLM(self.tzinfo, "dst", { self })
  end
  -- CPython's datetime_astimezone (the C one: the target zone of tz=None is the local
  -- zone at the UTC time, not at self)
  ns.astimezone = R.sig(function(self, tz)
    if tz == None then tz = nil end
    if tz ~= nil and not isinstance(tz, tzinfo) then
      raise("TypeError", "tzinfo argument must be None or of a tzinfo subclass, not type '" ..
        typename(tz) .. "'")
    end
    local mytz = self.tzinfo
    local off
    if mytz ~= None then
      if rawequal(mytz, tz) then return self end
      off = offset_of(mytz, self)
    end
    if off == nil then
      mytz = tz_at(naive_mktime(self))
      off = offset_of(mytz, self)
    end
    local base = dt_plus(self, 0, -off, 0)
    if tz == nil then
      tz = tz_at((ymd2ord(base.year, base.month, base.day) - EPOCH_ORD) * 86400 + base.hour * 3600 +
        base.minute * 60 + base.second)
    end
    local noff = offset_of(tz, base) or 0
    local r = dt_plus(base, 0, noff, 0)
    rawset(r, "tzinfo", tz)
    return r
  end, "astimezone", { "self", "tz" }, { nrequired = 1 })
  ns.isoformat = R.sig(function(self, sep, timespec)
    sep = sep or "T"
    return date_iso(self) .. sep .. time_iso(self.hour, self.minute, self.second,
      self.microsecond, timespec) .. tz_suffix(self.tzinfo, self)
  end, "isoformat", { "self", "sep", "timespec" }, { nrequired = 1 })
  ns.__str__ = function(self) return self["@isoformat"](self, " ") end
  ns.__repr__ = function(self)
    local r = format("%s(%d, %d, %d, %s", typename(self), self.year, self.month, self.day,
      time_repr_args(self.hour, self.minute, self.second, self.microsecond))
    if rawget(self, "fold") == 1 then r = r .. ", fold=1" end
    if self.tzinfo ~= None then r = r .. ", tzinfo=" .. repr(self.tzinfo) end
    return r .. ")"
  end
  ns.strftime = R.sig(function(self, fmt)
    if fmt == nil then raise("TypeError", "strftime() missing required argument 'format' (pos 1)") end
    local secs = offset_of(self.tzinfo, self)
    return strftime(fmt, { self.year, self.month, self.day, self.hour, self.minute, self.second,
      self.microsecond, secs,
      self.tzinfo ~= None and R.str(R.CALLM(self.tzinfo, "tzname", { self })) or "" })
  end, "strftime", { "self", "format" })
  ns.ctime = function(self)
    return strftime("%a %b %e %H:%M:%S %Y", { self.year, self.month, self.day, self.hour,
      self.minute, self.second, 0 })
  end
  ns.timetuple = function(self)
    local ord = ymd2ord(self.year, self.month, self.day)
    return R.time_struct(self.year, self.month, self.day, self.hour, self.minute, self.second,
      (ord + 6) % 7, cal.days_before_month(self.year, self.month) + self.day, -1)
  end
  -- an aware datetime's tuple in UTC (naive: as it is); tm_isdst is 0
  ns.utctimetuple = function(self)
    local dt = self
    local _, _, td = offset_of(self.tzinfo, self)
    if td then
      dt = R.SUB(mkdt(self.year, self.month, self.day, self.hour, self.minute, self.second,
        self.microsecond, nil), td)
    end
    local ord = ymd2ord(dt.year, dt.month, dt.day)
    return R.time_struct(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second,
      (ord + 6) % 7, cal.days_before_month(dt.year, dt.month) + dt.day, 0)
  end
  ns.replace = R.sig(function(self, y, mo, d, h, mi, s, us, tz, fold)
    y, mo, d = int(y) or self.year, int(mo) or self.month, int(d) or self.day
    h, mi, s, us = int(h) or self.hour, int(mi) or self.minute, int(s) or self.second,
      int(us) or self.microsecond
    if tz == nil then tz = self.tzinfo end
    check_date(y, mo, d)
    check_time(h, mi, s, us)
    check_tz(tz)
    local r = mkdt(y, mo, d, h, mi, s, us, tz ~= None and tz or nil, R.typeof(self))
    if fold == nil then fold = rawget(self, "fold") end
    rawset(r, "fold", check_fold(fold))
    return r
  end, "replace", { "self", "year", "month", "day", "hour", "minute", "second", "microsecond",
                    "tzinfo", "fold" }, { nrequired = 1 })
  ns.__add__ = function(a, b)
    if not is_td(b) then return NotImplemented end
    return dt_plus(a, b.days, b.seconds, b.microseconds)
  end
  ns.__radd__ = ns.__add__
  ns.__sub__ = function(a, b)
    if is_td(b) then return dt_plus(a, -b.days, -b.seconds, -b.microseconds) end
    if not is_dt(b) then return NotImplemented end
    local ao, aus = offset_of(a.tzinfo, a)
    local bo, bus = offset_of(b.tzinfo, b)
    if (ao == nil) ~= (bo == nil) then
      raise("TypeError", "can't subtract offset-naive and offset-aware datetimes")
    end
    if rawequal(a.tzinfo, b.tzinfo) then ao, bo, aus, bus = 0, 0, 0, 0 end
    local d1 = ymd2ord(a.year, a.month, a.day) - ymd2ord(b.year, b.month, b.day)
    local s1 = (a.hour * 3600 + a.minute * 60 + a.second) - (b.hour * 3600 + b.minute * 60 + b.second)
      - (ao or 0) + (bo or 0)
    return mktd(d1, s1, a.microsecond - b.microsecond - (aus or 0) + (bus or 0))
  end
  local function cmpop(test, eq)
    return function(a, b)
      if not is_dt(b) then
        if is_date(b) then
          if eq ~= nil then return not eq end
          raise("TypeError", "can't compare datetime.datetime to datetime.date")
        end
        return NotImplemented
      end
      local c = dt_cmp(a, b)
      if c == nil then
        if eq ~= nil then return not eq end
        raise("TypeError", "can't compare offset-naive and offset-aware datetimes")
      end
      return test(c)
    end
  end
  ns.__eq__ = cmpop(function(c) return c == 0 end, true)
  ns.__ne__ = cmpop(function(c) return c ~= 0 end, false)
  ns.__lt__ = cmpop(function(c) return c < 0 end)
  ns.__le__ = cmpop(function(c) return c <= 0 end)
  ns.__gt__ = cmpop(function(c) return c > 0 end)
  ns.__ge__ = cmpop(function(c) return c >= 0 end)
  ns.__hash__ = function(a)
    local off = offset_of(a.tzinfo, a) or 0
    local s, us = dt_key(a, off)
    return R.hash(TUPLE({ s, us }))
  end
end)
dtmeta = datetime["#meta"]
m.datetime = datetime
rawset(datetime, "#tpname", "datetime.datetime") -- CPython's tp_name, in error messages and reprs
datetime["#dict"].min = mkdt(1, 1, 1, 0, 0, 0, 0)
datetime["#dict"].max = mkdt(9999, 12, 31, 23, 59, 59, 999999)
datetime["#dict"].resolution = mktd(0, 0, 1)
R.build_flat(datetime)
m["#IsoCalendarDate"] = m["#IsoCalendarDate"]
local iso = m["#IsoCalendarDate"]
m["#IsoCalendarDate"] = nil
date["#dict"].isocalendar = function(self)
  local y, w, d = isocal(self.year, ymd2ord(self.year, self.month, self.day))
  return iso({ y, w, d })
end
R.build_flat(date)
R.build_flat(datetime)
m.datetime_CAPI = None

return m
end
