-- modgraphlib.lua: graphlib.TopologicalSorter and CycleError as CPython's Lib/graphlib.py:
-- the same node order (insertion order of the node table, ready nodes in the order they
-- became ready), the same cycle found by _find_cycle, the same errors.
local rawget, rawset, select, rawequal, ipairs = rawget, rawset, select, rawequal, ipairs

return function(R, host)
local _ENV = nil
local None, raise, repr = R.None, R.raise, R.repr

local m = {}
local NODE_OUT, NODE_DONE = -1, -2

local CycleError = R.CLASS("CycleError", { R.exc_classes.ValueError }, nil, function() end)
CycleError["#dict"].__module__ = "graphlib"
m.CycleError = CycleError

-- the sorter's state: infos (a dict node -> info), order (infos in insertion order)
local S = "#ts"

local function info_of(st, node)
  local inf = R.dict_get(st.infos, node)
  if inf == nil then
    inf = { node = node, npred = 0, succ = {} }
    R.SI(st.infos, node, inf)
    st.order[#st.order + 1] = inf
  end
  return inf
end

local function add(st, node, preds)
  if st.ready then raise("ValueError", "Nodes cannot be added after a call to prepare()") end
  local inf = info_of(st, node)
  inf.npred = inf.npred + #preds
  for _, p in ipairs(preds) do
    local pi = info_of(st, p)
    pi.succ[#pi.succ + 1] = node
  end
end

local function find_cycle(st)
  local stack, itstack, seen, stacki = {}, {}, R.SET({}), R.DICT()
  for _, start in ipairs(st.order) do
    local node = start.node
    if not R.IN(node, seen) then
      while true do
        if R.IN(node, seen) then
          local i = R.dict_get(stacki, node)
          if i ~= nil then
            local out = {}
            for k = i, #stack do out[#out + 1] = stack[k] end
            out[#out + 1] = node
            return R.LIST(out)
          end
        else
          R.CALLM(seen, "add", { node })
          local succ = R.dict_get(st.infos, node).succ
          local pos = 0
          itstack[#itstack + 1] = function()
            pos = pos + 1
            return succ[pos]
          end
          stack[#stack + 1] = node
          R.SI(stacki, node, #stack)
        end
        local found = false
        while #stack > 0 do
          local nxt = itstack[#itstack]()
          if nxt ~= nil then node = nxt; found = true; break end
          R.DI(stacki, stack[#stack])
          stack[#stack] = nil
          itstack[#itstack] = nil
        end
        if not found then break end
      end
    end
  end
  return nil
end

local function prepare(st)
  if st.ready then raise("ValueError", "cannot prepare() more than once") end
  st.ready = {}
  for _, inf in ipairs(st.order) do
    if inf.npred == 0 then st.ready[#st.ready + 1] = inf.node end
  end
  local cycle = find_cycle(st)
  if cycle then R.RAISE(R.type_call(CycleError, "nodes are in a cycle", cycle)) end
end

local function need_prepared(st)
  if not st.ready then raise("ValueError", "prepare() must be called first") end
end

local function get_ready(st)
  need_prepared(st)
  local result = st.ready
  for i = 1, #result do R.dict_get(st.infos, result[i]).npred = NODE_OUT end
  st.ready = {}
  st.passedout = st.passedout + #result
  return result
end

local function is_active(st)
  need_prepared(st)
  return st.finished < st.passedout or #st.ready > 0
end

local function done(st, nodes)
  need_prepared(st)
  for _, node in ipairs(nodes) do
    local inf = R.dict_get(st.infos, node)
    if inf == nil then raise("ValueError", "node " .. repr(node) .. " was not added using add()") end
    local stat = inf.npred
    if stat ~= NODE_OUT then
      if stat >= 0 then raise("ValueError", "node " .. repr(node) .. " was not passed out (still not ready)") end
      raise("ValueError", "node " .. repr(node) .. " was already marked done")
    end
    inf.npred = NODE_DONE
    for _, s in ipairs(inf.succ) do
      local si = R.dict_get(st.infos, s)
      si.npred = si.npred - 1
      if si.npred == 0 then st.ready[#st.ready + 1] = s end
    end
    st.finished = st.finished + 1
  end
end

local TS = R.CLASS("TopologicalSorter", { R.object }, nil, function(ns)
  ns.__init__ = R.sig(function(self, graph)
    local st = { infos = R.DICT(), order = {}, ready = nil, passedout = 0, finished = 0 }
    rawset(self, S, st)
    if graph ~= nil and graph ~= None then
      for node in R.iterate(graph) do
        add(st, node, R.toarray(R.GI(graph, node)))
      end
    end
    return None
  end, "TopologicalSorter", { "self", "graph" }, { nrequired = 1 })
  ns.add = function(self, node, ...)
    add(rawget(self, S), node, { ... })
    return None
  end
  ns.prepare = function(self) prepare(rawget(self, S)); return None end
  ns.get_ready = function(self) return R.TUPLE(get_ready(rawget(self, S))) end
  ns.is_active = function(self) return is_active(rawget(self, S)) end
  ns.__bool__ = ns.is_active
  ns.done = function(self, ...) done(rawget(self, S), { ... }); return None end
  ns.static_order = function(self)
    local st = rawget(self, S)
    local started, group, gi = false, {}, 0
    return R.make_iter(function()
      if not started then started = true; prepare(st) end
      while gi >= #group do
        if #group > 0 then done(st, group); group = {} end
        if not is_active(st) then return nil end
        group, gi = get_ready(st), 0
      end
      gi = gi + 1
      return group[gi]
    end, "generator")
  end
end)
TS["#dict"].__module__ = "graphlib"
m.TopologicalSorter = TS

return m
end
