-- objgen.lua: generators: coroutines behind the iterator protocol, with send, throw and close.
local type, getmetatable, setmetatable, rawget, rawset, error, pcall, next, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, error, pcall, next, ipairs
local table_sort = table.sort
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

-- The generators started and not finished, each with its start number (weak keys): the
-- program's end closes them (R.GENFINAL), as CPython's finalization does.
local live = setmetatable({}, { __mode = "k" })
local nstarted = 0

local gen_after

-- resume(co, value) with the generator's own exception being handled: a generator paused
-- inside an except block keeps its exception (sys.exc_info(), implicit chaining) to itself,
-- and its caller's comes back, as CPython swaps a frame's exception state at each yield
local handling = R.HANDLING
-- (g["#exc"]: false when it has none, or a generator expression's table has no such key)
local function run(g, co, value)
  local outer, own = handling.e, g["#exc"]
  if own then handling.e = own end
  local ok, v, rv = resume(co, value)
  local now = handling.e
  if now ~= outer or own then
    rawset(g, "#exc", now ~= outer and now or false) -- (a coroutine's table lacks the key)
    handling.e = outer
  end
  return ok, v, rv
end

-- Resumes g with value: its next value, or nil and (once, at the end) its return value.
local function gen_resume(g, value)
  local co = g["#co"]
  if rawget(g, "#done") then return nil end
  if not co then -- a generator expression (GENFN)
    rawset(g, "#started", true)
    return g["#next"]()
  end
  if not rawget(g, "#started") then
    rawset(g, "#started", true)
    nstarted = nstarted + 1
    live[g] = nstarted
  end
  return gen_after(g, co, run(g, co, value))
end

-- What gen_resume does once the body ran: v was yielded, or the body ended or raised.
gen_after = function(g, co, ok, v, rv)
  if not ok then
    rawset(g, "#done", true)
    live[g] = nil
    if R.coroutine_tb then v = R.coroutine_tb(co, v) end
    if type(v) == "table" and getmetatable(v) and getmetatable(v)["#inst"]
       and isinstance(v, exc_classes.StopIteration) then
      -- PEP 479: a StopIteration escaping a generator body is a RuntimeError
      local e = R.new_exception(exc_classes.RuntimeError,
        (getmetatable(g) == GenMT and "generator" or "coroutine") .. " raised StopIteration")
      rawset(e, "__cause__", v)
      rawset(e, "#tb", rawget(v, "#tb"))
      v = e
    end
    error(v, 0)
  end
  -- a yield always passes a Python value; the body's end returns nothing or RETURN
  if v == nil or v == RETURN then
    rawset(g, "#done", true)
    live[g] = nil
    if v == RETURN and rv ~= None then return nil, rv end
    return nil
  end
  return v
end
R.gen_resume = gen_resume
R.gen_after = gen_after

R.gen_serial = 0 -- generators made so far (see GENCLOSE)
function R.GENERATOR(body, sig)
  local n = R.gen_serial + 1
  R.gen_serial = n
  local co = coroutine_create(body)
  local g = { ["#co"] = co, ["#sig"] = sig, ["#serial"] = n, ["#exc"] = false }
  -- next(g): after its first resume, a value yielded is returned at once (the common case);
  -- the rest is gen_resume's
  g["#next"] = function()
    if rawget(g, "#started") and not rawget(g, "#done") then
      local outer = handling.e
      local ok, v, rv
      if outer == nil and not g["#exc"] then -- (no exception anywhere: the common case)
        ok, v, rv = resume(co, None)
        if handling.e ~= nil then g["#exc"] = handling.e; handling.e = nil end
      else
        ok, v, rv = run(g, co, None)
      end
      if ok and v ~= nil and v ~= RETURN then return v end
      return gen_after(g, co, ok, v, rv)
    end
    return gen_resume(g, None)
  end
  return setmetatable(g, GenMT)
end
-- PEP 479 for a next function whose body may raise StopIteration (the code generator's
-- may_stop): it leaves the body as a RuntimeError caused by it, as gen_after makes it
local function stop_guard(f)
  return function(k)
    local ok, v = R.pcall(f, k)
    if ok then return v end
    if type(v) == "table" and getmetatable(v) and getmetatable(v)["#inst"]
       and isinstance(v, exc_classes.StopIteration) then
      local e = R.new_exception(exc_classes.RuntimeError, "generator raised StopIteration")
      rawset(e, "__cause__", v) -- (its traceback starts here, where the generator was resumed)
      v = e
    end
    error(v, 0)
  end
end

-- GENFN(f, qualname, guard): a generator expression, f its next function (see
-- E.GeneratorExp in codegen.lua): f() is the next value or nil; f(true) ends it.
function R.GENFN(f, qualname, guard)
  if guard then f = stop_guard(f) end
  return setmetatable({ ["#co"] = false, ["#next"] = f, ["#qual"] = qualname }, GenMT)
end
-- GENSM(f, sig): a generator function compiled as a state machine (Gen:sm_plan in codegen.lua):
-- f() is its next value or nil, f(true) ends it, as a generator expression's
function R.GENSM(f, sig, guard)
  if guard then f = stop_guard(f) end
  return setmetatable({ ["#co"] = false, ["#next"] = f, ["#sig"] = sig }, GenMT)
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
  if sent ~= None and type(sent) == "table" and rawget(sent, 1) == THROW then error(sent[2], 0) end
  return sent
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
-- throw(exc) into g: its next value, or nil and its return value; raises what g raises
local function gen_throw(g, exc)
  if not g["#co"] then -- a generator expression: raised where it stands, it ends there
    genfn_end(g)
    error(exc, 0)
  end
  if not rawget(g, "#started") or rawget(g, "#done") then
    rawset(g, "#done", true)
    live[g] = nil
    error(exc, 0)
  end
  return gen_resume(g, { THROW, exc })
end

local function gen_close(g)
  if not g["#co"] then
    genfn_end(g)
    return None
  end
  if not rawget(g, "#started") or rawget(g, "#done") then
    rawset(g, "#done", true)
    live[g] = nil
    return None
  end
  local GeneratorExit = exc_classes.GeneratorExit
  local ok, v = pcall(gen_resume, g, { THROW, R.new_exception(GeneratorExit) })
  if ok then
    if v ~= nil then
      raise("RuntimeError", (getmetatable(g) == GenMT and "generator" or "coroutine") .. " ignored GeneratorExit")
    end
    return None
  end
  local e = R.EXC(v)
  if isinstance(e, GeneratorExit) or isinstance(e, exc_classes.StopIteration) then return None end
  error(e, 0)
end

-- x's method name, or nil (a duck-typed iterator's send, throw, close)
local function method(x, name)
  return R.lookup(R.typeof(x), name)
end

-- The delegation of `yield from` and `await`: the values of the iterator it pass through, and
-- send, throw and close reach it; gen says it is a generator or a coroutine (objcoro.lua)
local function delegate(it, gen)
  local nextf = not gen and R.lookup(R.typeof(it), "__next__")
  local function step(sent)
    if gen then return gen_resume(it, sent) end
    local ok, v
    if sent == None then
      ok, v = pcall(nextf, it)
    else
      local send = method(it, "send")
      if not send then R.GA(it, "send") end
      ok, v = pcall(send, it, sent)
    end
    if ok then return v end
    local e = R.EXC(v)
    if isinstance(e, exc_classes.StopIteration) then
      local r = rawget(e, "value")
      return nil, r ~= None and r or nil
    end
    error(e, 0)
  end
  local v, rv = step(None)
  while v ~= nil do
    local sent = coroutine_yield(v)
    if type(sent) == "table" and rawget(sent, 1) == THROW then
      local exc = sent[2]
      if isinstance(exc, exc_classes.GeneratorExit) then
        if gen then gen_close(it)
        else
          local close = method(it, "close")
          if close then close(it) end
        end
        error(exc, 0)
      end
      if gen then
        v, rv = gen_throw(it, exc)
      else
        local throw = method(it, "throw")
        if not throw then error(exc, 0) end
        local ok, r = pcall(throw, it, exc)
        if ok then v, rv = r, nil
        else
          local e = R.EXC(r)
          if not isinstance(e, exc_classes.StopIteration) then error(e, 0) end
          local val = rawget(e, "value")
          v, rv = nil, val ~= None and val or nil
        end
      end
    else
      v, rv = step(sent)
    end
  end
  return rv == nil and None or rv
end
R.gen_delegate = delegate

-- `yield from x` (PEP 380)
function R.YIELDFROM(x)
  local gen = getmetatable(x) == GenMT
  return delegate(gen and x or R.builtins.iter(x), gen)
end

-- The program's end (the last statement of a translated program): the generators still
-- paused are closed, oldest first, so their finally blocks run as CPython's do when they are
-- collected; an exception there is ignored, as CPython ignores it.
function R.GENFINAL()
  local gens = {}
  for g, n in next, live do gens[#gens + 1] = { n, g } end
  table_sort(gens, function(a, b) return a[1] < b[1] end)
  for _, p in ipairs(gens) do
    local ok, e = pcall(gen_close, p[2])
    local limit = not ok and R.limit_of(e)
    if limit then error(limit, 0) end
  end
end

-- GENCLOSE(x, serial): a loop over the value x of a call ended early (break, return): a
-- generator that the call made (after the serial the loop noted) is dropped there, and
-- CPython closes it then; one that existed before (iter(g)) is held elsewhere.
function R.GENCLOSE(x, serial)
  if getmetatable(x) == GenMT and not rawget(x, "#done") and rawget(x, "#started")
     and (rawget(x, "#serial") or 0) > serial then
    gen_close(x)
  end
end

R.GenMT, R.GEN_THROW, R.GEN_RETURN, R.gen_live = GenMT, THROW, RETURN, live
R.gen_throw, R.gen_close = gen_throw, gen_close

R.add_methods(generator_t, {
  __iter__ = function(g) return g end,
  __next__ = function(g)
    local v, rv = gen_resume(g, None)
    if v == nil then raise("StopIteration", rv) end
    return v
  end,
  send = function(g, value)
    if value ~= None and not rawget(g, "#started") then
      raise("TypeError", "can't send non-None value to a just-started generator")
    end
    local v, rv = gen_resume(g, value)
    if v == nil then raise("StopIteration", rv) end
    return v
  end,
  throw = function(g, e)
    local ok, exc = pcall(function() R.RAISE(e) end)
    exc = R.EXC(exc)
    local v, rv = gen_throw(g, exc)
    if v == nil then raise("StopIteration", rv) end
    return v
  end,
  close = gen_close,
})
-- __name__ and __qualname__: the function's, or a generator expression's "<genexpr>" and the
-- qualified name of where it stands
local function gen_name(qual)
  return function(g)
    local sig = rawget(g, "#sig")
    if sig then return qual and sig.qualname or sig.name end
    return qual and rawget(g, "#qual") or "<genexpr>"
  end
end
local gd = generator_t["#dict"]
gd.__name__ = setmetatable({ fget = gen_name(false), fset = None, fdel = None }, R.PropertyMT)
gd.__qualname__ = setmetatable({ fget = gen_name(true), fset = None, fdel = None }, R.PropertyMT)
R.build_flat(generator_t)
end
