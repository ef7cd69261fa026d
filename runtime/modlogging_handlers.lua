-- modlogging_handlers.lua: logging.handlers, the handlers that need no file, socket or
-- thread: BufferingHandler, MemoryHandler (flushes to its target) and QueueHandler (puts
-- records on a queue.Queue). The file handlers (RotatingFileHandler, TimedRotatingFileHandler,
-- WatchedFileHandler) raise what open() raises; the network ones are absent.
local rawget, rawset = rawget, rawset

return function(R, host)
local _ENV = nil
local None, T = R.None, R.T
local LIST = R.LIST
local CALLM, GA, SA = R.CALLM, R.GA, R.SA

local m = {}
local logging = R.IMPORT("logging")
local Handler = logging.Handler

local function none(v) return v == nil or v == None end
local function get(o, k)
  local v = rawget(o, k)
  if v == nil then v = GA(o, k) end
  return v
end
local function fn(name, params, nrequired, body)
  return R.sig(body, name, params, { nrequired = nrequired })
end
local function newclass(name, bases, body)
  local t = R.CLASS(name, bases, nil, body)
  t["#dict"].__module__ = "logging.handlers"
  return t
end

local function no_files(name, params)
  m[name] = newclass(name, { logging.FileHandler }, function(ns)
    ns.__init__ = fn("__init__", params, 2, function(self, filename) return R.builtins.open(filename) end)
  end)
end
no_files("RotatingFileHandler", { "self", "filename", "mode", "maxBytes", "backupCount", "encoding", "delay", "errors" })
no_files("TimedRotatingFileHandler", { "self", "filename", "when", "interval", "backupCount", "encoding",
                                       "delay", "utc", "atTime", "errors" })
no_files("WatchedFileHandler", { "self", "filename", "mode", "encoding", "delay", "errors" })

local BufferingHandler = newclass("BufferingHandler", { Handler }, function(ns)
  ns.__init__ = fn("__init__", { "self", "capacity" }, 2, function(self, capacity)
    Handler["#dict"].__init__(self)
    SA(self, "capacity", capacity)
    SA(self, "buffer", LIST({}))
    return None
  end)
  ns.shouldFlush = function(self, record)
    return R.LEN(get(self, "buffer")) >= get(self, "capacity")
  end
  ns.emit = function(self, record)
    CALLM(get(self, "buffer"), "append", { record })
    if T(CALLM(self, "shouldFlush", { record })) then CALLM(self, "flush", {}) end
    return None
  end
  ns.flush = function(self)
    CALLM(get(self, "buffer"), "clear", {})
    return None
  end
  ns.close = function(self)
    CALLM(self, "flush", {})
    Handler["#dict"].close(self)
    return None
  end
end)
m.BufferingHandler = BufferingHandler

m.MemoryHandler = newclass("MemoryHandler", { BufferingHandler }, function(ns)
  ns.__init__ = fn("__init__", { "self", "capacity", "flushLevel", "target", "flushOnClose" }, 2,
    function(self, capacity, flushLevel, target, flushOnClose)
      BufferingHandler["#dict"].__init__(self, capacity)
      SA(self, "flushLevel", none(flushLevel) and logging.ERROR or flushLevel)
      SA(self, "target", none(target) and None or target)
      SA(self, "flushOnClose", flushOnClose ~= false)
      return None
    end)
  ns.shouldFlush = function(self, record)
    return R.LEN(get(self, "buffer")) >= get(self, "capacity") or
      get(record, "levelno") >= get(self, "flushLevel")
  end
  ns.setTarget = function(self, target) SA(self, "target", target) return None end
  ns.flush = function(self)
    local target = get(self, "target")
    if not none(target) then
      local buf = get(self, "buffer")
      local records = {}
      for r in R.iterate(buf) do records[#records + 1] = r end
      for i = 1, #records do CALLM(target, "handle", { records[i] }) end
      CALLM(buf, "clear", {})
    end
    return None
  end
  ns.close = function(self)
    if T(get(self, "flushOnClose")) then CALLM(self, "flush", {}) end
    SA(self, "target", None)
    BufferingHandler["#dict"].close(self)
    return None
  end
end)

m.QueueHandler = newclass("QueueHandler", { Handler }, function(ns)
  ns.__init__ = function(self, queue)
    Handler["#dict"].__init__(self)
    SA(self, "queue", queue)
    return None
  end
  ns.enqueue = function(self, record) CALLM(get(self, "queue"), "put_nowait", { record }) return None end
  ns.prepare = function(self, record)
    local msg = CALLM(self, "format", { record })
    record = R.IMPORT("copy").copy(record)
    SA(record, "message", msg)
    SA(record, "msg", msg)
    SA(record, "args", None)
    SA(record, "exc_info", None)
    SA(record, "exc_text", None)
    return record
  end
  ns.emit = function(self, record)
    CALLM(self, "enqueue", { CALLM(self, "prepare", { record }) })
    return None
  end
end)

return m
end
