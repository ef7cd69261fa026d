-- import.lua: module objects and `import`. The allowlist is runtime/init.lua's `modules`
-- (like linit.c's loadedlibs[]): a module not listed there cannot be imported. Each loader
-- builds a fresh module object per session.
local type, setmetatable, rawget, rawset, pairs, ipairs, select, error =
      type, setmetatable, rawget, rawset, pairs, ipairs, select, error
local string = string
local concat, sort = table.concat, table.sort

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise

local ModuleMT = {}
local module_t = R.builtin_type("module", { R.object }, {}, ModuleMT)
module_t["#builtin"] = true
R.module_t = module_t
ModuleMT["#class"] = module_t
ModuleMT["#repr"] = function(m) return "<module '" .. rawget(m, "__name__") .. "' (built-in)>" end
ModuleMT["#inst"] = true -- attributes are the module table's own fields
-- m.f(args) compiles to m["@f"](m, args): hand back f without the receiver (cached per module)
local adapters = setmetatable({}, { __mode = "k" })
ModuleMT.__index = function(m, k)
  if type(k) ~= "string" or k:byte(1) ~= 64 then return nil end
  local v = rawget(m, k:sub(2))
  if v == nil then return nil end
  local cache = adapters[m]
  if not cache then cache = {}; adapters[m] = cache end
  local a = cache[k]
  if a and a[1] == v then return a[2] end
  local f = function(_, ...) return v(...) end
  cache[k] = { v, f }
  return f
end
R.install_operators(ModuleMT)
ModuleMT.__call = R.not_callable

local function newmodule(name, t)
  t = t or {}
  t.__name__ = name
  t.__doc__ = None
  local NAMES, FMODULE = R.NAMES, R.FMODULE
  for k, v in pairs(t) do
    if type(v) == "function" and type(k) == "string" then
      if NAMES[v] == nil then NAMES[v] = k end
      if FMODULE[v] == nil and name ~= "__main__" then FMODULE[v] = name end
    end
  end
  return setmetatable(t, ModuleMT)
end
R.newmodule = newmodule

-- Registers a Lua function's parameter names so keyword calls work.
local function sig(f, name, params, nrequired)
  return R.sig(f, name, params, { nrequired = nrequired or #params })
end

local loaders = {}
R.module_loaders = loaders
local with_subs = {} -- package -> the submodules imported with it

---------------------------------------------------------------------------------------------
-- The allowlist: the modules of runtime/init.lua, each a file runtime/mod<name>.lua that
-- `return function(R, host) ... return {attributes} end`, run on the module's first import.
---------------------------------------------------------------------------------------------

for _, m in ipairs(host.loadmod("init")().modules) do
  local name = m[1]
  local file = m.lua
  if file == nil then file = "mod" .. name:gsub("%.", "_") end
  loaders[name] = function() return host.loadmod(file)()(R, host) end
  if m.with then with_subs[name] = m.with end
end

---------------------------------------------------------------------------------------------
-- import
---------------------------------------------------------------------------------------------

-- Real standard-library modules that the sandbox withholds on purpose.
local withheld = {}
for name in ("os subprocess socket shutil pathlib builtins importlib ctypes threading " ..
             "multiprocessing signal select http urllib ftplib smtplib tempfile glob " ..
             "pickle marshal shelve sqlite3 inspect gc code codeop pty fcntl resource mmap " ..
             "posix pwd grp platform sysconfig site webbrowser tkinter zipfile tarfile gzip " ..
             "bz2 lzma ssl select selectors concurrent sched warnings atexit " ..
             "tracemalloc faulthandler pdb runpy zipimport " ..
             -- the urllib package is here, with parse only
             "urllib.request urllib.error urllib.response urllib.robotparser"):gmatch("%S+") do
  withheld[name] = true
end

local loaded = {}
function R.reset_modules() loaded = {} end

local function available()
  local names = {}
  for k in pairs(loaders) do names[#names + 1] = k end
  sort(names)
  return concat(names, ", ")
end
R.available_modules = available

-- Why a withheld module is not there, for the hint that goes with its ImportError.
local WHY = {
  os = "the sandbox has no file system, environment or processes",
  subprocess = "the sandbox cannot start processes",
  socket = "the sandbox has no network",
  shutil = "the sandbox has no file system", pathlib = "the sandbox has no file system",
  tempfile = "the sandbox has no file system", glob = "the sandbox has no file system",
  urllib = "the sandbox has no network", http = "the sandbox has no network",
  threading = "the sandbox runs one thread", multiprocessing = "the sandbox cannot start processes",
}
local function hint(name, top)
  local why = WHY[top]
  if why then
    return "'" .. name .. "' is not available: " .. why .. ". Compute in memory instead " ..
      "(io.StringIO stands in for a text file). Available modules: " .. available()
  end
  return "'" .. name .. "' is withheld from this sandbox. Available modules: " .. available()
end

function R.IMPORT(name)
  local m = loaded[name]
  if m then return m end
  local top = name:match("^[^.]+")
  local loader = loaders[name]
  if not loader then
    local e
    -- a withheld module, or a submodule of a withheld package that is not here at all
    local why = withheld[name] or (withheld[top] and not loaders[top])
    if why then
      e = R.new_exception(R.exc_classes.ImportError,
        "module '" .. name .. "' is not available in this sandbox; available: " .. available())
    else
      e = R.new_exception(R.exc_classes.ModuleNotFoundError, "No module named '" .. name .. "'")
      rawset(e, "name", name)
    end
    -- why a withheld module is not there, shown beside the error (session.lua, the MCP
    -- answer); for any other module the MCP answer says what is available (tools.c)
    if why then rawset(e, "#hint", hint(name, top)) end
    error(e, 0)
  end
  m = newmodule(name, loader())
  if name ~= "__main__" then loaded[name] = m end -- the program's module: its globals of now
  -- a submodule is an attribute of its package (imported after it: collections.abc must
  -- give the builtin types their ABCs before collections makes its subclasses of dict)
  local parent, sub = name:match("^(.+)%.([^.]+)$")
  if parent then rawset(R.IMPORT(parent), sub, m) end
  for _, s in ipairs(with_subs[name] or {}) do R.IMPORT(name .. "." .. s) end
  return m
end
R.IMPORTATTR = R.IMPORT

-- the allowlisted modules that CPython 3.11 builds into its binary (sys.builtin_module_names)
local cpython_builtin = { gc = true, itertools = true, sys = true, time = true }
function R.IMPORTFROM(m, name)
  local v = rawget(m, name)
  if v == nil then
    local full = rawget(m, "__name__") .. "." .. name
    -- a submodule (or a withheld one, whose ImportError says why)
    if loaders[full] or withheld[full] then return R.IMPORT(full) end
    local mname = rawget(m, "__name__")
    -- CPython names the module's file; its built-in modules have none
    local e = R.new_exception(R.exc_classes.ImportError, "cannot import name '" .. name ..
      "' from '" .. mname .. "'" .. (cpython_builtin[mname] and " (unknown location)" or ""))
    rawset(e, "name", mname) -- (CPython's: the module's)
    error(e, 0)
  end
  return v
end

function R.IMPORTSTAR(m, env)
  local all = rawget(m, "__all__") -- the names a module exports, when it says
  if all ~= nil then
    for k in R.iterate(all) do env[k] = R.GA(m, k) end
    return
  end
  for k, v in pairs(m) do
    if type(k) == "string" and k:sub(1, 1) ~= "_" then env[k] = v end
  end
end

-- __import__(name, globals, locals, fromlist, level): the top package unless fromlist is given
R.builtins.__import__ = R.sig(function(name, globals, locals, fromlist, level)
  if type(name) ~= "string" then
    raise("TypeError", "module name must be a string")
  end
  if level ~= nil and level ~= 0 then raise("ImportError", "attempted relative import with no known parent package") end
  if name == "" then raise("ValueError", "Empty module name") end
  local m = R.IMPORT(name)
  if fromlist ~= nil and fromlist ~= R.None and R.T(fromlist) then return m end
  return R.IMPORT(name:match("^[^.]+"))
end, "__import__", { "name", "globals", "locals", "fromlist", "level" }, { nrequired = 1 })


return R
end
