-- objcoro.lua: coroutines (`async def`), `await`, async generators, `async for` and
-- `async with`. A coroutine is a generator (objgen.lua) with its own type: the same Lua
-- coroutine behind send, throw and close, and `await` delegates to what it awaits as
-- `yield from` does. What the innermost await yields (a Future, or None for a bare yield)
-- passes up the chain of Lua coroutines to whatever drives the outermost one (asyncio's Task).
local type, getmetatable, setmetatable, rawget, rawset, error, pcall =
      type, getmetatable, setmetatable, rawget, rawset, error, pcall
local coroutine_create, coroutine_yield = coroutine.create, coroutine.yield

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename
local isinstance, exc_classes, addr = R.isinstance, R.exc_classes, R.addr
local gen_resume, gen_throw, gen_close, delegate = R.gen_resume, R.gen_throw, R.gen_close, R.gen_delegate
local THROW, RETURN = R.GEN_THROW, R.GEN_RETURN
local resume = host.resume

-- a runtime type whose objects have the metatable MT
local function newtype(name, MT)
  local t = R.builtin_type(name, { R.object }, {}, MT)
  t["#builtin"] = true
  MT.__index = t["#flat"]
  MT.__newindex = R.no_setattr
  R.install_operators(MT)
  return t
end

local function objname(x, kind)
  local sig = rawget(x, "#sig")
  local name = sig and (sig.qualname or sig.name) or "?"
  return "<" .. kind .. " object " .. name .. " at " .. addr(x) .. ">"
end

---------------------------------------------------------------------------------------------
-- Coroutines
---------------------------------------------------------------------------------------------

local CoroMT = {}
local coroutine_t = newtype("coroutine", CoroMT)
CoroMT["#repr"] = function(c) return objname(c, "coroutine") end
R.CoroMT = CoroMT

-- COROUTINE(body, sig): the coroutine object a call of an `async def` function returns
function R.COROUTINE(body, sig)
  local n = R.gen_serial + 1
  R.gen_serial = n
  return setmetatable({ ["#co"] = coroutine_create(body), ["#sig"] = sig, ["#serial"] = n }, CoroMT)
end

function R.iscoroutine(x) return getmetatable(x) == CoroMT end

local function reuse(c)
  if rawget(c, "#done") then raise("RuntimeError", "cannot reuse already awaited coroutine") end
end

-- `await x`
function R.AWAIT(x)
  local mt = getmetatable(x)
  if mt == CoroMT then
    reuse(x)
    return delegate(x, true)
  end
  if type(x) == "table" then
    local aw = mt and rawget(mt, "#await") or rawget(x, "#fut") and R.future_await
    if aw then return aw(x) end
  end
  local f = R.lookup(R.typeof(x), "__await__")
  if not f then
    raise("TypeError", "object " .. typename(x) .. " can't be used in 'await' expression")
  end
  local it = f(x)
  if getmetatable(it) == CoroMT then raise("TypeError", "__await__() returned a coroutine") end
  if getmetatable(it) == R.GenMT then return delegate(it, true) end
  if not R.lookup(R.typeof(it), "__next__") then
    raise("TypeError", "__await__() returned non-iterator of type '" .. typename(it) .. "'")
  end
  return delegate(it, false)
end
local AWAIT = R.AWAIT

-- send/throw of a coroutine: raise StopIteration at its end, as a generator's do
local function stop(v, rv)
  if v == nil then raise("StopIteration", rv) end
  return v
end

R.add_methods(coroutine_t, {
  send = function(c, value)
    if value ~= None and not rawget(c, "#started") then
      raise("TypeError", "can't send non-None value to a just-started coroutine")
    end
    reuse(c)
    return stop(gen_resume(c, value))
  end,
  throw = function(c, e)
    local ok, exc = pcall(function() R.RAISE(e) end)
    exc = R.EXC(exc)
    return stop(gen_throw(c, exc))
  end,
  close = gen_close,
  -- an iterator over what awaiting c yields (CPython's coroutine_wrapper): a generator here
  __await__ = function(c)
    return R.GENERATOR(function() return RETURN, AWAIT(c) end, { name = "__await__" })
  end,
})

---------------------------------------------------------------------------------------------
-- Async generators: `yield v` in an `async def` yields (AYV, v) to the awaited __anext__
-- (asend, athrow, aclose), which passes the other yields (its awaits') up to its own driver
---------------------------------------------------------------------------------------------

local AYV = host.sentinel()
local AGenMT = {}
local agen_t = newtype("async_generator", AGenMT)
AGenMT["#repr"] = function(a) return objname(a, "async_generator") end

function R.ASYNCGEN(body, sig)
  return setmetatable({ ["#co"] = coroutine_create(body), ["#sig"] = sig }, AGenMT)
end

function R.AYIELD(v)
  local sent = coroutine_yield(AYV, v)
  if type(sent) == "table" and rawget(sent, 1) == THROW then error(sent[2], 0) end
  return sent
end

local function agen_fail(a, v)
  rawset(a, "#done", true)
  if type(v) == "table" and getmetatable(v) and getmetatable(v)["#inst"] then
    local msg = isinstance(v, exc_classes.StopAsyncIteration) and "async generator raised StopAsyncIteration"
      or isinstance(v, exc_classes.StopIteration) and "async generator raised StopIteration"
    if msg then
      local e = R.new_exception(exc_classes.RuntimeError, msg)
      rawset(e, "__cause__", v)
      rawset(e, "#tb", rawget(v, "#tb"))
      v = e
    end
  end
  error(v, 0)
end

-- Runs a's body with msg (a value sent, or {THROW, exc}) in the awaiting coroutine: the next
-- value it yields; at its end StopAsyncIteration (or, for aclose, nil)
local function agen_step(a, msg, closing)
  local co = rawget(a, "#co")
  if rawget(a, "#done") then
    if closing then return nil end
    if type(msg) == "table" and rawget(msg, 1) == THROW then error(msg[2], 0) end
    raise("StopAsyncIteration")
  end
  if not rawget(a, "#started") then
    rawset(a, "#started", true)
    if type(msg) == "table" and rawget(msg, 1) == THROW then
      rawset(a, "#done", true)
      if closing then return nil end
      error(msg[2], 0)
    end
  end
  while true do
    local ok, v, rv = resume(co, msg)
    if not ok then
      if R.coroutine_tb then v = R.coroutine_tb(co, v) end
      if closing and type(v) == "table" and (isinstance(v, exc_classes.GeneratorExit)
         or isinstance(v, exc_classes.StopAsyncIteration)) then
        rawset(a, "#done", true)
        return nil
      end
      agen_fail(a, v)
    end
    if v == AYV then
      if closing then raise("RuntimeError", "async generator ignored GeneratorExit") end
      return rv
    end
    if v == nil or v == RETURN then
      rawset(a, "#done", true)
      if closing then return nil end
      raise("StopAsyncIteration")
    end
    msg = coroutine_yield(v) -- an await inside the body: its driver's answer passes down
  end
end

-- the awaitables asend, athrow and aclose return
local StepMT = {}
newtype("async_generator_asend", StepMT)
StepMT["#await"] = function(s)
  if rawget(s, "#used") then raise("RuntimeError", "cannot reuse already awaited __anext__()/asend()") end
  rawset(s, "#used", true)
  local v = agen_step(s["#agen"], s["#msg"], s["#closing"])
  if v == nil then return None end
  return v
end
StepMT["#repr"] = function(s) return "<async_generator_asend object at " .. addr(s) .. ">" end
local function step_obj(a, msg, closing)
  return setmetatable({ ["#agen"] = a, ["#msg"] = msg, ["#closing"] = closing }, StepMT)
end

local function thrown(e)
  local ok, exc = pcall(function() R.RAISE(e) end)
  return { THROW, R.EXC(exc) }
end

R.add_methods(agen_t, {
  __aiter__ = function(a) return a end,
  __anext__ = function(a) return step_obj(a, None) end,
  asend = function(a, v) return step_obj(a, v) end,
  athrow = function(a, e) return step_obj(a, thrown(e)) end,
  aclose = function(a)
    return step_obj(a, { THROW, R.new_exception(exc_classes.GeneratorExit) }, true)
  end,
})

---------------------------------------------------------------------------------------------
-- async for, async with
---------------------------------------------------------------------------------------------

-- AFOR(x): the iterator of `async for` in a generic for: each step awaits __anext__()
function R.AFOR(x)
  local aiter = R.lookup(R.typeof(x), "__aiter__")
  if not aiter then
    raise("TypeError", "'async for' requires an object with __aiter__ method, got " .. typename(x))
  end
  local it = aiter(x)
  local anext = R.lookup(R.typeof(it), "__anext__")
  if not anext then
    raise("TypeError", "'async for' received an object from __aiter__ that does not implement __anext__: "
      .. typename(it))
  end
  return function()
    local ok, v = pcall(function() return AWAIT(anext(it)) end)
    if ok then return true, v end
    local e = R.EXC(v)
    if isinstance(e, exc_classes.StopAsyncIteration) then return nil end
    error(e, 0)
  end
end

function R.AENTER(m)
  local f = R.lookup(R.typeof(m), "__aenter__")
  if not f or not R.lookup(R.typeof(m), "__aexit__") then
    raise("TypeError", "'" .. typename(m) ..
      "' object does not support the asynchronous context manager protocol")
  end
  return AWAIT(f(m))
end

function R.AEXIT(m, ok, code)
  local f = R.lookup(R.typeof(m), "__aexit__")
  if ok then
    AWAIT(f(m, None, None, None))
    return true, code
  end
  local e = R.EXC(code)
  local saved = R.current_exc()
  R.SETEXC(e)
  local done, suppress = R.pcall(function() return AWAIT(f(m, R.typeof(e), e, None)) end)
  R.SETEXC(saved)
  if not done then error(suppress, 0) end
  if R.T(suppress) then return true, nil end
  return false, e
end
end
