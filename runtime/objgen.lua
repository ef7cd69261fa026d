-- objgen.lua: generators: coroutines behind the iterator protocol, with send, throw and close.
local type, getmetatable, setmetatable, rawget, rawset, error, pcall, next =
      type, getmetatable, setmetatable, rawget, rawset, error, pcall, next
local coroutine_create, coroutine_resume, coroutine_yield, coroutine_status =
      coroutine.create, coroutine.resume, coroutine.yield, coroutine.status

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise
local object = R.object
local iterate = R.iterate
local isinstance = R.isinstance

---------------------------------------------------------------------------------------------
-- Generators (coroutines)
---------------------------------------------------------------------------------------------

local resume = host.resume or coroutine_resume -- host.resume keeps the watchdog on the coroutine
local GenMT = {}
local generator_t = R.builtin_type("generator", { R.iterator_t }, {}, GenMT)
generator_t["#builtin"] = true
local RETURN = host.sentinel()
local addr, exc_classes = R.addr, R.exc_classes

local function gen_resume(g, value)
  local co = g["#co"]
  if rawget(g, "#done") then return nil end
  if not co then -- a generator expression (GENFN)
    rawset(g, "#started", true)
    return g["#next"]()
  end
  if not rawget(g, "#started") then rawset(g, "#started", true) end
  local ok, v, rv = resume(co, value)
  if not ok then
    rawset(g, "#done", true)
    if R.coroutine_tb then v = R.coroutine_tb(co, v) end
    if type(v) == "table" and getmetatable(v) and getmetatable(v)["#inst"]
       and isinstance(v, exc_classes.StopIteration) then
      -- PEP 479: a StopIteration escaping a generator body is a RuntimeError
      local e = R.new_exception(exc_classes.RuntimeError, "generator raised StopIteration")
      rawset(e, "__cause__", v)
      rawset(e, "#tb", rawget(v, "#tb"))
      v = e
    end
    error(v, 0)
  end
  -- a yield always passes a Python value; the body's end returns nothing or RETURN
  if v == nil or v == RETURN then
    rawset(g, "#done", true)
    if v == RETURN then rawset(g, "#value", rv) end
    return nil
  end
  return v
end

function R.GENERATOR(body, sig)
  local g = { ["#co"] = coroutine_create(body), ["#sig"] = sig }
  g["#next"] = function() return gen_resume(g, None) end
  return setmetatable(g, GenMT)
end
-- GENFN(f): a generator expression, f its next function (see E.GeneratorExp in codegen.lua):
-- f() is the next value or nil; f(true) ends it.
function R.GENFN(f, qualname)
  return setmetatable({ ["#co"] = false, ["#next"] = f, ["#qual"] = qualname }, GenMT)
end
-- ends a generator expression
local function genfn_end(g)
  rawset(g, "#done", true)
  g["#next"](true)
end
function R.GENRETURN(v) return RETURN, v end
-- throw() resumes a generator with THROW: its paused `yield` raises the exception there
local THROW = {}
function R.YIELD(v)
  local sent = coroutine_yield(v)
  if type(sent) == "table" and rawget(sent, 1) == THROW then error(sent[2], 0) end
  return sent
end
function R.YIELDFROM(it)
  local mt = getmetatable(it)
  if mt == GenMT then
    local v = gen_resume(it, None)
    while v ~= nil do
      local sent = coroutine_yield(v)
      v = gen_resume(it, sent)
    end
    local r = it["#value"]
    return r == nil and None or r
  end
  for v in iterate(it) do coroutine_yield(v) end
  return None
end
GenMT["#iter"] = function(g) return g["#next"] end
GenMT.__index = generator_t["#flat"]
GenMT.__newindex = R.no_setattr
R.install_operators(GenMT)
GenMT["#repr"] = function(g)
  local sig = rawget(g, "#sig")
  local name = sig and (sig.qualname or sig.name) or rawget(g, "#qual") or "<genexpr>"
  return "<generator object " .. name .. " at " .. addr(g) .. ">"
end
R.add_methods(generator_t, {
  __iter__ = function(g) return g end,
  __next__ = function(g)
    local v = gen_resume(g, None)
    if v == nil then raise("StopIteration", g["#value"]) end
    return v
  end,
  send = function(g, value)
    if value ~= None and not rawget(g, "#started") then
      raise("TypeError", "can't send non-None value to a just-started generator")
    end
    local v = gen_resume(g, value)
    if v == nil then raise("StopIteration", g["#value"]) end
    return v
  end,
  throw = function(g, e)
    local ok, exc = pcall(function() R.RAISE(e) end)
    exc = R.EXC(exc)
    if not g["#co"] then -- a generator expression: raised where it stands, it ends there
      genfn_end(g)
      error(exc, 0)
    end
    if not rawget(g, "#started") or rawget(g, "#done") then
      rawset(g, "#done", true)
      error(exc, 0)
    end
    local v = gen_resume(g, { THROW, exc })
    if v == nil then raise("StopIteration", g["#value"]) end
    return v
  end,
  close = function(g)
    if not g["#co"] then
      genfn_end(g)
      return None
    end
    if not rawget(g, "#started") or rawget(g, "#done") then
      rawset(g, "#done", true)
      return None
    end
    local GeneratorExit = exc_classes.GeneratorExit
    local ok, v = pcall(gen_resume, g, { THROW, R.new_exception(GeneratorExit) })
    if ok then
      if v ~= nil then raise("RuntimeError", "generator ignored GeneratorExit") end
      return None
    end
    local e = R.EXC(v)
    if isinstance(e, GeneratorExit) or isinstance(e, exc_classes.StopIteration) then return None end
    error(e, 0)
  end,
})
end
