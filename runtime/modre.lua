-- modre.lua: Python's `re` over PCRE2 (its C part, runtime/modre.c).
--
-- A pattern is first parsed here with Python's grammar (re/_parser.py): that gives CPython's
-- error messages and positions, the group names and the fixed-width check of look-behinds, and
-- it emits an equivalent PCRE2 pattern (no PCRE2_EXTENDED: verbose whitespace and comments are
-- dropped here; named groups become numbered ones; literals in sets become \x{...}).
-- PCRE2 works on UTF-8 byte offsets; Python on code points: Match objects keep byte offsets and
-- convert on demand. The empty-match rules of Python 3.7+ (findall, finditer, sub, split) use
-- PCRE2_NOTEMPTY_ATSTART for sre's `must_advance`.
local type, getmetatable, setmetatable, rawget, rawset, tostring, tonumber, pairs, ipairs,
      select, pcall, error = type, getmetatable, setmetatable, rawget, rawset, tostring,
      tonumber, pairs, ipairs, select, pcall, error
local string, utf8, math, table = string, utf8, math, table
local mtype = math.type

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename
local LIST, TUPLE, DICT, SI = R.LIST, R.TUPLE, R.DICT, R.SI
local repr = R.repr
local sub, find, byte, format, gsub, concat = string.sub, string.find, string.byte,
  string.format, string.gsub, table.concat
local utf8char, utf8len, utf8offset, utf8codes = utf8.char, utf8.len, utf8.offset, utf8.codes
local INF = math.huge
local C = host.openc("re")
local names -- Unicode's character names, for \N{...}: loaded at the first use
local function charnames()
  if not names then
    names = host.loadmod("charname")()(function() return host.loadmod("data/unicodenames")() end)
  end
  return names
end

local m = {}

---------------------------------------------------------------------------------------------
-- Flags (re.RegexFlag values)
---------------------------------------------------------------------------------------------

local TEMPLATE, IGNORECASE, LOCALE, MULTILINE, DOTALL, UNICODE, VERBOSE, DEBUG, ASCII =
  1, 2, 4, 8, 16, 32, 64, 128, 256
m.NOFLAG = 0
m.T, m.TEMPLATE = TEMPLATE, TEMPLATE
m.I, m.IGNORECASE = IGNORECASE, IGNORECASE
m.L, m.LOCALE = LOCALE, LOCALE
m.M, m.MULTILINE = MULTILINE, MULTILINE
m.S, m.DOTALL = DOTALL, DOTALL
m.U, m.UNICODE = UNICODE, UNICODE
m.X, m.VERBOSE = VERBOSE, VERBOSE
m.DEBUG = DEBUG
m.A, m.ASCII = ASCII, ASCII
-- re.RegexFlag: an IntFlag whose members print as re.IGNORECASE, re.IGNORECASE|re.MULTILINE
-- (enum.global_enum's style), in the definition order of CPython's re
do
  local enum = R.IMPORT("enum")
  local order = { { "ASCII", ASCII }, { "IGNORECASE", IGNORECASE }, { "LOCALE", LOCALE },
                  { "UNICODE", UNICODE }, { "MULTILINE", MULTILINE }, { "DOTALL", DOTALL },
                  { "VERBOSE", VERBOSE }, { "TEMPLATE", TEMPLATE }, { "DEBUG", DEBUG } }
  local RegexFlag = R.CLASS("RegexFlag", { enum.IntFlag }, nil, function(ns)
    for _, f in ipairs(order) do ns[f[1]] = f[2] end
    local function name_of(self)
      local n = R.GA(self, "_name_")
      if n == None then return "re.NOFLAG" end
      return "re." .. n:gsub("|", "|re.")
    end
    ns.__repr__ = name_of
    ns.__str__ = name_of
  end)
  RegexFlag["#dict"].__module__ = "re"
  m.RegexFlag = RegexFlag
  local short = { ASCII = "A", IGNORECASE = "I", LOCALE = "L", UNICODE = "U", MULTILINE = "M",
                  DOTALL = "S", VERBOSE = "X", TEMPLATE = "T" }
  for _, f in ipairs(order) do
    local member = R.GA(RegexFlag, f[1])
    m[f[1]] = member
    if short[f[1]] then m[short[f[1]]] = member end
  end
  m.NOFLAG = R.CALL(RegexFlag, { 0 })
end
local FLAGCH = { i = IGNORECASE, L = LOCALE, m = MULTILINE, s = DOTALL, x = VERBOSE,
                 a = ASCII, t = TEMPLATE, u = UNICODE }
local TYPE_FLAGS = ASCII | LOCALE | UNICODE
local FLAGNAMES = { { TEMPLATE, "TEMPLATE" }, { IGNORECASE, "IGNORECASE" }, { LOCALE, "LOCALE" },
                    { MULTILINE, "MULTILINE" }, { DOTALL, "DOTALL" }, { UNICODE, "UNICODE" },
                    { VERBOSE, "VERBOSE" }, { DEBUG, "DEBUG" }, { ASCII, "ASCII" } }
-- option bits of host.re.compile / host.re.match (runtime/modre.c)
local C_I, C_M, C_S, C_ASCII = 1, 2, 4, 8
local C_ANCHORED, C_ENDANCHORED, C_NOTEMPTY_ATSTART = 1, 2, 4

---------------------------------------------------------------------------------------------
-- re.error
---------------------------------------------------------------------------------------------

local error_t = R.CLASS("error", { R.exc_classes.Exception }, nil, function(ns)
  ns.__module__ = "re"
  ns.__init__ = R.sig(function(self, msg, pattern, pos)
    if pattern == nil then pattern = None end
    if pos == nil then pos = None end
    local full, lineno, colno = msg, None, None
    if pattern ~= None and pos ~= None then
      full = format("%s at position %d", R.str(msg), pos)
      if type(pattern) == "string" then
        local before = sub(pattern, 1, (utf8offset(pattern, pos + 1) or #pattern + 1) - 1)
        local _, nl = gsub(before, "\n", "")
        lineno = nl + 1
        local lastnl = before:match(".*()\n")
        colno = lastnl and utf8len(before, lastnl + 1, -1, true) + 1 or pos + 1
        if find(pattern, "\n", 1, true) then
          full = format("%s (line %d, column %d)", full, lineno, colno)
        end
      end
    end
    rawset(self, "args", TUPLE({ full }))
    rawset(self, "msg", msg)
    rawset(self, "pattern", pattern)
    rawset(self, "pos", pos)
    rawset(self, "lineno", lineno)
    rawset(self, "colno", colno)
    return None
  end, "__init__", { "self", "msg", "pattern", "pos" }, { nrequired = 2 })
end)
m.error = error_t

local function re_error(msg, pattern, pos)
  error(R.type_call(error_t, msg, pattern, pos), 0)
end

---------------------------------------------------------------------------------------------
-- Parsing Python's syntax, emitting PCRE2's
---------------------------------------------------------------------------------------------

local WS = { [" "] = true, ["\t"] = true, ["\n"] = true, ["\r"] = true, ["\v"] = true,
             ["\f"] = true }
local DIGIT, OCT, HEX = {}, {}, {}
for c in ("0123456789"):gmatch(".") do DIGIT[c] = true; HEX[c] = true end
for c in ("01234567"):gmatch(".") do OCT[c] = true end
for c in ("abcdefABCDEF"):gmatch(".") do HEX[c] = true end
local function isletter(c) return c ~= nil and #c == 1 and find(c, "^%a$") ~= nil end
local CATEGORY = { d = true, D = true, s = true, S = true, w = true, W = true }
-- Python's Unicode \s (str.isspace) differs from PCRE2's: + U+001C..U+001F, - U+180E
local USPACE = "\\t-\\r\\x{1c}-\\x{20}\\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}" ..
  "\\x{202f}\\x{205f}\\x{3000}"

local SIMPLE = { a = 7, f = 12, n = 10, r = 13, t = 9, v = 11, ["\\"] = 92 }
local MAXREPEAT = 4294967295
local MAXGROUPS = 1073741823

local function isidentifier(s)
  return R.CALLM(s, "isidentifier", {}, nil)
end

-- a literal code point as PCRE2 text
local function literal(cp)
  if cp < 128 and find(utf8char(cp), "^%w$") then return utf8char(cp) end
  return format("\\x{%x}", cp)
end

-- bytes: the pattern is a bytes pattern's latin1 str; its literals 0x80..0xFF become the
-- subject's private-use code points (see bytes_subject)
local function parse(pattern, flags, bytes)
  local function lit(cp)
    if bytes and cp >= 128 then cp = cp + 0xE000 end
    return literal(cp)
  end
  local chars = {}
  for _, c in utf8codes(pattern, true) do chars[#chars + 1] = utf8char(c) end
  local n = #chars
  local p = 1
  local st = { flags = flags, ngroups = 0, names = {}, open = {}, gwidth = {}, condrefs = {} }

  local function err(msg, pos0) re_error(msg, pattern, pos0) end
  local function text(i, j) return concat(chars, "", i, j) end
  local unicode = (flags & ASCII) == 0 -- a global (?a) comes first: see parse_group

  local function skipws()
    while p <= n do
      local c = chars[p]
      if WS[c] then p = p + 1
      elseif c == "#" then
        while p <= n and chars[p] ~= "\n" do p = p + 1 end
      else break end
    end
  end

  -- getuntil(terminator, "group name") of re/_parser.py; p is just after the opener
  local function getname(term)
    local s = p
    while true do
      local c = chars[p]
      p = p + 1
      if c == nil then
        if p - 1 == s then err("missing group name", p - 2) end
        err("missing " .. term .. ", unterminated name", s - 1)
      end
      if c == term then
        if p - 1 == s then err("missing group name", p - 2) end
        return text(s, p - 2), s - 1
      end
    end
  end

  local function hexdigits(count, exact, start, what)
    local s = p
    while p - s < count and HEX[chars[p]] do p = p + 1 end
    if exact and p - s ~= count then
      err("incomplete escape " .. text(start, p - 1), start - 1)
    end
    return tonumber(text(s, p - 1), 16)
  end

  -- escapes shared by sets and sequences: returns a code point or nil
  local function common_escape(c, start)
    if SIMPLE[c] then return SIMPLE[c] end
    if c == "x" then
      return hexdigits(2, true, start)
    elseif c == "u" then
      return hexdigits(4, true, start)
    elseif c == "U" then
      local v = hexdigits(8, true, start)
      if v > 0x10FFFF then err("bad escape " .. text(start, p - 1), start - 1) end
      return v
    elseif c == "N" then -- \N{NAME}, as sre_parse: its errors and their positions
      if chars[p] ~= "{" then err("missing {", p - 1) end
      local q = p + 1
      while chars[q] and chars[q] ~= "}" do q = q + 1 end
      local name = text(p + 1, q - 1)
      if name == "" then err("missing character name", chars[q] and q - 1 or q - 1) end
      if not chars[q] then err("missing }, unterminated name", p) end
      p = q + 1
      local cp = charnames().lookup(name, true)
      if type(cp) ~= "number" then err("undefined character name '" .. name .. "'", start - 1) end
      return cp
    end
    return nil
  end

  -- an escape inside a set: {kind="lit", cp} or {kind="cat", s}; p is after the escape letter
  local function class_escape(start)
    local c = chars[start + 1]
    if c == nil then err("bad escape (end of pattern)", start - 1) end
    p = start + 2
    if c == "s" and unicode then return { kind = "cat", s = USPACE } end
    if CATEGORY[c] then return { kind = "cat", s = "\\" .. c } end
    if c == "b" then return { kind = "lit", cp = 8 } end
    local v = common_escape(c, start)
    if v then return { kind = "lit", cp = v } end
    if OCT[c] then
      local s = p - 1
      while p - s < 3 and OCT[chars[p]] do p = p + 1 end
      v = tonumber(text(s, p - 1), 8)
      if v > 255 then
        err("octal escape value " .. text(start, p - 1) .. " outside of range 0-0o377", start - 1)
      end
      return { kind = "lit", cp = v }
    end
    if DIGIT[c] or isletter(c) then err("bad escape " .. text(start, p - 1), start - 1) end
    return { kind = "lit", cp = utf8.codepoint(c) }
  end

  local function parse_class(start)
    p = start + 1
    local out = { "[" }
    if chars[p] == "^" then out[2] = "^"; p = p + 1 end
    local nitems = 0
    while true do
      local this = chars[p]
      local tstart = p
      if this == nil then err("unterminated character set", start - 1) end
      if this == "]" and nitems > 0 then p = p + 1 break end
      local code1
      if this == "\\" then code1 = class_escape(p)
      else p = p + 1; code1 = { kind = "lit", cp = utf8.codepoint(this) } end
      local this_text = text(tstart, p - 1)
      if chars[p] == "-" then
        p = p + 1
        local that = chars[p]
        local ustart = p
        if that == nil then err("unterminated character set", start - 1) end
        if that == "]" then
          out[#out + 1] = code1.kind == "cat" and code1.s or lit(code1.cp)
          out[#out + 1] = "\\-"
          p = p + 1
          break
        end
        local code2
        if that == "\\" then code2 = class_escape(p)
        else p = p + 1; code2 = { kind = "lit", cp = utf8.codepoint(that) } end
        local msg = "bad character range " .. this_text .. "-" .. text(ustart, p - 1)
        if code1.kind ~= "lit" or code2.kind ~= "lit" or code2.cp < code1.cp then
          err(msg, tstart - 1)
        end
        out[#out + 1] = lit(code1.cp) .. "-" .. lit(code2.cp)
      else
        out[#out + 1] = code1.kind == "cat" and code1.s or lit(code1.cp)
      end
      nitems = nitems + 1
    end
    out[#out + 1] = "]"
    return { s = concat(out), lo = 1, hi = 1 }
  end

  -- an escape in a sequence; p at the backslash
  local function parse_escape(start)
    local c = chars[start + 1]
    if c == nil then err("bad escape (end of pattern)", start - 1) end
    p = start + 2
    if unicode and c == "s" then return { s = "[" .. USPACE .. "]", lo = 1, hi = 1 } end
    if unicode and c == "S" then return { s = "[^" .. USPACE .. "]", lo = 1, hi = 1 } end
    if CATEGORY[c] then return { s = "\\" .. c, lo = 1, hi = 1 } end
    if c == "A" then return { s = "\\A", lo = 0, hi = 0, at = true } end
    if c == "Z" then return { s = "\\z", lo = 0, hi = 0, at = true } end
    if c == "b" or c == "B" then return { s = "\\" .. c, lo = 0, hi = 0, at = true } end
    local v = common_escape(c, start)
    if v then return { s = lit(v), lo = 1, hi = 1 } end
    if c == "0" then
      local s = p
      while p - s < 2 and OCT[chars[p]] do p = p + 1 end
      return { s = lit(tonumber(text(start + 1, p - 1), 8)), lo = 1, hi = 1 }
    end
    if DIGIT[c] then
      if DIGIT[chars[p]] then
        p = p + 1
        if OCT[chars[p - 2]] and OCT[chars[p - 1]] and OCT[chars[p]] then
          p = p + 1
          v = tonumber(text(start + 1, p - 1), 8)
          if v > 255 then
            err("octal escape value " .. text(start, p - 1) .. " outside of range 0-0o377", start - 1)
          end
          return { s = lit(v), lo = 1, hi = 1 }
        end
      end
      local g = tonumber(text(start + 1, p - 1))
      if g <= st.ngroups then
        if st.open[g] then err("cannot refer to an open group", start - 1) end
        local w = st.gwidth[g]
        return { s = "\\g{" .. g .. "}", lo = w[1], hi = w[2] }
      end
      err("invalid group reference " .. g, start)
    end
    if isletter(c) then err("bad escape \\" .. c, start - 1) end
    return { s = lit(utf8.codepoint(c)), lo = 1, hi = 1 }
  end

  local parse_alt, parse_seq

  -- flags after "(?"; returns nil for global flags, else add, del, char
  local function parse_flags(c)
    local add, del = 0, 0
    if c ~= "-" then
      while true do
        local f = FLAGCH[c]
        if c == "L" then err("bad inline flags: cannot use 'L' flag with a str pattern", p - 1) end
        add = add | f
        if (f & TYPE_FLAGS) ~= 0 and (add & TYPE_FLAGS) ~= f then
          err("bad inline flags: flags 'a', 'u' and 'L' are incompatible", p - 1)
        end
        c = chars[p]; p = p + 1
        if c == nil then err("missing -, : or )", p - 2) end
        if c == ")" or c == "-" or c == ":" then break end
        if not FLAGCH[c] then
          err(isletter(c) and "unknown flag" or "missing -, : or )", p - 2)
        end
      end
    end
    if c == ")" then
      return nil, add
    end
    if c == "-" then
      c = chars[p]; p = p + 1
      if c == nil then err("missing flag", p - 2) end
      if not FLAGCH[c] then err(isletter(c) and "unknown flag" or "missing flag", p - 2) end
      while true do
        local f = FLAGCH[c]
        if (f & TYPE_FLAGS) ~= 0 then
          err("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", p - 1)
        end
        del = del | f
        c = chars[p]; p = p + 1
        if c == nil then err("missing :", p - 2) end
        if c == ":" then break end
        if not FLAGCH[c] then err(isletter(c) and "unknown flag" or "missing :", p - 2) end
      end
    end
    if (add & del) ~= 0 then err("bad inline flags: flag turned on and off", p - 2) end
    return true, add, del
  end

  local function close_group(start)
    if chars[p] ~= ")" then err("missing ), unterminated subpattern", start - 1) end
    p = p + 1
  end

  -- a group; p at "("; returns an item or nil (comments, global flags)
  local function parse_group(start, verbose, first, empty)
    p = start + 1
    if chars[p] ~= "?" then
      st.ngroups = st.ngroups + 1
      local g = st.ngroups
      st.open[g] = true
      local s, lo, hi = parse_alt(verbose, false)
      close_group(start)
      st.open[g] = nil
      st.gwidth[g] = { lo, hi }
      return { s = "(" .. s .. ")", lo = lo, hi = hi }
    end
    p = p + 1
    local c = chars[p]
    if c == nil then err("unexpected end of pattern", p - 1) end
    p = p + 1
    if c == "P" then
      local d = chars[p]
      p = p + 1
      if d == "<" then
        local name, npos = getname(">")
        if not isidentifier(name) then err("bad character in group name " .. repr(name), npos) end
        local g = st.ngroups + 1
        if st.names[name] then
          err(format("redefinition of group name %s as group %d; was group %d", repr(name), g,
            st.names[name]), npos)
        end
        st.ngroups = g
        st.names[name] = g
        st.open[g] = true
        local s, lo, hi = parse_alt(verbose, false)
        close_group(start)
        st.open[g] = nil
        st.gwidth[g] = { lo, hi }
        return { s = "(" .. s .. ")", lo = lo, hi = hi }
      elseif d == "=" then
        local name, npos = getname(")")
        if not isidentifier(name) then err("bad character in group name " .. repr(name), npos) end
        local g = st.names[name]
        if not g then err("unknown group name " .. repr(name), npos) end
        if st.open[g] then err("cannot refer to an open group", npos) end
        local w = st.gwidth[g]
        return { s = "\\g{" .. g .. "}", lo = w[1], hi = w[2] }
      end
      if d == nil then err("unexpected end of pattern", p - 2) end
      err("unknown extension ?P" .. d, start)
    elseif c == ":" or c == ">" then
      local s, lo, hi = parse_alt(verbose, false)
      close_group(start)
      return { s = "(?" .. c .. s .. ")", lo = lo, hi = hi }
    elseif c == "#" then
      while true do
        local d = chars[p]
        p = p + 1
        if d == nil then err("missing ), unterminated comment", start - 1) end
        if d == ")" then return nil end
      end
    elseif c == "=" or c == "!" then
      local s = parse_alt(verbose, false)
      close_group(start)
      return { s = "(?" .. c .. s .. ")", lo = 0, hi = 0, assert = true }
    elseif c == "<" then
      local d = chars[p]
      p = p + 1
      if d == "=" or d == "!" then
        local s, lo, hi = parse_alt(verbose, false)
        close_group(start)
        if lo ~= hi then re_error("look-behind requires fixed-width pattern") end
        return { s = "(?<" .. d .. s .. ")", lo = 0, hi = 0, assert = true }
      end
      if d == nil then err("unexpected end of pattern", p - 2) end
      err("unknown extension ?<" .. d, start)
    elseif c == "(" then
      local name, npos = getname(")")
      local g
      if isidentifier(name) then
        g = st.names[name]
        if not g then err("unknown group name " .. repr(name), npos) end
      else
        g = find(name, "^%d+$") and tonumber(name) or nil
        if not g then err("bad character in group name " .. repr(name), npos) end
        if g == 0 then err("bad group number", npos) end
        if g >= MAXGROUPS then err("invalid group reference " .. g, npos) end
        st.condrefs[#st.condrefs + 1] = { g, npos }
      end
      local yes, lo, hi = parse_seq(verbose, false)
      local no, lo2, hi2 = nil, 0, 0
      if chars[p] == "|" then
        p = p + 1
        no, lo2, hi2 = parse_seq(verbose, false)
        if chars[p] == "|" then err("conditional backref with more than two branches", p - 1) end
      end
      close_group(start)
      return { s = "(?(" .. g .. ")" .. yes .. (no and "|" .. no or "") .. ")",
               lo = math.min(lo, lo2), hi = math.max(hi, hi2) }
    elseif FLAGCH[c] or c == "-" then
      local scoped, add, del = parse_flags(c)
      if not scoped then
        if not first or not empty then
          err("global flags not at the start of the expression", start - 1)
        end
        st.flags = st.flags | add
        if (add & ASCII) ~= 0 then unicode = false end
        return nil, (add & VERBOSE) ~= 0
      end
      local v = verbose
      if (add & VERBOSE) ~= 0 then v = true end
      if (del & VERBOSE) ~= 0 then v = false end
      local on, off = "", ""
      for _, k in ipairs({ "i", "m", "s" }) do
        if (add & FLAGCH[k]) ~= 0 then on = on .. k end
        if (del & FLAGCH[k]) ~= 0 then off = off .. k end
      end
      local s, lo, hi = parse_alt(v, false)
      close_group(start)
      local pre = (on ~= "" or off ~= "") and "(?" .. on .. (off ~= "" and "-" .. off or "") .. ":"
        or "(?:"
      return { s = pre .. s .. ")", lo = lo, hi = hi }
    end
    err("unknown extension ?" .. c, start)
  end

  parse_seq = function(verbose, first)
    local items = {}
    while true do
      if verbose then skipws() end
      if p > n then break end
      local c = chars[p]
      if c == "|" or c == ")" then break end
      local start = p
      if c == "*" or c == "+" or c == "?" or c == "{" then
        local qlo, qhi, qs
        p = p + 1
        if c == "{" then
          local j = p
          local literal = chars[j] == "}"
          local a, b
          if not literal then
            while DIGIT[chars[j]] do j = j + 1 end
            a = text(p, j - 1)
            if chars[j] == "," then
              local k = j + 1
              while DIGIT[chars[k]] do k = k + 1 end
              b = text(j + 1, k - 1)
              j = k
            else
              b = a
            end
            literal = chars[j] ~= "}"
          end
          if literal then
            items[#items + 1] = { s = "\\{", lo = 1, hi = 1 }
            goto continue
          end
          qlo = a == "" and 0 or tonumber(a)
          qhi = b == "" and INF or tonumber(b)
          if qlo >= MAXREPEAT or (qhi ~= INF and qhi >= MAXREPEAT) then
            raise("OverflowError", "the repetition number is too large")
          end
          if qhi < qlo then err("min repeat greater than max repeat", p - 1) end
          p = j + 1
          if qhi == INF then qs = "{" .. qlo .. ",}"
          elseif qlo == qhi then qs = "{" .. qlo .. "}"
          else qs = "{" .. qlo .. "," .. qhi .. "}" end
        elseif c == "*" then qlo, qhi, qs = 0, INF, "*"
        elseif c == "+" then qlo, qhi, qs = 1, INF, "+"
        else qlo, qhi, qs = 0, 1, "?" end
        local last = items[#items]
        if not last or last.at then err("nothing to repeat", start - 1) end
        if last.rep then err("multiple repeat", start - 1) end
        if chars[p] == "?" or chars[p] == "+" then qs = qs .. chars[p]; p = p + 1 end
        last.s = last.s .. qs
        last.rep = true
        last.lo = last.lo * qlo
        last.hi = (last.hi == 0) and 0 or last.hi * qhi
      elseif c == "(" then
        local item, turned_verbose = parse_group(start, verbose, first, #items == 0)
        if item then items[#items + 1] = item end
        if turned_verbose then verbose = true end
      elseif c == "[" then
        items[#items + 1] = parse_class(start)
      elseif c == "\\" then
        items[#items + 1] = parse_escape(start)
      elseif c == "." then
        p = p + 1
        items[#items + 1] = { s = ".", lo = 1, hi = 1 }
      elseif c == "^" or c == "$" then
        p = p + 1
        items[#items + 1] = { s = c, lo = 0, hi = 0, at = true }
      else
        p = p + 1
        items[#items + 1] = { s = (bytes and #c > 1) and lit(utf8.codepoint(c)) or c, lo = 1, hi = 1 }
      end
      ::continue::
    end
    local out, lo, hi = {}, 0, 0
    for i, it in ipairs(items) do out[i] = it.s; lo = lo + it.lo; hi = hi + it.hi end
    return concat(out), lo, hi, verbose
  end

  parse_alt = function(verbose, top)
    local branches, lo, hi = {}, INF, 0
    local first = top
    while true do
      local s, l, h, v = parse_seq(verbose, first)
      if first then verbose = v end
      first = false
      branches[#branches + 1] = s
      if l < lo then lo = l end
      if h > hi then hi = h end
      if chars[p] == "|" then p = p + 1 else break end
    end
    return concat(branches, "|"), lo, hi
  end

  local out = parse_alt((flags & VERBOSE) ~= 0, true)
  if p <= n then
    -- only ")" stops the top level early
    err("unbalanced parenthesis", p - 1)
  end
  for _, r in ipairs(st.condrefs) do
    if r[1] > st.ngroups then err("invalid group reference " .. r[1], r[2]) end
  end
  return out, st.flags, st.ngroups, st.names
end

---------------------------------------------------------------------------------------------
-- Subjects: validity and code-point offsets
---------------------------------------------------------------------------------------------

-- (the last subject and the memo's string are fields of a table, not upvalues: a string
-- stored in an old upvalue is aged at once, left for a full collection; see handling in objexc)
local last = {}
local last_ascii, last_len
local isascii = R.S.isascii_fast
-- returns whether s is ASCII, and its length in code points
local function check_subject(s)
  if type(s) ~= "string" then
    raise("TypeError", "expected string or bytes-like object, got '" .. typename(s) .. "'")
  end
  if s ~= last.s then
    local ascii = isascii(s) -- (the VM keeps a long string's answer)
    local len = ascii and #s or utf8len(s)
    if not len then
      raise("UnicodeEncodeError", "surrogates not allowed in a regular expression subject")
    end
    last.s, last_ascii, last_len = s, ascii, len
  end
  return last_ascii, last_len
end

-- byte offset (0-based) -> code-point index, remembering the last answer (scans go forward)
local memo_b, memo_c
local function cpindex(s, ascii, b)
  if ascii or b <= 0 then return b end
  if last.memo == s then
    if b >= memo_b then
      memo_c = memo_c + utf8len(s, memo_b + 1, b, true)
    else
      memo_c = memo_c - utf8len(s, b + 1, memo_b, true)
    end
  else
    last.memo, memo_c = s, utf8len(s, 1, b, true)
  end
  memo_b = b
  return memo_c
end

-- code-point index (0 <= i <= n, the length) -> byte offset, from the same memo
local function byteoffset(s, ascii, i, n)
  if ascii or i <= 0 then return i end
  if i == n then return #s end
  if last.memo ~= s then last.memo, memo_b, memo_c = s, 0, 0 end
  local b = utf8offset(s, i - memo_c + (i >= memo_c and 1 or 0), memo_b + 1) - 1
  memo_b, memo_c = b, i
  return b
end

local function toindex(x, default)
  if x == nil or x == None then return default end
  local i = R.index(x)
  if i == nil then return R.CALL(R.builtins.int, { x }) > 0 and math.maxinteger or math.mininteger end
  return i
end

-- pos/endpos arguments as byte offsets
local function bounds(s, ascii, n, pos, endpos)
  local a = toindex(pos, 0)
  local e = toindex(endpos, n)
  if a < 0 then a = 0 elseif a > n then a = n end
  if e < 0 then e = 0 elseif e > n then e = n end
  return byteoffset(s, ascii, a, n), byteoffset(s, ascii, e, n), a, e
end

---------------------------------------------------------------------------------------------
-- Pattern and Match types
---------------------------------------------------------------------------------------------

local K = {} -- private fields
local PatternMT, MatchMT = {}, {}
local pattern_t = R.builtin_type("Pattern", { R.object }, { __module__ = "re" }, PatternMT)
local match_t = R.builtin_type("Match", { R.object }, { __module__ = "re" }, MatchMT)
pattern_t["#builtin"] = true
match_t["#builtin"] = true
pattern_t["#final"] = true
match_t["#final"] = true
PatternMT["#class"] = pattern_t
MatchMT["#class"] = match_t
R.install_operators(PatternMT)
R.install_operators(MatchMT)
local function setattr(kind)
  return function(self, name, v)
    if rawget(self, name) ~= nil then raise("AttributeError", "readonly attribute") end
    raise("AttributeError", "'re." .. kind .. "' object has no attribute '" .. R.str(name) .. "'")
  end
end
PatternMT.__newindex = setattr("Pattern")
MatchMT.__newindex = setattr("Match")
PatternMT["#setattr"] = PatternMT.__newindex
MatchMT["#setattr"] = MatchMT.__newindex
m.Pattern = pattern_t
m.Match = match_t

local function isstr(x) return type(x) == "string" end

-- bytes patterns and subjects run as str, one code point per byte, under ASCII's classes; what
-- comes back is bytes again. A subject's bytes 0x80..0xFF are the private-use U+E080..U+E0FF,
-- which have no case and are in no class, as in CPython (latin-1's would fold under
-- IGNORECASE: b'\xe9' would match b'\xc9'); a pattern's literals get the same code points
-- (parse), a template's stay latin-1; latin1_bytes takes both back.
local BytesMT, ByteArrayMT = R.BytesMT, R.ByteArrayMT
local function isbytes(x) local mt = getmetatable(x) return mt == BytesMT or mt == ByteArrayMT end
local function latin1_str(raw)
  if not find(raw, "[\128-\255]") then return raw end
  return (gsub(raw, "[\128-\255]", function(c) return utf8char(byte(c)) end))
end
local function bytes_subject(raw)
  if not find(raw, "[\128-\255]") then return raw end
  return (gsub(raw, "[\128-\255]", function(c) return utf8char(0xE000 + byte(c)) end))
end
local function latin1_bytes(str)
  if not find(str, "[\128-\255]") then return R.BYTES(str) end
  local out = {}
  for _, c in utf8codes(str, true) do out[#out + 1] = string.char(c >= 0xE000 and c - 0xE000 or c) end
  return R.BYTES(concat(out))
end
-- the str a pattern scans for subject s (a bytes pattern takes bytes-like subjects only)
local function subject(pat, s)
  if pat[K].bytes then
    local raw = R.bytes_raw(s)
    if raw == nil then
      if type(s) == "string" then raise("TypeError", "cannot use a bytes pattern on a string-like object") end
      raise("TypeError", "expected string or bytes-like object, got '" .. typename(s) .. "'")
    end
    return bytes_subject(raw)
  end
  if type(s) ~= "string" and R.bytes_raw(s) ~= nil then
    raise("TypeError", "cannot use a string pattern on a bytes-like object")
  end
  return s
end
-- a result string of a pattern: bytes for a bytes pattern
local function out_str(pat, v)
  if pat[K].bytes and type(v) == "string" then return latin1_bytes(v) end
  return v
end

local function compile_new(pattern, flags, bytes)
  if (flags & LOCALE) ~= 0 then raise("ValueError", "cannot use LOCALE flag with a str pattern") end
  if (flags & ASCII) ~= 0 and (flags & UNICODE) ~= 0 then
    raise("ValueError", "ASCII and UNICODE flags are incompatible")
  end
  local out, fl, ngroups, names = parse(pattern, flags, bytes)
  if (fl & ASCII) ~= 0 and (fl & UNICODE) ~= 0 then
    raise("ValueError", "ASCII and UNICODE flags are incompatible")
  end
  if (fl & ASCII) == 0 then fl = fl | UNICODE end
  local opts = 0
  if (fl & IGNORECASE) ~= 0 then opts = opts | C_I end
  if (fl & MULTILINE) ~= 0 then opts = opts | C_M end
  if (fl & DOTALL) ~= 0 then opts = opts | C_S end
  if (fl & ASCII) ~= 0 then opts = opts | C_ASCII end
  local code, msg = C.compile(out, opts)
  if not code then
    if find(msg, "lookbehind") then re_error("look-behind requires fixed-width pattern") end
    if find(msg, "too big") or find(msg, "too large") then
      raise("OverflowError", "the repetition number is too large")
    end
    re_error(msg, pattern, 0)
  end
  local gi = DICT()
  local byindex = {}
  local order = {}
  for name, g in pairs(names) do order[#order + 1] = g; byindex[g] = name end
  table.sort(order)
  for _, g in ipairs(order) do SI(gi, byindex[g], g) end
  return setmetatable({
    pattern = pattern, flags = fl, groups = ngroups, groupindex = gi,
    [K] = { code = code, names = names, byindex = byindex },
  }, PatternMT)
end

local cache, ncache = {}, 0
local function compile(pattern, flags)
  flags = flags == nil and 0 or flags
  if getmetatable(pattern) == PatternMT then
    if flags ~= 0 and flags ~= None then
      raise("ValueError", "cannot process flags argument with a compiled pattern")
    end
    return pattern
  end
  if isbytes(pattern) then
    flags = toindex(flags, 0)
    local raw = R.bytes_raw(pattern)
    local key = "b" .. flags .. "\0" .. raw
    local pat = cache[key]
    if pat then return pat end
    if (flags & UNICODE) ~= 0 then raise("ValueError", "cannot use UNICODE flag with a bytes pattern") end
    if (flags & LOCALE) ~= 0 and (flags & ASCII) ~= 0 then
      raise("ValueError", "ASCII and LOCALE flags are incompatible")
    end
    pat = compile_new(latin1_str(raw), (flags & ~LOCALE) | ASCII, true)
    pat.pattern = R.BYTES(raw)
    pat.flags = pat.flags & ~(ASCII | UNICODE) | (flags & LOCALE)
    pat[K].bytes = true
    if ncache >= 512 then cache = {}; ncache = 0 end
    cache[key] = pat
    ncache = ncache + 1
    return pat
  end
  if not isstr(pattern) then
    raise("TypeError", "first argument must be string or compiled pattern")
  end
  flags = toindex(flags, 0)
  local key = flags .. "\0" .. pattern
  local pat = cache[key]
  if pat then return pat end
  pat = compile_new(pattern, flags)
  if ncache >= 512 then cache = {}; ncache = 0 end
  cache[key] = pat
  ncache = ncache + 1
  return pat
end

-- one pcre2_match: returns the ovector (a fresh copy) or nil
local function exec(pat, s, sb, eb, mode)
  local r, msg = C.match(pat[K].code, s, sb, eb, mode)
  if r then return r end
  if r == nil then re_error(msg) end
  return nil
end

local function new_match(pat, s, ascii, ov, pos, endpos, orig)
  local k = pat[K]
  local lastindex, lastgroup = None, None
  -- lastindex: the group that closed last (the one ending last, outermost on ties)
  local best_start, best_end = -1, -1
  for g = 1, pat.groups do
    local a, b = ov[2 * g + 1], ov[2 * g + 2]
    if a >= 0 and (b > best_end or (b == best_end and a < best_start)) then
      best_start, best_end = a, b
      lastindex = g
    end
  end
  if lastindex ~= None then
    lastgroup = k.byindex[lastindex] or None
  end
  return setmetatable({
    string = pat[K].bytes and orig or s, re = pat, pos = pos, endpos = endpos, lastindex = lastindex,
    lastgroup = lastgroup, [K] = { ov = ov, ascii = ascii, s = s },
  }, MatchMT)
end

local function do_match(pat, s, pos, endpos, mode)
  local orig = s
  s = subject(pat, s)
  local ascii, n = check_subject(s)
  local sb, eb, a, e = bounds(s, ascii, n, pos, endpos)
  local ov = exec(pat, s, sb, eb, mode)
  if not ov then return None end
  return new_match(pat, s, ascii, ov, a, e, orig)
end

-- Python's scan loop: calls f(ov) for each match from sb to eb (Python 3.7+ empty-match rules);
-- f returns false to stop.
local function scan(pat, s, sb, eb, f)
  local must_advance = false
  local at = sb
  while at <= eb do
    local ov = exec(pat, s, at, eb, must_advance and C_NOTEMPTY_ATSTART or 0)
    if not ov then break end
    if f(ov) == false then break end
    must_advance = ov[2] == ov[1]
    at = ov[2]
  end
end

local function group_index(mo, g)
  local pat = mo.re
  if type(g) == "string" then
    local i = pat[K].names[g]
    if i then return i end
  elseif mtype(g) == "integer" or type(g) == "boolean" or
         (getmetatable(g) and R.lookup(R.typeof(g), "__index__")) then
    local i = R.index(g)
    if i and i >= 0 and i <= pat.groups then return i end
  end
  raise("IndexError", "no such group")
end

local function group_str(mo, i, default)
  local ov = mo[K].ov
  local a = ov[2 * i + 1]
  if a < 0 then return default end
  return out_str(mo.re, sub(mo[K].s, a + 1, ov[2 * i + 2]))
end

---------------------------------------------------------------------------------------------
-- Replacement templates
---------------------------------------------------------------------------------------------

-- parses a template into a list of literal strings and group numbers
local function parse_template(pat, tpl)
  if not isstr(tpl) then
    raise("TypeError", "expected str instance, " .. typename(tpl) .. " found")
  end
  local parts = {}
  if not find(tpl, "\\", 1, true) then parts[1] = tpl; return parts end
  local chars = {}
  for _, c in utf8codes(tpl, true) do chars[#chars + 1] = utf8char(c) end
  local n = #chars
  local lit = {}
  local function flush()
    if #lit > 0 then parts[#parts + 1] = concat(lit); lit = {} end
  end
  local function err(msg, pos0) re_error(msg, tpl, pos0) end
  local function text(i, j) return concat(chars, "", i, j) end
  local p = 1
  while p <= n do
    local c = chars[p]
    if c ~= "\\" then
      lit[#lit + 1] = c
      p = p + 1
    else
      local start = p
      local d = chars[p + 1]
      p = p + 2
      if d == nil then err("bad escape (end of pattern)", start - 1) end
      if d == "g" then
        if chars[p] ~= "<" then
          if chars[p] == nil then err("missing <", p - 1) end
          err("missing <", p - 1)
        end
        p = p + 1
        local s = p
        while chars[p] ~= nil and chars[p] ~= ">" do p = p + 1 end
        if chars[p] == nil then
          if p == s then err("missing group name", p - 1) end
          err("missing >, unterminated name", s - 1)
        end
        local name = text(s, p - 1)
        p = p + 1
        if name == "" then err("missing group name", s - 1) end
        local g
        if find(name, "^%d+$") then
          g = tonumber(name)
          if g >= MAXGROUPS then err("invalid group reference " .. name, s - 1) end
        elseif isidentifier(name) then
          g = pat[K].names[name]
          if not g then raise("IndexError", "unknown group name " .. repr(name)) end
        else
          err("bad character in group name " .. repr(name), s - 1)
        end
        if g > pat.groups then err("invalid group reference " .. g, s - 1) end
        flush()
        parts[#parts + 1] = g
      elseif d == "0" then
        local s = p
        while p - s < 2 and OCT[chars[p]] do p = p + 1 end
        lit[#lit + 1] = utf8char(tonumber(text(start + 1, p - 1), 8))
      elseif DIGIT[d] then
        local done = false
        if DIGIT[chars[p]] then
          p = p + 1
          if OCT[d] and OCT[chars[p - 1]] and OCT[chars[p]] then
            p = p + 1
            local v = tonumber(text(start + 1, p - 1), 8)
            if v > 255 then
              err("octal escape value " .. text(start, p - 1) .. " outside of range 0-0o377", start - 1)
            end
            lit[#lit + 1] = utf8char(v)
            done = true
          end
        end
        if not done then
          local g = tonumber(text(start + 1, p - 1))
          if g > pat.groups then err("invalid group reference " .. g, start) end
          flush()
          parts[#parts + 1] = g
        end
      else
        local v = ({ a = 7, b = 8, f = 12, n = 10, r = 13, t = 9, v = 11, ["\\"] = 92 })[d]
        if v then
          lit[#lit + 1] = utf8char(v)
        elseif isletter(d) then
          err("bad escape \\" .. d, start - 1)
        else
          lit[#lit + 1] = "\\" .. d
        end
      end
    end
  end
  flush()
  return parts
end

local function expand(parts, s, ov)
  if #parts == 1 and type(parts[1]) == "string" then return parts[1] end
  local out = {}
  for i, x in ipairs(parts) do
    if type(x) == "string" then out[i] = x
    else
      local a = ov[2 * x + 1]
      out[i] = a >= 0 and sub(s, a + 1, ov[2 * x + 2]) or ""
    end
  end
  return concat(out)
end

---------------------------------------------------------------------------------------------
-- Pattern methods
---------------------------------------------------------------------------------------------

local P = {}

P.search = function(self, s, pos, endpos) return do_match(self, s, pos, endpos, 0) end
P.match = function(self, s, pos, endpos) return do_match(self, s, pos, endpos, C_ANCHORED) end
P.fullmatch = function(self, s, pos, endpos)
  return do_match(self, s, pos, endpos, C_ANCHORED | C_ENDANCHORED)
end

P.findall = function(self, s, pos, endpos)
  s = subject(self, s)
  local ascii, n = check_subject(s)
  local sb, eb = bounds(s, ascii, n, pos, endpos)
  local out = {}
  local ng = self.groups
  scan(self, s, sb, eb, function(ov)
    if ng == 0 then
      out[#out + 1] = sub(s, ov[1] + 1, ov[2])
    elseif ng == 1 then
      out[#out + 1] = ov[3] >= 0 and sub(s, ov[3] + 1, ov[4]) or ""
    else
      local t = {}
      for g = 1, ng do
        t[g] = ov[2 * g + 1] >= 0 and sub(s, ov[2 * g + 1] + 1, ov[2 * g + 2]) or ""
      end
      out[#out + 1] = TUPLE(t)
    end
  end)
  if self[K].bytes then
    for i, v in ipairs(out) do
      if type(v) == "string" then out[i] = latin1_bytes(v)
      else for j = 1, #v do v[j] = latin1_bytes(v[j]) end end
    end
  end
  return LIST(out)
end

P.finditer = function(self, s, pos, endpos)
  local orig = s
  s = subject(self, s)
  local ascii, n = check_subject(s)
  local sb, eb, a, e = bounds(s, ascii, n, pos, endpos)
  local must_advance, at, done = false, sb, false
  return R.make_iter(function()
    if done or at > eb then return nil end
    local ov = exec(self, s, at, eb, must_advance and C_NOTEMPTY_ATSTART or 0)
    if not ov then done = true; return nil end
    must_advance = ov[2] == ov[1]
    at = ov[2]
    return new_match(self, s, ascii, ov, a, e, orig)
  end, "callable_iterator")
end

local function subx(self, repl, s, count, wantn)
  local orig = s
  s = subject(self, s)
  local bytes = self[K].bytes
  local ascii, len = check_subject(s)
  count = toindex(count, 0)
  local parts, fn
  if bytes and isbytes(repl) then
    parts = parse_template(self, latin1_str(R.bytes_raw(repl)))
  elseif bytes and isstr(repl) then -- (CPython's words: its join of the pieces finds the str)
    raise("TypeError", "sequence item 0: expected a bytes-like object, str found")
  elseif isstr(repl) then
    parts = parse_template(self, repl)
  elseif R.builtins.callable(repl) then
    fn = repl
  else
    parts = parse_template(self, repl)
  end
  local out, last, nsub = {}, 0, 0
  scan(self, s, 0, #s, function(ov)
    if count > 0 and nsub >= count then return false end
    if ov[1] > last then out[#out + 1] = sub(s, last + 1, ov[1]) end
    if fn then
      local r = fn(new_match(self, s, ascii, ov, 0, len, orig))
      if bytes and isbytes(r) then r = latin1_str(R.bytes_raw(r))
      elseif bytes then
        raise("TypeError", format("sequence item %d: expected a bytes-like object, %s found", #out,
          typename(r)))
      end
      if not isstr(r) then
        raise("TypeError", format("sequence item %d: expected str instance, %s found", #out,
          typename(r)))
      end
      out[#out + 1] = r
    else
      out[#out + 1] = expand(parts, s, ov)
    end
    last = ov[2]
    nsub = nsub + 1
  end)
  if last < #s then out[#out + 1] = sub(s, last + 1) end
  local r = out_str(self, concat(out))
  if wantn then return TUPLE({ r, nsub }) end
  return r
end

P.sub = function(self, repl, s, count) return subx(self, repl, s, count, false) end
P.subn = function(self, repl, s, count) return subx(self, repl, s, count, true) end

P.split = function(self, s, maxsplit)
  s = subject(self, s)
  check_subject(s)
  maxsplit = toindex(maxsplit, 0)
  local out, last, nsplit = {}, 0, 0
  local ng = self.groups
  if maxsplit >= 0 then
    scan(self, s, 0, #s, function(ov)
      if maxsplit > 0 and nsplit >= maxsplit then return false end
      out[#out + 1] = sub(s, last + 1, ov[1])
      for g = 1, ng do
        local a = ov[2 * g + 1]
        out[#out + 1] = a >= 0 and sub(s, a + 1, ov[2 * g + 2]) or None
      end
      last = ov[2]
      nsplit = nsplit + 1
    end)
  end
  out[#out + 1] = sub(s, last + 1)
  if self[K].bytes then
    for i, v in ipairs(out) do if type(v) == "string" then out[i] = latin1_bytes(v) end end
  end
  return LIST(out)
end

P.__repr__ = function(self)
  local r = repr(self.pattern)
  if #r > 200 then r = sub(r, 1, 200) end
  local fl = self.flags & ~UNICODE
  if fl == 0 then return "re.compile(" .. r .. ")" end
  local names = {}
  for _, f in ipairs(FLAGNAMES) do
    if (fl & f[1]) ~= 0 then names[#names + 1] = "re." .. f[2]; fl = fl & ~f[1] end
  end
  if fl ~= 0 then names[#names + 1] = format("0x%x", fl) end
  return "re.compile(" .. r .. ", " .. concat(names, "|") .. ")"
end
P.__eq__ = function(a, b)
  if getmetatable(b) ~= PatternMT then return R.NotImplemented end
  return R.EQ(a.pattern, b.pattern) and a.flags == b.flags
end
P.__hash__ = function(self) return R.hash(self.pattern) ~ self.flags end
P.__copy__ = function(self) return self end
P.__deepcopy__ = function(self, memo) return self end

R.sig(P.search, "search", { "self", "string", "pos", "endpos" }, { nrequired = 2 })
R.sig(P.match, "match", { "self", "string", "pos", "endpos" }, { nrequired = 2 })
R.sig(P.fullmatch, "fullmatch", { "self", "string", "pos", "endpos" }, { nrequired = 2 })
R.sig(P.findall, "findall", { "self", "string", "pos", "endpos" }, { nrequired = 2 })
R.sig(P.finditer, "finditer", { "self", "string", "pos", "endpos" }, { nrequired = 2 })
R.sig(P.sub, "sub", { "self", "repl", "string", "count" }, { nrequired = 3 })
R.sig(P.subn, "subn", { "self", "repl", "string", "count" }, { nrequired = 3 })
R.sig(P.split, "split", { "self", "string", "maxsplit" }, { nrequired = 2 })
-- getattr(p, "pattern"): the data attributes are raw fields, which GA reads only here
local function getattr(kind)
  return function(self, name)
    local v = rawget(self, name)
    if v ~= nil then return v end
    raise("AttributeError", "'re." .. kind .. "' object has no attribute '" .. name .. "'")
  end
end
P.__getattr__ = getattr("Pattern")
R.add_methods(pattern_t, P)
PatternMT["#repr"] = P.__repr__
PatternMT["#eq"] = P.__eq__
PatternMT.__eq = function(a, b) return R.EQ(a, b) end
PatternMT["#key"] = function(self)
  local p = self.pattern
  if type(p) ~= "string" then p = "b" .. R.bytes_raw(p) end
  return "\255re" .. self.flags .. ":" .. p
end

---------------------------------------------------------------------------------------------
-- Match methods
---------------------------------------------------------------------------------------------

local M = {}

M.group = function(self, ...)
  local n = select("#", ...)
  if n == 0 then return group_str(self, 0, None) end
  if n == 1 then return group_str(self, group_index(self, (...)), None) end
  local t = {}
  for i = 1, n do t[i] = group_str(self, group_index(self, (select(i, ...))), None) end
  return TUPLE(t)
end

M.__getitem__ = function(self, g) return group_str(self, group_index(self, g), None) end

M.groups = function(self, default)
  if default == nil then default = None end
  local t = {}
  for g = 1, self.re.groups do t[g] = group_str(self, g, default) end
  return TUPLE(t)
end

M.groupdict = function(self, default)
  if default == nil then default = None end
  local d = DICT()
  for k, name in R.dict_pairs(self.re.groupindex) do
    SI(d, k, group_str(self, name, default))
  end
  return d
end

local function span_of(self, g)
  local i = g == nil and 0 or group_index(self, g)
  local k = self[K]
  local a, b = k.ov[2 * i + 1], k.ov[2 * i + 2]
  if a < 0 then return -1, -1 end
  local s = k.s
  return cpindex(s, k.ascii, a), cpindex(s, k.ascii, b)
end

M.start = function(self, g) local a = span_of(self, g) return a end
M["end"] = function(self, g) local _, b = span_of(self, g) return b end
M.span = function(self, g)
  local a, b = span_of(self, g)
  return TUPLE({ a, b })
end

M.expand = function(self, template)
  if self.re[K].bytes then
    local raw = R.bytes_raw(template)
    if raw == nil then raise("TypeError", "expected a bytes-like object, " .. typename(template) .. " found") end
    template = latin1_str(raw)
  end
  return out_str(self.re, expand(parse_template(self.re, template), self[K].s, self[K].ov))
end

M.__repr__ = function(self)
  local a, b = span_of(self, 0)
  local r = repr(group_str(self, 0))
  if utf8len(r, 1, -1, true) > 50 then r = sub(r, 1, (utf8offset(r, 51) or #r + 1) - 1) end
  return format("<re.Match object; span=(%d, %d), match=%s>", a, b, r)
end
M.__copy__ = function(self) return self end
M.__deepcopy__ = function(self, memo) return self end

R.sig(M.groups, "groups", { "self", "default" }, { nrequired = 1 })
R.sig(M.groupdict, "groupdict", { "self", "default" }, { nrequired = 1 })
R.sig(M.start, "start", { "self", "group" }, { nrequired = 1 })
R.sig(M["end"], "end", { "self", "group" }, { nrequired = 1 })
R.sig(M.span, "span", { "self", "group" }, { nrequired = 1 })
R.sig(M.expand, "expand", { "self", "template" }, { nrequired = 2 })
M.__getattr__ = getattr("Match")
R.add_methods(match_t, M)
MatchMT["#repr"] = M.__repr__
MatchMT["#getitem"] = M.__getitem__
MatchMT.__index = function(self, k)
  if k == "regs" then
    local t = {}
    for g = 0, self.re.groups do
      local a, b = span_of(self, g)
      t[g + 1] = TUPLE({ a, b })
    end
    return TUPLE(t)
  end
  return match_t["#flat"][k]
end

---------------------------------------------------------------------------------------------
-- Module functions
---------------------------------------------------------------------------------------------

m.compile = R.sig(function(pattern, flags) return compile(pattern, flags) end,
  "compile", { "pattern", "flags" }, { nrequired = 1 })
m.search = R.sig(function(pattern, s, flags) return P.search(compile(pattern, flags), s) end,
  "search", { "pattern", "string", "flags" }, { nrequired = 2 })
m.match = R.sig(function(pattern, s, flags) return P.match(compile(pattern, flags), s) end,
  "match", { "pattern", "string", "flags" }, { nrequired = 2 })
m.fullmatch = R.sig(function(pattern, s, flags) return P.fullmatch(compile(pattern, flags), s) end,
  "fullmatch", { "pattern", "string", "flags" }, { nrequired = 2 })
m.findall = R.sig(function(pattern, s, flags) return P.findall(compile(pattern, flags), s) end,
  "findall", { "pattern", "string", "flags" }, { nrequired = 2 })
m.finditer = R.sig(function(pattern, s, flags) return P.finditer(compile(pattern, flags), s) end,
  "finditer", { "pattern", "string", "flags" }, { nrequired = 2 })
m.sub = R.sig(function(pattern, repl, s, count, flags)
  return P.sub(compile(pattern, flags), repl, s, count)
end, "sub", { "pattern", "repl", "string", "count", "flags" }, { nrequired = 3 })
m.subn = R.sig(function(pattern, repl, s, count, flags)
  return P.subn(compile(pattern, flags), repl, s, count)
end, "subn", { "pattern", "repl", "string", "count", "flags" }, { nrequired = 3 })
m.split = R.sig(function(pattern, s, maxsplit, flags)
  return P.split(compile(pattern, flags), s, maxsplit)
end, "split", { "pattern", "string", "maxsplit", "flags" }, { nrequired = 2 })
m.purge = R.sig(function() cache = {}; ncache = 0; return None end, "purge", {})

-- positional calls skip the signature check: report missing arguments as CPython does
for _, name in ipairs({ "compile", "search", "match", "fullmatch", "findall", "finditer", "sub",
                        "subn", "split" }) do
  local f = m[name]
  local sig = R.SIG[f]
  local nreq = sig.nrequired
  local g = function(...)
    if select("#", ...) < nreq or (select(nreq, ...)) == nil then
      local k = 0
      for i = 1, nreq do if (select(i, ...)) ~= nil then k = i end end
      R.MISSING(sig, k + 1)
    end
    return f(...)
  end
  R.SIG[g] = sig
  m[name] = g
end

local SPECIAL = {}
for c in ("()[]{}?*+-|^$\\.&~# \t\n\r\v\f"):gmatch(".") do SPECIAL[c] = "\\" .. c end
m.escape = R.sig(function(pattern)
  if getmetatable(pattern) == BytesMT then -- the same special characters, as bytes
    return R.BYTES((gsub(R.bytes_raw(pattern), "[%(%)%[%]{}%?%*%+%-|%^%$\\%.&~# \t\n\r\v\f]", SPECIAL)))
  end
  if not isstr(pattern) then
    raise("TypeError", "expected str instance, " .. typename(pattern) .. " found")
  end
  return (gsub(pattern, "[%(%)%[%]{}%?%*%+%-|%^%$\\%.&~# \t\n\r\v\f]", SPECIAL))
end, "escape", { "pattern" })

-- re.Scanner(lexicon, flags=0): the phrases as one alternation, each in a group of its own;
-- scan(string) matches phrase after phrase from the start and returns (results, the rest).
-- An action is called with the scanner and the matched text (None: the text is skipped).
m.Scanner = R.CLASS("Scanner", {}, nil, function(ns)
  ns.__module__ = "re"
  ns.__init__ = R.sig(function(self, lexicon, flags)
    flags = flags == nil and 0 or flags
    -- CPython's Scanner parses its phrases without the UNICODE flag a str pattern gets: \w, \d
    -- and \s are ASCII's unless re.UNICODE is given
    if R.BAND(flags, 32) == 0 then flags = R.BOR(flags, 256) end
    local items, parts, gids, g = R.toarray(lexicon), {}, {}, 1
    for i, item in ipairs(items) do
      local phrase = R.GI(item, 0)
      parts[i] = "(" .. phrase .. ")"
      gids[i] = g
      g = g + 1 + compile(phrase, flags).groups
    end
    rawset(self, "lexicon", lexicon)
    rawset(self, "#items", items)
    rawset(self, "#gids", gids)
    rawset(self, "scanner", compile(concat(parts, "|"), flags))
    return None
  end, "__init__", { "self", "lexicon", "flags" }, { nrequired = 2 })
  ns.scan = function(self, str)
    local rx, items, gids = rawget(self, "scanner"), rawget(self, "#items"), rawget(self, "#gids")
    local result, i, n = {}, 0, R.LEN(str)
    while i <= n do
      local mt = R.CALLM(rx, "match", { str, i })
      if mt == None then break end
      local j = R.CALLM(mt, "end", {})
      if j == i then break end
      local k = 1
      while k < #gids and R.CALLM(mt, "group", { gids[k] }) == None do k = k + 1 end
      local action = R.GI(items[k], 1)
      if R.builtins.callable(action) then
        rawset(self, "match", mt)
        action = R.CALL(action, { self, R.CALLM(mt, "group", {}) })
      end
      if action ~= None then result[#result + 1] = action end
      i = j
    end
    return TUPLE({ LIST(result), sub(str, utf8.offset(str, i + 1) or #str + 1) })
  end
end)

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "compile", "py", 2, "compile", 1 }, { "escape", "py", 1, "escape", 1 },
  { "findall", "py", 3, "findall", 2 }, { "finditer", "py", 3, "finditer", 2 },
  { "fullmatch", "py", 3, "fullmatch", 2 }, { "match", "py", 3, "match", 2 },
  { "purge", "py", 0, "purge", 0 }, { "search", "py", 3, "search", 2 },
  { "split", "py", 4, "split", 2 }, { "sub", "py", 5, "sub", 3 }, { "subn", "py", 5, "subn", 3 },
  { "template", "py", 2, "template", 1 },
})
return m
end
