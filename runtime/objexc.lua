-- objexc.lua: the exception hierarchy (BaseException and the builtin classes, with CPython's
-- messages), raise/re-raise with implicit and explicit chaining, assertions, except-clause
-- matching, and the conversion of Lua error values into Python exceptions (EXC). raise(tname, msg)
-- itself is in objtype.lua; limit errors (LimitMT) are not exceptions and no handler catches them.
local math_type = math.type
local format, utf8 = string.format, utf8
local table_unpack = table.unpack
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, tostring, ipairs, next =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, tostring, ipairs, next

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

-- BaseException.__new__: args is a slot (raw, not in __dict__)
-- (the constructor's nil fields size the table for what a raise adds: no rehash then)
local function exc_new(t, ...)
  local args = select("#", ...) == 0 and R.EMPTY or TUPLE({ ... })
  return setmetatable({ args = args, ["#tb"] = nil, __context__ = nil, __cause__ = nil }, t["#meta"])
end

local BaseException = R.CLASS("BaseException", {}, nil, function(ns)
  ns.__module__ = "builtins"
  ns.__init__ = function(self, ...)
    local n = select("#", ...)
    if n == 0 then rawset(self, "args", R.EMPTY); return None end
    local args = rawget(self, "args")
    -- the args __new__ just set (the usual call): no second tuple
    if n == 1 and type(args) == "table" and rawequal(rawget(args, 1), (...)) and rawget(args, 2) == nil
       and getmetatable(args) == TupleMT then
      return None
    end
    rawset(self, "args", TUPLE({ ... }))
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
  -- __traceback__: what was set, else (once raised) a traceback object of the frames from the
  -- one that caught the exception down to the raise (R.exc_traceback, modtraceback.lua's)
  ns.__traceback__ = setmetatable({
    fget = function(o)
      local v = rawget(o, "__traceback__")
      if v == nil and R.exc_traceback then
        v = R.exc_traceback(o)
        if v ~= None then rawset(o, "__traceback__", v) end
      end
      if v == nil then return None end
      return v
    end,
    fset = function(o, v)
      if v ~= None and not (R.is_traceback and R.is_traceback(v)) then
        raise("TypeError", "__traceback__ must be a traceback or None")
      end
      rawset(o, "__traceback__", v)
    end,
    fdel = None }, R.PropertyMT)
  ns.with_traceback = function(self, tb)
    if tb ~= None and not (R.is_traceback and R.is_traceback(tb)) then
      raise("TypeError", "__traceback__ must be a traceback or None")
    end
    rawset(self, "__traceback__", tb)
    return self
  end
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
  local t = R.CLASS(name, { base }, nil, function(ns)
    ns.__module__ = "builtins"
    if body then body(ns) end
  end)
  t["#builtin"] = true
  exc_classes[name] = t
  return t
end
BaseException["#builtin"] = true

local Exception = defexc("Exception", BaseException)

-- The body of an exception class whose constructor takes keyword attributes (NameError's
-- name, AttributeError's name and obj, ImportError's name and path): they default to None.
-- A keyword call arrives as (KWMARK, args, nargs, kw) (see R.type_call_kw).
local function keyword_attrs(cname, names)
  return function(ns)
    local allowed = {}
    for _, k in ipairs(names) do ns[k] = None; allowed[k] = true end
    local base_init = BaseException["#dict"].__init__
    local function init(first, ...)
      if first ~= R.KWMARK then return base_init(first, ...) end
      local p, n, kw = ...
      base_init(table_unpack(p, 1, n))
      for i = 1, #kw, 2 do
        local k = kw[i]
        if not allowed[k] then
          raise("TypeError", "'" .. tostring(k) .. "' is an invalid keyword argument for " .. cname .. "()")
        end
        rawset(p[1], k, kw[i + 1])
      end
      return None
    end
    R.SIG[init] = { name = "__init__", params = { "self" }, vararg = "args", kwonly = names,
      nrequired = 1, nposonly = 1, complex = true }
    ns.__init__ = init
  end
end
defexc("SystemExit", BaseException, function(ns)
  ns.__init__ = function(self, ...)
    BaseException["#dict"].__init__(self, ...)
    local n = select("#", ...)
    local code = rawget(self, "args")
    if n == 0 then code = None elseif n == 1 then code = (...) end -- (... may be false)
    rawset(self, "code", code)
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
-- UnicodeDecodeError(encoding, object, start, end, reason), UnicodeEncodeError likewise: the
-- five arguments are attributes and the str is CPython's message (other arguments: as any
-- exception, so a message alone still works)
local function unicode_error(decode)
  return function(ns)
    ns.__init__ = function(self, ...)
      BaseException["#dict"].__init__(self, ...)
      if select("#", ...) == 5 then
        local enc, obj, start, stop, reason = ...
        rawset(self, "encoding", enc)
        rawset(self, "object", obj)
        rawset(self, "start", start)
        rawset(self, "end", stop)
        rawset(self, "reason", reason)
      end
      return None
    end
    ns.__str__ = function(self)
      local obj, start, stop = rawget(self, "object"), rawget(self, "start"), rawget(self, "end")
      if obj == nil or math_type(start) ~= "integer" or math_type(stop) ~= "integer" then
        return BaseException["#dict"].__str__(self)
      end
      local enc, reason = str(rawget(self, "encoding")), str(rawget(self, "reason"))
      if decode then
        local b = type(obj) == "table" and rawget(obj, "#s")
        if stop == start + 1 and b and #b > start then
          return format("'%s' codec can't decode byte 0x%02x in position %d: %s", enc, b:byte(start + 1),
            start, reason)
        end
        return format("'%s' codec can't decode bytes in position %d-%d: %s", enc, start, stop - 1, reason)
      end
      if stop == start + 1 and type(obj) == "string" then
        local at = utf8.offset(obj, start + 1)
        local cp = at and at <= #obj and utf8.codepoint(obj, at, at, true)
        if cp then
          local esc = cp < 0x100 and format("\\x%02x", cp) or cp < 0x10000 and format("\\u%04x", cp)
            or format("\\U%08x", cp)
          return format("'%s' codec can't encode character '%s' in position %d: %s", enc, esc, start, reason)
        end
      end
      return format("'%s' codec can't encode characters in position %d-%d: %s", enc, start, stop - 1, reason)
    end
  end
end
defexc("UnicodeDecodeError", UnicodeError, unicode_error(true))
defexc("UnicodeEncodeError", UnicodeError, unicode_error(false))
defexc("TypeError", Exception)
local NameError = defexc("NameError", Exception, keyword_attrs("NameError", { "name" }))
defexc("UnboundLocalError", NameError)
defexc("AttributeError", Exception, keyword_attrs("AttributeError", { "name", "obj" }))
-- attr_error(msg, obj, name): the AttributeError of a failed attribute lookup, with CPython's
-- name and obj attributes (the traceback's "Did you mean" looks in dir(obj))
function R.attr_error(msg, obj, name)
  local e = R.new_exception(exc_classes.AttributeError, msg)
  rawset(e, "name", name)
  rawset(e, "obj", obj == nil and None or obj)
  error(e, 0)
end
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
local ImportError = defexc("ImportError", Exception, keyword_attrs("ImportError", { "name", "path" }))
defexc("ModuleNotFoundError", ImportError)
defexc("MemoryError", Exception)
defexc("EOFError", Exception)
defexc("BufferError", Exception)
-- OSError(errno, strerror[, filename[, winerror[, filename2]]]): the details as attributes,
-- str() "[Errno 2] No such file: 'x.txt'", and OSError(errno, ...) makes the subclass of that
-- errno (ENOENT: FileNotFoundError), as CPython's
local OSError = defexc("OSError", Exception, function(ns)
  for _, k in ipairs({ "errno", "strerror", "filename", "filename2" }) do ns[k] = None end
  ns.__init__ = function(self, ...)
    BaseException["#dict"].__init__(self, ...)
    local n = select("#", ...)
    if n >= 2 and n <= 5 then
      local errno, strerror, filename, _, filename2 = ...
      rawset(self, "errno", errno)
      rawset(self, "strerror", strerror)
      if n >= 3 then
        rawset(self, "filename", filename)
        rawset(self, "args", TUPLE({ errno, strerror }))
      end
      if n == 5 then rawset(self, "filename2", filename2) end
    end
    return None
  end
  ns.__str__ = function(self)
    local errno, strerror = rawget(self, "errno"), rawget(self, "strerror")
    local filename, filename2 = rawget(self, "filename"), rawget(self, "filename2")
    if filename ~= nil and filename ~= None then
      local s = "[Errno " .. str(errno) .. "] " .. str(strerror) .. ": " .. repr(filename)
      if filename2 ~= nil and filename2 ~= None then s = s .. " -> " .. repr(filename2) end
      return s
    end
    if errno ~= nil and strerror ~= nil then return "[Errno " .. str(errno) .. "] " .. str(strerror) end
    return BaseException["#dict"].__str__(self)
  end
end)
local ERRNO_CLASS = {
  [1] = defexc("PermissionError", OSError), [2] = defexc("FileNotFoundError", OSError),
  [17] = defexc("FileExistsError", OSError), [21] = defexc("IsADirectoryError", OSError),
  [20] = defexc("NotADirectoryError", OSError), [110] = defexc("TimeoutError", OSError),
}
ERRNO_CLASS[13] = ERRNO_CLASS[1]
local ConnectionError = defexc("ConnectionError", OSError)
-- the rest of CPython's errno subclasses, with Linux's numbers
ERRNO_CLASS[32] = defexc("BrokenPipeError", ConnectionError)
ERRNO_CLASS[108] = ERRNO_CLASS[32] -- ESHUTDOWN
ERRNO_CLASS[103] = defexc("ConnectionAbortedError", ConnectionError)
ERRNO_CLASS[111] = defexc("ConnectionRefusedError", ConnectionError)
ERRNO_CLASS[104] = defexc("ConnectionResetError", ConnectionError)
ERRNO_CLASS[11] = defexc("BlockingIOError", OSError) -- EAGAIN, EALREADY, EINPROGRESS
ERRNO_CLASS[114], ERRNO_CLASS[115] = ERRNO_CLASS[11], ERRNO_CLASS[11]
ERRNO_CLASS[10] = defexc("ChildProcessError", OSError)
ERRNO_CLASS[4] = defexc("InterruptedError", OSError)
ERRNO_CLASS[3] = defexc("ProcessLookupError", OSError)
OSError["#layout"] = { ordered = true, new = function(t, ...)
  local n = select("#", ...)
  if t == OSError and n >= 2 and n <= 5 then
    local errno = ...
    if math_type(errno) == "integer" and ERRNO_CLASS[errno] then t = ERRNO_CLASS[errno] end
  end
  return exc_new(t, ...)
end }
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
defexc("ReferenceError", Exception)
defexc("UnicodeTranslateError", UnicodeError)
local IndentationError = defexc("IndentationError", SyntaxError)
defexc("TabError", IndentationError)
local Warning = defexc("Warning", Exception)
for _, w in ipairs({ "UserWarning", "DeprecationWarning", "PendingDeprecationWarning",
                     "SyntaxWarning", "RuntimeWarning", "FutureWarning", "ImportWarning",
                     "UnicodeWarning", "BytesWarning", "ResourceWarning", "EncodingWarning" }) do
  defexc(w, Warning)
end

---------------------------------------------------------------------------------------------
-- Exception groups (PEP 654): BaseExceptionGroup(message, exceptions), ExceptionGroup, their
-- split/subgroup/derive, and the two steps of `except*` (STARMATCH, STARRERAISE)
---------------------------------------------------------------------------------------------

local BaseExceptionGroup, ExceptionGroup

local function readonly(key)
  return setmetatable({
    fget = function(o) return rawget(o, key) or None end,
    fset = function() raise("AttributeError", "readonly attribute") end,
    fdel = None }, R.PropertyMT)
end

-- BaseExceptionGroup.__new__: CPython's checks; a BaseExceptionGroup of Exceptions only is an
-- ExceptionGroup, and an ExceptionGroup refuses the others
local function eg_new(t, ...)
  local n = select("#", ...)
  local msg, excs = ...
  if n ~= 2 then
    raise("TypeError", "BaseExceptionGroup.__new__() takes exactly 2 arguments (" .. n .. " given)")
  end
  if type(msg) ~= "string" then
    raise("TypeError", "BaseExceptionGroup.__new__() argument 1 must be str, not " .. typename(msg))
  end
  local mt = getmetatable(excs)
  if mt ~= R.ListMT and mt ~= TupleMT then
    raise("TypeError", "second argument (exceptions) must be a sequence")
  end
  if #excs == 0 then raise("ValueError", "second argument (exceptions) must be a non-empty sequence") end
  local items, all_exc = {}, true
  for i = 1, #excs do
    local e = excs[i]
    if not (type(e) == "table" and getmetatable(e) and getmetatable(e)["#inst"]
            and isinstance(e, BaseException)) then
      raise("ValueError", "Item " .. (i - 1) .. " of second argument (exceptions) is not an exception")
    end
    if not isinstance(e, Exception) then all_exc = false end
    items[i] = e
  end
  if t == BaseExceptionGroup then
    if all_exc then t = ExceptionGroup end
  elseif issubclass(t, Exception) and not all_exc then
    raise("TypeError", "Cannot nest BaseExceptions in " ..
      (t == ExceptionGroup and "an ExceptionGroup" or "'" .. t["#name"] .. "'"))
  end
  local o = exc_new(t, ...)
  rawset(o, "#msg", msg)
  rawset(o, "#excs", TUPLE(items))
  return o
end

local function is_group(e) return isinstance(e, BaseExceptionGroup) end

-- the test of a split condition: an exception type, a tuple of them, or a predicate
local function matcher(cond)
  local mt = getmetatable(cond)
  if mt == R.TypeMT and issubclass(cond, BaseException) then
    return function(e) return isinstance(e, cond) end
  end
  if mt == TupleMT then
    for i = 1, #cond do
      if getmetatable(cond[i]) ~= R.TypeMT or not issubclass(cond[i], BaseException) then
        raise("TypeError", "expected a function, exception type or tuple of exception types")
      end
    end
    return function(e) return R.MATCH(e, cond) end
  end
  if mt ~= R.TypeMT and R.builtins.callable(cond) then return function(e) return R.T(cond(e)) end end
  raise("TypeError", "expected a function, exception type or tuple of exception types")
end

-- the group of excs (a Lua array) derived from g, with g's traceback, cause, context and notes
local function subset(g, excs)
  if #excs == 0 then return nil end
  local derive = R.GA(g, "derive")
  local d = derive(LIST(excs))
  if not is_group(d) then raise("TypeError", "derive must return an instance of BaseExceptionGroup") end
  rawset(d, "#tb", rawget(g, "#tb"))
  rawset(d, "__context__", rawget(g, "__context__"))
  rawset(d, "__cause__", rawget(g, "__cause__"))
  rawset(d, "__suppress_context__", true) -- as PyException_SetCause leaves it
  local notes = rawget(g, "__notes__")
  if notes then
    local copy = {}
    for i = 1, #notes do copy[i] = notes[i] end
    rawset(d, "__notes__", LIST(copy))
  end
  return d
end

-- split(e, test, rest_too): the parts of e whose leaves pass test (and, with rest_too, the others)
local function split(e, test, rest_too)
  if test(e) then return e, nil end
  if not is_group(e) then return nil, rest_too and e or nil end
  local match, rest = {}, {}
  local excs = rawget(e, "#excs")
  for i = 1, #excs do
    local m, r = split(excs[i], test, rest_too)
    if m then match[#match + 1] = m end
    if r then rest[#rest + 1] = r end
  end
  return subset(e, match), rest_too and subset(e, rest) or nil
end

local function leaves(e, into)
  if is_group(e) then
    local excs = rawget(e, "#excs")
    for i = 1, #excs do leaves(excs[i], into) end
  else
    into[e] = true
  end
  return into
end

BaseExceptionGroup = defexc("BaseExceptionGroup", BaseException, function(ns)
  ns.__new__ = eg_new
  ns.message = readonly("#msg")
  ns.exceptions = readonly("#excs")
  ns.__str__ = function(self)
    local n = #(rawget(self, "#excs") or R.EMPTY)
    return str(rawget(self, "#msg") or "") .. " (" .. n .. " sub-exception" .. (n == 1 and "" or "s") .. ")"
  end
  ns.derive = function(self, excs) return R.type_call(BaseExceptionGroup, rawget(self, "#msg"), excs) end
  ns.split = function(self, cond)
    local m, r = split(self, matcher(cond), true)
    return TUPLE({ m or None, r or None })
  end
  ns.subgroup = function(self, cond)
    return split(self, matcher(cond), false) or None
  end
end)
BaseExceptionGroup["#layout"] = { new = eg_new, ordered = true }
ExceptionGroup = R.CLASS("ExceptionGroup", { BaseExceptionGroup, Exception }, nil,
  function(ns) ns.__module__ = "builtins" end)
ExceptionGroup["#builtin"] = true
ExceptionGroup["#layout"] = BaseExceptionGroup["#layout"]
exc_classes.ExceptionGroup = ExceptionGroup
R.is_exception_group = is_group

-- except* c: the part of e that c catches, and the rest; a plain exception that c catches is
-- wrapped in a group, one that it does not catch stays as it is
function R.STARMATCH(e, c)
  local types = getmetatable(c) == TupleMT and c or { c }
  for i = 1, #types do
    local t = types[i]
    if getmetatable(t) ~= R.TypeMT or not issubclass(t, BaseException) then
      raise("TypeError", "catching classes that do not inherit from BaseException is not allowed")
    end
    if issubclass(t, BaseExceptionGroup) then
      raise("TypeError", "catching ExceptionGroup with except* is not allowed. Use except instead.")
    end
  end
  if e == nil then return nil, nil end
  if R.MATCH(e, c) then
    if is_group(e) then return e, nil end
    return eg_new(BaseExceptionGroup, "", TUPLE({ e })), nil
  end
  if is_group(e) then return split(e, function(x) return R.MATCH(x, c) end, true) end
  return nil, e
end

-- What a try/except* statement raises when its handlers are done (nil: nothing): the
-- exceptions its handlers raised (raised, an array) and the part no handler matched (rest).
-- The parts of orig that handlers re-raised keep orig's structure; new ones are grouped with
-- them in a new ExceptionGroup, as CPython's _PyExc_PrepReraiseStar.
function R.STARRERAISE(orig, raised, rest)
  local excs = raised
  if rest ~= nil then excs[#excs + 1] = rest end
  if #excs == 0 then return nil end
  if not is_group(orig) then return excs[1] end
  local new, keep = {}, {}
  for _, e in ipairs(excs) do
    if rawget(e, "#tb") == rawget(orig, "#tb") and rawget(e, "__cause__") == rawget(orig, "__cause__")
       and rawget(e, "__context__") == rawget(orig, "__context__") then
      for leaf in next, leaves(e, {}) do keep[leaf] = true end
    else
      new[#new + 1] = e
    end
  end
  local kept = split(orig, function(x) return keep[x] == true end, false)
  if #new == 0 then return kept end
  if kept then new[#new + 1] = kept end
  local g = eg_new(BaseExceptionGroup, "", LIST(new))
  -- raised again by the try statement, not where it is: its traceback has the frames above
  if R.tb_where then
    local frames = R.traceback.collect_frames(R.tb_where[1], R.tb_where[2])
    local above = {}
    for i = 2, #frames do above[i - 1] = frames[i] end
    rawset(g, "#tb", above)
  end
  return g
end

-- A builtin exception class whose __new__ and __init__ are BaseException's is called in one
-- step (no MRO walks, no second tuple); a subclass a program defines goes the long way.
do
  local base_init, obj_new = BaseException["#dict"].__init__, R.object["#dict"].__new__
  for _, t in next, exc_classes do
    if R.lookup(t, "__init__") == base_init and R.lookup(t, "__new__") == obj_new then
      t["#call"] = exc_new
    end
  end
end

function R.new_exception(cls, msg)
  if msg == nil then return exc_new(cls) end
  local o = exc_new(cls, msg)
  if cls == exc_classes.StopIteration then rawset(o, "value", msg) end
  return o
end

-- RAISE(x [, cause]): raise an exception instance or class
local EXCMT = setmetatable({}, { __mode = "k" }) -- metatables of exception instances seen
local function instantiate(x, what)
  local mt = getmetatable(x)
  if EXCMT[mt] then return x end
  if mt == R.TypeMT then
    if not issubclass(x, BaseException) then
      raise("TypeError", (what or "exceptions") .. " must derive from BaseException")
    end
    return x()
  end
  if not isinstance(x, BaseException) then
    raise("TypeError", (what or "exceptions") .. " must derive from BaseException")
  end
  if mt and mt["#inst"] then EXCMT[mt] = true end -- (a class's metatable stays its own)
  return x
end

-- The exception being handled (for implicit chaining) is a field of a table, not an upvalue:
-- storing a new object in an old upvalue ages the object at once (the forward barrier of
-- generational GC), so every exception handled would become old garbage, left for a full
-- collection; a table's back barrier leaves it young, freed by the next minor collection.
local handling = {}
-- (a generator keeps its own across a yield: objgen.lua; sandbox.c's message handler reads e)
R.HANDLING = handling
function R.SETEXC(e) handling.e = e end
function R.current_exc() return handling.e end
R.CUREXC = R.current_exc

function R.RAISE(x, cause)
  local e = instantiate(x)
  if cause ~= nil then -- raise ... from cause: the context is still recorded, not shown
    rawset(e, "__cause__", cause == None and None or instantiate(cause, "exception causes"))
    rawset(e, "__suppress_context__", true)
  end
  local cur = handling.e
  if cur and not rawequal(cur, e) and rawget(e, "__context__") == nil then
    rawset(e, "__context__", cur)
  end
  error(e, 0)
end

function R.RERAISE(e)
  if e == nil then
    local cur = handling.e
    if cur then error(cur, 0) end
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
  if body == "moonpy: too few positional arguments" then -- (a module's function: R.toomany)
    local f, n = host.badcall()
    local sig = R.SIG[f]
    if sig and n then return R.new_exception(exc_classes.TypeError, R.too_few_args(sig, n)) end
    return R.new_exception(exc_classes.TypeError, "too few positional arguments")
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
  local emt = getmetatable(e)
  if emt and emt["#class"] == c then return true end -- the exception's own class
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
