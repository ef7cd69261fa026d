-- eval.lua: eval(), exec() and compile(). The source goes through the host's translator
-- (host.compile: transpiler/interactive.lua's "eval" and "exec" modes), and the Lua it gives
-- runs in the sandbox like the program, with an environment that CPython's rules make of the
-- arguments:
--   - names are read from the locals (the mapping given, else the calling function's Python
--     variables, through the Lua stack), then the globals (the dict given, else the module's),
--     then the builtins (a globals dict's "__builtins__" when it has one);
--   - names are stored into the locals mapping given, else the globals dict given, else the
--     module's globals at module level; inside a function, as in CPython, they do not become
--     the function's variables.
-- Tracebacks show the program's frames only (the <string> frames of CPython are left out).
local select = select
local type, getmetatable, setmetatable, rawget, rawset, load, tostring, tonumber, error =
      type, getmetatable, setmetatable, rawget, rawset, load, tostring, tonumber, error
local ipairs = ipairs
local getinfo, getlocal, getupvalue = debug.getinfo, debug.getlocal, debug.getupvalue
local find, match, sub = string.find, string.match, string.sub

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename
local DictMT = R.DictMT
local dict_get, dict_set = R.dict_get, R.dict_set
local B = R.builtins
local python_name = R.traceback.python_name
local SIG = R.SIG
local LAST = "\0last"

-- the translations made so far, by mode and source (a loop that evals one string compiles once)
local cache, ncache = { eval = {}, exec = {} }, 0

-- a code object: compile()'s result
local CodeMT = {}
local code_t = R.builtin_type("code", { R.object }, {}, CodeMT)
code_t["#final"] = true
code_t["#call"] = function(_, ...) raise("TypeError", "code expected at least 16 arguments, got " .. select("#", ...)) end
CodeMT.__index = code_t["#flat"]
CodeMT.__newindex = R.no_setattr
CodeMT["#repr"] = function(c)
  return "<code object <module> at " .. R.addr(c) .. ", file \"" .. c["#file"] .. "\", line 1>"
end

-- "SyntaxError: msg" report -> the exception (msg, filename, lineno, offset, text)
local function syntax_error(report)
  local ty, msg = match(report, "\n?([%w_]+): ([^\n]*)\n?$")
  if not ty then ty, msg = "SyntaxError", "invalid syntax" end
  local cls = R.exc_classes[ty] or R.exc_classes.SyntaxError
  local line = tonumber(match(report, "line (%d+)")) or 1
  local text = match(report, "\n    ([^\n]*)\n")
  local e = R.new_exception(cls, msg)
  rawset(e, "msg", msg)
  rawset(e, "filename", "<string>")
  rawset(e, "lineno", line)
  if text then rawset(e, "text", text) end
  error(e, 0)
end

local function translate(src, mode)
  local c = cache[mode][src]
  if c then return c end
  local ok, lua = host.compile(src, mode)
  if not ok then syntax_error(lua) end
  if #src <= 4096 then -- short sources only: the cache stays small
    if ncache >= 256 then cache, ncache = { eval = {}, exec = {} }, 0 end
    cache[mode][src] = lua
    ncache = ncache + 1
  end
  return lua
end

-- The Python variables of the function that called eval (level: its stack level): its Lua
-- locals and those of the closures between (try bodies, comprehensions), and the variables of
-- enclosing functions it refers to (upvalues), and their names in order. nil at module level.
-- In a class body, the fourth result is its namespace proxy (see R.CLASS).
local function caller_locals(level)
  local vars, order, infunc, clsns, execns = {}, {}, false, nil, nil
  local chunk = R.tb_where and R.tb_where[1]
  while true do
    local info = getinfo(level + 1, "fS")
    if not info or info.what == "main" then break end
    -- C functions and runtime code between (the pcall of a try body, map()) are passed by:
    -- CPython's eval sees the nearest Python frame
    local py = info.what ~= "C" and (info.source == chunk or info.source == "=<string>")
    local i = py and 1 or -1
    while i > 0 do
      local name, value = getlocal(level + 1, i)
      if not name then break end
      if name == "_Rns" then clsns = clsns or value end
      if name == "_Rexecns" then execns = execns or value end
      local py = value ~= nil and python_name(name)
      if py and vars[py] == nil then vars[py] = value; order[#order + 1] = py end
      i = i + 1
    end
    i = py and 1 or -1
    while i > 0 do
      local name, value = getupvalue(info.func, i)
      if not name then break end
      if name == "_Rns" then clsns = clsns or value end
      local py = value ~= nil and name ~= "_ENV" and python_name(name)
      if py and vars[py] == nil and not find(py, "^_R") then vars[py] = value; order[#order + 1] = py end
      i = i + 1
    end
    local sig = SIG[info.func]
    if sig and sig.py then infunc = sig break end
    if clsns then break end
    level = level + 1
  end
  if infunc then
    -- what exec() stored in this call, after the function's own variables
    for _, k in ipairs(execns or {}) do
      local v = execns[k]
      if v ~= nil and vars[k] == nil then vars[k] = v; order[#order + 1] = k end
    end
    return vars, order, infunc, nil, execns
  end
  return nil, nil, nil, clsns
end

local function is_mapping(x)
  return getmetatable(x) ~= nil and R.lookup(R.typeof(x), "__getitem__") ~= nil
end

-- the globals and locals arguments, checked with CPython's messages (nil: not given)
local function check_args(name, globals, locals)
  local g, l
  if globals ~= nil and globals ~= None then
    if getmetatable(globals) ~= DictMT then
      if name == "exec" then raise("TypeError", "exec() globals must be a dict, not " .. typename(globals)) end
      if is_mapping(globals) then
        raise("TypeError", "globals must be a real dict; try eval(expr, {}, mapping)")
      end
      raise("TypeError", "globals must be a dict")
    end
    g = globals
  end
  if locals ~= nil and locals ~= None then
    if not is_mapping(locals) then
      if name == "exec" then raise("TypeError", "locals must be a mapping or None, not " .. typename(locals)) end
      raise("TypeError", "locals must be a mapping")
    end
    l = locals
  end
  return g, l
end

-- the environment of one eval/exec, and the table its kept value lands in
local function environment(name, globals, locals, level)
  local g, l = check_args(name, globals, locals)
  local frame, execns
  if g == nil and l == nil then
    local _
    frame, _, _, _, execns = caller_locals(level + 1)
  end
  local G = R.G
  local builtins = B
  if g then
    local b = dict_get(g, "__builtins__")
    if b ~= nil then builtins = b end
  end
  local function from_builtins(k)
    if builtins == B or getmetatable(builtins) ~= DictMT then return B[k] end -- NameError past B
    local v = dict_get(builtins, k)
    if v == nil then
      local e = R.new_exception(R.exc_classes.NameError, "name '" .. tostring(k) .. "' is not defined")
      rawset(e, "name", tostring(k))
      error(e, 0)
    end
    return v
  end
  local kept = {}
  local env = setmetatable({}, {
    __index = function(_, k)
      local v
      if l then
        if getmetatable(l) == DictMT then v = dict_get(l, k)
        else
          local ok, r = R.pcall(R.GI, l, k)
          if ok then v = r end
        end
        if v ~= nil then return v end
      elseif frame then
        v = frame[k]
        if v ~= nil then return v end
      end
      if g then
        v = dict_get(g, k)
        if v ~= nil then return v end
        return from_builtins(k)
      end
      return G[k]
    end,
    __newindex = function(_, k, v)
      if k == LAST then kept.v = v return end
      if l then R.SI(l, k, v)
      elseif g then
        if v == nil then R.dict_del(g, k) else dict_set(g, k, v) end
      elseif frame then
        frame[k] = v
        if execns then -- kept for the call's later locals(), eval and exec (names in order)
          if execns[k] == nil and v ~= nil then execns[#execns + 1] = k end
          execns[k] = v
        end
      else G[k] = v end
    end,
    -- `del name` in the source: from the mapping names are stored in
    ["#delname"] = function(k)
      local function missing() raise("NameError", "name '" .. tostring(k) .. "' is not defined") end
      if l then
        local ok = R.pcall(R.DI, l, k)
        if not ok then missing() end
      elseif g then
        if dict_get(g, k) == nil then missing() end
        R.dict_del(g, k)
      elseif frame then
        if execns and execns[k] ~= nil then execns[k] = nil; frame[k] = nil
        elseif frame[k] ~= nil then
          -- a variable of the function: CPython deletes it from the frame's dict only
          frame[k] = nil
        else missing() end
      else
        if rawget(G, k) == nil then missing() end
        G[k] = nil
      end
    end,
  })
  return env, kept
end

local function run(name, mode, src, globals, locals, level)
  local filename = "<string>"
  if getmetatable(src) == CodeMT then
    mode = src["#mode"] == "eval" and "eval" or mode
    filename = src["#file"]
    src = src["#src"]
  elseif type(src) ~= "string" then
    if mode == "eval" then
      raise("TypeError", "eval() arg 1 must be a string, bytes or code object")
    end
    raise("TypeError", "exec() arg 1 must be a string, bytes or code object")
  end
  if mode == "eval" then src = match(src, "^[ \t]*(.*)$") end -- as CPython strips it
  local lua = translate(src, mode)
  local env, kept = environment(name, globals, locals, level + 1)
  local fn, err = load(lua, "=" .. filename, "t", env)
  if not fn then raise("SystemError", "moonpy generated invalid Lua: " .. tostring(err)) end
  host.markpython(fn)
  host.markframe(fn)
  fn(R)
  if mode == "eval" then
    local v = kept.v
    if v == nil then return None end
    return v
  end
  return None
end

-- locals(): a new dict of the calling function's variables (the module's globals outside one)
-- (level: the stack level of the function that called locals() or vars(), as caller_locals)
local function locals_dict(level)
  local vars, order, sig, clsns = caller_locals(level + 1)
  if clsns and R.class_locals then
    local d = R.class_locals(clsns)
    if d then return d end
  end
  if not vars then return R.globals_dict() end
  local d = R.DICT()
  for _, k in ipairs(sig.varnames or {}) do -- the function's own, in CPython's order
    if vars[k] ~= nil then dict_set(d, k, vars[k]) end
  end
  for _, k in ipairs(order) do
    if dict_get(d, k) == nil then dict_set(d, k, vars[k]) end
  end
  return d
end
local old_locals = B.locals
B.locals = function()
  local d = locals_dict(2) -- (not a tail call: locals_dict counts this function's frame)
  return d
end
SIG[B.locals] = SIG[old_locals] -- (its argument count check: builtins.lua's TOO_MANY)
host.markframe(B.locals)
-- vars() without an argument is locals()
local old_vars = B.vars
B.vars = function(o)
  if o == nil then
    local d = locals_dict(2)
    return d
  end
  return old_vars(o)
end
SIG[B.vars] = SIG[old_vars]
host.markframe(B.vars)
-- dir() without an argument: the sorted names of locals()
local old_dir = B.dir
B.dir = function(...)
  if select("#", ...) == 0 then
    local d = locals_dict(2)
    local names = R.LIST({})
    for k in R.iterate(d) do names[#names + 1] = k end
    R.sort_list(names)
    return names
  end
  return old_dir(...)
end
SIG[B.dir] = SIG[old_dir]
host.markframe(B.dir)

B.eval = function(src, globals, locals)
  local r = run("eval", "eval", src, globals, locals, 2)
  return r
end
B.exec = function(src, globals, locals)
  local r = run("exec", "exec", src, globals, locals, 2)
  return r
end
B.compile = function(src, filename, mode)
  if type(src) ~= "string" then raise("TypeError", "compile() arg 1 must be a string, bytes or AST object") end
  if type(filename) ~= "string" then raise("TypeError", "compile() argument 'filename' must be str") end
  if mode ~= "eval" and mode ~= "exec" and mode ~= "single" then
    raise("ValueError", "compile() mode must be 'exec', 'eval' or 'single'")
  end
  translate(mode == "eval" and match(src, "^[ \t]*(.*)$") or src, mode == "eval" and "eval" or "exec")
  return setmetatable({ ["#src"] = src, ["#mode"] = mode, ["#file"] = filename }, CodeMT)
end
R.sig(B.eval, "eval", { "source", "globals", "locals" }, { nrequired = 1, nposonly = 3 })
R.sig(B.exec, "exec", { "source", "globals", "locals" }, { nrequired = 1, nposonly = 3 })
R.sig(B.compile, "compile", { "source", "filename", "mode" }, { nrequired = 3 })

end
