-- objexc.lua: the exception hierarchy (BaseException and the builtin classes, with CPython's
-- messages), raise/re-raise with implicit and explicit chaining, assertions, except-clause
-- matching, and the conversion of Lua error values into Python exceptions (EXC). raise(tname, msg)
-- itself is in objtype.lua; limit errors (LimitMT) are not exceptions and no handler catches them.
local math_type = math.type
local type, getmetatable, setmetatable, rawget, rawset, select, error, tostring, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, select, error, tostring, ipairs

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename = R.None, R.raise, R.typeof, R.typename
local LIST, TUPLE = R.LIST, R.TUPLE
local TupleMT = R.TupleMT
local isinstance, issubclass = R.isinstance, R.issubclass

---------------------------------------------------------------------------------------------
-- Exceptions
---------------------------------------------------------------------------------------------

local exc_classes = R.exc_classes
local repr, str = R.repr, R.str

local function exc_new(t, ...)
  local o = setmetatable({}, t["#meta"])
  local n = select("#", ...)
  if n == 0 then o.args = R.EMPTY else o.args = TUPLE({ ... }) end
  return o
end

local BaseException = R.CLASS("BaseException", {}, nil, function(ns)
  ns.__init__ = function(self, ...)
    local n = select("#", ...)
    if n == 0 then rawset(self, "args", R.EMPTY) else rawset(self, "args", TUPLE({ ... })) end
    return None
  end
  ns.__str__ = function(self)
    local args = rawget(self, "args") or R.EMPTY
    if #args == 0 then return "" end
    if #args == 1 then return str(args[1]) end
    return repr(args)
  end
  ns.__repr__ = function(self)
    local args = rawget(self, "args") or R.EMPTY
    local name = typeof(self)["#name"]
    if #args == 1 then return name .. "(" .. repr(args[1]) .. ")" end
    return name .. repr(args)
  end
  -- __cause__ and __context__ hold None or an exception, as CPython checks (the runtime itself
  -- stores them raw)
  local function chained(key, what, suppress)
    return setmetatable({
      fget = function(o) local v = rawget(o, key) if v == nil then return None end return v end,
      fset = function(o, v)
        if v ~= None and not (type(v) == "table" and getmetatable(v) and getmetatable(v)["#inst"]
                              and isinstance(v, R.exc_classes.BaseException)) then
          raise("TypeError", "exception " .. what .. " must be None or derive from BaseException")
        end
        rawset(o, key, v)
        if suppress then rawset(o, "__suppress_context__", true) end
      end,
      fdel = None }, R.PropertyMT)
  end
  ns.__cause__ = chained("__cause__", "cause", true)
  ns.__context__ = chained("__context__", "context", false)
  ns.__suppress_context__ = false
  ns.__traceback__ = setmetatable({
    fget = function(o) local v = rawget(o, "__traceback__") if v == nil then return None end return v end,
    fset = function(o, v)
      if v ~= None then raise("TypeError", "__traceback__ must be a traceback or None") end
      rawset(o, "__traceback__", v)
    end,
    fdel = None }, R.PropertyMT)
  ns.with_traceback = function(self, tb) return self end
  ns.add_note = function(self, note)
    if type(note) ~= "string" then raise("TypeError", "note must be a str, not '" .. typename(note) .. "'") end
    local notes = rawget(self, "__notes__")
    if not notes then notes = LIST({}); rawset(self, "__notes__", notes) end
    notes[#notes + 1] = note
    return None
  end
end)
BaseException["#layout"] = { new = exc_new, ordered = true } -- the array part is free
exc_classes.BaseException = BaseException
function R.is_exception(o) return R.isinstance(o, BaseException) end

local function defexc(name, base, body)
  local t = R.CLASS(name, { base }, nil, body or function() end)
  t["#builtin"] = true
  exc_classes[name] = t
  return t
end
BaseException["#builtin"] = true

local Exception = defexc("Exception", BaseException)
defexc("SystemExit", BaseException, function(ns)
  ns.__init__ = function(self, ...)
    BaseException["#dict"].__init__(self, ...)
    local n = select("#", ...)
    rawset(self, "code", n == 0 and None or n == 1 and (...) or rawget(self, "args"))
    return None
  end
end)
defexc("KeyboardInterrupt", BaseException)
defexc("GeneratorExit", BaseException)
local ArithmeticError = defexc("ArithmeticError", Exception)
defexc("ZeroDivisionError", ArithmeticError)
defexc("OverflowError", ArithmeticError)
defexc("FloatingPointError", ArithmeticError)
local LookupError = defexc("LookupError", Exception)
defexc("IndexError", LookupError)
defexc("KeyError", LookupError, function(ns)
  ns.__str__ = function(self)
    local args = rawget(self, "args") or R.EMPTY
    if #args == 1 then return repr(args[1]) end
    return BaseException["#dict"].__str__(self)
  end
end)
local ValueError = defexc("ValueError", Exception)
local UnicodeError = defexc("UnicodeError", ValueError)
defexc("UnicodeDecodeError", UnicodeError)
defexc("UnicodeEncodeError", UnicodeError)
defexc("TypeError", Exception)
local NameError = defexc("NameError", Exception)
defexc("UnboundLocalError", NameError)
defexc("AttributeError", Exception)
local RuntimeError = defexc("RuntimeError", Exception)
defexc("RecursionError", RuntimeError)
defexc("NotImplementedError", RuntimeError)
defexc("StopIteration", Exception, function(ns)
  ns.value = None
  ns.__init__ = function(self, ...)
    BaseException["#dict"].__init__(self, ...)
    local v = ...
    rawset(self, "value", v == nil and None or v)
    return None
  end
end)
defexc("StopAsyncIteration", Exception)
defexc("AssertionError", Exception)
local ImportError = defexc("ImportError", Exception)
defexc("ModuleNotFoundError", ImportError)
defexc("MemoryError", Exception)
defexc("EOFError", Exception)
defexc("BufferError", Exception)
-- OSError(errno, strerror[, filename[, winerror[, filename2]]]): the details as attributes,
-- str() "[Errno 2] No such file: 'x'", and OSError(errno, ...) makes the errno's subclass
local OS_SUBCLASS = {} -- errno -> subclass name (Linux numbers)
local OSError = defexc("OSError", Exception, function(ns)
  for _, k in ipairs({ "errno", "strerror", "filename", "filename2" }) do ns[k] = None end
  ns.__init__ = function(self, ...)
    local n = select("#", ...)
    local errno, strerror, filename, _, filename2 = ...
    if n >= 2 and n <= 5 then
      rawset(self, "errno", errno)
      rawset(self, "strerror", strerror)
      if n >= 3 then rawset(self, "filename", filename) end
      if n == 5 then rawset(self, "filename2", filename2) end
      rawset(self, "args", TUPLE({ errno, strerror }))
    else
      BaseException["#dict"].__init__(self, ...)
    end
    return None
  end
  ns.__str__ = function(self)
    local errno, strerror = rawget(self, "errno"), rawget(self, "strerror")
    local filename, filename2 = rawget(self, "filename"), rawget(self, "filename2")
    if filename2 ~= nil and filename2 ~= None then
      return "[Errno " .. str(errno) .. "] " .. str(strerror) .. ": " .. repr(filename) .. " -> " .. repr(filename2)
    elseif filename ~= nil and filename ~= None then
      return "[Errno " .. str(errno) .. "] " .. str(strerror) .. ": " .. repr(filename)
    elseif errno ~= nil and strerror ~= nil then
      return "[Errno " .. str(errno) .. "] " .. str(strerror)
    end
    return BaseException["#dict"].__str__(self)
  end
end)
local function os_sub(name, errnos)
  local t = defexc(name, OSError)
  for _, e in ipairs(errnos) do OS_SUBCLASS[e] = t end
  return t
end
os_sub("FileNotFoundError", { 2 })
os_sub("FileExistsError", { 17 })
os_sub("PermissionError", { 1, 13 })
os_sub("IsADirectoryError", { 21 })
os_sub("NotADirectoryError", { 20 })
os_sub("TimeoutError", { 110 })
os_sub("ConnectionError", {})
-- the construction of OSError itself: the subclass of its errno
local os_new = OSError["#layout"].new
OSError["#layout"] = { new = function(t, ...)
  if t == OSError and select("#", ...) >= 2 then
    local sub = OS_SUBCLASS[(...)]
    if sub then t = sub end
  end
  return os_new(t, ...)
end, ordered = true }
-- SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset])): its details as
-- attributes, and str() "msg (filename, line N)" as CPython's
local SyntaxError = defexc("SyntaxError", Exception, function(ns)
  for _, k in ipairs({ "msg", "filename", "lineno", "offset", "text", "end_lineno", "end_offset",
                       "print_file_and_line" }) do
    ns[k] = None
  end
  ns.__init__ = function(self, ...)
    BaseException["#dict"].__init__(self, ...)
    local n = select("#", ...)
    local msg, details = ...
    if n >= 1 then rawset(self, "msg", msg) end
    if n == 2 then
      if getmetatable(details) ~= TupleMT or #details < 4 or #details > 6 then
        raise("IndexError", "tuple index out of range")
      end
      local keys = { "filename", "lineno", "offset", "text", "end_lineno", "end_offset" }
      for i = 1, #details do rawset(self, keys[i], details[i]) end
    end
    return None
  end
  ns.__str__ = function(self)
    local msg = rawget(self, "msg")
    local m = str(msg == nil and None or msg)
    local file, line = rawget(self, "filename"), rawget(self, "lineno")
    local fname = type(file) == "string" and file:match("([^/]*)$") or nil
    local hasline = math_type(line) == "integer"
    if fname and hasline then return m .. " (" .. fname .. ", line " .. line .. ")" end
    if fname then return m .. " (" .. fname .. ")" end
    if hasline then return m .. " (line " .. line .. ")" end
    return m
  end
end)
local IndentationError = defexc("IndentationError", SyntaxError)
defexc("TabError", IndentationError)
local Warning = defexc("Warning", Exception)
for _, w in ipairs({ "UserWarning", "DeprecationWarning", "PendingDeprecationWarning",
                     "SyntaxWarning", "RuntimeWarning", "FutureWarning", "ImportWarning",
                     "UnicodeWarning", "BytesWarning", "ResourceWarning" }) do
  defexc(w, Warning)
end

function R.new_exception(cls, msg)
  if msg == nil then return exc_new(cls) end
  local o = exc_new(cls, msg)
  if cls == exc_classes.StopIteration then rawset(o, "value", msg) end
  return o
end

-- RAISE(x [, cause]): raise an exception instance or class
local function instantiate(x, what)
  if getmetatable(x) == R.TypeMT then
    if not issubclass(x, BaseException) then
      raise("TypeError", (what or "exceptions") .. " must derive from BaseException")
    end
    return x()
  end
  if not isinstance(x, BaseException) then
    raise("TypeError", (what or "exceptions") .. " must derive from BaseException")
  end
  return x
end

local current_exc = nil -- the exception being handled (for implicit chaining)
function R.SETEXC(e) current_exc = e end
function R.current_exc() return current_exc end
R.CUREXC = R.current_exc

function R.RAISE(x, cause)
  local e = instantiate(x)
  if cause ~= nil then -- raise ... from cause: the context is still recorded, not shown
    rawset(e, "__cause__", cause == None and None or instantiate(cause, "exception causes"))
    rawset(e, "__suppress_context__", true)
  end
  if current_exc and current_exc ~= e and rawget(e, "__context__") == nil then
    rawset(e, "__context__", current_exc)
  end
  error(e, 0)
end

function R.RERAISE(e)
  if e == nil then
    if current_exc then error(current_exc, 0) end
    raise("RuntimeError", "No active exception to reraise")
  end
  error(e, 0)
end

function R.ASSERTFAIL(msg)
  if msg == nil then error(exc_new(exc_classes.AssertionError), 0) end
  error(exc_new(exc_classes.AssertionError, msg), 0)
end

-- Lua runtime errors as Python exceptions
local function lua_error_to_exc(e)
  local msg = tostring(e)
  local body = msg:gsub("^[^:]*:%d+: ", "")
  -- a nil local of the runtime's own code (a chunk named after its .lua file) is a runtime bug,
  -- not the program's unbound name
  local where = msg:match("^([^:]*):%d+: ")
  local internal = where ~= nil and where:find("%.lua%]?$") ~= nil
  local var = not internal and
    (body:match("%(local '([^']+)'%)") or body:match("%(upvalue '([^']+)'%)"))
  if body:find("stack overflow") or body:find("^maximum recursion depth exceeded") then
    return R.new_exception(exc_classes.RecursionError, "maximum recursion depth exceeded")
  end
  if body:find("attempt to perform 'n//0'") or body:find("attempt to perform 'n%%0'") then
    return R.new_exception(exc_classes.ZeroDivisionError, "integer division or modulo by zero")
  end
  if var and (body:find("nil value") or body:find("with nil") or body:find("compare nil") or body:find("nil with")) then
    var = var:gsub("_$", "")
    return R.new_exception(exc_classes.UnboundLocalError,
      "cannot access local variable '" .. var .. "' where it is not associated with a value")
  end
  if body == "moonpy: too many positional arguments" then -- the VM's check (patches/lua/0005)
    local f, n = host.badcall()
    local sig = R.SIG[f]
    if sig and n then return R.new_exception(exc_classes.TypeError, R.too_many_args(sig, n)) end
    return R.new_exception(exc_classes.TypeError, "too many positional arguments")
  end
  if body:find("^resulting string too large") or body:find("^buffer too large")
      or body:find("^format result too large") then
    return R.new_exception(exc_classes.MemoryError)
  end
  if body:find("number has no integer representation") then
    return R.new_exception(exc_classes.TypeError, "unsupported operand type(s) for bitwise operation: 'float'")
  end
  if body:find("attempt to call a nil value") and not internal then
    local f = body:match("'([^']+)'")
    return R.new_exception(exc_classes.NameError, "name '" .. (f or "?") .. "' is not defined")
  end
  return R.new_exception(exc_classes.SystemError or RuntimeError, "internal error: " .. body)
end
defexc("SystemError", Exception)

-- lua_error(e): the Python exception for a Lua error value (no re-throwing: message handlers);
-- Lua's out-of-memory message comes back as it is (a limit, not an exception)
function R.lua_error(e)
  if type(e) == "string" then
    if e == "not enough memory" or e:find("not enough memory$") then return e end
    if e:find("^C stack overflow") or e:find("error in error handling") then
      return R.new_exception(exc_classes.RecursionError, "maximum recursion depth exceeded")
    end
  end
  return lua_error_to_exc(e)
end

-- EXC(e): the Python exception for a caught Lua error value; limit errors are re-thrown.
function R.EXC(e)
  local mt = getmetatable(e)
  if mt == R.LimitMT then error(e, 0) end
  if type(e) == "table" and mt and mt["#inst"] then return e end
  local exc = R.lua_error(e)
  if type(exc) == "string" then R.limit("MemoryError", "memory limit exceeded") end -- out of memory
  return exc
end

-- MATCH(exc, cls_or_tuple): does an except clause catch exc?
function R.MATCH(e, c)
  if getmetatable(c) == TupleMT then
    for i = 1, #c do if R.MATCH(e, c[i]) then return true end end
    return false
  end
  if getmetatable(c) ~= R.TypeMT or not issubclass(c, BaseException) then
    raise("TypeError", "catching classes that do not inherit from BaseException is not allowed")
  end
  return isinstance(e, c)
end

function R.RECURSION()
  raise("RecursionError", "maximum recursion depth exceeded")
end
end
