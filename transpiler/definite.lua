-- definite.lua: which reads of a function's local variables may find them unbound.
--
-- A Python local is a Lua local, nil while unbound; reading one is a plain Lua read, so
-- CPython's UnboundLocalError (and NameError for a free variable) needs a guard, and the
-- guard must be rare. This pass runs after scope.lua and walks each function body in
-- execution order with the set of locals definitely assigned at each point (CPython's
-- compiler does the same walk to drop its checks). It marks
--   Name nodes that load a local          n.unbound = "local" | "free" | false
--   the Name target of `x += ...`         (the same: it reads x first)
--   the Name targets of `del x`           (the same: `del` of an unbound name raises)
-- "local": the function's own variable may be unbound here (UnboundLocalError);
-- "free": a variable of an enclosing function read from a nested scope (NameError);
-- false: proven assigned. Nodes it does not reach stay nil (the code generator then does
-- what it did before this pass).
--
-- The sets are meets over paths: an `if` keeps what both branches assign, a loop's body may
-- not run, a `try` handler may start anywhere in the body, a `with` body may stop anywhere
-- (its context manager can swallow the exception), `del` and the end of `except E as e`
-- unbind. A nested function or lambda runs later, so it may rely only on the outer names
-- assigned where it is defined and never deleted anywhere in the outer function; a class
-- body and a comprehension run on the spot.
local ipairs, pairs, type, sort = ipairs, pairs, type, table.sort
local _ENV = nil

local M = {}

local TOP = { top = true } -- the state of unreachable code: every name counts as assigned

local function copy(st)
  if st == TOP then return TOP end
  local c = {}
  for k in pairs(st) do c[k] = true end
  return c
end

local function meet(a, b)
  if a == TOP then return copy(b) end
  if b == TOP then return copy(a) end
  local c = {}
  for k in pairs(a) do if b[k] then c[k] = true end end
  return c
end

local function has(st, name) return st == TOP or st[name] == true end

-- The scope a name read in scope s refers to (nil: a global, a builtin or the class
-- namespace being built), as codegen's Gen:resolve.
local function owner(s, name)
  local first = true
  while s do
    if s.kind == "module" then return nil end
    if s.kind == "class" then
      if first and s.locals[name] then return nil end
    else
      if s.globals[name] then return nil end
      if s.locals[name] and not s.nonlocals[name] then return s end
    end
    first = false
    s = s.parent
  end
  return nil
end

-- The scope a store to name in scope s binds (nil: a global or the class namespace).
local function store_owner(s, name)
  if s.kind == "class" or s.kind == "module" then return nil end
  if s.globals[name] then return nil end
  if s.nonlocals[name] then return owner(s.parent, name) end
  return s
end

local stmts, expr -- forward

---------------------------------------------------------------------------------------------
-- Names deleted in a scope: `del x` and `except E as x` in its body (nested scopes' `del` of
-- a nonlocal counts for the scope that owns the name), computed once before the walk.
---------------------------------------------------------------------------------------------

local function collect_deleted(n, s, deleted, inner)
  if type(n) ~= "table" then return end
  if n.scope and n.scope.node == n and n.scope ~= s then s = n.scope end
  local k = n.kind
  if k == "Delete" then
    for _, t in ipairs(n.targets) do
      local function del(t)
        if t.kind == "Name" then
          local o = store_owner(s, t.id)
          if o then
            deleted[o] = deleted[o] or {}
            deleted[o][t.id] = true
            if o ~= s then
              inner[o] = inner[o] or {}
              inner[o][t.id] = true
            end
          end
        elseif t.kind == "Tuple" or t.kind == "List" then
          for _, e in ipairs(t.elts) do del(e) end
        end
      end
      del(t)
    end
  elseif k == "ExceptHandler" and n.name then
    local o = store_owner(s, n.name)
    if o then
      deleted[o] = deleted[o] or {}
      deleted[o][n.name] = true
    end
  end
  for key, v in pairs(n) do
    if type(v) == "table" and key ~= "scope" then collect_deleted(v, s, deleted, inner) end
  end
end

-- The names of scope F deleted by the statements of body (not by nested scopes).
local function dels_in(body, F, s, out)
  out = out or {}
  local function walk(n)
    if type(n) ~= "table" then return end
    if n.scope and n.scope.node == n then return end -- a nested scope
    local k = n.kind
    if k == "Delete" then
      local function del(t)
        if t.kind == "Name" then
          if store_owner(s, t.id) == F then out[t.id] = true end
        elseif t.kind == "Tuple" or t.kind == "List" then
          for _, e in ipairs(t.elts) do del(e) end
        end
      end
      for _, t in ipairs(n.targets) do del(t) end
    elseif k == "ExceptHandler" and n.name and store_owner(s, n.name) == F then
      out[n.name] = true
    end
    for key, v in pairs(n) do
      if type(v) == "table" and key ~= "scope" then walk(v) end
    end
  end
  walk(body)
  return out
end

local function minus(st, names)
  if st == TOP then return TOP end
  local c = copy(st)
  for k in pairs(names) do c[k] = nil end
  return c
end

---------------------------------------------------------------------------------------------
-- The walk. A context cx: F (the function whose locals are tracked, or nil), safe (scope ->
-- set of names a read from here may rely on, for the scopes enclosing F), deleted (scope ->
-- names deleted anywhere), volatile (F's names a nested scope deletes), loops (the stack of
-- loop frames: each collects the states at its `break`s).
---------------------------------------------------------------------------------------------

-- A read of name (node n) in scope s with state st.
local function check(cx, s, st, n, name)
  local o = owner(s, name)
  if not o then return end
  if o == cx.F then
    if has(st, name) and not (cx.volatile and cx.volatile[name]) then
      if n.unbound == nil then n.unbound = false end
    else
      n.unbound = (s == o) and "local" or "free"
    end
  else
    if cx.safe[o] and cx.safe[o][name] then
      if n.unbound == nil then n.unbound = false end
    else
      n.unbound = "free"
    end
  end
end

local function bind(cx, s, st, name)
  if st ~= TOP and store_owner(s, name) == cx.F and cx.F then st[name] = true end
end

local function unbind(cx, s, st, name)
  if st ~= TOP and store_owner(s, name) == cx.F then st[name] = nil end
end

-- The safe sets for a scope that runs later (a function or lambda defined here).
local function deferred_safe(cx, st)
  local safe = {}
  for o, names in pairs(cx.safe) do
    safe[o] = minus(names, cx.deleted[o] or {})
  end
  if cx.F then
    local own = st == TOP and cx.F.locals or st
    safe[cx.F] = minus(own, cx.deleted[cx.F] or {})
    if cx.volatile then safe[cx.F] = minus(safe[cx.F], cx.volatile) end
  end
  return safe
end

local analyze_function -- forward

-- Binds the names of an assignment target; evaluates the parts of attribute and item targets.
local function target(cx, s, st, t)
  local k = t.kind
  if k == "Name" then
    bind(cx, s, st, t.id)
  elseif k == "Tuple" or k == "List" then
    for _, e in ipairs(t.elts) do target(cx, s, st, e) end
  elseif k == "Starred" then
    target(cx, s, st, t.value)
  elseif k == "Attribute" then
    expr(cx, s, st, t.value)
  elseif k == "Subscript" then
    expr(cx, s, st, t.value)
    expr(cx, s, st, t.slice)
  else
    expr(cx, s, st, t)
  end
end

local function args_defaults(cx, s, st, a)
  for _, d in ipairs(a.defaults) do expr(cx, s, st, d) end
  for _, d in ipairs(a.kw_defaults) do if d then expr(cx, s, st, d) end end
end

local function comprehension(cx, s, st, e)
  local gens = e.generators
  expr(cx, s, st, gens[1].iter)
  local inner = e.scope
  local icx = cx
  if e.kind == "GeneratorExp" then -- runs later, as a function does
    icx = { F = nil, safe = deferred_safe(cx, st), deleted = cx.deleted, inner = cx.inner,
            loops = {} }
    st = TOP
  else
    icx = { F = cx.F, safe = {}, deleted = cx.deleted, inner = cx.inner, volatile = cx.volatile,
            loops = {} }
    for o, names in pairs(cx.safe) do icx.safe[o] = names end
  end
  icx.safe[inner] = inner.locals
  -- the comprehension's own walrus targets bind in F, but maybe never: no new facts
  local ist = copy(st)
  for i, g in ipairs(gens) do
    if i > 1 then expr(icx, inner, ist, g.iter) end
    for _, c in ipairs(g.ifs) do expr(icx, inner, ist, c, true) end
    -- the targets are the comprehension's own names (always bound where read)
    local function tparts(t)
      if t.kind == "Tuple" or t.kind == "List" then
        for _, x in ipairs(t.elts) do tparts(x) end
      elseif t.kind == "Starred" then tparts(t.value)
      elseif t.kind ~= "Name" then target(icx, inner, ist, t) end
    end
    tparts(g.target)
  end
  if e.kind == "DictComp" then
    expr(icx, inner, ist, e.key, true)
    expr(icx, inner, ist, e.value, true)
  else
    expr(icx, inner, ist, e.elt, true)
  end
end

-- Walks expression e in scope s; walrus targets become assigned unless cond (a part that
-- may not run).
function expr(cx, s, st, e, cond)
  if type(e) ~= "table" then return end
  local k = e.kind
  if k == "Name" then
    if e.ctx == "Load" then check(cx, s, st, e, e.id) end
  elseif k == "Constant" then
    return
  elseif k == "NamedExpr" then
    expr(cx, s, st, e.value, cond)
    if not cond and s.kind ~= "comprehension" then bind(cx, s, st, e.target.id) end
  elseif k == "BoolOp" then
    for i, v in ipairs(e.values) do expr(cx, s, st, v, cond or i > 1) end
  elseif k == "IfExp" then
    expr(cx, s, st, e.test, cond)
    expr(cx, s, st, e.body, true)
    expr(cx, s, st, e.orelse, true)
  elseif k == "Compare" then
    expr(cx, s, st, e.left, cond)
    for i, c in ipairs(e.comparators) do expr(cx, s, st, c, cond or i > 1) end
  elseif k == "BinOp" then
    expr(cx, s, st, e.left, cond)
    expr(cx, s, st, e.right, cond)
  elseif k == "Call" then
    expr(cx, s, st, e.func, cond)
    for _, a in ipairs(e.args) do expr(cx, s, st, a, cond) end
    for _, kw in ipairs(e.keywords) do expr(cx, s, st, kw.value, cond) end
  elseif k == "Subscript" then
    expr(cx, s, st, e.value, cond)
    expr(cx, s, st, e.slice, cond)
  elseif k == "Slice" then
    expr(cx, s, st, e.lower, cond)
    expr(cx, s, st, e.upper, cond)
    expr(cx, s, st, e.step, cond)
  elseif k == "Tuple" or k == "List" or k == "Set" then
    for _, x in ipairs(e.elts) do expr(cx, s, st, x, cond) end
  elseif k == "Dict" then
    for i = 1, #e.values do
      if e.keys[i] then expr(cx, s, st, e.keys[i], cond) end
      expr(cx, s, st, e.values[i], cond)
    end
  elseif k == "JoinedStr" then
    for _, x in ipairs(e.values) do expr(cx, s, st, x, cond) end
  elseif k == "FormattedValue" then
    expr(cx, s, st, e.value, cond)
    expr(cx, s, st, e.format_spec, cond)
  elseif k == "Lambda" then
    args_defaults(cx, s, st, e.args)
    analyze_function(e, cx, st, true)
  elseif k == "ListComp" or k == "SetComp" or k == "DictComp" or k == "GeneratorExp" then
    comprehension(cx, s, st, e)
  else
    -- Attribute, UnaryOp, Starred, Yield, YieldFrom, Await ...: their parts, in a fixed order
    local keys = {}
    for key, v in pairs(e) do
      if type(v) == "table" and key ~= "scope" then keys[#keys + 1] = key end
    end
    sort(keys)
    for _, key in ipairs(keys) do
      local v = e[key]
      if v.kind then expr(cx, s, st, v, cond)
      else for _, x in ipairs(v) do expr(cx, s, st, x, cond) end end
    end
  end
end

local S = {}

local function stmt(cx, s, st, n)
  local h = S[n.kind]
  if h then return h(cx, s, st, n) end
  -- a statement this pass does not model: its expressions, no new facts
  for key, v in pairs(n) do
    if type(v) == "table" and key ~= "scope" and v.kind then expr(cx, s, st, v, true) end
  end
  return st
end

function stmts(cx, s, st, body)
  for _, n in ipairs(body) do
    st = stmt(cx, s, st, n)
  end
  return st
end

S.Expr = function(cx, s, st, n) expr(cx, s, st, n.value); return st end
S.Pass = function(cx, s, st) return st end
S.Global = S.Pass
S.Nonlocal = S.Pass

S.Assign = function(cx, s, st, n)
  expr(cx, s, st, n.value)
  for _, t in ipairs(n.targets) do target(cx, s, st, t) end
  return st
end

S.AnnAssign = function(cx, s, st, n)
  if s.kind ~= "function" then expr(cx, s, st, n.annotation) end
  if n.value then
    expr(cx, s, st, n.value)
    target(cx, s, st, n.target)
  end
  return st
end

S.AugAssign = function(cx, s, st, n)
  local t = n.target
  if t.kind == "Name" then
    check(cx, s, st, t, t.id)
    expr(cx, s, st, n.value)
    bind(cx, s, st, t.id)
  else
    target(cx, s, st, t)
    expr(cx, s, st, n.value)
  end
  return st
end

S.Delete = function(cx, s, st, n)
  local function del(t)
    if t.kind == "Name" then
      check(cx, s, st, t, t.id)
      unbind(cx, s, st, t.id)
    elseif t.kind == "Tuple" or t.kind == "List" then
      for _, e in ipairs(t.elts) do del(e) end
    else
      target(cx, s, st, t)
    end
  end
  for _, t in ipairs(n.targets) do del(t) end
  return st
end

S.Import = function(cx, s, st, n)
  for _, a in ipairs(n.names) do
    local name = a.asname or a.name
    if n.kind == "Import" and not a.asname then name = name:match("^[^.]+") end
    if name ~= "*" then bind(cx, s, st, name) end
  end
  return st
end
S.ImportFrom = S.Import

S.Return = function(cx, s, st, n)
  expr(cx, s, st, n.value)
  return TOP
end

S.Raise = function(cx, s, st, n)
  expr(cx, s, st, n.exc)
  expr(cx, s, st, n.cause)
  return TOP
end

S.Assert = function(cx, s, st, n)
  expr(cx, s, st, n.test)
  expr(cx, s, st, n.msg, true)
  return st
end

S.Break = function(cx, s, st)
  local loop = cx.loops[#cx.loops]
  if loop then loop.breaks[#loop.breaks + 1] = copy(st) end
  return TOP
end

S.Continue = function() return TOP end

local function after_loop(cx, normal, loop, orelse, s)
  local st = stmts(cx, s, normal, orelse)
  for _, b in ipairs(loop.breaks) do st = meet(st, b) end
  return st
end

S.For = function(cx, s, st, n)
  expr(cx, s, st, n.iter)
  local head = minus(st, dels_in(n.body, cx.F, s))
  local body = copy(head)
  target(cx, s, body, n.target)
  local loop = { breaks = {} }
  cx.loops[#cx.loops + 1] = loop
  stmts(cx, s, body, n.body)
  cx.loops[#cx.loops] = nil
  return after_loop(cx, copy(head), loop, n.orelse, s)
end
S.AsyncFor = S.For

local function always_true(e)
  return e.kind == "Constant" and (e.ctype == "bool" and e.value == true or
    e.ctype == "int" and e.value ~= "0" or e.ctype == "str" and e.value ~= "")
end

S.While = function(cx, s, st, n)
  local head = minus(st, dels_in(n.body, cx.F, s))
  expr(cx, s, head, n.test)
  local loop = { breaks = {} }
  cx.loops[#cx.loops + 1] = loop
  stmts(cx, s, copy(head), n.body)
  cx.loops[#cx.loops] = nil
  return after_loop(cx, always_true(n.test) and TOP or copy(head), loop, n.orelse, s)
end

S.If = function(cx, s, st, n)
  expr(cx, s, st, n.test)
  local a = stmts(cx, s, copy(st), n.body)
  local b = stmts(cx, s, copy(st), n.orelse)
  return meet(a, b)
end

S.With = function(cx, s, st, n)
  for _, item in ipairs(n.items) do
    expr(cx, s, st, item.context_expr)
    if item.optional_vars then target(cx, s, st, item.optional_vars) end
  end
  local out = minus(st, dels_in(n.body, cx.F, s))
  stmts(cx, s, copy(st), n.body)
  -- the context manager may swallow an exception from anywhere in the body
  return out
end
S.AsyncWith = S.With

S.Try = function(cx, s, st, n)
  local hstate = minus(st, dels_in(n.body, cx.F, s))
  local normal = stmts(cx, s, stmts(cx, s, copy(st), n.body), n.orelse)
  for _, h in ipairs(n.handlers) do
    local hs = copy(hstate)
    expr(cx, s, hs, h.type)
    if h.name then bind(cx, s, hs, h.name) end
    hs = stmts(cx, s, hs, h.body)
    if h.name then unbind(cx, s, hs, h.name) end
    normal = meet(normal, hs)
  end
  if #n.finalbody > 0 then
    -- on the exceptional paths, finally starts from what nothing in the statement deletes
    local d = dels_in(n.body, cx.F, s)
    dels_in(n.orelse, cx.F, s, d)
    for _, h in ipairs(n.handlers) do dels_in(h, cx.F, s, d) end
    stmts(cx, s, minus(st, d), n.finalbody)
    normal = stmts(cx, s, normal, n.finalbody)
  end
  return normal
end
S.TryStar = S.Try

local function pattern(cx, s, st, p)
  if type(p) ~= "table" then return end
  local k = p.kind
  if k == "MatchAs" or k == "MatchStar" then
    if p.name then bind(cx, s, st, p.name) end
    pattern(cx, s, st, p.pattern)
  elseif k == "MatchMapping" then
    for _, key in ipairs(p.keys) do expr(cx, s, st, key) end
    for _, q in ipairs(p.patterns) do pattern(cx, s, st, q) end
    if p.rest then bind(cx, s, st, p.rest) end
  elseif k == "MatchValue" then
    expr(cx, s, st, p.value)
  elseif k == "MatchClass" then
    expr(cx, s, st, p.cls)
    for _, q in ipairs(p.patterns) do pattern(cx, s, st, q) end
    for _, q in ipairs(p.kwd_patterns or {}) do pattern(cx, s, st, q) end
  elseif k == "MatchSequence" or k == "MatchOr" then
    -- the alternatives of an or-pattern bind the same names
    for _, q in ipairs(p.patterns) do pattern(cx, s, st, q) end
  end
end

-- `case x:`, `case _:`, `case (p | y) as z:` match anything
local function irrefutable(p)
  if p.kind == "MatchAs" then return p.pattern == nil or irrefutable(p.pattern) end
  if p.kind == "MatchOr" then return irrefutable(p.patterns[#p.patterns]) end
  return false
end

S.Match = function(cx, s, st, n)
  expr(cx, s, st, n.subject)
  -- no case may match, unless the last one matches anything
  local last = n.cases[#n.cases]
  local out = (not last.guard and irrefutable(last.pattern)) and TOP or copy(st)
  for _, c in ipairs(n.cases) do
    local cs = copy(st)
    pattern(cx, s, cs, c.pattern)
    expr(cx, s, cs, c.guard)
    out = meet(out, stmts(cx, s, cs, c.body))
  end
  return out
end

S.FunctionDef = function(cx, s, st, n)
  for _, d in ipairs(n.decorator_list) do expr(cx, s, st, d) end
  args_defaults(cx, s, st, n.args)
  -- the body runs once the name is bound (a decorator could call it sooner)
  local at = st
  if #n.decorator_list == 0 and st ~= TOP then
    at = copy(st)
    bind(cx, s, at, n.name)
  end
  analyze_function(n, cx, at, false)
  bind(cx, s, st, n.name)
  return st
end
S.AsyncFunctionDef = S.FunctionDef

S.ClassDef = function(cx, s, st, n)
  for _, d in ipairs(n.decorator_list) do expr(cx, s, st, d) end
  for _, b in ipairs(n.bases) do expr(cx, s, st, b) end
  for _, kw in ipairs(n.keywords) do expr(cx, s, st, kw.value) end
  -- the body runs now, in its own namespace; its stores bind class attributes
  local saved = cx.loops
  cx.loops = {}
  stmts(cx, n.scope, copy(st), n.body)
  cx.loops = saved
  bind(cx, s, st, n.name)
  return st
end

-- A function or lambda node defined where the enclosing context cx has state st.
function analyze_function(node, cx, st, is_lambda)
  local F = node.scope
  local fcx = { F = F, safe = deferred_safe(cx, st), deleted = cx.deleted, inner = cx.inner,
                loops = {} }
  -- names a nested scope deletes (through nonlocal) are never proven
  fcx.volatile = cx.inner[F]
  fcx.inner = cx.inner
  local fst = {}
  local a = node.args
  for _, list in ipairs({ a.posonlyargs, a.args, a.kwonlyargs }) do
    for _, p in ipairs(list) do fst[p.arg] = true end
  end
  if a.vararg then fst[a.vararg.arg] = true end
  if a.kwarg then fst[a.kwarg.arg] = true end
  if is_lambda then
    expr(fcx, F, fst, node.body)
  else
    stmts(fcx, F, fst, node.body)
  end
end

function M.analyze(module)
  local deleted, inner = {}, {}
  collect_deleted(module, module.scope, deleted, inner)
  local cx = { F = nil, safe = {}, deleted = deleted, inner = inner, loops = {} }
  stmts(cx, module.scope, TOP, module.body)
end

return M
