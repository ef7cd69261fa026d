-- transpiler/lexer.lua: the layout pass. Python source text -> token arrays.
--
-- lex(src) returns a token list `t` with parallel arrays, one entry per token:
--   t.kinds  string, one byte per token: the token's kind code (see KIND)
--   t.type   token type name ("NAME", "NUMBER", "STRING", "OP", "NEWLINE", "INDENT",
--            "DEDENT", "ENDMARKER"); keywords are NAME, operators OP
--   t.val    token text (STRING: the whole literal with prefix and quotes)
--   t.line, t.col, t.eline, t.ecol   1-based lines, 0-based byte columns (CPython's)
--   t.n      number of tokens
--   t.lines  the source lines (for error texts)
--   t.unclosed  {char, line, col} of the innermost bracket open at end of input, or nil
-- or nil, err with err = {type=, msg=, lineno=, offset=, text=} for a tokenizer error.
local lpeg = require "lpeg"
local string, table, math = string, table, math
local ipairs, pairs, setmetatable, tostring = ipairs, pairs, setmetatable, tostring
local byte, char, sub, find, format, concat = string.byte, string.char, string.sub, string.find,
  string.format, table.concat
local P, R, S, C = lpeg.P, lpeg.R, lpeg.S, lpeg.C
local match = lpeg.match
local select, utf8len = select, utf8.len
_ENV = nil

local KEYWORDS = {
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
  "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
  "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
  "try", "while", "with", "yield",
}
local SOFT_KEYWORDS = { "match", "case", "_" }
local OPERATORS = {
  "(", ")", "[", "]", "{", "}", ":", ",", ";", "+", "-", "*", "/", "|", "&", "<", ">", "=",
  ".", "%", "==", "!=", "<=", ">=", "~", "^", "<<", ">>", "**", "+=", "-=", "*=", "/=", "%=",
  "&=", "|=", "^=", "<<=", ">>=", "**=", "//", "//=", "@", "@=", "->", "...", ":=", "!",
}
local TYPES = { "NAME", "NUMBER", "STRING", "NEWLINE", "INDENT", "DEDENT", "ENDMARKER", "ERRORTOKEN" }

-- KIND[name] is the one-byte kind code of a token type, keyword, soft keyword or operator.
local KIND, KINDNAME = {}, {}
do
  local code = 1
  local function add(name)
    KIND[name] = char(code)
    KINDNAME[char(code)] = name
    code = code + 1
  end
  for _, n in ipairs(TYPES) do add(n) end
  for _, n in ipairs(KEYWORDS) do add(n) end
  for _, n in ipairs(SOFT_KEYWORDS) do add(n) end
  for _, n in ipairs(OPERATORS) do add(n) end
end
local IS_KEYWORD = {}
for _, n in ipairs(KEYWORDS) do IS_KEYWORD[n] = true end
for _, n in ipairs(SOFT_KEYWORDS) do IS_KEYWORD[n] = true end
local IS_OP = {}
for _, n in ipairs(OPERATORS) do IS_OP[n] = true end

local K_NAME, K_NUMBER, K_STRING = KIND.NAME, KIND.NUMBER, KIND.STRING
local K_NEWLINE, K_INDENT, K_DEDENT, K_END = KIND.NEWLINE, KIND.INDENT, KIND.DEDENT, KIND.ENDMARKER
local K_ERROR = KIND.ERRORTOKEN

-- Token patterns.
local idstart = R("az", "AZ") + P"_" + R"\128\255"
local idchar = idstart + R"09"
local name = idstart * idchar ^ 0
local digit = R"09"
local function digits(d) return d * (P"_" ^ -1 * d) ^ 0 end
local decint = digits(digit)
local exponent = S"eE" * S"+-" ^ -1 * decint
local pointfloat = decint ^ -1 * P"." * decint + decint * P"."
local number_pat = P{
  "Number",
  Number = (S"0" * S"xX" * (P"_" ^ -1 * R("09", "af", "AF")) ^ 1
    + S"0" * S"oO" * (P"_" ^ -1 * R"07") ^ 1
    + S"0" * S"bB" * (P"_" ^ -1 * S"01") ^ 1
    + (pointfloat * exponent ^ -1 + decint * exponent) * S"jJ" ^ -1
    + decint * S"jJ" ^ -1),
}
local NAME_END = name * lpeg.Cp()
local NUMBER_END = C(number_pat) * lpeg.Cp()

local STRING_PREFIX = {}
for _, p in ipairs { "r", "u", "b", "br", "rb", "f", "fr", "rf" } do STRING_PREFIX[p] = true end

local OPEN = { ["("] = ")", ["["] = "]", ["{"] = "}" }
local CLOSE = { [")"] = "(", ["]"] = "[", ["}"] = "{" }

local MAXINDENT = 100
local MAXLEVEL = 200
local TABSIZE = 8

-- Byte column -> character column (CPython reports SyntaxError offsets in characters).
local function charcol(text, col)
  local n = 0
  for i = 1, col do
    local b = byte(text, i)
    if not b then n = n + (col - i + 1); break end
    if b < 0x80 or b >= 0xC0 then n = n + 1 end
  end
  return n
end

local function split_lines(src)
  local lines, i = {}, 1
  while true do
    local j = find(src, "\n", i, true)
    if not j then
      lines[#lines + 1] = sub(src, i)
      break
    end
    lines[#lines + 1] = sub(src, i, j - 1)
    i = j + 1
  end
  return lines
end

local NUMBER_FOLLOW_OK = { "and", "else", "for", "if", "in", "is", "not", "or" }

-- opts.line0 / opts.col0: offsets added to lines and to first-line columns (f-string parts).
local function lex(src, opts)
  local line0 = opts and opts.line0 or 0
  local col0 = opts and opts.col0 or 0
  if sub(src, 1, 3) == "\239\187\191" then src = sub(src, 4) end
  if find(src, "\r", 1, true) then src = src:gsub("\r\n?", "\n") end
  local n = #src
  local lines = split_lines(src)
  local bad = not utf8len(src) and select(2, utf8len(src))
  local lastline = #lines -- CPython's line number at end of input
  if lastline > 1 and lines[lastline] == "" then lastline = lastline - 1 end

  local kinds, types, vals, tl, tc, tel, tec = {}, {}, {}, {}, {}, {}, {}
  local ntok = 0
  local pos, line, linestart = 1, 1, 1
  local indents, altindents = { 0 }, { 0 }
  local parens = {}
  local atbol = true -- at the start of a logical line
  local contline = false -- the physical line is a backslash continuation
  local err

  -- A tokenizer error stops the token list with an ERRORTOKEN. `lazy` errors are CPython's
  -- E_* codes, reported only if the parser reaches them; the others raise at once in CPython,
  -- and win over a parse error found earlier (see parser.lua).
  local errl, errc
  local function fail(typ, msg, l, c, lazy)
    local text = lines[l] or ""
    err = { type = typ, msg = msg, lineno = l + line0, offset = charcol(text, c) + 1,
            text = text, lazy = lazy or nil }
    errl, errc = l, c
    return nil, err
  end

  local function push(kind, typ, val, l, c, el, ec)
    ntok = ntok + 1
    kinds[ntok] = kind
    types[ntok] = typ
    vals[ntok] = val
    tl[ntok] = l + line0
    tc[ntok] = (l == 1) and c + col0 or c
    tel[ntok] = el + line0
    tec[ntok] = (el == 1) and ec + col0 or ec
  end

  -- Scans a string literal whose opening quote is at q; returns the index after it.
  local function scan_string(start, q)
    local startline, startcol = line, start - linestart
    local quote = sub(src, q, q)
    local triple = sub(src, q, q + 2) == quote:rep(3)
    local i = triple and q + 3 or q + 1
    local pat = quote == "'" and "['\\\n]" or '["\\\n]'
    while true do
      local j = find(src, pat, i)
      if not j then
        if triple then
          return fail("SyntaxError", format("unterminated triple-quoted string literal (detected at line %d)",
            lastline + line0), startline, startcol)
        end
        return fail("SyntaxError", format("unterminated string literal (detected at line %d)", line + line0),
          startline, startcol)
      end
      local c = byte(src, j)
      if c == 10 then -- newline
        if not triple then
          return fail("SyntaxError", format("unterminated string literal (detected at line %d)", line + line0),
            startline, startcol)
        end
        line = line + 1
        linestart = j + 1
        i = j + 1
      elseif c == 92 then -- backslash
        if byte(src, j + 1) == 10 then
          line = line + 1
          linestart = j + 2
        end
        i = j + 2
        if j + 1 > n then
          if triple then
            return fail("SyntaxError", format("unterminated triple-quoted string literal (detected at line %d)",
              lastline + line0), startline, startcol)
          end
          return fail("SyntaxError", format("unterminated string literal (detected at line %d)", line + line0),
            startline, startcol)
        end
      else -- the quote
        if not triple then
          i = j + 1
          break
        elseif sub(src, j, j + 2) == quote:rep(3) then
          i = j + 3
          break
        else
          i = j + 1
        end
      end
    end
    push(K_STRING, "STRING", sub(src, start, i - 1), startline, startcol, line, i - linestart)
    return i
  end

  if bad then
    local l, ls = 1, 1
    for k = 1, bad - 1 do
      if byte(src, k) == 10 then l = l + 1; ls = k + 1 end
    end
    -- as CPython reports a source file that is not UTF-8: one line, the byte escaped
    fail("SyntaxError", format("Non-UTF-8 code starting with '\\x%02x' in file %%s on line %d, " ..
      "but no encoding declared; see https://peps.python.org/pep-0263/ for details", byte(src, bad), l),
      l, bad - ls)
    err.bare = true
    goto eof
  end
  while true do
    if atbol then
      -- Measure the indentation of a new logical line.
      local col, altcol, i = 0, 0, pos
      local contcol = 0
      while true do
        local c = byte(src, i)
        if c == 32 then col = col + 1; altcol = altcol + 1
        elseif c == 9 then col = (col // TABSIZE + 1) * TABSIZE; altcol = altcol + 1
        elseif c == 12 then col = 0; altcol = 0
        elseif c == 92 and byte(src, i + 1) == 10 and i + 1 < n then
          -- A backslash in the indentation: the first one fixes the indentation (CPython 3.11,
          -- where a backslash at column 0 counts as "none").
          if contcol == 0 then contcol = col end
          line = line + 1
          linestart = i + 2
          i = i + 1
        else break end
        i = i + 1
      end
      if contcol ~= 0 then col, altcol = contcol, contcol end
      local c = byte(src, i)
      if c == 35 or c == 10 then
        -- Blank line or comment-only line: no layout tokens.
        -- (A line that is only a backslash continuation joins the next one, like CPython.)
        if c == 35 then
          local j = find(src, "\n", i, true)
          i = j or n + 1
        end
        if i > n then pos = i; goto eof end
        pos = i + 1
        line = line + 1
        linestart = pos
        goto continue
      end
      if c == nil then pos = i; goto eof end
      local top = indents[#indents]
      if col == top then
        if altcol ~= altindents[#altindents] then
          do fail("TabError", "inconsistent use of tabs and spaces in indentation", line, 0, true) goto eof end
        end
      elseif col > top then
        if #indents >= MAXINDENT then
          do fail("IndentationError", "too many levels of indentation", line, i - linestart, true) goto eof end
        end
        if altcol <= altindents[#altindents] then
          do fail("TabError", "inconsistent use of tabs and spaces in indentation", line, 0, true) goto eof end
        end
        indents[#indents + 1] = col
        altindents[#altindents + 1] = altcol
        push(K_INDENT, "INDENT", "", line, 0, line, i - linestart)
      else
        local level = #indents
        while level > 1 and col < indents[level] do level = level - 1 end
        if col ~= indents[level] then
          do fail("IndentationError", "unindent does not match any outer indentation level", line,
            #(lines[line] or ""), true) goto eof end
        end
        while #indents > level do
          indents[#indents] = nil
          altindents[#altindents] = nil
          push(K_DEDENT, "DEDENT", "", line, i - linestart, line, i - linestart)
        end
        if altcol ~= altindents[#altindents] then
          do fail("TabError", "inconsistent use of tabs and spaces in indentation", line, 0, true) goto eof end
        end
      end
      pos = i
      atbol = false
    end
    do
      -- Skip blanks.
      local i = find(src, "[^ \t\012]", pos)
      if not i then pos = n + 1; goto eof end
      pos = i
      local c = byte(src, pos)
      if c == 35 then -- comment
        local j = find(src, "\n", pos, true)
        if not j then pos = n + 1; goto eof end
        pos = j
        c = 10
      end
      if c == 10 then
        if #parens == 0 then
          push(K_NEWLINE, "NEWLINE", "\n", line, pos - linestart, line, pos - linestart + 1)
          atbol = true
        end
        pos = pos + 1
        line = line + 1
        linestart = pos
      elseif c == 92 then -- backslash
        local d = byte(src, pos + 1)
        if d == 10 then
          pos = pos + 2
          line = line + 1
          linestart = pos
          if pos > n then
            do fail("SyntaxError", "unexpected EOF while parsing", line, 0, true) goto eof end
          end
        elseif d == nil then
          do fail("SyntaxError", "unexpected EOF while parsing", line, pos - linestart + 1, true) goto eof end
        else
          do fail("SyntaxError", "unexpected character after line continuation character", line,
            pos - linestart + 1, true) goto eof end
        end
      elseif c == 34 or c == 39 then -- quote
        local j = scan_string(pos, pos)
        if not j then goto eof end
        pos = j
      elseif (c >= 48 and c <= 57) or (c == 46 and (byte(src, pos + 1) or 0) >= 48 and (byte(src, pos + 1) or 0) <= 57) then
        local text, j = match(NUMBER_END, src, pos)
        if not text then
          do fail("SyntaxError", "invalid decimal literal", line, pos - linestart) goto eof end
        end
        if text == "0" then
          local x = sub(src, j, j):lower()
          local what = x == "x" and "hexadecimal" or x == "o" and "octal" or x == "b" and "binary"
          if what then
            do fail("SyntaxError", "invalid " .. what .. " literal", line, j - linestart) goto eof end
          end
        end
        local lc = text:lower()
        local kindname = "decimal"
        if find(lc, "^0x") then kindname = "hexadecimal"
        elseif find(lc, "^0o") then kindname = "octal"
        elseif find(lc, "^0b") then kindname = "binary" end
        -- What follows a number must not continue it.
        local d = byte(src, j)
        if d == 95 or (d and ((d >= 48 and d <= 57) and kindname ~= "decimal")) then
          local what = kindname == "octal" and d and d >= 48 and d <= 57
            and format("invalid digit '%s' in octal literal", char(d))
            or kindname == "binary" and d and d >= 48 and d <= 57
            and format("invalid digit '%s' in binary literal", char(d))
            or "invalid " .. kindname .. " literal"
          do fail("SyntaxError", what, line, j - linestart) goto eof end
        end
        if d and match(idstart, src, j) then
          local ok = false
          for _, kw in ipairs(NUMBER_FOLLOW_OK) do
            if sub(src, j, j + #kw - 1) == kw then ok = true end
          end
          if not ok then
            do fail("SyntaxError", "invalid " .. kindname .. " literal", line, j - linestart - 1) goto eof end
          end
        end
        if kindname == "decimal" and find(text, "^0[0-9_]*[1-9]") and not find(text, "[.eEjJ]") then
          do fail("SyntaxError",
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
            line, pos - linestart) goto eof end
        end
        push(K_NUMBER, "NUMBER", text, line, pos - linestart, line, j - linestart)
        pos = j
      elseif c >= 128 or c == 95 or (c >= 65 and c <= 90) or (c >= 97 and c <= 122) then
        local j = match(NAME_END, src, pos)
        local word = sub(src, pos, j - 1)
        local q = byte(src, j)
        if (q == 34 or q == 39) and STRING_PREFIX[word:lower()] then
          local k = scan_string(pos, j)
          if not k then goto eof end
          pos = k
        else
          if c >= 128 then
            -- Reject bytes that cannot start an identifier (a rough check: non-letters in Latin-1 range).
            local b2 = byte(src, pos + 1) or 0
            if c == 0xC2 and (b2 < 0xAA or b2 == 0xAB or b2 == 0xAD or b2 == 0xAE or b2 == 0xB0 or b2 == 0xB1
              or b2 == 0xB4 or b2 == 0xB6 or b2 == 0xB7 or b2 == 0xB8 or b2 == 0xBB or b2 == 0xBC or b2 == 0xBD
              or b2 == 0xBE or b2 == 0xBF) or c == 0xE2 and b2 == 0x82 then
              local cp = ((c & 0x1F) << 6) | (b2 & 0x3F)
              if c == 0xE2 then cp = ((c & 0x0F) << 12) | ((b2 & 0x3F) << 6) | ((byte(src, pos + 2) or 0) & 0x3F) end
              local last = c == 0xE2 and pos + 2 or pos + 1
              do fail("SyntaxError", format("invalid character '%s' (U+%04X)", sub(src, pos, last), cp),
                line, pos - linestart) goto eof end
            end
          end
          push(IS_KEYWORD[word] and KIND[word] or K_NAME, "NAME", word, line, pos - linestart, line, j - linestart)
          pos = j
        end
      else
        local op = sub(src, pos, pos + 2)
        if not IS_OP[op] then
          op = sub(src, pos, pos + 1)
          if not IS_OP[op] then
            op = sub(src, pos, pos)
            if not IS_OP[op] then
              if c < 32 or c == 127 then
                do fail("SyntaxError", format("invalid non-printable character U+%04X", c), line,
                  pos - linestart) goto eof end
              end
              -- $ ? `: CPython's tokenizer returns an error token; the parser says "invalid syntax".
              op = nil
            end
          end
        end
        if not op then
          push(K_ERROR, "ERRORTOKEN", sub(src, pos, pos), line, pos - linestart, line, pos - linestart + 1)
          pos = pos + 1
          goto continue
        end
        local col = pos - linestart
        if OPEN[op] then
          if #parens >= MAXLEVEL then
            do fail("SyntaxError", "too many nested parentheses", line, col) goto eof end
          end
          parens[#parens + 1] = { op, line, col }
        elseif CLOSE[op] then
          local top = parens[#parens]
          if not top then
            do fail("SyntaxError", format("unmatched '%s'", op), line, col) goto eof end
          end
          if OPEN[top[1]] ~= op then
            if top[2] ~= line then
              do fail("SyntaxError", format("closing parenthesis '%s' does not match opening parenthesis '%s' on line %d",
                op, top[1], top[2] + line0), line, col) goto eof end
            end
            do fail("SyntaxError", format("closing parenthesis '%s' does not match opening parenthesis '%s'",
              op, top[1]), line, col) goto eof end
          end
          parens[#parens] = nil
        end
        push(KIND[op], "OP", op, line, col, line, col + #op)
        pos = pos + #op
      end
    end
    ::continue::
  end
  ::eof::
  if err then
    push(K_ERROR, "ERRORTOKEN", "", errl, errc, errl, errc)
    return {
      kinds = concat(kinds), type = types, val = vals, line = tl, col = tc, eline = tel, ecol = tec,
      n = ntok, lines = lines, line0 = line0, col0 = col0, err = err,
    }
  end
  -- End of input: close the last logical line, pop the indents, end.
  local unclosed
  if #parens > 0 then
    local top = parens[#parens]
    unclosed = { char = top[1], line = top[2] + line0, col = top[3] }
  elseif not atbol then
    local col = pos - linestart
    push(K_NEWLINE, "NEWLINE", "", line, col, line, col + 1)
  end
  -- CPython places the end-of-input tokens at the last NEWLINE.
  local eline, ecol = 1, 0
  for k = ntok, 1, -1 do
    if kinds[k] == K_NEWLINE then eline, ecol = tl[k] - line0, tc[k] - (tl[k] - line0 == 1 and col0 or 0); break end
  end
  if unclosed then eline, ecol = line, pos - linestart end
  for _ = 2, #indents do
    push(K_DEDENT, "DEDENT", "", eline, ecol, eline, ecol)
  end
  push(K_END, "ENDMARKER", "", eline, ecol, eline, ecol)
  return {
    kinds = concat(kinds), type = types, val = vals, line = tl, col = tc, eline = tel, ecol = tec,
    n = ntok, lines = lines, unclosed = unclosed, line0 = line0, col0 = col0,
  }
end

return {
  lex = lex,
  KIND = KIND,
  KINDNAME = KINDNAME,
  KEYWORDS = KEYWORDS,
  charcol = charcol,
}
