-- codegen.lua: Python AST -> Lua source.
--
-- Each Python statement is emitted on its own source line, so Lua's line numbers are Python's.
-- Every expression compiles to a Lua expression plus "pre-statements" emitted before the
-- statement that uses it (temporaries `_tN`, scoped by a `do ... end` around the statement).
-- That lets the generator inline fast paths (integer arithmetic with an overflow test,
-- numeric `for` over `range`, comparisons as Lua booleans) and call runtime helpers (`_RXXX`,
-- bound once at the top of the chunk) only on the slow path. See docs/INTERNALS.md.
local ipairs, pairs, tostring, tonumber, type, error, setmetatable =
      ipairs, pairs, tostring, tonumber, type, error, setmetatable
local concat, insert, sort, table_unpack = table.concat, table.insert, table.sort, table.unpack
local gmatch = string.gmatch
local format, byte, gsub, sub, string_rep = string.format, string.byte, string.gsub, string.sub, string.rep
local mtype, tointeger = math.type, math.tointeger
local math = { min = math.min, huge = math.huge }
local _ENV = nil

local M = {}

-- Python names as Lua names. Every name the code generator makes up starts with "_R" (runtime
-- helpers, the class namespace _Rns, class cells _Rcls<N>) or "_t<digit>" (temporaries), and
-- the map below never yields such a name for a Python name:
--   - an ASCII name that is a Lua keyword or reserved name, starts with "_R" or "_t<digit>", or
--     ends in "_" gets a "_" appended (so it ends in "_");
--   - a name with non-ASCII letters becomes "_RU" .. its bytes, "_" doubled and each byte
--     >= 128 as "_" .. two hex digits, .. "U" (so it starts with "_RU" and ends in "U");
--   - any other name stays as it is (it neither starts with "_R" nor ends in "_").
-- The three kinds cannot meet and each is one-to-one, so the map is injective: distinct Python
-- names stay distinct, and none is a runtime helper. (traceback.lua's python_name inverts it.)
local lua_keywords = {}
for w in ("and break do else elseif end false for function goto if in local nil not or " ..
          "repeat return then true until while _ENV self"):gmatch("%S+") do
  lua_keywords[w] = true
end

local function mangle(name)
  if name:find("[\128-\255]") then
    return "_RU" .. gsub(gsub(name, "_", "__"), "[\128-\255]", function(c)
      return format("_%02x", byte(c))
    end) .. "U"
  end
  if lua_keywords[name] or name:find("^_R") or name:find("^_t%d") or name:find("_$") then
    return name .. "_"
  end
  return name
end
M.mangle = mangle

local function is_ident(s)
  return s:find("^[%a_][%w_]*$") and not lua_keywords[s]
end

-- A Lua string literal on one line.
-- CPython's __qualname__ prefix of a definition in scope s: "C.", "f.<locals>.", "f.<locals>.C."
local COMP_NAMES = { ListComp = "<listcomp>", SetComp = "<setcomp>", DictComp = "<dictcomp>",
                     GeneratorExp = "<genexpr>" }
local function qualprefix(s)
  if s == nil or s.kind == "module" then return "" end
  local node = s.node
  local n = node.name or COMP_NAMES[node.kind] or "<lambda>"
  if s.kind == "class" then return qualprefix(s.parent) .. n .. "." end
  return qualprefix(s.parent) .. n .. ".<locals>."
end

local function lstr(s)
  return '"' .. gsub(s, '[%c"\\]', function(c)
    if c == '"' then return '\\"' elseif c == "\\" then return "\\\\"
    elseif c == "\n" then return "\\n" elseif c == "\t" then return "\\t" end
    return format("\\%03d", byte(c))
  end) .. '"'
end
M.lstr = lstr

-- `obj.name` for a field key
local function field(obj, name)
  if is_ident(name) then return obj .. "." .. name end
  return obj .. "[" .. lstr(name) .. "]"
end

local function syntax_error(node, msg)
  error({ type = "SyntaxError", msg = msg, lineno = node and node.lineno or 0,
          offset = node and (node.col_offset or 0) + 1 or 0 }, 0)
end

local function unsupported(node, what, instead)
  syntax_error(node, format("%s is not supported%s", what, instead and ("; " .. instead) or ""))
end

local INT_MAX = 9223372036854775807
local MUL_LIMIT = 3037000499 -- floor(sqrt(2^63 - 1))

---------------------------------------------------------------------------------------------
-- Generator state
---------------------------------------------------------------------------------------------

local Gen = {}
Gen.__index = Gen

local function new_gen(module)
  return setmetatable({
    lines = { {} },  -- lines[n] = array of code pieces
    cur = 1,         -- the Lua line being written
    pyline = { 1 },  -- pyline[n] = the Python line of Lua line n (the line map)
    curpy = 1,       -- the Python line of the current Lua line
    nomove = 0,      -- > 0: expressions stay on the current line (code that may be undone)
    used = {},       -- runtime helpers used: name -> true
    ntmp = 0,
    fn = nil,        -- current function context
    scope = module.scope,
    modules = {},    -- module-level names bound only by `import`
    cls = nil,       -- innermost class context
    consts = {},     -- the chunk's constants: consts[i] = code, consts[code] = i (Gen:constant)
  }, Gen)
end

function Gen:emit(code)
  local l = self.lines[self.cur]
  l[#l + 1] = code
end

-- Continues at Python line `line`. Lua line n is Python line n while that holds; a
-- multi-line statement can need more Lua lines than it has Python lines (see E.Call), and
-- the line map (pyline) records the difference until a blank line lets Lua catch up.
function Gen:at(line)
  if not line or line == self.curpy then return end
  if line > self.cur then
    for i = self.cur + 1, line do self.lines[i] = self.lines[i] or {}; self.pyline[i] = i end
    self.cur = line
  else
    self.cur = self.cur + 1
    self.lines[self.cur] = {}
  end
  self.pyline[self.cur] = line
  self.curpy = line
end

-- The name of runtime helper X, marking it used.
function Gen:h(name)
  self.used[name] = true
  return "_R" .. name
end

-- Lua allows 200 active locals in a function. Temporaries are locals while the function's
-- Python locals and the live temporaries of the enclosing statements stay within TMP_BUDGET;
-- past it, a statement's further temporaries are slots of one table (`_tS<n>[k]`), declared
-- at the statement's start (see Gen:stmt).
local TMP_BUDGET = 150

function Gen:tmp(spill)
  self.ntmp = self.ntmp + 1
  if self.stmt_tmps then self.stmt_tmps = self.stmt_tmps + 1 end
  self.live = (self.live or 0) + 1
  if spill == nil then
    spill = self.live + (self.fn and self.fn.nlocals or 0) > TMP_BUDGET
  end
  if spill and self.stmt_spill ~= false then
    if not self.stmt_spill then self.stmt_spill = "_tS" .. self.ntmp end
    return self.stmt_spill .. "[" .. self.ntmp .. "]"
  end
  return "_t" .. self.ntmp
end

-- n temporaries declared together (`local a, b, c = f()`): all locals or all table slots.
function Gen:tmps(n)
  local spill = (self.live or 0) + n + (self.fn and self.fn.nlocals or 0) > TMP_BUDGET
  local out = {}
  for i = 1, n do out[i] = self:tmp(spill) end
  return table_unpack(out, 1, n)
end

-- Declares a temporary holding `code` and returns its name.
function Gen:let(code)
  local t = self:tmp()
  self:emit("local " .. t .. " = " .. code .. ";")
  return t
end

-- Values a Lua call or concatenation takes at once: each needs a register (at most 255).
local CONCAT_GROUP, CALL_ARGS_MAX = 32, 100

-- Python locals of one function kept as Lua locals (see function_value).
local LOCALS_MAX, LOCALS_KEPT = 100, 80

-- Lua's parser recurses once per nesting level of an expression, up to 200 C levels.
local EXPR_DEPTH = 24

-- A Lua expression that may be evaluated twice (a name, a temporary or a literal).
local function is_simple(code)
  return code:find("^[%a_][%w_]*$") or code:find("^%-?[%d.]+$") or code:find('^"[^"\\]*"$')
    or code:find("^_tS%d+%[%d+%]$")
end

-- The last argument of a call or helper, or a table's last item, when it is a call, in
-- parentheses: a Python expression has one value, and Lua then calls it for one result
-- (MULTRET would pass all of a helper's results on, and keeps moonpy's VM from running the
-- helper in place).
local function one_value(c)
  if sub(c, -1) ~= ")" or is_simple(c) then return c end
  if sub(c, 1, 1) == "(" then -- already one parenthesized expression?
    local depth = 0
    for i = 1, #c do
      local ch = byte(c, i)
      if ch == 40 then depth = depth + 1
      elseif ch == 41 then
        depth = depth - 1
        if depth == 0 then
          if i == #c then return c end
          break
        end
      end
    end
  end
  return "(" .. c .. ")"
end

-- Lua cannot call, index or take a field of a literal (`5()`, `false.x`): such a receiver goes
-- into a temporary first.
local function is_literal(code)
  return code:find("^[%d\"%-]") or code == "true" or code == "false" or code == "nil"
end

function Gen:simple(code)
  if is_simple(code) then return code end
  return self:let(code)
end

---------------------------------------------------------------------------------------------
-- Names
---------------------------------------------------------------------------------------------

-- Resolves a Python name in the current scope: "local" (a Lua local or upvalue), "global",
-- or "class" (the class namespace being built).
function Gen:resolve(name)
  local s = self.scope
  local first = true
  while s do
    if s.kind == "module" then return "global" end
    if s.kind == "class" then
      if first and s.locals[name] then return "class" end
      if first and s.globals[name] then return "global" end -- (`nonlocal x`: the next scope's)
    else
      if s.globals[name] then return "global" end
      if s.locals[name] and not s.nonlocals[name] then return "local" end
    end
    first = false
    s = s.parent
  end
  return "global"
end

-- The Lua reference of a local Python name: its mangled name, or, in a function with more
-- locals than Lua allows (see function_value), a field of that function's table of locals.
function Gen:lref(name)
  local s = self.scope
  while s do
    if s.kind ~= "class" and s.locals[name] and not s.nonlocals[name] and not s.globals[name] then
      return s.spill and s.spill[name] or mangle(name)
    end
    s = s.parent
  end
  return mangle(name)
end

function Gen:name_load(name)
  local r = self:resolve(name)
  if r == "local" then return self:lref(name) end
  -- __class__ in a function of a class body: the class (CPython's implicit cell)
  if name == "__class__" and r == "global" and self.cls and self.fn then return self.cls end
  if r == "class" or (r == "global" and self.scope and self.scope.kind == "class") then
    -- class bodies read their own namespace first (a metaclass's __prepare__ may have filled
    -- it), then globals and builtins
    local key = r == "class" and self:private(name) or name -- `__x` in class C is `_C__x`
    return self:h("LOOKUP") .. "(_Rns, " .. lstr(key) .. ", _ENV)"
  end
  return field("_ENV", name)
end

function Gen:name_store(name, value)
  local r = self:resolve(name)
  if r == "local" then
    self:emit(self:lref(name) .. " = " .. value .. ";")
  elseif r == "class" then
    self:emit(field("_Rns", self:private(name)) .. " = " .. value .. ";")
  else
    self:emit(field("_ENV", name) .. " = " .. value .. ";")
  end
end

---------------------------------------------------------------------------------------------
-- Expressions: each handler returns (lua_code, is_lua_boolean)
---------------------------------------------------------------------------------------------

local E = {}

function Gen:expr(e)
  -- a sub-expression on a later line of a multi-line statement runs on its own line, so
  -- that an error there reports it, as CPython 3.11 does
  if e.lineno and e.lineno > self.curpy and self.nomove == 0 then self:at(e.lineno) end
  local h = E[e.kind]
  if not h then unsupported(e, "'" .. e.kind .. "'") end
  local depth = (self.edepth or 0) + 1
  self.edepth = depth
  local code, isbool = h(self, e)
  self.edepth = depth - 1
  if depth % EXPR_DEPTH == 0 and not is_simple(code) then
    code = self:let(code)
  end
  return code, isbool
end

-- An expression used as a condition: a Lua boolean expression. Its code stays on the
-- current line (callers may undo it and compile it again in another form).
function Gen:cond(e)
  self.nomove = self.nomove + 1
  local c = self:cond_(e)
  self.nomove = self.nomove - 1
  return c
end

function Gen:cond_(e)
  if e.kind == "BoolOp" then
    -- in a condition, and/or can stay Lua's own when the right side needs no temporaries
    local parts = {}
    local ok = true
    local mark = #self.lines[self.cur]
    local line = self.cur
    for i, v in ipairs(e.values) do
      local before = #self.lines[self.cur]
      local c = self:cond(v)
      if i > 1 and (#self.lines[self.cur] ~= before or self.cur ~= line) then ok = false break end
      parts[#parts + 1] = c
    end
    if ok then
      return "(" .. concat(parts, e.op == "And" and " and " or " or ") .. ")"
    end
    -- undo and fall through to the general form
    local l = self.lines[line]
    for i = #l, mark + 1, -1 do l[i] = nil end
  end
  if e.kind == "UnaryOp" and e.op == "Not" then
    local n, x = 1, e.operand
    while x.kind == "UnaryOp" and x.op == "Not" do n, x = n + 1, x.operand end
    local c = self:cond(x)
    if n % 2 == 0 then return c end
    return "not " .. c
  end
  self.cond_node = e -- (E.Compare: its truth is enough)
  local code, isbool = self:expr(e)
  if isbool then return code end
  if e.kind == "Constant" then
    if e.ctype == "bool" then return tostring(e.value) end
    if e.ctype == "None" then return "false" end
  end
  return self:h("T") .. "(" .. code .. ")"
end

-- Lua code the generator made already (a value in a temporary)
E._Lua = function(g, e) return e.code end

-- A float constant as Lua source.
local function float_lit(v)
  if v ~= v then return "(1e999 - 1e999)" end -- no division: Python code divides by zero as Python
  if v == 1 / 0 then return "1e999" end
  local s = format("%.17g", v)
  if not s:find("[%.eEn]") then s = s .. ".0" end
  return s
end

E.Constant = function(g, e)
  local t = e.ctype
  if t == "int" then
    local v = tonumber(e.value)
    if v and mtype(v) == "integer" then return tostring(v) end
    return g:h("BIGINT") .. "(" .. lstr(e.value) .. ")"
  elseif t == "float" then
    return float_lit(e.value)
  elseif t == "complex" then -- an imaginary literal: 2j is COMPLEX(0.0, 2.0)
    return g:h("COMPLEX") .. "(0.0, " .. float_lit(e.value) .. ")"
  elseif t == "str" then
    return lstr(e.value)
  elseif t == "bool" then
    return tostring(e.value), true
  elseif t == "None" then
    return g:h("None")
  elseif t == "Ellipsis" then
    return g:h("Ellipsis")
  elseif t == "bytes" then -- b'...' is BYTES("..."), every byte outside printable ASCII as \ddd
    return g:h("BYTES") .. '("' .. gsub(e.value, '[^ !#-%[%]-~]', function(c)
      return format("\\%03d", byte(c))
    end) .. '")'
  end
end

-- A local that transpiler/definite.lua could not prove assigned here reads through a guard:
-- nil is an unbound variable, raised with CPython's message before anything uses it.
function Gen:unbound_guard(node, code)
  local h = node.unbound == "free" and "UNBOUNDFREE" or "UNBOUND"
  return "(" .. code .. " == nil and " .. self:h(h) .. "(" .. lstr(node.id) .. ") or " .. code .. ")"
end

E.Name = function(g, e)
  local code = g:name_load(e.id)
  if e.unbound then return g:unbound_guard(e, code) end
  return code
end

E.NamedExpr = function(g, e)
  local v = g:simple(g:expr(e.value))
  if v:find("^%-?[%d.]+$") or v:find('^"') then v = g:let(v) end
  g:name_store(e.target.id, v)
  return v
end

-- int constant value of a node, if it is a small int literal
local function small_int(e)
  if e.kind == "Constant" and e.ctype == "int" then
    local v = tonumber(e.value)
    if v and mtype(v) == "integer" and v < 2 ^ 31 then return v end
  end
end

local arith_helper = {
  Add = "ADD", Sub = "SUB", Mult = "MUL", Div = "TRUEDIV", FloorDiv = "FLOORDIV", Mod = "MOD",
  Pow = "POW", LShift = "LSHIFT", RShift = "RSHIFT", BitOr = "BOR", BitXor = "BXOR",
  BitAnd = "BAND", MatMult = "MATMUL",
}
M.arith_helper = arith_helper

-- Emits `a OP b`. moonpy's Lua (patches/lua) gives Python's arithmetic in Python code: an
-- integer + - * that overflows, a division by zero, a float // or %, a bitwise operation on a
-- float, a shift that loses bits take the metamethod path, where the runtime computes Python's
-- answer (big ints) or raises its error. So the plain Lua operator is the whole fast path.
-- `**` is the runtime's (POW), but for `x ** 2` of a Lua integer, a multiplication (a float's
-- square is C's pow(x, 2.0), which is not always x * x; an object's __pow__, a big int, a str's
-- error still take POW).
local lua_binop = {
  Add = " + ", Sub = " - ", Mult = " * ", Div = " / ", FloorDiv = " // ", Mod = " % ",
  BitAnd = " & ", BitOr = " | ", BitXor = " ~ ", LShift = " << ", RShift = " >> ",
}
-- The magic bounds that richcmp answers false for (see Gen:compare1, the `==` fast path).
local ADD_LIMIT = "1125899906842597" -- a prime just below 2^50
M.MAGIC = { 1125899906842597, 3037000499 }

function Gen:arith(op, a, b, bnode)
  local sym = lua_binop[op]
  -- Lua's compiler folds `a << -7` into `a >> 7` and `a - 0` into `a + 0` (-0.0 - 0 is -0.0,
  -- -0.0 + 0 is 0.0): such a constant goes in a register, where the VM sees it as it is
  if (op == "LShift" and b:find("^%(?%-%d")) or (op == "Sub" and (b == "0" or b == "(0)")) then
    b = self:let(b)
  end
  if sym then return "(" .. a .. sym .. b .. ")" end
  if op == "Pow" and bnode and bnode.kind == "Constant" and bnode.ctype == "int" and bnode.value == "2" then
    a = self:simple(a)
    return "(" .. self:h("isluaint") .. "(" .. a .. ") and " .. a .. " * " .. a .. " or " ..
      self:h(arith_helper[op]) .. "(" .. a .. ", " .. b .. "))"
  end
  return self:h(arith_helper[op]) .. "(" .. a .. ", " .. b .. ")"
end

-- Is the value of `e` known not to be a number? (str/list building then skips the int
-- overflow test: comparing a str with the bounds would go through a metamethod)
local nonnum_calls = {
  str = true, repr = true, list = true, tuple = true, sorted = true, dict = true, set = true,
  chr = true, format = true, hex = true, oct = true, bin = true, ascii = true,
}
local nonnum_methods = {
  join = true, upper = true, lower = true, strip = true, lstrip = true, rstrip = true,
  replace = true, format = true, title = true, capitalize = true, ljust = true, rjust = true,
  center = true, zfill = true, split = true, casefold = true, swapcase = true, copy = true,
}
function Gen:nonnum(e)
  local k = e.kind
  if k == "Constant" then return e.ctype == "str" or e.ctype == "bytes" end
  if k == "JoinedStr" or k == "List" or k == "Tuple" or k == "ListComp" or k == "Dict"
     or k == "Set" or k == "SetComp" or k == "DictComp" then
    return true
  end
  if k == "BinOp" and e.op == "Add" then return self:nonnum(e.left) or self:nonnum(e.right) end
  if k == "Call" then
    local f = e.func
    if f.kind == "Name" then return nonnum_calls[f.id] and self:is_builtin(f.id) or false end
    if f.kind == "Attribute" then return nonnum_methods[f.attr] or false end
  end
  return false
end

-- Is e's value always an exact str (a Lua string)? A literal, an f-string, chr/hex/oct/bin
-- (the builtins), a str method of one, and + of two: then + is Lua's concatenation.
local STR_CALLS = { chr = true, hex = true, oct = true, bin = true }
local STR_METHODS = {
  join = true, upper = true, lower = true, strip = true, lstrip = true, rstrip = true,
  replace = true, format = true, title = true, capitalize = true, casefold = true,
  swapcase = true, center = true, ljust = true, rjust = true, zfill = true,
}
function Gen:isstr(e)
  local k = e.kind
  if k == "Constant" then return e.ctype == "str" end
  if k == "JoinedStr" then return true end
  if k == "BinOp" and e.op == "Add" then return self:isstr(e.left) and self:isstr(e.right) end
  if k == "Call" then
    local f = e.func
    if f.kind == "Name" then return STR_CALLS[f.id] and self:is_builtin(f.id) or false end
    if f.kind == "Attribute" then return STR_METHODS[f.attr] and self:isstr(f.value) or false end
  end
  return false
end

-- base ** exp of two int literals, when the int fits in 64 bits (2**31, 10**9 + 7): the
-- literal, as CPython's compiler folds it
local function folded_pow(e)
  if e.op ~= "Pow" then return nil end
  local b, x = small_int(e.left), small_int(e.right)
  if not b or not x or x < 0 or x > 63 then return nil end
  local r = 1
  for _ = 1, x do
    if r ~= 0 and (b > 0x7fffffffffffffff // (r < 0 and -r or r)) then return nil end
    r = r * b
  end
  return r
end

E.BinOp = function(g, e)
  local folded = folded_pow(e)
  if folded then return folded < 0 and "(" .. folded .. ")" or tostring(folded) end
  local a = g:expr(e.left)
  if not is_simple(a) then a = g:let(a) end
  local b = g:expr(e.right)
  if e.op == "Add" and g:isstr(e.left) and g:isstr(e.right) then
    return "(" .. a .. " .. " .. one_value(b) .. ")"
  end
  if (e.op == "Add" or e.op == "Mult") and (g:nonnum(e.left) or g:nonnum(e.right)) then
    return "(" .. a .. (e.op == "Add" and " + " or " * ") .. b .. ")"
  end
  return g:arith(e.op, a, b, e.right)
end

E.UnaryOp = function(g, e)
  if e.op == "Not" then
    -- a chain of `not`: its parity (g:cond yields a Lua boolean), so a thousand of them do not
    -- nest a thousand levels deep in the Lua source
    local n, x = 1, e.operand
    while x.kind == "UnaryOp" and x.op == "Not" do n, x = n + 1, x.operand end
    local c = g:cond(x)
    if n % 2 == 0 then return c, true end
    return "(not " .. c .. ")", true
  end
  if e.op == "USub" and e.operand.kind == "Constant" and e.operand.ctype ~= "bool" then
    local v = g:expr(e.operand)
    if v:find("^[%d.]") then
      if v == "9223372036854775808" then return "(-9223372036854775807 - 1)" end
      return "(-" .. v .. ")"
    end
  end
  local v = g:expr(e.operand)
  -- Lua's unary - and ~ are Python's in Python code (patches/lua); non-numbers, -mininteger
  -- and floats for ~ take their metamethods (R.NEG, R.INVERT)
  if e.op == "USub" then return "(- " .. v .. ")" end
  if e.op == "UAdd" then return g:h("POS") .. "(" .. v .. ")" end
  if e.op == "Invert" then return "(~ " .. v .. ")" end
end

-- one comparison a OP b as a Lua boolean expression; value: a == b and a != b give what a
-- user __eq__ or __ne__ returned (EQV, NEV), as CPython does where the result is a value
function Gen:compare1(op, a, b, bnode, value)
  b = one_value(b)
  if op == "Lt" then return "(" .. a .. " < " .. b .. ")"
  elseif op == "LtE" then return "(" .. a .. " <= " .. b .. ")"
  elseif op == "Gt" then return "(" .. a .. " > " .. b .. ")"
  elseif op == "GtE" then return "(" .. a .. " >= " .. b .. ")"
  elseif op == "Eq" or op == "NotEq" then
    local neg = op == "NotEq"
    local c
    if bnode and bnode.kind == "Constant" and (bnode.ctype == "str" or
       (bnode.ctype == "int" and small_int(bnode))) then
      local k = bnode.ctype == "int" and small_int(bnode)
      a = self:simple(a)
      -- a raw == is right for numbers and strings; True == 1; and a value that does not
      -- compare with the magic bound as a number (an object: its __eq__) takes EQ
      local bool = (k == 0 or k == 1) and (" or " .. a .. " == " .. (k == 1 and "true" or "false")) or ""
      if not k then -- a str: the other side is most often a str, which EQ/NE answer in place
        -- (comparing a str with the magic bound would take its metamethod)
        if neg then
          return "(not (" .. a .. " == " .. b .. ") and " .. self:h(value and "NEV" or "NE") ..
            "(" .. a .. ", " .. b .. "))"
        end
        c = "(" .. a .. " == " .. b .. " or " .. self:h(value and "EQV" or "EQ") .. "(" .. a ..
            ", " .. b .. "))"
        return c
      end
      if neg then -- the same test inverted, with NE (a user __ne__) in place of EQ
        return "(not (" .. a .. " == " .. b .. bool .. ") and ((" .. a .. " > -" .. ADD_LIMIT ..
          ") or " .. self:h(value and "NEV" or "NE") .. "(" .. a .. ", " .. b .. ")))"
      end
      c = "(" .. a .. " == " .. b .. bool .. " or (not (" .. a .. " > -" .. ADD_LIMIT .. ") and " ..
          self:h(value and "EQV" or "EQ") .. "(" .. a .. ", " .. b .. ")))"
      if value then return c end
    elseif bnode and bnode.kind == "Constant" and bnode.ctype == "None" then
      c = "(" .. a .. " == " .. b .. ")"
    elseif neg then
      return self:h(value and "NEV" or "NE") .. "(" .. a .. ", " .. b .. ")"
    elseif value then
      return self:h("EQV") .. "(" .. a .. ", " .. b .. ")"
    else
      c = self:h("EQ") .. "(" .. a .. ", " .. b .. ")"
    end
    if neg then return "(not " .. c .. ")" end
    return c
  elseif op == "Is" or op == "IsNot" then
    local c
    if bnode and bnode.kind == "Constant" and (bnode.ctype == "None" or bnode.ctype == "bool") then
      c = "(" .. a .. " == " .. b .. ")"
    else
      c = self:h("rawequal") .. "(" .. a .. ", " .. b .. ")"
    end
    if op == "IsNot" then return "(not " .. c .. ")" end
    return c
  elseif op == "In" then
    return self:h("IN") .. "(" .. a .. ", " .. b .. ")"
  elseif op == "NotIn" then
    return "(not " .. self:h("IN") .. "(" .. a .. ", " .. b .. "))"
  end
end

E.Compare = function(g, e)
  local in_cond = g.cond_node == e
  g.cond_node = nil
  local a = g:expr(e.left)
  if #e.ops == 1 then
    if not is_simple(a) then a = g:let(a) end
    local b = g:expr(e.comparators[1])
    local op = e.ops[1]
    if not in_cond and (op == "Eq" or op == "NotEq") then
      -- a value: what __eq__ returned, which need not be a bool
      return g:compare1(op, a, b, e.comparators[1], true), false
    end
    return g:compare1(op, a, b, e.comparators[1]), true
  end
  -- a < b < c: evaluate each operand once, stop at the first false
  local r = g:tmp()
  g:emit("local " .. r .. " = false;")
  a = g:simple(a)
  if not is_simple(a) then a = g:let(a) end
  g:emit("repeat ")
  for i, op in ipairs(e.ops) do
    local bnode = e.comparators[i]
    local b = g:expr(bnode)
    if i < #e.ops then b = g:simple(b) end
    local c = g:compare1(op, a, b, bnode)
    if i < #e.ops then
      g:emit("if not " .. c .. " then break end; ")
    else
      g:emit(r .. " = " .. c .. ";")
    end
    a = b
  end
  g:emit(" until true;")
  return r, true
end

E.BoolOp = function(g, e)
  -- value semantics: `a or b` is a if a is true, else b
  local r = g:tmp()
  local first = g:expr(e.values[1])
  g:emit("local " .. r .. " = " .. first .. "; repeat ")
  for i = 2, #e.values do
    if e.op == "And" then
      g:emit("if not " .. g:h("T") .. "(" .. r .. ") then break end; ")
    else
      g:emit("if " .. g:h("T") .. "(" .. r .. ") then break end; ")
    end
    local v = g:expr(e.values[i])
    g:emit(r .. " = " .. v .. ";")
  end
  g:emit(" until true;")
  return r
end

E.IfExp = function(g, e)
  local r = g:tmp()
  g:emit("local " .. r .. "; ")
  local c = g:cond(e.test)
  g:emit("if " .. c .. " then ")
  g:emit(r .. " = " .. g:expr(e.body) .. "; else ")
  g:emit(r .. " = " .. g:expr(e.orelse) .. "; end;")
  return r
end

-- The positional part of a call: returns either a list of codes (no starred) or the code of a
-- Lua table built at run time (with starred arguments expanded).
-- A call whose arguments moved to later lines returns to its own line: an error inside the
-- callee then shows the call's line in this frame, as in CPython.
function Gen:call_line(e)
  if e.lineno and e.lineno < self.curpy and self.nomove == 0 then self:at(e.lineno) end
end

-- (callee: the Lua code of the called function, or of {object, method name}, for the error
-- of a starred argument that is not iterable, which CPython words so when it is the only
-- positional argument; "false" in a set display, whose error is iter()'s; none in the others)
function Gen:call_args(args, call, callee)
  if callee and callee ~= "false" and not (#args == 1 and args[1].kind == "Starred") then
    callee = nil
  end
  local codes = {}
  local starred = false
  for _, a in ipairs(args) do
    if a.kind == "Starred" then starred = true end
  end
  -- in a multi-line call every argument is computed on its own line first
  local multiline = call and call.end_lineno and call.end_lineno > call.lineno and self.nomove == 0
  if not starred then
    for i, a in ipairs(args) do
      local c = self:expr(a)
      -- evaluate left to right: later arguments may have pre-statements
      if (i < #args or multiline) and not is_simple(c) then c = self:let(c) end
      codes[#codes + 1] = i == #args and one_value(c) or c
    end
    -- keep every argument's pre-statements before the call, in order
    if #codes > CALL_ARGS_MAX then -- more than Lua's registers hold: a table, as for *args
      return "{" .. concat(codes, ", ") .. "}", true
    end
    return codes, false
  end
  local t = self:let("{}")
  local n = self:let("0")
  for _, a in ipairs(args) do
    if a.kind == "Starred" then
      self:emit(n .. " = " .. self:h("EXTEND") .. "(" .. t .. ", " .. n .. ", " .. self:expr(a.value) ..
        (callee and (", " .. callee) or "") .. ");")
    else
      local c = self:expr(a)
      self:emit(n .. " = " .. n .. " + 1; " .. t .. "[" .. n .. "] = " .. c .. ";")
    end
  end
  return t, true
end

function Gen:kw_args(keywords)
  local parts = {}
  for _, kw in ipairs(keywords) do
    local v = self:expr(kw.value)
    if not is_simple(v) then v = self:let(v) end
    if kw.arg then
      parts[#parts + 1] = lstr(kw.arg) .. ", " .. v
    else
      parts[#parts + 1] = "false, " .. v -- **mapping
    end
  end
  return "{" .. concat(parts, ", ") .. "}"
end

-- Is `name` the builtin (not rebound anywhere at module level, not local)?
function Gen:is_builtin(name)
  return self:resolve(name) == "global" and not self.module_scope.locals[name]
end
-- ... and one the generated code may call itself: not in eval() and exec() source, whose
-- globals may have other builtins or none (opts.dynamic)
function Gen:is_static_builtin(name)
  return not self.dynamic and self:is_builtin(name)
end

-- sum, any, all, min and max of a generator expression (the builtins, one argument; sum may
-- have a start that is a name or a constant) run its loops in place: the same values in the
-- same order, with no generator object and no call per item. any and all stop at the first
-- item that decides, as the builtins stop pulling from the generator.
local FUSED = { sum = true, any = true, all = true, min = true, max = true }
local TO_LIST = { list = true, set = true, tuple = true, sorted = true, frozenset = true }
local CONVERT = { str = "STR", int = "toint", float = "tofloat", type = "typeof", len = "LEN",
  abs = "builtin_abs", chr = "builtin_chr", ord = "builtin_ord", list = "builtin_list",
  tuple = "builtin_tuple" }

-- Can StopIteration come out of node's own code: a call of next() or of __next__, or a raise?
-- Inside a generator (or its expression) PEP 479 makes it a RuntimeError, which a body that
-- runs without a guard (a fused loop, a next function) would not; such bodies take the guard.
-- (A function called from the body that lets StopIteration out is not seen.)
local NO_STOP = { FunctionDef = true, AsyncFunctionDef = true, Lambda = true, ClassDef = true }
local function may_stop(node)
  if type(node) ~= "table" or NO_STOP[node.kind] then return false end
  if node.kind == "Raise" then return true end
  if node.kind == "Call" then
    local f = node.func
    if (f.kind == "Name" and f.id == "next") or (f.kind == "Attribute" and f.attr == "__next__") then
      return true
    end
  end
  for key, v in pairs(node) do
    if type(v) == "table" and key ~= "scope" and may_stop(v) then return true end
  end
  return false
end

function Gen:fused_reduce(name, ge, start)
  local acc = self:tmp()
  local have, label
  if name == "sum" then
    local v = start and self:expr(start) or "0"
    if start and not (start.kind == "Constant" and (start.ctype == "int" or start.ctype == "float")) then
      v = self:h("SUMSTART") .. "(" .. v .. ")" -- (a str, bytes or bytearray start is refused)
    end
    self:emit("local " .. acc .. " = " .. v .. ";")
  elseif name == "any" or name == "all" then
    self:emit("local " .. acc .. " = " .. (name == "all" and "true" or "false") .. ";")
    self.nfused = (self.nfused or 0) + 1
    label = "_f" .. self.nfused
  else
    have = self:tmp()
    self:emit("local " .. acc .. "; local " .. have .. " = false;")
  end
  self:emit("do ")
  self:comp_loops(ge, function()
    if name == "sum" then
      local v = self:expr(ge.elt)
      self:emit(acc .. " = (" .. acc .. " + " .. v .. ");")
    elseif name == "any" then
      self:emit("if " .. self:cond(ge.elt) .. " then " .. acc .. " = true; goto " .. label .. " end;")
    elseif name == "all" then
      self:emit("if not " .. self:cond(ge.elt) .. " then " .. acc .. " = false; goto " .. label .. " end;")
    else
      local v = self:let(self:expr(ge.elt))
      self:emit("if not " .. have .. " then " .. acc .. " = " .. v .. "; " .. have .. " = true; elseif " ..
                self:compare1(name == "max" and "Gt" or "Lt", v, acc) .. " then " .. acc .. " = " .. v .. "; end;")
    end
  end)
  self:emit(" end;")
  if label then self:emit("::" .. label .. "::") end
  if have then
    self:emit("if not " .. have .. " then " .. self:h("EMPTYARG") .. "(" .. lstr(name) .. ") end;")
  end
  return acc
end

-- Can evaluating node run code (a call, a yield, an await, a walrus), outside lambdas?
local EFFECTS = { Call = true, Yield = true, YieldFrom = true, Await = true, NamedExpr = true }
local function all_simple(codes)
  for _, c in ipairs(codes) do if not is_simple(c) then return false end end
  return true
end
-- are the keywords' values names or constants (no statement computes them)?
local function simple_values(keywords)
  for _, kw in ipairs(keywords) do
    local k = kw.value.kind
    if k ~= "Name" and k ~= "Constant" then return false end
  end
  return true
end

local function has_effects(node)
  if type(node) ~= "table" or node.kind == "Lambda" then return false end
  if EFFECTS[node.kind] then return true end
  for key, v in pairs(node) do
    if type(v) == "table" and key ~= "scope" and has_effects(v) then return true end
  end
  return false
end

E.Call = function(g, e)
  local f = e.func
  if f.kind == "Name" and FUSED[f.id] and #e.keywords == 0 and e.args[1] and
     e.args[1].kind == "GeneratorExp" and (#e.args == 1 or (f.id == "sum" and #e.args == 2 and
     (e.args[2].kind == "Constant" or e.args[2].kind == "Name"))) and g:is_static_builtin(f.id) and
     not may_stop(e.args[1]) then
    return g:comp_inline(function() return g:fused_reduce(f.id, e.args[1], e.args[2]) end)
  end
  -- list, set, tuple, sorted and frozenset of a generator expression, and "sep".join of one,
  -- take a comprehension: they build a list of its items first anyway (CPython's too)
  local ge = #e.args == 1 and e.args[1].kind == "GeneratorExp" and e.args[1]
  if ge and not may_stop(ge) and (f.kind == "Name" and TO_LIST[f.id] and
     (#e.keywords == 0 or f.id == "sorted") and g:is_builtin(f.id) or
     f.kind == "Attribute" and f.attr == "join" and #e.keywords == 0 and
     f.value.kind == "Constant" and f.value.ctype == "str") then
    local comp = {}
    for k, v in pairs(ge) do comp[k] = v end
    comp.kind = f.kind == "Name" and f.id == "set" and "SetComp" or "ListComp"
    if f.kind == "Name" and (f.id == "list" or f.id == "set") then return E[comp.kind](g, comp) end
    local call = {}
    for k, v in pairs(e) do call[k] = v end
    call.args = { comp }
    return E.Call(g, call)
  end
  -- str(x), int(x), float(x), type(x), len(x), abs(x), chr(x), ord(x), list(x), tuple(x) of
  -- the builtins: the one-argument forms are the runtime's
  -- conversions, without the type's call (the VM runs STR and toint in place for the common values)
  if f.kind == "Name" and CONVERT[f.id] and #e.args == 1 and #e.keywords == 0 and
     e.args[1].kind ~= "Starred" and g:is_static_builtin(f.id) then
    return g:h(CONVERT[f.id]) .. "(" .. one_value(g:expr(e.args[1])) .. ")"
  end
  -- super() with no arguments
  if f.kind == "Name" and f.id == "super" and #e.args == 0 and g:is_builtin("super") and g.cls then
    local self_name = g.fn and g.fn.first_param
    return g:h("SUPER") .. "(" .. g.cls .. ", " .. (self_name and g:lref(self_name) or g:h("None")) .. ")"
  end
  -- method call: o.m(args)
  if f.kind == "Attribute" then
    f = { kind = f.kind, value = f.value, attr = g:private(f.attr), ctx = f.ctx }
    local o = f.value
    local where = o.kind == "Name" and g.modules[o.id] and g:resolve(o.id)
    if where == "global" or where == "local" then
      -- a module (see find_modules): a plain function call
      local fn = field(g:name_load(o.id), f.attr)
      fn = "(" .. fn .. " or " .. g:h("GA") .. "(" .. g:name_load(o.id) .. ", " .. lstr(f.attr) .. "))"
      return g:plain_call(fn, e)
    end
    -- super().m(args): the method found along the MRO, called with self (no super object)
    if o.kind == "Call" and o.func.kind == "Name" and o.func.id == "super" and #o.args == 0 and
       #o.keywords == 0 and #e.keywords == 0 and g:is_builtin("super") and g.cls and
       g.fn and g.fn.first_param then
      local star = false
      for _, a in ipairs(e.args) do if a.kind == "Starred" then star = true end end
      if not star then
        local self_ref = g:lref(g.fn.first_param)
        local fn = g:let(g:h("SUPERM") .. "(" .. g.cls .. ", " .. self_ref .. ", " .. lstr(f.attr) .. ")")
        local args = g:call_args(e.args, e, "{" .. fn .. ", " .. lstr(f.attr) .. "}")
        g:call_line(e)
        local list = self_ref
        if #args > 0 then list = self_ref .. ", " .. concat(args, ", ") end
        return fn .. "(" .. list .. ")"
      end
    end
    local oc = g:expr(o)
    if not is_simple(oc) or oc:find("^_ENV") or is_literal(oc) then oc = g:let(oc) end
    local mark_line, mark_n = g.cur, #g.lines[g.cur]
    local args, star = g:call_args(e.args, e, "{" .. oc .. ", " .. lstr(f.attr) .. "}")
    local function emitted(line, n) return g.cur ~= line or #g.lines[line] ~= n end
    if g:named_call(e, args, star) and not ((emitted(mark_line, mark_n) or not all_simple(args) or
                                             not simple_values(e.keywords)) and
                                            (has_effects(e.args) or has_effects(e.keywords))) then
      -- CALLMKW (see CALLKW): no argument has an effect to order before the method's lookup
      local site, values = g:named_args(e, args)
      g:call_line(e)
      return g:h("CALLMKW") .. "(" .. site .. ", " .. oc .. ", " .. lstr("@" .. f.attr) .. ", " ..
        values .. ")"
    end
    if #e.keywords > 0 or star then
      local pos = star and args or ("{" .. concat(args, ", ") .. "}")
      local early = emitted(mark_line, mark_n) -- (an argument computed before CALLM looks up)
      if not star then
        for _, c in ipairs(args) do if not is_simple(c) then early = true end end
      end
      if #e.keywords > 0 and pos ~= "{}" then pos = g:let(pos) end -- (before the keywords' values)
      local kw_line, kw_n = g.cur, #g.lines[g.cur]
      local kw = #e.keywords > 0 and g:kw_args(e.keywords) or "nil"
      local pre = ""
      if (early or emitted(kw_line, kw_n)) and (has_effects(e.args) or has_effects(e.keywords)) then
        local t = g:tmp(false) -- the method first, as below (a bound method: CALLM's slow path)
        insert(g.lines[mark_line], mark_n + 1, "local " .. t .. " = " .. g:h("GA") .. "(" .. oc ..
          ", " .. lstr(f.attr) .. ");")
        pre = ", " .. t
      end
      g:call_line(e)
      return g:h("CALLM") .. "(" .. oc .. ", " .. lstr(f.attr) .. ", " .. pos .. ", " .. kw .. pre .. ")"
    end
    local slot = lstr("@" .. f.attr)
    local method = "(" .. oc .. "[" .. slot .. "] or " .. g:h("GM") .. "(" .. oc .. ", " .. lstr(f.attr) .. "))"
    if emitted(mark_line, mark_n) then
      -- the arguments needed statements: the method is looked up before them, as CPython
      -- looks it up before it evaluates the arguments (a missing method raises first)
      local t = g:tmp(false)
      insert(g.lines[mark_line], mark_n + 1, "local " .. t .. " = " .. method .. ";")
      method = t
    end
    g:call_line(e)
    local list = oc
    if #args > 0 then list = oc .. ", " .. concat(args, ", ") end
    return method .. "(" .. list .. ")"
  end
  local fn = g:expr(f)
  if #e.args > 0 or #e.keywords > 0 then
    if not is_simple(fn) then fn = g:let(fn) end
  end
  return g:plain_call(fn, e)
end

-- Does call e (its positional codes args, star when they are a table) name its keywords
-- only, within Lua's argument count? Then CALLKW / CALLMKW take it.
function Gen:named_call(e, args, star)
  if #e.keywords == 0 or star or #args + #e.keywords >= CALL_ARGS_MAX then return false end
  for _, kw in ipairs(e.keywords) do if not kw.arg then return false end end
  return true
end
-- The site constant ("npos name1 name2 ...") and the argument list of a CALLKW/CALLMKW: the
-- positional values, then the keywords' values, each computed in order
function Gen:named_args(e, args)
  local site, codes = { tostring(#args) }, {}
  for i, c in ipairs(args) do
    if i == #args and not is_simple(c) then c = self:let(c) end
    codes[i] = c
  end
  for _, kw in ipairs(e.keywords) do
    local v = self:expr(kw.value)
    if not is_simple(v) then v = self:let(v) end
    site[#site + 1] = kw.arg
    codes[#codes + 1] = v
  end
  return lstr(concat(site, " ")), concat(codes, ", ")
end

function Gen:plain_call(fn, e)
  if is_literal(fn) then fn = self:let(fn) end -- `5()`, `False()`: Lua cannot call a literal
  local args, star = self:call_args(e.args, e, fn)
  self:call_line(e)
  if self:named_call(e, args, star) then
    local site, values = self:named_args(e, args)
    return self:h("CALLKW") .. "(" .. site .. ", " .. fn .. ", " .. values .. ")"
  end
  if #e.keywords > 0 or star then
    local pos = star and args or ("{" .. concat(args, ", ") .. "}")
    -- the positional arguments are evaluated before the keywords' values, as CPython does
    if #e.keywords > 0 and pos ~= "{}" then pos = self:let(pos) end
    local kw = #e.keywords > 0 and self:kw_args(e.keywords) or "nil"
    return self:h("CALL") .. "(" .. fn .. ", " .. pos .. ", " .. kw .. ")"
  end
  return fn .. "(" .. concat(args, ", ") .. ")"
end

-- Lua's string library sits under these plain names in the string metatable (the runtime's
-- own Lua code uses them): a Python read of such an attribute always takes the full lookup.
local lua_string_names = {}
for w in ("sub gsub byte char find format match gmatch rep reverse lower upper len"):gmatch("%S+") do
  lua_string_names[w] = true
end

-- Private names: `__x` (not `__x__`) inside class C is `_C__x`, as CPython mangles them.
function Gen:private(name)
  if self.cls_name and name:find("^__") and not name:find("__$") then
    local cname = self.cls_name:gsub("^_+", "")
    if cname ~= "" then return "_" .. cname .. name end
  end
  return name
end

E.Attribute = function(g, e)
  e = { kind = e.kind, value = e.value, attr = g:private(e.attr), ctx = e.ctx }
  local o = g:expr(e.value)
  if lua_string_names[e.attr] then
    return g:h("GA") .. "(" .. o .. ", " .. lstr(e.attr) .. ")"
  end
  if not is_simple(o) or is_literal(o) then o = g:let(o) end
  return "(" .. field(o, e.attr) .. " or " .. g:h("GA") .. "(" .. o .. ", " .. lstr(e.attr) .. "))"
end

function Gen:slice_parts(s)
  local lo = s.lower and self:expr(s.lower) or "nil"
  if not is_simple(lo) and lo ~= "nil" then lo = self:let(lo) end
  local hi = s.upper and self:expr(s.upper) or "nil"
  if not is_simple(hi) and hi ~= "nil" then hi = self:let(hi) end
  local st = s.step and self:expr(s.step) or "nil"
  return lo, hi, st
end

E.Subscript = function(g, e)
  local o = g:expr(e.value)
  if not is_simple(o) then o = g:let(o) end
  if e.slice.kind == "Slice" then
    local lo, hi, st = g:slice_parts(e.slice)
    return g:h("GSL") .. "(" .. o .. ", " .. lo .. ", " .. hi .. ", " .. st .. ")"
  end
  local k = one_value(g:expr(e.slice))
  return g:h("GI") .. "(" .. o .. ", " .. k .. ")"
end

E.Slice = function(g, e)
  local lo, hi, st = g:slice_parts(e)
  return g:h("SLICE") .. "(" .. lo .. ", " .. hi .. ", " .. st .. ")"
end

-- Elements of a display with possible starred items: returns the code of a Lua array table
-- and its length expression. (set: a set display's)
function Gen:elements(elts, set)
  local starred = false
  for _, x in ipairs(elts) do if x.kind == "Starred" then starred = true end end
  if not starred then
    local codes = {}
    for i, x in ipairs(elts) do
      local c = self:expr(x)
      if i < #elts and not is_simple(c) then c = self:let(c) end
      codes[i] = i == #elts and one_value(c) or c
    end
    return "{" .. concat(codes, ", ") .. "}"
  end
  local t, _ = self:call_args(elts, nil, set and "false" or nil)
  return t
end

E.List = function(g, e)
  return g:h("LIST") .. "(" .. g:elements(e.elts) .. ")"
end

-- An expression CPython's AST optimizer folds to a constant that cannot raise: a literal, a
-- sign on a number (or `~` on an int, `not` on any of them), a tuple of them. A tuple of such
-- is built once, when the chunk starts (E.Tuple): a loop over `((1, 0), (-1, 0))` allocates
-- nothing. A set display of them is CPython's frozenset constant (E.Set).
local NUMERIC = { int = true, float = true, complex = true, bool = true }
local function signed_number(x)
  if x.kind == "Constant" then return NUMERIC[x.ctype] or false end
  return x.kind == "UnaryOp" and (x.op == "USub" or x.op == "UAdd") and signed_number(x.operand)
end
local folds
function folds(x)
  if x.kind == "Constant" then return true end
  if x.kind == "UnaryOp" then
    local o = x.operand
    if x.op == "Not" then return folds(o) end
    if x.op == "Invert" then return o.kind == "Constant" and (o.ctype == "int" or o.ctype == "bool") end
    return signed_number(o)
  end
  if x.kind == "Tuple" then
    for _, y in ipairs(x.elts) do if not folds(y) then return false end end
    return true
  end
  return false
end

-- The code of constant k: a slot of the chunk's table of constants (_K), filled in its prologue.
function Gen:constant(code)
  local consts = self.consts
  local i = consts[code]
  if not i then
    i = #consts + 1
    consts[i], consts[code] = code, i
  end
  return "_K[" .. i .. "]"
end

local literal_tuple_code
function literal_tuple_code(g, e)
  local codes = {}
  for i, x in ipairs(e.elts) do
    codes[i] = x.kind ~= "Tuple" and g:expr(x) or #x.elts == 0 and g:h("EMPTY") or
               literal_tuple_code(g, x)
  end
  return g:h("TUPLE") .. "({" .. concat(codes, ", ") .. "})"
end

E.Tuple = function(g, e)
  if #e.elts == 0 then return g:h("EMPTY") end
  if folds(e) then return g:constant(literal_tuple_code(g, e)) end
  return g:h("TUPLE") .. "(" .. g:elements(e.elts) .. ")"
end

E.Set = function(g, e)
  local const = #e.elts > 2
  for _, x in ipairs(e.elts) do
    if not folds(x) then const = false end
  end
  -- CPython builds a display of constants from a frozenset constant: its own set order
  return g:h(const and "SETCONST" or "SET") .. "(" .. g:elements(e.elts, true) .. ")"
end

E.Dict = function(g, e)
  local d = g:let(g:h("DICT") .. "()")
  for i, k in ipairs(e.keys) do
    if k then
      local kc = g:expr(k)
      if not is_simple(kc) then kc = g:let(kc) end
      local vc = g:expr(e.values[i])
      g:emit(g:h("SI") .. "(" .. d .. ", " .. kc .. ", " .. one_value(vc) .. ");")
    else
      g:emit(g:h("DUPDATE") .. "(" .. d .. ", " .. g:expr(e.values[i]) .. ");")
    end
  end
  return d
end

E.JoinedStr = function(g, e)
  local parts = {}
  for _, v in ipairs(e.values) do
    if v.kind == "Constant" then
      parts[#parts + 1] = lstr(v.value)
    else
      local c = g:expr(v.value)
      if v.format_spec and not is_simple(c) then -- the value before the spec's expressions
        for _, sv in ipairs(v.format_spec.values) do
          if sv.kind ~= "Constant" then c = g:let(c); break end
        end
      end
      if v.conversion == 114 then c = g:h("REPR") .. "(" .. c .. ")"
      elseif v.conversion == 97 then c = g:h("ASCII") .. "(" .. c .. ")"
      elseif v.conversion == 115 then c = g:h("STR") .. "(" .. c .. ")" end
      if v.format_spec then
        local spec = E.JoinedStr(g, v.format_spec)
        c = g:h("FORMAT") .. "(" .. c .. ", " .. spec .. ")"
      elseif v.conversion ~= 114 and v.conversion ~= 97 and v.conversion ~= 115 then
        c = g:h("FSTR") .. "(" .. c .. ")"
      end
      if #e.values > 1 then c = g:let(c) end
      parts[#parts + 1] = c
    end
  end
  if #parts == 0 then return '""' end
  while #parts > CONCAT_GROUP do
    local groups = {}
    for i = 1, #parts, CONCAT_GROUP do
      groups[#groups + 1] = "(" .. concat(parts, " .. ", i, math.min(i + CONCAT_GROUP - 1, #parts)) .. ")"
    end
    parts = groups
  end
  return "(" .. concat(parts, " .. ") .. ")"
end

E.FormattedValue = function(g, e)
  return E.JoinedStr(g, { values = { e } })
end

E.Starred = function(g, e)
  syntax_error(e, "can't use starred expression here")
end

-- Lambda and def share the function builder.
E.Lambda = function(g, e)
  return g:function_value(e, "<lambda>", true)
end

E.Yield = function(g, e)
  local v = e.value and g:expr(e.value) or g:h("None")
  -- in an `async def`, an async generator's yield (objcoro.lua)
  return g:h(g.fn and g.fn.is_async and "AYIELD" or "YIELD") .. "(" .. v .. ")"
end

E.YieldFrom = function(g, e)
  if g.fn and g.fn.is_async then syntax_error(e, "'yield from' inside async function") end
  return g:h("YIELDFROM") .. "(" .. g:expr(e.value) .. ")"
end

-- the await of an `async def` (objcoro.lua)
local function check_async(g, node, what)
  if not g.fn then syntax_error(node, what .. " outside function") end
  if not g.fn.is_async then syntax_error(node, what .. " outside async function") end
  if g.in_genexp then unsupported(node, what .. " in a generator expression", "use a list comprehension") end
end

E.Await = function(g, e)
  check_async(g, e, "'await'")
  return g:h("AWAIT") .. "(" .. g:expr(e.value) .. ")"
end

---------------------------------------------------------------------------------------------
-- Comprehensions
---------------------------------------------------------------------------------------------

-- Emits the loops of a comprehension; `inner()` emits the innermost body.
function Gen:comp_loops(node, inner)
  local saved = self.scope
  local gens = node.generators
  -- the first iterable is evaluated in the enclosing scope
  local first_iter
  local first_async = gens[1].is_async and gens[1].is_async ~= 0
  local first_multi = not first_async and self:multi_iter(gens[1].iter, gens[1].target)
  if first_async then
    first_iter = self:let(self:expr(gens[1].iter))
  elseif first_multi then
    first_iter = self:multi_args(first_multi)
  elseif not self:is_range(gens[1].iter, gens[1].target) then
    first_iter = self:expr(gens[1].iter)
    if not is_simple(first_iter) then first_iter = self:let(first_iter) end
    -- `[a * 2 for a in a]` in a function: the comprehension's own local `a` is declared
    -- before its loop, so the enclosing `a` is read into a temporary first
    for _, n in ipairs(node.scope.order) do
      if first_iter == mangle(n) then first_iter = self:let(first_iter) break end
    end
  end
  local first_range = first_iter == nil and not first_multi and self:range_args(gens[1].iter)
  self.scope = node.scope
  local decl = {}
  for _, n in ipairs(node.scope.order) do decl[#decl + 1] = mangle(n) end
  if #decl > 0 then self:emit("local " .. concat(decl, ", ") .. ";") end
  local closers = 0
  for i, gen in ipairs(gens) do
    local it
    local m = i == 1 and first_multi or (i > 1 and self:multi_iter(gen.iter, gen.target))
    if gen.is_async and gen.is_async ~= 0 then
      if not (self.fn and self.fn.is_async) then
        syntax_error(node, "asynchronous comprehension outside of an asynchronous function")
      end
      local v = self:tmp(false)
      self:emit("for _, " .. v .. " in " .. self:h("AFOR") .. "(" ..
                (i == 1 and first_iter or self:expr(gen.iter)) .. ") do " .. self:tick())
      self:assign(gen.target, v)
    elseif m then
      self:multi_header(m, i == 1 and first_iter or self:multi_args(m), gen.target)
    else
      if i == 1 then it = first_iter
      elseif not self:is_range(gen.iter, gen.target) then it = self:expr(gen.iter) end
      self:for_header(gen.target, it, gen.iter, nil, i == 1 and first_range or nil)
    end
    closers = closers + 1
    for _, cond in ipairs(gen.ifs) do
      self:emit("if " .. self:cond(cond) .. " then ")
      closers = closers + 1
    end
  end
  inner()
  for _ = 1, closers do self:emit(" end;") end
  self.scope = saved
end

-- Comprehensions run inline: their loops' locals are the enclosing Lua function's (8 a level).
-- Every COMP_NEST-th one nested in another runs in a closure of its own, so that deep nests
-- stay within Lua's 200 locals (CPython nests them up to its parser's 200 parentheses).
local COMP_NEST = 6
function Gen:comp_inline(build)
  local depth = (self.comp_depth or 0) + 1
  self.comp_depth = depth
  if depth % COMP_NEST ~= 0 then
    local v = build()
    self.comp_depth = depth - 1
    return v
  end
  local r, saved_live = self:tmp(false), self.live
  self:emit("local " .. r .. " = (function() ")
  local v = build()
  self:emit(" return " .. v .. " end)();")
  self.live, self.comp_depth = saved_live, depth - 1
  return r
end

E.ListComp = function(g, e)
  return g:comp_inline(function()
    local l = g:let(g:h("LIST") .. "({})")
    local n = g:let("0")
    g:emit("do ")
    g:comp_loops(e, function()
      local v = g:expr(e.elt)
      g:emit(n .. " = " .. n .. " + 1; " .. l .. "[" .. n .. "] = " .. v .. ";")
    end)
    g:emit(" end;")
    return l
  end)
end

E.SetComp = function(g, e)
  return g:comp_inline(function()
    local s = g:let(g:h("SET") .. "({})")
    g:emit("do ")
    g:comp_loops(e, function()
      g:emit(g:h("SADD") .. "(" .. s .. ", " .. g:expr(e.elt) .. ");")
    end)
    g:emit(" end;")
    return s
  end)
end

E.DictComp = function(g, e)
  return g:comp_inline(function()
    local d = g:let(g:h("DICT") .. "()")
    g:emit("do ")
    g:comp_loops(e, function()
      local k = g:expr(e.key)
      if not is_simple(k) then k = g:let(k) end
      g:emit(g:h("SI") .. "(" .. d .. ", " .. k .. ", " .. one_value(g:expr(e.value)) .. ");")
    end)
    g:emit(" end;")
    return d
  end)
end

-- A generator expression is a closure over its loop state, not a coroutine: it cannot yield
-- anywhere but at its element, so `next` is a state machine over its `for` levels. The first
-- iterable is evaluated (and iter() taken) where the expression stands, as CPython does; the
-- comprehension's variables, the levels' next functions and the level to resume live outside
-- the closure. While it runs, and once it raised or was exhausted, the level is 0 (done).
-- GENFN(f) makes the generator object; f(true) ends it (close, throw).
E.GeneratorExp = function(g, e)
  return g:comp_inline(function()
    local gens = e.generators
    for _, gen in ipairs(gens) do
      if gen.is_async and gen.is_async ~= 0 then unsupported(e, "'async for'", "use a plain for") end
    end
    -- each level's iterator: a next function (nfs[i]), or for a multi_iter plan (zip, enumerate,
    -- items) the generic-for triple ms[i] = { f, s, c } of its helper
    local ms = {}
    for i, gen in ipairs(gens) do ms[i] = g:multi_iter(gen.iter, gen.target) or false end
    local nfs = {}
    local function open_multi(i, args, declare)
      local vars = ms[i].vars or { g:tmp(false), g:tmp(false), g:tmp(false) } -- (levels 2..: declared below)
      ms[i].vars = vars
      g:emit((declare and "local " or "") .. concat(vars, ", ") .. " = " .. g:h(ms[i].helper) .. "(" ..
        args .. ");")
    end
    if ms[1] then
      open_multi(1, g:multi_args(ms[1]), true)
    else
      nfs[1] = g:let(g:h("ITERATE") .. "(" .. g:expr(gens[1].iter) .. ")")
    end
    -- the closure's state is local to a block, so that its variables do not shadow a name of
    -- the enclosing scope that the statement assigns (`z = next(z for z in ...)`)
    local t = g:tmp()
    if not t:find("[", 1, true) then g:emit("local " .. t .. "; ") end
    g:emit("do ")
    local saved, saved_genexp = g.scope, g.in_genexp
    g.scope, g.in_genexp = e.scope, true
    local decl = {}
    for _, n in ipairs(e.scope.order) do decl[#decl + 1] = mangle(n) end
    if #decl > 0 then g:emit("local " .. concat(decl, ", ") .. ";") end
    for i = 2, #gens do
      if ms[i] then
        ms[i].vars = { g:tmp(false), g:tmp(false), g:tmp(false) }
        g:emit("local " .. concat(ms[i].vars, ", ") .. ";")
      else
        nfs[i] = g:tmp(false); g:emit("local " .. nfs[i] .. ";")
      end
    end
    local lv = g:tmp(false)
    g:emit("local " .. lv .. " = 1;")
    local saved_fn, saved_live, saved_spill = g.fn, g.live, g.stmt_spill
    g.fn = { loops = {}, trydepth = 0, scope = e.scope }
    g.live, g.stmt_spill = 0, false
    g:emit(t .. " = " .. g:h("GENFN") .. "(function(_k) if _k then " .. lv ..
      " = 0; return nil end; local _l = " .. lv .. "; " .. lv .. " = 0; while true do ")
    for i, gen in ipairs(gens) do
      g:emit((i == 1 and "if" or "elseif") .. " _l == " .. i .. " then ")
      local m = ms[i]
      local v = g:tmp(false)
      local vs
      if m then
        vs = {}
        for j = 1, m.n do vs[j] = g:tmp(false) end
        local f, st, c = m.vars[1], m.vars[2], m.vars[3]
        if m.bare then -- the first part is the control
          vs[1] = v
          g:emit("local " .. concat(vs, ", ") .. " = " .. f .. "(" .. st .. ", " .. c .. "); ")
        else
          g:emit("local " .. v .. ", " .. concat(vs, ", ") .. " = " .. f .. "(" .. st .. ", " .. c .. "); ")
        end
      else
        g:emit("local " .. v .. " = " .. nfs[i] .. "(); ")
      end
      if i == 1 then
        g:emit("if " .. v .. " == nil then return nil end; ")
      else
        g:emit("if " .. v .. " == nil then _l = " .. (i - 1) .. " else ")
      end
      if m then
        g:emit(m.vars[3] .. " = " .. v .. "; ")
        for j, el in ipairs(gen.target.elts) do g:assign(el, vs[j]) end
      else
        g:assign(gen.target, v)
      end
      local closers = 0
      for _, cond in ipairs(gen.ifs) do
        g:emit("if " .. g:cond(cond) .. " then ")
        closers = closers + 1
      end
      if i == #gens then
        local r = g:let(g:expr(e.elt))
        g:emit(lv .. " = " .. i .. "; return " .. r .. "; ")
      else
        if ms[i + 1] then
          open_multi(i + 1, g:multi_args(ms[i + 1]), false)
          g:emit("_l = " .. (i + 1) .. "; ")
        else
          g:emit(nfs[i + 1] .. " = " .. g:h("ITERATE") .. "(" .. g:expr(gens[i + 1].iter) .. "); _l = " ..
            (i + 1) .. "; ")
        end
      end
      for _ = 1, closers do g:emit(" end;") end
      if i > 1 then g:emit(" end;") end
    end
    g:emit(" else return nil end; end; end, " .. lstr(qualprefix(saved) .. "<genexpr>") ..
      (may_stop(e) and ", true" or "") .. "); end;")
    g.fn, g.live, g.stmt_spill = saved_fn, saved_live, saved_spill
    g.scope, g.in_genexp = saved, saved_genexp
    return t
  end)
end

---------------------------------------------------------------------------------------------
-- Assignment
---------------------------------------------------------------------------------------------

-- Is e a call globals() of the builtin (not a name of the program's)? Its dict is a copy of the
-- module's names, so `globals()[k] = v` and `del globals()[k]` go through GSET and GDEL, which
-- change the module's names too when the dict is globals()'s.
function Gen:is_globals_call(e)
  return e.kind == "Call" and e.func.kind == "Name" and e.func.id == "globals" and #e.args == 0
    and #(e.keywords or {}) == 0 and self:resolve("globals") == "global"
    and not self.module_scope.locals["globals"]
end

function Gen:assign(t, v)
  local k = t.kind
  if k == "Name" then
    self:name_store(t.id, v)
  elseif k == "Attribute" then
    t = { kind = t.kind, value = t.value, attr = self:private(t.attr), ctx = t.ctx }
    local o = self:expr(t.value)
    if not is_simple(o) then o = self:let(o) end
    local fn = self.fn
    if fn and fn.is_method and t.value.kind == "Name" and t.value.id == fn.first_param
       and self:resolve(fn.first_param) == "local" and is_ident(t.attr) then
      -- `self.x = v` in a method: a raw store; a new key goes through the instance's
      -- __newindex (properties, __setattr__), an existing one is a plain attribute
      self:emit(field(o, t.attr) .. " = " .. v .. ";")
      return
    end
    self:emit(self:h("SA") .. "(" .. o .. ", " .. lstr(t.attr) .. ", " .. v .. ");")
  elseif k == "Subscript" then
    local o = self:expr(t.value)
    if not is_simple(o) then o = self:let(o) end
    if t.slice.kind == "Slice" then
      local lo, hi, st = self:slice_parts(t.slice)
      self:emit(self:h("SSL") .. "(" .. o .. ", " .. lo .. ", " .. hi .. ", " .. st .. ", " .. v .. ");")
    else
      local key = self:expr(t.slice)
      local si = self:is_globals_call(t.value) and "GSET" or "SI"
      self:emit(self:h(si) .. "(" .. o .. ", " .. key .. ", " .. one_value(v) .. ");")
    end
  elseif k == "Tuple" or k == "List" then
    local n = #t.elts
    local star
    for i, x in ipairs(t.elts) do if x.kind == "Starred" then star = i end end
    local call = star and (self:h("UNPACKSTAR") .. "(" .. v .. ", " .. (star - 1) .. ", " .. (n - star) .. ")")
      or (self:h("UNPACK") .. "(" .. v .. ", " .. n .. ")")
    if n > CALL_ARGS_MAX then
      -- Lua's multiple assignment recurses once per target: many targets take a table
      local tab = self:let("{" .. call .. "}")
      for i, x in ipairs(t.elts) do
        if x.kind == "Starred" then x = x.value end
        self:assign(x, tab .. "[" .. i .. "]")
      end
      return
    end
    if n == 0 then -- `[] = x` / `() = x`: x must be empty
      self:emit(self:h("UNPACK") .. "(" .. v .. ", 0);")
      return
    end
    local names = { self:tmps(n) }
    if star then
      self:emit("local " .. concat(names, ", ") .. " = " .. self:h("UNPACKSTAR") .. "(" .. v ..
                ", " .. (star - 1) .. ", " .. (n - star) .. ");")
    else
      self:emit("local " .. concat(names, ", ") .. " = " .. self:h("UNPACK") .. "(" .. v .. ", " .. n .. ");")
    end
    for i, x in ipairs(t.elts) do
      if x.kind == "Starred" then x = x.value end
      self:assign(x, names[i])
    end
  elseif k == "Starred" then
    syntax_error(t, "starred assignment target must be in a list or tuple")
  else
    syntax_error(t, "cannot assign to " .. k)
  end
end

---------------------------------------------------------------------------------------------
-- Statements
---------------------------------------------------------------------------------------------

local S = {}

-- Loops need no counter of their own: moonpy's Lua counts the operation budget at every
-- back-edge and call (patches/lua).
function Gen:tick()
  return ""
end

-- Compiles one statement; its temporaries are scoped by a do ... end around it.
function Gen:stmt(s)
  self:at(s.lineno)
  local h = S[s.kind]
  if not h then unsupported(s, "'" .. s.kind .. "'") end
  local line, l = self.cur, self.lines[self.cur]
  local pos = #l + 1
  local saved, saved_live, saved_spill = self.stmt_tmps, self.live, self.stmt_spill
  self.stmt_tmps = 0
  self.stmt_spill = nil
  h(self, s)
  local spill = self.stmt_spill
  if spill then
    -- declarations of spilled temporaries become plain assignments to the table's slots
    local esc = spill:gsub("%p", "%%%0")
    for n = line, self.cur do
      local pieces = self.lines[n]
      for i = (n == line and pos or 1), #pieces do
        pieces[i] = pieces[i]:gsub("local (" .. esc .. "%[%d+%]);", "")
          :gsub("local (" .. esc .. "%[%d+%][^=;]-) =", "%1 =")
      end
    end
    insert(self.lines[line], pos, "local " .. spill .. " = {}; ")
  end
  if self.stmt_tmps > 0 then
    insert(self.lines[line], pos, "do ")
    self:emit(" end;")
  end
  self.stmt_tmps, self.live, self.stmt_spill = saved, saved_live, saved_spill
end

function Gen:block(body)
  for _, s in ipairs(body) do self:stmt(s) end
end

S.Expr = function(g, s)
  local v = s.value
  -- the REPL (opts.interactive): an expression statement outside functions and class bodies
  -- shows its value, as CPython's 'single' mode does (sys.displayhook: repr, and `_`)
  if g.interactive and g.fn == nil and g.cls == nil then
    g:emit(g:h("DISPLAY") .. "(" .. g:expr(v) .. ");")
    return
  end
  -- docstrings and bare constants do nothing, except as a cell's final expression (its result)
  if v.kind == "Constant" and not (g.fn == nil and g.is_last_expr == s) then return end
  if v.kind == "Yield" and g.fn and g.fn.sm then -- a tail yield (see Gen:sm_plan): return it
    -- the value first (an error there ends the generator), in a local: no tail call, so that
    -- a traceback keeps the generator's frame. After the loop, the state stays 'done'.
    local y = v.value and g:expr(v.value) or g:h("None")
    if not is_simple(y) then y = g:let(y) end
    local sm = g.fn.sm
    local resume = s.sm_k and (sm.resume .. " = " .. s.sm_k .. "; ") or ""
    g:emit((sm.after and "" or (sm.state .. " = 1; " .. resume)) .. "do return " .. y .. " end;")
    return
  end
  local code = g:expr(v)
  if g.fn == nil and g.is_last_expr == s then
    g:emit("_ENV[" .. lstr("\0last") .. "] = " .. code .. ";")
    return
  end
  -- (a call inlined into statements, as min() of a generator expression, leaves a value)
  local call = v.kind == "Yield" or v.kind == "YieldFrom" or (v.kind == "Call" and one_value(code) ~= code)
  if call then
    if code:find("^%(") then g:emit(";") end
    g:emit(code .. ";")
  elseif not is_simple(code) then
    g:emit("local _ = " .. code .. ";")
  end
end

S.Pass = function(g, s) end

---------------------------------------------------------------------------------------------
-- Strings built in a loop
---------------------------------------------------------------------------------------------
-- `s += piece` (or `s = s + piece`) in a loop copies s every time: quadratic where CPython
-- (which appends in place when it holds the only reference) is linear. A variable whose only
-- uses in a loop are such statements, and that nothing else can see while the loop runs (a
-- local no nested function captures; a module variable no function reads; no try around the
-- loop, no locals(), globals(), vars(), eval() or exec()), collects its pieces in a table
-- while they are strs, and becomes their concatenation when the loop ends or a piece is not
-- a str. The statements still compute s + piece the usual way whenever s is not a str.

local OBSERVERS = { "locals", "globals", "vars", "eval", "exec", "dir" }

-- the `s` of `s += e` or `s = s + e`, and e; nil for other statements
local function str_append(s)
  if s.kind == "AugAssign" and s.op == "Add" and s.target.kind == "Name" then
    -- a number added is a counter, never a str's piece
    if s.value.kind == "Constant" and s.value.ctype ~= "str" then return nil end
    return s.target.id, s.value
  elseif s.kind == "Assign" and #s.targets == 1 and s.targets[1].kind == "Name" and
         s.value.kind == "BinOp" and s.value.op == "Add" and s.value.left.kind == "Name" and
         s.value.left.id == s.targets[1].id then
    return s.targets[1].id, s.value.right
  end
  return nil
end

-- counts, in node, the appends to each name and every other mention of it
local function count_uses(node, appends, other)
  if type(node) ~= "table" then return end
  local name, piece = nil, nil
  if node.kind then name, piece = str_append(node) end
  if name then
    appends[name] = (appends[name] or 0) + 1
    count_uses(piece, appends, other)
    return
  end
  if node.kind == "Name" then
    other[node.id] = (other[node.id] or 0) + 1
  elseif node.kind == "Global" or node.kind == "Nonlocal" then
    for _, n in ipairs(node.names) do other[n] = (other[n] or 0) + 1 end
  end
  for k, v in pairs(node) do
    if type(v) == "table" and k ~= "scope" then count_uses(v, appends, other) end
  end
end

-- does a scope below s read or rebind name from outside?
local function seen_below(s, name)
  for _, c in ipairs(s.children) do
    if c.uses[name] or c.nonlocals[name] or c.globals[name] or seen_below(c, name) then
      return true
    end
  end
  return false
end

local function observers(s)
  for _, o in ipairs(OBSERVERS) do
    if s.uses[o] then return true end
  end
  for _, c in ipairs(s.children) do
    if observers(c) then return true end
  end
  return false
end

-- The names to build as pieces in loop node `loop`, sorted.
function Gen:str_buffers(loop)
  local sc = self.scope
  if sc.kind ~= "function" and sc.kind ~= "module" then return {} end
  if self:trydepth() > 0 then return {} end
  local appends, other = {}, {}
  count_uses(loop, appends, other)
  local names = {}
  for name in pairs(appends) do
    if not other[name] and not (self.strbuf and self.strbuf[name]) and sc.locals[name] and
       not sc.globals[name] and not sc.nonlocals[name] and not seen_below(sc, name) then
      names[#names + 1] = name
    end
  end
  if #names == 0 then return names end
  local top = sc
  while top.parent do top = top.parent end
  if observers(sc.kind == "module" and top or sc) then return {} end
  sort(names)
  return names
end

-- Opens the buffers of names before a loop; returns the list to close after it.
function Gen:strbuf_open(names)
  local opened = {}
  self.strbuf = self.strbuf or {}
  for _, name in ipairs(names) do
    local b, c = self:tmp(false), self:tmp(false)
    self:emit("local " .. b .. "; local " .. c .. " = 0; ")
    self.strbuf[name] = { b = b, c = c }
    opened[#opened + 1] = name
  end
  return opened
end

-- After the loop: each name is its pieces' concatenation.
function Gen:strbuf_close(opened)
  for _, name in ipairs(opened) do
    local buf = self.strbuf[name]
    self.strbuf[name] = nil
    self:emit(" if " .. buf.b .. " then ")
    self:name_store(name, self:h("concat") .. "(" .. buf.b .. ", \"\", 1, " .. buf.c .. ")")
    self:emit(" end; ")
  end
end

-- An append statement to a buffered name: a str piece goes to the table; anything else ends
-- the buffer and runs the statement as usual.
function Gen:strbuf_append(s, name, piece)
  local buf = self.strbuf[name]
  local e = self:let(self:expr(piece))
  local ty = self:h("type")
  self:emit("if " .. buf.b .. " and " .. ty .. "(" .. e .. ") == \"string\" then " .. buf.c .. " = " ..
    buf.c .. " + 1; " .. buf.b .. "[" .. buf.c .. "] = " .. e .. "; else ")
  self:emit("if " .. buf.b .. " then ")
  self:name_store(name, self:h("concat") .. "(" .. buf.b .. ", \"\", 1, " .. buf.c .. ")")
  self:emit(buf.b .. " = nil end; ")
  local raw = { kind = "_Lua", code = e }
  -- a value that is not a number took the slow path: a str result starts the pieces again
  local restart = function(r)
    self:emit(" if " .. ty .. "(" .. r .. ") == \"string\" then " .. buf.b .. " = {" .. r .. "}; " ..
      buf.c .. " = 1 end; ")
  end
  self.strbuf[name] = nil
  if s.kind == "AugAssign" then
    S.AugAssign(self, { kind = "AugAssign", target = s.target, op = "Add", value = raw }, restart)
  else
    local cur = self:name_load(name)
    if not is_simple(cur) then cur = self:let(cur) end
    if self:resolve(name) == "local" and s.value.left.unbound ~= false then
      self:emit("if " .. cur .. " == nil then " .. self:h("UNBOUND") .. "(" .. lstr(name) .. ") end; ")
    end
    local r = self:tmp()
    self:emit("local " .. r .. " = " .. cur .. " + " .. e .. "; if not " .. self:h("isluanum") .. "(" .. r ..
      ") then ")
    restart(r)
    self:emit(" end; ")
    self:name_store(name, r)
  end
  self.strbuf[name] = buf
  self:emit(" end;")
end

S.Assign = function(g, s)
  if g.strbuf then
    local name, piece = str_append(s)
    if name and g.strbuf[name] then return g:strbuf_append(s, name, piece) end
  end
  local t1, val = s.targets[1], s.value
  if #s.targets == 1 and (t1.kind == "Tuple" or t1.kind == "List") and
     (val.kind == "Tuple" or val.kind == "List") and #t1.elts == #val.elts and #val.elts <= 16 then
    -- `a, b = x, y`: the values left to right, then the targets left to right, with no
    -- tuple made and unpacked between them
    local plain = true
    for i = 1, #val.elts do
      if t1.elts[i].kind == "Starred" or val.elts[i].kind == "Starred" then plain = false end
    end
    if plain then
      local vs = {}
      for i, x in ipairs(val.elts) do vs[i] = g:let(g:expr(x)) end
      for i, x in ipairs(t1.elts) do g:assign(x, vs[i]) end
      return
    end
  end
  local v = g:expr(val)
  if #s.targets == 1 and s.targets[1].kind == "Name" then
    g:name_store(s.targets[1].id, v)
    return
  end
  if not is_simple(v) or #s.targets > 1 then v = g:let(v) end
  for _, t in ipairs(s.targets) do g:assign(t, v) end
end

-- The text of an annotation under `from __future__ import annotations` (PEP 563): CPython's
-- compiler unparses the expression (Python/ast_unparse.c) for the forms annotations take.
local function pyrepr_str(v)
  local q = (v:find("'", 1, true) and not v:find('"', 1, true)) and '"' or "'"
  local out = v:gsub("[\\%c" .. q .. "]", function(c)
    if c == "\\" then return "\\\\" end
    if c == q then return "\\" .. q end
    if c == "\n" then return "\\n" end
    if c == "\t" then return "\\t" end
    if c == "\r" then return "\\r" end
    return format("\\x%02x", c:byte())
  end)
  return q .. out .. q
end
local unparse
local function unparse_list(items, sep)
  local parts = {}
  for i, e in ipairs(items) do parts[i] = unparse(e) end
  return concat(parts, sep or ", ")
end
unparse = function(e, prec)
  prec = prec or 0
  local k = e.kind
  if k == "Name" then return e.id end
  if k == "Attribute" then return unparse(e.value, 100) .. "." .. e.attr end
  if k == "Constant" then
    if e.ctype == "str" then return pyrepr_str(e.value) end
    if e.ctype == "None" then return "None" end
    if e.ctype == "Ellipsis" then return "..." end
    if e.ctype == "bool" then return e.value and "True" or "False" end
    if e.ctype == "int" then return e.value end
    return tostring(e.value)
  end
  if k == "Subscript" then
    local sl = e.slice
    local inner = sl.kind == "Tuple" and #sl.elts > 0 and unparse_list(sl.elts) or unparse(sl)
    return unparse(e.value, 100) .. "[" .. inner .. "]"
  end
  if k == "BinOp" and e.op == "BitOr" then
    local r = unparse(e.left, 9) .. " | " .. unparse(e.right, 10)
    if prec > 9 then r = "(" .. r .. ")" end
    return r
  end
  if k == "Tuple" then
    if #e.elts == 1 then return "(" .. unparse(e.elts[1]) .. ",)" end
    return "(" .. unparse_list(e.elts) .. ")"
  end
  if k == "List" then return "[" .. unparse_list(e.elts) .. "]" end
  if k == "Call" then
    local parts = {}
    for _, a in ipairs(e.args) do parts[#parts + 1] = unparse(a) end
    for _, kw in ipairs(e.keywords or {}) do parts[#parts + 1] = (kw.arg or "**") .. "=" .. unparse(kw.value) end
    return unparse(e.func, 100) .. "(" .. concat(parts, ", ") .. ")"
  end
  return "..."
end

S.AnnAssign = function(g, s)
  if s.value then
    g:assign(s.target, g:expr(s.value))
  end
  -- class bodies record their annotations (dataclasses read them); as strings under
  -- `from __future__ import annotations`
  if g.scope.kind == "class" and s.target.kind == "Name" and s.simple ~= 0 then
    local ann = g.future_annotations and lstr(unparse(s.annotation)) or g:expr(s.annotation)
    g:emit(g:h("ANNOTATE") .. "(_Rns, " .. lstr(s.target.id) .. ", " .. ann .. ");")
  elseif g.fn == nil and g.cls == nil and s.target.kind == "Name" and s.simple ~= 0 then
    -- the module's __annotations__ (M.generate made it, as CPython's SETUP_ANNOTATIONS)
    local ann = g.future_annotations and lstr(unparse(s.annotation)) or g:expr(s.annotation)
    g:emit(g:h("ANNOTATE") .. "(_ENV, " .. lstr(s.target.id) .. ", " .. ann .. ");")
  end
end

S.AugAssign = function(g, s, after_iop)
  if g.strbuf then
    local name, piece = str_append(s)
    if name and g.strbuf[name] then return g:strbuf_append(s, name, piece) end
  end
  local t = s.target
  local cur, store
  if t.kind == "Name" then
    cur = g:name_load(t.id)
    if not is_simple(cur) then cur = g:let(cur) end
    if g:resolve(t.id) == "local" and t.unbound ~= false then
      local h = t.unbound == "free" and "UNBOUNDFREE" or "UNBOUND"
      g:emit("if " .. cur .. " == nil then " .. g:h(h) .. "(" .. lstr(t.id) .. ") end; ")
    end
    store = function(v) g:name_store(t.id, v) end
  elseif t.kind == "Attribute" then
    t = { kind = t.kind, value = t.value, attr = g:private(t.attr), ctx = t.ctx }
    local o = g:simple(g:expr(t.value))
    if o:find("^[%d\"]") then o = g:let(o) end
    cur = g:let("(" .. field(o, t.attr) .. " or " .. g:h("GA") .. "(" .. o .. ", " .. lstr(t.attr) .. "))")
    store = function(v) g:emit(g:h("SA") .. "(" .. o .. ", " .. lstr(t.attr) .. ", " .. v .. ");") end
  elseif t.kind == "Subscript" then
    local o = g:simple(g:expr(t.value))
    if t.slice.kind == "Slice" then
      local lo, hi, st = g:slice_parts(t.slice)
      lo, hi, st = g:simple(lo), g:simple(hi), g:simple(st)
      cur = g:let(g:h("GSL") .. "(" .. o .. ", " .. lo .. ", " .. hi .. ", " .. st .. ")")
      store = function(v) g:emit(g:h("SSL") .. "(" .. o .. ", " .. lo .. ", " .. hi .. ", " .. st .. ", " .. v .. ");") end
    else
      local k = g:simple(g:expr(t.slice))
      cur = g:let(g:h("GI") .. "(" .. o .. ", " .. k .. ")")
      local si = g:is_globals_call(t.value) and "GSET" or "SI"
      store = function(v) g:emit(g:h(si) .. "(" .. o .. ", " .. k .. ", " .. v .. ");") end
    end
  else
    syntax_error(t, "illegal expression for augmented assignment")
  end
  local rs = g:simple(g:expr(s.value))
  local r = g:tmp()
  local iop = g:h("IOP") .. "(" .. lstr(s.op) .. ", " .. cur .. ", " .. rs .. ")"
  if s.op == "MatMult" then -- no number has @: the in-place helper alone (its error says @=)
    g:emit("local " .. r .. " = " .. iop .. ";")
    if after_iop then after_iop(r) end
  else -- numbers take the inline path; other values (lists, strings, ...) the in-place helper
    g:emit("local " .. r .. "; if " .. g:h("isluanum") .. "(" .. cur .. ") then ")
    local v = g:arith(s.op, cur, rs, s.value)
    g:emit(r .. " = " .. v .. "; else " .. r .. " = " .. iop .. ";")
    if after_iop then after_iop(r) end
    g:emit(" end;")
  end
  store(r)
end

local function delete_targets(g, s)
  for _, t in ipairs(s.targets) do
    if t.kind == "Name" then
      local r = g:resolve(t.id)
      if r == "local" then
        if t.unbound then g:emit("local _ = " .. g:unbound_guard(t, g:lref(t.id)) .. "; ") end
        g:emit(g:lref(t.id) .. " = nil;")
      else
        g:emit(g:h("DELNAME") .. "(" .. (r == "class" and "_Rns" or "_ENV") .. ", " .. lstr(t.id) .. ");")
      end
    elseif t.kind == "Subscript" then
      local o = g:simple(g:expr(t.value))
      if t.slice.kind == "Slice" then
        local lo, hi, st = g:slice_parts(t.slice)
        g:emit(g:h("DSL") .. "(" .. o .. ", " .. lo .. ", " .. hi .. ", " .. st .. ");")
      else
        g:emit(g:h(g:is_globals_call(t.value) and "GDEL" or "DI") .. "(" .. o .. ", " .. g:expr(t.slice) .. ");")
      end
    elseif t.kind == "Attribute" then
      g:emit(g:h("DA") .. "(" .. g:expr(t.value) .. ", " .. lstr(t.attr) .. ");")
    elseif t.kind == "Tuple" or t.kind == "List" then
      delete_targets(g, { targets = t.elts })
    end
  end
end
S.Delete = function(g, s)
  delete_targets(g, s)
  if g.has_del then g:emit(" " .. g:h("DELGC") .. "();") end -- (see M.generate)
end

S.If = function(g, s)
  g:emit("if " .. g:cond(s.test) .. " then ")
  g:block(s.body)
  local orelse = s.orelse
  while #orelse == 1 and orelse[1].kind == "If" and not orelse[1].has_temps do
    -- elif: compile the test; if it needs temporaries, nest instead
    local e = orelse[1]
    g:at(e.lineno)
    local line, l = g.cur, g.lines[g.cur]
    local mark = #l
    local saved = g.stmt_tmps
    g.stmt_tmps = 0
    local c = g:cond(e.test)
    local tmps = g.stmt_tmps
    g.stmt_tmps = saved
    if tmps > 0 or g.cur ~= line then
      -- undo; compile as else + nested if
      for i = #g.lines[line], mark + 1, -1 do g.lines[line][i] = nil end
      break
    end
    g:emit(" elseif " .. c .. " then ")
    g:block(e.body)
    orelse = e.orelse
  end
  if #orelse == 1 and orelse[1].kind == "If" then
    -- the rest of the chain has elifs whose tests need temporaries: nested in each other's
    -- else, 100 of them pass Lua's 200 levels of nesting. Each is a block of its own, side by
    -- side, that ends in `goto done` when its test held (as Match's cases)
    local done = g:label()
    g:emit(" else ")
    while #orelse == 1 and orelse[1].kind == "If" do
      local e = orelse[1]
      g:at(e.lineno)
      local saved, saved_live = g.stmt_tmps, g.live
      g.stmt_tmps = 0
      g:emit("do ")
      g:emit("if " .. g:cond(e.test) .. " then ")
      g:block(e.body)
      g:emit(" goto " .. done .. "; end; end; ")
      g.stmt_tmps, g.live = saved, saved_live -- the test's temporaries end with its block
      orelse = e.orelse
    end
    g:block(orelse)
    g:emit(" ::" .. done .. ":: end;")
    return
  end
  if #orelse > 0 then
    g:emit(" else ")
    g:block(orelse)
  end
  g:emit(" end;")
end

-- how many try/with closures the code being emitted is inside, in its function or at top level
function Gen:trydepth()
  return self.fn and self.fn.trydepth or self.top_trydepth or 0
end

function Gen:trydepth_add(d)
  if self.fn then self.fn.trydepth = self.fn.trydepth + d else self.top_trydepth = self:trydepth() + d end
end

-- loop context: { brk = flag name or nil, label = continue label, tryd = trydepth at loop }
function Gen:loop_enter()
  self.nloop = (self.nloop or 0) + 1
  local ctx = { label = "_c" .. self.nloop, tryd = self:trydepth(), used_continue = false }
  local loops = self.fn and self.fn.loops or self.top_loops
  loops[#loops + 1] = ctx
  return ctx
end

function Gen:loop_exit()
  local loops = self.fn and self.fn.loops or self.top_loops
  loops[#loops] = nil
end

function Gen:loop_body(ctx, body)
  self:emit("do ")
  self:block(body)
  self:emit(" end; ::" .. ctx.label .. ":: ")
end

-- a loop's else block: it runs when no break left the loop
function Gen:loop_else(ctx, orelse)
  if ctx.brk then
    self:emit(" if not " .. ctx.brk .. " then ")
    self:block(orelse)
    self:emit(" end;")
  end
end

S.While = function(g, s)
  local bufs = g:strbuf_open(g:str_buffers(s))
  local ctx = g:loop_enter()
  if #s.orelse > 0 then ctx.brk = g:tmp(); g:emit("local " .. ctx.brk .. " = false; ") end
  local line, mark = g.cur, #g.lines[g.cur]
  local saved = g.stmt_tmps
  g.stmt_tmps = 0
  local c = g:cond(s.test)
  local tmps = g.stmt_tmps
  g.stmt_tmps = saved + tmps
  if tmps == 0 and g.cur == line then
    g:emit("while " .. c .. " do " .. g:tick())
  else
    -- the test needs temporaries: re-evaluate it inside the loop
    local pre = {}
    local l = g.lines[line]
    for i = mark + 1, #l do pre[#pre + 1] = l[i]; l[i] = nil end
    g:emit("while true do " .. g:tick() .. concat(pre) .. " if not " .. c .. " then break end; ")
  end
  g:loop_body(ctx, s.body)
  g:emit(" end;")
  g:loop_exit()
  g:strbuf_close(bufs)
  g:loop_else(ctx, s.orelse)
end

-- Can `for target in itnode` be a numeric loop? (the builtin range, 1-3 plain arguments)
function Gen:is_range(itnode, target)
  return itnode.kind == "Call" and itnode.func.kind == "Name" and itnode.func.id == "range"
     and #itnode.keywords == 0 and #itnode.args >= 1 and #itnode.args <= 3
     and self:is_builtin("range") and target.kind == "Name"
     and not (itnode.args[1].kind == "Starred" or (itnode.args[2] and itnode.args[2].kind == "Starred"))
end

-- `for a, b in zip(x, y)`, `for i, v in enumerate(x[, start])` and `for k, v in d.items()`,
-- with as many plain targets as the items have parts: a generic for over the parts
-- (R.FORZIP, R.FORENUM, R.FORITEMS), without a tuple per item. Returns the plan or nil.
local NO_ARG = { kind = "NoArg" } -- an argument left out, passed as nil (see multi_args)
function Gen:multi_iter(itnode, target)
  if (target.kind ~= "Tuple" and target.kind ~= "List") or itnode.kind ~= "Call" then
    return nil
  end
  for _, e in ipairs(target.elts) do if e.kind == "Starred" then return nil end end
  for _, a in ipairs(itnode.args) do if a.kind == "Starred" then return nil end end
  local f, n, nt = itnode.func, #itnode.args, #target.elts
  local kw = itnode.keywords
  -- for i, (a, b) in enumerate(zip(x, y)[, start]): one loop over the parts, no tuples
  local z, inner = itnode.args[1], target.elts[2]
  if f.kind == "Name" and f.id == "enumerate" and nt == 2 and z and z.kind == "Call" and
     z.func.kind == "Name" and z.func.id == "zip" and #z.keywords == 0 and
     (#z.args == 2 or #z.args == 3) and inner and (inner.kind == "Tuple" or inner.kind == "List") and
     #inner.elts == #z.args and self:is_builtin("enumerate") and self:is_builtin("zip") then
    local start = n == 2 and #kw == 0 and itnode.args[2] or
                  n == 1 and #kw == 1 and kw[1].arg == "start" and kw[1].value or
                  n == 1 and #kw == 0 and NO_ARG
    local plain = start ~= nil and start ~= false
    for _, e in ipairs(inner.elts) do if e.kind == "Starred" then plain = false end end
    for _, a in ipairs(z.args) do if a.kind == "Starred" then plain = false end end
    if plain then
      local args = { z.func, start }
      for _, a in ipairs(z.args) do args[#args + 1] = a end
      local targets = { target.elts[1] }
      for _, e in ipairs(inner.elts) do targets[#targets + 1] = e end
      return { helper = "FORENUMZIP", fn = f, args = args, n = #targets, targets = targets }
    end
  end
  if #kw > 0 then -- only enumerate(x, start=k)
    if not (#kw == 1 and kw[1].arg == "start" and n == 1 and f.kind == "Name"
            and f.id == "enumerate" and nt == 2 and self:is_builtin("enumerate")) then
      return nil
    end
    return { helper = "FORENUM", fn = f, args = { itnode.args[1], kw[1].value }, n = 2 }
  end
  if f.kind == "Name" and f.id == "zip" and (n == 2 or n == 3) and n == nt and self:is_builtin("zip") then
    return { helper = "FORZIP", fn = f, args = itnode.args, n = nt }
  elseif f.kind == "Name" and f.id == "enumerate" and (n == 1 or n == 2) and nt == 2
         and self:is_builtin("enumerate") then
    return { helper = "FORENUM", fn = f, args = itnode.args, n = 2 }
  elseif f.kind == "Attribute" and f.attr == "items" and n == 0 and nt == 2 then
    return { helper = "FORITEMS", obj = f.value, args = {}, n = 2, bare = true }
  end
  return nil
end

-- the arguments of a multi_iter plan's helper, evaluated here (the function value first)
function Gen:multi_args(m)
  local parts = {}
  if m.obj then
    parts[1] = self:let(self:expr(m.obj))
  else
    parts[1] = self:let(self:expr(m.fn))
  end
  for _, a in ipairs(m.args) do parts[#parts + 1] = a == NO_ARG and "nil" or self:let(self:expr(a)) end
  return concat(parts, ", "), parts
end

function Gen:multi_header(m, args, target)
  local vs = {}
  for i = 1, m.n do vs[i] = self:tmp(false) end
  self:emit("for " .. (m.bare and "" or "_, ") .. concat(vs, ", ") .. " in " .. self:h(m.helper) ..
    "(" .. args .. ") do " .. self:tick())
  for i, e in ipairs(m.targets or target.elts) do self:assign(e, vs[i]) end
end

-- `for target in <it>` header: opens a Lua for loop and binds the target. `it` is the
-- compiled iterable, or nil for a numeric loop over range(itnode's arguments).
-- The bounds of `for i in range(...)`, each in a temporary.
function Gen:range_args(itnode)
  local args = {}
  for i, x in ipairs(itnode.args) do
    local c = self:expr(x)
    if not (x.kind == "Constant" and x.ctype == "int" and small_int(x)) then
      c = self:h("INDEX") .. "(" .. c .. ")"
    end
    args[i] = self:let(c)
  end
  return args
end

-- rargs: range_args already evaluated (a comprehension's first range, in the enclosing scope)
function Gen:for_header(target, it, itnode, ctx, rargs)
  -- for i in range(...): a numeric loop
  if it == nil then
    local a = itnode.args
    local v = self:tmp(false) -- a for loop's control variable must be a Lua local
    local lo, hi, st
    local args = rargs or self:range_args(itnode)
    if #a == 1 then lo, hi, st = "0", args[1] .. " - 1", nil
    elseif #a == 2 then lo, hi, st = args[1], args[2] .. " - 1", nil
    else
      local k = small_int(a[3])
      if k and k > 0 then lo, hi, st = args[1], args[2] .. " - 1", args[3]
      elseif a[3].kind == "UnaryOp" and a[3].op == "USub" and small_int(a[3].operand) then
        lo, hi, st = args[1], args[2] .. " + 1", args[3]
      else
        local h = self:tmp()
        self:emit("local " .. h .. " = " .. self:h("RANGESTOP") .. "(" .. args[2] .. ", " .. args[3] .. ");")
        lo, hi, st = args[1], h, args[3]
      end
    end
    self:emit("for " .. v .. " = " .. lo .. ", " .. hi .. (st and (", " .. st) or "") .. " do " .. self:tick())
    self:assign(target, v)
    return
  end
  local v = self:tmp(false)
  self:emit("for _, " .. v .. " in " .. self:h("ITER") .. "(" .. it .. ") do " .. self:tick())
  self:assign(target, v)
end

-- The GENCLOSE calls of the loops ctxs (innermost first), or "".
function Gen:gen_closes(ctxs)
  local out = {}
  for i = #ctxs, 1, -1 do
    for _, t in ipairs(ctxs[i].gen or {}) do
      out[#out + 1] = self:h("GENCLOSE") .. "(" .. t .. ", " .. ctxs[i].serial .. "); "
    end
  end
  return concat(out)
end

-- Can the loop body leave early (a break of this loop, a return)?
local function leaves_early(node, inner_loop)
  if type(node) ~= "table" then return false end
  local k = node.kind
  if k == "Break" then return not inner_loop end
  if k == "Return" then return true end
  if k == "FunctionDef" or k == "AsyncFunctionDef" or k == "ClassDef" or k == "Lambda" then
    return false
  end
  if k == "For" or k == "While" then
    inner_loop = true
  end
  for key, v in pairs(node) do
    if type(v) == "table" and key ~= "scope" and leaves_early(v, inner_loop) then return true end
  end
  return false
end

S.For = function(g, s)
  if s.type_comment then end
  local bufs = g:strbuf_open(g:str_buffers(s))
  local ctx = g:loop_enter()
  if #s.orelse > 0 then ctx.brk = g:tmp(); g:emit("local " .. ctx.brk .. " = false; ") end
  local m = g:multi_iter(s.iter, s.target)
  -- a loop over a call's value (a generator no one else holds) that can end early closes
  -- it when it does, as CPython does when it drops the generator (R.GENCLOSE); so do
  -- zip(...) and enumerate(...) for their arguments that are calls
  local early = s.iter.kind == "Call" and not g:is_range(s.iter, s.target)
  if early and m then
    early = false
    for _, a in ipairs(m.args) do if a.kind == "Call" then early = true end end
  end
  early = early and leaves_early(s.body)
  if early then ctx.serial = g:let("_R.gen_serial") end
  if m then
    local args, parts = g:multi_args(m)
    if early then
      for i, a in ipairs(m.args) do
        if a.kind == "Call" then ctx.gen = ctx.gen or {}; ctx.gen[#ctx.gen + 1] = parts[i + 1] end
      end
    end
    g:multi_header(m, args, s.target)
  else
    local it = not g:is_range(s.iter, s.target) and g:expr(s.iter) or nil
    if it and s.iter.kind == "Call" and early then
      it = g:let(it)
      ctx.gen = { it }
    end
    g:for_header(s.target, it, s.iter)
  end
  g:loop_body(ctx, s.body)
  g:emit(" end;")
  if ctx.gen then g:emit(" " .. g:gen_closes({ ctx })) end
  g:loop_exit()
  g:strbuf_close(bufs)
  g:loop_else(ctx, s.orelse)
end

-- `async for`: a generic for over AFOR's iterator, whose steps await __anext__ (objcoro.lua)
S.AsyncFor = function(g, s)
  check_async(g, s, "'async for'")
  local it = g:expr(s.iter)
  local ctx = g:loop_enter()
  if #s.orelse > 0 then ctx.brk = g:tmp(); g:emit("local " .. ctx.brk .. " = false; ") end
  local v = g:tmp(false)
  g:emit("for _, " .. v .. " in " .. g:h("AFOR") .. "(" .. it .. ") do " .. g:tick())
  g:assign(s.target, v)
  g:loop_body(ctx, s.body)
  g:emit(" end;")
  g:loop_exit()
  g:loop_else(ctx, s.orelse)
end

local function current_loop(g)
  local loops = g.fn and g.fn.loops or g.top_loops
  return loops[#loops]
end

local function not_in_star(s)
  syntax_error(s, "'break', 'continue' and 'return' cannot appear in an except* block")
end

S.Break = function(g, s)
  local ctx = current_loop(g)
  if ctx and ctx.star then not_in_star(s) end
  if not ctx then syntax_error(s, "'break' outside loop") end
  local tryd = g:trydepth()
  if tryd > ctx.tryd then
    g:emit("do return 2 end;") -- leave the try closure; the try statement breaks
    return
  end
  if ctx.brk then g:emit(ctx.brk .. " = true; ") end
  g:emit("do break end;")
end

S.Continue = function(g, s)
  local ctx = current_loop(g)
  if ctx and ctx.star then not_in_star(s) end
  if not ctx then syntax_error(s, "'continue' not properly in loop") end
  local tryd = g:trydepth()
  if tryd > ctx.tryd then
    g:emit("do return 3 end;")
    return
  end
  g:emit("goto " .. ctx.label .. ";")
end

-- `return v` from the current function (through any enclosing try closures)
function Gen:emit_return(v)
  local fn = self.fn
  if not fn then syntax_error(nil, "'return' outside function") end
  -- the loops over generators it leaves close them (see S.For), once the value is computed
  local closes = self:gen_closes(fn.loops)
  if closes ~= "" then
    if not is_simple(v) then v = self:let(v) end
    self:emit(closes)
  end
  if fn.sm then -- a state-machine generator ends (its state is 'done' while it runs)
    self:emit("do return nil end;")
  elseif fn.trydepth > 0 then
    self:emit("do return 1, " .. v .. " end;")
  elseif fn.generator then
    self:emit("do return " .. self:h("GENRETURN") .. "(" .. v .. ") end;")
  else
    -- parenthesised: Python has no tail calls, and a Lua tail call would loop forever in
    -- unbounded recursion instead of reaching the stack limit (RecursionError)
    self:emit("do return " .. (is_simple(v) and v or ("(" .. v .. ")")) .. " end;")
  end
end

S.Return = function(g, s)
  if not g.fn then syntax_error(s, "'return' outside function") end
  if (g.fn.star or 0) > 0 then not_in_star(s) end
  if s.value and g.fn.is_async and g.fn.scope.generator then
    syntax_error(s, "'return' with value in async generator")
  end
  local v = s.value and g:expr(s.value) or g:h("None")
  if g.handler_exc and g.handler_fn == g.fn then
    -- leaving an except clause: its exception is no longer the one being handled
    local t = g:tmp()
    g:emit("local " .. t .. " = " .. v .. "; " .. g:h("SETEXC") .. "(nil); ")
    v = t
  end
  g:emit_return(v)
end

S.Global = function() end
S.Nonlocal = function() end

S.Raise = function(g, s)
  if not s.exc then
    g:emit(g:h("RERAISE") .. "(" .. (g.handler_exc or "nil") .. ");")
    return
  end
  local e = g:expr(s.exc)
  if s.cause then
    g:emit(g:h("RAISE") .. "(" .. e .. ", " .. g:expr(s.cause) .. ");")
  else
    g:emit(g:h("RAISE") .. "(" .. e .. ");")
  end
end

S.Assert = function(g, s)
  g:emit("if not " .. g:cond(s.test) .. " then ")
  local msg = s.msg and g:expr(s.msg) or "nil"
  g:emit(g:h("ASSERTFAIL") .. "(" .. msg .. ") end;")
end

-- A protected closure: xpcall with the traceback's message handler (runtime/traceback.lua),
-- called directly, as R.pcall would (no vararg call in between), its results assigned by
-- `lhs` ("local ok, code, val = "). Gen:protect_begin(lhs) opens it, Gen:protect_end closes it.
--
-- A closure made each time the statement runs costs more than the rest of a try that raises
-- nothing: it is made once per activation of the function (or run of the module) instead, in
-- a local of the function (a slot of _RTC at module level), when that binds the same
-- variables. It does when every Lua local the body reads from outside itself lives as long as
-- the activation: the function's Python locals, declared at its start, and what is declared
-- outside the function. A temporary of an enclosing statement (a loop's, a handler's) is
-- made anew each time that statement runs: a body that reads one keeps its fresh closure.
-- Temporaries are numbered in the order they are made, so the body's outside temporaries are
-- those numbered up to p.n0, and those of the function itself from fn.t0 on.
function Gen:protect_begin(lhs)
  self.nprot = (self.nprot or 0) + 1
  local p = { lhs = lhs, mark = "\1P" .. self.nprot .. "\1", line = self.cur, n0 = self.ntmp }
  self:emit(p.mark)
  return p
end

local HOIST_MAX = 16 -- hoisted closures per function (each is a Lua local)

-- the index of the piece `mark` of a Lua line (pieces can be inserted before it)
local function find_piece(pieces, mark)
  for i = #pieces, 1, -1 do if pieces[i] == mark then return i end end
end

-- the index of piece `mark` of Lua line `line`, and the code after it up to the end so far
local function text_after(g, line, mark)
  local pieces = g.lines[line]
  local at = find_piece(pieces, mark)
  local out = { concat(pieces, "", at + 1) }
  for n = line + 1, g.cur do out[#out + 1] = concat(g.lines[n] or {}) end
  return at, concat(out, "\n")
end

function Gen:protect_end(p)
  local fn = self.fn
  local at, body = text_after(self, p.line, p.mark)
  local var
  if fn then
    if not fn.sm and fn.decl_mark and not fn.scope.spill and #fn.hoisted < HOIST_MAX and
       fn.nlocals < LOCALS_MAX then
      var = "_tc" .. (#fn.hoisted + 1)
    end
  elseif not self.cls then
    var = "_RTC[" .. (self.nrtc or 0) + 1 .. "]"
  end
  local t0 = fn and fn.t0 or 0
  if var then
    for n in gmatch(body, "%f[%w_]_tS?(%d+)%f[^%w_]") do
      n = tonumber(n)
      if n <= p.n0 and n > t0 then var = nil break end
    end
  end
  local xpcall, handler = self:h("xpcall"), self:h("tb_handler")
  if not var then
    self.lines[p.line][at] = p.lhs .. xpcall .. "(function() "
    self:emit(" end, " .. handler .. ");")
    return
  end
  if fn then
    fn.hoisted[#fn.hoisted + 1] = var
    fn.nlocals = fn.nlocals + 1
  else
    self.nrtc, self.used_rtc = (self.nrtc or 0) + 1, true
  end
  self.lines[p.line][at] = "if not " .. var .. " then " .. var .. " = function() "
  self:emit(" end end; " .. p.lhs .. xpcall .. "(" .. var .. ", " .. handler .. ");")
end

-- try/except/else/finally. The body runs in a protected closure that returns a flow code:
-- nil (fell through), 1 (return, with the value), 2 (break), 3 (continue).
-- the protected body of a try statement; then `if not ok then ` opens its handlers
local function try_body(g, s)
  local ok, code, val = g:tmps(3)
  local p = g:protect_begin("local " .. ok .. ", " .. code .. ", " .. val .. " = ")
  g:trydepth_add(1)
  g:block(s.body)
  g:protect_end(p)
  g:emit(" if not " .. ok .. " then ")
  return ok, code, val
end

-- an except clause's body, with exc as the exception being handled (bound to its name, which
-- is unbound after it)
local function handler_body(g, h, exc)
  local saved_exc, saved_fn = g.handler_exc, g.handler_fn
  g.handler_exc, g.handler_fn = exc, g.fn
  g:emit(g:h("SETEXC") .. "(" .. exc .. "); ")
  if h.name then g:name_store(h.name, exc) end
  g:block(h.body)
  if h.name then
    local r = g:resolve(h.name)
    if r == "local" then g:emit(g:lref(h.name) .. " = nil;")
    elseif r == "global" then g:emit(field("_ENV", h.name) .. " = nil;") end
  end
  g.handler_exc, g.handler_fn = saved_exc, saved_fn
end

local try_tail

S.Try = function(g, s)
  local ok, code, val = try_body(g, s)
  local has_finally = #s.finalbody > 0
  if #s.handlers > 0 then
    local exc = g:tmp()
    g:emit("local " .. exc .. " = " .. g:h("EXC") .. "(" .. code .. "); ")
    local nested, hp = 0, nil
    for _, h in ipairs(s.handlers) do
      g:at(h.lineno)
      local test = "true"
      if h.type then
        test = g:h("MATCH") .. "(" .. exc .. ", " .. g:expr(h.type) .. ")"
      end
      -- nested if/else rather than elseif: each test may need its own temporaries
      g:emit("if " .. test .. " then ")
      nested = nested + 1
      if has_finally then
        -- the handler runs protected too, so that `finally` runs whatever it does
        hp = g:protect_begin(ok .. ", " .. code .. ", " .. val .. " = ")
      else
        g:trydepth_add(-1)
      end
      handler_body(g, h, exc)
      g:emit(g:h("SETEXC") .. "(nil); ")
      if has_finally then
        g:protect_end(hp)
      else
        g:emit(code .. " = nil; ")
        g:trydepth_add(1)
      end
      g:emit(" else ")
    end
    if not has_finally then
      g:emit(g:h("RERAISE") .. "(" .. exc .. ")")
    else
      g:emit(code .. " = " .. exc)
    end
    g:emit((" end"):rep(nested) .. ";")
  elseif not has_finally then
    g:emit(g:h("RERAISE") .. "(" .. code .. ");")
  end
  try_tail(g, s, ok, code, val)
end

-- the else and finally parts of a try statement, and the flow codes its closures return
function try_tail(g, s, ok, code, val)
  local fn = g.fn
  local has_finally = #s.finalbody > 0
  g:trydepth_add(-1)
  if #s.orelse > 0 then
    g:emit(" elseif " .. code .. " == nil then ")
    if has_finally then
      g:trydepth_add(1)
      local p = g:protect_begin(ok .. ", " .. code .. ", " .. val .. " = ")
      g:block(s.orelse)
      g:protect_end(p)
      g:trydepth_add(-1)
    else
      g:block(s.orelse)
    end
  end
  g:emit(" end;")
  if has_finally then
    -- while `finally` runs with an exception pending, that exception is the one being
    -- handled: one raised in `finally` gets it as __context__
    local prev = g:tmp()
    g:emit("local " .. prev .. " = " .. g:h("CUREXC") .. "(); if not " .. ok .. " then " .. code ..
           " = " .. g:h("EXC") .. "(" .. code .. "); " .. g:h("SETEXC") .. "(" .. code .. ") end;")
    g:block(s.finalbody)
    g:emit(" " .. g:h("SETEXC") .. "(" .. prev .. ");")
    g:emit(" if not " .. ok .. " then " .. g:h("RERAISE") .. "(" .. code .. ") end;")
  end
  -- propagate flow codes from the closures
  g:emit(" if " .. code .. " == 1 then ")
  if fn then g:emit_return(val) end
  local loop = current_loop(g)
  local tryd = g:trydepth()
  if loop then
    g:emit(" elseif " .. code .. " == 2 then ")
    if tryd > loop.tryd then g:emit("do return 2 end;")
    else
      if loop.brk then g:emit(loop.brk .. " = true; ") end
      g:emit("do break end;")
    end
    g:emit(" elseif " .. code .. " == 3 then ")
    if tryd > loop.tryd then g:emit("do return 3 end;")
    else g:emit("goto " .. loop.label .. ";") end
  end
  g:emit(" end;")
end

-- try/except*: each handler takes the part of the exception group it matches (STARMATCH) and
-- runs protected; what they raise and what none matched are raised together (STARRERAISE).
-- A handler cannot leave the statement (no break, continue or return), so it has no flow code.
S.TryStar = function(g, s)
  local ok, code, val = try_body(g, s)
  local exc, rest, raised = g:tmps(3)
  g:emit("local " .. exc .. " = " .. g:h("EXC") .. "(" .. code .. "); local " .. rest .. ", " ..
         raised .. " = " .. exc .. ", {}; ")
  local loops = g.fn and g.fn.loops or g.top_loops
  for _, h in ipairs(s.handlers) do
    g:at(h.lineno)
    local m = g:tmp()
    g:emit("local " .. m .. "; " .. m .. ", " .. rest .. " = " .. g:h("STARMATCH") .. "(" .. rest ..
           ", " .. g:expr(h.type) .. "); if " .. m .. " ~= nil then ")
    local hok, herr = g:tmps(2)
    local p = g:protect_begin("local " .. hok .. ", " .. herr .. " = ")
    loops[#loops + 1] = { star = true }
    if g.fn then g.fn.star = (g.fn.star or 0) + 1 end
    handler_body(g, h, m)
    if g.fn then g.fn.star = g.fn.star - 1 end
    loops[#loops] = nil
    g:protect_end(p)
    g:emit(" " .. g:h("SETEXC") .. "(nil); if not " .. hok .. " then " .. raised .. "[#" ..
           raised .. " + 1] = " .. g:h("EXC") .. "(" .. herr .. ") end end; ")
  end
  g:emit(code .. " = " .. g:h("STARRERAISE") .. "(" .. exc .. ", " .. raised .. ", " .. rest ..
         "); " .. ok .. " = " .. code .. " == nil; ")
  if #s.finalbody == 0 then
    g:emit("if " .. code .. " ~= nil then " .. g:h("RERAISE") .. "(" .. code .. ") end; ")
  end
  try_tail(g, s, ok, code, val)
end

local function with_stmt(g, s, enter, exit)
  -- with a as x, b as y: body  ->  with a as x: (with b as y: body), so that a's __exit__ runs
  -- when b, its __enter__ or the store to y raises
  local items = s.items
  if #items > 1 then
    local inner = {}
    for k, v in pairs(s) do inner[k] = v end
    inner.items = { table_unpack(items, 2) }
    local outer = {}
    for k, v in pairs(s) do outer[k] = v end
    outer.items, outer.body = { items[1] }, { inner }
    return with_stmt(g, outer, enter, exit)
  end
  local mgrs = {}
  for i, it in ipairs(items) do
    local m = g:let(g:expr(it.context_expr))
    local v = g:let(g:h(enter) .. "(" .. m .. ")")
    if it.optional_vars then g:assign(it.optional_vars, v) end
    mgrs[i] = m
  end
  local fn = g.fn
  local ok, code, val = g:tmps(3)
  local p = g:protect_begin("local " .. ok .. ", " .. code .. ", " .. val .. " = ")
  g:trydepth_add(1)
  g:block(s.body)
  g:trydepth_add(-1)
  g:protect_end(p)
  g:at(s.lineno) -- an exception raised by __exit__ is reported at the with statement's line
  for i = #mgrs, 1, -1 do
    g:emit(ok .. ", " .. code .. " = " .. g:h(exit) .. "(" .. mgrs[i] .. ", " .. ok .. ", " .. code .. ");")
  end
  g:emit(" if not " .. ok .. " then " .. g:h("RERAISE") .. "(" .. code .. ") end;")
  g:emit(" if " .. code .. " == 1 then ")
  if fn then g:emit_return(val) end
  local loop = current_loop(g)
  if loop then
    local tryd = g:trydepth()
    g:emit(" elseif " .. code .. " == 2 then " .. (tryd > loop.tryd and "do return 2 end;" or
           ((loop.brk and (loop.brk .. " = true; ") or "") .. "do break end;")))
    g:emit(" elseif " .. code .. " == 3 then " .. (tryd > loop.tryd and "do return 3 end;" or
           ("goto " .. loop.label .. ";")))
  end
  g:emit(" end;")
end

S.With = function(g, s) with_stmt(g, s, "ENTER", "EXIT") end

-- `async with`: __aenter__ and __aexit__ awaited (objcoro.lua)
S.AsyncWith = function(g, s)
  check_async(g, s, "'async with'")
  with_stmt(g, s, "AENTER", "AEXIT")
end

S.Import = function(g, s)
  for _, a in ipairs(s.names) do
    local v = g:h("IMPORT") .. "(" .. lstr(a.name) .. ")"
    if a.asname then
      g:name_store(a.asname, g:h("IMPORTATTR") .. "(" .. lstr(a.name) .. ")")
    elseif a.name:find(".", 1, true) then
      -- `import a.b` imports a.b (which sets it as an attribute of a) and binds a
      g:emit(v .. ";")
      local top = a.name:match("^[^.]+")
      g:name_store(top, g:h("IMPORT") .. "(" .. lstr(top) .. ")")
    else
      g:name_store(a.name, v)
    end
  end
end

S.ImportFrom = function(g, s)
  if (s.level or 0) > 0 then
    unsupported(s, "relative import", "moonpy programs are one file")
  end
  local m = g:let(g:h("IMPORT") .. "(" .. lstr(s.module) .. ")")
  for _, a in ipairs(s.names) do
    if a.name == "*" then
      g:emit(g:h("IMPORTSTAR") .. "(" .. m .. ", _ENV);")
    else
      g:name_store(a.asname or a.name, g:h("IMPORTFROM") .. "(" .. m .. ", " .. lstr(a.name) .. ")")
    end
  end
end

---------------------------------------------------------------------------------------------
-- The match statement (PEP 634)
---------------------------------------------------------------------------------------------
-- CPython's compile-time errors come first (check_match, in the order its compiler meets
-- them). A match whose cases are all literals, `_`, captures (a final `case x:`) and `|` of
-- literals, without guards, is an if/elseif chain over the subject. Any other match gives
-- each case a `do ... end` block whose failed tests jump to the next case's label
-- (`goto _mN`), so the bodies are inside no Lua loop of their own: break, continue and
-- return in them are the enclosing loop's and function's. Captures are stored once the whole
-- pattern matched, before the guard, as CPython does. runtime/objmatch.lua has the helpers
-- of sequence, mapping and class patterns.

-- Python's repr of a float (shortest round trip; exponent below 1e-4 and from 1e16).
local function pyrepr_float(v)
  if v ~= v then return "nan" end
  if v == 1 / 0 then return "inf" elseif v == -1 / 0 then return "-inf" end
  local s
  for p = 1, 17 do
    s = format("%." .. (p - 1) .. "e", v)
    if tonumber(s) == v then break end
  end
  local sign, d1, ds, ex = s:match("^(%-?)(%d)%.?(%d*)e([-+]%d+)$")
  local digits, e = d1 .. ds, tonumber(ex)
  digits = digits:gsub("0+$", "")
  if digits == "" then digits = "0" end
  if e < -4 or e >= 16 then
    local m = sub(digits, 1, 1) .. (#digits > 1 and ("." .. sub(digits, 2)) or "")
    return format("%s%se%s%02d", sign, m, e < 0 and "-" or "+", e < 0 and -e or e)
  end
  if e < 0 then return sign .. "0." .. string_rep("0", -e - 1) .. digits end
  if #digits <= e + 1 then return sign .. digits .. string_rep("0", e + 1 - #digits) .. ".0" end
  return sign .. sub(digits, 1, e + 1) .. "." .. sub(digits, e + 2)
end

-- A mapping pattern key folded to its value, as CPython's AST optimizer folds it: a Lua
-- key equal for equal Python values (1, 1.0 and True are one key), and its repr. nil for a
-- dotted name.
local function key_value(e)
  local k = e.kind
  if k == "Constant" then
    local t = e.ctype
    if t == "str" then return "s" .. e.value, pyrepr_str(e.value) end
    if t == "bytes" then return "b" .. e.value, "b" .. pyrepr_str(e.value) end
    if t == "None" then return "N", "None" end
    if t == "bool" then return e.value and 1 or 0, e.value and "True" or "False" end
    if t == "int" then return tointeger(tonumber(e.value)) or ("i" .. e.value), e.value end
    if t == "float" then return e.value, pyrepr_float(e.value) end
    if t == "complex" then return "c0," .. e.value, pyrepr_float(e.value):gsub("%.0$", "") .. "j" end
  elseif k == "UnaryOp" then
    local v, r = key_value(e.operand)
    if type(v) == "number" then return -v, r:find("^%-") and sub(r, 2) or "-" .. r end
    if type(v) == "string" and v:find("^i") then return v .. "-", "-" .. r end
    return "c" .. r, "(-0-" .. r .. ")"
  elseif k == "BinOp" then
    local _, re = key_value(e.left)
    local _, im = key_value(e.right)
    local r = "(" .. re .. (e.op == "Add" and "+" or "-") .. im .. ")"
    return "c" .. r, r
  end
  return nil
end

local function is_wildcard(p) return p.kind == "MatchAs" and not p.pattern and not p.name end

-- CPython's compiler errors of a match statement (Python/compile.c, 3.11): pc.loc is the
-- pattern the compiler last entered, where its errors point.
local check_pattern
local function pc_store(pc, name)
  if name == "__debug__" then syntax_error(pc.loc, "cannot assign to __debug__") end
  for _, n in ipairs(pc.stores) do
    if n == name then syntax_error(pc.loc, "multiple assignments to name " .. pyrepr_str(name) .. " in pattern") end
  end
  pc.stores[#pc.stores + 1] = name
end
local function check_sub(p, pc)
  local allow = pc.allow
  pc.allow = true
  check_pattern(p, pc)
  pc.allow = allow
end
check_pattern = function(p, pc)
  pc.loc = p
  local k = p.kind
  if k == "MatchValue" then
    if p.value.kind == "JoinedStr" then
      syntax_error(p, "patterns may only match literals and attribute lookups")
    end
  elseif k == "MatchAs" then
    if not p.pattern then
      if not pc.allow then
        if p.name then
          syntax_error(p, "name capture " .. pyrepr_str(p.name) .. " makes remaining patterns unreachable")
        end
        syntax_error(p, "wildcard makes remaining patterns unreachable")
      end
    else
      check_pattern(p.pattern, pc)
    end
    if p.name then pc_store(pc, p.name) end
  elseif k == "MatchStar" then
    if p.name then pc_store(pc, p.name) end
  elseif k == "MatchSequence" then
    local stars = 0
    for _, q in ipairs(p.patterns) do
      if q.kind == "MatchStar" then
        stars = stars + 1
        if stars > 1 then syntax_error(p, "multiple starred names in sequence pattern") end
      end
    end
    for _, q in ipairs(p.patterns) do check_sub(q, pc) end
  elseif k == "MatchMapping" then
    local seen = {}
    for _, key in ipairs(p.keys) do
      local v, r = key_value(key)
      if v ~= nil then
        if seen[v] then syntax_error(p, "mapping pattern checks duplicate key (" .. r .. ")") end
        seen[v] = true
      elseif key.kind ~= "Attribute" then
        syntax_error(p, "mapping pattern keys may only match literals and attribute lookups")
      end
    end
    for _, q in ipairs(p.patterns) do check_sub(q, pc) end
    if p.rest then pc_store(pc, p.rest) end
  elseif k == "MatchClass" then
    local attrs, pats = p.kwd_attrs, p.kwd_patterns
    for i, a in ipairs(attrs) do
      pc.loc = pats[i]
      if a == "__debug__" then syntax_error(pats[i], "cannot assign to __debug__") end
      for j = i + 1, #attrs do
        if attrs[j] == a then syntax_error(pats[j], "attribute name repeated in class pattern: " .. a) end
      end
    end
    for _, q in ipairs(p.patterns) do check_sub(q, pc) end
    for _, q in ipairs(pats) do check_sub(q, pc) end
  elseif k == "MatchOr" then
    local stores, allow = pc.stores, pc.allow
    local control
    for i, alt in ipairs(p.patterns) do
      pc.stores = {}
      pc.allow = i == #p.patterns and allow
      check_pattern(alt, pc)
      if not control then
        control = pc.stores
      else
        local same = #pc.stores == #control
        if same then
          local set = {}
          for _, n in ipairs(control) do set[n] = true end
          for _, n in ipairs(pc.stores) do if not set[n] then same = false end end
        end
        if not same then syntax_error(pc.loc, "alternative patterns bind different names") end
      end
    end
    pc.stores, pc.allow = stores, allow
    for _, n in ipairs(control) do pc_store(pc, n) end
    p.binds = control -- the names each alternative binds (Gen:pattern)
  end
end

local function check_match(s)
  for i, c in ipairs(s.cases) do
    check_pattern(c.pattern, { stores = {}, allow = c.guard ~= nil or i == #s.cases, loc = c.pattern })
  end
end

-- A pattern that is one Lua condition on a simple subject: literals, None/True/False, `_`
-- and `|` of those.
local function pure_pattern(p)
  local k = p.kind
  if k == "MatchValue" then
    local v = p.value
    return v.kind == "Constant" or (v.kind == "UnaryOp" and v.operand.kind == "Constant")
  end
  if k == "MatchSingleton" then return true end
  if k == "MatchOr" then
    for _, q in ipairs(p.patterns) do if not pure_pattern(q) then return false end end
    return true
  end
  return is_wildcard(p)
end

function Gen:pattern_cond(p, subj)
  local k = p.kind
  if k == "MatchValue" then
    local v = p.value
    if v.kind == "UnaryOp" and v.operand.ctype == "int" then -- -5: compare1's fast path for ints
      v = { kind = "Constant", ctype = "int", value = "-" .. v.operand.value }
    end
    return self:compare1("Eq", subj, self:expr(p.value), v)
  elseif k == "MatchSingleton" then
    if p.ctype == "None" then return "(" .. subj .. " == " .. self:h("None") .. ")" end
    return "(" .. subj .. " == " .. tostring(p.value) .. ")"
  elseif k == "MatchOr" then
    local parts = {}
    for i, q in ipairs(p.patterns) do parts[i] = self:pattern_cond(q, subj) end
    return "(" .. concat(parts, " or ") .. ")"
  end
  return "true"
end

function Gen:label()
  self.nlabel = (self.nlabel or 0) + 1
  return "_m" .. self.nlabel
end

-- Emits the tests of pattern p on subject subj (a simple Lua expression): each failure is
-- `goto fail`. The captures go to stores as { name, code }, stored when the case matched.
function Gen:pattern(p, subj, fail, stores)
  local k = p.kind
  local nope = " then goto " .. fail .. " end; "
  if pure_pattern(p) then
    if not is_wildcard(p) then self:emit("if not " .. self:pattern_cond(p, subj) .. nope) end
  elseif k == "MatchValue" then
    local v = self:expr(p.value)
    self:emit("if not " .. self:compare1("Eq", subj, v, p.value) .. nope)
  elseif k == "MatchAs" then
    if p.pattern then self:pattern(p.pattern, subj, fail, stores) end
    if p.name then stores[#stores + 1] = { p.name, subj } end
  elseif k == "MatchSequence" then
    local pats = p.patterns
    local size, star, star_wild, only_wild = #pats, nil, false, true
    for j, q in ipairs(pats) do
      if q.kind == "MatchStar" then
        star, star_wild = j, q.name == nil
        only_wild = only_wild and star_wild
      else
        only_wild = only_wild and is_wildcard(q)
      end
    end
    local how, idx = 1, ""
    if only_wild then
      how = 0
    elseif star_wild then -- `*_`: only the other items, by subscripts (negative after the star)
      how = 2
      for j, q in ipairs(pats) do
        if j ~= star and not is_wildcard(q) then idx = idx .. ", " .. (j < star and j - 1 or j - 1 - size) end
      end
    end
    local a, n = self:tmps(2)
    self:emit("local " .. a .. ", " .. n .. " = " .. self:h("MSEQ") .. "(" .. subj .. ", " .. size .. ", " ..
      tostring(star ~= nil) .. ", " .. how .. idx .. "); if not " .. a .. nope)
    for j, q in ipairs(pats) do
      local item = (star and j > star) and (a .. "[" .. n .. " - " .. (size - j) .. "]") or (a .. "[" .. j .. "]")
      if star and j > star and size == j then item = a .. "[" .. n .. "]" end
      if q.kind == "MatchStar" then
        if q.name then
          stores[#stores + 1] = { q.name, self:h("MSLICE") .. "(" .. a .. ", " .. j .. ", " .. n .. " - " ..
            (size - j) .. ")" }
        end
      elseif not is_wildcard(q) then
        self:pattern(q, self:let(item), fail, stores)
      end
    end
  elseif k == "MatchMapping" then
    local keys, check = {}, "false"
    for i, key in ipairs(p.keys) do
      local c = self:expr(key)
      if not is_simple(c) then c = self:let(c) end
      keys[i] = c
      if key_value(key) == nil then check = "true" end
    end
    local ok = self:tmp()
    local vals = { self:tmps(#keys) }
    self:emit("local " .. concat({ ok, table_unpack(vals) }, ", ") .. " = " .. self:h("MMAP") .. "(" .. subj ..
      ", " .. check .. (#keys > 0 and (", " .. concat(keys, ", ")) or "") .. "); if not " .. ok .. nope)
    for i, q in ipairs(p.patterns) do
      if not is_wildcard(q) then self:pattern(q, vals[i], fail, stores) end
    end
    if p.rest then
      stores[#stores + 1] = { p.rest, self:h("MREST") .. "(" .. subj .. (#keys > 0 and (", " .. concat(keys, ", ")) or "")
        .. ")" }
    end
  elseif k == "MatchClass" then
    local cls = self:expr(p.cls)
    if not is_simple(cls) then cls = self:let(cls) end
    local kws = {}
    for i, a in ipairs(p.kwd_attrs) do kws[i] = ", " .. lstr(a) end
    local ok = self:tmp()
    local n = #p.patterns + #kws
    local vals = { self:tmps(n) }
    self:emit("local " .. concat({ ok, table_unpack(vals) }, ", ") .. " = " .. self:h("MCLASS") .. "(" .. subj ..
      ", " .. cls .. ", " .. #p.patterns .. concat(kws) .. "); if not " .. ok .. nope)
    for i, q in ipairs(p.patterns) do
      if not is_wildcard(q) then self:pattern(q, vals[i], fail, stores) end
    end
    for i, q in ipairs(p.kwd_patterns) do
      if not is_wildcard(q) then self:pattern(q, vals[#p.patterns + i], fail, stores) end
    end
  elseif k == "MatchOr" then
    -- each alternative in a block of its own; their captures meet in temporaries declared here
    local names = p.binds or {}
    local temps = {}
    if #names > 0 then
      temps = { self:tmps(#names) }
      self:emit("local " .. concat(temps, ", ") .. "; ")
    end
    local done = self:label()
    for i, alt in ipairs(p.patterns) do
      local last = i == #p.patterns
      local altfail = last and fail or self:label()
      local st = {}
      self:emit("do ")
      self:pattern(alt, subj, altfail, st)
      for _, nv in ipairs(st) do
        for j, name in ipairs(names) do
          if name == nv[1] then self:emit(temps[j] .. " = " .. nv[2] .. "; ") end
        end
      end
      if not last then self:emit("goto " .. done .. "; ") end
      self:emit("end; ")
      if not last then self:emit("::" .. altfail .. ":: ") end
    end
    self:emit("::" .. done .. ":: ")
    for j, name in ipairs(names) do stores[#stores + 1] = { name, temps[j] } end
  end
end

-- The top pattern of a case in an if/elseif chain: a pure pattern, a capture, `_`, or
-- `pure as name`. Returns the pure pattern (or nil) and the name.
local function chain_case(c)
  if c.guard then return false end
  local p = c.pattern
  if p.kind == "MatchAs" and p.name then
    if not p.pattern then return true, nil, p.name end
    if pure_pattern(p.pattern) then return true, p.pattern, p.name end
    return false
  end
  if pure_pattern(p) then return true, (not is_wildcard(p)) and p or nil, nil end
  return false
end

S.Match = function(g, s)
  check_match(s)
  local subj = g:let(g:expr(s.subject))
  local chain = true
  for _, c in ipairs(s.cases) do
    if not chain_case(c) then chain = false break end
  end
  if chain then
    for i, c in ipairs(s.cases) do
      g:at(c.pattern.lineno)
      local _, p, name = chain_case(c)
      if p then
        g:emit((i == 1 and "if " or " elseif ") .. g:pattern_cond(p, subj) .. " then ")
      else -- irrefutable: the last case
        g:emit(i == 1 and "do " or " else ")
      end
      if name then g:name_store(name, subj) end
      g:block(c.body)
    end
    g:emit(" end;")
    return
  end
  local done = g:label()
  for i, c in ipairs(s.cases) do
    g:at(c.pattern.lineno)
    local last = i == #s.cases
    local fail = last and done or g:label()
    local saved = g.live
    g:emit("do ")
    local stores = {}
    g:pattern(c.pattern, subj, fail, stores)
    for _, nv in ipairs(stores) do g:name_store(nv[1], nv[2]) end
    if c.guard then g:emit("if not " .. g:cond(c.guard) .. " then goto " .. fail .. " end; ") end
    g:block(c.body)
    if not last then g:emit(" goto " .. done .. ";") end
    g:emit(" end; ::" .. fail .. "::")
    g.live = saved -- the case's temporaries end with its block
  end
  g:emit(";")
end

---------------------------------------------------------------------------------------------
-- Functions and classes
---------------------------------------------------------------------------------------------

-- Does a function's body (or a comprehension in it) call locals(), vars() or dir()?
local function uses_locals(s)
  if s.uses["locals"] or s.uses["vars"] or s.uses["dir"] then return true end
  for _, c in ipairs(s.children) do
    if c.kind == "comprehension" and uses_locals(c) then return true end
  end
  return false
end

-- Builds a function value for a FunctionDef or Lambda node; returns its code.
-- Generators as state machines: a generator function whose yields are all statements at the
-- end of one top-level loop's body (`for x in xs: ... yield f(x)`, or inside an if there) or
-- at the end of the function after it, is a next function (R.GENSM) instead of a coroutine:
-- each call runs the loop until a yield returns its value; the loop's iterator and the locals
-- are upvalues. Its setup before the loop runs at the first call, the code after the loop at
-- the end (its yield is the last value). No coroutine switch per
-- item; send, throw and close behave as CPython's for such a body (a throw or close at the
-- yield ends it, as no try is around the yield).
local SCOPES = { FunctionDef = true, AsyncFunctionDef = true, ClassDef = true, Lambda = true }

-- counts the nodes of kind in a statement list (not in nested scopes); `bad` kinds make it -1
local function count_kinds(node, kinds, bad)
  if type(node) ~= "table" then return 0 end
  if node.kind and SCOPES[node.kind] then return 0 end
  if node.kind and bad[node.kind] then return -1 end
  local n = node.kind and kinds[node.kind] and 1 or 0
  for key, v in pairs(node) do
    if type(v) == "table" and key ~= "scope" then
      local c = count_kinds(v, kinds, bad)
      if c < 0 then return -1 end
      n = n + c
    end
  end
  return n
end

-- the yields at the tail of a statement list (through ifs), or nil if a tail is not plain
local function tail_yields(body)
  local last = body[#body]
  if not last then return 0 end
  if last.kind == "Expr" and last.value.kind == "Yield" then return 1 end
  if last.kind == "If" then
    local a, b = tail_yields(last.body), #last.orelse > 0 and tail_yields(last.orelse) or 0
    return a + b
  end
  return 0
end

local YIELDS = { Yield = true, YieldFrom = true, Await = true }

-- A loop body's statements with each yield statement cut from what follows it in its list
-- (added to rests: the code a next call runs first when it resumes there), or nil when a yield
-- is elsewhere. A yield may stand in the body or in the branches of an `if` that ends it (and
-- so on down); the statements after it hold no yield. The yield statements are copies that
-- know their rest (sm_k).
local function sm_cut(list, rests)
  local out = {}
  for i, st in ipairs(list) do
    if st.kind == "Expr" and st.value.kind == "Yield" then
      local rest = {}
      for j = i + 1, #list do
        if count_kinds(list[j], YIELDS, {}) ~= 0 then return nil end
        rest[#rest + 1] = list[j]
      end
      local y = {}
      for k, v in pairs(st) do y[k] = v end
      if #rest > 0 then rests[#rests + 1] = rest; y.sm_k = #rests end
      out[#out + 1] = y
      return out
    elseif i == #list and st.kind == "If" and count_kinds(st, YIELDS, {}) ~= 0 then
      local c = {}
      for k, v in pairs(st) do c[k] = v end
      c.body = sm_cut(st.body, rests)
      c.orelse = sm_cut(st.orelse, rests)
      if not (c.body and c.orelse) then return nil end
      out[#out + 1] = c
    elseif count_kinds(st, YIELDS, {}) ~= 0 then
      return nil
    else
      out[#out + 1] = st
    end
  end
  return out
end
local NOT_SM = { Try = true, TryStar = true, With = true, AsyncWith = true, AsyncFor = true,
                 YieldFrom = true, Await = true, Global = true, Nonlocal = true }

function Gen:sm_plan(node)
  local body = node.body
  -- the loop is the first statement with a yield; the statements after it may end with yields
  local at
  for i, st in ipairs(body) do
    if count_kinds(st, YIELDS, {}) ~= 0 then at = i; break end
  end
  if not at then return nil end
  local post = {}
  for i = at + 1, #body do post[#post + 1] = body[i] end
  if count_kinds(post, YIELDS, {}) ~= tail_yields(post) then return nil end
  local loop = body[at]
  if (loop.kind ~= "For" and loop.kind ~= "While") or #loop.orelse > 0 then return nil end
  for _, st in ipairs(body) do
    if count_kinds(st, {}, NOT_SM) < 0 then return nil end
  end
  -- every return is bare: the generator's value is None
  for _, st in ipairs(body) do
    if count_kinds(st, { Return = true }, {}) > 0 then
      local valued = false
      local function scan(n)
        if type(n) ~= "table" or (n.kind and SCOPES[n.kind]) then return end
        if n.kind == "Return" and n.value then valued = true end
        for k, v in pairs(n) do if type(v) == "table" and k ~= "scope" then scan(v) end end
      end
      scan(st)
      if valued then return nil end
    end
  end
  if loop.kind == "For" and loop.target.kind == "Starred" then return nil end
  -- the loop body's yields, each with the statements after it (its resumption)
  local rests = {}
  local lbody = sm_cut(loop.body, rests)
  if not lbody then return nil end
  return { at = at, loop = loop, body = lbody, rests = rests }
end

-- the body of a state-machine generator (inside its next function, after the state test)
function Gen:sm_body(node, sm)
  local body, loop = node.body, sm.loop
  local pre = {}
  for i = 1, sm.at - 1 do pre[i] = body[i] end
  self:block(pre)
  local f, st, c = sm.f, sm.s, sm.c
  local m = loop.kind == "For" and self:multi_iter(loop.iter, loop.target)
  local range = loop.kind == "For" and not m and self:is_range(loop.iter, loop.target)
  local step
  if range then
    local a = loop.iter.args
    step = a[3] and small_int(a[3]) or (not a[3] and 1) or nil
    if not step or step <= 0 then range = false end
  end
  if range then -- a counter: f the next value, s the last one
    local a = loop.iter.args
    local args = self:range_args(loop.iter)
    if #a == 1 then self:emit(f .. ", " .. st .. " = 0, " .. args[1] .. " - 1;")
    else self:emit(f .. ", " .. st .. " = " .. args[1] .. ", " .. args[2] .. " - 1;") end
  elseif m then
    self:emit(f .. ", " .. st .. ", " .. c .. " = " .. self:h(m.helper) .. "(" .. self:multi_args(m) .. ");")
  elseif loop.kind == "For" then
    self:emit(f .. ", " .. st .. ", " .. c .. " = " .. self:h("ITER") .. "(" .. self:expr(loop.iter) .. ");")
  end
  self:emit(" end; ") -- the setup's `if`
  local ctx = self:loop_enter()
  -- at the top of the loop: the statements after the yield it resumes at, if any, which end
  -- that iteration
  local function resumption()
    if #sm.rests == 0 then return end
    local r = self:tmp(false)
    self:emit("if " .. sm.resume .. " ~= 0 then local " .. r .. " = " .. sm.resume .. "; " .. sm.resume ..
              " = 0; ")
    for k, rest in ipairs(sm.rests) do
      self:emit((k == 1 and "if " or "elseif ") .. r .. " == " .. k .. " then ")
      self:block(rest)
      self:emit(" goto " .. ctx.label .. "; ")
    end
    self:emit("end end; ")
  end
  if loop.kind == "While" then
    self:emit("while true do ")
    resumption()
    self:emit("if not " .. self:cond(loop.test) .. " then break end; ")
  elseif range then
    local v = self:tmp(false)
    self:emit("while true do ")
    resumption()
    self:emit("local " .. v .. " = " .. f .. "; if " .. v .. " > " .. st .. " then break end; " ..
              f .. " = " .. v .. " + " .. step .. "; ")
    self:assign(loop.target, v)
  elseif m then
    local vs = {}
    for i = 1, m.n do vs[i] = self:tmp(false) end
    local k = m.bare and vs[1] or self:tmp(false)
    local head = m.bare and concat(vs, ", ") or (k .. ", " .. concat(vs, ", "))
    self:emit("while true do ")
    resumption()
    self:emit("local " .. head .. " = " .. f .. "(" .. st .. ", " .. c .. "); if " .. k ..
              " == nil then break end; " .. c .. " = " .. k .. "; ")
    for i, e in ipairs(loop.target.elts) do self:assign(e, vs[i]) end
  else
    local k, v = self:tmp(false), self:tmp(false)
    self:emit("while true do ")
    resumption()
    self:emit("local " .. k .. ", " .. v .. " = " .. f .. "(" .. st .. ", " .. c .. "); if " ..
              k .. " == nil then break end; " .. c .. " = " .. k .. "; ")
    self:assign(loop.target, v)
  end
  self:loop_body(ctx, sm.body)
  self:emit(" end;")
  self:loop_exit()
  local post = {}
  for i = sm.at + 1, #body do post[#post + 1] = body[i] end
  sm.after = true
  self:block(post)
end

function Gen:function_value(node, name, is_lambda)
  local a = node.args
  local scope = node.scope
  -- defaults are evaluated now, in the enclosing scope
  local defaults = {}
  local npos = #a.posonlyargs + #a.args
  local nd = #a.defaults
  for i, d in ipairs(a.defaults) do
    defaults[npos - nd + i] = self:let(self:expr(d))
  end
  local kwdefaults = {}
  for i, d in ipairs(a.kw_defaults) do
    if d then kwdefaults[i] = self:let(self:expr(d)) end
  end
  local params = {}
  for _, p in ipairs(a.posonlyargs) do params[#params + 1] = p.arg end
  for _, p in ipairs(a.args) do params[#params + 1] = p.arg end
  local complex = a.vararg or a.kwarg or #a.kwonlyargs > 0
  local SIG = self:tmp()
  -- signature table for keyword calls
  local sig = { "name = " .. lstr(name) }
  local prefix = qualprefix(self.scope)
  if prefix ~= "" then sig[#sig + 1] = "qualname = " .. lstr(prefix .. name) end
  local pnames = {}
  for i, p in ipairs(params) do pnames[i] = lstr(p) end
  sig[#sig + 1] = "params = {" .. concat(pnames, ", ") .. "}"
  sig[#sig + 1] = "nposonly = " .. #a.posonlyargs
  sig[#sig + 1] = "nrequired = " .. (npos - nd)
  if a.vararg then sig[#sig + 1] = "vararg = " .. lstr(a.vararg.arg) end
  if a.kwarg then sig[#sig + 1] = "kwarg = " .. lstr(a.kwarg.arg) end
  if #a.kwonlyargs > 0 then
    local ks, req = {}, {}
    for i, p in ipairs(a.kwonlyargs) do
      ks[i] = lstr(p.arg)
      if not a.kw_defaults[i] then req[#req + 1] = "[" .. lstr(p.arg) .. "] = true" end
    end
    sig[#sig + 1] = "kwonly = {" .. concat(ks, ", ") .. "}"
    sig[#sig + 1] = "kwrequired = {" .. concat(req, ", ") .. "}"
  end
  if complex then sig[#sig + 1] = "complex = true" end
  if uses_locals(scope) then -- locals() lists the variables in CPython's order
    local vs = {}
    for _, p in ipairs(params) do vs[#vs + 1] = p end
    if a.vararg then vs[#vs + 1] = a.vararg.arg end
    for _, p in ipairs(a.kwonlyargs) do vs[#vs + 1] = p.arg end
    if a.kwarg then vs[#vs + 1] = a.kwarg.arg end
    local isp, rest = {}, {}
    for _, v in ipairs(vs) do isp[v] = true end
    for _, n in ipairs(scope.order) do if not isp[n] then rest[#rest + 1] = n end end
    local fp = scope.firstpos
    sort(rest, function(x, y)
      local px, py = fp[x] or math.huge, fp[y] or math.huge
      if px ~= py then return px < py end
      return x < y
    end)
    for _, n in ipairs(rest) do vs[#vs + 1] = n end
    for i, v in ipairs(vs) do vs[i] = lstr(v) end
    sig[#sig + 1] = "varnames = {" .. concat(vs, ", ") .. "}"
  end
  if nd > 0 then -- __defaults__ and __kwdefaults__ read these
    local ds = {}
    for i = npos - nd + 1, npos do ds[#ds + 1] = defaults[i] end
    sig[#sig + 1] = "defaults = {" .. concat(ds, ", ") .. "}"
  end
  local ks = {}
  for i, p in ipairs(a.kwonlyargs) do
    if kwdefaults[i] then ks[#ks + 1] = lstr(p.arg) .. ", " .. kwdefaults[i] end
  end
  if #ks > 0 then sig[#sig + 1] = "kwdefaults = {" .. concat(ks, ", ") .. "}" end
  local first = not is_lambda and node.body[1]
  if first and first.kind == "Expr" and first.value.kind == "Constant" and first.value.ctype == "str" then
    sig[#sig + 1] = "doc = " .. lstr(first.value.value)
  end
  local is_async = node.kind == "AsyncFunctionDef"
  if scope.generator then sig[#sig + 1] = "generator = true" end
  if is_async then sig[#sig + 1] = "coroutine = true" end
  -- __annotations__: evaluated now, in the enclosing scope (strings under
  -- `from __future__ import annotations`), as name/value pairs in CPython's order
  local anns = {}
  local function annotate(pname, ann)
    if ann then
      local v = self.future_annotations and lstr(unparse(ann)) or self:expr(ann)
      if not is_simple(v) then v = self:let(v) end
      anns[#anns + 1] = lstr(pname) .. ", " .. v
    end
  end
  if not is_lambda then
    for _, p in ipairs(a.posonlyargs) do annotate(p.arg, p.annotation) end
    for _, p in ipairs(a.args) do annotate(p.arg, p.annotation) end
    if a.vararg then annotate(a.vararg.arg, a.vararg.annotation) end
    for _, p in ipairs(a.kwonlyargs) do annotate(p.arg, p.annotation) end
    if a.kwarg then annotate(a.kwarg.arg, a.kwarg.annotation) end
    annotate("return", node.returns)
  end
  if #anns > 0 then sig[#sig + 1] = "annotations = {" .. concat(anns, ", ") .. "}" end

  local saved_fn, saved_scope, saved_live, saved_spill = self.fn, self.scope, self.live, self.stmt_spill
  self.live, self.stmt_spill = 0, false -- a new Lua function: its own locals
  local fn = { scope = scope, loops = {}, trydepth = 0, generator = scope.generator or is_async,
               is_async = is_async,
               first_param = params[1],
               is_method = saved_scope and saved_scope.kind == "class" }
  self.fn = fn
  self.scope = scope
  -- the Python locals: parameters (in the order ARGS returns them), then the other names
  local pnames = {}
  for _, p in ipairs(params) do pnames[#pnames + 1] = p end
  if a.vararg then pnames[#pnames + 1] = a.vararg.arg end
  for _, p in ipairs(a.kwonlyargs) do pnames[#pnames + 1] = p.arg end
  if a.kwarg then pnames[#pnames + 1] = a.kwarg.arg end
  local isparam = {}
  for _, p in ipairs(pnames) do isparam[p] = true end
  local others = {}
  for _, n in ipairs(scope.order) do
    if not isparam[n] and not scope.nonlocals[n] and not scope.globals[n] then
      others[#others + 1] = n
    end
  end
  -- Lua allows 200 locals per function: past LOCALS_MAX Python locals, the first LOCALS_KEPT
  -- stay Lua locals and the others become fields of one table (`_RL<n>.name`, see Gen:lref).
  local spilltab
  if #pnames + #others > LOCALS_MAX then
    spilltab = "_RL" .. (self.ntmp + 1)
    self.ntmp = self.ntmp + 1
    scope.spill = {}
    local k = 0
    for _, list in ipairs({ pnames, others }) do
      for _, n in ipairs(list) do
        k = k + 1
        if k > LOCALS_KEPT then scope.spill[n] = spilltab .. "." .. mangle(n) end
      end
    end
  end
  local function ref(n) return scope.spill and scope.spill[n] or mangle(n) end
  local head
  if spilltab then
    -- the arguments arrive as a table; each parameter is bound from it
    local binds = { "function(...) local " .. spilltab .. " = {}; local _RV = {" ..
                    (complex and (self:h("ARGS") .. "(" .. SIG .. ", ...)") or "...") .. "}; " }
    local kept, vals = {}, {}
    for i, p in ipairs(pnames) do
      if scope.spill[p] then binds[#binds + 1] = scope.spill[p] .. " = _RV[" .. i .. "]; "
      else kept[#kept + 1] = mangle(p); vals[#vals + 1] = "_RV[" .. i .. "]" end
    end
    if #kept > 0 then
      insert(binds, 2, "local " .. concat(kept, ", ") .. " = " .. concat(vals, ", ") .. "; ")
    end
    head = concat(binds)
  elseif complex then
    local names = {}
    for _, p in ipairs(pnames) do names[#names + 1] = mangle(p) end
    head = "function(...) local " .. concat(names, ", ") .. " = " .. self:h("ARGS") .. "(" .. SIG .. ", ...); "
  else
    local lparams = {}
    for i, p in ipairs(params) do lparams[i] = mangle(p) end
    head = "function(" .. concat(lparams, ", ") .. ") "
  end
  -- required parameters, then defaults
  local pro = {}
  for i, p in ipairs(params) do
    local lp = ref(p)
    if defaults[i] then
      pro[#pro + 1] = "if " .. lp .. " == nil then " .. lp .. " = " .. defaults[i] .. " end; "
    elseif not complex then
      pro[#pro + 1] = "if " .. lp .. " == nil then " .. self:h("MISSING") .. "(" .. SIG .. ", " .. i .. ") end; "
    end
  end
  for i, p in ipairs(a.kwonlyargs) do
    if kwdefaults[i] then
      local lp = ref(p.arg)
      pro[#pro + 1] = "if " .. lp .. " == nil then " .. lp .. " = " .. kwdefaults[i] .. " end; "
    end
  end
  -- the other locals
  local decl = {}
  for _, n in ipairs(others) do
    if not (scope.spill and scope.spill[n]) then decl[#decl + 1] = mangle(n) end
  end
  local nkept = #decl
  for _, p in ipairs(pnames) do if not (scope.spill and scope.spill[p]) then nkept = nkept + 1 end end
  fn.nlocals = nkept + (spilltab and 2 or 0)
  local prologue = concat(pro) .. (#decl > 0 and ("local " .. concat(decl, ", ") .. "; ") or "")
  if scope.uses["exec"] then
    -- the names exec() stores in this call (CPython's frame locals dict: locals() and a later
    -- eval or exec of the call see them; the function's own variables stay as they were)
    prologue = prologue .. "local _Rexecns = {}; "
    fn.nlocals = fn.nlocals + 1
  end

  local sigvar = SIG
  self:emit("local " .. sigvar .. " = {" .. concat(sig, ", ") .. "}; ")
  local body_open = head .. prologue
  local sm = fn.generator and not is_async and not is_lambda and self:sm_plan(node)
  if sm then
    fn.sm = sm
    sm.state, sm.f, sm.s, sm.c = self:tmp(false), self:tmp(false), self:tmp(false), self:tmp(false)
    sm.resume = self:tmp(false)
    local k, was = self:tmp(false), self:tmp(false)
    -- states: 0 not started, 1 paused at a yield, 2 done (and while running: an error ends it)
    body_open = head .. prologue .. "local " .. sm.state .. ", " .. sm.resume .. ", " .. sm.f .. ", " ..
      sm.s .. ", " .. sm.c .. " = 0, 0; return " .. self:h("GENSM") .. "(function(" .. k .. ") if " .. k .. " then " ..
      sm.state .. " = 2; return nil end; local " .. was .. " = " .. sm.state .. "; " .. sm.state ..
      " = 2; if " .. was .. " == 2 then return nil end; if " .. was .. " == 0 then "
  elseif fn.generator then
    local maker = not is_async and "GENERATOR" or scope.generator and "ASYNCGEN" or "COROUTINE"
    body_open = head .. prologue .. "return " .. self:h(maker) .. "(function() "
  end
  -- the function value is a temporary of the enclosing code: it counts among that code's live
  -- temporaries and spills with them (99 lambdas in one list display need 198 of them)
  local inner_fn, inner_live, inner_spill = self.fn, self.live, self.stmt_spill
  self.fn, self.live, self.stmt_spill = saved_fn, saved_live, saved_spill
  local fvar = self:tmp()
  saved_live, saved_spill = self.live, self.stmt_spill
  self.fn, self.live, self.stmt_spill = inner_fn, inner_live, inner_spill
  self:emit("local " .. fvar .. " = " .. self:h("DEF") .. "(" .. sigvar .. ", " .. body_open)
  -- where the closures of its try and with statements are declared (Gen:protect_end)
  fn.t0, fn.hoisted = self.ntmp, {}
  if not is_lambda then
    self.nprot = (self.nprot or 0) + 1
    fn.decl_mark, fn.decl_line = "\1D" .. self.nprot .. "\1", self.cur
    self:emit(fn.decl_mark)
  end
  if is_lambda then
    local v = self:expr(node.body)
    if scope.generator then
      self:emit("return " .. v .. " end, " .. sigvar .. ") end);")
    else
      self:emit("do return (" .. v .. ") end end);")
    end
  elseif sm then
    self:sm_body(node, sm)
    self:emit(" return nil end, " .. sigvar .. (may_stop(node.body) and ", true" or "") .. ") end);")
  else
    self:block(node.body)
    if fn.generator then
      self:emit(" end, " .. sigvar .. ") end);")
    else
      self:emit(" return _RNone end);")
      self.used.None = true
    end
  end
  if fn.decl_mark then
    local pieces = self.lines[fn.decl_line]
    pieces[find_piece(pieces, fn.decl_mark)] =
      #fn.hoisted > 0 and ("local " .. concat(fn.hoisted, ", ") .. "; ") or ""
  end
  self.fn, self.scope, self.live, self.stmt_spill = saved_fn, saved_scope, saved_live, saved_spill
  return fvar
end

-- The decorators (already evaluated, in order) applied to v from the last one up, one call
-- at a time: nested in one expression, 300 of them need more registers than Lua has
local function decorate(g, decos, v)
  if #decos == 0 then return v end
  local r = g:let(v)
  for i = #decos, 1, -1 do g:emit(r .. " = " .. decos[i] .. "(" .. r .. ");") end
  return r
end

S.FunctionDef = function(g, s)
  local decos = {}
  for i, d in ipairs(s.decorator_list) do decos[i] = g:let(g:expr(d)) end
  g:name_store(s.name, decorate(g, decos, g:function_value(s, s.name, false)))
end
S.AsyncFunctionDef = S.FunctionDef

S.ClassDef = function(g, s)
  local decos = {}
  for i, d in ipairs(s.decorator_list) do decos[i] = g:let(g:expr(d)) end
  local bases = {}
  for i, b in ipairs(s.bases) do
    if b.kind == "Starred" then unsupported(b, "starred base classes") end
    bases[i] = g:let(g:expr(b))
  end
  local kw = #s.keywords > 0 and g:kw_args(s.keywords) or "nil"
  g.nclass = (g.nclass or 0) + 1
  local cvar = "_Rcls" .. g.nclass
  g:emit("local " .. cvar .. "; " .. cvar .. " = " .. g:h("CLASS") .. "(" .. lstr(s.name) .. ", {" ..
         concat(bases, ", ") .. "}, " .. kw .. ", function(_Rns) ")
  g.stmt_tmps = g.stmt_tmps + 1
  local prefix = qualprefix(g.scope)
  if prefix ~= "" then g:emit('_Rns["#qualname"] = ' .. lstr(prefix .. s.name) .. "; ") end
  local first = s.body[1]
  if first and first.kind == "Expr" and first.value.kind == "Constant" and first.value.ctype == "str" then
    g:emit('_Rns["#doc"] = ' .. lstr(first.value.value) .. "; ")
  end
  local saved_scope, saved_cls, saved_fn, saved_cname = g.scope, g.cls, g.fn, g.cls_name
  g.scope = s.scope
  g.cls = cvar
  g.cls_name = s.name
  -- a class body is not a function: return/yield are errors, but loops work
  g.fn = nil
  local saved_loops, saved_td = g.top_loops, g.top_trydepth
  g.top_loops, g.top_trydepth = {}, 0
  g:block(s.body)
  g.top_loops, g.top_trydepth = saved_loops, saved_td
  g.scope, g.cls, g.fn, g.cls_name = saved_scope, saved_cls, saved_fn, saved_cname
  g:emit(" end);")
  g:name_store(s.name, decorate(g, decos, cvar))
end

---------------------------------------------------------------------------------------------
-- Module
---------------------------------------------------------------------------------------------

-- Names bound only by `import` anywhere in the module (at module level or in a function), and
-- bound no other way anywhere (no assignment, parameter, def, class, except or match capture of
-- that name): `math.sqrt(x)` of such a name is a plain call.
local function find_modules(module)
  local imported, other = {}, {}
  local function walk(n)
    if type(n) ~= "table" then return end
    local k = n.kind
    if k == "Import" then
      for _, a in ipairs(n.names) do
        if not a.asname and not a.name:find("%.") then imported[a.name] = true
        else other[a.asname or a.name:match("^[^.]+")] = true end
      end
    end
    if k == "Name" and n.ctx ~= "Load" then other[n.id] = true end
    if k == "FunctionDef" or k == "AsyncFunctionDef" or k == "ClassDef" then other[n.name] = true end
    if k == "arg" then other[n.arg] = true end
    if (k == "ExceptHandler" or k == "MatchAs" or k == "MatchStar") and n.name then
      other[n.name] = true
    end
    if k == "MatchMapping" and n.rest then other[n.rest] = true end
    if k == "ImportFrom" then
      for _, a in ipairs(n.names) do other[a.asname or a.name] = true end
    end
    for k, v in pairs(n) do
      if type(v) == "table" and k ~= "scope" then walk(v) end
    end
  end
  walk(module.body)
  local r = {}
  for name in pairs(imported) do
    if not other[name] then r[name] = true end
  end
  return r
end

-- The helpers every chunk binds, in order; the runtime's table has them under these names.
local ALWAYS = {}

function M.generate(module, opts)
  local g = new_gen(module)
  g.module_scope = module.scope
  g.modules = find_modules(module)
  g.top_loops, g.top_trydepth = {}, 0
  for _, st in ipairs(module.body) do
    if st.kind == "ImportFrom" and st.module == "__future__" then
      for _, a in ipairs(st.names) do
        if a.name == "annotations" then g.future_annotations = true end
      end
    end
  end
  opts = opts or {}
  -- the value of a final expression statement is the cell's result (MCP sessions, REPL)
  local last = module.body[#module.body]
  if opts.keep_last and last and last.kind == "Expr" then g.is_last_expr = last end
  g.interactive = opts.interactive
  g.dynamic = opts.dynamic
  -- a program that defines __del__: a collection at each `del` statement and after each
  -- statement of the module, where CPython's reference counts free objects (R.DELGC)
  local function defines_del(n)
    if type(n) ~= "table" then return false end
    if n.kind == "ClassDef" then
      for _, st in ipairs(n.body) do
        if st.kind == "FunctionDef" and st.name == "__del__" then return true end
      end
    end
    for k, v in pairs(n) do
      if type(v) == "table" and k ~= "scope" and defines_del(v) then return true end
    end
    return false
  end
  g.has_del = defines_del(module.body)
  -- a generator that can pause inside a try with a finally (or an except that catches
  -- GeneratorExit) or inside a with: CPython closes it when it is dropped, which runs that
  -- code; such a program gets the same safe points (R.GENGC: a dropped paused generator is
  -- closed at the next one)
  local function catches_exit(h)
    local t = h.type
    return t == nil or (t.kind == "Name" and (t.id == "GeneratorExit" or t.id == "BaseException"))
  end
  local function cleanup_yield(n, guarded)
    if type(n) ~= "table" then return false end
    local k = n.kind
    if k == "Yield" or k == "YieldFrom" then
      if guarded then return true end
    elseif k == "FunctionDef" or k == "AsyncFunctionDef" or k == "Lambda" then
      guarded = false
    elseif k == "Try" or k == "TryStar" then
      local fin = #n.finalbody > 0
      local inner = guarded or fin
      for _, h in ipairs(n.handlers) do
        if catches_exit(h) then inner = true end
      end
      for _, st in ipairs(n.body) do if cleanup_yield(st, inner) then return true end end
      for _, h in ipairs(n.handlers) do
        if cleanup_yield(h, guarded or fin) then return true end
      end
      for _, st in ipairs(n.orelse) do if cleanup_yield(st, guarded or fin) then return true end end
      for _, st in ipairs(n.finalbody) do if cleanup_yield(st, guarded) then return true end end
      return false
    elseif k == "With" then
      guarded = true
    end
    for key, v in pairs(n) do
      if type(v) == "table" and key ~= "scope" and cleanup_yield(v, guarded) then return true end
    end
    return false
  end
  -- a module with annotated names at its top level has __annotations__ from its start
  local function annotates(n)
    if type(n) ~= "table" or SCOPES[n.kind] then return false end
    if n.kind == "AnnAssign" then return true end
    for key, v in pairs(n) do
      if type(v) == "table" and key ~= "scope" and annotates(v) then return true end
    end
    return false
  end
  if annotates(module.body) then g:emit(g:h("SETUPANN") .. "(_ENV);") end
  local gen_cleanup = not opts.interactive and cleanup_yield(module.body, false)
  if gen_cleanup then
    g.has_del = true
    g:emit(g:h("GENGC") .. "();")
  end
  local quiet = { FunctionDef = true, AsyncFunctionDef = true, ClassDef = true, Import = true,
                  ImportFrom = true, Pass = true, Delete = true, Global = true }
  for _, st in ipairs(module.body) do
    g:stmt(st)
    if g.has_del and not quiet[st.kind] then g:emit(" " .. g:h("DELGC") .. "();") end
  end
  -- a whole program's end: the generators still paused are closed (their finally runs)
  local function has_generator(sc)
    if sc.generator then return true end
    for _, c in ipairs(sc.children) do if has_generator(c) then return true end end
    return false
  end
  if g.has_del and not opts.interactive and not opts.keep_last then
    g:emit(" " .. g:h("DELFINAL") .. "();")
  end
  if not opts.interactive and not opts.keep_last and has_generator(module.scope) then
    g:emit(" " .. g:h("GENFINAL") .. "();")
  end
  -- the prologue goes at the start of line 1
  local names, values = {}, {}
  for _, n in ipairs(ALWAYS) do g.used[n] = true end
  local list = {}
  for n in pairs(g.used) do list[#list + 1] = n end
  sort(list)
  for _, n in ipairs(list) do
    names[#names + 1] = "_R" .. n
    values[#values + 1] = "_R." .. n
  end
  local pro = { "local _R = ...; " }
  -- Lua limits a multiple assignment to ~200 values: bind in groups
  for i = 1, #names, 50 do
    local j = i + 49
    if j > #names then j = #names end
    pro[#pro + 1] = "local " .. concat(names, ", ", i, j) .. " = " .. concat(values, ", ", i, j) .. "; "
  end

  if #g.consts > 0 then pro[#pro + 1] = "local _K = {" .. concat(g.consts, ", ") .. "}; " end
  if g.used_rtc then pro[#pro + 1] = "local _RTC = {}; " end
  -- the line map, where Lua lines and Python lines differ
  local map, text = {}, {}
  for i = 1, g.cur do
    local p = g.pyline[i]
    if p and p ~= i then
      map[#map + 1] = "[" .. i .. "]=" .. p
      text[#text + 1] = i .. ":" .. p
    end
  end
  if #map > 0 then pro[#pro + 1] = "_R.LINEMAP({" .. concat(map, ",") .. "}); " end
  insert(g.lines[1], 1, concat(pro))
  local out = {}
  for i = 1, g.cur do out[i] = concat(g.lines[i] or {}) end
  return concat(out, "\n") .. "\n", #text > 0 and concat(text, ",") or "identity"
end

return M
