-- transpiler/parser.lua: Python 3.11 source -> AST (CPython's node kinds and field names).
--
-- The lexer turns the source into tokens; each token's kind is one byte of a string, and the
-- LPeg grammar below matches that string. A position capture is a token index, so the semantic
-- actions read token values and positions from the token arrays of the current parse.
-- parse(src, filename) returns the Module node, or nil, err (see docs/INTERNALS.md).
local lpeg = require "lpeg"
local lexer = require "lexer"
local string, table, math = string, table, math
local type, select, tostring, tonumber, pcall, error, ipairs, pairs, setmetatable =
  type, select, tostring, tonumber, pcall, error, ipairs, pairs, setmetatable
local byte, char, sub, find, format, concat, unpack = string.byte, string.char, string.sub, string.find,
  string.format, table.concat, table.unpack
local P, V, Cp, Cc, Ct, Cf, Cg, Cmt, Cb = lpeg.P, lpeg.V, lpeg.Cp(), lpeg.Cc, lpeg.Ct, lpeg.Cf, lpeg.Cg, lpeg.Cmt,
  lpeg.Cb
local KIND = lexer.KIND
local require = require
_ENV = nil

lpeg.setmaxstack(20000)

----------------------------------------------------------------------------------------------
-- State of the current parse (saved and restored around nested f-string parses).
----------------------------------------------------------------------------------------------
local TK, TV, TL, TC, TEL, TEC, TOKS = "", {}, {}, {}, {}, {}, nil

local B_NEWLINE, B_INDENT, B_DEDENT, B_END = byte(KIND.NEWLINE), byte(KIND.INDENT), byte(KIND.DEDENT),
  byte(KIND.ENDMARKER)

local function set_state(t)
  TOKS = t
  TK, TV, TL, TC, TEL, TEC = t.kinds, t.val, t.line, t.col, t.eline, t.ecol
end

-- A syntax error found by a semantic action: thrown, caught by parse().
local function raise_at(msg, lineno, col, typ, bytecol)
  error({ pyerr = true, type = typ or "SyntaxError", msg = msg, lineno = lineno, col = col,
          bytecol = bytecol }, 0)
end
local function raise_node(msg, node)
  raise_at(msg, node.lineno, node.col_offset)
end
local function raise_tok(msg, i)
  raise_at(msg, TL[i], TC[i])
end

-- The last token before index i that is not NEWLINE/INDENT/DEDENT (CPython's EXTRA end).
local function lastreal(i)
  local k = i - 1
  while k > 1 do
    local b = byte(TK, k)
    if b == B_NEWLINE or b == B_INDENT or b == B_DEDENT or b == B_END then k = k - 1 else break end
  end
  return k
end

-- Node constructors. s, e are token indices (inclusive); span copies positions from nodes.
local function at(node, s, e)
  node.lineno, node.col_offset, node.end_lineno, node.end_col_offset = TL[s], TC[s], TEL[e], TEC[e]
  return node
end
local function atend(node, s, ecp)
  return at(node, s, lastreal(ecp))
end
-- A parenthesized node keeps its own position, but its parent spans the parentheses:
-- p_lineno/p_col/p_end_lineno/p_end_col hold the outermost parentheses' positions.
local function span(node, a, b)
  node.lineno, node.col_offset = a.p_lineno or a.lineno, a.p_col or a.col_offset
  node.end_lineno, node.end_col_offset = b.p_end_lineno or b.end_lineno, b.p_end_col or b.end_col_offset
  return node
end
local function from_to(node, a, ecp) -- start at node a, end at the last token before ecp
  local e = lastreal(ecp)
  node.lineno, node.col_offset = a.p_lineno or a.lineno, a.p_col or a.col_offset
  node.end_lineno, node.end_col_offset = TEL[e], TEC[e]
  return node
end
local function tok_to(node, s, b) -- start at token s, end at node b
  node.lineno, node.col_offset = TL[s], TC[s]
  node.end_lineno, node.end_col_offset = b.p_end_lineno or b.end_lineno, b.p_end_col or b.end_col_offset
  return node
end
local function to_tok(node, a, e) -- start at node a, end at token e
  node.lineno, node.col_offset = a.p_lineno or a.lineno, a.p_col or a.col_offset
  node.end_lineno, node.end_col_offset = TEL[e], TEC[e]
  return node
end
local function mark_parens(node, s, ecp)
  local e = lastreal(ecp)
  node.p_lineno, node.p_col, node.p_end_lineno, node.p_end_col = TL[s], TC[s], TEL[e], TEC[e]
  node.parenthesized = true
  return node
end

local function nz(x) if x == false then return nil end return x end

----------------------------------------------------------------------------------------------
-- Numbers
----------------------------------------------------------------------------------------------

-- Digit string in base `base` -> decimal digit string (arbitrary size).
local function to_decimal(digits, base)
  local limbs = { 0 } -- little-endian, base 1e7
  local LB = 10000000
  for i = 1, #digits do
    local d = tonumber(sub(digits, i, i), 16)
    local carry = d
    for k = 1, #limbs do
      local v = limbs[k] * base + carry
      limbs[k] = v % LB
      carry = v // LB
    end
    while carry > 0 do
      limbs[#limbs + 1] = carry % LB
      carry = carry // LB
    end
  end
  local parts = { tostring(limbs[#limbs]) }
  for k = #limbs - 1, 1, -1 do parts[#parts + 1] = format("%07d", limbs[k]) end
  return concat(parts)
end

local function number_node(i)
  local text = TV[i]:gsub("_", "")
  local lower = text:lower()
  local node = { kind = "Constant" }
  local prefix = sub(lower, 1, 2)
  if prefix == "0x" then
    node.ctype, node.value = "int", to_decimal(sub(lower, 3), 16)
  elseif prefix == "0o" then
    node.ctype, node.value = "int", to_decimal(sub(lower, 3), 8)
  elseif prefix == "0b" then
    node.ctype, node.value = "int", to_decimal(sub(lower, 3), 2)
  elseif sub(lower, -1) == "j" then
    node.ctype, node.value = "complex", (tonumber(sub(lower, 1, -2)) or 0) + 0.0
  elseif find(lower, "[.e]") then
    node.ctype, node.value = "float", (tonumber(lower) or 0) + 0.0
  else
    local v = lower:gsub("^0+", "")
    if v == "" then v = "0" end
    node.ctype, node.value = "int", v
  end
  return at(node, i, i)
end

----------------------------------------------------------------------------------------------
-- Strings and f-strings
----------------------------------------------------------------------------------------------

local utf8char = function(cp)
  if cp < 0x80 then return char(cp) end
  if cp < 0x800 then return char(0xC0 | (cp >> 6), 0x80 | (cp & 0x3F)) end
  if cp < 0x10000 then
    return char(0xE0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3F), 0x80 | (cp & 0x3F))
  end
  return char(0xF0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3F), 0x80 | ((cp >> 6) & 0x3F), 0x80 | (cp & 0x3F))
end

-- CPython reports errors in string literals at the token after them (its last token read),
-- and its offset counts the bytes of the line, not its characters, when it runs a file.
local FS_ERRTOK = 1
local function raise_str(msg) raise_at(msg, TL[FS_ERRTOK], TC[FS_ERRTOK], nil, true) end

-- \N{NAME}: the names and aliases that CPython's decoder knows (runtime/charname.lua over
-- runtime/data/unicodenames.lua, the table unicodedata uses too; loaded on the first \N{...}).
local charname
local function lookup_name(name)
  charname = charname or require("charname")(function() return require("data/unicodenames") end)
  return charname.lookup(name, false)
end

-- The offset (from 0) that CPython reports for byte j of the literal body s: its decoder works
-- on a copy where each non-ASCII character is a 10-byte \UXXXXXXXX escape and a backslash
-- before one is \u005c (Parser/string_parser.c, decode_unicode_with_escapes).
local function escpos(s, j)
  local i, n = 1, 0
  while i < j do
    if byte(s, i) == 92 then
      n, i = n + 1, i + 1
      local c = byte(s, i)
      if c and c >= 0x80 then n = n + 5 end
      if i >= j then break end
    end
    if byte(s, i) >= 0x80 then
      n, i = n + 10, i + #s:match("^[\192-\255][\128-\191]*", i)
    else
      n, i = n + 1, i + 1
    end
  end
  return n
end

-- A decoding error of a str literal at its bytes j..k, in CPython's words and positions.
local function escape_error(s, j, k, what)
  raise_str(format("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: %s",
    escpos(s, j), escpos(s, k + 1) - 1, what))
end

local SIMPLE_ESCAPES = {
  ["\n"] = "", ["\\"] = "\\", ["'"] = "'", ['"'] = '"', a = "\a", b = "\b", f = "\f", n = "\n",
  r = "\r", t = "\t", v = "\v",
}

-- Decodes backslash escapes of a non-raw literal body. `i` is the token (for errors).
local function decode_escapes(s, isbytes, i)
  if not find(s, "\\", 1, true) then return s end
  local out, pos, n = {}, 1, #s
  while true do
    local j = find(s, "\\", pos, true)
    if not j then
      out[#out + 1] = sub(s, pos)
      break
    end
    out[#out + 1] = sub(s, pos, j - 1)
    local c = sub(s, j + 1, j + 1)
    if c == "" then
      raise_str(isbytes and "(value error) \\ at end of string" or "(unicode error) 'unicodeescape' codec can't decode bytes: \\ at end of string")
    end
    local simple = SIMPLE_ESCAPES[c]
    if simple then
      out[#out + 1] = simple
      pos = j + 2
    elseif find(c, "^[0-7]") then
      local oct = s:match("^[0-7][0-7]?[0-7]?", j + 1)
      local v = tonumber(oct, 8)
      if isbytes then out[#out + 1] = char(v & 0xFF) else out[#out + 1] = utf8char(v) end
      pos = j + 1 + #oct
    elseif c == "x" then
      local hex = s:match("^%x%x", j + 2)
      if not hex then
        if isbytes then raise_str(format("(value error) invalid \\x escape at position %d", j - 1)) end
        escape_error(s, j, j + 1 + #s:match("^%x*", j + 2), "truncated \\xXX escape")
      end
      local v = tonumber(hex, 16)
      if isbytes then out[#out + 1] = char(v) else out[#out + 1] = utf8char(v) end
      pos = j + 4
    elseif (c == "u" or c == "U") and not isbytes then
      local len = c == "u" and 4 or 8
      local hex = sub(s, j + 2, j + 1 + len)
      if #hex ~= len or not find(hex, "^%x+$") then
        escape_error(s, j, j + 1 + #hex:match("^%x*"),
          format("truncated \\%sXXXX%s escape", c, c == "U" and "XXXX" or ""))
      end
      local v = tonumber(hex, 16)
      if v > 0x10FFFF then
        escape_error(s, j, j + 1 + len, "illegal Unicode character")
      end
      out[#out + 1] = utf8char(v)
      pos = j + 2 + len
    elseif c == "N" and not isbytes then
      local name = s:match("^{([^}]*)}", j + 2)
      if not name or name == "" then
        -- no {, or no }: up to the N, or to the end; an empty name: up to the {
        local k = sub(s, j + 2, j + 2) ~= "{" and j + 1 or name and j + 2 or n
        escape_error(s, j, k, "malformed \\N character escape")
      end
      local cp = lookup_name(name)
      if not cp then escape_error(s, j, j + 3 + #name, "unknown Unicode character name") end
      out[#out + 1] = utf8char(cp)
      pos = j + 4 + #name
    else
      -- Unknown escape: kept as is (CPython warns).
      out[#out + 1] = "\\"
      pos = j + 1
    end
  end
  return concat(out)
end

-- Splits a string token into flags and body.
local function string_parts(i)
  local text = TV[i]
  local q = find(text, "['\"]")
  local prefix = sub(text, 1, q - 1):lower()
  local quote = sub(text, q, q)
  local qlen = sub(text, q, q + 2) == quote:rep(3) and 3 or 1
  local body = sub(text, q + qlen, #text - qlen)
  return {
    raw = find(prefix, "r", 1, true) ~= nil,
    bytes = find(prefix, "b", 1, true) ~= nil,
    f = find(prefix, "f", 1, true) ~= nil,
  }, body, q + qlen
end

local parse_fstring_expr -- forward: parses the text of one f-string expression


-- CPython sets Constant.kind = 'u' when the first token starts with a lowercase u; the
-- field is named str_kind here because `kind` is the node kind.
local function str_const(value, first, last)
  local node = { kind = "Constant", ctype = "str", value = value }
  if byte(TV[first], 1) == 117 then node.str_kind = "u" end
  return at(node, first, last)
end

-- The f-string parser state: a list of values plus a pending literal string (CPython's
-- FstringParser).
local function fs_new() return { values = {}, last = nil, fmode = false } end
local function fs_add_str(st, s)
  if s == "" then return end
  st.last = (st.last or "") .. s
end
local function fs_flush(st, first, last)
  if st.last then
    st.values[#st.values + 1] = str_const(st.last, first, last)
    st.last = nil
  end
end

local fs_concat -- forward

-- Finds the end of the expression starting after the '{' at body index k. Returns the index
-- of the terminating char ('}', '!', ':', '=').
local function fs_find_expr_end(body, k, i)
  local quote, qtype, stack = nil, 0, {}
  local n = #body
  while k <= n do
    local ch = sub(body, k, k)
    if ch == "\\" then
      raise_str("f-string expression part cannot include a backslash")
    end
    if quote then
      if ch == quote then
        if qtype == 3 then
          if sub(body, k, k + 2) == quote:rep(3) then
            k = k + 2
            quote, qtype = nil, 0
          end
        else
          quote, qtype = nil, 0
        end
      end
    elseif ch == "'" or ch == '"' then
      if sub(body, k, k + 2) == ch:rep(3) then
        qtype = 3
        k = k + 2
      else
        qtype = 1
      end
      quote = ch
    elseif ch == "[" or ch == "{" or ch == "(" then
      if #stack >= 200 then raise_str("f-string: too many nested parenthesis") end
      stack[#stack + 1] = ch
    elseif ch == "#" then
      raise_str("f-string expression part cannot include '#'")
    elseif #stack == 0 and (ch == "!" or ch == ":" or ch == "}" or ch == "=" or ch == ">" or ch == "<") then
      local nx = sub(body, k + 1, k + 1)
      if nx == "=" and (ch == "!" or ch == "=" or ch == "<" or ch == ">") then
        k = k + 1
      elseif ch ~= ">" and ch ~= "<" then
        return k
      end
    elseif ch == "]" or ch == "}" or ch == ")" then
      if #stack == 0 then raise_str(format("f-string: unmatched '%s'", ch)) end
      local open = stack[#stack]
      stack[#stack] = nil
      if not ((open == "(" and ch == ")") or (open == "[" and ch == "]") or (open == "{" and ch == "}")) then
        raise_str(format("f-string: closing parenthesis '%s' does not match opening parenthesis '%s'", ch, open))
      end
    end
    k = k + 1
  end
  if quote then raise_str("f-string: unterminated string") end
  if #stack > 0 then raise_str(format("f-string: unmatched '%s'", stack[#stack])) end
  raise_str("f-string: expecting '}'")
end

-- Parses one "{...}" replacement field starting at body index k (the '{'). Returns the
-- FormattedValue node, the self-documenting text (or nil) and the index after the '}'.
local function fs_expr(body, k, raw, lvl, first, i, last, bodystart)
  if lvl >= 2 then raise_str("f-string: expressions nested too deeply") end
  local estart = k + 1
  local eend = fs_find_expr_end(body, estart, i)
  local text = sub(body, estart, eend - 1)
  if not find(text, "[^ \t\n\012]") then
    local c = sub(body, eend, eend)
    if c == "!" or c == ":" or c == "=" then
      raise_str(format("f-string: expression required before '%s'", c))
    end
    raise_str("f-string: empty expression not allowed")
  end
  -- Location of the expression (CPython's fstring_find_expr_location).
  local tokentext = TV[i]
  local bracepos = bodystart + k - 1 -- index of '{' in the token text
  local lines, cols = 0, 0
  local newline_after_brace = not find(sub(body, estart, eend - 1), "^[ \t\012]*[^ \t\012\n]")
  if not newline_after_brace then
    local s = bracepos
    while s > 1 and sub(tokentext, s, s) ~= "\n" do s = s - 1 end
    cols = bracepos - s
    if sub(tokentext, s, s) == "\n" then cols = cols - 1 end
  end
  for _ in sub(tokentext, 1, bracepos - 1):gmatch("\n") do lines = lines + 1 end
  local line0 = TL[i] + lines - 1
  local col0 = (lines == 0 and TC[i] or 0) + cols
  local value = parse_fstring_expr("(" .. text .. ")", line0, col0)
  local pos = eend
  local doc
  if sub(body, pos, pos) == "=" then
    pos = pos + 1
    pos = find(body, "[^ \t\n\r\012\011]", pos) or #body + 1
    if pos > #body then raise_str("f-string: expecting '}'") end
    doc = sub(body, estart, pos - 1)
  end
  local conversion = -1
  if sub(body, pos, pos) == "!" then
    local c = sub(body, pos + 1, pos + 1)
    if c == "" then raise_str("f-string: expecting '}'") end
    if c ~= "s" and c ~= "r" and c ~= "a" then
      raise_str("f-string: invalid conversion character: expected 's', 'r', or 'a'")
    end
    conversion = byte(c)
    pos = pos + 2
  end
  local spec
  if pos > #body then raise_str("f-string: expecting '}'") end
  if sub(body, pos, pos) == ":" then
    pos = pos + 1
    if pos > #body then raise_str("f-string: expecting '}'") end
    local st = fs_new()
    pos = fs_concat(st, body, pos, raw, lvl + 1, first, i, last, bodystart)
    st.fmode = true
    fs_flush(st, i, i)
    spec = at({ kind = "JoinedStr", values = st.values }, i, i)
  end
  if sub(body, pos, pos) ~= "}" then raise_str("f-string: expecting '}'") end
  pos = pos + 1
  if doc and not spec and conversion == -1 then conversion = 114 end
  local fv = at({ kind = "FormattedValue", value = value, conversion = conversion, format_spec = spec }, first, last)
  return fv, doc, pos
end

-- Parses f-string body text from index k; at lvl > 0 stops at the '}' closing a format spec.
-- Returns the index where it stopped.
function fs_concat(st, body, k, raw, lvl, first, i, last, bodystart)
  st.fmode = true
  local n = #body
  while true do
    -- Literal part.
    local lstart = k
    local litend, resume, expr_at = nil, nil, nil
    while k <= n do
      local ch = sub(body, k, k)
      if not raw and ch == "\\" and k < n then
        local c2 = sub(body, k + 1, k + 1)
        if c2 == "N" then
          k = k + 2
          if sub(body, k, k) == "{" then
            local close = find(body, "}", k, true)
            k = close and close + 1 or n + 1
          end
          goto next
        end
        k = k + 1
        ch = c2
      end
      if ch == "{" or ch == "}" then
        if lvl == 0 then
          if sub(body, k + 1, k + 1) == ch then
            litend, resume = k, k + 2
            break
          end
          if ch == "}" then raise_str("f-string: single '}' is not allowed") end
        end
        litend = k - 1
        break
      end
      k = k + 1
      ::next::
    end
    if not litend then litend = n end
    if litend >= lstart then
      local lit = sub(body, lstart, litend)
      if not raw then lit = decode_escapes(lit, false, i) end
      fs_add_str(st, lit)
    end
    if resume then
      k = resume
    elseif k > n or sub(body, k, k) == "}" then
      break
    else
      -- k is at '{': an expression.
      local fv, doc, nk = fs_expr(body, k, raw, lvl, first, i, last, bodystart)
      if doc then fs_add_str(st, doc) end
      fs_flush(st, first, last)
      st.values[#st.values + 1] = fv
      k = nk
    end
  end
  if lvl == 0 and k <= n then raise_str("f-string: unexpected end of string") end
  if lvl ~= 0 and sub(body, k, k) ~= "}" then raise_str("f-string: expecting '}'") end
  return k
end

-- Adjacent string tokens s..e-1 -> Constant or JoinedStr.
local function mkstrings(s, ecp)
  local e = ecp - 1
  local saved_errtok = FS_ERRTOK
  FS_ERRTOK = ecp
  local st = fs_new()
  local bytesmode, bytesparts
  for i = s, e do
    local flags, body, bodystart = string_parts(i)
    if i ~= s and flags.bytes ~= bytesmode then
      raise_str("cannot mix bytes and nonbytes literals")
    end
    bytesmode = flags.bytes
    if flags.f then
      fs_concat(st, body, 1, flags.raw, 0, s, i, e, bodystart)
    elseif flags.bytes then
      if find(body, "[\128-\255]") then
        raise_tok("bytes can only contain ASCII literal characters", i)
      end
      bytesparts = bytesparts or {}
      bytesparts[#bytesparts + 1] = flags.raw and body or decode_escapes(body, true, i)
    else
      fs_add_str(st, flags.raw and body or decode_escapes(body, false, i))
    end
  end
  FS_ERRTOK = saved_errtok
  if bytesmode then
    return at({ kind = "Constant", ctype = "bytes", value = concat(bytesparts) }, s, e)
  end
  if not st.fmode then
    local node = str_const(st.last or "", s, e)
    return node
  end
  fs_flush(st, s, e)
  return at({ kind = "JoinedStr", values = st.values }, s, e)
end

----------------------------------------------------------------------------------------------
-- Expression actions
----------------------------------------------------------------------------------------------

local function mkname(i)
  return at({ kind = "Name", id = TV[i], ctx = "Load" }, i, i)
end
local function tokval(i) return TV[i] end

local function mkconst(ctype, value)
  return function(i)
    return at({ kind = "Constant", ctype = ctype, value = value }, i, i)
  end
end

local function binop(left, op, right)
  return span({ kind = "BinOp", left = left, op = op, right = right }, left, right)
end
local function mkunary(s, op, operand)
  return tok_to({ kind = "UnaryOp", op = op, operand = operand }, s, operand)
end
local function mknot(s, operand)
  return tok_to({ kind = "UnaryOp", op = "Not", operand = operand }, s, operand)
end
local function mkboolop(op)
  return function(first, rest)
    local values = { first }
    for k = 1, #rest do values[k + 1] = rest[k] end
    return span({ kind = "BoolOp", op = op, values = values }, first, rest[#rest])
  end
end
local function mkcompare(left, t)
  local ops, comps = {}, {}
  for k = 1, #t, 2 do
    ops[#ops + 1] = t[k]
    comps[#comps + 1] = t[k + 1]
  end
  return span({ kind = "Compare", left = left, ops = ops, comparators = comps }, left, comps[#comps])
end
local function mkifexp(body, test, orelse)
  return span({ kind = "IfExp", test = test, body = body, orelse = orelse }, body, orelse)
end
local function mkawait(s, value)
  return tok_to({ kind = "Await", value = value }, s, value)
end
local function mkstarred(s, value)
  return tok_to({ kind = "Starred", value = value, ctx = "Load" }, s, value)
end
local function mkwalrus(s, value)
  local target = at({ kind = "Name", id = TV[s], ctx = "Store" }, s, s)
  return span({ kind = "NamedExpr", target = target, value = value }, target, value)
end
local function mklambda(s, args, body)
  return tok_to({ kind = "Lambda", args = args, body = body }, s, body)
end

-- (s, ...captures, ecp): Yield / YieldFrom
local function mkyield(s, a, b, c)
  if c then return atend({ kind = "YieldFrom", value = a }, s, c) end
  if b then return atend({ kind = "Yield", value = a }, s, b) end
  return atend({ kind = "Yield" }, s, a)
end

-- first [, rest, ecp]: an unparenthesized tuple if a comma was seen.
local function mkopentuple(first, rest, ecp)
  if not rest then return first end
  local elts = { first }
  for k = 1, #rest do elts[k + 1] = rest[k] end
  return from_to({ kind = "Tuple", elts = elts, ctx = "Load" }, first, ecp)
end

-- A lone starred subscript a[*b] is a one-element tuple.
local function mkslices(first, rest, ecp)
  if not rest and first.kind == "Starred" then
    return span({ kind = "Tuple", elts = { first }, ctx = "Load" }, first, first)
  end
  return mkopentuple(first, rest, ecp)
end

local function no_starred(x, what)
  if x.kind == "Starred" then raise_node(what or "cannot use starred expression here", x) end
end

local function mkparen(s, elt, tag, extra, ecp)
  if tag == "empty" then
    return atend({ kind = "Tuple", elts = {}, ctx = "Load" }, s, ecp)
  elseif tag == "group" then
    no_starred(elt)
    return mark_parens(elt, s, ecp)
  elseif tag == "genexp" then
    no_starred(elt, "iterable unpacking cannot be used in comprehension")
    return atend({ kind = "GeneratorExp", elt = elt, generators = extra }, s, ecp)
  else
    local elts = { elt }
    for k = 1, #extra do elts[k + 1] = extra[k] end
    return atend({ kind = "Tuple", elts = elts, ctx = "Load" }, s, ecp)
  end
end

local function mklist(s, elt, tag, extra, ecp)
  if tag == "empty" then
    return atend({ kind = "List", elts = {}, ctx = "Load" }, s, ecp)
  elseif tag == "comp" then
    no_starred(elt, "iterable unpacking cannot be used in comprehension")
    return atend({ kind = "ListComp", elt = elt, generators = extra }, s, ecp)
  end
  local elts = { elt }
  for k = 1, #extra do elts[k + 1] = extra[k] end
  return atend({ kind = "List", elts = elts, ctx = "Load" }, s, ecp)
end

-- Shapes: (s,"empty",f,f,f,e) (s,"dictd",items,f,f,e) (s,key,value,"dict"|"dictcomp",x,e)
-- (s,elt,"set"|"setcomp",x,false,e)
local function mkbrace(s, a, b, c, d, ecp)
  if a == "empty" then
    return atend({ kind = "Dict", keys = {}, values = {} }, s, ecp)
  elseif a == "dictd" then
    local keys, values = {}, {}
    for k = 1, #b, 2 do keys[#keys + 1] = b[k]; values[#values + 1] = b[k + 1] end
    return atend({ kind = "Dict", keys = keys, values = values }, s, ecp)
  elseif c == "dict" or c == "dictcomp" then
    if a.kind == "Starred" then raise_node("cannot use a starred expression in a dictionary key", a) end
    if a.kind == "NamedExpr" and not a.parenthesized then raise_node("invalid syntax", a) end
    if c == "dictcomp" then
      return atend({ kind = "DictComp", key = a, value = b, generators = d }, s, ecp)
    end
    local keys, values = { a }, { b }
    for k = 1, #d, 2 do keys[#keys + 1] = d[k]; values[#values + 1] = d[k + 1] end
    return atend({ kind = "Dict", keys = keys, values = values }, s, ecp)
  elseif b == "setcomp" then
    no_starred(a, "iterable unpacking cannot be used in comprehension")
    return atend({ kind = "SetComp", elt = a, generators = c }, s, ecp)
  end
  local elts = { a }
  for k = 1, #c do elts[k + 1] = c[k] end
  return atend({ kind = "Set", elts = elts }, s, ecp)
end

-- Expression context: set ctx on a target (validating it), as CPython's grammar would.
local TARGET_NAMES = {
  Attribute = "attribute", Subscript = "subscript", Starred = "starred", Name = "name", List = "list",
  Tuple = "tuple",
  Call = "function call", Constant = "literal", BinOp = "expression", UnaryOp = "expression",
  BoolOp = "expression", Compare = "comparison", Lambda = "lambda", IfExp = "conditional expression",
  NamedExpr = "named expression", ListComp = "list comprehension", SetComp = "set comprehension",
  DictComp = "dict comprehension", GeneratorExp = "generator expression", JoinedStr = "f-string expression",
  Await = "await expression", Yield = "yield expression", YieldFrom = "yield expression",
  Dict = "dict literal", Set = "set display", FormattedValue = "f-string expression",
}

local function target_name(x)
  if x.kind == "Constant" then
    if x.ctype == "None" then return "None" end
    if x.ctype == "bool" then return x.value and "True" or "False" end
    if x.ctype == "Ellipsis" then return "ellipsis" end
  end
  return TARGET_NAMES[x.kind] or "expression"
end

local function set_ctx(x, ctx, how, suffix)
  local k = x.kind
  if k == "Name" or k == "Attribute" or k == "Subscript" then
    x.ctx = ctx
  elseif (k == "Tuple" or k == "List") then
    x.ctx = ctx
    for _, e in ipairs(x.elts) do set_ctx(e, ctx, how, suffix) end
  elseif k == "Starred" and ctx ~= "Del" then
    x.ctx = ctx
    set_ctx(x.value, ctx, how, suffix)
  else
    if k == "Starred" then raise_node("cannot delete starred", x) end
    raise_node(format("cannot %s %s%s", how, target_name(x), suffix or ""), x)
  end
  return x
end

local function store(x) return set_ctx(x, "Store", "assign to") end

local function badwalrus(target)
  raise_node(format("cannot use assignment expressions with %s", target_name(target)), target)
end

-- CPython adds "here. Maybe you meant '==' ..." when `target = value` could be a comparison.
local NOT_BITOR = { Compare = true, BoolOp = true, IfExp = true, Lambda = true, Tuple = true, Yield = true,
  YieldFrom = true, NamedExpr = true, Starred = true }
local function assign_suffix(t, ntargets, value)
  if t.kind == "Tuple" or t.kind == "List" or t.kind == "Starred" then return nil end
  if t.kind == "Constant" and (t.ctype == "None" or t.ctype == "bool") then return nil end
  if t.kind == "GeneratorExp" then return nil end
  if ntargets ~= 1 then return nil end
  if NOT_BITOR[value.kind] and not value.parenthesized then return nil end
  if value.kind == "UnaryOp" and value.op == "Not" and not value.parenthesized then return nil end
  return " here. Maybe you meant '==' instead of '='?"
end

local function mkcomp(s, is_async, target, iter, ifs)
  return { kind = "comprehension", target = store(target), iter = iter, ifs = ifs, is_async = is_async }
end

local function mkkeyword(s, value)
  return tok_to({ kind = "keyword", arg = TV[s], value = value }, s, value)
end
local function mkkwstar(s, value)
  return tok_to({ kind = "keyword", value = value }, s, value)
end

-- Call arguments: (s, ecp) (s, first, rest, ecp) (s, first, gens, "gen", ecp)
-- returns args, keywords
local function callargs(s, a, b, c, d, close)
  local args, keywords = {}, {}
  if b == nil then return args, keywords end
  if c == "gen" then
    if a.kind == "keyword" or a.kind == "Starred" then raise_node("invalid syntax", a) end
    args[1] = atend({ kind = "GeneratorExp", elt = a, generators = b }, s, d)
    return args, keywords
  end
  local seen_kw, seen_kwstar = false, false
  local function add(x)
    if x.kind == "keyword" then
      if x.arg == nil then seen_kwstar = true else seen_kw = true end
      keywords[#keywords + 1] = x
    elseif x.kind == "Starred" then
      if seen_kwstar then raise_node("iterable argument unpacking follows keyword argument unpacking", x) end
      args[#args + 1] = x
    else
      if seen_kwstar then raise_tok("positional argument follows keyword argument unpacking", close) end
      if seen_kw then raise_tok("positional argument follows keyword argument", close) end
      args[#args + 1] = x
    end
  end
  add(a)
  for k = 1, #b do add(b[k]) end
  return args, keywords
end

-- Call parentheses: (s, [args captures], ecp) -> {args, keywords, ecp}
local function packargs(s, a, b, c, d)
  local ecp
  if b == nil then ecp = a elseif c == "gen" then ecp = d else ecp = c end
  local args, keywords = callargs(s, a, b, c, d, ecp - 1)
  return { args, keywords, ecp }
end

local function applytrailer(acc, tag, a, b)
  if tag == "attr" then
    return to_tok({ kind = "Attribute", value = acc, attr = TV[a], ctx = "Load" }, acc, a)
  elseif tag == "call" then
    return from_to({ kind = "Call", func = acc, args = a[1], keywords = a[2] }, acc, a[3])
  else -- "sub"
    return from_to({ kind = "Subscript", value = acc, slice = a, ctx = "Load" }, acc, b)
  end
end

-- Slices: (s, lower|false, ["slice", upper|false, step|false, ecp])
local function mkslice(s, lower, tag, upper, step, ecp)
  if not tag then return lower end
  if lower and lower.kind == "Starred" then raise_node("invalid syntax", lower) end
  return atend({ kind = "Slice", lower = nz(lower), upper = nz(upper), step = nz(step) }, s, ecp)
end

----------------------------------------------------------------------------------------------
-- Parameters
----------------------------------------------------------------------------------------------

local function mkarg(s, annotation, ecp)
  return atend({ kind = "arg", arg = TV[s], annotation = nz(annotation) }, s, ecp)
end

-- items: list of {tag, s, arg, default}
local function mkparams(items)
  local a = { kind = "arguments", posonlyargs = {}, args = {}, kwonlyargs = {}, kw_defaults = {}, defaults = {} }
  if not items then return a end
  local seen_slash, seen_star, seen_kwarg, bare_star = false, false, false, nil
  local names = {}
  local function checkname(arg) -- duplicates are reported by CPython's symtable, not its parser
    names[arg.arg] = true
  end
  for _, it in ipairs(items) do
    local tag, s, arg, default = it[1], it[2], it[3], it[4]
    if seen_kwarg then raise_tok("arguments cannot follow var-keyword argument", s) end
    if tag == "/" then
      if seen_slash then raise_tok("/ may appear only once", s) end
      if seen_star then raise_tok("/ must be ahead of *", s) end
      if #a.args == 0 then raise_tok("at least one argument must precede /", s) end
      seen_slash = true
      a.posonlyargs = a.args
      a.args = {}
    elseif tag == "*" then
      if seen_star then raise_tok("* argument may appear only once", s) end
      seen_star = true
      if arg then
        checkname(arg)
        a.vararg = arg
      else
        bare_star = s
      end
    elseif tag == "**" then
      checkname(arg)
      a.kwarg = arg
      seen_kwarg = true
    else
      checkname(arg)
      if seen_star then
        a.kwonlyargs[#a.kwonlyargs + 1] = arg
        a.kw_defaults[#a.kw_defaults + 1] = default or false
        bare_star = nil
      else
        a.args[#a.args + 1] = arg
        if default then
          a.defaults[#a.defaults + 1] = default
        elseif #a.defaults > 0 then
          raise_node("non-default argument follows default argument", arg)
        end
      end
    end
  end
  if bare_star then raise_tok("named arguments must follow bare *", bare_star) end
  return a
end

----------------------------------------------------------------------------------------------
-- Statement actions
----------------------------------------------------------------------------------------------

local AUG_NAMES = { Name = true, Attribute = true, Subscript = true }

-- (s, x, tag, ...)
local function mkexprstmt(s, x, tag, a, b, c)
  if tag == "expr" then
    return atend({ kind = "Expr", value = x }, s, a)
  elseif tag == "assign" then
    local targets = { x }
    for k = 1, #a - 1 do targets[k + 1] = a[k] end
    local value = a[#a]
    for _, t in ipairs(targets) do
      if t.kind == "Yield" or t.kind == "YieldFrom" then
        raise_node("assignment to yield expression not possible", t)
      end
      set_ctx(t, "Store", "assign to", assign_suffix(t, #targets, value))
    end
    return atend({ kind = "Assign", targets = targets, value = value }, s, b)
  elseif tag == "aug" then
    if not AUG_NAMES[x.kind] then
      raise_node(format("'%s' is an illegal expression for augmented assignment", target_name(x)), x)
    end
    x.ctx = "Store"
    return atend({ kind = "AugAssign", target = x, op = a, value = b }, s, c)
  else -- "ann"
    if x.kind == "Tuple" then raise_node("only single target (not tuple) can be annotated", x) end
    if x.kind == "List" then raise_node("only single target (not list) can be annotated", x) end
    if not AUG_NAMES[x.kind] then raise_node("illegal target for annotation", x) end
    x.ctx = "Store"
    local simple = (x.kind == "Name" and not x.parenthesized) and 1 or 0
    return atend({ kind = "AnnAssign", target = x, annotation = a, value = nz(b), simple = simple }, s, c)
  end
end

local function mksimple(kind)
  return function(s) return at({ kind = kind }, s, s) end
end

local function mkreturn(s, value, ecp)
  return atend({ kind = "Return", value = nz(value) }, s, ecp)
end
local function mkraise(s, exc, cause, ecp)
  return atend({ kind = "Raise", exc = nz(exc), cause = nz(cause) }, s, ecp)
end
local function mkassert(s, test, msg, ecp)
  return atend({ kind = "Assert", test = test, msg = nz(msg) }, s, ecp)
end
local function mkglobal(kind)
  return function(s, names, ecp) return atend({ kind = kind, names = names }, s, ecp) end
end
local function mkdel(s, targets, ecp)
  for _, t in ipairs(targets) do set_ctx(t, "Del", "delete") end
  return atend({ kind = "Delete", targets = targets }, s, ecp)
end
local function mkdotted(s, ecp)
  local parts = {}
  for i = s, ecp - 1 do parts[#parts + 1] = TV[i] end
  return concat(parts)
end
local function mkalias(s, name, asname, ecp)
  return atend({ kind = "alias", name = name, asname = nz(asname) }, s, ecp)
end
local function mkimport(s, names, ecp)
  return atend({ kind = "Import", names = names }, s, ecp)
end
local function mkfrom(s, dots, module, names, ecp)
  local level = 0
  for _, d in ipairs(dots) do level = level + d end
  return atend({ kind = "ImportFrom", module = nz(module), names = names, level = level }, s, ecp)
end

local function mkif(s, test, body, orelse, ecp)
  return atend({ kind = "If", test = test, body = body, orelse = orelse or {} }, s, ecp)
end
local function mkelif(s, test, body, orelse, ecp)
  return { mkif(s, test, body, orelse, ecp) }
end
local function mkwhile(s, test, body, orelse, ecp)
  return atend({ kind = "While", test = test, body = body, orelse = orelse or {} }, s, ecp)
end
local function mkfor(s, is_async, target, iter, body, orelse, ecp)
  return atend({ kind = is_async and "AsyncFor" or "For", target = store(target), iter = iter, body = body,
    orelse = orelse or {} }, s, ecp)
end
local function mkwithitem(expr, target)
  return { kind = "withitem", context_expr = expr, optional_vars = target and store(target) or nil }
end
local function mkwith(s, is_async, items, body, ecp)
  return atend({ kind = is_async and "AsyncWith" or "With", items = items, body = body }, s, ecp)
end
local function mkhandler(s, typ, name, body, ecp)
  return atend({ kind = "ExceptHandler", type = nz(typ), name = nz(name), body = body }, s, ecp)
end
local function mktry(s, body, handlers, orelse, finalbody, kind, ecp)
  return atend({ kind = kind, body = body, handlers = handlers or {}, orelse = orelse or {},
    finalbody = finalbody or {} }, s, ecp)
end
local function mkfunc(s, is_async, name, args, returns, body, ecp)
  return atend({ kind = is_async and "AsyncFunctionDef" or "FunctionDef", name = name, args = args, body = body,
    decorator_list = {}, returns = nz(returns) }, s, ecp)
end
local function mkclass(s, name, cargs, body, ecp)
  local bases, keywords = {}, {}
  if cargs then bases, keywords = cargs[1], cargs[2] end
  return atend({ kind = "ClassDef", name = name, bases = bases, keywords = keywords, body = body,
    decorator_list = {} }, s, ecp)
end
local function mkclassargs(...)
  return packargs(...)
end
local function mkdecorated(decorators, node)
  node.decorator_list = decorators
  return node
end

----------------------------------------------------------------------------------------------
-- Patterns
----------------------------------------------------------------------------------------------

local function mkmatch(s, subject, cases, ecp)
  return atend({ kind = "Match", subject = subject, cases = cases }, s, ecp)
end
local function mkcase(s, pattern, guard, body)
  return { kind = "match_case", pattern = pattern, guard = nz(guard), body = body }
end
local function mkopenseqpat(first, rest, ecp)
  if not rest then
    if first.kind == "MatchStar" then raise_node("invalid syntax", first) end
    return first
  end
  local pats = { first }
  for k = 1, #rest do pats[k + 1] = rest[k] end
  return from_to({ kind = "MatchSequence", patterns = pats }, first, ecp)
end
local function mkaspattern(pat, s)
  if not s then return pat end
  if TV[s] == "_" then raise_tok("cannot use '_' as a target", s) end
  return to_tok({ kind = "MatchAs", pattern = pat, name = TV[s] }, pat, s)
end
local function mkorpattern(first, rest)
  if not rest then return first end
  local pats = { first }
  for k = 1, #rest do pats[k + 1] = rest[k] end
  return span({ kind = "MatchOr", patterns = pats }, first, pats[#pats])
end
local function mkvaluepat(value)
  return span({ kind = "MatchValue", value = value }, value, value)
end
local function mksingleton(ctype, value)
  return function(i) return at({ kind = "MatchSingleton", ctype = ctype, value = value }, i, i) end
end
local function mkattrchain(acc, i)
  return to_tok({ kind = "Attribute", value = acc, attr = TV[i], ctx = "Load" }, acc, i)
end
-- A complex literal: real +/- imag, or a signed number.
local function mkcomplexlit(left, op, right)
  if not op then return left end
  if right.ctype ~= "complex" then raise_node("imaginary number required in complex literal", right) end
  local real = left.kind == "UnaryOp" and left.operand or left
  if real.ctype == "complex" then raise_node("real number required in complex literal", left) end
  return binop(left, op, right)
end
local function mkneg(s, num)
  return tok_to({ kind = "UnaryOp", op = "USub", operand = num }, s, num)
end
-- name_or_attr [ '(' args ')' ]
local function mkcapvalclass(cls, args, ecp)
  if args then
    local pats, kwd_attrs, kwd_pats = {}, {}, {}
    for _, a in ipairs(args) do
      if a.kwpat then
        kwd_attrs[#kwd_attrs + 1] = a.name
        kwd_pats[#kwd_pats + 1] = a.pattern
      else
        if #kwd_attrs > 0 then raise_node("positional patterns follow keyword patterns", a) end
        pats[#pats + 1] = a
      end
    end
    return from_to({ kind = "MatchClass", cls = cls, patterns = pats, kwd_attrs = kwd_attrs, kwd_patterns = kwd_pats },
      cls, ecp)
  end
  if cls.kind == "Name" then
    if cls.id == "_" then return span({ kind = "MatchAs" }, cls, cls) end
    return span({ kind = "MatchAs", name = cls.id }, cls, cls)
  end
  return span({ kind = "MatchValue", value = cls }, cls, cls)
end
local function mkkwpat(s, pattern)
  return { kwpat = true, name = TV[s], pattern = pattern }
end
local function mkstarpat(s, i)
  local n = { kind = "MatchStar", name = TV[i] ~= "_" and TV[i] or nil }
  return at(n, s, i)
end
local function mkseqpat(s, pats, ecp)
  return atend({ kind = "MatchSequence", patterns = pats or {} }, s, ecp)
end
-- '(' ... ')': (s, first|false, rest|nil, ecp)
local function mkparenpat(s, first, rest, ecp)
  if not first then return atend({ kind = "MatchSequence", patterns = {} }, s, ecp) end
  if rest == "group" then
    if first.kind == "MatchStar" then raise_node("invalid syntax", first) end
    return mark_parens(first, s, ecp)
  end
  local pats = { first }
  for k = 1, #rest do pats[k + 1] = rest[k] end
  return atend({ kind = "MatchSequence", patterns = pats }, s, ecp)
end
local function mkmappat(s, items, ecp)
  local keys, pats, rest = {}, {}, nil
  for _, it in ipairs(items or {}) do
    if rest then raise_at("invalid syntax", TL[s], TC[s]) end
    if it[1] == "**" then
      rest = TV[it[2]]
    else
      keys[#keys + 1] = it[2]
      pats[#pats + 1] = it[3]
    end
  end
  return atend({ kind = "MatchMapping", keys = keys, patterns = pats, rest = rest }, s, ecp)
end

local function mkmodule(body)
  return { kind = "Module", body = body, type_ignores = {} }
end

----------------------------------------------------------------------------------------------
-- The grammar
----------------------------------------------------------------------------------------------

local farthest = 0
local function track(_, i)
  if i > farthest then farthest = i end
  return true
end

-- LPeg evaluates nested captures recursively and gives up past 200 levels; a match-time
-- capture at each bracket and block boundary builds that part's nodes right away, so the
-- nesting depth of pending captures stays small for any bracket depth.
local function passthru(_, i, ...) return i, ... end
local function flat(p) return Cmt(p, passthru) end
local function passthru1(x) return x end
local function passthru2(x, y) return x, y end

local grammar -- below: the grammar of a start rule, built once

local function build(tracked, start)
  local function t(name)
    local k = KIND[name]
    if not k then error("no token kind " .. name) end
    if tracked then return Cmt(P(true), track) * P(k) end
    return P(k)
  end
  local NAMEK = t"NAME" + t"match" + t"case" + t"_"
  local NameIdx = Cp * NAMEK
  local NameStr = NameIdx / tokval
  local Async = t"async" * Cc(true) + Cc(false)
  local function seqtail(item) -- after "first": ("," item)* ","?  as a table
    return Ct((t"," * item) ^ 0) * t"," ^ -1
  end
  local function commalist(item) -- item ("," item)* ","?
    return item * (t"," * item) ^ 0 * t"," ^ -1
  end
  local AugOp = t"+=" * Cc"Add" + t"-=" * Cc"Sub" + t"*=" * Cc"Mult" + t"@=" * Cc"MatMult"
    + t"/=" * Cc"Div" + t"%=" * Cc"Mod" + t"&=" * Cc"BitAnd" + t"|=" * Cc"BitOr" + t"^=" * Cc"BitXor"
    + t"<<=" * Cc"LShift" + t">>=" * Cc"RShift" + t"**=" * Cc"Pow" + t"//=" * Cc"FloorDiv"
  local CompOp = t"==" * Cc"Eq" + t"!=" * Cc"NotEq" + t"<=" * Cc"LtE" + t"<" * Cc"Lt" + t">=" * Cc"GtE"
    + t">" * Cc"Gt" + t"not" * t"in" * Cc"NotIn" + t"in" * Cc"In" + t"is" * t"not" * Cc"IsNot" + t"is" * Cc"Is"
  local SumOp = t"+" * Cc"Add" + t"-" * Cc"Sub"
  local TermOp = t"*" * Cc"Mult" + t"/" * Cc"Div" + t"//" * Cc"FloorDiv" + t"%" * Cc"Mod" + t"@" * Cc"MatMult"
  local ShiftOp = t"<<" * Cc"LShift" + t">>" * Cc"RShift"
  local UnaryOp = t"-" * Cc"USub" + t"+" * Cc"UAdd" + t"~" * Cc"Invert"
  local StmtEnd = #(t";" + t"NEWLINE")
  -- The error pass (tracked) raises CPython's specific errors where its grammar would.
  local function throw(msg)
    return Cmt(P(true), function(_, i) raise_tok(msg, i) end)
  end
  local function forced(tok)
    if tracked then return t(tok) + throw("expected '" .. tok .. "'") end
    return t(tok)
  end
  local Colon = t":" -- header ':' before a NEWLINE: "expected ':'"
  if tracked then Colon = t":" + #t"NEWLINE" * throw("expected ':'") end
  local TryEnd = tracked and -(t"except" + t"finally") * throw("expected 'except' or 'finally' block") or P(false)
  local MIXED = "cannot have both 'except' and 'except*' on the same 'try'"
  local NoStarAfter = tracked and #(t"except" * t"*") * throw(MIXED) + P(true) or P(true)
  local NoPlainAfter = tracked and #(t"except" * -t"*") * throw(MIXED) + P(true) or P(true)
  local MultiTypes = tracked and Cmt(V"Expression" * #t",", function(_, _, e)
    raise_node("multiple exception types must be parenthesized", e)
  end) or P(false)
  local StarTypes = tracked and #(t":" + t"NEWLINE") * throw("expected one or more exception types") or P(false)

  local G = {
    start,
    File = Ct(V"Statement" ^ 0) * t"ENDMARKER" / mkmodule,
    Prefix = Ct(V"Statement" ^ 0),
    FStringInput = V"StarExpressions" * t"NEWLINE" ^ -1 * t"ENDMARKER",

    -- Statements
    Statement = V"CompoundStmt" + V"SimpleStmts",
    SimpleStmts = V"SimpleStmt" * (t";" * V"SimpleStmt") ^ 0 * t";" ^ -1 * t"NEWLINE",
    Block = flat(t"NEWLINE" * t"INDENT" * Ct(V"Statement" ^ 1) * t"DEDENT" + Ct(V"SimpleStmts")),
    SimpleStmt = V"ReturnStmt" + V"ImportStmt" + V"FromStmt" + V"RaiseStmt" + V"PassStmt" + V"DelStmt"
      + V"AssertStmt" + V"BreakStmt" + V"ContinueStmt" + V"GlobalStmt" + V"NonlocalStmt" + V"ExprStmt",
    ExprStmt = Cp * (V"YieldExpr" + V"StarExpressions") * (
        Cc"aug" * AugOp * (V"YieldExpr" + V"StarExpressions") * Cp
        + Cc"ann" * t":" * V"Expression" * (t"=" * (V"YieldExpr" + V"StarExpressions") + Cc(false)) * Cp
        + Cc"assign" * Ct((t"=" * (V"YieldExpr" + V"StarExpressions")) ^ 1) * Cp
        + Cc"expr" * Cp) / mkexprstmt,
    ReturnStmt = Cp * t"return" * (V"StarExpressions" + Cc(false)) * Cp / mkreturn,
    RaiseStmt = Cp * t"raise" * (V"Expression" * (t"from" * V"Expression" + Cc(false)) + Cc(false) * Cc(false))
      * Cp / mkraise,
    PassStmt = Cp * t"pass" / mksimple"Pass",
    BreakStmt = Cp * t"break" / mksimple"Break",
    ContinueStmt = Cp * t"continue" / mksimple"Continue",
    AssertStmt = Cp * t"assert" * V"Expression" * (t"," * V"Expression" + Cc(false)) * Cp / mkassert,
    GlobalStmt = Cp * t"global" * Ct(NameStr * (t"," * NameStr) ^ 0) * Cp / mkglobal"Global",
    NonlocalStmt = Cp * t"nonlocal" * Ct(NameStr * (t"," * NameStr) ^ 0) * Cp / mkglobal"Nonlocal",
    DelStmt = Cp * t"del" * Ct(commalist(V"Primary")) * StmtEnd * Cp / mkdel,
    DottedName = Cp * NAMEK * (t"." * NAMEK) ^ 0 * Cp / mkdotted,
    ImportStmt = Cp * t"import" * Ct(V"DottedAsName" * (t"," * V"DottedAsName") ^ 0) * Cp / mkimport,
    DottedAsName = Cp * V"DottedName" * (t"as" * NameStr + Cc(false)) * Cp / mkalias,
    -- from (dots) module import ..., or from dots import ... (at least one dot)
    FromStmt = Cp * t"from" * (Ct((t"." * Cc(1) + t"..." * Cc(3)) ^ 0) * V"DottedName"
        + Ct((t"." * Cc(1) + t"..." * Cc(3)) ^ 1) * Cc(false)) * t"import"
      * V"ImportTargets" * Cp / mkfrom,
    ImportTargets = t"(" * Ct(commalist(V"ImportAsName")) * t")"
      + Ct(Cp * t"*" * Cc"*" * Cc(false) * Cp / mkalias)
      + Ct(V"ImportAsName" * (t"," * V"ImportAsName") ^ 0) * -t",",
    ImportAsName = Cp * NameStr * (t"as" * NameStr + Cc(false)) * Cp / mkalias,

    CompoundStmt = V"IfStmt" + V"ForStmt" + V"WhileStmt" + V"FuncDef" + V"Decorated" + V"ClassDef"
      + V"TryStmt" + V"WithStmt" + V"MatchStmt",
    IfStmt = Cp * t"if" * V"NamedExpression" * Colon * V"Block" * (flat(V"ElifStmt") + V"ElseBlock" + Cc(false))
      * Cp / mkif,
    ElifStmt = Cp * t"elif" * V"NamedExpression" * Colon * V"Block" * (flat(V"ElifStmt") + V"ElseBlock" + Cc(false))
      * Cp / mkelif,
    ElseBlock = t"else" * forced":" * V"Block",
    WhileStmt = Cp * t"while" * V"NamedExpression" * Colon * V"Block" * (V"ElseBlock" + Cc(false)) * Cp / mkwhile,
    ForStmt = Cp * Async * t"for" * V"StarTargets" * t"in" * V"StarExpressions" * Colon * V"Block"
      * (V"ElseBlock" + Cc(false)) * Cp / mkfor,
    WithStmt = Cp * Async * t"with" * (t"(" * Ct(commalist(V"WithItem")) * t")" * #t":"
        + Ct(V"WithItem" * (t"," * V"WithItem") ^ 0)) * Colon * V"Block" * Cp / mkwith,
    WithItem = V"Expression" * (t"as" * V"StarTarget" * #(t"," + t")" + t":") + Cc(false)) / mkwithitem,
    TryStmt = Cp * t"try" * forced":" * V"Block" * (
        Ct(V"ExceptBlock" ^ 1) * NoStarAfter * (V"ElseBlock" + Cc(false)) * (V"FinallyBlock" + Cc(false)) * Cc"Try"
        + Ct(V"ExceptStarBlock" ^ 1) * NoPlainAfter * (V"ElseBlock" + Cc(false)) * (V"FinallyBlock" + Cc(false))
          * Cc"TryStar"
        + Cc(false) * Cc(false) * V"FinallyBlock" * Cc"Try" + TryEnd) * Cp / mktry,
    ExceptBlock = Cp * t"except" * (MultiTypes + V"Expression" * (t"as" * NameStr + Cc(false)) + Cc(false) * Cc(false))
      * Colon * V"Block" * Cp / mkhandler,
    ExceptStarBlock = Cp * t"except" * t"*" * (MultiTypes + V"Expression" + StarTypes) * (t"as" * NameStr + Cc(false))
      * Colon * V"Block" * Cp / mkhandler,
    FinallyBlock = t"finally" * forced":" * V"Block",
    Decorated = Ct((t"@" * V"NamedExpression" * t"NEWLINE") ^ 1) * (V"FuncDef" + V"ClassDef") / mkdecorated,
    FuncDef = Cp * Async * t"def" * NameStr * forced"(" * V"Params" * t")" * (t"->" * V"Expression" + Cc(false))
      * forced":" * V"Block" * Cp / mkfunc,
    Params = (Ct(commalist(V"ParamItem")) + Cc(false)) / mkparams,
    ParamItem = Ct(Cc"/" * Cp * t"/"
      + Cc"**" * Cp * t"**" * V"Param"
      + Cc"*" * Cp * t"*" * (Cp * NAMEK * (t":" * V"StarExpression" + Cc(false)) * Cp / mkarg) ^ -1
      + Cc"p" * Cp * V"Param" * (t"=" * V"Expression") ^ -1),
    Param = Cp * NAMEK * (t":" * V"Expression" + Cc(false)) * Cp / mkarg,
    LambdaParams = (Ct(commalist(V"LambdaParamItem")) + Cc(false)) / mkparams,
    LambdaParamItem = Ct(Cc"/" * Cp * t"/"
      + Cc"**" * Cp * t"**" * V"LambdaParam"
      + Cc"*" * Cp * t"*" * V"LambdaParam" ^ -1
      + Cc"p" * Cp * V"LambdaParam" * (t"=" * V"Expression") ^ -1),
    LambdaParam = Cp * NAMEK * Cc(false) * Cp / mkarg,
    ClassDef = Cp * t"class" * NameStr * ((Cp * t"(" * V"Args" * t")" * Cp) / mkclassargs + Cc(false))
      * Colon * V"Block" * Cp / mkclass,

    -- match statement
    MatchStmt = Cp * t"match" * V"SubjectExpr" * Colon * t"NEWLINE" * t"INDENT" * Ct(V"CaseBlock" ^ 1)
      * t"DEDENT" * Cp / mkmatch,
    SubjectExpr = V"StarNamedExpression" * (t"," * Ct((commalist(V"StarNamedExpression")) ^ -1) * Cp) ^ -1
      / mkopentuple,
    CaseBlock = Cp * t"case" * V"Patterns" * (t"if" * V"NamedExpression" + Cc(false)) * Colon * V"Block"
      / mkcase,
    Patterns = V"MaybeStarPattern" * (t"," * Ct(commalist(V"MaybeStarPattern") ^ -1) * Cp) ^ -1 / mkopenseqpat,
    MaybeStarPattern = V"StarPattern" + V"Pattern",
    StarPattern = Cp * t"*" * Cp * NAMEK / mkstarpat,
    Pattern = V"OrPattern" * (t"as" * Cp * NAMEK) ^ -1 / mkaspattern,
    OrPattern = V"ClosedPattern" * Ct((t"|" * V"ClosedPattern") ^ 1) ^ -1 / mkorpattern,
    ClosedPattern = V"LiteralPattern" + V"NameOrAttrPattern" + flat(V"ParenPattern") + flat(V"ListPattern")
      + flat(V"MappingPattern"),
    SignedNumber = Cp * t"-" * (Cp * t"NUMBER" / number_node) / mkneg + Cp * t"NUMBER" / number_node,
    ComplexLit = V"SignedNumber" * (SumOp * (Cp * t"NUMBER" / number_node)) ^ -1 / mkcomplexlit,
    LiteralExpr = V"ComplexLit" + V"Strings" + Cp * t"None" / mkconst("None")
      + Cp * t"True" / mkconst("bool", true) + Cp * t"False" / mkconst("bool", false),
    LiteralPattern = (V"ComplexLit" + V"Strings") / mkvaluepat
      + Cp * t"None" / mksingleton("None") + Cp * t"True" / mksingleton("bool", true)
      + Cp * t"False" / mksingleton("bool", false),
    NameOrAttr = Cf((NameIdx / mkname) * (t"." * Cp * NAMEK) ^ 0, mkattrchain),
    NameOrAttrPattern = V"NameOrAttr" * (t"(" * Ct(commalist(V"ClassPatArg") ^ -1) * t")" * Cp) ^ -1
      / mkcapvalclass,
    ClassPatArg = Cp * NAMEK * t"=" * V"Pattern" / mkkwpat + V"Pattern",
    ParenPattern = Cp * t"(" * (Cc(false) * Cc(nil) * #t")"
      + V"MaybeStarPattern" * (t"," * Ct(commalist(V"MaybeStarPattern") ^ -1) + Cc"group")) * t")" * Cp
      / mkparenpat,
    ListPattern = Cp * t"[" * (Ct(commalist(V"MaybeStarPattern")) + Cc(false)) * t"]" * Cp / mkseqpat,
    MappingPattern = Cp * t"{" * (Ct(commalist(V"MappingItem")) + Cc(false)) * t"}" * Cp / mkmappat,
    MappingItem = Ct(Cc"**" * t"**" * Cp * (t"NAME" + t"match" + t"case"))
      + Ct(Cc"kv" * (V"LiteralExpr" + V"NameOrAttr") * t":" * V"Pattern"),

    -- Targets (for loops, comprehensions, with ... as)
    StarTargets = V"StarTarget" * (t"," * Ct((commalist(V"StarTarget")) ^ -1) * Cp) ^ -1 / mkopentuple,
    StarTarget = Cp * t"*" * V"StarTarget" / mkstarred + V"Primary",

    -- Expressions
    StarExpressions = V"StarExpression" * (t"," * Ct((commalist(V"StarExpression")) ^ -1) * Cp) ^ -1
      / mkopentuple,
    StarExpression = Cp * t"*" * V"BitOr" / mkstarred + V"Expression",
    StarNamedExpression = Cp * t"*" * V"BitOr" / mkstarred + V"NamedExpression",
    NamedExpression = Cp * NAMEK * t":=" * V"Expression" / mkwalrus
      + Cf(V"Expression" * Cg(t":=" * V"Expression") ^ -1, badwalrus),
    Expression = V"Lambda" + Cf(V"Disjunction" * Cg(t"if" * V"Disjunction" * t"else" * flat(V"Expression")) ^ -1,
      mkifexp),
    Lambda = Cp * t"lambda" * V"LambdaParams" * t":" * flat(V"Expression") / mklambda,
    YieldExpr = Cp * t"yield" * (t"from" * V"Expression" * Cc"from" + V"StarExpressions" ^ -1) * Cp / mkyield,
    Disjunction = Cf(V"Conjunction" * Ct((t"or" * V"Conjunction") ^ 1) ^ -1, mkboolop("Or")),
    Conjunction = Cf(V"Inversion" * Ct((t"and" * V"Inversion") ^ 1) ^ -1, mkboolop("And")),
    Inversion = Cp * t"not" * flat(V"Inversion") / mknot + V"Comparison",
    Comparison = Cf(V"BitOr" * Ct((CompOp * V"BitOr") ^ 1) ^ -1, mkcompare),
    BitOr = Cf(V"BitXor" * Cg(t"|" * Cc"BitOr" * V"BitXor") ^ 0, binop),
    BitXor = Cf(V"BitAnd" * Cg(t"^" * Cc"BitXor" * V"BitAnd") ^ 0, binop),
    BitAnd = Cf(V"Shift" * Cg(t"&" * Cc"BitAnd" * V"Shift") ^ 0, binop),
    Shift = Cf(V"Sum" * Cg(ShiftOp * V"Sum") ^ 0, binop),
    Sum = Cf(V"Term" * Cg(SumOp * V"Term") ^ 0, binop),
    Term = Cf(V"Factor" * Cg(TermOp * V"Factor") ^ 0, binop),
    Factor = Cp * UnaryOp * flat(V"Factor") / mkunary + V"Power",
    Power = Cf(V"AwaitPrimary" * Cg(t"**" * Cc"Pow" * flat(V"Factor")) ^ -1, binop),
    AwaitPrimary = Cp * t"await" * V"Primary" / mkawait + V"Primary",
    Primary = Cf(V"Atom" * V"Trailer" ^ 0, applytrailer),
    Trailer = Cg(Cc"attr" * t"." * Cp * NAMEK)
      + Cg(Cc"call" * flat((Cp * t"(" * V"Args" * t")" * Cp) / packargs))
      + Cg(Cc"sub" * t"[" * flat(V"Slices") * t"]" * Cp),
    Args = (V"Arg" * (V"CompFors" * Cc"gen" + seqtail(V"Arg"))) ^ -1,
    Arg = Cp * NAMEK * t"=" * V"Expression" / mkkeyword
      + Cp * t"**" * V"Expression" / mkkwstar
      + Cp * t"*" * V"Expression" / mkstarred
      + V"NamedExpression",
    Slices = V"Slice" * (t"," * Ct((commalist(V"Slice")) ^ -1) * Cp) ^ -1 / mkslices,
    Slice = Cp * (V"NamedExpression" + Cp * t"*" * V"BitOr" / mkstarred) * V"SliceColon" ^ -1 / mkslice
      + Cp * Cc(false) * V"SliceColon" / mkslice,
    SliceColon = Cc"slice" * t":" * (V"Expression" + Cc(false)) * (t":" * (V"Expression" + Cc(false)) + Cc(false))
      * Cp,
    Atom = NameIdx / mkname
      + Cp * t"NUMBER" / number_node
      + V"Strings"
      + flat(V"Paren") + flat(V"ListDisplay") + flat(V"BraceDisplay")
      + Cp * t"None" / mkconst("None")
      + Cp * t"True" / mkconst("bool", true)
      + Cp * t"False" / mkconst("bool", false)
      + Cp * t"..." / mkconst("Ellipsis"),
    Strings = Cp * t"STRING" ^ 1 * Cp / mkstrings,
    Paren = Cp * t"(" * (
        Cc(false) * Cc"empty" * Cc(false) * #t")"
        + V"YieldExpr" * Cc"group" * Cc(false)
        + V"StarNamedExpression" * (Cc"genexp" * V"CompFors" + Cc"tuple" * t","
          * Ct((commalist(V"StarNamedExpression")) ^ -1) + Cc"group" * Cc(false))
      ) * t")" * Cp / mkparen,
    ListDisplay = Cp * t"[" * (
        Cc(false) * Cc"empty" * Cc(false) * #t"]"
        + V"StarNamedExpression" * (Cc"comp" * V"CompFors" + Cc"list" * seqtail(V"StarNamedExpression"))
      ) * t"]" * Cp / mklist,
    DictItem = Cc(false) * t"**" * V"BitOr" + V"Expression" * t":" * V"Expression",
    CompFors = Ct(V"CompFor" ^ 1),
    CompFor = Cp * (t"async" * Cc(1) + Cc(0)) * t"for" * V"StarTargets" * t"in" * V"Disjunction"
      * Ct((t"if" * V"Disjunction") ^ 0) / mkcomp,
  }
  -- Brace displays: {} / {**a, k: v} / {k: v ...} / {k: v for ...} / {a, b} / {a for ...}
  local DictRest = Ct((t"," * V"DictItem") ^ 0 * t"," ^ -1)
  G.BraceDisplay = Cp * t"{" * (
      Cc"empty" * Cc(false) * Cc(false) * Cc(false) * #t"}"
      + Cc"dictd" * Ct(Cc(false) * t"**" * V"BitOr" * (t"," * V"DictItem") ^ 0 * t"," ^ -1) * Cc(false) * Cc(false)
      + V"StarNamedExpression" * (
          t":" * V"Expression" * (Cc"dictcomp" * V"CompFors" + Cc"dict" * DictRest)
          + (Cc"setcomp" * V"CompFors" + Cc"set" * seqtail(V"StarNamedExpression")) * Cc(false))
    ) * t"}" * Cp / mkbrace
  if tracked then
    -- Specific errors of CPython's second pass that need the start of an expression.
    local function throw_at(name, msg)
      return Cmt(lpeg.Cb(name), function(_, _, s) raise_tok(msg, s) end)
    end
    -- (The named groups stay inside a function capture: a fold or table must not see them.)
    G.Expression = V"Lambda" + (Cg(Cp, "xs") * Cf(V"Disjunction" * Cg(t"if" * V"Disjunction"
      * (t"else" * flat(V"Expression") + -t":" * throw_at("xs", "expected 'else' after 'if' expression"))) ^ -1,
      mkifexp)) / passthru1
    -- `name = value` or `expr = value` where an expression is expected.
    local function bad_assign(_, _, s, x)
      if x.kind == "Name" and not x.parenthesized then
        raise_tok("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", s)
      end
      if NOT_BITOR[x.kind] or x.kind == "List" or x.kind == "GeneratorExp" or x.kind == "Dict"
        or (x.kind == "UnaryOp" and x.op == "Not")
        or (x.kind == "Constant" and (x.ctype == "None" or x.ctype == "bool")) then
        return false
      end
      raise_tok(format("cannot assign to %s here. Maybe you meant '==' instead of '='?", target_name(x)), s)
    end
    -- Does `= value` follow, with a value that is not itself followed by `=` or `:=`? The value
    -- is matched by the untracked grammar in a nested match, not by an and-predicate over
    -- V"BitOr": LPeg 1.0.2 loses count of the match-time captures that such a predicate
    -- drops, and its assertion aborts the process (`def m():(m==0=2**6`).
    local EQ, WALRUS = KIND["="], KIND[":="]
    local bitor_end -- the position after one BitOr, its captures dropped
    local function assign_follows(subject, i)
      if subject:sub(i, i) ~= EQ then return false end
      bitor_end = bitor_end or (grammar(false, "BitOr") / 0) * Cp
      local j = bitor_end:match(subject, i + 1)
      if not j then return false end
      local k = subject:sub(j, j)
      return k ~= EQ and k ~= WALRUS
    end
    G.NamedExpression = Cp * NAMEK * t":=" * V"Expression" / mkwalrus
      + (Cg(Cp, "ne") * Cg(Cf(V"Expression" * Cg(t":=" * V"Expression") ^ -1, badwalrus), "nv")
        * ((Cmt(P(true), assign_follows) * Cmt(Cb"ne" * Cb"nv", bad_assign)) + lpeg.Cb"nv")) / passthru1
    G.Arg = Cp * NAMEK * t"=" * V"Expression" / mkkeyword
      + Cp * t"**" * V"Expression" / mkkwstar
      + Cp * t"*" * V"Expression" / mkstarred
      + (Cg(Cp, "ka") * (Cp * NAMEK * t":=" * V"Expression" / mkwalrus
        + Cf(V"Expression" * Cg(t":=" * V"Expression") ^ -1, badwalrus)) * (#t"=" * throw_at("ka",
        'expression cannot contain assignment, perhaps you meant "=="?')) ^ -1) / passthru1
    -- `case p as <an expression that is not a name>:`
    local expr_at -- an Expression's node, by the untracked grammar
    local function bad_target(subject, i)
      expr_at = expr_at or grammar(false, "Expression")
      local node = expr_at:match(subject, i)
      if node then raise_node("invalid pattern target", node) end
      return false
    end
    G.Pattern = V"OrPattern" * (t"as" * Cp * NAMEK + t"as" * -NAMEK * Cmt(P(true), bad_target)) ^ -1
      / mkaspattern
    G.DictItem = Cc(false) * t"**" * V"BitOr" + (Cg(Cp, "dk") * V"Expression"
      * (t":" * V"Expression" + throw_at("dk", "':' expected after dictionary key"))) / passthru2
  end
  return P(G)
end

local grammars = {}
grammar = function(tracked, start)
  local key = (tracked and "T" or "N") .. start
  local g = grammars[key]
  if not g then
    g = build(tracked, start)
    grammars[key] = g
  end
  return g
end

----------------------------------------------------------------------------------------------
-- Errors
----------------------------------------------------------------------------------------------

-- Columns of an f-string expression's first line are reported relative to "(expr)", as CPython does.
local function mkerr(typ, msg, lineno, col, lines, line0, bytecol)
  local rel = lineno - (line0 or 0)
  if rel == 1 and TOKS and TOKS.lines == lines then col = col - (TOKS.col0 or 0) end
  local text = lines and lines[rel] or nil
  local offset = col + 1
  if text and not bytecol then offset = lexer.charcol(text, col) + 1 end
  return { type = typ, msg = msg, lineno = lineno, offset = offset, text = text }
end

local BLOCK_KEYWORDS = {
  ["if"] = "'if' statement", ["elif"] = "'elif' statement", ["else"] = "'else' statement",
  ["while"] = "'while' statement", ["for"] = "'for' statement", ["with"] = "'with' statement",
  ["try"] = "'try' statement", ["except"] = "'except' statement", ["finally"] = "'finally' statement",
  ["def"] = "function definition", ["class"] = "class definition", ["match"] = "'match' statement",
  ["case"] = "'case' statement",
}

-- The start token of the logical line that contains token i.
local function line_start_tok(i)
  local k = i
  while k > 1 do
    local b = byte(TK, k - 1)
    if b == B_NEWLINE or b == B_INDENT or b == B_DEDENT then break end
    k = k - 1
  end
  return k
end

-- The header keyword token of the block whose ':' is token c (scans the logical line).
local function header_keyword(c)
  local k = line_start_tok(c)
  -- A one-line compound statement: the last keyword before c at bracket depth 0.
  local best
  local depth = 0
  for j = k, c - 1 do
    local v = TV[j]
    if v == "(" or v == "[" or v == "{" then depth = depth + 1
    elseif v == ")" or v == "]" or v == "}" then depth = depth - 1
    elseif depth == 0 and BLOCK_KEYWORDS[v] and (TOKS.type[j] == "NAME") then
      if v == "else" or v == "if" or v == "for" then
        -- 'if'/'else'/'for' inside an expression (ternary, comprehension) do not open blocks;
        -- a block keyword opens the line or follows ':'.
        if j == k or TV[j - 1] == ":" then best = j end
      elseif v == "match" or v == "case" then
        if j == k then best = j end
      else
        best = j
      end
    end
  end
  if best and (TV[best] == "def" or TV[best] == "with" or TV[best] == "for") and best > k and TV[best - 1] == "async" then
    return best, best - 1
  end
  return best, best
end

local STARTS_EXPR = {
  NAME = true, NUMBER = true, STRING = true, ["("] = true, ["["] = true, ["{"] = true, None = true,
  True = true, False = true, ["..."] = true, lambda = true, ["not"] = true, await = true, ["~"] = true,
  match = true, case = true, _ = true,
}
local ENDS_EXPR = {
  NAME = true, NUMBER = true, STRING = true, [")"] = true, ["]"] = true, ["}"] = true, None = true,
  True = true, False = true, ["..."] = true, match = true, case = true, _ = true,
}
local EXPR_STOP = {
  [","] = true, ["("] = true, ["["] = true, ["{"] = true, [":="] = true, ["="] = true, [":"] = true,
  [";"] = true, ["for"] = true, ["if"] = true, ["else"] = true, ["lambda"] = true, ["yield"] = true,
  ["return"] = true, ["*"] = true, ["**"] = true,
}

-- "invalid syntax. Perhaps you forgot a comma?": two expressions in a row inside brackets.
-- Returns the start token of the first one, or nil.
local function missing_comma(f)
  local kn = lexer.KINDNAME
  local k0 = line_start_tok(f)
  local level = 0
  for j = k0, f - 1 do
    local v = kn[sub(TK, j, j)]
    if v == "(" or v == "[" or v == "{" then level = level + 1
    elseif v == ")" or v == "]" or v == "}" then level = level - 1 end
  end
  if level <= 0 or f <= k0 then return nil end
  if not STARTS_EXPR[kn[sub(TK, f, f)]] or not ENDS_EXPR[kn[sub(TK, f - 1, f - 1)]] then return nil end
  -- Walk back over the first expression.
  local depth, j = 0, f - 1
  while j > k0 do
    local v = kn[sub(TK, j, j)]
    if v == ")" or v == "]" or v == "}" then depth = depth + 1
    elseif v == "(" or v == "[" or v == "{" then
      if depth == 0 then break end
      depth = depth - 1
    elseif depth == 0 and EXPR_STOP[v] then break end
    j = j - 1
  end
  local a = j
  if a < f - 1 or EXPR_STOP[kn[sub(TK, a, a)]] or kn[sub(TK, a, a)] == "(" or kn[sub(TK, a, a)] == "["
    or kn[sub(TK, a, a)] == "{" then
    a = a + 1
  end
  if a >= f then return nil end
  local ka, kb = kn[sub(TK, a, a)], kn[sub(TK, a + 1, a + 1)]
  if ka == "NAME" and kb == "STRING" then return nil end
  if ka == "match" or ka == "case" or ka == "_" then return nil end
  if ka == "NAME" and (TV[a] == "print" or TV[a] == "exec") then return nil end
  return a
end

local function syntax_error(f)
  local t = TOKS
  local kinds = TK
  local bf = byte(kinds, f)
  if t.unclosed and bf == B_END then
    local u = t.unclosed
    local e = mkerr("SyntaxError", format("'%s' was never closed", u.char), u.line, u.col, t.lines, t.line0)
    e.at_end = true
    return e
  end
  if bf == B_INDENT then
    return mkerr("IndentationError", "unexpected indent", TL[f], TEC[f] - 1, t.lines, t.line0)
  end
  if bf == B_DEDENT and f > 1 then
    -- A block that ended too early, e.g. a try without except.
    return mkerr("IndentationError", "unexpected unindent", TL[f], TC[f], t.lines, t.line0)
  end
  -- A block header followed by a NEWLINE and no INDENT.
  if f > 2 and byte(kinds, f - 1) == B_NEWLINE and TV[f - 2] == ":" then
    local kw, first = header_keyword(f - 2)
    if kw then
      local what = BLOCK_KEYWORDS[TV[kw]]
      if TV[kw] == "except" and TV[kw + 1] == "*" then what = "'except*' statement" end
      return mkerr("IndentationError", format("expected an indented block after %s on line %d", what, TL[first]),
        TL[f], TC[f], t.lines, t.line0)
    end
  end
  -- print "x" (Python 2)
  do
    local k = line_start_tok(f)
    local v = TV[k]
    if (v == "print" or v == "exec") and TOKS.type[k] == "NAME" and f == k + 1 and TV[k + 1] ~= "("
      and byte(kinds, f) ~= B_NEWLINE and not find("=.[;,:", TV[f], 1, true) then
      return mkerr("SyntaxError", format("Missing parentheses in call to '%s'. Did you mean %s(...)?", v, v),
        TL[k], TC[k], t.lines, t.line0)
    end
  end
  local a = missing_comma(f)
  if a then
    local e = mkerr("SyntaxError", "invalid syntax. Perhaps you forgot a comma?", TL[a], TC[a], t.lines, t.line0)
    e.tokline = TL[f]
    return e
  end
  return mkerr("SyntaxError", "invalid syntax", TL[f], TC[f], t.lines, t.line0)
end

-- Runs grammar `start` over token list toks. Returns the result or nil, err.
local function run(toks, start)
  local saved = { TK, TV, TL, TC, TEL, TEC, TOKS }
  set_state(toks)
  local ok, res = pcall(lpeg.match, grammar(false, start), TK)
  local err
  if ok and res == nil then
    -- Find the farthest token reached, for the error location.
    farthest = 0
    local ok2, e2 = pcall(lpeg.match, grammar(true, start), TK)
    if not ok2 then
      ok, res = false, e2
    else
      local f = farthest
      if f < 1 then f = 1 end
      if f > toks.n then f = toks.n end
      -- Semantic errors in the statements before the failure point come first.
      if start == "File" then
        local ok3, e3 = pcall(lpeg.match, grammar(false, "Prefix"), TK)
        if not ok3 and type(e3) == "table" and e3.pyerr and (e3.lineno or 0) <= TL[f] then
          ok, res = false, e3
        end
      end
      if ok then
        err = syntax_error(f)
        err.tokline = err.tokline or TL[f]
      end
      -- A tokenizer error the parser reached is the error.
      if toks.err and f >= toks.n then ok, err = true, toks.err end
    end
  end
  if not ok then
    if type(res) == "table" and res.pyerr then
      if res.final then
        err = res.final
      else
        err = mkerr(res.type, res.msg, res.lineno, res.col, toks.lines, toks.line0, res.bytecol)
      end
    elseif type(res) == "string" and (find(res, "stack overflow", 1, true) or find(res, "too deep", 1, true)
      or find(res, "C stack", 1, true)) then
      err = { type = "SyntaxError", msg = "too many nested expressions", lineno = 1, offset = 1 }
    elseif type(res) == "string" and find(res, "not enough memory", 1, true) then
      -- a program of a million lines: say so, rather than blame the parser
      err = { type = "MemoryError", msg = "the program is too large to translate (the "
              .. "translator ran out of memory); send less code per call", lineno = 1, offset = 1,
              bare = true }
    else
      err = { type = "SyntaxError", msg = "internal error in the parser", lineno = 1, offset = 1 }
    end
  end
  TK, TV, TL, TC, TEL, TEC, TOKS = saved[1], saved[2], saved[3], saved[4], saved[5], saved[6], saved[7]
  if err then
    -- CPython then tokenizes the rest of the input: a tokenizer exception there, or a bracket
    -- left open on an earlier line, replaces the parse error (but not "unexpected indent").
    local indent_msg = err.msg == "unexpected indent" or err.msg == "unexpected unindent"
    if err ~= toks.err and not indent_msg then
      if toks.err and not toks.err.lazy then
        err = toks.err
      elseif toks.unclosed and not err.at_end and toks.unclosed.line < (err.tokline or err.lineno or 0) then
        local u = toks.unclosed
        err = mkerr("SyntaxError", format("'%s' was never closed", u.char), u.line, u.col, toks.lines, toks.line0)
        -- the parse failed inside the bracket, before the end: for the prompt (interactive.lua)
        -- no more lines can mend this input, as codeop decides
        err.failed_inside = true
      end
    end
    err.lazy, err.tokline, err.at_end = nil, nil, nil
    return nil, err
  end
  return res
end

-- Parses the text "(expr)" of an f-string replacement field.
function parse_fstring_expr(text, line0, col0)
  local toks = lexer.lex(text, { line0 = line0, col0 = col0 })
  local res, err2 = run(toks, "FStringInput")
  if not res then
    if not find(err2.msg, "^f%-string") then err2.msg = "f-string: " .. err2.msg end
    error({ pyerr = true, final = err2 }, 0)
  end
  return res
end

local function parse(src, filename)
  if type(src) ~= "string" then
    return nil, { type = "SyntaxError", msg = "source is not a string", lineno = 1, offset = 1 }
  end
  local ok, res, err2 = pcall(function() return run(lexer.lex(src), "File") end)
  if not ok then
    return nil, { type = "SyntaxError", msg = "internal error in the parser", lineno = 1, offset = 1 }
  end
  if not res then
    err2.filename = filename
    return nil, err2
  end
  return res
end

return {
  parse = parse,
}
