-- modasyncio.lua: asyncio. One event loop in CPython's order (base_events.py's _run_once): a
-- FIFO ready queue of callbacks, a heap of timers (heapq's own sift order, by `when`), and
-- when nothing is ready the loop sleeps (time.sleep's C part, never past the run's deadline)
-- until the earliest timer. Futures and Tasks follow futures.py and tasks.py step for step
-- (a Task's first step is a call_soon; a Future's callbacks are call_soon'd when it is done),
-- so the interleaving of tasks is CPython's. Coroutine objects are objcoro.lua's.
local type, getmetatable, setmetatable, rawget, rawset, pcall, error, select, ipairs, pairs =
      type, getmetatable, setmetatable, rawget, rawset, pcall, error, select, ipairs, pairs
local unpack, pack, concat = table.unpack, table.pack, table.concat

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, repr, typename, T = R.None, R.raise, R.repr, R.typename, R.T
local exc, isinstance = R.exc_classes, R.isinstance
local AWAIT, COROUTINE, RETURN = R.AWAIT, R.COROUTINE, R.GEN_RETURN
local gen_resume, gen_throw, YIELD = R.gen_resume, R.gen_throw, R.YIELD
local C = host.openc("time")
local now = C.monotonic
local charge = host.charge

local m = {}

local function newclass(name, bases, body, module)
  local t = R.CLASS(name, bases, nil, body or function() end)
  t["#dict"].__module__ = module or "asyncio"
  return t
end

-- a runtime function with a signature (keyword calls); complex ones get ARGS' binding
local function fn(name, params, extra, body)
  local s = { name = name, params = params, nposonly = 0, nrequired = #params }
  for k, v in pairs(extra or {}) do s[k] = v end
  local f = body
  if s.complex then f = function(...) return body(R.ARGS(s, ...)) end end
  return R.sig(f, name, params, s)
end

-- an `async def` of the runtime: calling f makes a coroutine object that runs body(...)
local function async(name, params, extra, body)
  local sig = { name = name, qualname = extra and extra.qualname or name }
  return fn(name, params, extra, function(...)
    local args = pack(...)
    return COROUTINE(function() return RETURN, body(unpack(args, 1, args.n)) end, sig)
  end)
end

local CancelledError = newclass("CancelledError", { exc.BaseException }, nil, "asyncio.exceptions")
local InvalidStateError = newclass("InvalidStateError", { exc.Exception }, nil, "asyncio.exceptions")
local QueueEmpty = newclass("QueueEmpty", { exc.Exception }, nil, "asyncio.queues")
local QueueFull = newclass("QueueFull", { exc.Exception }, nil, "asyncio.queues")
m.CancelledError, m.InvalidStateError, m.QueueEmpty, m.QueueFull = CancelledError, InvalidStateError,
  QueueEmpty, QueueFull
m.TimeoutError = exc.TimeoutError

local function throw(cls, msg)
  if msg == nil then R.RAISE(cls) end
  R.RAISE(R.CALL(cls, { msg }))
end

---------------------------------------------------------------------------------------------
-- The event loop
---------------------------------------------------------------------------------------------

local running -- the running loop's state, or nil
local current_task -- the Task whose step runs
local task_counter = 0

-- timers: a heap (heapq's own order) of handles, which compare by when
local heapq = R.IMPORT("heapq")
local heappush, heappop = heapq.heappush, heapq.heappop
local HandleMT = { __lt = function(a, b) return a.when < b.when end }

local Handle = newclass("TimerHandle", { R.object }, function(ns)
  ns.cancel = function(self) rawget(self, "#h").cancelled = true return None end
  ns.cancelled = function(self) return rawget(self, "#h").cancelled end
  ns.when = function(self) return rawget(self, "#h").when or 0.0 end
end, "asyncio.events")

-- a handle: f(args...) to run once; its Python face is made when asked for
local function handle(f, args, when)
  return setmetatable({ f = f, args = args, when = when, cancelled = false }, HandleMT)
end
local function handle_obj(h)
  local o = R.CALL(Handle, {})
  rawset(o, "#h", h)
  return o
end

local EventLoop = newclass("_UnixSelectorEventLoop", { R.object }, nil, "asyncio.unix_events")

local function new_loop()
  local lp = { ready = {}, rhead = 1, rtail = 0, sched = R.LIST({}), stopping = false, closed = false,
               tasks = {}, ntasks = 0, kept = 32 }
  local o = R.CALL(EventLoop, {})
  rawset(o, "#loop", lp)
  lp.obj = o
  return lp
end

local function call_soon(lp, f, ...)
  local h = handle(f, pack(...))
  lp.rtail = lp.rtail + 1
  lp.ready[lp.rtail] = h
  return h
end

local function call_at(lp, when, f, ...)
  local h = handle(f, pack(...), when)
  heappush(lp.sched, h)
  return h
end

local function run_handle(h)
  local ok, e = pcall(h.f, unpack(h.args, 1, h.args.n))
  if not ok then
    e = R.EXC(e) -- a limit error goes on; CPython logs the others and the loop goes on
    if isinstance(e, exc.SystemExit) or isinstance(e, exc.KeyboardInterrupt) then error(e, 0) end
  end
end

local function run_once(lp)
  local sched = lp.sched
  while #sched > 0 and sched[1].cancelled do heappop(sched) end
  local timeout
  if lp.rtail >= lp.rhead or lp.stopping then
    timeout = 0
  elseif #sched > 0 then
    timeout = sched[1].when - now()
    if timeout > 86400 then timeout = 86400 end
  else
    timeout = 86400 -- nothing can wake the loop: it waits as CPython does (until the deadline)
  end
  if timeout > 0 then C.sleep(timeout) end
  local end_time = now() + 1e-9
  while #sched > 0 do
    local h = sched[1]
    if h.when >= end_time then break end
    heappop(sched)
    lp.rtail = lp.rtail + 1
    lp.ready[lp.rtail] = h
  end
  local ready = lp.ready
  for _ = 1, lp.rtail - lp.rhead + 1 do
    local h = ready[lp.rhead]
    ready[lp.rhead] = nil
    lp.rhead = lp.rhead + 1
    if not h.cancelled then
      charge(1) -- a callback is an operation of the budget, as a loop's iteration is
      run_handle(h)
    end
  end
end

local function run_forever(lp)
  if running then raise("RuntimeError", "Cannot run the event loop while another loop is running") end
  if lp.closed then raise("RuntimeError", "Event loop is closed") end
  running = lp
  local ok, e = pcall(function()
    while true do
      run_once(lp)
      if lp.stopping then break end
    end
  end)
  lp.stopping = false
  running = nil
  if not ok then error(e, 0) end
end

local function get_running_loop()
  if not running then raise("RuntimeError", "no running event loop") end
  return running
end

-- events.get_event_loop(): the running loop, else the default one (made on first use)
local default_loop
local function event_loop()
  if running then return running end
  if not default_loop or default_loop.closed then default_loop = new_loop() end
  return default_loop
end

---------------------------------------------------------------------------------------------
-- Futures and Tasks
---------------------------------------------------------------------------------------------

local Future, Task, ensure_future

-- the state of a future: st = rawget(f, "#fut")
local function fst(f)
  local st = type(f) == "table" and rawget(f, "#fut")
  if not st then raise("TypeError", "An asyncio.Future, a coroutine or an awaitable is required") end
  return st
end

local function init_future(o, lp)
  rawset(o, "#fut", { loop = lp, state = "PENDING", callbacks = {}, blocking = false, obj = o })
end

local function new_future(lp)
  local o = R.CALL(Future, {})
  rawget(o, "#fut").loop = lp
  return o
end

local function schedule_callbacks(st)
  local cbs = st.callbacks
  st.callbacks = {}
  for _, cb in ipairs(cbs) do call_soon(st.loop, cb, st.obj) end
end

local function cancelled_error(st)
  local e = st.cancelled_exc
  if e then
    st.cancelled_exc = nil
    return e
  end
  if st.cancel_msg == nil or st.cancel_msg == None then return R.CALL(CancelledError, {}) end
  return R.CALL(CancelledError, { st.cancel_msg })
end

local function fut_cancel(st, msg)
  if st.state ~= "PENDING" then return false end
  st.state = "CANCELLED"
  st.cancel_msg = msg
  schedule_callbacks(st)
  return true
end

local function fut_set_result(st, v)
  if st.state ~= "PENDING" then throw(InvalidStateError, "invalid state") end
  st.result, st.state = v, "FINISHED"
  schedule_callbacks(st)
end

local function fut_set_exception(st, e)
  if st.state ~= "PENDING" then throw(InvalidStateError, "invalid state") end
  if not isinstance(e, exc.BaseException) then -- a class is instantiated (or a TypeError raised)
    local _, x = pcall(R.RAISE, e)
    e = R.EXC(x)
    if not isinstance(e, exc.BaseException) then error(e, 0) end
  end
  st.exc, st.state = e, "FINISHED"
  schedule_callbacks(st)
end

local function fut_result(st)
  if st.state == "CANCELLED" then error(cancelled_error(st), 0) end
  if st.state ~= "FINISHED" then throw(InvalidStateError, "Result is not set.") end
  if st.exc then error(st.exc, 0) end
  return st.result
end

local function fut_exception(st)
  if st.state == "CANCELLED" then error(cancelled_error(st), 0) end
  if st.state ~= "FINISHED" then throw(InvalidStateError, "Exception is not set.") end
  return st.exc or None
end

local function add_done_callback(st, cb)
  if st.state ~= "PENDING" then
    call_soon(st.loop, cb, st.obj)
  else
    st.callbacks[#st.callbacks + 1] = cb
  end
end

local function remove_done_callback(st, cb)
  local keep, n = {}, 0
  for _, c in ipairs(st.callbacks) do
    if c == cb then n = n + 1 else keep[#keep + 1] = c end
  end
  st.callbacks = keep
  return n
end

-- cancel(): a Task's and a gather's own, else the Future's
local function cancel_any(st, msg)
  if st.cancel then return st.cancel(st, msg) end
  return fut_cancel(st, msg)
end

-- `await fut` (objcoro.lua's AWAIT): Future.__await__
function R.future_await(f)
  local st = rawget(f, "#fut")
  if st.state == "PENDING" then
    st.blocking = true
    YIELD(f)
  end
  if st.state == "PENDING" then raise("RuntimeError", "await wasn't used with future") end
  return fut_result(st)
end

local function fut_repr_info(st)
  local s = st.state:lower()
  if st.state == "FINISHED" then
    if st.exc then s = s .. " exception=" .. repr(st.exc)
    else s = s .. " result=" .. repr(st.result) end
  end
  return s
end

local function future_methods(ns)
  ns.__init__ = function(self) init_future(self, running) return None end
  ns.result = function(self) return fut_result(fst(self)) end
  ns.exception = function(self) return fut_exception(fst(self)) end
  ns.done = function(self) return fst(self).state ~= "PENDING" end
  ns.cancelled = function(self) return fst(self).state == "CANCELLED" end
  ns.cancel = fn("cancel", { "self", "msg" }, { nrequired = 1 }, function(self, msg)
    return cancel_any(fst(self), msg ~= nil and msg or None)
  end)
  ns.add_done_callback = fn("add_done_callback", { "self", "fn" }, { kwonly = { "context" }, kwrequired = {},
    complex = true }, function(self, f)
    add_done_callback(fst(self), f)
    return None
  end)
  ns.remove_done_callback = function(self, f) return remove_done_callback(fst(self), f) end
  ns.get_loop = function(self) return fst(self).loop.obj end
  ns.__await__ = function(self)
    return R.GENERATOR(function() return RETURN, R.future_await(self) end, { name = "__await__" })
  end
  ns.__iter__ = ns.__await__
end

Future = newclass("Future", { R.object }, function(ns)
  future_methods(ns)
  ns.set_result = function(self, v) fut_set_result(fst(self), v) return None end
  ns.set_exception = function(self, e) fut_set_exception(fst(self), e) return None end
  ns.__repr__ = function(self) return "<Future " .. fut_repr_info(fst(self)) .. ">" end
end, "asyncio.futures")
m.Future = Future

-- Task.__step
local function task_step(st, e)
  if st.state ~= "PENDING" then return end
  if st.must_cancel then
    if not (e and isinstance(e, CancelledError)) then e = cancelled_error(st) end
    st.must_cancel = false
  end
  st.fut_waiter = nil
  local saved = current_task
  current_task = st.obj
  local ok, v, rv
  if e == nil then ok, v, rv = pcall(gen_resume, st.coro, None)
  else ok, v, rv = pcall(gen_throw, st.coro, e) end
  current_task = saved
  if not ok then
    local x = R.EXC(v)
    if isinstance(x, CancelledError) then
      st.cancelled_exc = x
      fut_cancel(st)
    else
      fut_set_exception(st, x)
      if isinstance(x, exc.SystemExit) or isinstance(x, exc.KeyboardInterrupt) then error(x, 0) end
    end
  elseif v == nil then
    if st.must_cancel then
      st.must_cancel = false
      fut_cancel(st, st.cancel_msg)
    else
      fut_set_result(st, rv == nil and None or rv)
    end
  else
    local w = type(v) == "table" and rawget(v, "#fut")
    if w and w.blocking then
      if w == st then
        call_soon(st.loop, st.step, R.new_exception(exc.RuntimeError,
          "Task cannot await on itself: " .. repr(st.obj)))
      else
        w.blocking = false
        add_done_callback(w, st.wakeup)
        st.fut_waiter = w
        if st.must_cancel and cancel_any(w, st.cancel_msg) then st.must_cancel = false end
      end
    elseif w then
      call_soon(st.loop, st.step, R.new_exception(exc.RuntimeError,
        "yield was used instead of yield from in task " .. repr(st.obj) .. " with " .. repr(v)))
    elseif v == None then
      call_soon(st.loop, st.step)
    else
      call_soon(st.loop, st.step, R.new_exception(exc.RuntimeError, "Task got bad yield: " .. repr(v)))
    end
  end
end

local function task_cancel(st, msg)
  if st.state ~= "PENDING" then return false end
  st.ncancels = st.ncancels + 1
  if st.fut_waiter and cancel_any(st.fut_waiter, msg) then return true end
  st.must_cancel = true
  st.cancel_msg = msg
  return true
end

local function create_task(lp, coro, name)
  if not R.iscoroutine(coro) then raise("TypeError", "a coroutine was expected, got " .. repr(coro)) end
  local o = R.CALL(Task, {})
  local st = rawget(o, "#fut")
  task_counter = task_counter + 1
  st.loop, st.coro, st.ncancels, st.must_cancel, st.cancel = lp, coro, 0, false, task_cancel
  st.name = (name == nil or name == None) and ("Task-" .. task_counter) or R.str(name)
  st.step = function(e) task_step(st, e) end
  st.wakeup = function(f)
    local ok, x = pcall(fut_result, rawget(f, "#fut"))
    if ok then task_step(st) else task_step(st, R.EXC(x)) end
  end
  -- the tasks not done, oldest first (asyncio.run's end cancels them): the done ones are
  -- dropped whenever the list has doubled, so tasks that keep spawning tasks do not pile up
  if lp.ntasks >= 2 * lp.kept then
    local live, n = {}, 0
    for _, t in ipairs(lp.tasks) do
      if t.state == "PENDING" then n = n + 1; live[n] = t end
    end
    lp.tasks, lp.ntasks, lp.kept = live, n, n > 32 and n or 32
  end
  lp.ntasks = lp.ntasks + 1
  lp.tasks[lp.ntasks] = st
  call_soon(lp, st.step)
  return o
end

Task = newclass("Task", { Future }, function(ns)
  future_methods(ns)
  ns.set_result = function() raise("RuntimeError", "Task does not support set_result operation") end
  ns.set_exception = function() raise("RuntimeError", "Task does not support set_exception operation") end
  ns.get_name = function(self) return fst(self).name end
  ns.set_name = function(self, v) fst(self).name = R.str(v) return None end
  ns.get_coro = function(self) return fst(self).coro end
  ns.cancelling = function(self) return fst(self).ncancels end
  ns.uncancel = function(self)
    local st = fst(self)
    if st.ncancels > 0 then st.ncancels = st.ncancels - 1 end
    return st.ncancels
  end
  ns.__repr__ = function(self)
    local st = fst(self)
    local s = st.state == "CANCELLED" and "cancelled" or st.state == "PENDING" and "pending"
      or fut_repr_info(st)
    local info = { "<Task ", s == "finished" and "finished" or s:match("^%S+"), " name=", repr(st.name),
      " coro=", repr(st.coro) }
    if st.state == "FINISHED" then info[#info + 1] = " " .. s:match("^%S+ (.*)$") end
    info[#info + 1] = ">"
    return concat(info)
  end
end, "asyncio.tasks")
m.Task = Task

-- a coroutine that awaits an awaitable (tasks.py's _wrap_awaitable)
local wrap_sig = { name = "_wrap_awaitable" }
ensure_future = function(x, lp)
  if type(x) == "table" and rawget(x, "#fut") then return x end
  lp = lp or event_loop()
  if not R.iscoroutine(x) then
    if not R.lookup(R.typeof(x), "__await__") and not (getmetatable(x) and getmetatable(x)["#await"]) then
      raise("TypeError", "An asyncio.Future, a coroutine or an awaitable is required")
    end
    local aw = x
    x = COROUTINE(function() return RETURN, AWAIT(aw) end, wrap_sig)
  end
  return create_task(lp, x)
end

local function run_until_complete(lp, f)
  local fut = ensure_future(f, lp)
  local st = rawget(fut, "#fut")
  local function done_cb() lp.stopping = true end
  add_done_callback(st, done_cb)
  local ok, e = pcall(run_forever, lp)
  remove_done_callback(st, done_cb)
  if not ok then error(e, 0) end
  if st.state == "PENDING" then raise("RuntimeError", "Event loop stopped before Future completed.") end
  return fut_result(st)
end

local function pending_tasks(lp)
  local out = {}
  for _, st in ipairs(lp.tasks) do
    if st.state == "PENDING" then out[#out + 1] = st end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- The module's functions
---------------------------------------------------------------------------------------------

local gather

local noop_sig = { name = "shutdown_asyncgens" }
local function noop() return COROUTINE(function() end, noop_sig) end

m.run = fn("run", { "main", "debug" }, { nrequired = 1 }, function(main)
  if running then raise("RuntimeError", "asyncio.run() cannot be called from a running event loop") end
  if not R.iscoroutine(main) then raise("ValueError", "a coroutine was expected, got " .. repr(main)) end
  local lp = new_loop()
  local ok, v = pcall(run_until_complete, lp, main)
  -- Runner.close: the tasks left are cancelled and run to their end, then the shutdowns
  local left = pending_tasks(lp)
  if #left > 0 then
    local objs = {}
    for i, st in ipairs(left) do
      task_cancel(st, None)
      objs[i] = st.obj
    end
    run_until_complete(lp, gather(R.KWMARK, objs, #objs, { "return_exceptions", true }))
  end
  run_until_complete(lp, noop())
  noop_sig.name = "shutdown_default_executor"
  run_until_complete(lp, noop())
  noop_sig.name = "shutdown_asyncgens"
  lp.closed = true
  if not ok then error(v, 0) end
  return v
end)

m.sleep = async("sleep", { "delay", "result" }, { nrequired = 1 }, function(delay, result)
  if result == nil then result = None end
  if not (delay > 0) then
    YIELD(None)
    return result
  end
  local lp = get_running_loop()
  local f = new_future(lp)
  local st = rawget(f, "#fut")
  local h = call_at(lp, now() + R.tofloat(delay), function()
    if st.state == "PENDING" then fut_set_result(st, result) end
  end)
  local ok, v = pcall(AWAIT, f)
  h.cancelled = true
  if not ok then error(v, 0) end
  return v
end)

m.create_task = fn("create_task", { "coro" }, { kwonly = { "name", "context" }, kwrequired = {}, complex = true },
  function(coro, name)
    return create_task(get_running_loop(), coro, name)
  end)
m.ensure_future = fn("ensure_future", { "coro_or_future" }, { kwonly = { "loop" }, kwrequired = {},
  complex = true }, function(x) return ensure_future(x) end)

local GatheringFuture = newclass("_GatheringFuture", { Future }, nil, "asyncio.tasks")

gather = fn("gather", {}, { vararg = "coros_or_futures", kwonly = { "return_exceptions" }, kwrequired = {},
  complex = true }, function(aws, return_exceptions)
  return_exceptions = return_exceptions ~= nil and T(return_exceptions)
  local n = #aws
  if n == 0 then
    local lp = event_loop()
    local outer = new_future(lp)
    fut_set_result(rawget(outer, "#fut"), R.LIST({}))
    return outer
  end
  local children, seen, nfuts, nfinished = {}, {}, 0, 0
  local outer, ost
  local lp
  local function done_cb(f)
    local fs = rawget(f, "#fut")
    nfinished = nfinished + 1
    if ost == nil or ost.state ~= "PENDING" then return end
    if not return_exceptions then
      if fs.state == "CANCELLED" then
        fut_set_exception(ost, cancelled_error(fs))
        return
      elseif fs.exc then
        fut_set_exception(ost, fs.exc)
        return
      end
    end
    if nfinished == nfuts then
      local results = {}
      for i, c in ipairs(children) do
        local cs = rawget(c, "#fut")
        if cs.state == "CANCELLED" then
          results[i] = R.CALL(CancelledError, { (cs.cancel_msg == nil or cs.cancel_msg == None) and ""
            or cs.cancel_msg })
        else
          results[i] = cs.exc or cs.result
        end
      end
      if ost.cancel_requested then
        fut_set_exception(ost, cancelled_error(fs))
      else
        fut_set_result(ost, R.LIST(results))
      end
    end
  end
  for i = 1, n do
    local a = aws[i]
    local f = seen[a]
    if not f then
      f = ensure_future(a, lp)
      lp = lp or rawget(f, "#fut").loop
      nfuts = nfuts + 1
      seen[a] = f
      add_done_callback(rawget(f, "#fut"), done_cb)
    end
    children[i] = f
  end
  outer = R.CALL(GatheringFuture, {})
  ost = rawget(outer, "#fut")
  ost.loop = lp
  ost.cancel = function(_, msg)
    if ost.state ~= "PENDING" then return false end
    local ret = false
    for _, c in ipairs(children) do
      if cancel_any(rawget(c, "#fut"), msg) then ret = true end
    end
    if ret then ost.cancel_requested = true end
    return ret
  end
  return outer
end)
m.gather = gather

-- shield(aw): a future that follows aw but whose cancellation does not reach aw
m.shield = fn("shield", { "arg" }, {}, function(arg)
  local inner = ensure_future(arg)
  local is = rawget(inner, "#fut")
  if is.state ~= "PENDING" then return inner end
  local outer = new_future(is.loop)
  local os = rawget(outer, "#fut")
  local function inner_done()
    if os.state == "CANCELLED" then return end
    if is.state == "CANCELLED" then fut_cancel(os)
    elseif is.exc then fut_set_exception(os, is.exc)
    else fut_set_result(os, is.result) end
  end
  add_done_callback(is, inner_done)
  add_done_callback(os, function()
    if is.state == "PENDING" then remove_done_callback(is, inner_done) end
  end)
  return outer
end)

local function release_waiter(w)
  return function() if w.state == "PENDING" then fut_set_result(w, None) end end
end

-- tasks.py's _cancel_and_wait
local function cancel_and_wait(fs, lp)
  local waiter = new_future(lp)
  local cb = release_waiter(rawget(waiter, "#fut"))
  add_done_callback(fs, cb)
  local ok, e = pcall(function()
    cancel_any(fs)
    AWAIT(waiter)
  end)
  remove_done_callback(fs, cb)
  if not ok then error(e, 0) end
end

-- fs's result, once wait_for cancelled it: a CancelledError becomes TimeoutError
local function result_or_timeout(fs)
  local ok, v = pcall(fut_result, fs)
  if ok then return v end
  v = R.EXC(v)
  if isinstance(v, CancelledError) then R.RAISE(exc.TimeoutError, v) end
  error(v, 0)
end

m.wait_for = async("wait_for", { "fut", "timeout" }, {}, function(f, timeout)
  local lp = get_running_loop()
  if timeout == None then return AWAIT(f) end
  if not (timeout > 0) then
    f = ensure_future(f, lp)
    local fs = rawget(f, "#fut")
    if fs.state ~= "PENDING" then return fut_result(fs) end
    cancel_and_wait(fs, lp)
    return result_or_timeout(fs)
  end
  local waiter = new_future(lp)
  local ws = rawget(waiter, "#fut")
  local th = call_at(lp, now() + R.tofloat(timeout), release_waiter(ws))
  local cb = release_waiter(ws)
  f = ensure_future(f, lp)
  local fs = rawget(f, "#fut")
  add_done_callback(fs, cb)
  local ok, v = pcall(function()
    local wok, we = pcall(AWAIT, waiter)
    if not wok then
      we = R.EXC(we)
      if isinstance(we, CancelledError) then
        if fs.state ~= "PENDING" then return fut_result(fs) end
        remove_done_callback(fs, cb)
        cancel_and_wait(fs, lp)
      end
      error(we, 0)
    end
    if fs.state ~= "PENDING" then return fut_result(fs) end
    remove_done_callback(fs, cb)
    cancel_and_wait(fs, lp)
    return result_or_timeout(fs)
  end)
  th.cancelled = true
  if not ok then error(v, 0) end
  return v
end)

m.FIRST_COMPLETED, m.FIRST_EXCEPTION, m.ALL_COMPLETED = "FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED"

local function futures_of(fs, what)
  if type(fs) == "table" and rawget(fs, "#fut") or R.iscoroutine(fs) then
    raise("TypeError", "expect " .. what .. " of futures, not " .. typename(fs))
  end
  local out, seen = {}, {}
  for x in R.iterate(fs) do
    if not seen[x] then
      seen[x] = true
      out[#out + 1] = x
    end
  end
  return out
end

m.wait = async("wait", { "fs" }, { kwonly = { "timeout", "return_when" }, kwrequired = {}, complex = true },
  function(fs, timeout, return_when)
  if timeout == nil then timeout = None end
  return_when = return_when or "ALL_COMPLETED"
  fs = futures_of(fs, "a list")
  if #fs == 0 then raise("ValueError", "Set of Tasks/Futures is empty.") end
  if return_when ~= "FIRST_COMPLETED" and return_when ~= "FIRST_EXCEPTION" and return_when ~= "ALL_COMPLETED" then
    raise("ValueError", "Invalid return_when value: " .. R.str(return_when))
  end
  for _, f in ipairs(fs) do
    if R.iscoroutine(f) then raise("TypeError", "Passing coroutines is forbidden, use tasks explicitly.") end
  end
  local lp = get_running_loop()
  local waiter = new_future(lp)
  local ws = rawget(waiter, "#fut")
  local th
  if timeout ~= None then th = call_at(lp, now() + R.tofloat(timeout), release_waiter(ws)) end
  local counter = #fs
  local function on_completion(f)
    local s = rawget(f, "#fut")
    counter = counter - 1
    if counter <= 0 or return_when == "FIRST_COMPLETED" or
       (return_when == "FIRST_EXCEPTION" and s.state ~= "CANCELLED" and s.exc) then
      if th then th.cancelled = true end
      if ws.state == "PENDING" then fut_set_result(ws, None) end
    end
  end
  for _, f in ipairs(fs) do add_done_callback(fst(f), on_completion) end
  local ok, e = pcall(AWAIT, waiter)
  if th then th.cancelled = true end
  for _, f in ipairs(fs) do remove_done_callback(fst(f), on_completion) end
  if not ok then error(e, 0) end
  local done, pending = {}, {}
  for _, f in ipairs(fs) do
    if rawget(f, "#fut").state ~= "PENDING" then done[#done + 1] = f else pending[#pending + 1] = f end
  end
  return R.TUPLE({ R.SET(done), R.SET(pending) })
end)

local Queue

m.as_completed = fn("as_completed", { "fs" }, { kwonly = { "timeout" }, kwrequired = {}, complex = true },
  function(fs, timeout)
  if timeout == nil then timeout = None end
  fs = futures_of(fs, "an iterable")
  local done = R.CALL(Queue, {})
  local lp = event_loop()
  local todo, ntodo = {}, 0
  local order = {}
  for _, f in ipairs(fs) do
    local t = ensure_future(f, lp)
    if not todo[t] then
      todo[t] = true
      ntodo = ntodo + 1
      order[#order + 1] = t
    end
  end
  local th
  local on_completion
  local function on_timeout()
    for _, t in ipairs(order) do
      if todo[t] then
        remove_done_callback(rawget(t, "#fut"), on_completion)
        R.CALLM(done, "put_nowait", { None })
      end
    end
    todo, ntodo = {}, 0
  end
  on_completion = function(f)
    if ntodo == 0 then return end
    todo[f] = nil
    ntodo = ntodo - 1
    R.CALLM(done, "put_nowait", { f })
    if ntodo == 0 and th then th.cancelled = true end
  end
  for _, t in ipairs(order) do add_done_callback(rawget(t, "#fut"), on_completion) end
  if ntodo > 0 and timeout ~= None then th = call_at(lp, now() + R.tofloat(timeout), on_timeout) end
  local sig = { name = "_wait_for_one", qualname = "as_completed.<locals>._wait_for_one" }
  local i, n = 0, #order
  return R.make_iter(function()
    i = i + 1
    if i > n then return nil end
    return COROUTINE(function()
      local f = AWAIT(R.CALLM(done, "get", {}))
      if f == None then R.RAISE(exc.TimeoutError) end
      return RETURN, fut_result(rawget(f, "#fut"))
    end, sig)
  end, "generator")
end)

m.get_running_loop = function() return get_running_loop().obj end
m.get_event_loop = function() return event_loop().obj end
m.new_event_loop = function() return new_loop().obj end
m.set_event_loop = function() return None end
m.current_task = fn("current_task", { "loop" }, { nrequired = 0 }, function()
  return current_task or None
end)
m.all_tasks = fn("all_tasks", { "loop" }, { nrequired = 0 }, function()
  local out = {}
  for _, st in ipairs(pending_tasks(get_running_loop())) do out[#out + 1] = st.obj end
  return R.SET(out)
end)
m.iscoroutine = function(x) return R.iscoroutine(x) end
m.iscoroutinefunction = function(f)
  if getmetatable(f) == R.BoundMT then f = rawget(f, "#f") end
  local s = R.SIG[f]
  return s ~= nil and s.coroutine == true
end
m.isfuture = function(x) return type(x) == "table" and rawget(x, "#fut") ~= nil end

-- the loop's methods
local function lpof(self) return rawget(self, "#loop") end
R.add_methods(EventLoop, {
  time = function() return now() end,
  call_soon = fn("call_soon", { "self", "callback" }, { vararg = "args", kwonly = { "context" }, kwrequired = {},
    complex = true, nrequired = 2 }, function(self, cb, args)
    return handle_obj(call_soon(lpof(self), function() R.CALL(cb, R.toarray(args)) end))
  end),
  call_later = fn("call_later", { "self", "delay", "callback" }, { vararg = "args", kwonly = { "context" },
    kwrequired = {}, complex = true, nrequired = 3 }, function(self, delay, cb, args)
    return handle_obj(call_at(lpof(self), now() + R.tofloat(delay), function() R.CALL(cb, R.toarray(args)) end))
  end),
  call_at = fn("call_at", { "self", "when", "callback" }, { vararg = "args", kwonly = { "context" },
    kwrequired = {}, complex = true, nrequired = 3 }, function(self, when, cb, args)
    return handle_obj(call_at(lpof(self), R.tofloat(when), function() R.CALL(cb, R.toarray(args)) end))
  end),
  create_task = fn("create_task", { "self", "coro" }, { kwonly = { "name", "context" }, kwrequired = {},
    complex = true }, function(self, coro, name) return create_task(lpof(self), coro, name) end),
  create_future = function(self) return new_future(lpof(self)) end,
  run_until_complete = function(self, f) return run_until_complete(lpof(self), f) end,
  is_running = function(self) return running == lpof(self) end,
  is_closed = function(self) return lpof(self).closed end,
  stop = function(self) lpof(self).stopping = true return None end,
  close = function(self) lpof(self).closed = true return None end,
  __repr__ = function(self)
    local lp = lpof(self)
    return "<_UnixSelectorEventLoop running=" .. R.str(running == lp) .. " closed=" .. R.str(lp.closed) ..
      " debug=False>"
  end,
})

---------------------------------------------------------------------------------------------
-- Synchronization: Lock, Event, Semaphore (locks.py), Queue (queues.py)
---------------------------------------------------------------------------------------------

-- a list of waiter futures (a deque in CPython)
local function remove(list, x)
  for i, v in ipairs(list) do
    if v == x then
      for j = i, #list do list[j] = list[j + 1] end
      return true
    end
  end
  return false
end

local function state(self) return rawget(self, "#s") end

-- a new future joins waiters and is awaited, then leaves them whatever happens: the future,
-- and the error if one
local function await_waiter(waiters)
  local fut = new_future(get_running_loop())
  waiters[#waiters + 1] = fut
  local ok, e = pcall(AWAIT, fut)
  remove(waiters, fut)
  if not ok then return fut, R.EXC(e) end
  return fut, nil
end

local function cm_methods(ns, qual)
  ns.__aenter__ = async("__aenter__", { "self" }, { qualname = "_ContextManagerMixin.__aenter__" }, function(self)
    AWAIT(R.CALLM(self, "acquire", {}))
    return None
  end)
  ns.__aexit__ = async("__aexit__", { "self", "exc_type", "exc", "tb" }, { qualname =
    "_ContextManagerMixin.__aexit__" }, function(self)
    R.CALLM(self, "release", {})
    return None
  end)
end

local Lock = newclass("Lock", { R.object }, function(ns)
  ns.__init__ = function(self) rawset(self, "#s", { waiters = {}, locked = false }) return None end
  ns.locked = function(self) return state(self).locked end
  local function wake_first(s)
    local f = s.waiters[1]
    if f and rawget(f, "#fut").state == "PENDING" then fut_set_result(rawget(f, "#fut"), true) end
  end
  ns.acquire = async("acquire", { "self" }, { qualname = "Lock.acquire" }, function(self)
    local s = state(self)
    local all_cancelled = true
    for _, w in ipairs(s.waiters) do
      if rawget(w, "#fut").state ~= "CANCELLED" then all_cancelled = false end
    end
    if not s.locked and all_cancelled then
      s.locked = true
      return true
    end
    local _, e = await_waiter(s.waiters)
    if e then
      if isinstance(e, CancelledError) and not s.locked then wake_first(s) end
      error(e, 0)
    end
    s.locked = true
    return true
  end)
  ns.release = function(self)
    local s = state(self)
    if not s.locked then raise("RuntimeError", "Lock is not acquired.") end
    s.locked = false
    wake_first(s)
    return None
  end
  cm_methods(ns)
end, "asyncio.locks")
m.Lock = Lock

m.Event = newclass("Event", { R.object }, function(ns)
  ns.__init__ = function(self) rawset(self, "#s", { waiters = {}, value = false }) return None end
  ns.is_set = function(self) return state(self).value end
  ns.set = function(self)
    local s = state(self)
    if not s.value then
      s.value = true
      for _, f in ipairs(s.waiters) do
        local fs = rawget(f, "#fut")
        if fs.state == "PENDING" then fut_set_result(fs, true) end
      end
    end
    return None
  end
  ns.clear = function(self) state(self).value = false return None end
  ns.wait = async("wait", { "self" }, { qualname = "Event.wait" }, function(self)
    local s = state(self)
    if s.value then return true end
    local _, e = await_waiter(s.waiters)
    if e then error(e, 0) end
    return true
  end)
end, "asyncio.locks")

-- Condition(lock=None): wait() gives the lock up until notify(), then takes it again
m.Condition = newclass("Condition", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "lock" }, { nrequired = 1 }, function(self, lock)
    if lock == nil or lock == None then lock = R.CALL(Lock, {}) end
    rawset(self, "#s", { waiters = {}, lock = lock })
    return None
  end)
  local function lock_of(self) return state(self).lock end
  ns.locked = function(self) return R.CALLM(lock_of(self), "locked", {}) end
  ns.acquire = function(self) return R.CALLM(lock_of(self), "acquire", {}) end
  ns.release = function(self) return R.CALLM(lock_of(self), "release", {}) end
  ns.wait = async("wait", { "self" }, { qualname = "Condition.wait" }, function(self)
    local s = state(self)
    if not R.T(R.CALLM(s.lock, "locked", {})) then raise("RuntimeError", "cannot wait on un-acquired lock") end
    R.CALLM(s.lock, "release", {})
    local _, e = await_waiter(s.waiters)
    -- the lock is taken again, even when the wait was cancelled
    local cancelled = false
    while true do
      local ok, e2 = pcall(AWAIT, R.CALLM(s.lock, "acquire", {}))
      if ok then break end
      if isinstance(R.EXC(e2), CancelledError) then cancelled = true else error(e2, 0) end
    end
    if e then error(e, 0) end
    if cancelled then R.RAISE(CancelledError) end
    return true
  end)
  ns.wait_for = async("wait_for", { "self", "predicate" }, { qualname = "Condition.wait_for" }, function(self, pred)
    local result = R.CALL(pred, {})
    while not R.T(result) do
      AWAIT(R.CALLM(self, "wait", {}))
      result = R.CALL(pred, {})
    end
    return result
  end)
  local function notify(self, n)
    local s = state(self)
    if not R.T(R.CALLM(s.lock, "locked", {})) then raise("RuntimeError", "cannot notify on un-acquired lock") end
    local idx = 0
    for _, f in ipairs({ unpack(s.waiters) }) do
      if idx >= n then break end
      local fs = rawget(f, "#fut")
      if fs.state == "PENDING" then
        idx = idx + 1
        fut_set_result(fs, false)
      end
    end
    return None
  end
  ns.notify = fn("notify", { "self", "n" }, { nrequired = 1 }, function(self, n)
    return notify(self, n == nil and 1 or R.index(n))
  end)
  ns.notify_all = function(self) return notify(self, #state(self).waiters) end
  cm_methods(ns)
end, "asyncio.locks")

-- Barrier(parties): wait() returns when parties tasks wait (3.11), each with its index
local BrokenBarrierError = newclass("BrokenBarrierError", { exc.RuntimeError }, nil, "asyncio.exceptions")
m.BrokenBarrierError = BrokenBarrierError
m.Barrier = newclass("Barrier", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "parties" }, {}, function(self, parties)
    if R.index(parties) < 1 then raise("ValueError", "parties must be > 0") end
    rawset(self, "#s", { cond = R.CALL(m.Condition, {}), parties = parties, state = "filling", count = 0 })
    return None
  end)
  local function cond_wait_for(s, pred)
    AWAIT(R.CALLM(s.cond, "wait_for", { pred }))
  end
  local function exit(s)
    if s.count == 0 then
      if s.state == "resetting" or s.state == "draining" then s.state = "filling" end
      R.CALLM(s.cond, "notify_all", {})
    end
  end
  ns.wait = async("wait", { "self" }, { qualname = "Barrier.wait" }, function(self)
    local s = state(self)
    AWAIT(R.CALLM(s.cond, "acquire", {}))
    local ok, r = pcall(function()
      cond_wait_for(s, function() return s.state ~= "draining" and s.state ~= "resetting" end)
      if s.state == "broken" then throw(BrokenBarrierError, "Barrier aborted") end
      local index = s.count
      s.count = s.count + 1
      local ok2, e2 = pcall(function()
        if index + 1 == s.parties then
          s.state = "draining"
          R.CALLM(s.cond, "notify_all", {})
        else
          cond_wait_for(s, function() return s.state ~= "filling" end)
          if s.state == "broken" or s.state == "resetting" then
            throw(BrokenBarrierError, "Abort or reset of barrier")
          end
        end
      end)
      s.count = s.count - 1
      exit(s)
      if not ok2 then error(e2, 0) end
      return index
    end)
    R.CALLM(s.cond, "release", {})
    if not ok then error(r, 0) end
    return r
  end)
  ns.reset = async("reset", { "self" }, { qualname = "Barrier.reset" }, function(self)
    local s = state(self)
    AWAIT(R.CALLM(s.cond, "acquire", {}))
    if s.count > 0 then
      if s.state ~= "resetting" then s.state = "resetting" end
    else s.state = "filling" end
    R.CALLM(s.cond, "notify_all", {})
    R.CALLM(s.cond, "release", {})
    return None
  end)
  ns.abort = async("abort", { "self" }, { qualname = "Barrier.abort" }, function(self)
    local s = state(self)
    AWAIT(R.CALLM(s.cond, "acquire", {}))
    s.state = "broken"
    R.CALLM(s.cond, "notify_all", {})
    R.CALLM(s.cond, "release", {})
    return None
  end)
  ns.parties = R.builtins.property(function(self) return state(self).parties end)
  ns.n_waiting = R.builtins.property(function(self)
    local s = state(self)
    return s.state == "filling" and s.count or 0
  end)
  ns.broken = R.builtins.property(function(self) return state(self).state == "broken" end)
end, "asyncio.locks")

local function sem_class(name, bounded, base)
  return newclass(name, { base or R.object }, function(ns)
    ns.__init__ = fn("__init__", { "self", "value" }, { nrequired = 1 }, function(self, value)
      if value == nil then value = 1 end
      if value < 0 then raise("ValueError", "Semaphore initial value must be >= 0") end
      rawset(self, "#s", { waiters = {}, value = value, bound = value })
      return None
    end)
    local function locked(s)
      if s.value == 0 then return true end
      for _, w in ipairs(s.waiters) do
        if rawget(w, "#fut").state ~= "CANCELLED" then return true end
      end
      return false
    end
    local function wake_next(s)
      for _, f in ipairs(s.waiters) do
        local fs = rawget(f, "#fut")
        if fs.state == "PENDING" then
          s.value = s.value - 1
          fut_set_result(fs, true)
          return
        end
      end
    end
    ns.locked = function(self) return locked(state(self)) end
    ns.acquire = async("acquire", { "self" }, { qualname = "Semaphore.acquire" }, function(self)
      local s = state(self)
      if not locked(s) then
        s.value = s.value - 1
        return true
      end
      local f, e = await_waiter(s.waiters)
      if e then
        if isinstance(e, CancelledError) and rawget(f, "#fut").state ~= "CANCELLED" then
          s.value = s.value + 1
          wake_next(s)
        end
        error(e, 0)
      end
      if s.value > 0 then wake_next(s) end
      return true
    end)
    ns.release = function(self)
      local s = state(self)
      if bounded and s.value >= s.bound then raise("ValueError", "BoundedSemaphore released too many times") end
      s.value = s.value + 1
      wake_next(s)
      return None
    end
    cm_methods(ns)
  end, "asyncio.locks")
end
m.Semaphore = sem_class("Semaphore", false)
m.BoundedSemaphore = sem_class("BoundedSemaphore", true, m.Semaphore)

-- asyncio.timeout (timeouts.py): when it expires the task is cancelled, and __aexit__ turns
-- that cancellation into TimeoutError
local Timeout = newclass("Timeout", { R.object }, function(ns)
  ns.__init__ = function(self, when)
    rawset(self, "#s", { state = "created", when = when })
    return None
  end
  ns.when = function(self) return state(self).when end
  ns.expired = function(self)
    local st = state(self).state
    return st == "expiring" or st == "expired"
  end
  local function on_timeout(s)
    task_cancel(rawget(s.task, "#fut"), None)
    s.state = "expiring"
    s.handler = nil
  end
  ns.reschedule = function(self, when)
    local s = state(self)
    if s.state ~= "active" then
      raise("RuntimeError", "Cannot change state of " .. s.state .. " Timeout")
    end
    s.when = when
    if s.handler then s.handler.cancelled = true end
    if when == None then
      s.handler = nil
    else
      local lp = get_running_loop()
      if when <= now() then s.handler = call_soon(lp, on_timeout, s)
      else s.handler = call_at(lp, R.tofloat(when), on_timeout, s) end
    end
    return None
  end
  ns.__repr__ = function(self)
    local s = state(self)
    local info = ""
    if s.state == "active" then
      info = " when=" .. (s.when == None and "None" or repr(R.builtins.round(s.when, 3)))
    end
    return "<Timeout [" .. s.state .. "]" .. info .. ">"
  end
  ns.__aenter__ = async("__aenter__", { "self" }, { qualname = "Timeout.__aenter__" }, function(self)
    local s = state(self)
    s.state = "active"
    s.task = current_task
    if not s.task then raise("RuntimeError", "Timeout should be used inside a task") end
    ns.reschedule(self, s.when)
    return self
  end)
  ns.__aexit__ = async("__aexit__", { "self", "exc_type", "exc_val", "exc_tb" },
    { qualname = "Timeout.__aexit__" }, function(self, exc_type)
    local s = state(self)
    if s.handler then
      s.handler.cancelled = true
      s.handler = nil
    end
    if s.state == "expiring" then
      s.state = "expired"
      local ts = rawget(s.task, "#fut")
      if ts.ncancels > 0 then ts.ncancels = ts.ncancels - 1 end
      if ts.ncancels == 0 and exc_type == CancelledError then R.RAISE(exc.TimeoutError) end
    elseif s.state == "active" then
      s.state = "finished"
    end
    return None
  end)
end, "asyncio.timeouts")
m.Timeout = Timeout
m.timeout = fn("timeout", { "delay" }, {}, function(delay)
  get_running_loop()
  return R.CALL(Timeout, { delay == None and None or now() + R.tofloat(delay) })
end)
m.timeout_at = fn("timeout_at", { "when" }, {}, function(when) return R.CALL(Timeout, { when }) end)

-- asyncio.TaskGroup (taskgroups.py): its block waits for its tasks; the first failure
-- cancels the others and the parent
local TaskGroup = newclass("TaskGroup", { R.object }, function(ns)
  ns.__init__ = function(self)
    rawset(self, "#s", { tasks = {}, errors = {} })
    return None
  end
  local function ntasks(s)
    local n = 0
    for _ in pairs(s.tasks) do n = n + 1 end
    return n
  end
  local function abort(s)
    s.aborting = true
    for _, t in ipairs(s.order) do
      if s.tasks[t] and rawget(t, "#fut").state == "PENDING" then task_cancel(rawget(t, "#fut"), None) end
    end
  end
  local function is_base(e) return isinstance(e, exc.SystemExit) or isinstance(e, exc.KeyboardInterrupt) end
  ns.__repr__ = function(self)
    local s = state(self)
    local info = ""
    local n = ntasks(s)
    if n > 0 then info = info .. " tasks=" .. n end
    if s.errors and #s.errors > 0 then info = info .. " errors=" .. #s.errors end
    if s.aborting then info = info .. " cancelling" elseif s.entered then info = info .. " entered" end
    return "<TaskGroup" .. info .. ">"
  end
  ns.__aenter__ = async("__aenter__", { "self" }, { qualname = "TaskGroup.__aenter__" }, function(self)
    local s = state(self)
    if s.entered then raise("RuntimeError", "TaskGroup " .. repr(self) .. " has been already entered") end
    s.entered = true
    s.loop = get_running_loop()
    s.parent = current_task
    s.order = {}
    if not s.parent then raise("RuntimeError", "TaskGroup " .. repr(self) .. " cannot determine the parent task") end
    return self
  end)
  ns.__aexit__ = async("__aexit__", { "self", "et", "exc", "tb" }, { qualname = "TaskGroup.__aexit__" },
    function(self, et, e)
    local s = state(self)
    s.exiting = true
    if e ~= None and is_base(e) and not s.base_error then s.base_error = e end
    local propagate = et == CancelledError and e or nil
    local ps = rawget(s.parent, "#fut")
    if s.parent_cancel_requested then
      if ps.ncancels > 0 then ps.ncancels = ps.ncancels - 1 end
      if ps.ncancels == 0 then propagate = nil end
    end
    if et ~= None and not s.aborting then abort(s) end
    while ntasks(s) > 0 do
      if not s.on_completed then s.on_completed = new_future(s.loop) end
      local ok, x = pcall(AWAIT, s.on_completed)
      if not ok then
        x = R.EXC(x)
        if not isinstance(x, CancelledError) then error(x, 0) end
        if not s.aborting then
          propagate = x
          abort(s)
        end
      end
      s.on_completed = nil
    end
    if s.base_error then error(s.base_error, 0) end
    if propagate and #s.errors == 0 then error(propagate, 0) end
    if et ~= None and et ~= CancelledError then s.errors[#s.errors + 1] = e end
    if #s.errors > 0 then
      local errors = s.errors
      s.errors = nil
      R.RAISE(R.CALL(exc.BaseExceptionGroup, { "unhandled errors in a TaskGroup", R.LIST(errors) }), None)
    end
    return None
  end)
  ns.create_task = fn("create_task", { "self", "coro" }, { kwonly = { "name", "context" }, kwrequired = {},
    complex = true }, function(self, coro, name)
    local s = state(self)
    if not s.entered then raise("RuntimeError", "TaskGroup " .. repr(self) .. " has not been entered") end
    if s.exiting and ntasks(s) == 0 then raise("RuntimeError", "TaskGroup " .. repr(self) .. " is finished") end
    if s.aborting then raise("RuntimeError", "TaskGroup " .. repr(self) .. " is shutting down") end
    local t = create_task(s.loop, coro, name)
    add_done_callback(rawget(t, "#fut"), function(task)
      s.tasks[task] = nil
      if s.on_completed and ntasks(s) == 0 then
        local cs = rawget(s.on_completed, "#fut")
        if cs.state == "PENDING" then fut_set_result(cs, true) end
      end
      local ts = rawget(task, "#fut")
      if ts.state == "CANCELLED" or not ts.exc then return end
      s.errors[#s.errors + 1] = ts.exc
      if is_base(ts.exc) and not s.base_error then s.base_error = ts.exc end
      if rawget(s.parent, "#fut").state ~= "PENDING" then return end
      if not s.aborting and not s.parent_cancel_requested then
        abort(s)
        s.parent_cancel_requested = true
        task_cancel(rawget(s.parent, "#fut"), None)
      end
    end)
    s.tasks[t] = true
    s.order[#s.order + 1] = t
    return t
  end)
end, "asyncio.taskgroups")
m.TaskGroup = TaskGroup

local function queue_class(name, base, body)
  return newclass(name, { base }, body, "asyncio.queues")
end

Queue = queue_class("Queue", R.object, function(ns)
  ns.__init__ = fn("__init__", { "self", "maxsize" }, { nrequired = 1 }, function(self, maxsize)
    local s = { maxsize = maxsize == nil and 0 or maxsize, getters = {}, putters = {}, unfinished = 0,
                finished = R.CALL(m.Event, {}) }
    rawset(self, "#s", s)
    R.CALLM(s.finished, "set", {})
    self["@_init"](self, s.maxsize)
    return None
  end)
  ns._init = function(self) state(self).items = R.IMPORT("collections").deque() return None end
  ns._put = function(self, item) R.CALLM(state(self).items, "append", { item }) return None end
  ns._get = function(self) return R.CALLM(state(self).items, "popleft", {}) end
  local function qsize(self) return R.LEN(state(self).items) end
  local function full(self)
    local mx = state(self).maxsize
    return mx > 0 and qsize(self) >= mx
  end
  local function wakeup_next(waiters)
    while #waiters > 0 do
      local w = waiters[1]
      remove(waiters, w)
      local fs = rawget(w, "#fut")
      if fs.state == "PENDING" then
        fut_set_result(fs, None)
        break
      end
    end
  end
  ns.qsize = qsize
  ns.maxsize = R.CALL(R.builtins.property, { function(self) return state(self).maxsize end })
  ns.empty = function(self) return qsize(self) == 0 end
  ns.full = full
  ns.put_nowait = function(self, item)
    local s = state(self)
    if full(self) then R.RAISE(QueueFull) end
    self["@_put"](self, item)
    s.unfinished = s.unfinished + 1
    R.CALLM(s.finished, "clear", {})
    wakeup_next(s.getters)
    return None
  end
  ns.get_nowait = function(self)
    local s = state(self)
    if qsize(self) == 0 then R.RAISE(QueueEmpty) end
    local item = self["@_get"](self)
    wakeup_next(s.putters)
    return item
  end
  -- put/get: wait on a future while full/empty (queues.py)
  local function wait_turn(self, waiters, blocked, others)
    while blocked(self) do
      local f = new_future(get_running_loop())
      waiters[#waiters + 1] = f
      local ok, e = pcall(AWAIT, f)
      if not ok then
        local fs = rawget(f, "#fut")
        fut_cancel(fs)
        remove(waiters, f)
        if not blocked(self) and fs.state ~= "CANCELLED" then wakeup_next(others or waiters) end
        error(e, 0)
      end
    end
  end
  ns.put = async("put", { "self", "item" }, { qualname = "Queue.put" }, function(self, item)
    wait_turn(self, state(self).putters, full)
    return ns.put_nowait(self, item)
  end)
  ns.get = async("get", { "self" }, { qualname = "Queue.get" }, function(self)
    wait_turn(self, state(self).getters, function(q) return qsize(q) == 0 end)
    return ns.get_nowait(self)
  end)
  ns.task_done = function(self)
    local s = state(self)
    if s.unfinished <= 0 then raise("ValueError", "task_done() called too many times") end
    s.unfinished = s.unfinished - 1
    if s.unfinished == 0 then R.CALLM(s.finished, "set", {}) end
    return None
  end
  ns.join = async("join", { "self" }, { qualname = "Queue.join" }, function(self)
    local s = state(self)
    if s.unfinished > 0 then AWAIT(R.CALLM(s.finished, "wait", {})) end
    return None
  end)
end)
m.Queue = Queue

m.LifoQueue = queue_class("LifoQueue", Queue, function(ns)
  ns._init = function(self) state(self).items = R.LIST({}) return None end
  ns._put = function(self, item) local q = state(self).items; q[#q + 1] = item return None end
  ns._get = function(self)
    local q = state(self).items
    local v = q[#q]
    q[#q] = nil
    return v
  end
end)

m.PriorityQueue = queue_class("PriorityQueue", Queue, function(ns)
  local heapq = R.IMPORT("heapq")
  ns._init = function(self) state(self).items = R.LIST({}) return None end
  ns._put = function(self, item) heapq.heappush(state(self).items, item) return None end
  ns._get = function(self) return heapq.heappop(state(self).items) end
end)

return m
end
