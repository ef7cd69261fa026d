-- modqueue.lua: queue. One thread, so a call that would block raises Empty/Full at once.
local setmetatable, rawget, rawset, select = setmetatable, rawget, rawset, select

return function(R, host)
local _ENV = nil
local None, raise, T = R.None, R.raise, R.T
local exc = R.exc_classes

local m = {}
local heapq = R.IMPORT("heapq")

local function newclass(name, bases, body)
  local t = R.CLASS(name, bases, nil, body)
  t["#dict"].__module__ = "queue"
  return t
end

local Empty = newclass("Empty", { exc.Exception }, function() end)
local Full = newclass("Full", { exc.Exception }, function() end)
m.Empty, m.Full = Empty, Full

local function throw(cls) R.RAISE(cls) end

-- storage: items at q[#h .. #t] (FIFO) or a heap / stack in the list #l
local Queue = newclass("Queue", { R.object }, function(ns)
  ns.__init__ = R.sig(function(self, maxsize)
    rawset(self, "maxsize", maxsize == nil and 0 or maxsize)
    self["@_init"](self, rawget(self, "maxsize"))
    rawset(self, "unfinished_tasks", 0)
    return None
  end, "__init__", { "self", "maxsize" }, { nrequired = 1 })
  ns._init = function(self) rawset(self, "queue", R.IMPORT("collections").deque()) return None end
  ns._qsize = function(self) return R.LEN(rawget(self, "queue")) end
  ns._put = function(self, item) R.CALLM(rawget(self, "queue"), "append", { item }) return None end
  ns._get = function(self) return R.CALLM(rawget(self, "queue"), "popleft", {}) end
  ns.qsize = function(self) return self["@_qsize"](self) end
  ns.empty = function(self) return self["@_qsize"](self) == 0 end
  ns.full = function(self)
    local mx = rawget(self, "maxsize")
    return 0 < mx and mx <= self["@_qsize"](self)
  end
  ns.put = R.sig(function(self, item, block, timeout)
    local mx = rawget(self, "maxsize")
    if 0 < mx and mx <= self["@_qsize"](self) then throw(Full) end
    self["@_put"](self, item)
    rawset(self, "unfinished_tasks", rawget(self, "unfinished_tasks") + 1)
    return None
  end, "put", { "self", "item", "block", "timeout" }, { nrequired = 2 })
  ns.put_nowait = function(self, item) return ns.put(self, item, false) end
  ns.get = R.sig(function(self, block, timeout)
    if self["@_qsize"](self) == 0 then throw(Empty) end
    return self["@_get"](self)
  end, "get", { "self", "block", "timeout" }, { nrequired = 1 })
  ns.get_nowait = function(self) return ns.get(self, false) end
  ns.task_done = function(self)
    local n = rawget(self, "unfinished_tasks") - 1
    if n < 0 then raise("ValueError", "task_done() called too many times") end
    rawset(self, "unfinished_tasks", n)
    return None
  end
  ns.join = function(self) return None end
end)
m.Queue = Queue

m.LifoQueue = newclass("LifoQueue", { Queue }, function(ns)
  ns._init = function(self) rawset(self, "queue", R.LIST({})) return None end
  ns._qsize = function(self) return #rawget(self, "queue") end
  ns._put = function(self, item) local q = rawget(self, "queue"); q[#q + 1] = item return None end
  ns._get = function(self)
    local q = rawget(self, "queue")
    local v = q[#q]
    q[#q] = nil
    return v
  end
end)

m.PriorityQueue = newclass("PriorityQueue", { Queue }, function(ns)
  ns._init = function(self) rawset(self, "queue", R.LIST({})) return None end
  ns._qsize = function(self) return #rawget(self, "queue") end
  ns._put = function(self, item) heapq.heappush(rawget(self, "queue"), item) return None end
  ns._get = function(self) return heapq.heappop(rawget(self, "queue")) end
end)

m.SimpleQueue = newclass("SimpleQueue", { R.object }, function(ns)
  ns.__init__ = function(self) rawset(self, "#q", R.IMPORT("collections").deque()) return None end
  ns.put = R.sig(function(self, item) R.CALLM(rawget(self, "#q"), "append", { item }) return None end,
    "put", { "self", "item", "block", "timeout" }, { nrequired = 2 })
  ns.put_nowait = function(self, item) return ns.put(self, item) end
  ns.get = R.sig(function(self)
    local q = rawget(self, "#q")
    if R.LEN(q) == 0 then throw(Empty) end
    return R.CALLM(q, "popleft", {})
  end, "get", { "self", "block", "timeout" }, { nrequired = 1 })
  ns.get_nowait = function(self) return ns.get(self) end
  ns.empty = function(self) return R.LEN(rawget(self, "#q")) == 0 end
  ns.qsize = function(self) return R.LEN(rawget(self, "#q")) end
end)

return m
end
