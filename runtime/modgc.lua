-- modgc.lua: gc as far as it means something here: collect() runs a full collection of the
-- sandbox's Lua heap (and returns 0: moonpy counts no unreachable cycles), the switches, and
-- CPython's default thresholds.
local collectgarbage = collectgarbage

return function(R, host)
local _ENV = nil
local None = R.None
local m = {}
local enabled = true
m.collect = R.sig(function(generation)
  collectgarbage("collect")
  return 0
end, "collect", { "generation" }, { nrequired = 0 })
m.enable = function() enabled = true return None end
m.disable = function() enabled = false return None end
m.isenabled = function() return enabled end
m.get_threshold = function() return R.TUPLE({ 700, 10, 10 }) end
m.get_count = function() return R.TUPLE({ 0, 0, 0 }) end
m.set_threshold = function() return None end
m.garbage = R.LIST({})
m.callbacks = R.LIST({})
return m
end
