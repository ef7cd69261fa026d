-- modwarnings.lua: warnings, after CPython's Lib/warnings.py: warn, the filters
-- (filterwarnings, simplefilter, resetwarnings) with their actions, catch_warnings (record=True
-- gives the WarningMessage list), showwarning/formatwarning. A shown warning is written to
-- sys.stderr as CPython writes it ("file:line: Category: message" and the source line); in
-- moonpy that stream is the program's output.
local rawget, rawset, type, getmetatable = rawget, rawset, type, getmetatable
local ipairs_, table_unpack_ = ipairs, table.unpack

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise
local exc = R.exc_classes
local isinstance, issubclass = R.isinstance, R.issubclass
local LIST = R.LIST

local m = {}
local Warning = exc.Warning
m.filters = LIST({})
local onceregistry = {}

local function default_filters()
  local f = {}
  for _, c in ipairs_({ "DeprecationWarning", "PendingDeprecationWarning", "ImportWarning",
                        "ResourceWarning" }) do
    f[#f + 1] = R.TUPLE({ c == "DeprecationWarning" and "default" or "ignore", None, exc[c], None, 0 })
  end
  return f
end

-- the line of the Python frame stacklevel levels up from warn's caller, and its source
local function where(stacklevel)
  local frames = R.traceback.collect_frames(R.tb_where[1], R.tb_where[2]) -- innermost first
  local f = frames[stacklevel] or frames[#frames]
  local line = f and f.line or 0
  return line, R.tb_where[2][line]
end

local function formatwarning(message, category, filename, lineno, line)
  local s = R.str(filename) .. ":" .. R.str(lineno) .. ": " .. category["#name"] .. ": " .. R.str(message) .. "\n"
  if line ~= nil and line ~= None then
    local t = R.S.methods.strip(R.str(line))
    if t ~= "" then s = s .. "  " .. t .. "\n" end
  end
  return s
end
m.formatwarning = R.sig(function(message, category, filename, lineno, line)
  return formatwarning(message, category, filename, lineno, line)
end, "formatwarning", { "message", "category", "filename", "lineno", "line" }, { nrequired = 4 })

local function showwarning(message, category, filename, lineno, file, line)
  if file == nil or file == None then file = R.IMPORT("sys").stderr end
  R.CALLM(file, "write", { formatwarning(message, category, filename, lineno, line) })
  return None
end
m.showwarning = R.sig(showwarning, "showwarning",
  { "message", "category", "filename", "lineno", "file", "line" }, { nrequired = 4 })

local WarningMessage = R.CLASS("WarningMessage", { R.object }, nil, function(ns)
  ns.__init__ = function(self, message, category, filename, lineno, file, line)
    rawset(self, "message", message); rawset(self, "category", category)
    rawset(self, "filename", filename); rawset(self, "lineno", lineno)
    rawset(self, "file", file == nil and None or file); rawset(self, "line", line == nil and None or line)
    return None
  end
  ns.__str__ = function(self)
    return "{message : " .. R.repr(rawget(self, "message")) .. ", category : " ..
      R.repr(rawget(self, "category")["#name"]) .. ", filename : " .. R.repr(rawget(self, "filename")) ..
      ", lineno : " .. R.str(rawget(self, "lineno")) .. ", line : " .. R.repr(rawget(self, "line")) .. "}"
  end
end)
rawget(WarningMessage, "#dict").__module__ = "warnings"
m.WarningMessage = WarningMessage

local recorder = nil -- the list catch_warnings(record=True) fills
local shown = {}     -- "default" action: once per (text, category, line)

local function action_for(text, category, lineno)
  local re = R.IMPORT("re")
  for i = 1, #m.filters do
    local f = m.filters[i]
    local action, msg, cat, _, ln = f[1], f[2], f[3], f[4], f[5]
    if (msg == None or R.T(R.CALLM(msg, "match", { text }))) and issubclass(category, cat)
       and (ln == 0 or ln == lineno) then
      return action
    end
  end
  return "default"
end

m.warn = R.sig(function(message, category, stacklevel)
  if isinstance(message, Warning) then category = R.typeof(message)
  elseif category == nil or category == None then category = exc.UserWarning end
  if not (getmetatable(category) == R.TypeMT and issubclass(category, Warning)) then
    raise("TypeError", "category must be a Warning subclass, not '" .. R.typename(category) .. "'")
  end
  stacklevel = (stacklevel == nil or stacklevel == None) and 1 or stacklevel
  local lineno, line = where(stacklevel)
  local text = R.str(message)
  local action = action_for(text, category, lineno)
  if action == "ignore" then return None end
  if action == "error" then
    if isinstance(message, Warning) then R.RAISE(message) end
    R.RAISE(category(message))
  end
  local key = text .. "\0" .. category["#name"] .. "\0" .. lineno
  if action == "once" then
    if onceregistry[text .. "\0" .. category["#name"]] then return None end
    onceregistry[text .. "\0" .. category["#name"]] = true
  elseif action == "default" or action == "module" then
    if action == "module" then key = text .. "\0" .. category["#name"] .. "\0module" end -- once per module
    if shown[key] then return None end
    shown[key] = true
  end
  if not isinstance(message, Warning) then message = category(message) end
  local filename = R.tb_where[1]:sub(2)
  if recorder then
    R.CALLM(recorder, "append", { WarningMessage(message, category, filename, lineno, None, line) })
    return None
  end
  showwarning(message, category, filename, lineno, None, line)
  return None
end, "warn", { "message", "category", "stacklevel" }, { nrequired = 1 })

local ACTIONS = { error = true, ignore = true, always = true, default = true, module = true, once = true }
local function check_action(action)
  if not ACTIONS[action] then raise("AssertionError", "invalid action: " .. R.repr(action)) end
end

m.filterwarnings = R.sig(function(action, message, category, module, lineno, append)
  check_action(action)
  local msg = None
  if message ~= nil and message ~= None and message ~= "" then
    msg = R.IMPORT("re").compile(message, R.IMPORT("re").I)
  end
  local f = R.TUPLE({ action, msg, (category == nil or category == None) and Warning or category, None,
                      (lineno == nil or lineno == None) and 0 or lineno })
  if append == true then R.CALLM(m.filters, "append", { f })
  else R.CALLM(m.filters, "insert", { 0, f }) end
  shown = {}
  return None
end, "filterwarnings", { "action", "message", "category", "module", "lineno", "append" }, { nrequired = 1 })

m.simplefilter = R.sig(function(action, category, lineno, append)
  check_action(action)
  local f = R.TUPLE({ action, None, (category == nil or category == None) and Warning or category, None,
                      (lineno == nil or lineno == None) and 0 or lineno })
  if append == true then R.CALLM(m.filters, "append", { f })
  else R.CALLM(m.filters, "insert", { 0, f }) end
  shown = {}
  return None
end, "simplefilter", { "action", "category", "lineno", "append" }, { nrequired = 1 })

m.resetwarnings = function()
  R.CALLM(m.filters, "clear", {})
  shown = {}
  return None
end

m.catch_warnings = R.CLASS("catch_warnings", { R.object }, nil, function(ns)
  ns.__module__ = "warnings"
  ns.__init__ = R.sig(function(self, record)
    rawset(self, "#record", record == true)
    return None
  end, "__init__", { "self", "record" }, { nrequired = 1 })
  ns.__enter__ = function(self)
    rawset(self, "#saved", { R.LIST({ table_unpack_(m.filters) }), recorder, shown })
    shown = {}
    if rawget(self, "#record") then
      recorder = LIST({})
      return recorder
    end
    return None
  end
  ns.__exit__ = function(self)
    local s = rawget(self, "#saved")
    R.CALLM(m.filters, "clear", {})
    R.CALLM(m.filters, "extend", { s[1] })
    recorder, shown = s[2], s[3]
    return false
  end
end)

for _, f in ipairs_(default_filters()) do R.CALLM(m.filters, "append", { f }) end
return m
end
