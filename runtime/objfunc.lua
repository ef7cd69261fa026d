-- objfunc.lua: functions and calls: signatures (SIG), bound methods (the `method` type), and
-- calls with keyword or starred arguments (binding arguments to a signature: ARGS, CALL, CALLM).
local type, getmetatable, setmetatable, select, tostring, pairs, ipairs, rawequal, rawset, error =
      type, getmetatable, setmetatable, select, tostring, pairs, ipairs, rawequal, rawset, error
local format, concat, unpack, tonumber, table_sort = string.format, table.concat, table.unpack, tonumber,
  table.sort

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local SIG, TypeMT, lookup, newtype, object, raise, typename = R.SIG, R.TypeMT, R.lookup,
  R.newtype, R.object, R.raise, R.typename

---------------------------------------------------------------------------------------------
-- Signatures and bound methods
---------------------------------------------------------------------------------------------

local FATTR = setmetatable({}, { __mode = "k" }) -- function attributes (f.cache = ...)
R.FATTR = FATTR
-- the names a program gave a function, in the order it first gave them (its __dict__'s order)
local FORDER = setmetatable({}, { __mode = "k" })
R.FORDER = FORDER

-- f.name = v for a function f (its __dict__ gains name at the end if it is new)
function R.fattr_set(f, name, v)
  local fa = FATTR[f]
  if not fa then fa = {}; FATTR[f] = fa end
  if fa[name] == nil then
    local order = FORDER[f]
    if not order then order = {}; FORDER[f] = order end
    order[#order + 1] = name
  end
  fa[name] = v
end

-- the names in a function's __dict__, in its order: those a program gave it, then any the
-- runtime set (sorted)
function R.fattr_names(f)
  local fa, out, seen = FATTR[f] or {}, {}, {}
  for _, k in ipairs(FORDER[f] or {}) do
    if fa[k] ~= nil and not seen[k] then seen[k] = true; out[#out + 1] = k end
  end
  local rest = {}
  for k in pairs(fa) do if not seen[k] then rest[#rest + 1] = k end end
  table_sort(rest)
  for _, k in ipairs(rest) do out[#out + 1] = k end
  return out
end

local markframe = host.markframe
function R.DEF(sig, f)
  sig.py = true -- defined in Python: type 'function'; the runtime's are builtins
  sig.co_name = sig.name -- the name its frames show, whatever __name__ becomes (functools.wraps)
  SIG[f] = sig
  markframe(f) -- its calls are Python frames (the recursion limit)
  return f
end

-- Registers a runtime function's signature so keyword calls work: params is a list of names.
function R.sig(f, name, params, extra)
  local s = { name = name, params = params, nposonly = 0, nrequired = 0 }
  if extra then for k, v in pairs(extra) do s[k] = v end end
  if name ~= nil then s.name = name end -- (an extra table shared by several keeps each's name)
  SIG[f] = s
  return f
end

local BoundMT = R.BoundMT -- made in objtype.lua (typeof knows it)
local method_t = newtype("method", { object }, {}, BoundMT)
R.method_t = method_t

local function bind(f, self)
  return setmetatable({ ["#f"] = f, ["#self"] = self }, BoundMT)
end
R.bind = bind

BoundMT.__call = function(b, ...)
  return b["#f"](b["#self"], ...)
end
-- two bound methods are equal when they bind the same function to the same object
local function same_self(a, b)
  if rawequal(a, b) then return true end
  local ta = type(a)
  return (ta == "number" or ta == "string" or ta == "boolean") and type(b) == ta and a == b
end
BoundMT["#eq"] = function(a, b)
  if getmetatable(b) ~= BoundMT then return R.NotImplemented end
  return rawequal(a["#f"], b["#f"]) and same_self(a["#self"], b["#self"])
end

---------------------------------------------------------------------------------------------
-- Calls with keyword arguments
---------------------------------------------------------------------------------------------

local function fname(sig)
  return sig and (sig.qualname or sig.name) or "function"
end

-- A TypeError about a call's arguments. drop: raised in the callee's prologue, whose frame
-- the traceback leaves out (CPython reports the call, before the callee runs)
local function argerr(drop, msg)
  if not drop then raise("TypeError", msg) end
  local e = R.new_exception(R.exc_classes.TypeError, msg)
  rawset(e, "#tb_drop", true)
  error(e, 0)
end

-- CPython's TypeError for missing arguments: "f() missing 2 required positional arguments:
-- 'a' and 'b'" ('a', 'b', and 'c' for three).
local function raise_missing(sig, kind, names, drop)
  local q = {}
  for i, n in ipairs(names) do q[i] = "'" .. n .. "'" end
  local list
  if #q == 1 then list = q[1]
  elseif #q == 2 then list = q[1] .. " and " .. q[2]
  else list = concat(q, ", ", 1, #q - 1) .. ", and " .. q[#q] end
  argerr(drop, format("%s() missing %d required %s argument%s: %s", fname(sig), #q, kind,
    #q == 1 and "" or "s", list))
end

-- CPython's name of a callable in call errors (_PyObject_FunctionStr): "__main__.f()", "dict()"
local function funcstr(f)
  if getmetatable(f) == BoundMT then f = f["#f"] end
  local sig = SIG[f]
  if sig and sig.py then return "__main__." .. fname(sig) .. "()" end
  if getmetatable(f) == TypeMT then
    local q, m = R.GA(f, "__qualname__"), R.GA(f, "__module__")
    return (m == "builtins" and "" or tostring(m) .. ".") .. tostring(q) .. "()"
  end
  local m = R.FMODULE[f] -- a module's builtin function: math.gcd()
  if m and m ~= "builtins" then return m .. "." .. (sig and sig.name or R.NAMES[f] or "?") .. "()" end
  return fname(sig) .. "()"
end
R.funcstr = funcstr

-- kw is a Lua array {name1, value1, name2, value2, ...}; a false name means **mapping.
-- f is the callee, named in the errors of a **mapping.
local function expand_kw(kw, f)
  if not kw then return nil end
  local plain = true -- (names only, no **mapping: kw as it is)
  for i = 1, #kw, 2 do if not kw[i] then plain = false break end end
  if plain then return kw end
  local out, seen = {}, nil
  for i = 1, #kw, 2 do
    local k, v = kw[i], kw[i + 1]
    if k then
      if seen then -- after a **mapping
        if seen[k] then
          raise("TypeError", funcstr(f) .. " got multiple values for keyword argument '" .. k .. "'")
        end
        seen[k] = true
      end
      out[#out + 1] = k; out[#out + 1] = v
    else
      -- **mapping: a mapping (keys()), and no name given twice
      if getmetatable(v) ~= R.DictMT and not R.hasattr(v, "keys") then
        raise("TypeError", funcstr(f) .. " argument after ** must be a mapping, not " .. typename(v))
      end
      if not seen then
        seen = {}
        for j = 1, #out, 2 do seen[out[j]] = true end
      end
      for key, val in R.dict_pairs(R.todict(v)) do
        if type(key) ~= "string" then raise("TypeError", "keywords must be strings") end
        if seen[key] then
          raise("TypeError", funcstr(f) .. " got multiple values for keyword argument '" .. key .. "'")
        end
        seen[key] = true
        out[#out + 1] = key; out[#out + 1] = val
      end
    end
  end
  return out
end

-- CPython's message for a call of sig's function with npos > its parameters positional arguments
-- (kw: the call's keywords, {name1, value1, ...}: CPython counts the keyword-only ones given)
function R.too_many_args(sig, npos, kw)
  local name = fname(sig)
  local form = sig.toomany -- a builtin function's own words (builtins.lua)
  if form then
    if form.self then npos = npos - 1 end -- a builtin method: CPython counts without self
    name = form.name or name
    local k, n = form[1], form[2]
    if k == "one" then return format("%s() takes exactly one argument (%d given)", name, npos) end
    if k == "none" then return format("%s() takes no arguments (%d given)", name, npos) end
    if k == "most" or k == "exactly" then -- (getargs' words: "at most 1 argument"; CPython
      -- counts the keywords given too)
      return format("%s() takes %s %d argument%s (%d given)", name, k == "most" and "at most" or "exactly",
        n, n == 1 and "" or "s", npos + (kw and #kw // 2 or 0))
    end
    if k == "py" or k == "pyself" then -- a function CPython writes in Python (a bound method's
      -- count includes self)
      local off = k == "pyself" and 1 or 0
      local hi, lo = n + off, (form[3] or n) + off
      return format("%s() takes %s positional argument%s but %d %s given", name,
        lo < hi and ("from " .. lo .. " to " .. hi) or tostring(hi), (hi == 1 and lo == hi) and "" or "s",
        npos + off, npos + off == 1 and "was" or "were")
    end
    return format("%s expected %s%d argument%s, got %d", name, k == "expected" and "" or "at most ",
      n, n == 1 and "" or "s", npos)
  end
  local np = #sig.params
  local given = ""
  local kwonly = sig.kwonly
  if kw and kwonly then
    local n = 0
    for i = 1, #kw, 2 do
      for _, p in ipairs(kwonly) do
        if kw[i] == p then n = n + 1; break end
      end
    end
    if n > 0 then
      given = format(" positional argument%s (and %d keyword-only argument%s)",
        npos == 1 and "" or "s", n, n == 1 and "" or "s")
    end
  end
  local verb = (npos == 1 and given == "") and "was" or "were"
  if np == 0 then
    return name .. "() takes 0 positional arguments but " .. npos .. given .. " " .. verb .. " given"
  end
  return format("%s() takes %s positional argument%s but %d%s %s given", name,
    sig.nrequired < np and ("from " .. sig.nrequired .. " to " .. np) or tostring(np),
    np == 1 and sig.nrequired == np and "" or "s", npos, given, verb)
end

-- The TypeError of a module's function given npos arguments, fewer than it requires (the VM's
-- check of a function R.toomany marked), in the words of its form
function R.too_few_args(sig, npos)
  local form = sig.toomany
  local k, n, name = form[1], form[2], form.name or fname(sig)
  if k == "one" then return format("%s() takes exactly one argument (%d given)", name, npos) end
  if k == "exactly" then
    return format("%s() takes exactly %d argument%s (%d given)", name, n, n == 1 and "" or "s", npos)
  end
  if k == "expected" then return format("%s expected %d argument%s, got %d", name, n, n == 1 and "" or "s", npos) end
  if k == "most" then -- (Argument Clinic's words)
    return format("%s() missing required argument '%s' (pos %d)", name, sig.params[npos + 1] or "?", npos + 1)
  end
  if k == "expected_most" then
    local lo = form[3] or n
    return format("%s expected at least %d argument%s, got %d", name, lo, lo == 1 and "" or "s", npos)
  end
  local q = {}
  for j = npos + 1, form[3] or n do q[#q + 1] = "'" .. (sig.params[j] or "?") .. "'" end
  local names = #q == 1 and q[1] or #q == 2 and (q[1] .. " and " .. q[2])
    or (concat(q, ", ", 1, #q - 1) .. ", and " .. q[#q])
  return format("%s() missing %d required positional argument%s: %s", name, #q, #q == 1 and "" or "s", names)
end

-- Binds positional + keyword arguments to a signature; returns the Lua argument list
-- (params..., [vararg tuple], [kwonly...], [kwargs dict]) and its length.
local function bind_args(sig, pos, npos, kw, drop)
  local params = sig.params
  local np = #params
  local out = {}
  local nfixed = npos < np and npos or np
  for i = 1, nfixed do out[i] = pos[i] end
  local extra
  local toomany = npos > np and not sig.vararg
  if toomany then
    -- CPython's C builtins count their positional arguments first; a function written in
    -- Python binds its keywords first (an unknown keyword is the error then)
    local form = sig.toomany
    if not kw or sig.cbuiltin or (form and form[1] ~= "py" and form[1] ~= "pyself") then
      argerr(drop, R.too_many_args(sig, npos, kw))
    end
  elseif npos > np then
    extra = {}
    for i = np + 1, npos do extra[#extra + 1] = pos[i] end
  end
  local kwonly = sig.kwonly
  local kwvals, kwargs = kwonly and {} or nil, nil
  if kw then
    for i = 1, #kw, 2 do
      local k, v = kw[i], kw[i + 1]
      local found = false
      for j = (sig.nposonly or 0) + 1, np do
        if params[j] == k then
          if out[j] ~= nil then
            argerr(drop, fname(sig) .. "() got multiple values for argument '" .. k .. "'")
          end
          out[j] = v
          found = true
          break
        end
      end
      if not found and kwonly then
        for j = 1, #kwonly do
          if kwonly[j] == k then kwvals[j] = v; found = true break end
        end
      end
      if not found then
        if sig.kwarg then
          kwargs = kwargs or R.DICT()
          R.SI(kwargs, k, v)
        else
          -- CPython names every positional-only parameter passed by keyword, if any
          local posonly = {}
          for i2 = 1, #kw, 2 do
            for j = 1, sig.nposonly or 0 do
              if params[j] == kw[i2] then posonly[#posonly + 1] = kw[i2] end
            end
          end
          if #posonly > 0 then
            argerr(drop, fname(sig) .. "() got some positional-only arguments passed as " ..
              "keyword arguments: '" .. concat(posonly, ", ") .. "'")
          end
          if sig.cbuiltin then -- a builtin of CPython's C code: its own words
            argerr(drop, "'" .. k .. "' is an invalid keyword argument for " .. fname(sig) .. "()")
          end
          argerr(drop, fname(sig) .. "() got an unexpected keyword argument '" .. k .. "'")
        end
      end
    end
  end
  if toomany then argerr(drop, R.too_many_args(sig, npos, kw)) end
  -- missing required positionals
  local missing
  for j = 1, sig.nrequired or 0 do
    if out[j] == nil then
      missing = missing or {}
      missing[#missing + 1] = params[j]
    end
  end
  if missing then raise_missing(sig, "positional", missing, drop) end
  if kwonly and sig.kwrequired then
    local miss = {}
    for j = 1, #kwonly do
      if kwvals[j] == nil and sig.kwrequired[kwonly[j]] then miss[#miss + 1] = kwonly[j] end
    end
    if #miss > 0 then raise_missing(sig, "keyword-only", miss, drop) end
  end
  if not sig.complex then return out, np end
  local n = np
  if sig.vararg then n = n + 1; out[n] = R.TUPLE(extra or {}) end
  if kwonly then for j = 1, #kwonly do out[n + j] = kwvals[j] end; n = n + #kwonly end
  if sig.kwarg then n = n + 1; out[n] = kwargs or R.DICT() end
  return out, n
end

-- ARGS(sig, ...): the prologue of a function with *args, keyword-only or **kwargs
-- parameters. A keyword call passes (KWMARK, pos, npos, kw); a positional call the values.
local KWMARK = host.sentinel() -- a userdata: comparing with it never calls __eq
function R.ARGS(sig, ...)
  local first = ...
  if first == KWMARK then
    local _, pos, npos, kw = ...
    local out, n = bind_args(sig, pos, npos, kw, true)
    return unpack(out, 1, n)
  end
  local n = select("#", ...)
  local pos = { ... }
  local out, m = bind_args(sig, pos, n, nil, true)
  return unpack(out, 1, m)
end

-- MISSING(sig, i): a positional call of a plain function stopped before required parameter i.
function R.MISSING(sig, i)
  local missing = {}
  for j = i, sig.nrequired do missing[#missing + 1] = sig.params[j] end
  raise_missing(sig, "positional", missing, true)
end

-- CALL(f, pos, kw): a call with keywords or starred arguments.
local function CALL(f, pos, kw)
  local npos = #pos
  kw = expand_kw(kw, f)
  if kw == nil or #kw == 0 then return f(unpack(pos, 1, npos)) end
  local tf = type(f)
  local target, selfarg = f, nil
  if tf == "table" then
    local mt = getmetatable(f)
    if mt == BoundMT then
      target = f["#f"]
      selfarg = f["#self"]
    elseif mt == TypeMT then
      return R.type_call_kw(f, pos, npos, kw)
    elseif mt and mt["#call_kw"] then
      return mt["#call_kw"](f, pos, npos, kw)
    else
      local c = mt and mt["#class"] and lookup(mt["#class"], "__call__")
      if c then target, selfarg = c, f end
    end
  end
  if selfarg ~= nil then
    local p = { selfarg }
    for i = 1, npos do p[i + 1] = pos[i] end
    pos, npos = p, npos + 1
  end
  local sig = SIG[target]
  if not sig then
    local fmt = tf ~= "function" and getmetatable(f)
    if fmt and fmt.__call == R.not_callable then R.not_callable(f) end -- (zip()(x=1))
    local owner, name = R.DESCR[target], R.NAMES[target] -- a builtin method's or function's name
    if owner and name then name = owner["#name"] .. "." .. name end
    raise("TypeError", (name or (tf == "function" and "function" or typename(f))) .. "() takes no keyword arguments")
  end
  if sig.nokw then raise("TypeError", sig.nokw .. "() takes no keyword arguments") end
  if sig.complex then
    return target(KWMARK, pos, npos, kw)
  end
  local out, n = bind_args(sig, pos, npos, kw)
  return target(unpack(out, 1, n))
end
R.CALL = CALL

-- CALLKW(site, f, ...): a call with named keywords only (no * or **), its values after its
-- positional ones; site is "npos name1 name2 ..." (a constant of the call site). A plain
-- function's binding for a site is worked out once (PLANS[site][sig]): true when the keywords
-- name the parameters right after the positional ones, in order (the values go as they are);
-- else the argument index of each parameter (0: not given, the callee's default). A binding
-- that would fail (an unknown, repeated or missing name, too many values) is false: such calls
-- take CALL, whose errors are CPython's.
local SITES, PLANS, MPLANS = {}, {}, {}
local function site_of(site)
  local t = SITES[site]
  if t then return t end
  t = { names = {} }
  for w in site:gmatch("%S+") do
    if not t.npos then t.npos = tonumber(w) else t.names[#t.names + 1] = w end
  end
  SITES[site] = t
  return t
end
local function make_plan(site, sig, PL, self)
  local st = site_of(site)
  local npos, names = st.npos + self, st.names
  local params = sig.params
  local np = #params
  local plan = false
  if not sig.complex and not sig.nokw and params and npos <= np then
    local src, ok = {}, true
    for i = 1, npos do src[i] = i end
    for m = 1, #names do
      local j
      for jj = (sig.nposonly or 0) + 1, np do
        if params[jj] == names[m] then j = jj break end
      end
      if not j or src[j] then ok = false break end
      src[j] = npos + m
    end
    for j = 1, sig.nrequired or 0 do
      if not src[j] then ok = false end
    end
    if ok then
      local n = 0
      for j = 1, np do if src[j] then n = j end end
      plan = true
      for j = 1, n do if src[j] ~= j then plan = false end end
      if not plan then
        plan = { n = n }
        for j = 1, n do plan[j] = src[j] or 0 end
      end
    end
  end
  local bysig = PL[site]
  if not bysig then
    bysig = setmetatable({}, { __mode = "k" })
    PL[site] = bysig
  end
  bysig[sig] = plan
  return plan
end
-- f called with the values a[plan[1]], ..., a[plan[n]] (a[0] is nil: a parameter not given)
local function call_plan(f, plan, a)
  local n = plan.n
  if n == 2 then return f(a[plan[1]], a[plan[2]]) end
  if n == 3 then return f(a[plan[1]], a[plan[2]], a[plan[3]]) end
  if n == 4 then return f(a[plan[1]], a[plan[2]], a[plan[3]], a[plan[4]]) end
  local out = {}
  for j = 1, n do out[j] = a[plan[j]] end
  return f(unpack(out, 1, n))
end
-- a site's values (the array a) as CALL's positional and keyword tables, after self if given
local function site_args(site, a, self)
  local st = site_of(site)
  local npos, names = st.npos, st.names
  local pos, kw, k = { self }, {}, self == nil and 0 or 1
  for i = 1, npos do pos[k + i] = a[i] end
  for m = 1, #names do
    kw[2 * m - 1], kw[2 * m] = names[m], a[npos + m]
  end
  return pos, k + npos, kw
end
local function callkw_slow(site, f, ...)
  local pos, npos, kw = site_args(site, { ... })
  local sig = type(f) == "function" and SIG[f]
  if sig and sig.complex and not sig.nokw then -- (KWMARK, pos, npos, kw), as CALL passes them
    return f(KWMARK, pos, npos, kw)
  end
  return CALL(f, pos, kw)
end
function R.CALLKW(site, f, ...)
  if type(f) == "function" then
    local sig = SIG[f]
    if sig then
      local bysig = PLANS[site]
      local plan = bysig and bysig[sig]
      if plan == nil then plan = make_plan(site, sig, PLANS, 0) end
      if plan == true then return f(...) end
      if plan then return call_plan(f, plan, { ... }) end
    end
  end
  return callkw_slow(site, f, ...)
end
R.bind_args = bind_args
R.KWMARK = KWMARK

-- CALLMKW(site, o, slot, ...): o.m(...) with named keywords only, slot "@m" (see CALLKW; a
-- method's binding counts self as its first positional value)
function R.CALLMKW(site, o, slotname, ...)
  local slot = o[slotname]
  local sig = type(slot) == "function" and SIG[slot]
  if sig then
    local bysig = MPLANS[site]
    local plan = bysig and bysig[sig]
    if plan == nil then plan = make_plan(site, sig, MPLANS, 1) end
    if plan == true then return slot(o, ...) end
    if plan then return call_plan(slot, plan, { o, ... }) end
  end
  if sig and sig.complex and not sig.nokw then -- (KWMARK, pos, npos, kw), as CALLM passes them
    return slot(KWMARK, site_args(site, { ... }, o))
  end
  local pos, _, kw = site_args(site, { ... })
  return R.CALLM(o, slotname:sub(2), pos, kw)
end

-- CALLM(o, name, pos, kw, pre): a method call with keywords or starred arguments. pre: what
-- GA(o, name) gave before arguments that run code were computed (codegen looks the method up
-- first then, as CPython does): a method of o's class still takes the slot's path.
function R.CALLM(o, name, pos, kw, pre)
  local slot = o["@" .. name]
  if slot then
    local p = { o }
    for i = 1, #pos do p[i + 1] = pos[i] end
    local kwx = expand_kw(kw, SIG[slot] and slot or R.GA(o, name)) -- (the callee its errors name)
    if kwx == nil or #kwx == 0 then return slot(unpack(p, 1, #pos + 1)) end
    local sig = SIG[slot]
    if sig then
      if sig.nokw then raise("TypeError", sig.nokw .. "() takes no keyword arguments") end
      if sig.complex then return slot(KWMARK, p, #pos + 1, kwx) end
      local out, n = bind_args(sig, p, #pos + 1, kwx)
      return slot(unpack(out, 1, n))
    end
  end
  return CALL(pre or R.GA(o, name), pos, kw)
end
end
