-- modlogging.lua: logging, written after the documented behaviour of CPython's logging
-- package: the levels and their names, the logger tree (dotted names, propagation to the
-- root), LogRecord, Formatter ('%', '{' and '$' styles, asctime as time.strftime of the real
-- clock with ",msecs"), Filter, Handler, StreamHandler, NullHandler, LoggerAdapter,
-- basicConfig, disable and the last-resort handler. Records carry the caller's Python frame
-- (funcName, lineno, filename) from the traceback's stack walk. Deliberate differences: the
-- sandbox has no files (FileHandler raises what open() raises), no processes and one thread
-- (process, thread are fixed numbers), and a handler's lock does nothing.
local type, rawget, rawset, ipairs, pairs, error, tostring, select =
      type, rawget, rawset, ipairs, pairs, error, tostring, select
local mtype, floor = math.type, math.floor
local concat, unpack = table.concat, table.unpack
local getmetatable = debug.getmetatable

return function(R, host)
local _ENV = nil
local None, raise, T = R.None, R.raise, R.T
local exc = R.exc_classes
local LIST, TUPLE, DICT = R.LIST, R.TUPLE, R.DICT
local CALLM, GA, SA = R.CALLM, R.GA, R.SA
local isinstance, str, repr = R.isinstance, R.str, R.repr

local m = {}

-- an attribute of a Python object (an instance field, or through its class)
local function get(o, k)
  local v = rawget(o, k)
  if v == nil then v = GA(o, k) end
  return v
end
local function none(v) return v == nil or v == None end
local function FOREACH(x, f)
  for v in R.iterate(x) do f(v) end
end

-- a runtime function with *args / **kwargs / keyword-only parameters: body gets them bound
local function fn(name, params, extra, body)
  local s = { name = name, params = params, nposonly = 0, nrequired = extra.nrequired or #params }
  for k, v in pairs(extra) do s[k] = v end
  local f = body
  if s.complex then f = function(...) return body(R.ARGS(s, ...)) end end
  return R.sig(f, name, params, s)
end

local function newclass(name, bases, body)
  local t = R.CLASS(name, bases, nil, body)
  t["#dict"].__module__ = "logging"
  return t
end

---------------------------------------------------------------------------------------------
-- levels
---------------------------------------------------------------------------------------------

local CRITICAL, ERROR, WARNING, INFO, DEBUG, NOTSET = 50, 40, 30, 20, 10, 0
m.CRITICAL, m.FATAL, m.ERROR, m.WARNING, m.WARN, m.INFO, m.DEBUG, m.NOTSET =
  CRITICAL, CRITICAL, ERROR, WARNING, WARNING, INFO, DEBUG, NOTSET

local level_to_name = DICT()
local name_to_level = DICT()
for _, p in ipairs({ { CRITICAL, "CRITICAL" }, { ERROR, "ERROR" }, { WARNING, "WARNING" },
                     { INFO, "INFO" }, { DEBUG, "DEBUG" }, { NOTSET, "NOTSET" } }) do
  R.SI(level_to_name, p[1], p[2])
end
for _, p in ipairs({ { "CRITICAL", CRITICAL }, { "FATAL", CRITICAL }, { "ERROR", ERROR },
                     { "WARN", WARNING }, { "WARNING", WARNING }, { "INFO", INFO },
                     { "DEBUG", DEBUG }, { "NOTSET", NOTSET } }) do
  R.SI(name_to_level, p[1], p[2])
end
m._levelToName, m._nameToLevel = level_to_name, name_to_level

local function level_name(level)
  local r = R.dict_get(level_to_name, level)
  if r ~= nil then return r end
  r = R.dict_get(name_to_level, level)
  if r ~= nil then return r end
  return "Level " .. str(level)
end
m.getLevelName = R.sig(level_name, "getLevelName", { "level" })

m.addLevelName = R.sig(function(level, name)
  R.SI(level_to_name, level, name)
  R.SI(name_to_level, name, level)
  return None
end, "addLevelName", { "level", "levelName" })

m.getLevelNamesMapping = function() return R.CALLM(name_to_level, "copy", {}) end

local function is_int(v) return mtype(v) == "integer" or type(v) == "boolean" or R.is_int(v) end

local function check_level(level)
  if is_int(level) then return level end
  if type(level) == "string" then
    local v = R.dict_get(name_to_level, level)
    if v == nil then raise("ValueError", "Unknown level: " .. repr(level)) end
    return v
  end
  raise("TypeError", "Level not an integer or a valid string: " .. repr(level))
end
m._checkLevel = check_level

---------------------------------------------------------------------------------------------
-- the caller's frame, and the clock
---------------------------------------------------------------------------------------------

local function caller(stacklevel)
  local where = R.tb_where
  if not where then return "(unknown file)", 0, "(unknown function)" end
  local frames = R.traceback.collect_frames(where[1], where[2]) -- innermost first
  local f = frames[stacklevel] or frames[#frames]
  if not f then return "(unknown file)", 0, "(unknown function)" end
  return where[1]:sub(2), f.line, f.name
end

-- the stack_info=True text: the caller's frames, outermost first, as traceback.print_stack
local function stack_text(stacklevel)
  local where = R.tb_where
  if not where then return "" end
  local frames = R.traceback.collect_frames(where[1], where[2])
  local out = {}
  for i = #frames, stacklevel, -1 do
    local f = frames[i]
    local src = where[2][f.line]
    out[#out + 1] = '  File "' .. where[1]:sub(2) .. '", line ' .. f.line .. ", in " .. f.name ..
      (src and src:match("%S") and ("\n    " .. src:match("^%s*(.-)%s*$")) or "")
  end
  return concat(out, "\n")
end

local timemod = R.IMPORT("time")
local start_time = timemod.time()
m._startTime = start_time
local PROCESS, THREAD = 1, 1

---------------------------------------------------------------------------------------------
-- LogRecord
---------------------------------------------------------------------------------------------

local function basename(p)
  return p:match("([^/\\]*)$")
end

local LogRecord = newclass("LogRecord", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "name", "level", "pathname", "lineno", "msg", "args",
    "exc_info", "func", "sinfo" }, { nrequired = 8, kwarg = "kwargs", complex = true },
    function(self, name, level, pathname, lineno, msg, args, exc_info, func, sinfo)
      local ct = timemod.time()
      SA(self, "name", name)
      SA(self, "msg", msg)
      -- one mapping as the only argument: "%(key)s" formats take their values from it
      if R.isinstance(args, R.tuple_t) and R.LEN(args) == 1 then
        local a = args[1]
        if type(a) == "table" and R.isinstance(a, R.IMPORT("collections.abc").Mapping) and T(a) then
          args = a
        end
      end
      SA(self, "args", args)
      SA(self, "levelname", level_name(level))
      SA(self, "levelno", level)
      SA(self, "pathname", pathname)
      local filename, module = pathname, "Unknown module"
      if type(pathname) == "string" then
        filename = basename(pathname)
        module = filename:match("^(.*)%.[^.]*$") or filename
      end
      SA(self, "filename", filename)
      SA(self, "module", module)
      SA(self, "exc_info", exc_info)
      SA(self, "exc_text", None)
      SA(self, "stack_info", none(sinfo) and None or sinfo)
      SA(self, "lineno", lineno)
      SA(self, "funcName", none(func) and None or func)
      SA(self, "created", ct)
      SA(self, "msecs", floor((ct - floor(ct)) * 1000) + 0.0)
      SA(self, "relativeCreated", (ct - start_time) * 1000)
      SA(self, "thread", THREAD)
      SA(self, "threadName", "MainThread")
      SA(self, "processName", "MainProcess")
      SA(self, "process", PROCESS)
      return None
    end)
  ns.getMessage = function(self)
    local msg = str(get(self, "msg"))
    local args = get(self, "args")
    if T(args) then msg = R.MOD(msg, args) end
    return msg
  end
  ns.__repr__ = function(self)
    return "<LogRecord: " .. str(get(self, "name")) .. ", " .. str(get(self, "levelno")) .. ", " ..
      str(get(self, "pathname")) .. ", " .. str(get(self, "lineno")) .. ", \"" ..
      str(get(self, "msg")) .. "\">"
  end
end)
m.LogRecord = LogRecord
local record_factory = LogRecord
m.getLogRecordFactory = function() return record_factory end
m.setLogRecordFactory = function(f) record_factory = f return None end

m.makeLogRecord = function(d)
  local rv = record_factory(None, None, "", 0, "", TUPLE({}), None, None)
  FOREACH(d, function(k) SA(rv, k, R.GI(d, k)) end)
  return rv
end

---------------------------------------------------------------------------------------------
-- Formatter and its styles
---------------------------------------------------------------------------------------------

local re = R.IMPORT("re")
local percent_check = re.compile("%\\(\\w+\\)[#0+ -]*(\\*|\\d+)?(\\.(\\*|\\d+))?[diouxefgcrsa%]", re.I)
local brace_field = re.compile("\\{[^{}]*\\}")
local dollar_check = re.compile("\\$(\\w+|\\{\\w+\\})")

local STYLES = { ["%"] = "%(levelname)s:%(name)s:%(message)s", ["{"] = "{levelname}:{name}:{message}",
                 ["$"] = "${levelname}:${name}:${message}" }
local ASCTIME = { ["%"] = "%(asctime)", ["{"] = "{asctime", ["$"] = "${asctime}" }
m.BASIC_FORMAT = STYLES["%"]

local function check_style(style)
  if STYLES[style] == nil then raise("ValueError", "Style must be one of: %,{,$") end
end

local function validate(fmt, style)
  if style == "%" then
    if not T(CALLM(percent_check, "search", { fmt })) then
      raise("ValueError", "Invalid format '" .. fmt .. "' for '%' style")
    end
  elseif style == "{" then
    if not T(CALLM(brace_field, "search", { fmt })) then raise("ValueError", "invalid format: no fields") end
  else
    if not T(CALLM(dollar_check, "search", { fmt })) then
      raise("ValueError", "Invalid format '" .. fmt .. "' for '$' style")
    end
  end
end

-- the names a '%' or '{' format refers to (nil: it needs the whole __dict__), per format text
local field_names = {}
local function names_in(fmt, style)
  local key = style .. fmt
  local names = field_names[key]
  if names ~= nil then return names end
  names = {}
  if style == "%" then
    for n in fmt:gmatch("%%%(([^)]*)%)") do names[#names + 1] = n end
  elseif style == "{" and not fmt:find("{{", 1, true) then
    for f in fmt:gmatch("{([^}]*)}") do
      local n = f:match("^([%a_][%w_]*)")
      if not n then names = false break end
      names[#names + 1] = n
    end
  else
    names = false
  end
  field_names[key] = names
  return names
end

-- the mapping a format is applied to: the record's own attributes that it names, or its
-- whole __dict__ (also when one is missing: the KeyError is then CPython's)
local function record_dict(record, fmt, style)
  local names = type(fmt) == "string" and names_in(fmt, style)
  if not names then return get(record, "__dict__") end
  local d = DICT()
  for _, n in ipairs(names) do
    local v = rawget(record, n)
    if v == nil then return get(record, "__dict__") end -- (the KeyError comes from there)
    R.SI(d, n, v)
  end
  return d
end

local Formatter = newclass("Formatter", { R.object }, function(ns)
  ns.default_time_format = "%Y-%m-%d %H:%M:%S"
  ns.default_msec_format = "%s,%03d"
  ns.__init__ = fn("__init__", { "self", "fmt", "datefmt", "style", "validate" },
    { nrequired = 1, kwonly = { "defaults" }, complex = true },
    function(self, fmt, datefmt, style, valid, defaults)
      if none(style) then style = "%" end
      check_style(style)
      if none(fmt) then fmt = style == "%" and "%(message)s" or style == "{" and "{message}" or "${message}" end
      if valid ~= false then validate(str(fmt), style) end
      SA(self, "_fmt", fmt)
      SA(self, "datefmt", none(datefmt) and None or datefmt)
      rawset(self, "#style", style)
      rawset(self, "#defaults", not none(defaults) and defaults or nil)
      return None
    end)
  ns.usesTime = function(self)
    local style = rawget(self, "#style") or "%"
    return str(get(self, "_fmt")):find(ASCTIME[style], 1, true) ~= nil
  end
  ns.formatTime = fn("formatTime", { "self", "record", "datefmt" }, { nrequired = 2 },
    function(self, record, datefmt)
      local ct = timemod.localtime(get(record, "created"))
      if not none(datefmt) then return timemod.strftime(datefmt, ct) end
      local s = timemod.strftime(get(self, "default_time_format"), ct)
      local mf = get(self, "default_msec_format")
      if not none(mf) then s = R.MOD(mf, TUPLE({ s, get(record, "msecs") })) end
      return s
    end)
  ns.formatException = function(self, ei)
    local e = type(ei) == "table" and R.isinstance(ei, R.tuple_t) and ei[2] or ei
    local text
    if none(e) then text = "NoneType: None\n"
    else text = concat(R.IMPORT("traceback").format_exception(e)) end
    if text:sub(-1) == "\n" then text = text:sub(1, -2) end
    return text
  end
  ns.formatStack = function(self, s) return s end
  ns.formatMessage = function(self, record)
    local style = rawget(self, "#style") or "%"
    local fmt = get(self, "_fmt")
    local defaults = rawget(self, "#defaults")
    local d = record_dict(record, not defaults and fmt, style)
    if defaults then
      local d2 = CALLM(defaults, "copy", {})
      CALLM(d2, "update", { d })
      d = d2
    end
    local ok, r = R.pcall(function()
      if style == "%" then return R.MOD(fmt, d) end
      if style == "{" then return CALLM(fmt, "format_map", { d }) end
      return CALLM(R.IMPORT("string").Template(fmt), "substitute", { d })
    end)
    if ok then return r end
    local e = R.EXC(r)
    if R.isinstance(e, exc.KeyError) then
      local saved = R.current_exc()
      R.SETEXC(e)
      local ok2, err2 = R.pcall(raise, "ValueError", "Formatting field not found in record: " .. str(e))
      R.SETEXC(saved)
      error(err2, 0)
    end
    error(e, 0)
  end
  ns.format = function(self, record)
    SA(record, "message", CALLM(record, "getMessage", {}))
    if T(CALLM(self, "usesTime", {})) then
      SA(record, "asctime", CALLM(self, "formatTime", { record, get(self, "datefmt") }))
    end
    local s = CALLM(self, "formatMessage", { record })
    local ei = get(record, "exc_info")
    if T(ei) and not T(get(record, "exc_text")) then
      SA(record, "exc_text", CALLM(self, "formatException", { ei }))
    end
    local et = get(record, "exc_text")
    if T(et) then
      if s:sub(-1) ~= "\n" then s = s .. "\n" end
      s = s .. str(et)
    end
    local si = get(record, "stack_info")
    if T(si) then
      if s:sub(-1) ~= "\n" then s = s .. "\n" end
      s = s .. str(CALLM(self, "formatStack", { si }))
    end
    return s
  end
end)
m.Formatter = Formatter
local default_formatter = Formatter()

m.BufferingFormatter = newclass("BufferingFormatter", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "linefmt" }, { nrequired = 1 }, function(self, linefmt)
    SA(self, "linefmt", none(linefmt) and default_formatter or linefmt)
    return None
  end)
  ns.formatHeader = function() return "" end
  ns.formatFooter = function() return "" end
  ns.format = function(self, records)
    local parts = {}
    if R.LEN(records) > 0 then
      parts[1] = CALLM(self, "formatHeader", { records })
      FOREACH(records, function(r) parts[#parts + 1] = CALLM(get(self, "linefmt"), "format", { r }) end)
      parts[#parts + 1] = CALLM(self, "formatFooter", { records })
    end
    return concat(parts)
  end
end)

---------------------------------------------------------------------------------------------
-- Filter and Filterer
---------------------------------------------------------------------------------------------

m.Filter = newclass("Filter", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "name" }, { nrequired = 1 }, function(self, name)
    if none(name) then name = "" end
    SA(self, "name", name)
    SA(self, "nlen", R.LEN(name))
    return None
  end)
  ns.filter = function(self, record)
    local name, n = get(self, "name"), get(self, "nlen")
    if n == 0 then return true end
    local rn = get(record, "name")
    if rn == name then return true end
    if rn:sub(1, #name) ~= name then return false end
    return rn:sub(#name + 1, #name + 1) == "."
  end
end)

local function run_filters(self, record)
  local ok = true
  FOREACH(get(self, "filters"), function(f)
    if not ok then return end
    local r
    if R.hasattr(f, "filter") then r = CALLM(f, "filter", { record }) else r = R.CALL(f, { record }) end
    if not T(r) then ok = false end
  end)
  return ok
end

local Filterer = newclass("Filterer", { R.object }, function(ns)
  ns.__init__ = function(self) SA(self, "filters", LIST({})) return None end
  ns.addFilter = function(self, f)
    local fl = get(self, "filters")
    if not R.IN(f, fl) then CALLM(fl, "append", { f }) end
    return None
  end
  ns.removeFilter = function(self, f)
    local fl = get(self, "filters")
    if R.IN(f, fl) then CALLM(fl, "remove", { f }) end
    return None
  end
  ns.filter = function(self, record) return run_filters(self, record) end
end)
m.Filterer = Filterer

---------------------------------------------------------------------------------------------
-- handlers
---------------------------------------------------------------------------------------------

local raise_exceptions = true
local sysm = R.IMPORT("sys")

-- an exception in emit(): reported on sys.stderr as CPython does, and the program goes on
local function handle_error(self, record, e)
  local stderr = sysm.stderr
  if none(stderr) then return end
  local text = concat(R.IMPORT("traceback").format_exception(e))
  local args = get(record, "args")
  CALLM(stderr, "write", { "--- Logging error ---\n" .. text .. "Call stack:\n" .. stack_text(1) .. "\nMessage: " .. repr(get(record, "msg")) ..
    "\nArguments: " .. str(args) .. "\n" })
end

-- runs f(); an Exception it raises goes to the handler's handleError (as `except Exception`)
local function guarded(self, record, f)
  local ok, err = R.pcall(f)
  if ok then return end
  local e = R.EXC(err)
  if not R.isinstance(e, exc.Exception) or R.isinstance(e, exc.RecursionError) then error(e, 0) end
  local saved = R.current_exc()
  R.SETEXC(e)
  local ok2, err2 = R.pcall(CALLM, self, "handleError", { record })
  R.SETEXC(saved)
  if not ok2 then error(err2, 0) end
end

local Handler = newclass("Handler", { Filterer }, function(ns)
  ns.__init__ = fn("__init__", { "self", "level" }, { nrequired = 1 }, function(self, level)
    SA(self, "filters", LIST({}))
    SA(self, "_name", None)
    SA(self, "level", check_level(none(level) and NOTSET or level))
    SA(self, "formatter", None)
    SA(self, "_closed", false)
    SA(self, "lock", None)
    return None
  end)
  ns.get_name = function(self) return get(self, "_name") end
  ns.set_name = function(self, n) SA(self, "_name", n) return None end
  ns.name = R.builtins.property(function(self) return get(self, "_name") end,
                                         function(self, n) SA(self, "_name", n) return None end)
  ns.createLock = function() return None end
  ns.acquire = function() return None end
  ns.release = function() return None end
  ns.setLevel = function(self, level) SA(self, "level", check_level(level)) return None end
  ns.setFormatter = function(self, f) SA(self, "formatter", f) return None end
  ns.format = function(self, record)
    local f = get(self, "formatter")
    if none(f) then f = default_formatter end
    return CALLM(f, "format", { record })
  end
  ns.emit = function(self)
    raise("NotImplementedError", "emit must be implemented by Handler subclasses")
  end
  ns.handle = function(self, record)
    local rv = CALLM(self, "filter", { record })
    if T(rv) then CALLM(self, "emit", { record }) end
    return rv
  end
  ns.flush = function() return None end
  ns.close = function(self) SA(self, "_closed", true) return None end
  ns.handleError = function(self, record)
    if raise_exceptions then handle_error(self, record, R.current_exc()) end
    return None
  end
  ns.__repr__ = function(self)
    return "<" .. R.typeof(self)["#name"] .. " (" .. level_name(get(self, "level")) .. ")>"
  end
end)
m.Handler = Handler

local function stream_of(self)
  if rawget(self, "#stderr") then return sysm.stderr end
  return get(self, "stream")
end

local StreamHandler = newclass("StreamHandler", { Handler }, function(ns)
  ns.terminator = "\n"
  ns.__init__ = fn("__init__", { "self", "stream" }, { nrequired = 1 }, function(self, stream)
    Handler["#dict"].__init__(self)
    if none(stream) then stream = sysm.stderr end
    SA(self, "stream", stream)
    return None
  end)
  ns.flush = function(self)
    local s = stream_of(self)
    if not none(s) and R.hasattr(s, "flush") then CALLM(s, "flush", {}) end
    return None
  end
  ns.emit = function(self, record)
    guarded(self, record, function()
      local msg = CALLM(self, "format", { record })
      CALLM(stream_of(self), "write", { msg .. str(get(self, "terminator")) })
      CALLM(self, "flush", {})
    end)
    return None
  end
  ns.setStream = function(self, stream)
    local old = get(self, "stream")
    if stream == old then return None end
    CALLM(self, "flush", {})
    SA(self, "stream", stream)
    return old
  end
  ns.__repr__ = function(self)
    local s = stream_of(self)
    local name = ""
    if R.hasattr(s, "name") then name = str(GA(s, "name")) end
    if name ~= "" then name = name .. " " end
    return "<" .. R.typeof(self)["#name"] .. " " .. name .. "(" .. level_name(get(self, "level")) .. ")>"
  end
end)
m.StreamHandler = StreamHandler

m.FileHandler = newclass("FileHandler", { StreamHandler }, function(ns)
  ns.__init__ = fn("__init__", { "self", "filename", "mode", "encoding", "delay", "errors" },
    { nrequired = 2 }, function(self, filename)
      return R.builtins.open(filename)
    end)
end)

m.NullHandler = newclass("NullHandler", { Handler }, function(ns)
  ns.handle = function() return None end
  ns.emit = function() return None end
  ns.createLock = function() return None end
end)

-- the handler of last resort: WARNING and above, the bare message, to the sys.stderr of the moment
local StderrHandler = newclass("_StderrHandler", { StreamHandler }, function(ns)
  ns.__init__ = fn("__init__", { "self", "level" }, { nrequired = 1 }, function(self, level)
    Handler["#dict"].__init__(self, none(level) and NOTSET or level)
    rawset(self, "#stderr", true)
    return None
  end)
  ns.stream = R.builtins.property(function() return sysm.stderr end)
end)
local last_resort = StderrHandler(WARNING)
m.lastResort = last_resort

---------------------------------------------------------------------------------------------
-- loggers
---------------------------------------------------------------------------------------------

local disable_level = 0
local loggers = {}     -- name -> logger
local logger_dict = DICT()
local root

local function effective_level(lg)
  while lg ~= nil and lg ~= None do
    local l = get(lg, "level")
    if l ~= 0 then return l end
    lg = get(lg, "parent")
  end
  return NOTSET
end

local function is_enabled(self, level)
  if T(get(self, "disabled")) then return false end
  if disable_level >= level then return false end
  return level >= CALLM(self, "getEffectiveLevel", {})
end

local function call_handlers(self, record)
  local c = self
  local found = 0
  local levelno = get(record, "levelno")
  while c ~= nil and c ~= None do
    local hs = get(c, "handlers")
    local n = R.LEN(hs)
    local list = {}
    for i = 1, n do list[i] = R.GI(hs, i - 1) end
    for i = 1, n do
      local h = list[i]
      found = found + 1
      if levelno >= get(h, "level") then CALLM(h, "handle", { record }) end
    end
    if not T(get(c, "propagate")) then c = nil else c = get(c, "parent") end
  end
  if found == 0 then
    local lr = m.lastResort
    if not none(lr) then
      if levelno >= get(lr, "level") then CALLM(lr, "handle", { record }) end
    end
  end
end

local function exc_info_of(ei)
  if isinstance(ei, exc.BaseException) then return TUPLE({ R.typeof(ei), ei, None }) end
  if isinstance(ei, R.tuple_t) then return ei end
  local e = R.current_exc()
  if none(e) then return TUPLE({ None, None, None }) end
  return TUPLE({ R.typeof(e), e, None })
end

local function do_log(self, level, msg, args, exc_info, extra, stack_info, stacklevel)
  local sl = none(stacklevel) and 1 or stacklevel
  if sl < 1 then sl = 1 end
  local fname, lineno, func = caller(sl)
  if not none(exc_info) and T(exc_info) then exc_info = exc_info_of(exc_info) else exc_info = None end
  local sinfo = None
  if not none(stack_info) and T(stack_info) then sinfo = "Stack (most recent call last):\n" .. stack_text(sl) end
  local record = CALLM(self, "makeRecord", { get(self, "name"), level, fname, lineno, msg, args,
    exc_info, func, none(extra) and None or extra, sinfo })
  CALLM(self, "handle", { record })
end

local LOG_KW = { "exc_info", "extra", "stack_info", "stacklevel" }
-- a logging method: fn(self, msg, args tuple, exc_info, extra, stack_info, stacklevel)
local function deprecated(what)
  R.IMPORT("warnings").warn("The 'warn' " .. what .. " is deprecated, use 'warning' instead",
    exc.DeprecationWarning, 1)
end

local function logmethod(name, level)
  return fn(name, { "self", "msg" }, { vararg = "args", kwonly = LOG_KW, kwrequired = {}, complex = true },
    function(self, msg, args, exc_info, extra, stack_info, stacklevel)
      if name == "warn" then deprecated("method") end
      if is_enabled(self, level) then
        do_log(self, level, msg, args, exc_info, extra, stack_info, stacklevel)
      end
      return None
    end)
end

local Logger
local logger_class -- setLoggerClass's (nil: Logger)
local function get_logger(name)
  if none(name) or name == "" or name == "root" then return root end
  if type(name) ~= "string" then raise("TypeError", "A logger name must be a string") end
  local lg = loggers[name]
  if lg then return lg end
  lg = (logger_class or Logger)(name)
  loggers[name] = lg
  R.SI(logger_dict, name, lg)
  -- the parent: the nearest existing ancestor
  local parent = root
  local p = name
  while true do
    p = p:match("^(.*)%.[^.]*$")
    if not p then break end
    if loggers[p] then parent = loggers[p] break end
  end
  SA(lg, "parent", parent)
  -- the descendants whose parent was above this logger now hang from it
  local prefix = name .. "."
  for n, child in pairs(loggers) do
    if n:sub(1, #prefix) == prefix then
      local cp = get(child, "parent")
      local cpn = cp == root and "" or get(cp, "name")
      if cp == root or #cpn < #name then SA(child, "parent", lg) end
    end
  end
  return lg
end

Logger = newclass("Logger", { Filterer }, function(ns)
  ns.__init__ = fn("__init__", { "self", "name", "level" }, { nrequired = 2 }, function(self, name, level)
    SA(self, "filters", LIST({}))
    SA(self, "name", name)
    SA(self, "level", check_level(none(level) and NOTSET or level))
    SA(self, "parent", None)
    SA(self, "propagate", true)
    SA(self, "handlers", LIST({}))
    SA(self, "disabled", false)
    return None
  end)
  ns.setLevel = function(self, level) SA(self, "level", check_level(level)) return None end
  ns.getEffectiveLevel = function(self) return effective_level(self) end
  ns.isEnabledFor = function(self, level) return is_enabled(self, level) end
  ns.debug = logmethod("debug", DEBUG)
  ns.info = logmethod("info", INFO)
  ns.warning = logmethod("warning", WARNING)
  ns.warn = logmethod("warn", WARNING)
  ns.error = logmethod("error", ERROR)
  ns.critical = logmethod("critical", CRITICAL)
  ns.fatal = logmethod("fatal", CRITICAL)
  ns.exception = fn("exception", { "self", "msg" },
    { vararg = "args", kwonly = LOG_KW, kwrequired = {}, complex = true },
    function(self, msg, args, exc_info, extra, stack_info, stacklevel)
      if exc_info == nil then exc_info = true end
      if is_enabled(self, ERROR) then
        do_log(self, ERROR, msg, args, exc_info, extra, stack_info, stacklevel)
      end
      return None
    end)
  ns.log = fn("log", { "self", "level", "msg" },
    { vararg = "args", kwonly = LOG_KW, kwrequired = {}, complex = true },
    function(self, level, msg, args, exc_info, extra, stack_info, stacklevel)
      if not is_int(level) then
        if raise_exceptions then raise("TypeError", "level must be an integer") end
        return None
      end
      if is_enabled(self, level) then
        do_log(self, level, msg, args, exc_info, extra, stack_info, stacklevel)
      end
      return None
    end)
  ns._log = fn("_log", { "self", "level", "msg", "args", "exc_info", "extra", "stack_info", "stacklevel" },
    { nrequired = 4 }, function(self, level, msg, args, exc_info, extra, stack_info, stacklevel)
      do_log(self, level, msg, args, exc_info, extra, stack_info, stacklevel)
      return None
    end)
  ns.makeRecord = fn("makeRecord", { "self", "name", "level", "fn", "lno", "msg", "args", "exc_info",
    "func", "extra", "sinfo" }, { nrequired = 8 },
    function(self, name, level, fn_, lno, msg, args, exc_info, func, extra, sinfo)
      local rv = record_factory(name, level, fn_, lno, msg, args, exc_info, func or None, sinfo or None)
      if not none(extra) then
        local d = get(rv, "__dict__")
        FOREACH(CALLM(extra, "keys", {}), function(k)
          if k == "message" or k == "asctime" or R.IN(k, d) then
            raise("KeyError", "Attempt to overwrite " .. repr(k) .. " in LogRecord")
          end
          SA(rv, k, R.GI(extra, k))
        end)
      end
      return rv
    end)
  ns.handle = function(self, record)
    if not T(get(self, "disabled")) and T(CALLM(self, "filter", { record })) then
      call_handlers(self, record)
    end
    return None
  end
  ns.callHandlers = function(self, record) call_handlers(self, record) return None end
  ns.addHandler = function(self, h)
    local hs = get(self, "handlers")
    if not R.IN(h, hs) then CALLM(hs, "append", { h }) end
    return None
  end
  ns.removeHandler = function(self, h)
    local hs = get(self, "handlers")
    if R.IN(h, hs) then CALLM(hs, "remove", { h }) end
    return None
  end
  ns.hasHandlers = function(self)
    local c = self
    while c ~= nil and c ~= None do
      if R.LEN(get(c, "handlers")) > 0 then return true end
      if not T(get(c, "propagate")) then return false end
      c = get(c, "parent")
    end
    return false
  end
  ns.getChild = function(self, suffix)
    if self ~= root then suffix = get(self, "name") .. "." .. suffix end
    return get_logger(suffix)
  end
  ns.findCaller = fn("findCaller", { "self", "stack_info", "stacklevel" }, { nrequired = 1 },
    function(self, stack_info, stacklevel)
      local f, l, n = caller(none(stacklevel) and 1 or stacklevel)
      return TUPLE({ f, l, n, None })
    end)
  ns.__repr__ = function(self)
    return "<" .. R.typeof(self)["#name"] .. " " .. str(get(self, "name")) .. " (" ..
      level_name(effective_level(self)) .. ")>"
  end
end)
m.Logger = Logger

local RootLogger = newclass("RootLogger", { Logger }, function(ns)
  ns.__init__ = function(self, level)
    Logger["#dict"].__init__(self, "root", level)
    return None
  end
end)
m.RootLogger = RootLogger
root = RootLogger(WARNING)
m.root = root

local Manager = newclass("Manager", { R.object }, function(ns)
  ns.getLogger = function(self, name) return get_logger(name) end
end)
local manager = Manager()
SA(manager, "root", root)
SA(manager, "loggerDict", logger_dict)
SA(manager, "disable", 0)
SA(Logger, "manager", manager)
SA(Logger, "root", root)

m.getLogger = R.sig(function(name) return get_logger(name) end, "getLogger", { "name" }, { nrequired = 0 })
m.getLoggerClass = function() return logger_class or Logger end
m.setLoggerClass = function(klass)
  if klass ~= Logger and not (getmetatable(klass) == R.TypeMT and R.issubclass(klass, Logger)) then
    raise("TypeError", "logger not derived from logging.Logger: " .. str(R.GA(klass, "__name__")))
  end
  logger_class = klass
  return None
end

m.disable = R.sig(function(level)
  disable_level = check_level(none(level) and CRITICAL or level)
  SA(manager, "disable", disable_level)
  return None
end, "disable", { "level" }, { nrequired = 0 })

m.captureWarnings = function() return None end
m.shutdown = function() return None end
m.raiseExceptions = true

---------------------------------------------------------------------------------------------
-- LoggerAdapter
---------------------------------------------------------------------------------------------

local function kwlist(kwargs)
  return { false, kwargs }
end

local function adapter_log(self, level, msg, args, kwargs)
  local lg = get(self, "logger")
  if T(CALLM(lg, "isEnabledFor", { level })) then
    local r = CALLM(self, "process", { msg, kwargs })
    msg, kwargs = R.GI(r, 0), R.GI(r, 1)
    local pos = { level, msg }
    for i = 1, R.LEN(args) do pos[#pos + 1] = args[i] end
    CALLM(lg, "log", pos, kwlist(kwargs))
  end
  return None
end

m.LoggerAdapter = newclass("LoggerAdapter", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "logger", "extra" }, { nrequired = 2 }, function(self, logger, extra)
    SA(self, "logger", logger)
    SA(self, "extra", none(extra) and None or extra)
    return None
  end)
  ns.process = function(self, msg, kwargs)
    R.SI(kwargs, "extra", get(self, "extra"))
    return TUPLE({ msg, kwargs })
  end
  local function method(name, level)
    return fn(name, { "self", "msg" }, { vararg = "args", kwarg = "kwargs", complex = true },
      function(self, msg, args, kwargs) return adapter_log(self, level, msg, args, kwargs) end)
  end
  ns.debug = method("debug", DEBUG)
  ns.info = method("info", INFO)
  ns.warning = method("warning", WARNING)
  ns.warn = method("warn", WARNING)
  ns.error = method("error", ERROR)
  ns.critical = method("critical", CRITICAL)
  ns.exception = fn("exception", { "self", "msg" }, { vararg = "args", kwarg = "kwargs", complex = true },
    function(self, msg, args, kwargs)
      if R.dict_get(kwargs, "exc_info") == nil then R.SI(kwargs, "exc_info", true) end
      return adapter_log(self, ERROR, msg, args, kwargs)
    end)
  ns.log = fn("log", { "self", "level", "msg" }, { vararg = "args", kwarg = "kwargs", complex = true },
    function(self, level, msg, args, kwargs) return adapter_log(self, level, msg, args, kwargs) end)
  ns.isEnabledFor = function(self, level) return CALLM(get(self, "logger"), "isEnabledFor", { level }) end
  ns.setLevel = function(self, level) return CALLM(get(self, "logger"), "setLevel", { level }) end
  ns.getEffectiveLevel = function(self) return CALLM(get(self, "logger"), "getEffectiveLevel", {}) end
  ns.hasHandlers = function(self) return CALLM(get(self, "logger"), "hasHandlers", {}) end
  ns.__repr__ = function(self)
    local lg = get(self, "logger")
    return "<" .. R.typeof(self)["#name"] .. " " .. str(get(lg, "name")) .. " (" ..
      level_name(CALLM(lg, "getEffectiveLevel", {})) .. ")>"
  end
end)

---------------------------------------------------------------------------------------------
-- basicConfig and the module-level functions
---------------------------------------------------------------------------------------------

local function pop(kw, k, default)
  local v = R.dict_get(kw, k)
  if v == nil then return default end
  CALLM(kw, "pop", { k })
  return v
end

local function basic_config(kw)
  local force = pop(kw, "force", false)
  pop(kw, "encoding", None)
  pop(kw, "errors", "backslashreplace")
  local hs = get(root, "handlers")
  if T(force) then
    local list = {}
    for i = 1, R.LEN(hs) do list[i] = R.GI(hs, i - 1) end
    for _, h in ipairs(list) do
      CALLM(root, "removeHandler", { h })
      CALLM(h, "close", {})
    end
  end
  if R.LEN(get(root, "handlers")) ~= 0 then return None end
  local handlers = pop(kw, "handlers", None)
  if none(handlers) then
    if R.dict_get(kw, "stream") ~= nil and R.dict_get(kw, "filename") ~= nil then
      raise("ValueError", "'stream' and 'filename' should not be specified together")
    end
  elseif R.dict_get(kw, "stream") ~= nil or R.dict_get(kw, "filename") ~= nil then
    raise("ValueError", "'stream' or 'filename' should not be specified together with 'handlers'")
  end
  if none(handlers) then
    local filename = pop(kw, "filename", None)
    local mode = pop(kw, "filemode", "a")
    local h
    if T(filename) then h = m.FileHandler(filename, mode)
    else h = StreamHandler(pop(kw, "stream", None)) end
    handlers = LIST({ h })
  end
  local dfs = pop(kw, "datefmt", None)
  local style = pop(kw, "style", "%")
  check_style(style)
  local fs = pop(kw, "format", STYLES[style])
  local fmt = Formatter(fs, dfs, style)
  FOREACH(handlers, function(h)
    if none(get(h, "formatter")) then CALLM(h, "setFormatter", { fmt }) end
    CALLM(root, "addHandler", { h })
  end)
  local level = pop(kw, "level", None)
  if not none(level) then CALLM(root, "setLevel", { level }) end
  if R.LEN(kw) > 0 then
    local keys = {}
    FOREACH(CALLM(kw, "keys", {}), function(k) keys[#keys + 1] = str(k) end)
    raise("ValueError", "Unrecognised argument(s): " .. concat(keys, ", "))
  end
  return None
end
m.basicConfig = fn("basicConfig", {}, { kwarg = "kwargs", complex = true, nrequired = 0 }, basic_config)

local function modfunc(name, level)
  return fn(name, { "msg" }, { vararg = "args", kwonly = LOG_KW, kwrequired = {}, complex = true },
    function(msg, args, exc_info, extra, stack_info, stacklevel)
      if name == "warn" then deprecated("function") end
      if R.LEN(get(root, "handlers")) == 0 then basic_config(DICT()) end
      if is_enabled(root, level) then
        do_log(root, level, msg, args, exc_info, extra, stack_info, stacklevel)
      end
      return None
    end)
end
m.debug = modfunc("debug", DEBUG)
m.info = modfunc("info", INFO)
m.warning = modfunc("warning", WARNING)
m.warn = modfunc("warn", WARNING)
m.error = modfunc("error", ERROR)
m.critical = modfunc("critical", CRITICAL)
m.fatal = modfunc("fatal", CRITICAL)
m.exception = fn("exception", { "msg" }, { vararg = "args", kwonly = LOG_KW, kwrequired = {}, complex = true },
  function(msg, args, exc_info, extra, stack_info, stacklevel)
    if exc_info == nil then exc_info = true end
    if R.LEN(get(root, "handlers")) == 0 then basic_config(DICT()) end
    if is_enabled(root, ERROR) then
      do_log(root, ERROR, msg, args, exc_info, extra, stack_info, stacklevel)
    end
    return None
  end)
m.log = fn("log", { "level", "msg" }, { vararg = "args", kwonly = LOG_KW, kwrequired = {}, complex = true },
  function(level, msg, args, exc_info, extra, stack_info, stacklevel)
    if R.LEN(get(root, "handlers")) == 0 then basic_config(DICT()) end
    if not is_int(level) then raise("TypeError", "level must be an integer") end
    if is_enabled(root, level) then
      do_log(root, level, msg, args, exc_info, extra, stack_info, stacklevel)
    end
    return None
  end)

return m
end
