-- modlogging_config.lua: logging.config, after the documented schema of dictConfig: version 1,
-- formatters, filters, handlers (a class or a '()' factory, its level, formatter and filters,
-- the other keys as its keyword arguments, "ext://sys.stdout" resolved), loggers, root and
-- disable_existing_loggers; the errors are CPython's ValueErrors with the cause chained.
-- fileConfig and listen need files or sockets: fileConfig raises what open() raises.
local type, rawget, ipairs, error = type, rawget, ipairs, error
local sort = table.sort

return function(R, host)
local _ENV = nil
local None, raise, T = R.None, R.raise, R.T
local exc = R.exc_classes
local LIST, DICT = R.LIST, R.DICT
local CALL, CALLM, GA, SA = R.CALL, R.CALLM, R.GA, R.SA
local str, repr = R.str, R.repr

local m = {}
local logging = R.IMPORT("logging")

local function none(v) return v == nil or v == None end
local function keys_of(d)
  local out = {}
  for k in R.iterate(d) do out[#out + 1] = k end
  return out
end
local function sorted_keys(d)
  local out = keys_of(d)
  sort(out, function(a, b) return R.T(R.order_lt(a, b)) end)
  return out
end
local function field(d, k) return R.dict_get(d, k) end

-- "pkg.mod.attr" -> the object, importing as far as needed
local function resolve(s)
  local parts = {}
  for p in s:gmatch("[^.]+") do parts[#parts + 1] = p end
  local used = parts[1] or s
  local ok, found = R.pcall(R.IMPORT, used)
  if not ok then
    local e = R.EXC(found)
    R.RAISE(R.new_exception(exc.ValueError, "Cannot resolve " .. repr(s) .. ": " .. str(e)), e)
  end
  for i = 2, #parts do
    local frag = parts[i]
    used = used .. "." .. frag
    if R.hasattr(found, frag) then
      found = GA(found, frag)
    else
      local ok2, r = R.pcall(R.IMPORT, used)
      if not ok2 then
        local e = R.EXC(r)
        if not R.isinstance(e, exc.ImportError) then error(e, 0) end
        R.RAISE(R.new_exception(exc.ValueError, "Cannot resolve " .. repr(s) .. ": " .. str(e)), e)
      end
      found = r
    end
  end
  return found
end

local function convert(v)
  if type(v) == "string" and v:sub(1, 6) == "ext://" then return resolve(v:sub(7)) end
  return v
end

-- runs f(); an Exception from it becomes ValueError(msg) with it as the cause
local function wrapped(msg, f)
  local ok, r = R.pcall(f)
  if ok then return r end
  local e = R.EXC(r)
  if not R.isinstance(e, exc.Exception) then error(e, 0) end
  R.RAISE(R.new_exception(exc.ValueError, msg), e)
end

local function factory_call(config, skip)
  local f = field(config, "()")
  if type(f) == "string" then f = resolve(f) end
  local kw = {}
  for _, k in ipairs(keys_of(config)) do
    if k ~= "()" and k ~= "." and not skip[k] and type(k) == "string" and T(CALLM(k, "isidentifier", {})) then
      kw[#kw + 1] = k; kw[#kw + 1] = convert(field(config, k))
    end
  end
  local obj = CALL(f, {}, kw)
  local props = field(config, ".")
  if not none(props) then
    for _, k in ipairs(keys_of(props)) do SA(obj, k, R.GI(props, k)) end
  end
  return obj
end

local function configure_formatter(config)
  if field(config, "()") ~= nil then return factory_call(config, {}) end
  local cls = field(config, "class")
  cls = none(cls) and logging.Formatter or resolve(cls)
  local kw = { "fmt", field(config, "format") or None, "datefmt", field(config, "datefmt") or None,
               "style", field(config, "style") or "%" }
  if field(config, "validate") ~= nil then kw[#kw + 1] = "validate"; kw[#kw + 1] = field(config, "validate") end
  if field(config, "defaults") ~= nil then kw[#kw + 1] = "defaults"; kw[#kw + 1] = field(config, "defaults") end
  return CALL(cls, {}, kw)
end

local function configure_filter(config)
  if field(config, "()") ~= nil then return factory_call(config, {}) end
  return logging.Filter(field(config, "name") or "")
end

local function add_filters(obj, names, filters)
  if none(names) then return end
  for f in R.iterate(names) do
    local flt = R.dict_get(filters, f)
    if flt == nil then raise("ValueError", "Unable to add filter " .. repr(f)) end
    CALLM(obj, "addFilter", { flt })
  end
end

local HANDLER_SKIP = { class = true, level = true, formatter = true, filters = true }

local function configure_handler(config, formatters, filters)
  local fmt = field(config, "formatter")
  local formatter
  if not none(fmt) then
    formatter = R.dict_get(formatters, fmt)
    if formatter == nil then raise("ValueError", "Unable to set formatter " .. repr(fmt)) end
  end
  local h
  if field(config, "()") ~= nil then
    h = factory_call(config, HANDLER_SKIP)
  else
    local cname = field(config, "class")
    if none(cname) then raise("KeyError", "class") end
    local cls = type(cname) == "string" and resolve(cname) or cname
    local kw = {}
    for _, k in ipairs(keys_of(config)) do
      if not HANDLER_SKIP[k] and k ~= "." then kw[#kw + 1] = k; kw[#kw + 1] = convert(field(config, k)) end
    end
    h = CALL(cls, {}, kw)
  end
  if formatter then CALLM(h, "setFormatter", { formatter }) end
  local level = field(config, "level")
  if not none(level) then CALLM(h, "setLevel", { logging._checkLevel(level) }) end
  add_filters(h, field(config, "filters"), filters)
  local props = field(config, ".")
  if not none(props) then
    for _, k in ipairs(keys_of(props)) do SA(h, k, R.GI(props, k)) end
  end
  return h
end

local function common_logger_config(lg, config, handlers, filters)
  local level = field(config, "level")
  if not none(level) then CALLM(lg, "setLevel", { logging._checkLevel(level) }) end
  local hs = GA(lg, "handlers")
  for _, h in ipairs(keys_of(LIST(keys_of(hs)))) do CALLM(lg, "removeHandler", { h }) end
  local names = field(config, "handlers")
  if not none(names) then
    for n in R.iterate(names) do
      local h = R.dict_get(handlers, n)
      if h == nil then raise("ValueError", "Unable to add handler " .. repr(n)) end
      CALLM(lg, "addHandler", { h })
    end
  end
  add_filters(lg, field(config, "filters"), filters)
end

m.dictConfig = R.sig(function(config)
  local version = field(config, "version")
  if version == nil then raise("ValueError", "dictionary doesn't specify a version") end
  if version ~= 1 then raise("ValueError", "Unsupported version: " .. str(version)) end
  if T(field(config, "incremental") or false) then
    -- only levels (and propagate) of existing handlers and loggers change
    local hs = field(config, "handlers")
    if not none(hs) then raise("ValueError", "No handler found with name " .. repr(keys_of(hs)[1])) end
  end
  local disable_existing = field(config, "disable_existing_loggers")
  if disable_existing == nil then disable_existing = true end
  local formatters, filters, handlers = DICT(), DICT(), DICT()
  local fconf = field(config, "formatters")
  if not none(fconf) then
    for _, name in ipairs(sorted_keys(fconf)) do
      R.SI(formatters, name, wrapped("Unable to configure formatter " .. repr(name), function()
        return configure_formatter(R.GI(fconf, name))
      end))
    end
  end
  local flconf = field(config, "filters")
  if not none(flconf) then
    for _, name in ipairs(sorted_keys(flconf)) do
      R.SI(filters, name, wrapped("Unable to configure filter " .. repr(name), function()
        return configure_filter(R.GI(flconf, name))
      end))
    end
  end
  local hconf = field(config, "handlers")
  if not none(hconf) then
    for _, name in ipairs(sorted_keys(hconf)) do
      local h = wrapped("Unable to configure handler " .. repr(name), function()
        return configure_handler(R.GI(hconf, name), formatters, filters)
      end)
      CALLM(h, "set_name", { name })
      R.SI(handlers, name, h)
    end
  end
  -- loggers: the ones named here are configured; the others are disabled (unless asked not
  -- to), except the children of configured ones, which are reset to propagate
  local root = logging.root
  local existing = sorted_keys(GA(GA(root, "manager"), "loggerDict"))
  local is_existing = {}
  for _, n in ipairs(existing) do is_existing[n] = true end
  local children = {}
  local lconf = field(config, "loggers")
  if not none(lconf) then
    for _, name in ipairs(sorted_keys(lconf)) do
      if is_existing[name] then
        local prefix = name .. "."
        for _, n in ipairs(existing) do
          if n:sub(1, #prefix) == prefix then children[n] = true end
        end
        is_existing[name] = nil
      end
      wrapped("Unable to configure logger " .. repr(name), function()
        local lg = logging.getLogger(name)
        common_logger_config(lg, R.GI(lconf, name), handlers, filters)
        SA(lg, "disabled", false)
        local prop = field(R.GI(lconf, name), "propagate")
        if not none(prop) then SA(lg, "propagate", prop) end
      end)
    end
  end
  for _, n in ipairs(existing) do
    if is_existing[n] then
      local lg = logging.getLogger(n)
      if children[n] then
        CALLM(lg, "setLevel", { 0 })
        SA(lg, "handlers", LIST({}))
        SA(lg, "propagate", true)
      elseif T(disable_existing) then
        SA(lg, "disabled", true)
      end
    end
  end
  local rconf = field(config, "root")
  if not none(rconf) then
    wrapped("Unable to configure root logger", function()
      common_logger_config(root, rconf, handlers, filters)
    end)
  end
  return None
end, "dictConfig", { "config" })

m.fileConfig = R.sig(function(fname)
  return R.builtins.open(fname)
end, "fileConfig", { "fname", "defaults", "disable_existing_loggers", "encoding" }, { nrequired = 1 })

m.listen = function() raise("OSError", "[Errno 1] Operation not permitted: the sandbox has no network") end
m.stopListening = function() return None end

return m
end
