-- transpiler/astdump.lua: the text of CPython's ast.dump(tree) for a moonpy AST.
-- dump(node) gives ast.dump(tree); dump(node, true) gives ast.dump(tree, include_attributes=True).
local string, table, math = string, table, math
local type, tostring, tonumber, pairs, ipairs, error = type, tostring, tonumber, pairs, ipairs, error
local byte, char, format, concat, sub = string.byte, string.char, string.format, table.concat, string.sub
local mtype = math.type
local require = require
_ENV = nil

-- Field lists of CPython 3.11's ast classes; "?" marks optional fields (omitted when None).
local FIELDS_SRC = {
  AnnAssign = "target annotation value? simple",
  Pass = "",
  Break = "",
  Continue = "",
  Assert = "test msg?",
  Assign = "targets value type_comment?",
  AsyncFor = "target iter body orelse type_comment?",
  AsyncFunctionDef = "name args body decorator_list returns? type_comment?",
  AsyncWith = "items body type_comment?",
  Attribute = "value attr ctx",
  AugAssign = "target op value",
  Await = "value",
  BinOp = "left op right",
  BoolOp = "op values",
  Call = "func args keywords",
  ClassDef = "name bases keywords body decorator_list",
  Compare = "left ops comparators",
  Constant = "value kind?",
  Delete = "targets",
  Dict = "keys values",
  DictComp = "key value generators",
  ExceptHandler = "type? name? body",
  Expr = "value",
  For = "target iter body orelse type_comment?",
  FormattedValue = "value conversion format_spec?",
  FunctionDef = "name args body decorator_list returns? type_comment?",
  GeneratorExp = "elt generators",
  Global = "names",
  If = "test body orelse",
  IfExp = "test body orelse",
  Import = "names",
  ImportFrom = "module? names level?",
  JoinedStr = "values",
  Lambda = "args body",
  List = "elts ctx",
  ListComp = "elt generators",
  Match = "subject cases",
  MatchAs = "pattern? name?",
  MatchClass = "cls patterns kwd_attrs kwd_patterns",
  MatchMapping = "keys patterns rest?",
  MatchOr = "patterns",
  MatchSequence = "patterns",
  MatchSingleton = "value",
  MatchStar = "name?",
  MatchValue = "value",
  Module = "body type_ignores",
  Name = "id ctx",
  NamedExpr = "target value",
  Nonlocal = "names",
  Raise = "exc? cause?",
  Return = "value?",
  Set = "elts",
  SetComp = "elt generators",
  Slice = "lower? upper? step?",
  Starred = "value ctx",
  Subscript = "value slice ctx",
  Try = "body handlers orelse finalbody",
  TryStar = "body handlers orelse finalbody",
  Tuple = "elts ctx",
  UnaryOp = "op operand",
  While = "test body orelse",
  With = "items body type_comment?",
  Yield = "value?",
  YieldFrom = "value",
  alias = "name asname?",
  arg = "arg annotation? type_comment?",
  arguments = "posonlyargs args vararg? kwonlyargs kw_defaults kwarg? defaults",
  comprehension = "target iter ifs is_async",
  keyword = "arg? value",
  match_case = "pattern guard? body",
  withitem = "context_expr optional_vars?",

}

local FIELDS = {}
for kind, spec in pairs(FIELDS_SRC) do
  local list = {}
  for f in spec:gmatch("%S+") do
    local opt = f:sub(-1) == "?"
    list[#list + 1] = { name = opt and f:sub(1, -2) or f, opt = opt }
  end
  FIELDS[kind] = list
end

-- Fields whose values are operator / context class names.
local ENUM_FIELD = { op = true, ctx = true }

-- Kinds that carry lineno/col_offset/end_lineno/end_col_offset.
local NO_ATTRS = {
  Module = true, arguments = true, comprehension = true, withitem = true, match_case = true,
}

-- Decodes one UTF-8 sequence at i; returns code point and next index (invalid bytes map to themselves).
local function utf8at(s, i)
  local c = byte(s, i)
  if c < 0x80 then return c, i + 1 end
  local n, cp
  if c >= 0xF0 and c < 0xF8 then n, cp = 3, c & 0x07
  elseif c >= 0xE0 then n, cp = 2, c & 0x0F
  elseif c >= 0xC0 then n, cp = 1, c & 0x1F
  else return 0xDC00 + c, i + 1 end
  for k = 1, n do
    local d = byte(s, i + k)
    if not d or d & 0xC0 ~= 0x80 then return 0xDC00 + c, i + 1 end
    cp = (cp << 6) | (d & 0x3F)
  end
  return cp, i + n + 1
end

-- str.isprintable of a code point, from the printable ranges of runtime/data/unicodectype.lua
-- ("gap,len" pairs: first = previous last + 1 + gap, last = first + len), loaded on first use.
local PRINTABLE
local function printable(cp)
  if not PRINTABLE then
    PRINTABLE = {}
    local prev = -1
    for gap, len in require("data/unicodectype").printable:gmatch("(%x+),(%x+)") do
      local first = prev + 1 + tonumber(gap, 16)
      prev = first + tonumber(len, 16)
      PRINTABLE[#PRINTABLE + 1] = first
      PRINTABLE[#PRINTABLE + 1] = prev
    end
  end
  local lo, hi = 1, #PRINTABLE // 2
  while lo <= hi do
    local mid = (lo + hi) // 2
    if cp < PRINTABLE[2 * mid - 1] then hi = mid - 1
    elseif cp > PRINTABLE[2 * mid] then lo = mid + 1
    else return true end
  end
  return false
end

local function repr_str(s)
  local q = "'"
  if s:find("'", 1, true) and not s:find('"', 1, true) then q = '"' end
  local out, i, n = {}, 1, #s
  while i <= n do
    local cp, j = utf8at(s, i)
    local piece
    if cp < 0x80 then
      local ch = char(cp)
      if ch == q or ch == "\\" then piece = "\\" .. ch
      elseif ch == "\t" then piece = "\\t"
      elseif ch == "\n" then piece = "\\n"
      elseif ch == "\r" then piece = "\\r"
      elseif cp < 0x20 or cp == 0x7F then piece = format("\\x%02x", cp)
      else piece = ch end
    elseif printable(cp) then
      piece = sub(s, i, j - 1)
    elseif cp <= 0xFF then piece = format("\\x%02x", cp)
    elseif cp <= 0xFFFF then piece = format("\\u%04x", cp)
    else piece = format("\\U%08x", cp) end
    out[#out + 1] = piece
    i = j
  end
  return q .. concat(out) .. q
end

local function repr_bytes(s)
  local q = "'"
  if s:find("'", 1, true) and not s:find('"', 1, true) then q = '"' end
  local out = {}
  for i = 1, #s do
    local c = byte(s, i)
    local ch = char(c)
    local piece
    if ch == q or ch == "\\" then piece = "\\" .. ch
    elseif ch == "\t" then piece = "\\t"
    elseif ch == "\n" then piece = "\\n"
    elseif ch == "\r" then piece = "\\r"
    elseif c < 0x20 or c >= 0x7F then piece = format("\\x%02x", c)
    else piece = ch end
    out[i] = piece
  end
  return "b" .. q .. concat(out) .. q
end

-- Python's repr(float): the shortest digits that round-trip, in Python's layout.
-- With nodot, an integral value gets no ".0" (as in complex repr).
local function repr_float(x, nodot)
  if x ~= x then return "nan" end
  if x == math.huge then return "inf" end
  if x == -math.huge then return "-inf" end
  local sign = ""
  if x < 0 or (x == 0 and 1 / x < 0) then sign = "-"; x = -x end
  if x == 0 then return sign .. (nodot and "0" or "0.0") end
  local s
  for p = 1, 17 do
    s = format("%." .. (p - 1) .. "e", x)
    if tonumber(s) == x then break end
  end
  local m, e = s:match("^([%d%.]+)e([-+]%d+)$")
  local digits = m:gsub("%.", ""):gsub("0+$", "")
  if digits == "" then digits = "0" end
  local decpt = tonumber(e) + 1
  local r
  if decpt > -4 and decpt <= 16 then
    if decpt <= 0 then
      r = "0." .. ("0"):rep(-decpt) .. digits
    elseif decpt >= #digits then
      r = digits .. ("0"):rep(decpt - #digits) .. (nodot and "" or ".0")
    else
      r = digits:sub(1, decpt) .. "." .. digits:sub(decpt + 1)
    end
  else
    local ex = decpt - 1
    r = digits:sub(1, 1)
    if #digits > 1 then r = r .. "." .. digits:sub(2) end
    r = r .. "e" .. (ex < 0 and "-" or "+") .. format("%02d", ex < 0 and -ex or ex)
  end
  return sign .. r
end

local function repr_constant(node)
  local t, v = node.ctype, node.value
  if t == "int" then return v
  elseif t == "float" then return repr_float(v)
  elseif t == "complex" then return repr_float(v, true) .. "j"
  elseif t == "str" then return repr_str(v)
  elseif t == "bytes" then return repr_bytes(v)
  elseif t == "bool" then return v and "True" or "False"
  elseif t == "None" then return "None"
  elseif t == "Ellipsis" then return "Ellipsis"
  end
  error("astdump: bad Constant ctype " .. tostring(t))
end

local ATTRS = { "lineno", "col_offset", "end_lineno", "end_col_offset" }

local format_value

-- Returns the text and whether it is "simple" (ast.dump's allsimple rule).
local function format_node(node, attrs)
  local kind = node.kind
  local fields = FIELDS[kind]
  if not fields then error("astdump: unknown node kind " .. tostring(kind)) end
  local args, allsimple = {}, true
  for _, f in ipairs(fields) do
    local name = f.name
    local v = node[name]
    local text, simple
    if (kind == "Constant" or kind == "MatchSingleton") and name == "value" then
      text, simple = repr_constant(node), true
    elseif kind == "Constant" and name == "kind" then
      if node.str_kind then text, simple = repr_str(node.str_kind), true end
    elseif v == nil then
      if not f.opt then
        text, simple = "None", true
      end
    elseif ENUM_FIELD[name] then
      text, simple = v .. "()", true
    elseif name == "ops" then
      local parts = {}
      for i, o in ipairs(v) do parts[i] = o .. "()" end
      text, simple = "[" .. concat(parts, ", ") .. "]", #v == 0
    else
      text, simple = format_value(v, attrs)
    end
    if text then
      allsimple = allsimple and simple
      args[#args + 1] = name .. "=" .. text
    end
  end
  if attrs and not NO_ATTRS[kind] then
    for _, name in ipairs(ATTRS) do
      local v = node[name]
      if v ~= nil then
        args[#args + 1] = name .. "=" .. tostring(v)
      end
    end
  end
  if allsimple and #args <= 3 then
    return kind .. "(" .. concat(args, ", ") .. ")", #args == 0
  end
  return kind .. "(" .. concat(args, ", ") .. ")", false
end

function format_value(v, attrs)
  local tv = type(v)
  if tv == "table" then
    if v.kind then return format_node(v, attrs) end
    if #v == 0 then return "[]", true end
    local parts = {}
    for i = 1, #v do parts[i] = (format_value(v[i], attrs)) end
    return "[" .. concat(parts, ", ") .. "]", false
  elseif tv == "string" then
    return repr_str(v), true
  elseif tv == "number" then
    if mtype(v) == "integer" then return tostring(v), true end
    return repr_float(v), true
  elseif tv == "boolean" then
    if v == false then return "None", true end
    return "True", true
  end
  return "None", true
end

local function dump(node, include_attributes)
  return (format_value(node, include_attributes and true or false))
end

return {
  dump = dump,
  repr_str = repr_str,
  repr_bytes = repr_bytes,
  repr_float = repr_float,
}
