-- modcalendar.lua: calendar after CPython's Lib/calendar.py (English names, as the C locale):
-- the arithmetic (isleap, leapdays, weekday, monthrange, timegm), Calendar's iterators and
-- month/year matrices, TextCalendar's layout (formatmonth, formatyear), and the module-level
-- functions over one TextCalendar whose first weekday setfirstweekday changes; HTMLCalendar
-- (its markup and CSS classes), and the Locale* classes in the C locale.
local type, rawget, rawset, ipairs, select, tostring = type, rawget, rawset, ipairs, select, tostring
local string, table, math = string, table, math
local format, rep, concat, max, min = string.format, string.rep, table.concat, math.max, math.min

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise
local LIST, TUPLE = R.LIST, R.TUPLE

local m = {}
local function class(name, bases, body)
  local c = R.CLASS(name, bases, nil, body)
  c["#dict"].__module__ = "calendar"
  return c
end

local MONTHS = { "January", "February", "March", "April", "May", "June", "July", "August",
                 "September", "October", "November", "December" }
local DAYS = { "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday" }
local MDAYS = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 }
for i, n in ipairs({ "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY" }) do
  m[n] = i - 1
end
m.EPOCH = 1970

m.IllegalMonthError = class("IllegalMonthError", { R.exc_classes.ValueError }, function(ns)
  ns.__init__ = function(self, month) R.SA(self, "month", month); R.SA(self, "args", TUPLE({ month })); return None end
  ns.__str__ = function(self) return "bad month number " .. R.repr(R.GA(self, "month")) .. "; must be 1-12" end
end)
m.IllegalWeekdayError = class("IllegalWeekdayError", { R.exc_classes.ValueError }, function(ns)
  ns.__init__ = function(self, wd) R.SA(self, "weekday", wd); R.SA(self, "args", TUPLE({ wd })); return None end
  ns.__str__ = function(self)
    return "bad weekday number " .. R.repr(R.GA(self, "weekday")) .. "; must be 0 (Monday) to 6 (Sunday)"
  end
end)

-- month_name, month_abbr, day_name, day_abbr: sequences with slicing, as _localized_month/day
local function names_seq(name, items)
  local c = class(name, { R.object }, function(ns)
    ns.__getitem__ = function(self, i) return R.GI(LIST({ table.unpack(items) }), i) end
    ns.__len__ = function(self) return #items end
    ns.__iter__ = function(self) return R.CALL(R.builtins.iter, { TUPLE(items) }) end
  end)
  return R.type_call(c)
end
local abbr = function(t)
  local out = {}
  for i, s in ipairs(t) do out[i] = s:sub(1, 3) end
  return out
end
local mname = { "" }
for i, s in ipairs(MONTHS) do mname[i + 1] = s end
local mabbr = { "" }
for i, s in ipairs(abbr(MONTHS)) do mabbr[i + 1] = s end
m.month_name = names_seq("_localized_month", mname)
m.month_abbr = names_seq("_localized_month", mabbr)
m.day_name = names_seq("_localized_day", DAYS)
m.day_abbr = names_seq("_localized_day", abbr(DAYS))
m.mdays = LIST({ 0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 })

local function isleap(y) return y % 4 == 0 and (y % 100 ~= 0 or y % 400 == 0) end
m.isleap = R.sig(function(y) return isleap(R.index(y)) end, "isleap", { "year" })
m.leapdays = R.sig(function(y1, y2)
  y1, y2 = R.index(y1) - 1, R.index(y2) - 1
  return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)
end, "leapdays", { "y1", "y2" })

local cal = R.cal -- the time module's calendar arithmetic
R.IMPORT("time")
cal = R.cal
local function weekday(y, mo, d)
  if y < 1 or y > 9999 then y = 2000 + y % 400 end
  if mo < 1 or mo > 12 then raise("ValueError", "month must be in 1..12") end
  if d < 1 or d > cal.days_in_month(y, mo) then raise("ValueError", "day is out of range for month") end
  return (cal.ymd2ord(y, mo, d) + 6) % 7
end
m.weekday = R.sig(function(y, mo, d) return weekday(R.index(y), R.index(mo), R.index(d)) end, "weekday",
  { "year", "month", "day" })
local function monthrange(y, mo)
  if mo < 1 or mo > 12 then R.RAISE(R.type_call(m.IllegalMonthError, mo)) end
  local day1 = weekday(y, mo, 1)
  local nd = MDAYS[mo] + ((mo == 2 and isleap(y)) and 1 or 0)
  return day1, nd
end
m.monthrange = R.sig(function(y, mo)
  local a, b = monthrange(R.index(y), R.index(mo))
  return TUPLE({ a, b })
end, "monthrange", { "year", "month" })
local function monthlen(y, mo) return MDAYS[mo] + ((mo == 2 and isleap(y)) and 1 or 0) end
local function prevmonth(y, mo) if mo == 1 then return y - 1, 12 end return y, mo - 1 end
local function nextmonth(y, mo) if mo == 12 then return y + 1, 1 end return y, mo + 1 end

m.timegm = R.sig(function(t)
  local a = R.toarray(t)
  local y, mo, d, h, mi, s = a[1], a[2], a[3], a[4], a[5], a[6]
  local days = cal.ymd2ord(y, mo, 1) - cal.ymd2ord(1970, 1, 1) + d - 1
  return R.ADD(R.ADD(R.MUL(R.ADD(R.MUL(R.ADD(R.MUL(days, 24), h), 60), mi), 60), s), 0)
end, "timegm", { "tuple" })

---------------------------------------------------------------------------------------------
-- Calendar
---------------------------------------------------------------------------------------------

local function fwd(self) return R.GA(self, "firstweekday") % 7 end

-- the (year, month, day) triples of the weeks of a month, as itermonthdays3
local function days3(self, y, mo)
  local day1, nd = monthrange(y, mo)
  local f = fwd(self)
  local before = (day1 - f) % 7
  local after = (f - day1 - nd) % 7
  local out = {}
  local py, pm = prevmonth(y, mo)
  local e = monthlen(py, pm) + 1
  for d = e - before, e - 1 do out[#out + 1] = { py, pm, d, false } end
  for d = 1, nd do out[#out + 1] = { y, mo, d, true } end
  local ny, nm = nextmonth(y, mo)
  for d = 1, after do out[#out + 1] = { ny, nm, d, false } end
  return out
end

local function date(t) return R.IMPORT("datetime").date(t[1], t[2], t[3]) end
local function chunk7(list)
  local rows = {}
  for i = 1, #list, 7 do
    local row = {}
    for j = i, i + 6 do row[#row + 1] = list[j] end
    rows[#rows + 1] = LIST(row)
  end
  return LIST(rows)
end

local Calendar = class("Calendar", { R.object }, function(ns)
  ns.__init__ = R.sig(function(self, fw)
    R.SA(self, "firstweekday", fw == nil and 0 or fw)
    return None
  end, "__init__", { "self", "firstweekday" }, { nrequired = 1 })
  ns.getfirstweekday = function(self) return fwd(self) end
  ns.setfirstweekday = function(self, fw) R.SA(self, "firstweekday", fw); return None end
  ns.iterweekdays = function(self)
    local f, out = fwd(self), {}
    for i = f, f + 6 do out[#out + 1] = i % 7 end
    return R.CALL(R.builtins.iter, { LIST(out) })
  end
  local function days(self, y, mo)
    local out = {}
    for i, t in ipairs(days3(self, R.index(y), R.index(mo))) do out[i] = t[4] and t[3] or 0 end
    return out
  end
  local function days2(self, y, mo)
    local out, f = {}, fwd(self)
    for i, d in ipairs(days(self, y, mo)) do out[i] = TUPLE({ d, (f + i - 1) % 7 }) end
    return out
  end
  local function it(list) return R.CALL(R.builtins.iter, { LIST(list) }) end
  ns.itermonthdates = function(self, y, mo)
    local out = {}
    for i, t in ipairs(days3(self, R.index(y), R.index(mo))) do out[i] = date(t) end
    return it(out)
  end
  ns.itermonthdays = function(self, y, mo) return it(days(self, y, mo)) end
  ns.itermonthdays2 = function(self, y, mo) return it(days2(self, y, mo)) end
  ns.itermonthdays3 = function(self, y, mo)
    local out = {}
    for i, t in ipairs(days3(self, R.index(y), R.index(mo))) do out[i] = TUPLE({ t[1], t[2], t[3] }) end
    return it(out)
  end
  ns.itermonthdays4 = function(self, y, mo)
    local out, f = {}, fwd(self)
    for i, t in ipairs(days3(self, R.index(y), R.index(mo))) do
      out[i] = TUPLE({ t[1], t[2], t[3], (f + i - 1) % 7 })
    end
    return it(out)
  end
  ns.monthdatescalendar = function(self, y, mo)
    local out = {}
    for i, t in ipairs(days3(self, R.index(y), R.index(mo))) do out[i] = date(t) end
    return chunk7(out)
  end
  ns.monthdays2calendar = function(self, y, mo) return chunk7(days2(self, y, mo)) end
  ns.monthdayscalendar = function(self, y, mo) return chunk7(days(self, y, mo)) end
  local function year(self, y, width, f)
    width = width == nil and 3 or R.index(width)
    local months = {}
    for mo = 1, 12 do months[mo] = f(self, y, mo) end
    local rows = {}
    for i = 1, 12, width do
      local row = {}
      for j = i, min(i + width - 1, 12) do row[#row + 1] = months[j] end
      rows[#rows + 1] = LIST(row)
    end
    return LIST(rows)
  end
  ns.yeardatescalendar = function(self, y, w) return year(self, y, w, ns.monthdatescalendar) end
  ns.yeardays2calendar = function(self, y, w) return year(self, y, w, ns.monthdays2calendar) end
  ns.yeardayscalendar = function(self, y, w) return year(self, y, w, ns.monthdayscalendar) end
end)
m.Calendar = Calendar

local function center(s, width) return R.CALLM(s, "center", { width }) end
local function rstrip(s) return (s:gsub("%s+$", "")) end

local function formatstring(cols, colwidth, spacing)
  local parts = {}
  for i, c in ipairs(cols) do parts[i] = center(c, colwidth) end
  return concat(parts, rep(" ", spacing))
end

local TextCalendar = class("TextCalendar", { Calendar }, function(ns)
  ns.formatday = function(self, day, wd, width)
    return center(day == 0 and "" or format("%2d", day), width)
  end
  ns.formatweek = function(self, week, width)
    local parts = {}
    for i, dw in ipairs(R.toarray(week)) do
      local d = R.toarray(dw)
      parts[i] = self["@formatday"](self, d[1], d[2], width)
    end
    return concat(parts, " ")
  end
  ns.formatweekday = function(self, day, width)
    local names = width >= 9 and DAYS or abbr(DAYS)
    return center(names[day + 1]:sub(1, width), width)
  end
  ns.formatweekheader = function(self, width)
    local parts, f = {}, fwd(self)
    for i = f, f + 6 do parts[#parts + 1] = self["@formatweekday"](self, i % 7, width) end
    return concat(parts, " ")
  end
  ns.formatmonthname = R.sig(function(self, y, mo, width, withyear)
    local s = R.GI(m.month_name, mo) -- (month 0 is "", 13 an IndexError, as CPython's)
    if withyear == nil or R.T(withyear) then s = s .. " " .. R.repr(y) end
    return center(s, width)
  end, "formatmonthname", { "self", "theyear", "themonth", "width", "withyear" }, { nrequired = 4 })
  ns.formatmonth = R.sig(function(self, y, mo, w, l)
    w = max(2, w == nil and 0 or R.index(w))
    l = max(1, l == nil and 0 or R.index(l))
    local s = rstrip(self["@formatmonthname"](self, y, mo, 7 * (w + 1) - 1))
    s = s .. rep("\n", l)
    s = s .. rstrip(self["@formatweekheader"](self, w)) .. rep("\n", l)
    for week in R.iterate(self["@monthdays2calendar"](self, y, mo)) do
      s = s .. rstrip(self["@formatweek"](self, week, w)) .. rep("\n", l)
    end
    return s
  end, "formatmonth", { "self", "theyear", "themonth", "w", "l" }, { nrequired = 3 })
  ns.prweek = R.sig(function(self, week, width)
    R.CALL(R.builtins.print, { self["@formatweek"](self, week, width) }, { "end", "" })
    return None
  end, "prweek", { "self", "theweek", "width" })
  ns.prmonth = R.sig(function(self, y, mo, w, l)
    R.CALL(R.builtins.print, { self["@formatmonth"](self, y, mo, w, l) }, { "end", "" })
    return None
  end, "prmonth", { "self", "theyear", "themonth", "w", "l" }, { nrequired = 3 })
  ns.formatyear = R.sig(function(self, y, w, l, c, mm)
    w = max(2, w == nil and 2 or R.index(w))
    l = max(1, l == nil and 1 or R.index(l))
    c = max(2, c == nil and 6 or R.index(c))
    mm = mm == nil and 3 or R.index(mm)
    local colwidth = (w + 1) * 7 - 1
    local v = {}
    v[#v + 1] = rstrip(center(R.repr(y), colwidth * mm + c * (mm - 1)))
    v[#v + 1] = rep("\n", l)
    local header = self["@formatweekheader"](self, w)
    local rows = R.toarray(self["@yeardays2calendar"](self, y, mm))
    for i, row in ipairs(rows) do
      local first = mm * (i - 1) + 1
      local last = min(mm * i, 12)
      v[#v + 1] = rep("\n", l)
      local names, headers = {}, {}
      for k = first, last do
        names[#names + 1] = self["@formatmonthname"](self, y, k, colwidth, false)
        headers[#headers + 1] = header
      end
      v[#v + 1] = rstrip(formatstring(names, colwidth, c))
      v[#v + 1] = rep("\n", l)
      v[#v + 1] = rstrip(formatstring(headers, colwidth, c))
      v[#v + 1] = rep("\n", l)
      local cals = R.toarray(row)
      local height = 0
      for _, cl in ipairs(cals) do height = max(height, R.LEN(cl)) end
      for j = 1, height do
        local weeks = {}
        for _, cl in ipairs(cals) do
          local ws = R.toarray(cl)
          weeks[#weeks + 1] = ws[j] and self["@formatweek"](self, ws[j], w) or ""
        end
        v[#v + 1] = rstrip(formatstring(weeks, colwidth, c))
        v[#v + 1] = rep("\n", l)
      end
    end
    return concat(v)
  end, "formatyear", { "self", "theyear", "w", "l", "c", "m" }, { nrequired = 2 })
  ns.pryear = R.sig(function(self, y, w, l, c, mm)
    R.CALL(R.builtins.print, { self["@formatyear"](self, y, w, l, c, mm) }, { "end", "" })
    return None
  end, "pryear", { "self", "theyear", "w", "l", "c", "m" }, { nrequired = 2 })
end)
m.TextCalendar = TextCalendar

-- HTMLCalendar: tables with CPython's markup and CSS classes (class attributes a subclass may
-- change)
local function attr(self, name) return R.GA(self, name) end
local HTMLCalendar = class("HTMLCalendar", { Calendar }, function(ns)
  ns.cssclasses = LIST({ "mon", "tue", "wed", "thu", "fri", "sat", "sun" })
  ns.cssclasses_weekday_head = ns.cssclasses
  ns.cssclass_noday = "noday"
  ns.cssclass_month_head = "month"
  ns.cssclass_month = "month"
  ns.cssclass_year_head = "year"
  ns.cssclass_year = "year"
  ns.formatday = R.sig(function(self, day, wd)
    if day == 0 then return '<td class="' .. R.str(attr(self, "cssclass_noday")) .. '">&nbsp;</td>' end
    return '<td class="' .. R.str(R.GI(attr(self, "cssclasses"), wd)) .. '">' .. R.str(day) .. "</td>"
  end, "formatday", { "self", "day", "weekday" })
  ns.formatweek = R.sig(function(self, week)
    local parts = {}
    for dw in R.iterate(week) do
      local d = R.toarray(dw)
      parts[#parts + 1] = self["@formatday"](self, d[1], d[2])
    end
    return "<tr>" .. concat(parts) .. "</tr>"
  end, "formatweek", { "self", "theweek" })
  ns.formatweekday = R.sig(function(self, day)
    return '<th class="' .. R.str(R.GI(attr(self, "cssclasses_weekday_head"), day)) .. '">'
      .. abbr(DAYS)[R.index(day) + 1] .. "</th>"
  end, "formatweekday", { "self", "day" })
  ns.formatweekheader = function(self)
    local parts, f = {}, fwd(self)
    for i = f, f + 6 do parts[#parts + 1] = self["@formatweekday"](self, i % 7) end
    return "<tr>" .. concat(parts) .. "</tr>"
  end
  ns.formatmonthname = R.sig(function(self, y, mo, withyear)
    local s = R.GI(m.month_name, mo)
    if withyear == nil or R.T(withyear) then s = s .. " " .. R.str(y) end
    return '<tr><th colspan="7" class="' .. R.str(attr(self, "cssclass_month_head")) .. '">' .. s .. "</th></tr>"
  end, "formatmonthname", { "self", "theyear", "themonth", "withyear" }, { nrequired = 3 })
  ns.formatmonth = R.sig(function(self, y, mo, withyear)
    local v = { '<table border="0" cellpadding="0" cellspacing="0" class="' .. R.str(attr(self, "cssclass_month"))
      .. '">', "\n" }
    v[#v + 1] = R.CALLM(self, "formatmonthname", { y, mo }, { "withyear", withyear == nil and true or withyear })
    v[#v + 1] = "\n"
    v[#v + 1] = self["@formatweekheader"](self)
    v[#v + 1] = "\n"
    for week in R.iterate(self["@monthdays2calendar"](self, y, mo)) do
      v[#v + 1] = self["@formatweek"](self, week)
      v[#v + 1] = "\n"
    end
    v[#v + 1] = "</table>"
    v[#v + 1] = "\n"
    return concat(v)
  end, "formatmonth", { "self", "theyear", "themonth", "withyear" }, { nrequired = 3 })
  ns.formatyear = R.sig(function(self, y, width)
    width = max(width == nil and 3 or R.index(width), 1)
    local v = { '<table border="0" cellpadding="0" cellspacing="0" class="' .. R.str(attr(self, "cssclass_year"))
      .. '">', "\n" }
    v[#v + 1] = '<tr><th colspan="' .. width .. '" class="' .. R.str(attr(self, "cssclass_year_head")) .. '">'
      .. R.str(y) .. "</th></tr>"
    for i = 1, 12, width do
      v[#v + 1] = "<tr>"
      for mo = i, min(i + width - 1, 12) do
        v[#v + 1] = "<td>"
        v[#v + 1] = R.CALLM(self, "formatmonth", { y, mo }, { "withyear", false })
        v[#v + 1] = "</td>"
      end
      v[#v + 1] = "</tr>"
    end
    v[#v + 1] = "</table>"
    return concat(v)
  end, "formatyear", { "self", "theyear", "width" }, { nrequired = 2 })
  ns.formatyearpage = R.sig(function(self, y, width, css, encoding)
    if encoding == nil or encoding == None then encoding = "utf-8" end
    if css == nil then css = "calendar.css" end
    local v = {
      '<?xml version="1.0" encoding="' .. R.str(encoding) .. '"?>\n',
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n',
      "<html>\n", "<head>\n",
      '<meta http-equiv="Content-Type" content="text/html; charset=' .. R.str(encoding) .. '" />\n',
    }
    if css ~= None then v[#v + 1] = '<link rel="stylesheet" type="text/css" href="' .. R.str(css) .. '" />\n' end
    v[#v + 1] = "<title>Calendar for " .. R.builtins.format(y, "d") .. "</title>\n"
    v[#v + 1] = "</head>\n"
    v[#v + 1] = "<body>\n"
    v[#v + 1] = self["@formatyear"](self, y, width == nil and 3 or width)
    v[#v + 1] = "</body>\n"
    v[#v + 1] = "</html>\n"
    return R.CALLM(concat(v), "encode", { encoding, "xmlcharrefreplace" })
  end, "formatyearpage", { "self", "theyear", "width", "css", "encoding" }, { nrequired = 2 })
end)
m.HTMLCalendar = HTMLCalendar
-- the locale classes: the C locale's English names (the sandbox has no other locale)
local function locale_class(name, base)
  return class(name, { base }, function(ns)
    ns.__init__ = R.sig(function(self, fw, locale)
      R.SA(self, "firstweekday", fw == nil and 0 or fw)
      R.SA(self, "locale", locale == nil and None or locale)
      return None
    end, "__init__", { "self", "firstweekday", "locale" }, { nrequired = 1 })
  end)
end
m.LocaleTextCalendar = locale_class("LocaleTextCalendar", TextCalendar)
m.LocaleHTMLCalendar = locale_class("LocaleHTMLCalendar", HTMLCalendar)
m.error = R.exc_classes.ValueError
m.January, m.February = 1, 2

local c = R.type_call(TextCalendar)
m.firstweekday = function() return fwd(c) end
m.setfirstweekday = R.sig(function(fw)
  if R.is_int(fw) ~= true or fw < 0 or fw > 6 then R.RAISE(R.type_call(m.IllegalWeekdayError, fw)) end
  R.SA(c, "firstweekday", fw)
  return None
end, "setfirstweekday", { "firstweekday" })
m.monthcalendar = R.sig(function(y, mo) return c["@monthdayscalendar"](c, y, mo) end, "monthcalendar", { "year", "month" })
m.month = R.sig(function(y, mo, w, l) return c["@formatmonth"](c, y, mo, w, l) end, "month",
  { "theyear", "themonth", "w", "l" }, { nrequired = 2 })
m.prmonth = R.sig(function(y, mo, w, l) return c["@prmonth"](c, y, mo, w, l) end, "prmonth",
  { "theyear", "themonth", "w", "l" }, { nrequired = 2 })
m.calendar = R.sig(function(y, w, l, cc, mm) return c["@formatyear"](c, y, w, l, cc, mm) end, "calendar",
  { "theyear", "w", "l", "c", "m" }, { nrequired = 1 })
m.prcal = R.sig(function(y, w, l, cc, mm) return c["@pryear"](c, y, w, l, cc, mm) end, "prcal",
  { "theyear", "w", "l", "c", "m" }, { nrequired = 1 })
m.week = R.sig(function(w, width) return c["@formatweek"](c, w, width) end, "formatweek", { "theweek", "width" })
m.prweek = R.sig(function(w, width) return c["@prweek"](c, w, width) end, "prweek", { "theweek", "width" })
m.formatstring = R.sig(function(cols, colwidth, spacing)
  local parts = {}
  for x in R.iterate(cols) do parts[#parts + 1] = x end
  return formatstring(parts, colwidth == nil and 20 or colwidth, spacing == nil and 6 or R.index(spacing))
end, "formatstring", { "cols", "colwidth", "spacing" }, { nrequired = 1 })
m.format = R.sig(function(cols, colwidth, spacing)
  R.builtins.print(m.formatstring(cols, colwidth, spacing))
  return None
end, "format", { "cols", "colwidth", "spacing" }, { nrequired = 1 })
m.weekheader = R.sig(function(width) return c["@formatweekheader"](c, R.index(width)) end, "weekheader", { "width" })

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
-- (month, calendar, ... are bound methods of a TextCalendar in CPython: their words count self)
R.toomany_all(m, {
  { "month", "pyself", 4, "TextCalendar.formatmonth", 2 }, { "prmonth", "pyself", 4, "TextCalendar.prmonth", 2 },
  { "calendar", "pyself", 5, "TextCalendar.formatyear", 1 }, { "prcal", "pyself", 5, "TextCalendar.pryear", 1 },
  { "monthcalendar", "pyself", 2, "Calendar.monthdayscalendar", 2 },
  { "week", "pyself", 2, "TextCalendar.formatweek", 2 }, { "prweek", "pyself", 2, "TextCalendar.prweek", 2 },
  { "weekheader", "pyself", 1, "TextCalendar.formatweekheader", 1 },
})
R.pyfuncs(m, {
  { "format", 3, 1 }, { "formatstring", 3, 1 }, { "isleap", 1, 1 }, { "leapdays", 2, 2 },
  { "monthrange", 2, 2 }, { "setfirstweekday", 1, 1 }, { "timegm", 1, 1 }, { "weekday", 3, 3 }
})
return m
end
