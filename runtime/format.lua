-- runtime/format.lua: Python's formatting: format() and the format spec mini-language, str.format,
-- and the printf-style `%` operator on strings.
--
-- Returns `function(deps) ... return F end`; see the end of the file for the exported API.
-- Floats are formatted with C's correctly rounded printf (string.format) when the precision
-- fits Lua's two-digit limit, and with an exact decimal expansion of the double otherwise.

local string, table, math, utf8 = string, table, math, utf8
local type, tonumber, tostring, select = type, tonumber, tostring, select
local find, sub, byte, char, rep, format, gsub, match, upper, lower =
  string.find, string.sub, string.byte, string.char, string.rep, string.format, string.gsub,
  string.match, string.upper, string.lower
local concat = table.concat
local mtype, huge, maxinteger = math.type, math.huge, math.maxinteger
local utf8len, utf8char, utf8codepoint, utf8offset = utf8.len, utf8.char, utf8.codepoint, utf8.offset

_ENV = nil

local CHARPAT = "[%z\1-\127\194-\253][\128-\191]*"
local MBPAT = "[\194-\253][\128-\191]*"

local function cplen(s)
  return utf8len(s, 1, -1, true) or select(2, gsub(s, "[^\128-\191]", ""))
end

-- first code point of s as a string (s non-empty)
local function firstchar(s)
  return match(s, "^" .. CHARPAT)
end

-- first n code points of s
local function cpprefix(s, n)
  if not find(s, "[\128-\255]") then return sub(s, 1, n) end
  local p = utf8offset(s, n + 1)
  if not p then return s end
  return sub(s, 1, p - 1)
end

--------------------------------------------------------------------------------------------------
-- Exact decimal expansion of a finite double (for precisions beyond string.format's 99).

local BASE = 10000000  -- 1e7 limbs, little endian

local function bigmul(a, f)   -- a *= f (f < 2^31), in place
  local carry = 0
  for i = 1, #a do
    local v = a[i] * f + carry
    a[i] = v % BASE
    carry = v // BASE
  end
  while carry > 0 do
    a[#a + 1] = carry % BASE
    carry = carry // BASE
  end
end

local function bigstr(a)
  local t = {tostring(a[#a])}
  for i = #a - 1, 1, -1 do t[#t + 1] = format("%07d", a[i]) end
  return concat(t)
end

-- x finite, >= 0: returns D (decimal digit string, no leading zeros, "0" for 0), k such that
-- x == D * 10^-k exactly.
local function exact(x)
  if x == 0 then return "0", 0 end
  local h = format("%a", x)            -- 0x1.8p+1 / 0x0.0000000000001p-1022
  local ip, fp, e = match(h, "^0x(%x)%.?(%x*)p([%+%-]%d+)$")
  local m = tonumber(ip .. fp, 16)
  local e2 = tonumber(e) - 4 * #fp
  while m % 2 == 0 do m = m // 2; e2 = e2 + 1 end
  local a = {}
  while m > 0 do a[#a + 1] = m % BASE; m = m // BASE end
  if e2 >= 0 then
    while e2 >= 20 do bigmul(a, 1 << 20); e2 = e2 - 20 end
    if e2 > 0 then bigmul(a, 1 << e2) end
    return bigstr(a), 0
  end
  local k = -e2
  local n = k
  while n >= 13 do bigmul(a, 1220703125); n = n - 13 end   -- 5^13
  if n > 0 then bigmul(a, 5 ^ n // 1 | 0) end
  return bigstr(a), k
end

-- round digit string d to its first n digits, half-even on the exact remainder.
-- returns the rounded digits (may be n+1 long after a carry)
local function round_digits(d, n)
  if n >= #d then return d .. rep("0", n - #d) end
  if n < 0 then return "" end
  local kept, rest = sub(d, 1, n), sub(d, n + 1)
  local f = byte(rest, 1)
  local up
  if f > 53 then up = true
  elseif f < 53 then up = false
  elseif find(rest, "[1-9]", 2) then up = true
  else
    local last = n > 0 and byte(kept, n) or 48
    up = (last - 48) % 2 == 1
  end
  if not up then return kept end
  -- increment
  local i = n
  local t = {byte(kept, 1, n)}
  while i >= 1 and t[i] == 57 do t[i] = 48; i = i - 1 end
  if i == 0 then
    return "1" .. (n > 0 and char(table.unpack(t)) or "")
  end
  t[i] = t[i] + 1
  return char(table.unpack(t))
end

local function exact_f(x, prec, alt)
  local neg = x < 0 or (x == 0 and 1 / x < 0)
  if neg then x = -x end
  local d, k = exact(x)
  local digits
  if prec >= k then
    digits = d .. rep("0", prec - k)
  else
    digits = round_digits(d, #d - (k - prec))
    if digits == "" then digits = "0" end
  end
  digits = gsub(digits, "^0+", "")
  if #digits < prec + 1 then digits = rep("0", prec + 1 - #digits) .. digits end
  local s
  if prec > 0 then
    s = sub(digits, 1, #digits - prec) .. "." .. sub(digits, #digits - prec + 1)
  else
    s = digits .. (alt and "." or "")
  end
  return (neg and "-" or "") .. s
end

local function exact_e(x, prec, alt)
  local neg = x < 0 or (x == 0 and 1 / x < 0)
  if neg then x = -x end
  local d, k = exact(x)
  local E
  local r
  if d == "0" then
    E = 0
    r = rep("0", prec + 1)
  else
    E = #d - k - 1
    r = round_digits(d, prec + 1)
    if #r > prec + 1 then r = sub(r, 1, prec + 1); E = E + 1 end
  end
  local s = sub(r, 1, 1)
  if prec > 0 then s = s .. "." .. sub(r, 2) elseif alt then s = s .. "." end
  return (neg and "-" or "") .. s .. format("e%s%02d", E < 0 and "-" or "+", E < 0 and -E or E)
end

local FFMT, EFMT = {}, {}
for p = 0, 99 do
  FFMT[p] = "%." .. p .. "f"; FFMT[-1 - p] = "%#." .. p .. "f"
  EFMT[p] = "%." .. p .. "e"; EFMT[-1 - p] = "%#." .. p .. "e"
end

local function fmt_f(x, prec, alt)
  if prec <= 99 then return format(FFMT[alt and -1 - prec or prec], x) end
  return exact_f(x, prec, alt)
end

local function fmt_e(x, prec, alt)
  if prec <= 99 then return format(EFMT[alt and -1 - prec or prec], x) end
  return exact_e(x, prec, alt)
end

-- strip trailing zeros (and a then trailing point) of the mantissa
local function strip_zeros(s)
  local m, e = match(s, "^([^e]*)(.*)$")
  if find(m, ".", 1, true) then
    m = gsub(m, "0+$", "")
    m = gsub(m, "%.$", "")
  end
  return m .. e
end

-- 'g' of PyOS_double_to_string; add_dot_0 is the no-type-with-precision mode of format()
local function fmt_g(x, p, alt, add_dot_0)
  if p == 0 then p = 1 end
  local es = fmt_e(x, p - 1, alt)
  local X = tonumber(match(es, "e([%+%-]%d+)$"))
  local thresh = add_dot_0 and p - 1 or p
  local s
  if X < -4 or X >= thresh then
    s = es
  else
    s = fmt_f(x, p - 1 - X, alt)
  end
  if not alt then s = strip_zeros(s) end
  if add_dot_0 and not find(s, "[%.e]") then s = s .. ".0" end
  return s
end

--------------------------------------------------------------------------------------------------

return function(deps)
  local None, raise, typename = deps.None, deps.raise, deps.typename
  local isint, tostring_int, float_repr = deps.isint, deps.tostring_int, deps.float_repr
  local C_fmt = deps.C.fmt

  local F = {}

  local function tn(x) return typename(x) end

  -- ascii(x)
  local function cpescape(ch)
    local cp = utf8codepoint(ch, 1, 1, true)
    if cp < 0x100 then return format("\\x%02x", cp) end
    if cp < 0x10000 then return format("\\u%04x", cp) end
    return format("\\U%08x", cp)
  end
  local function ascii(x)
    if deps.ascii then return deps.ascii(x) end
    local r = deps.repr(x)
    if not find(r, "[\128-\255]") then return r end
    return (gsub(r, MBPAT, cpescape))
  end
  F.ascii = ascii

  ------------------------------------------------------------------------------------------------
  -- float to string (PyOS_double_to_string): ty in e E f F g G r; returns text with '-' sign

  local function double_to_string(x, ty, prec, alt, add_dot_0)
    local up = ty == "E" or ty == "F" or ty == "G"
    local s
    if x ~= x then s = "nan"
    elseif x == huge then s = "inf"
    elseif x == -huge then s = "-inf"
    elseif ty == "r" then
      s = float_repr(x)
      if alt and not find(s, ".", 1, true) then
        if find(s, "e", 1, true) then s = gsub(s, "e", ".e", 1) else s = s .. "." end
      end
    else
      local lt = lower(ty)
      if lt == "f" then s = fmt_f(x, prec, alt)
      elseif lt == "e" then s = fmt_e(x, prec, alt)
      else s = fmt_g(x, prec, alt, add_dot_0) end
    end
    if up then s = upper(s) end
    return s
  end
  F.double_to_string = double_to_string

  ------------------------------------------------------------------------------------------------
  -- the format spec mini-language

  local ALIGN = {["<"] = true, [">"] = true, ["="] = true, ["^"] = true}

  local function presentation_char(c)
    local cp = utf8codepoint(c, 1, 1, true)
    if cp > 32 and cp < 128 then return c end
    return format("\\x%x", cp)
  end

  local function unknown_code(ty, tname)
    raise("ValueError", format("Unknown format code '%s' for object of type '%s'",
      presentation_char(ty), tname))
  end

  local function too_many_digits()
    raise("ValueError", "Too many decimal digits in format string")
  end

  local function getint(spec, pos)
    local d = match(spec, "^%d+", pos)
    if not d then return nil, pos end
    if #d > 18 then too_many_digits() end
    return tonumber(d), pos + #d
  end

  -- returns {fill, align, sign, z, alt, width, grouping ("," / "_" / "_4"), prec, type}
  local function parse_spec(spec, default_type, default_align, tname)
    local sp = {fill = " ", align = default_align, sign = nil, z = false, alt = false,
                width = -1, grouping = nil, prec = -1, type = default_type}
    local pos = 1
    local n = #spec
    local fill_specified, align_specified = false, false
    local c1 = firstchar(spec)
    if c1 then
      local c2 = sub(spec, #c1 + 1, #c1 + 1)
      if ALIGN[c2] then
        sp.fill = c1; sp.align = c2; fill_specified = true; align_specified = true
        pos = #c1 + 2
      elseif ALIGN[sub(spec, 1, 1)] then
        sp.align = sub(spec, 1, 1); align_specified = true
        pos = 2
      end
    end
    local c = sub(spec, pos, pos)
    if c == "+" or c == "-" or c == " " then sp.sign = c; pos = pos + 1; c = sub(spec, pos, pos) end
    if c == "z" then sp.z = true; pos = pos + 1; c = sub(spec, pos, pos) end
    if c == "#" then sp.alt = true; pos = pos + 1; c = sub(spec, pos, pos) end
    if not fill_specified and c == "0" then
      sp.fill = "0"
      if not align_specified and default_align == ">" then sp.align = "=" end
      pos = pos + 1
    end
    local w
    w, pos = getint(spec, pos)
    if w then sp.width = w end
    c = sub(spec, pos, pos)
    if c == "," then sp.grouping = ","; pos = pos + 1; c = sub(spec, pos, pos) end
    if c == "_" then
      if sp.grouping then raise("ValueError", "Cannot specify both ',' and '_'.") end
      sp.grouping = "_"; pos = pos + 1; c = sub(spec, pos, pos)
    end
    if c == "," and sp.grouping == "_" then raise("ValueError", "Cannot specify both ',' and '_'.") end
    if c == "." then
      local p
      p, pos = getint(spec, pos + 1)
      if not p then raise("ValueError", "Format specifier missing precision") end
      if p > 0x7fffffff then raise("ValueError", "precision too big") end
      sp.prec = p
    end
    local rest = sub(spec, pos)
    if rest ~= "" then
      local ch = firstchar(rest)
      if #ch < #rest then
        raise("ValueError", format("Invalid format specifier '%s' for object of type '%s'", spec, tname))
      end
      sp.type = ch
    end
    if sp.grouping then
      local t = sp.type
      if t == "d" or t == "e" or t == "f" or t == "g" or t == "E" or t == "G" or t == "%" or
         t == "F" or t == "" then
        -- allowed
      elseif (t == "b" or t == "o" or t == "x" or t == "X") and sp.grouping == "_" then
        sp.grouping = "_4"
      else
        raise("ValueError", format("Cannot specify '%s' with '%s'.", sub(sp.grouping, 1, 1),
          presentation_char(t)))
      end
    end
    return sp
  end
  F.parse_spec = parse_spec

  -- parsed specs, per caller kind (its default type and align are fixed): a program formats
  -- with a few specs many times. The parsed tables are never changed by their users.
  -- memo(compile): compile(key) remembered for each key (false too), up to 512 keys, then
  -- forgotten all at once (dynamic widths and formats make new keys: start again). The parsed
  -- format specs, % formats and str.format formats are kept this way.
  local function memo(compile)
    local cache, n = {}, 0
    return function(key)
      local v = cache[key]
      if v == nil then
        v = compile(key)
        if n >= 512 then cache, n = {}, 0 end
        cache[key], n = v, n + 1
      end
      return v
    end
  end

  local spec_memos = {} -- type name -> memo of its specs (each type has one pair of defaults)
  local function cached_spec(spec, default_type, default_align, tname)
    local m = spec_memos[tname]
    if not m then
      m = memo(function(sp) return parse_spec(sp, default_type, default_align, tname) end)
      spec_memos[tname] = m
    end
    return m(spec)
  end

  -- pad a (non-numeric) string of code point length len
  local function pad(s, len, sp, default_align)
    local width = sp.width
    if width <= len then return s end
    local total = width - len
    local align = sp.align or default_align
    local left
    if align == ">" then left = total
    elseif align == "^" then left = total // 2
    else left = 0 end
    return rep(sp.fill, left) .. s .. rep(sp.fill, total - left)
  end

  -- digits with thousands separators, zero-padded to min_width (CPython's InsertThousandsGrouping)
  local function group(digits, min_width, sep, gsize)
    local parts, np = {}, 0
    local remaining = #digits
    local pos = #digits
    local use_sep = false
    while true do
      local l = gsize
      local m = remaining > min_width and remaining or min_width
      if m < 1 then m = 1 end
      if l > m then l = m end
      local n_zeros = l - remaining; if n_zeros < 0 then n_zeros = 0 end
      local n_chars = remaining < l and remaining or l; if n_chars < 0 then n_chars = 0 end
      if use_sep then np = np + 1; parts[np] = sep end
      np = np + 1
      parts[np] = rep("0", n_zeros) .. sub(digits, pos - n_chars + 1, pos)
      pos = pos - n_chars
      use_sep = true
      remaining = remaining - n_chars
      min_width = min_width - gsize
      if remaining <= 0 and min_width <= 0 then break end
      min_width = min_width - #sep
    end
    local out = {}
    for i = np, 1, -1 do out[#out + 1] = parts[i] end
    return concat(out)
  end

  -- CPython's calc_number_widths + fill_number
  local function layout(sp, signch, prefix, digits, remainder)
    local sep, gsize
    if sp.grouping == "," then sep, gsize = ",", 3
    elseif sp.grouping == "_" then sep, gsize = "_", 3
    elseif sp.grouping == "_4" then sep, gsize = "_", 4 end
    local nonpad = #signch + #prefix + (find(remainder, "[\128-\255]") and cplen(remainder) or #remainder)
    local g = digits
    if sep and #digits > 0 then
      local min_width = 0
      if sp.fill == "0" and sp.align == "=" then min_width = sp.width - nonpad end
      g = group(digits, min_width, sep, gsize)
    end
    local npad = sp.width - (nonpad + #g)
    if npad <= 0 then return signch .. prefix .. g .. remainder end
    local align = sp.align
    if align == "<" then return signch .. prefix .. g .. remainder .. rep(sp.fill, npad)
    elseif align == "^" then
      local l = npad // 2
      return rep(sp.fill, l) .. signch .. prefix .. g .. remainder .. rep(sp.fill, npad - l)
    elseif align == "=" then return signch .. prefix .. rep(sp.fill, npad) .. g .. remainder
    else return rep(sp.fill, npad) .. signch .. prefix .. g .. remainder end
  end

  local function signchar(neg, sp)
    if neg then return "-" end
    if sp.sign == "+" then return "+" end
    if sp.sign == " " then return " " end
    return ""
  end

  local function int_tostring(v, base)
    if mtype(v) == "integer" and base == 10 then return format("%d", v) end
    return tostring_int(v, base)
  end

  -- Python int (Lua integer, bool or bigint) to float, OverflowError when too large
  local function int_to_float(v)
    if type(v) == "boolean" then return v and 1.0 or 0.0 end
    if mtype(v) == "integer" then return v + 0.0 end
    local x = tonumber(tostring_int(v, 10) .. ".0") or tonumber(tostring_int(v, 10))
    x = x + 0.0
    if x == huge or x == -huge then raise("OverflowError", "int too large to convert to float") end
    return x
  end
  F.int_to_float = int_to_float

  local fmt_float_spec

  local function fmt_int_spec(v, sp, tname)
    local ty = sp.type
    if ty == "e" or ty == "E" or ty == "f" or ty == "F" or ty == "g" or ty == "G" or ty == "%" then
      return fmt_float_spec(int_to_float(v), sp, tname)
    end
    if not (ty == "b" or ty == "c" or ty == "d" or ty == "o" or ty == "x" or ty == "X" or ty == "n") then
      unknown_code(ty, tname)
    end
    if type(v) == "boolean" then v = v and 1 or 0 end
    if sp.prec >= 0 then raise("ValueError", "Precision not allowed in integer format specifier") end
    if sp.z then
      raise("ValueError", "Negative zero coercion (z) not allowed in integer format specifier")
    end
    if ty == "c" then
      if sp.sign then raise("ValueError", "Sign not allowed with integer format specifier 'c'") end
      if sp.alt then
        raise("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'")
      end
      if mtype(v) ~= "integer" then raise("OverflowError", "Python int too large to convert to C long") end
      if v < 0 or v > 0x10FFFF then
        raise("OverflowError", "%c arg not in range(0x110000)")
      end
      return layout(sp, "", "", "", utf8char(v))
    end
    local base = (ty == "b" and 2) or (ty == "o" and 8) or ((ty == "x" or ty == "X") and 16) or 10
    local s = int_tostring(v, base)
    local neg = sub(s, 1, 1) == "-"
    if neg then s = sub(s, 2) end
    local prefix = ""
    if sp.alt and base ~= 10 then prefix = base == 2 and "0b" or (base == 8 and "0o" or "0x") end
    if ty == "X" then s = upper(s); prefix = upper(prefix) end
    return layout(sp, signchar(neg, sp), prefix, s, "")
  end

  fmt_float_spec = function(x, sp, tname)
    local ty = sp.type
    local add_dot_0, add_pct = false, false
    local prec = sp.prec
    if ty == "" then
      add_dot_0 = true
      ty = prec < 0 and "r" or "g"
    elseif ty == "n" then
      ty = "g"
    elseif ty == "%" then
      ty = "f"; x = x * 100; add_pct = true
    elseif not (ty == "e" or ty == "E" or ty == "f" or ty == "F" or ty == "g" or ty == "G") then
      unknown_code(ty, tname)
    end
    if prec < 0 then prec = 6 end
    local s = double_to_string(x, ty, prec, sp.alt, add_dot_0)
    local neg = false
    if sub(s, 1, 1) == "-" then neg = true; s = sub(s, 2) end
    if neg and sp.z and not find(match(s, "^[^eE]*"), "[^0%.]") then neg = false end
    if add_pct then s = s .. "%" end
    local digits = match(s, "^%d*")
    return layout(sp, signchar(neg, sp), "", digits, sub(s, #digits + 1))
  end

  -- format(complex, spec) for a spec that is not "" (CPython's format_complex_internal): each
  -- part as a float (the imaginary part always signed, unless the real part is left out), then
  -- the whole padded; no type means repr's form and its parentheses.
  function F.format_complex(re, im, spec)
    local sp = cached_spec(spec, "", ">", "complex")
    if sp.fill == "0" then
      raise("ValueError", "Zero padding is not allowed in complex format specifier")
    end
    if sp.align == "=" then
      raise("ValueError", "'=' alignment flag is not allowed in complex format specifier")
    end
    local ty, prec, default_prec = sp.type, sp.prec, 6
    local skip_re, parens = false, false
    if ty == "" then
      ty, default_prec = "r", 0
      if re == 0 and 1 / re > 0 then skip_re = true else parens = true end
    elseif ty == "n" then
      ty = "g"
    elseif not (ty == "e" or ty == "E" or ty == "f" or ty == "F" or ty == "g" or ty == "G") then
      unknown_code(ty, "complex")
    end
    if prec < 0 then prec = default_prec elseif ty == "r" then ty = "g" end
    local part_sp = { fill = " ", align = "<", width = -1, grouping = sp.grouping }
    local function part(x, sign)
      local s = double_to_string(x, ty, prec, sp.alt, false)
      if ty == "r" and sub(s, -2) == ".0" then s = sub(s, 1, -3) end
      local neg = sub(s, 1, 1) == "-"
      if neg then s = sub(s, 2) end
      if neg and sp.z and not find(match(s, "^[^eE]*"), "[^0%.]") then neg = false end
      local digits = match(s, "^%d*")
      return layout(part_sp, signchar(neg, { sign = sign }), "", digits, sub(s, #digits + 1))
    end
    local im_sign = "+"
    if skip_re then im_sign = sp.sign end
    local s = part(im, im_sign) .. "j"
    if not skip_re then s = part(re, sp.sign) .. s end
    if parens then s = "(" .. s .. ")" end
    return pad(s, #s, sp, ">")
  end

  local function fmt_str_spec(s, sp)
    local ty = sp.type
    if ty ~= "s" then unknown_code(ty, "str") end
    if sp.sign then
      if sp.sign == " " then raise("ValueError", "Space not allowed in string format specifier") end
      raise("ValueError", "Sign not allowed in string format specifier")
    end
    if sp.z then
      raise("ValueError", "Negative zero coercion (z) not allowed in string format specifier")
    end
    if sp.alt then raise("ValueError", "Alternate form (#) not allowed in string format specifier") end
    if sp.align == "=" then
      raise("ValueError", "'=' alignment not allowed in string format specifier")
    end
    local len = cplen(s)
    if sp.prec >= 0 and len > sp.prec then
      s = cpprefix(s, sp.prec)
      len = sp.prec
    end
    return pad(s, len, sp, "<")
  end

  -- F.format(value, spec): the builtin format(); spec defaults to ""
  function F.format(v, spec)
    if spec == nil then spec = "" end
    if type(spec) ~= "string" then
      raise("TypeError", format("format() argument 2 must be str, not %s", tn(spec)))
    end
    local t = type(v)
    if (t == "number" or t == "string") and spec ~= "" then
      local r = C_fmt(v, spec) -- objstr.c: the common specs
      if r then return r end
    end
    return F.format_rest(v, spec)
  end

  -- F.format_rest(value, spec): format() past objstr.c's common specs (spec is a str)
  function F.format_rest(v, spec)
    local t = type(v)
    if t == "string" then
      if spec == "" then return v end
      return fmt_str_spec(v, cached_spec(spec, "s", "<", "str"))
    end
    if t == "boolean" then
      if spec == "" then return v and "True" or "False" end
      return fmt_int_spec(v, cached_spec(spec, "d", ">", "bool"), "bool")
    end
    if mtype(v) == "float" then
      if spec == "" then return float_repr(v) end
      return fmt_float_spec(v, cached_spec(spec, "", ">", "float"), "float")
    end
    if mtype(v) == "integer" or (t ~= "number" and isint(v)) then
      if spec == "" then return int_tostring(v, 10) end
      return fmt_int_spec(v, cached_spec(spec, "d", ">", "int"), "int")
    end
    if deps.format_object then
      local r = deps.format_object(v, spec)
      if r ~= nil then return r end
    end
    if spec == "" then return deps.str(v) end
    raise("TypeError", format("unsupported format string passed to %s.__format__", tn(v)))
  end

  ------------------------------------------------------------------------------------------------
  -- str.format

  local function lookup_kw(kwargs, name)
    if type(kwargs) == "function" then return kwargs(name) end
    local v = kwargs and kwargs[name]
    if v == nil then raise("KeyError", name) end
    return v
  end

  local AUTO_ERR = "cannot switch from automatic field numbering to manual field specification"
  local MANUAL_ERR = "cannot switch from manual field specification to automatic field numbering"

  local function field_int(s)
    if s == "" or find(s, "%D") then return nil end
    if #s > 18 then too_many_digits() end
    return tonumber(s)
  end

  -- evaluates a field name: first part, then .attr / [key] parts
  local function get_field(name, args, kwargs, auto)
    local first_end = find(name, "[%.%[]") or (#name + 1)
    local first = sub(name, 1, first_end - 1)
    local idx = field_int(first)
    local empty = first == ""
    if empty or idx then
      if auto.state == nil then auto.state = empty and "auto" or "manual" end
      if auto.state == "manual" and empty then raise("ValueError", MANUAL_ERR) end
      if auto.state == "auto" and not empty then raise("ValueError", AUTO_ERR) end
      if empty then idx = auto.n; auto.n = auto.n + 1 end
    end
    local obj
    if idx then
      obj = args[idx + 1]
      if obj == nil or idx >= #args then
        raise("IndexError", format("Replacement index %d out of range for positional args tuple", idx))
      end
    else
      obj = lookup_kw(kwargs, first)
    end
    local pos = first_end
    local n = #name
    while pos <= n do
      local c = sub(name, pos, pos)
      local key
      if c == "." then
        local e = find(name, "[%.%[]", pos + 1) or (n + 1)
        key = sub(name, pos + 1, e - 1)
        if key == "" then raise("ValueError", "Empty attribute in format string") end
        obj = deps.getattr(obj, key)
        pos = e
      elseif c == "[" then
        local e = find(name, "]", pos + 1, true)
        if not e then raise("ValueError", "Missing ']' in format string") end
        key = sub(name, pos + 1, e - 1)
        if key == "" then raise("ValueError", "Empty attribute in format string") end
        local k = field_int(key)
        obj = deps.getitem(obj, k or key)
        pos = e + 1
      else
        raise("ValueError", "Only '.' or '[' may follow ']' in format field specifier")
      end
    end
    return obj
  end

  local build

  local function convert(obj, conv)
    if conv == "r" then return deps.repr(obj) end
    if conv == "s" then return type(obj) == "string" and obj or deps.str(obj) end
    if conv == "a" then return ascii(obj) end
    local cp = utf8codepoint(conv, 1, 1, true)
    if cp > 32 and cp < 127 then raise("ValueError", "Unknown conversion specifier " .. conv) end
    raise("ValueError", format("Unknown conversion specifier \\x%x", cp))
  end

  -- parses the field starting right after '{' at pos; returns the output and the next position
  local function do_field(fmt, pos, args, kwargs, depth, auto)
    local n = #fmt
    local i = pos
    local c
    -- field name
    while i <= n do
      c = sub(fmt, i, i)
      i = i + 1
      if c == "{" then raise("ValueError", "unexpected '{' in field name") end
      if c == "[" then
        local e = find(fmt, "]", i, true)
        i = e or (n + 1)
        c = nil
      elseif c == "}" or c == ":" or c == "!" then
        break
      else
        c = nil
      end
    end
    local name_end = i - 2
    if c == nil then
      raise("ValueError", "expected '}' before end of string")
    end
    local name = sub(fmt, pos, name_end)
    local conv, spec, expand = nil, "", false
    local done = false
    if c == "!" then
      if i > n then raise("ValueError", "end of string while looking for conversion specifier") end
      conv = firstchar(sub(fmt, i))
      i = i + #conv
      if i <= n then
        c = sub(fmt, i, i)
        i = i + 1
        if c == "}" then done = true
        elseif c ~= ":" then raise("ValueError", "expected ':' after conversion specifier") end
      end
    end
    if not done and (c == ":" or c == "!") then
      local start = i
      local count = 1
      local found = false
      while i <= n do
        c = sub(fmt, i, i)
        i = i + 1
        if c == "{" then expand = true; count = count + 1
        elseif c == "}" then
          count = count - 1
          if count == 0 then found = true; break end
        end
      end
      if not found then raise("ValueError", "unmatched '{' in format spec") end
      spec = sub(fmt, start, i - 2)
    end
    local obj = get_field(name, args, kwargs, auto)
    if conv then obj = convert(obj, conv) end
    if expand then spec = build(spec, args, kwargs, depth - 1, auto) end
    return F.format(obj, spec), i
  end

  build = function(fmt, args, kwargs, depth, auto)
    if depth <= 0 then raise("ValueError", "Max string recursion exceeded") end
    local out, no = {}, 0
    local pos, n = 1, #fmt
    while pos <= n do
      local a = find(fmt, "[{}]", pos)
      if not a then no = no + 1; out[no] = sub(fmt, pos); break end
      local c = sub(fmt, a, a)
      local nxt = sub(fmt, a + 1, a + 1)
      if c == "}" then
        if nxt ~= "}" then raise("ValueError", "Single '}' encountered in format string") end
        no = no + 1; out[no] = sub(fmt, pos, a)
        pos = a + 2
      elseif nxt == "{" then
        no = no + 1; out[no] = sub(fmt, pos, a)
        pos = a + 2
      else
        if a == n then raise("ValueError", "Single '{' encountered in format string") end
        no = no + 1; out[no] = sub(fmt, pos, a - 1)
        local r
        r, pos = do_field(fmt, a + 1, args, kwargs, depth, auto)
        no = no + 1; out[no] = r
      end
    end
    return concat(out)
  end

  -- A format str of literal text and fields {}, {0}, {name}, each with an optional !r !s !a
  -- and a spec without nested fields, is parsed once (fcompile) into its pieces: literal
  -- strs and {idx = 0-based index or name = keyword, conv, spec}. Any other format str, and
  -- any that build would reject, is false: build formats it (and raises its errors).
  local fstr = deps.fstr or tostring -- an int's digits (the VM's fast str, see objstr.lua)

  local function fcompile(fmt)
    local items, ni = {}, 0
    local pos, n = 1, #fmt
    local lit = nil
    local mode, autoi = nil, 0
    while pos <= n do
      local a = find(fmt, "[{}]", pos)
      if not a then lit = (lit or "") .. sub(fmt, pos); break end
      local c, nxt = sub(fmt, a, a), sub(fmt, a + 1, a + 1)
      if c == "}" then
        if nxt ~= "}" then return false end
        lit = (lit or "") .. sub(fmt, pos, a)
        pos = a + 2
      elseif nxt == "{" then
        lit = (lit or "") .. sub(fmt, pos, a)
        pos = a + 2
      else
        local e = find(fmt, "}", a + 1, true)
        if not e then return false end
        local body = sub(fmt, a + 1, e - 1)
        if find(body, "{", 1, true) then return false end
        local i = find(body, "[!:]")
        local name = i and sub(body, 1, i - 1) or body
        if find(name, "[%.%[%]]") then return false end
        local conv, spec = nil, ""
        if i and sub(body, i, i) == "!" then
          conv = sub(body, i + 1, i + 1)
          if not (conv == "r" or conv == "s" or conv == "a") then return false end
          local rest = sub(body, i + 2)
          if rest ~= "" then
            if sub(rest, 1, 1) ~= ":" then return false end
            spec = sub(rest, 2)
          end
        elseif i then
          spec = sub(body, i + 1)
        end
        local it = { conv = conv, spec = spec }
        if a > pos then lit = (lit or "") .. sub(fmt, pos, a - 1) end
        if name == "" then
          if mode == "manual" then return false end
          mode = "auto"
          it.idx, autoi = autoi, autoi + 1
        elseif not find(name, "%D") then
          if mode == "auto" or #name > 18 then return false end
          mode = "manual"
          it.idx = tonumber(name)
        else
          it.name = name
        end
        if lit then ni = ni + 1; items[ni] = lit; lit = nil end
        ni = ni + 1; items[ni] = it
        pos = e + 1
      end
    end
    if lit then ni = ni + 1; items[ni] = lit end
    return items
  end

  local fcompiled = memo(fcompile)

  -- F.format_method(fmt, args, kwargs): str.format; args a Lua array, kwargs a Lua table
  -- name -> value or a function(name) -> value that raises KeyError itself (format_map)
  function F.format_method(fmt, args, kwargs)
    local items = fcompiled(fmt)
    args, kwargs = args or {}, kwargs or {}
    if not items then return build(fmt, args, kwargs, 2, {n = 0}) end
    local out, no = {}, 0
    for k = 1, #items do
      local it = items[k]
      if type(it) == "string" then
        no = no + 1; out[no] = it
      else
        local obj
        local idx = it.idx
        if idx then
          obj = args[idx + 1]
          if obj == nil or idx >= #args then
            raise("IndexError", format("Replacement index %d out of range for positional args tuple", idx))
          end
        else
          obj = lookup_kw(kwargs, it.name)
        end
        if it.conv then obj = convert(obj, it.conv) end
        local spec = it.spec
        if spec == "" and type(obj) == "string" then
          no = no + 1; out[no] = obj
        elseif spec == "" and mtype(obj) == "integer" then
          no = no + 1; out[no] = fstr(obj)
        else
          no = no + 1; out[no] = F.format(obj, spec)
        end
      end
    end
    if no == 1 then return out[1] end
    return concat(out)
  end

  ------------------------------------------------------------------------------------------------
  -- printf-style formatting: fmt % values

  local NUMERIC = {d = true, i = true, u = true, o = true, x = true, X = true, e = true, E = true,
                   f = true, F = true, g = true, G = true}

  local function is_mapping(v)
    if deps.ismapping then return deps.ismapping(v) end
    local k = type(v) == "table" and v ~= None and tn(v)
    return k == "dict" or k == "list"
  end

  local function float_arg(v)
    if mtype(v) == "float" then return v end
    if deps.unbox then v = deps.unbox(v) end -- a float subclass's value
    if mtype(v) == "integer" or type(v) == "boolean" or isint(v) then return int_to_float(v) end
    if deps.tofloat then return deps.tofloat(v) end
    raise("TypeError", format("must be real number, not %s", tn(v)))
  end

  -- %d %i %u %o %x %X: returns the digits text with '-' sign and, for '#', prefix
  local function format_long(v, ch, alt, prec)
    if deps.unbox then v = deps.unbox(v) end -- an int subclass's value
    if type(v) == "boolean" then v = v and 1 or 0 end
    if mtype(v) == "float" then
      if ch == "o" or ch == "x" or ch == "X" then
        raise("TypeError", format("%%%s format: an integer is required, not float", ch))
      end
      if v ~= v then raise("ValueError", "cannot convert float NaN to integer") end
      if v == huge or v == -huge then
        raise("OverflowError", "cannot convert float infinity to integer")
      end
      local t = v >= 0 and v // 1 or -((-v) // 1)
      local i = math.tointeger(t)
      if i then v = i
      elseif deps.float_to_int then v = deps.float_to_int(t)
      else v = format("%.0f", t) end
    elseif not (mtype(v) == "integer" or isint(v)) then
      if deps.int_of and type(v) == "table" and v ~= None then
        local r = deps.int_of(v, ch)
        if r ~= nil then v = r end
      end
      if not (mtype(v) == "integer" or isint(v)) then
        if ch == "o" or ch == "x" or ch == "X" then
          raise("TypeError", format("%%%s format: an integer is required, not %s", ch, tn(v)))
        end
        raise("TypeError", format("%%%s format: a real number is required, not %s", ch, tn(v)))
      end
    end
    local base = (ch == "o" and 8) or ((ch == "x" or ch == "X") and 16) or 10
    local s = type(v) == "string" and v or int_tostring(v, base)
    local neg = sub(s, 1, 1) == "-"
    if neg then s = sub(s, 2) end
    if prec > #s then s = rep("0", prec - #s) .. s end
    if alt and base ~= 10 then s = (base == 8 and "0o" or "0x") .. s end
    if ch == "X" then s = upper(s) end
    return (neg and "-" or "") .. s
  end

  -- fmt % values in two steps: a format str is parsed once (pcompile) into a list of its
  -- literal pieces and conversion specs, kept in a small cache, so that the `'%d: %s' % (k, v)`
  -- of a loop only converts. A parse error is an item too, raised at the step where CPython's
  -- left-to-right pass meets it (its `stage`, see pexec), after the conversions before it.

  local function perr(item, stage, kind, msg) item.stage, item.ek, item.em = stage, kind, msg end

  local FLOATCONV = { e = true, E = true, f = true, F = true, g = true, G = true }
  local INTCONV = { d = "d", i = "d", u = "d", x = "x", X = "X", o = "o" }

  local function pcompile(fmt)
    local items, ni = {}, 0
    local pos, n = 1, #fmt
    local lit = nil -- the literal text being gathered
    while pos <= n do
      local a = find(fmt, "%", pos, true)
      if not a then lit = (lit or "") .. sub(fmt, pos); break end
      if a > pos then lit = (lit or "") .. sub(fmt, pos, a - 1) end
      local i = a + 1
      local c = sub(fmt, i, i)
      if c == "%" then
        lit = (lit or "") .. "%"
        pos = i + 1
      else
        if lit then ni = ni + 1; items[ni] = lit; lit = nil end
        local it = { width = -1, prec = -1 }
        ni = ni + 1; items[ni] = it
        if i > n then perr(it, 0, "ValueError", "incomplete format") return items end
        if c == "(" then -- a mapping key
          local depthp = 1
          local j = i + 1
          while j <= n and depthp > 0 do
            local cj = sub(fmt, j, j)
            if cj == "(" then depthp = depthp + 1 elseif cj == ")" then depthp = depthp - 1 end
            j = j + 1
          end
          it.haskey = true
          if depthp > 0 then perr(it, 1, "ValueError", "incomplete format key") return items end
          it.key = sub(fmt, i + 1, j - 2)
          i = j
          c = sub(fmt, i, i)
        end
        while true do -- flags
          if c == "-" then it.ljust = true
          elseif c == "+" then it.fsign = true
          elseif c == " " then it.blank = true
          elseif c == "#" then it.alt = true
          elseif c == "0" then it.zero = true
          else break end
          i = i + 1
          c = sub(fmt, i, i)
        end
        if c == "*" then
          it.wstar = true
          i = i + 1
          c = sub(fmt, i, i)
        else
          local d = match(fmt, "^%d+", i)
          if d then
            if #d > 18 then perr(it, 2, "ValueError", "width too big") return items end
            it.width = tonumber(d); i = i + #d; c = sub(fmt, i, i)
          end
        end
        if c == "." then
          it.prec = 0
          i = i + 1
          c = sub(fmt, i, i)
          if c == "*" then
            it.pstar = true
            i = i + 1
            c = sub(fmt, i, i)
          else
            local d = match(fmt, "^%d+", i)
            if d then
              if #d > 9 then perr(it, 3, "ValueError", "precision too big") return items end
              it.prec = tonumber(d); i = i + #d; c = sub(fmt, i, i)
            end
          end
        end
        if c == "h" or c == "l" or c == "L" then i = i + 1; c = sub(fmt, i, i) end
        if i > n then perr(it, 4, "ValueError", "incomplete format") return items end
        c = match(fmt, "^" .. CHARPAT, i)
        pos = i + #c
        it.c = c
        it.numeric = NUMERIC[c] or false
        if not (c == "s" or c == "r" or c == "a" or c == "c" or NUMERIC[c]) then
          local cp = utf8codepoint(c, 1, 1, true)
          perr(it, 5, "ValueError", format("unsupported format character '%s' (0x%x) at index %d",
            (cp >= 31 and cp <= 126) and c or "?", cp, cplen(sub(fmt, 1, i - 1))))
          return items
        end
        it.plain = not (it.ljust or it.fsign or it.blank or it.alt or it.zero or it.wstar or
          it.pstar) and it.width < 0 and it.prec < 0
        -- a float for e f g (E F G) or an int for d i u x X o: the same text as format() of
        -- the equivalent spec, made by objstr.c in one step
        if not (it.wstar or it.pstar) and (FLOATCONV[c] or (INTCONV[c] and it.prec < 0)) then
          it.cspec = (it.ljust and "<" or "") .. (it.fsign and "+" or it.blank and " " or "") ..
            (it.alt and "#" or "") .. ((it.zero and not it.ljust) and "0" or "") ..
            (it.width >= 0 and it.width or "") .. (it.prec >= 0 and "." .. it.prec or "") ..
            (INTCONV[c] or c)
          it.ctype = FLOATCONV[c] and "float" or "integer"
        end
      end
    end
    if lit then ni = ni + 1; items[ni] = lit end
    return items
  end

  -- one conversion of item `it` of value v: its text, unpadded (numbers with their sign)
  local function pconvert(it, v, prec)
    local c = it.c
    if c == "s" then
      local s = type(v) == "string" and v or deps.str(v)
      if prec >= 0 then s = cpprefix(s, prec) end
      return s
    elseif c == "r" or c == "a" then
      local s = c == "r" and deps.repr(v) or ascii(v)
      if prec >= 0 then s = cpprefix(s, prec) end
      return s
    elseif c == "d" or c == "i" or c == "u" or c == "o" or c == "x" or c == "X" then
      return format_long(v, c, it.alt, prec)
    elseif c == "c" then
      if type(v) == "string" then
        if cplen(v) ~= 1 then raise("TypeError", "%c requires int or char") end
        return v
      end
      if type(v) == "boolean" then v = v and 1 or 0 end
      if isint(v) and mtype(v) ~= "integer" then
        raise("OverflowError", "%c arg not in range(0x110000)")
      end
      if mtype(v) ~= "integer" then raise("TypeError", "%c requires int or char") end
      if v < 0 or v > 0x10FFFF then raise("OverflowError", "%c arg not in range(0x110000)") end
      return utf8char(v)
    end
    return double_to_string(float_arg(v), c, prec < 0 and 6 or prec, it.alt, false)
  end

  -- the converted text s of item it with its sign, prefix and padding
  local function ppad(it, s, width, ljust)
    local c, numeric = it.c, it.numeric
    local signstr = ""
    local signed = false
    if numeric then
      local f = sub(s, 1, 1)
      if f == "-" or f == "+" then signstr = f; signed = true
      elseif it.fsign then signstr = "+"
      elseif it.blank then signstr = " " end
    end
    local prefix = ""
    local alt = it.alt and numeric and (c == "x" or c == "X" or c == "o")
    if signed or alt then
      local from = signed and 2 or 1
      if alt then prefix = sub(s, from, from + 1); from = from + 2 end
      s = sub(s, from)
    end
    local npad = width < 0 and 0 or width - (#signstr + #prefix + cplen(s))
    if npad <= 0 then return signstr .. prefix .. s end
    if ljust then return signstr .. prefix .. s .. rep(" ", npad) end
    if it.zero and numeric then return signstr .. prefix .. rep("0", npad) .. s end
    return rep(" ", npad) .. signstr .. prefix .. s
  end

  local function starint(v)
    if type(v) == "boolean" then v = v and 1 or 0 end
    if mtype(v) ~= "integer" then raise("TypeError", "* wants int") end
    return v
  end

  local pcompiled = memo(pcompile)

  -- F.percent(fmt, values): fmt % values; values a tuple (deps.istuple) or a single value
  function F.percent(fmt, values)
    local items = pcompiled(fmt)
    local args, arglen, argidx
    local istup = deps.istuple(values)
    if istup then
      args, arglen, argidx = values, #values, 0
    else
      args, arglen, argidx = values, -1, -2
    end
    local dict = nil
    if not istup and type(values) == "table" and is_mapping(values) then dict = values end

    local out, no = {}, 0
    for k = 1, #items do
      local it = items[k]
      if type(it) == "string" then
        no = no + 1; out[no] = it
      else
        local stage = it.stage or 9
        if stage == 0 then raise(it.ek, it.em) end
        if it.haskey then
          if not dict then raise("TypeError", "format requires a mapping") end
          if stage == 1 then raise(it.ek, it.em) end
          args = deps.getitem(dict, it.key)
          arglen, argidx = -1, -2
        end
        if stage == 2 then raise(it.ek, it.em) end
        local width, prec, ljust = it.width, it.prec, it.ljust
        if it.wstar then
          if argidx >= arglen then raise("TypeError", "not enough arguments for format string") end
          argidx = argidx + 1
          width = starint(arglen < 0 and args or args[argidx])
          if width < 0 then ljust = true; width = -width end
        end
        if stage == 3 then raise(it.ek, it.em) end
        if it.pstar then
          if argidx >= arglen then raise("TypeError", "not enough arguments for format string") end
          argidx = argidx + 1
          prec = starint(arglen < 0 and args or args[argidx])
          if prec < 0 then prec = 0 end
        end
        if stage == 4 then raise(it.ek, it.em) end
        if argidx >= arglen then raise("TypeError", "not enough arguments for format string") end
        argidx = argidx + 1
        local v = arglen < 0 and args or args[argidx]
        if stage == 5 then raise(it.ek, it.em) end
        local c = it.c
        local s
        if it.plain and (c == "s" or c == "d" or c == "i") and mtype(v) == "integer" then
          s = fstr(v)
        elseif it.plain and c == "s" and type(v) == "string" then
          s = v
        else
          local cs = it.cspec
          if cs and mtype(v) == it.ctype then s = C_fmt(v, cs) end
          if not s then
            s = pconvert(it, v, prec)
            if not it.plain then s = ppad(it, s, width, ljust) end
          end
        end
        no = no + 1; out[no] = s
      end
    end
    if argidx < arglen and not dict then
      raise("TypeError", "not all arguments converted during string formatting")
    end
    if no == 1 then return out[1] end
    return concat(out)
  end

  return F
end
