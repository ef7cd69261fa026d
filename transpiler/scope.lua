-- scope.lua: Python scope analysis over the AST (CPython's symtable rules, simplified).
--
-- Annotates every Module, FunctionDef, AsyncFunctionDef, Lambda, ClassDef and comprehension
-- node with `node.scope`:
--   kind      "module" | "function" | "class" | "comprehension"
--   parent    the enclosing scope
--   locals    set of names bound here (function: parameters and assigned names,
--             minus `global`/`nonlocal`; class: class attributes; comprehension: its targets)
--   globals   set of names declared `global`
--   nonlocals set of names declared `nonlocal`
--   order     the locals in first-binding order (for stable `local` declarations)
--   generator true when a function body contains `yield` / `yield from`
--   uses      set of names read here;  children  the scopes nested directly in this one
-- and returns the module scope. Names rebound at module level are in `module.locals`.
local ipairs, pairs, type, sort, error = ipairs, pairs, type, table.sort, error
local _ENV = nil

local COMP_WHAT = { ListComp = "list comprehension", SetComp = "set comprehension",
                    DictComp = "dict comprehension", GeneratorExp = "generator expression" }

local function syntax_error(n, msg)
  error({ type = "SyntaxError", msg = msg, lineno = n.lineno or 0, offset = (n.col_offset or 0) + 1 }, 0)
end

-- CPython's SyntaxError for a yield where no generator function can hold it
local function check_yield(n, s)
  local msg
  if s.kind == "comprehension" then
    msg = "'yield' inside " .. (COMP_WHAT[s.node.kind] or "comprehension")
  elseif s.kind ~= "function" then
    msg = "'yield' outside function"
  end
  if msg then
    error({ type = "SyntaxError", msg = msg, lineno = n.lineno or 0,
            offset = (n.col_offset or 0) + 1 }, 0)
  end
end

local M = {}

local function newscope(kind, parent, node)
  local s = { kind = kind, parent = parent, node = node, locals = {}, globals = {},
              nonlocals = {}, order = {}, firstpos = {}, generator = false, uses = {}, children = {} }
  node.scope = s
  if parent then parent.children[#parent.children + 1] = s end
  return s
end

local function bind(s, name, node)
  if s.globals[name] or s.nonlocals[name] then return end
  if not s.locals[name] then
    s.locals[name] = true
    s.order[#s.order + 1] = name
  end
  if node and node.lineno then -- the first binding in the source (locals()' order)
    local p = node.lineno * 100000 + (node.col_offset or 0)
    local old = s.firstpos[name]
    if not old or p < old then s.firstpos[name] = p end
  end
end

local visit -- forward

local function visit_list(list, s)
  if list then
    for _, n in ipairs(list) do visit(n, s) end
  end
end

-- Binds the names of an assignment target.
local function bind_target(t, s)
  local k = t.kind
  if k == "Name" then
    bind(s, t.id, t)
  elseif k == "Tuple" or k == "List" then
    for _, e in ipairs(t.elts) do bind_target(e, s) end
  elseif k == "Starred" then
    bind_target(t.value, s)
  else
    visit(t, s) -- Attribute / Subscript: evaluate their parts
  end
end

local function visit_args(a, s, inner)
  -- defaults and annotations belong to the enclosing scope; names to the inner one
  visit_list(a.defaults, s)
  for _, d in ipairs(a.kw_defaults) do if d then visit(d, s) end end
  for _, list in ipairs({ a.posonlyargs, a.args, a.kwonlyargs }) do
    for _, p in ipairs(list) do bind(inner, p.arg) end
  end
  if a.vararg then bind(inner, a.vararg.arg) end
  if a.kwarg then bind(inner, a.kwarg.arg) end
end

-- global/nonlocal declarations of a function or class body first: they apply to the whole body
local function declare(inner, list)
  for _, st in ipairs(list or {}) do
    if st.kind == "Global" then
      for _, n in ipairs(st.names) do inner.globals[n] = true end
    elseif st.kind == "Nonlocal" then
      for _, n in ipairs(st.names) do
        if not inner.nonlocals[n] then
          inner.nonlocals[n] = st
          inner.nonlocal_order = inner.nonlocal_order or {}
          inner.nonlocal_order[#inner.nonlocal_order + 1] = n
        end
      end
    end
    -- nested blocks
    if st.kind ~= "FunctionDef" and st.kind ~= "AsyncFunctionDef" and st.kind ~= "ClassDef" then
      declare(inner, st.body); declare(inner, st.orelse); declare(inner, st.finalbody)
      if st.handlers then for _, h in ipairs(st.handlers) do declare(inner, h.body) end end
      if st.cases then for _, c in ipairs(st.cases) do declare(inner, c.body) end end
    end
  end
end

local function function_scope(node, s, body_is_expr)
  local inner = newscope("function", s, node)
  if not body_is_expr then declare(inner, node.body) end
  visit_args(node.args, s, inner)
  if body_is_expr then
    visit(node.body, inner)
  else
    visit_list(node.body, inner)
  end
  return inner
end

local function comprehension(node, s)
  -- the first iterable is evaluated in the enclosing scope
  local gens = node.generators
  visit(gens[1].iter, s)
  local inner = newscope("comprehension", s, node)
  for i, g in ipairs(gens) do
    bind_target(g.target, inner)
    if i > 1 then visit(g.iter, inner) end
    visit_list(g.ifs, inner)
  end
  if node.kind == "DictComp" then
    visit(node.key, inner); visit(node.value, inner)
  else
    visit(node.elt, inner)
  end
end

-- the scope a walrus binds in: the nearest non-comprehension scope
local function walrus_scope(s)
  while s.kind == "comprehension" do s = s.parent end
  return s
end

local function nearest_function(s)
  while s and s.kind ~= "function" do s = s.parent end
  return s
end

function visit(n, s)
  if type(n) ~= "table" then return end
  local k = n.kind
  if k == nil then -- a plain list
    visit_list(n, s)
    return
  end
  if k == "FunctionDef" or k == "AsyncFunctionDef" then
    visit_list(n.decorator_list, s)
    bind(s, n.name, n)
    function_scope(n, s, false)
  elseif k == "Lambda" then
    function_scope(n, s, true)
  elseif k == "ClassDef" then
    visit_list(n.decorator_list, s)
    visit_list(n.bases, s)
    for _, kw in ipairs(n.keywords) do visit(kw.value, s) end
    bind(s, n.name, n)
    local inner = newscope("class", s, n)
    declare(inner, n.body)
    visit_list(n.body, inner)
  elseif k == "ListComp" or k == "SetComp" or k == "GeneratorExp" or k == "DictComp" then
    comprehension(n, s)
  elseif k == "Name" then
    if n.ctx == "Store" or n.ctx == "Del" then bind(s, n.id, n) else s.uses[n.id] = true end
  elseif k == "NamedExpr" then
    bind_target(n.target, walrus_scope(s))
    visit(n.value, s)
  elseif k == "Import" or k == "ImportFrom" then
    for _, a in ipairs(n.names) do
      local name = a.asname or a.name
      if k == "Import" and not a.asname then name = name:match("^[^.]+") end
      if name ~= "*" then bind(s, name, n) end
    end
  elseif k == "Global" or k == "Nonlocal" then
    -- handled by declare; at module level `global x` is a no-op
    if k == "Nonlocal" and s.kind == "module" then
      local name = n.names[1]
      syntax_error(n, s.locals[name] and ("name '" .. name .. "' is assigned to before nonlocal declaration")
        or "nonlocal declaration not allowed at module level")
    end
  elseif k == "ExceptHandler" then
    if n.name then bind(s, n.name, n) end
    visit(n.type, s)
    visit_list(n.body, s)
  elseif k == "Yield" or k == "YieldFrom" then
    check_yield(n, s)
    local f = nearest_function(s)
    if f then f.generator = true end
    visit(n.value, s)
  elseif k == "MatchAs" or k == "MatchStar" then
    if n.name then bind(s, n.name, n) end
    visit(n.pattern, s)
  elseif k == "MatchMapping" then
    if n.rest then bind(s, n.rest, n) end
    visit_list(n.keys, s); visit_list(n.patterns, s)
  else
    for key, v in pairs(n) do
      if type(v) == "table" and key ~= "scope" then visit(v, s) end
    end
  end
end

-- Lua's pairs() order is not stable between runs: sort what the code generator iterates.
local function sort_orders(n)
  if type(n) ~= "table" then return end
  if n.scope and n.scope.node == n then sort(n.scope.order) end
  for key, v in pairs(n) do
    if type(v) == "table" and key ~= "scope" then sort_orders(v) end
  end
end

-- CPython's SyntaxError for a `nonlocal x` with no function around it that binds x
local function check_nonlocals(s)
  for _, name in ipairs(s.nonlocal_order or {}) do
    local p, found = s.parent, false
    while p and p.kind ~= "module" do
      if p.kind == "function" and (p.locals[name] or p.nonlocals[name]) then found = true; break end
      p = p.parent
    end
    if not found then syntax_error(s.nonlocals[name], "no binding for nonlocal '" .. name .. "' found") end
  end
  for _, c in ipairs(s.children) do check_nonlocals(c) end
end

function M.analyze(module)
  local s = newscope("module", nil, module)
  visit_list(module.body, s)
  check_nonlocals(s)
  sort_orders(module)
  return s
end

return M
