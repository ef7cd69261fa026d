-- modcontextlib.lua: contextlib after CPython's Lib/contextlib.py: contextmanager (its
-- generator protocol and RuntimeErrors), ContextDecorator, suppress, closing, nullcontext,
-- redirect_stdout / redirect_stderr (print follows R.stdout_target), ExitStack (LIFO
-- unwinding, an exception replaced or suppressed by a callback), AbstractContextManager; and
-- their async forms: asynccontextmanager, AsyncContextDecorator, aclosing, AsyncExitStack,
-- AbstractAsyncContextManager (their methods return coroutines made in Lua).
local type, rawget, rawset, rawequal, pcall, error, select, unpack, ipairs =
      type, rawget, rawset, rawequal, pcall, error, select, table.unpack, ipairs

return function(R, host)
local _ENV = nil
local None, raise, T, isinstance = R.None, R.raise, R.T, R.isinstance
local exc = R.exc_classes
local KWMARK = R.KWMARK

local m = {}

local function class(name, bases, body)
  local c = R.CLASS(name, bases, nil, body)
  c["#dict"].__module__ = "contextlib"
  return c
end

-- the positional and keyword arguments of a *args/**kwargs call, as CALL takes them
local function args_of(...)
  if rawequal((...), KWMARK) then
    local _, pos, npos, kw = ...
    return pos, npos, kw
  end
  return { ... }, select("#", ...), nil
end

local function call(f, pos, npos, kw)
  if kw and #kw > 0 then return R.CALL(f, { unpack(pos, 1, npos) }, kw) end
  return f(unpack(pos, 1, npos))
end

-- runs f(...) and returns true, results or false, the Python exception
local function try(f, ...)
  local r = { pcall(f, ...) }
  if r[1] then return true, r[2] end
  return false, R.EXC(r[2])
end

m.AbstractContextManager = class("AbstractContextManager", { R.object }, function(ns)
  ns.__enter__ = function(self) return self end
  ns.__exit__ = function(self, t, v, tb) return None end
end)

-- a coroutine object running the Lua function f (which may R.AWAIT), named name
local GENRETURN = R.GENRETURN
local function coro(name, f)
  return R.COROUTINE(function() return GENRETURN(f()) end, { name = name, qualname = name })
end
local AWAIT = R.AWAIT

m.AbstractAsyncContextManager = class("AbstractAsyncContextManager", { R.object }, function(ns)
  ns.__aenter__ = function(self) return coro("AbstractAsyncContextManager.__aenter__", function() return self end) end
  ns.__aexit__ = function(self, t, v, tb)
    return coro("AbstractAsyncContextManager.__aexit__", function() return None end)
  end
end)
-- isinstance and issubclass as the ABCs' __subclasshook__: a class with the methods is one
local function structural(abc, names)
  local function has(t)
    for _, n in ipairs(names) do
      local f = R.lookup(t, n)
      if f == nil or f == None then return false end
    end
    return true
  end
  rawset(abc, "#instancecheck", function(x) return has(R.typeof(x)) end)
  rawset(abc, "#subclasscheck", has)
end
structural(m.AbstractContextManager, { "__enter__", "__exit__" })
structural(m.AbstractAsyncContextManager, { "__aenter__", "__aexit__" })

m.ContextDecorator = class("ContextDecorator", { R.object }, function(ns)
  ns._recreate_cm = function(self) return self end
  ns.__call__ = function(self, func)
    local wrapper = R.sig(function(...)
      local pos, npos, kw = args_of(...)
      local cm = self["@_recreate_cm"](self)
      R.ENTER(cm)
      local res = { pcall(call, func, pos, npos, kw) }
      local ok, code = R.EXIT(cm, res[1], res[2])
      if not ok then error(code, 0) end
      if res[1] then return res[2] end
      return None
    end, R.str(R.GA(func, "__name__")), {}, { vararg = "args", kwarg = "kwargs", complex = true })
    return R.IMPORT("functools").update_wrapper(wrapper, func)
  end
end)

---------------------------------------------------------------------------------------------
-- contextmanager
---------------------------------------------------------------------------------------------

local StopIteration = exc.StopIteration

-- __init__ and _recreate_cm of the generator context managers, sync and async: the
-- generator of func(*args, **kwds), made again for each use as a decorator
local function gen_cm_methods(ns)
  ns.__init__ = function(self, func, pos, npos, kw)
    rawset(self, "#func", func)
    rawset(self, "#args", { pos, npos, kw })
    rawset(self, "gen", call(func, pos, npos, kw))
    return None
  end
  ns._recreate_cm = function(self)
    local a = rawget(self, "#args")
    return R.type_call(R.typeof(self), rawget(self, "#func"), a[1], a[2], a[3])
  end
end

local GCM = class("_GeneratorContextManager", { m.ContextDecorator, m.AbstractContextManager }, function(ns)
  gen_cm_methods(ns)
  ns.__enter__ = function(self)
    local gen = rawget(self, "gen")
    local ok, v = try(R.CALLM, gen, "__next__", {})
    if ok then return v end
    if isinstance(v, StopIteration) then raise("RuntimeError", "generator didn't yield") end
    error(v, 0)
  end
  ns.__exit__ = function(self, typ, value, tb)
    local gen = rawget(self, "gen")
    if typ == None or typ == nil then
      local ok, e = try(R.CALLM, gen, "__next__", {})
      if not ok then
        if isinstance(e, StopIteration) then return false end
        error(e, 0)
      end
      raise("RuntimeError", "generator didn't stop")
    end
    if value == None or value == nil then value = R.type_call(typ) end
    local ok, e = try(R.CALLM, gen, "throw", { value })
    if ok then raise("RuntimeError", "generator didn't stop after throw()") end
    if isinstance(e, StopIteration) then return not rawequal(e, value) end
    if isinstance(e, exc.RuntimeError) then
      if rawequal(e, value) then return false end
      -- a StopIteration raised in the block comes back as the RuntimeError of PEP 479
      local cause = rawget(e, "__cause__")
      if isinstance(value, StopIteration) and rawequal(cause, value) then return false end
      error(e, 0)
    end
    if rawequal(e, value) then return false end
    error(e, 0)
  end
end)

m.contextmanager = R.sig(function(func)
  local helper = R.sig(function(...)
    local pos, npos, kw = args_of(...)
    return R.type_call(GCM, func, pos, npos, kw)
  end, "helper", {}, { vararg = "args", kwarg = "kwds", complex = true })
  return R.IMPORT("functools").update_wrapper(helper, func)
end, "contextmanager", { "func" })

---------------------------------------------------------------------------------------------
-- asynccontextmanager
---------------------------------------------------------------------------------------------

local StopAsyncIteration = exc.StopAsyncIteration

m.AsyncContextDecorator = class("AsyncContextDecorator", { R.object }, function(ns)
  ns._recreate_cm = function(self) return self end
  ns.__call__ = function(self, func)
    local wrapper = R.sig(function(...)
      local pos, npos, kw = args_of(...)
      return coro("inner", function()
        local cm = self["@_recreate_cm"](self)
        R.AENTER(cm)
        local res = { pcall(function() return AWAIT(call(func, pos, npos, kw)) end) }
        local ok, code = R.AEXIT(cm, res[1], res[2])
        if not ok then error(code, 0) end
        if res[1] then return res[2] end
        return None
      end)
    end, R.str(R.GA(func, "__name__")), {}, { vararg = "args", kwarg = "kwds", complex = true })
    return R.IMPORT("functools").update_wrapper(wrapper, func)
  end
end)

local AGCM = class("_AsyncGeneratorContextManager",
  { m.AsyncContextDecorator, m.AbstractAsyncContextManager }, function(ns)
  gen_cm_methods(ns)
  ns.__aenter__ = function(self)
    return coro("_AsyncGeneratorContextManager.__aenter__", function()
      local gen = rawget(self, "gen")
      local ok, v = try(function() return AWAIT(R.CALLM(gen, "__anext__", {})) end)
      if ok then return v end
      if isinstance(v, StopAsyncIteration) then raise("RuntimeError", "generator didn't yield") end
      error(v, 0)
    end)
  end
  ns.__aexit__ = function(self, typ, value, tb)
    return coro("_AsyncGeneratorContextManager.__aexit__", function()
      local gen = rawget(self, "gen")
      if typ == None or typ == nil then
        local ok, e = try(function() return AWAIT(R.CALLM(gen, "__anext__", {})) end)
        if not ok then
          if isinstance(e, StopAsyncIteration) then return false end
          error(e, 0)
        end
        raise("RuntimeError", "generator didn't stop")
      end
      if value == None or value == nil then value = R.type_call(typ) end
      local ok, e = try(function() return AWAIT(R.CALLM(gen, "athrow", { value })) end)
      if ok then raise("RuntimeError", "generator didn't stop after athrow()") end
      if isinstance(e, StopAsyncIteration) then return not rawequal(e, value) end
      if isinstance(e, exc.RuntimeError) then
        if rawequal(e, value) then return false end
        local cause = rawget(e, "__cause__")
        if (isinstance(value, StopIteration) or isinstance(value, StopAsyncIteration))
           and rawequal(cause, value) then
          return false
        end
        error(e, 0)
      end
      if rawequal(e, value) then return false end
      error(e, 0)
    end)
  end
end)

m.asynccontextmanager = R.sig(function(func)
  local helper = R.sig(function(...)
    local pos, npos, kw = args_of(...)
    return R.type_call(AGCM, func, pos, npos, kw)
  end, "helper", {}, { vararg = "args", kwarg = "kwds", complex = true })
  return R.IMPORT("functools").update_wrapper(helper, func)
end, "asynccontextmanager", { "func" })

m.aclosing = class("aclosing", { m.AbstractAsyncContextManager }, function(ns)
  ns.__init__ = R.sig(function(self, thing)
    rawset(self, "thing", thing)
    return None
  end, "__init__", { "self", "thing" })
  ns.__aenter__ = function(self)
    return coro("aclosing.__aenter__", function() return rawget(self, "thing") end)
  end
  ns.__aexit__ = function(self, t, v, tb)
    return coro("aclosing.__aexit__", function()
      AWAIT(R.CALLM(rawget(self, "thing"), "aclose", {}))
      return None
    end)
  end
end)

---------------------------------------------------------------------------------------------
-- the small ones
---------------------------------------------------------------------------------------------

m.suppress = class("suppress", { m.AbstractContextManager }, function(ns)
  ns.__init__ = function(self, ...)
    rawset(self, "_exceptions", R.TUPLE({ ... }))
    return None
  end
  ns.__enter__ = function(self) return None end
  ns.__exit__ = function(self, typ, value, tb)
    if typ == None then return false end
    return R.CALL(R.builtins.issubclass, { typ, rawget(self, "_exceptions") })
  end
end)

m.closing = class("closing", { m.AbstractContextManager }, function(ns)
  ns.__init__ = R.sig(function(self, thing)
    rawset(self, "thing", thing)
    return None
  end, "__init__", { "self", "thing" })
  ns.__enter__ = function(self) return rawget(self, "thing") end
  ns.__exit__ = function(self, t, v, tb)
    R.CALLM(rawget(self, "thing"), "close", {})
    return None
  end
end)

m.nullcontext = class("nullcontext", { m.AbstractContextManager }, function(ns)
  ns.__init__ = R.sig(function(self, enter_result)
    rawset(self, "enter_result", enter_result == nil and None or enter_result)
    return None
  end, "__init__", { "self", "enter_result" }, { nrequired = 1 })
  ns.__enter__ = function(self) return rawget(self, "enter_result") end
  ns.__exit__ = function(self, t, v, tb) return None end
end)

-- redirect_stdout(f): print and sys.stdout go to f inside the block
local function redirector(name, stream)
  return class(name, { m.AbstractContextManager }, function(ns)
    ns.__init__ = R.sig(function(self, target)
      rawset(self, "_new_target", target)
      rawset(self, "#old", {})
      return None
    end, "__init__", { "self", "new_target" })
    ns.__enter__ = function(self)
      local sys = R.IMPORT("sys")
      local target = rawget(self, "_new_target")
      local old = rawget(self, "#old")
      old[#old + 1] = { rawget(sys, stream), R.stdout_target }
      rawset(sys, stream, target)
      if stream == "stdout" then
        R.stdout_target = (rawequal(target, R.stdout) or target == None) and nil or target
      end
      return target
    end
    ns.__exit__ = function(self, t, v, tb)
      local sys = R.IMPORT("sys")
      local old = rawget(self, "#old")
      local o = old[#old]
      old[#old] = nil
      rawset(sys, stream, o[1])
      if stream == "stdout" then R.stdout_target = o[2] end
      return None
    end
  end)
end
m.redirect_stdout = redirector("redirect_stdout", "stdout")
m.redirect_stderr = redirector("redirect_stderr", "stderr")

---------------------------------------------------------------------------------------------
-- ExitStack
---------------------------------------------------------------------------------------------

-- the callbacks of a stack: Lua functions of (type, value, traceback) that return whether
-- they suppress the exception; an async stack's may await (they run inside its coroutine)
local function push_cb(self, f) local cbs = rawget(self, "#cbs"); cbs[#cbs + 1] = f end
-- unwinds the callbacks, newest first; returns the exception still pending (if any) and
-- whether the one given was suppressed
local function unwind(self, typ, value)
  local cbs = rawget(self, "#cbs")
  rawset(self, "#cbs", {})
  local pending = value ~= None and value or nil
  local suppressed = false
  for i = #cbs, 1, -1 do
    local t = pending and R.typeof(pending) or None
    local ok, r = try(cbs[i], t, pending or None, None)
    if ok then
      if pending and T(r) then pending = nil; suppressed = true end
    else
      if pending and rawget(r, "__context__") == nil and not rawequal(r, pending) then
        rawset(r, "__context__", pending)
      end
      pending = r
      suppressed = false
    end
  end
  return pending, suppressed
end
-- __exit__ and __aexit__: unwind, then raise what is pending or say what was suppressed
local function exit_stack(self, typ, value)
  local pending, suppressed = unwind(self, typ, value)
  if pending then
    if value ~= None and rawequal(pending, value) then return false end
    error(pending, 0)
  end
  return value ~= None and value ~= nil and true or suppressed
end

-- module.qualname of a class, as ExitStack's errors name it
local function fullname(t) return R.str(R.GA(t, "__module__")) .. "." .. R.str(R.GA(t, "__qualname__")) end

local BaseExitStack = class("_BaseExitStack", { R.object }, function(ns)
  ns.__init__ = function(self)
    rawset(self, "#cbs", {})
    return None
  end
  ns.enter_context = function(self, cm)
    local t = R.typeof(cm)
    local exit = R.lookup(t, "__exit__")
    if R.lookup(t, "__enter__") == nil or exit == nil then
      raise("TypeError", "'" .. fullname(t) .. "' object does not support the context manager protocol")
    end
    local result = R.ENTER(cm)
    push_cb(self, function(a, b, c) return cm["@__exit__"](cm, a, b, c) end)
    return result
  end
  ns.push = function(self, exit)
    local f = R.lookup(R.typeof(exit), "__exit__")
    if f and not (type(exit) == "function") then
      push_cb(self, function(a, b, c) return exit["@__exit__"](exit, a, b, c) end)
    else
      push_cb(self, function(a, b, c) return R.CALL(exit, { a, b, c }) end)
    end
    return exit
  end
  ns.callback = R.sig(function(...)
    local pos, npos, kw = args_of(...)
    local self, cb = pos[1], pos[2]
    local rest = { unpack(pos, 3, npos) }
    push_cb(self, function()
      call(cb, rest, npos - 2, kw)
      return false
    end)
    return cb
  end, "callback", { "self", "callback" }, { vararg = "args", kwarg = "kwds", complex = true })
  ns.pop_all = function(self)
    local new = R.type_call(R.typeof(self))
    rawset(new, "#cbs", rawget(self, "#cbs"))
    rawset(self, "#cbs", {})
    return new
  end
end)

m.ExitStack = class("ExitStack", { BaseExitStack, m.AbstractContextManager }, function(ns)
  ns.close = function(self)
    local pending = unwind(self, None, None)
    if pending then error(pending, 0) end
    return None
  end
  ns.__enter__ = function(self) return self end
  ns.__exit__ = function(self, typ, value, tb) return exit_stack(self, typ, value) end
end)

m.AsyncExitStack = class("AsyncExitStack", { BaseExitStack, m.AbstractAsyncContextManager }, function(ns)
  ns.enter_async_context = function(self, cm)
    local t = R.typeof(cm)
    if R.lookup(t, "__aenter__") == nil or R.lookup(t, "__aexit__") == nil then
      raise("TypeError", "'" .. fullname(t) .. "' object does not support the asynchronous context manager protocol")
    end
    return coro("AsyncExitStack.enter_async_context", function()
      local result = R.AENTER(cm)
      push_cb(self, function(a, b, c) return AWAIT(cm["@__aexit__"](cm, a, b, c)) end)
      return result
    end)
  end
  ns.push_async_exit = function(self, exit)
    local f = R.lookup(R.typeof(exit), "__aexit__")
    if f and not (type(exit) == "function") then
      push_cb(self, function(a, b, c) return AWAIT(exit["@__aexit__"](exit, a, b, c)) end)
    else
      push_cb(self, function(a, b, c) return AWAIT(R.CALL(exit, { a, b, c })) end)
    end
    return exit
  end
  ns.push_async_callback = R.sig(function(...)
    local pos, npos, kw = args_of(...)
    local self, cb = pos[1], pos[2]
    local rest = { unpack(pos, 3, npos) }
    push_cb(self, function()
      AWAIT(call(cb, rest, npos - 2, kw))
      return false
    end)
    return cb
  end, "push_async_callback", { "self", "callback" }, { vararg = "args", kwarg = "kwds", complex = true })
  ns.aclose = function(self)
    return coro("AsyncExitStack.aclose", function()
      local pending = unwind(self, None, None)
      if pending then error(pending, 0) end
      return None
    end)
  end
  ns.__aenter__ = function(self) return coro("AsyncExitStack.__aenter__", function() return self end) end
  ns.__aexit__ = function(self, typ, value, tb)
    return coro("AsyncExitStack.__aexit__", function() return exit_stack(self, typ, value) end)
  end
end)

return m
end
