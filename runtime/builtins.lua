-- builtins.lua: the builtins namespace: Python's builtin functions (print, len, sorted, min, ...),
-- and the builtin names of every type and exception class.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, error, pcall,
      tostring, next, pairs, ipairs = type, getmetatable, setmetatable, rawget, rawset,
      rawequal, select, error, pcall, tostring, next, pairs, ipairs
local math_abs = math.abs
local mtype, mininteger, maxinteger = math.type, math.mininteger, math.maxinteger
local format, concat, unpack, sort, byte, find =
      string.format, table.concat, table.unpack, table.sort, string.byte, string.find
local utf8char, utf8len, utf8codepoint = utf8.char, utf8.len, utf8.codepoint
local debug_setmetatable, debug_getinfo, debug_getlocal = debug.setmetatable, debug.getinfo,
  debug.getlocal

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typeof, typename, lookup, T, EQ = R.None, R.raise, R.typeof, R.typename,
  R.lookup, R.T, R.EQ
local num = host.num
local object, type_t = R.object, R.type_t
local BigMT = R.BigMT
local LIST, TUPLE = R.LIST, R.TUPLE
local ListMT, TupleMT = R.ListMT, R.TupleMT
local iterate, index, toarray = R.iterate, R.index, R.toarray
local NotImplemented = R.NotImplemented
local isinstance, issubclass = R.isinstance, R.issubclass

local repr, str = R.repr, R.str
local int_t, float_t, bool_t, str_t = R.int_t, R.float_t, R.bool_t, R.str_t
local exc_classes = R.exc_classes

local B = {} -- the builtins namespace
R.builtins = B
for name, cls in pairs(exc_classes) do B[name] = cls end
B.IOError = exc_classes.OSError
B.EnvironmentError = exc_classes.OSError

---------------------------------------------------------------------------------------------
-- Builtin functions
---------------------------------------------------------------------------------------------

local function sig(f, name, params, extra) return R.sig(f, name, params, extra) end

-- print writes to the host's output, or to the object that contextlib.redirect_stdout put
-- in R.stdout_target, or to what the program assigned to sys.stdout (R.SYS: the sys module,
-- once imported); print(file=f) to f.write for any f that is not sys.stdout/stderr
local host_out = host.write
-- the object print writes to instead of the host's output: nil for the host, None for
-- nowhere (sys.stdout = None)
local function stdout_obj()
  local t = R.stdout_target
  if t then return t end
  local sys = R.SYS
  if sys then
    t = rawget(sys, "stdout")
    if not rawequal(t, R.stdout) then
      if t == nil then raise("RuntimeError", "lost sys.stdout") end
      return t
    end
  end
  return nil
end
local function host_write(s)
  local t = stdout_obj()
  if t == nil then host_out(s)
  elseif t ~= None then R.CALLM(t, "write", { s }) end
end
-- print's pieces to an object: one write each, as CPython's print does
local function write_pieces(f, parts, n, sep, end_)
  for i = 1, n do
    if i > 1 then f(sep) end
    f(parts[i])
  end
  f(end_)
end
local SURROGATE = "\237[\160-\191]" -- the UTF-8 form of U+D800..U+DFFF
-- (a plain search for its first byte first: print's common case is one memchr)
local function has_surrogate(s)
  return s:find("\237", 1, true) ~= nil and s:find(SURROGATE) ~= nil
end

-- CPython's UnicodeEncodeError for text s holding a lone surrogate at byte i
local function surrogate_error(s, i)
  local j = i
  while s:find("^" .. SURROGATE, j + 3) do j = j + 3 end
  local pos = utf8len(s, 1, i - 1, true)
  local first = format("\\u%04x", utf8codepoint(s, i, i, true))
  if j == i then
    raise("UnicodeEncodeError", "'utf-8' codec can't encode character '" .. first ..
      "' in position " .. pos .. ": surrogates not allowed")
  end
  raise("UnicodeEncodeError", "'utf-8' codec can't encode characters in position " .. pos .. "-" ..
    (pos + (j - i) // 3) .. ": surrogates not allowed")
end

-- writes text to stdout as UTF-8: a lone surrogate cannot be encoded (pieces: the separate
-- writes of one print, so what comes before the bad piece is written as CPython does)
local function write(s, pieces, npieces)
  if not has_surrogate(s) then return host_write(s) end
  if not pieces then surrogate_error(s, s:find(SURROGATE)) end
  for k = 1, npieces do
    local p = pieces[k]
    local i = p:find(SURROGATE)
    if i then surrogate_error(p, i) end
    host_write(p)
  end
end
-- (the write of the original sys.stdout object: the host's output, wherever print goes)
R.write_text = function(s)
  if has_surrogate(s) then return write(s) end
  host_out(s)
end

local function pieces_of(parts, n, sep, end_)
  local pieces, m = {}, 0
  for i = 1, n do
    if i > 1 then m = m + 1; pieces[m] = sep end
    m = m + 1; pieces[m] = parts[i]
  end
  m = m + 1; pieces[m] = end_
  return pieces, m
end

local function print(...)
  local n = select("#", ...)
  local t = stdout_obj()
  if t ~= nil then
    if t == None then return None end
    local parts = { ... }
    for i = 1, n do parts[i] = str(parts[i]) end
    local w = R.GA(t, "write")
    write_pieces(function(s) R.CALL(w, { s }) end, parts, n, " ", "\n")
    return None
  end
  if n == 1 then
    local s = str((...))
    local text = s .. "\n"
    if has_surrogate(text) then write(text, { s, "\n" }, 2) else host_write(text) end
    return None
  end
  local parts = { ... }
  for i = 1, n do parts[i] = str(parts[i]) end
  local text = concat(parts, " ") .. "\n"
  if has_surrogate(text) then write(text, pieces_of(parts, n, " ", "\n")) else host_write(text) end
  return None
end
sig(print, "print", {}, { vararg = "args", kwonly = { "sep", "end", "file", "flush" }, complex = true })
-- keyword calls of print arrive through CALL: (KWMARK, pos, npos, kw)
B.print = function(...)
  if R.del_prints > 0 then R.DELPRINT() end -- objects freed before this print (objclass.lua)
  if (...) == R.KWMARK then
    local _, pos, npos, kw = ...
    local sep, end_, file = " ", "\n", nil
    for i = 1, #kw, 2 do
      local k, v = kw[i], kw[i + 1]
      if k == "sep" then
        if v ~= None then
          if type(v) ~= "string" then raise("TypeError", "sep must be None or a string, not " .. typename(v)) end
          sep = v
        end
      elseif k == "end" then
        if v ~= None then
          if type(v) ~= "string" then raise("TypeError", "end must be None or a string, not " .. typename(v)) end
          end_ = v
        end
      elseif k == "file" then
        if rawequal(v, R.stdout) or rawequal(v, R.stderr) then file = "host" -- (the stream itself)
        elseif v ~= None then file = v end
      elseif k ~= "flush" then
        raise("TypeError", "'" .. k .. "' is an invalid keyword argument for print()")
      end
    end
    local parts = {}
    for i = 1, npos do parts[i] = str(pos[i]) end
    local text = concat(parts, sep) .. end_
    if file == "host" then
      R.write_text(text)
      return None
    end
    if not file then
      file = stdout_obj()
      if file == None then return None end
    end
    if file then
      local w = R.GA(file, "write") -- CPython's AttributeError for an object without write
      write_pieces(function(s) R.CALL(w, { s }) end, parts, npos, sep, end_)
      return None
    end
    if has_surrogate(text) then write(text, pieces_of(parts, npos, sep, end_)) else host_write(text) end
    return None
  end
  return print(...)
end
R.SIG[B.print] = R.SIG[print]

-- CPython's TypeError for a builtin function called without its required arguments (the
-- function tests its last required parameter for nil): R.argc's forms
local argc = R.argc
local FEW = {
  pow = { "M", "pow", 2, 3, { "base", "exp" } }, round = { "M", "round", 1, 2, { "number" } },
  enumerate = { "M", "enumerate", 1, 2, { "iterable" }, nopos = true },
  sum = { "P", "sum", 1, 2 },
  isinstance = { "E", "isinstance", 2, 2 }, issubclass = { "E", "issubclass", 2, 2 },
  divmod = { "E", "divmod", 2, 2 }, hasattr = { "E", "hasattr", 2, 2 }, filter = { "E", "filter", 2, 2 },
  reversed = { "E", "reversed", 1, 1 }, getattr = { "E", "getattr", 2, 3 }, iter = { "E", "iter", 1, 2 },
  next = { "E", "next", 1, 2 }, format = { "E", "format", 1, 2 },
}
for _, name in ipairs({ "len", "abs", "repr", "ascii", "chr", "ord", "hash", "id", "hex", "oct", "bin",
                        "callable", "any", "all" }) do
  FEW[name] = { "O", name }
end
R.FEW = FEW

B.repr = function(x) -- (R.repr itself takes more, internally)
  if x == nil then argc(FEW.repr) end
  return repr(x)
end
B.ascii = function(x)
  if x == nil then argc(FEW.ascii) end
  local s = repr(x)
  return (s:gsub("[\192-\247][\128-\191]*", function(c)
    local cp = utf8codepoint(c)
    if cp < 0x100 then return format("\\x%02x", cp) end
    if cp < 0x10000 then return format("\\u%04x", cp) end
    return format("\\U%08x", cp)
  end))
end
R.ASCII = B.ascii

B.len = R.LEN
local ComplexMT, complex_abs = R.ComplexMT, num.complex_abs
B.abs = function(x)
  if x == nil then argc(FEW.abs) end
  if type(x) == "number" then
    if mtype(x) == "float" then return math_abs(x) end -- abs(-0.0) is 0.0
    if x < 0 then if x == mininteger then return num.neg(x) end return -x end
    return x
  end
  if R.isnum(x) then return num.abs(x) end
  if getmetatable(x) == ComplexMT then return complex_abs(x.real, x.imag) end
  local f = lookup(typeof(x), "__abs__")
  if f then return f(x) end
  raise("TypeError", "bad operand type for abs(): '" .. typename(x) .. "'")
end

local function minmax(name, less, ...)
  local n = select("#", ...)
  local first = ...
  local kw
  if first == R.KWMARK then
    local _, pos, npos, kws = ...
    kw = kws
    local key, default
    for i = 1, #kw, 2 do
      if kw[i] == "key" then key = kw[i + 1]
      elseif kw[i] == "default" then default = kw[i + 1]
      else raise("TypeError", "'" .. kw[i] .. "' is an invalid keyword argument for " .. name .. "()") end
    end
    if key == None then key = nil end
    local items
    if npos == 0 then raise("TypeError", name .. " expected at least 1 argument, got 0") end
    if npos == 1 then items = toarray(pos[1])
    else
      if default ~= nil then raise("TypeError", "Cannot specify a default for " .. name .. "() with multiple positional arguments") end
      items = { unpack(pos, 1, npos) }
    end
    if #items == 0 then
      if default ~= nil then return default end
      raise("ValueError", name .. "() arg is an empty sequence")
    end
    local best, bestk = items[1], key and key(items[1]) or items[1]
    for i = 2, #items do
      local v = items[i]
      local k = key and key(v) or v
      if less(k, bestk) then best, bestk = v, k end
    end
    return best
  end
  if n == 0 then raise("TypeError", name .. " expected at least 1 argument, got 0") end
  local items = n == 1 and toarray(first) or { ... }
  if #items == 0 then raise("ValueError", name .. "() arg is an empty sequence") end
  local best = items[1]
  if name == "min" then
    for i = 2, #items do
      local v = items[i]
      if v < best then best = v end
    end
  else
    -- CPython's max tests `item > maxitem`: the same order of operands in its TypeError
    local richcmp = R.richcmp
    for i = 2, #items do
      local v = items[i]
      local tv, tb = type(v), type(best)
      if tv == tb and (tv == "number" or tv == "string") then
        if best < v then best = v end
      elseif richcmp("gt", v, best) then
        best = v
      end
    end
  end
  return best
end
B.min = function(...) return minmax("min", function(a, b) return a < b end, ...) end
B.max = function(...) return minmax("max", function(a, b) return b < a end, ...) end
sig(B.min, "min", {}, { complex = true })
sig(B.max, "max", {}, { complex = true })

-- SUMSTART(start): sum()'s start, refused where CPython refuses it (a str, bytes or bytearray,
-- subclasses too); codegen's fused sum of a generator expression calls it on a start it cannot see
local function sumstart(start)
  local ts = type(start)
  if ts == "number" then return start end
  if ts == "string" or isinstance(start, str_t) then
    raise("TypeError", "sum() can't sum strings [use ''.join(seq) instead]")
  end
  if isinstance(start, R.bytes_t) then
    raise("TypeError", "sum() can't sum bytes [use b''.join(seq) instead]")
  end
  if isinstance(start, R.bytearray_t) then
    raise("TypeError", "sum() can't sum bytearray [use b''.join(seq) instead]")
  end
  return start
end
R.SUMSTART = sumstart

B.sum = function(it, start)
  if it == nil then argc(FEW.sum) end
  local total = start
  if total == nil then total = 0 elseif mtype(total) ~= "integer" then total = sumstart(total) end
  local mt = getmetatable(it)
  local add, isluaint = R.ADD, R.isluaint -- (isluaint runs in place in the VM)
  if mt == ListMT or mt == TupleMT then
    for i = 1, #it do
      local v = it[i]
      local r = total + v
      if isluaint(r) and ((total ~ r) & (v ~ r)) < 0 then r = add(total, v) end -- (wrapped)
      total = r
    end
    return total
  end
  for v in iterate(it) do
    local r = total + v
    if mtype(r) == "integer" and ((total ~ r) & (v ~ r)) < 0 then r = add(total, v) end
    total = r
  end
  return total
end
sig(B.sum, "sum", { "iterable", "start" }, { nrequired = 1, nposonly = 1 })

-- sorted(iterable, /, *, key=None, reverse=False): keyword calls arrive through CALL as
-- (KWMARK, pos, npos, kw), so a second positional argument is found out
B.sorted = function(it, ...)
  local key, reverse
  if it == R.KWMARK then
    local pos, npos, kw = ...
    if npos ~= 1 then raise("TypeError", "sorted expected 1 argument, got " .. npos) end
    it = pos[1]
    key, reverse = R.sort_kwargs(kw)
  else
    local n = select("#", ...)
    if it == nil or n > 0 then raise("TypeError", "sorted expected 1 argument, got " .. (it == nil and 0 or n + 1)) end
  end
  local t = LIST(toarray(it))
  R.sort_list(t, key, reverse)
  return t
end
sig(B.sorted, "sorted", { "iterable" }, { kwonly = { "key", "reverse" }, nposonly = 1, complex = true })

local make_iter = R.make_iter
B.reversed = function(x)
  if x == nil then argc(FEW.reversed) end
  local mt = getmetatable(x)
  if mt == ListMT or mt == TupleMT then
    local i = #x + 1
    return make_iter(function() i = i - 1; if i >= 1 then return x[i] end end,
      mt == ListMT and "list_reverseiterator" or "reversed")
  end
  if type(x) == "string" then
    local chars = toarray(x)
    local i = #chars + 1
    return make_iter(function() i = i - 1; if i >= 1 then return chars[i] end end, "reversed")
  end
  local f = lookup(typeof(x), "__reversed__")
  if f == None then raise("TypeError", "'" .. typename(x) .. "' object is not reversible") end
  if f then return f(x) end
  if mt and mt["#reversed"] then return mt["#reversed"](x) end -- (an enum class: modenum.lua)
  local len = mt and mt["#len"]
  local gi = mt and mt["#getitem"]
  if len and gi then
    local i = len(x)
    return make_iter(function() i = i - 1; if i >= 0 then return gi(x, i) end end, "reversed")
  end
  if gi and mt["#inst"] then -- a sequence (CPython's PySequence_Check) without a length
    raise("TypeError", "object of type '" .. typename(x) .. "' has no len()")
  end
  raise("TypeError", "'" .. typename(x) .. "' object is not reversible")
end

B.enumerate = function(it, start)
  if it == nil then argc(FEW.enumerate) end
  local i = start == nil and 0 or start
  if mtype(i) ~= "integer" then i = index(i) or i end -- index: nil for a big int, kept as it is
  local nf = iterate(it)
  local first = true
  return make_iter(function()
    local v = nf()
    if v == nil then return nil end
    if first then
      first = false
    elseif mtype(i) == "integer" and i < maxinteger then
      i = i + 1
    else
      i = R.ADD(i, 1) -- past int64: a big int
    end
    return TUPLE({ i, v })
  end, "enumerate")
end
sig(B.enumerate, "enumerate", { "iterable", "start" }, { nrequired = 1 })

B.zip = function(...)
  local n = select("#", ...)
  local first = ...
  local strict = false
  local args = { ... }
  if first == R.KWMARK then
    local _, pos, npos, kw = ...
    args = { unpack(pos, 1, npos) }
    n = npos
    for i = 1, #kw, 2 do
      if kw[i] == "strict" then strict = T(kw[i + 1])
      else raise("TypeError", "'" .. kw[i] .. "' is an invalid keyword argument for zip()") end
    end
  end
  local nfs = {}
  for i = 1, n do nfs[i] = iterate(args[i]) end
  local done = false
  return make_iter(function()
    if done or n == 0 then return nil end
    local out = {}
    for i = 1, n do
      local v = nfs[i]()
      if v == nil then
        done = true
        if strict then
          -- CPython names the arguments before the odd one: "argument 1" or "arguments 1-2"
          local function before(k) return k == 2 and "argument 1" or ("arguments 1-" .. (k - 1)) end
          if i > 1 then raise("ValueError", "zip() argument " .. i .. " is shorter than " .. before(i)) end
          for j = 2, n do
            if nfs[j]() ~= nil then raise("ValueError", "zip() argument " .. j .. " is longer than " .. before(j)) end
          end
        end
        return nil
      end
      out[i] = v
    end
    return TUPLE(out)
  end, "zip")
end
sig(B.zip, "zip", {}, { complex = true })

---------------------------------------------------------------------------------------------
-- `for a, b in zip(x, y)` and `for i, v in enumerate(x)` with as many targets as parts: the code
-- generator loops over the parts with a Lua generic for, `for _, a, b in FORZIP(zip, x, y)`,
-- and no tuple is made per item when zip or enumerate is the builtin over lists or tuples.
-- Otherwise (a rebound name, other iterables) each item of f(...) is unpacked as usual.

-- bare: the parts alone, the first one the loop's control (a Python value is never nil)
local function unpack_items(it, n, bare)
  local nf = iterate(it)
  local UNPACK = R.UNPACK
  if bare then
    return function()
      local item = nf()
      if item == nil then return nil end
      return UNPACK(item, n)
    end
  end
  return function()
    local item = nf()
    if item == nil then return nil end
    return true, UNPACK(item, n)
  end
end
R.unpack_items = unpack_items

local function zip2_next(s, k)
  k = k + 1
  local x = s[1][k]
  if x == nil then return nil end
  local y = s[2][k]
  if y == nil then return nil end
  return k, x, y
end
local function zip3_next(s, k)
  k = k + 1
  local x = s[1][k]
  if x == nil then return nil end
  local y = s[2][k]
  if y == nil then return nil end
  local z = s[3][k]
  if z == nil then return nil end
  return k, x, y, z
end

-- are a and b (and c, unless nil) lists or tuples?
local function seqs(a, b, c)
  local ma, mb = getmetatable(a), getmetatable(b)
  if not ((ma == ListMT or ma == TupleMT) and (mb == ListMT or mb == TupleMT)) then return false end
  if c == nil then return true end
  local mc = getmetatable(c)
  return mc == ListMT or mc == TupleMT
end

-- is start enumerate's default or an int that the index arithmetic keeps exact?
local function small_start(start)
  return start == nil or (mtype(start) == "integer" and start > -0x20000000000000 and
    start < 0x20000000000000)
end

function R.FORZIP(f, ...)
  local n = select("#", ...)
  if f == B.zip and (n == 2 or n == 3) and seqs(...) then
    return n == 2 and zip2_next or zip3_next, { ... }, 0
  end
  return unpack_items(f(...), n)
end

local function enum_next(s, k)
  k = k + 1
  local v = s[1][k]
  if v == nil then return nil end
  return k, k + s[2], v
end

function R.FORENUM(f, it, start)
  if f == B.enumerate and small_start(start) then
    local mt = getmetatable(it)
    if mt == ListMT or mt == TupleMT then
      return enum_next, { it, (start or 0) - 1 }, 0
    end
    local nf = iterate(it)
    local i = (start or 0) - 1
    return function()
      local v = nf()
      if v == nil then return nil end
      i = i + 1
      return true, i, v
    end
  end
  if start == nil then return unpack_items(f(it), 2) end
  return unpack_items(f(it, start), 2)
end

-- `for i, (a, b) in enumerate(zip(x, y), start)` (or three parts): FORENUMZIP(enumerate, zip,
-- start or nil, x, y[, z]) loops with the index and the parts, no tuple made per item, when both
-- names are the builtins over lists or tuples; else over enumerate(zip(...)) itself
local function enumzip2_next(s, k)
  k = k + 1
  local x = s[1][k]
  if x == nil then return nil end
  local y = s[2][k]
  if y == nil then return nil end
  return k, k + s[4], x, y
end
local function enumzip3_next(s, k)
  k = k + 1
  local x = s[1][k]
  if x == nil then return nil end
  local y = s[2][k]
  if y == nil then return nil end
  local z = s[3][k]
  if z == nil then return nil end
  return k, k + s[4], x, y, z
end
function R.FORENUMZIP(ef, zf, start, ...)
  local n = select("#", ...)
  if ef == B.enumerate and zf == B.zip and small_start(start) and seqs(...) then
    local a, b, c = ...
    return n == 2 and enumzip2_next or enumzip3_next, { a, b, c, (start or 0) - 1 }, 0
  end
  local e
  if start == nil then e = ef(zf(...)) else e = ef(zf(...), start) end
  local nf = iterate(e)
  local UNPACK = R.UNPACK
  return function()
    local item = nf()
    if item == nil then return nil end
    local i, parts = UNPACK(item, 2)
    return true, i, UNPACK(parts, n)
  end
end

B.map = function(f, ...)
  local n = select("#", ...)
  if n == 0 then raise("TypeError", "map() must have at least two arguments.") end
  if n == 1 then
    local nf = iterate((...))
    return make_iter(function()
      local v = nf()
      if v == nil then return nil end
      return f(v)
    end, "map")
  end
  local nfs = {}
  for i = 1, n do nfs[i] = iterate((select(i, ...))) end
  return make_iter(function()
    local args = {}
    for i = 1, n do
      local v = nfs[i]()
      if v == nil then return nil end
      args[i] = v
    end
    return f(unpack(args, 1, n))
  end, "map")
end

B.filter = function(f, it)
  if it == nil then argc(FEW.filter, f, it) end
  local nf = iterate(it)
  return make_iter(function()
    while true do
      local v = nf()
      if v == nil then return nil end
      if f == None then
        if T(v) then return v end
      elseif T(f(v)) then
        return v
      end
    end
  end, "filter")
end

-- map, filter, zip, enumerate and reversed are classes in Python: their iterators are
-- instances (isinstance(m, map)), and repr(map) is "<class 'map'>"
for _, name in ipairs({ "map", "filter", "zip", "enumerate", "reversed" }) do
  local impl = B[name]
  R.NAMES[impl] = name -- (for "map() takes no keyword arguments")
  if R.SIG[impl] then R.SIG[impl].cbuiltin = true end
  local t = R.itermeta(name)["#class"]
  t["#call"] = function(_, ...) return impl(...) end
  t["#call_kw"] = function(_, pos, npos, kw) return R.CALL(impl, pos, kw) end
  B[name] = t
end

B.any = function(it)
  if it == nil then argc(FEW.any) end
  for v in iterate(it) do if T(v) then return true end end
  return false
end
B.all = function(it)
  if it == nil then argc(FEW.all) end
  for v in iterate(it) do if not T(v) then return false end end
  return true
end

B.isinstance = function(x, t)
  if t == nil then argc(FEW.isinstance, x, t) end
  local tx = typeof(x)
  if rawequal(t, tx) then return true end -- x's own type (as CPython, before __instancecheck__)
  if getmetatable(t) == TupleMT then
    for i = 1, #t do if rawequal(t[i], tx) then return true end end
    for i = 1, #t do if B.isinstance(x, t[i]) then return true end end
    return false
  end
  local mt = getmetatable(t)
  if mt ~= R.TypeMT then
    if mt == R.UnionMT then -- int | None: any of its members (None stands for NoneType)
      for _, m in ipairs(t["#args"]) do if B.isinstance(x, m == None and R.NoneType or m) then return true end end
      return false
    end
    if mt == R.GenericAliasMT then
      raise("TypeError", "isinstance() argument 2 cannot be a parameterized generic")
    end
    if mt and mt["#instancecheck"] then return mt["#instancecheck"](t, x) end -- typing's aliases
    raise("TypeError", "isinstance() arg 2 must be a type, a tuple of types, or a union")
  end
  local meta = t["#metaclass"] -- a metaclass's own __instancecheck__ decides
  if meta then
    local ic = lookup(meta, "__instancecheck__")
    if ic and ic ~= lookup(R.type_t, "__instancecheck__") then return T(ic(t, x)) end
  end
  if isinstance(x, t) then return true end
  local check = rawget(t, "#instancecheck") -- a runtime-checkable protocol (modtyping.lua)
  return check ~= nil and check(x) or false
end
B.issubclass = function(a, t)
  if t == nil then argc(FEW.issubclass, a, t) end
  if getmetatable(a) ~= R.TypeMT then raise("TypeError", "issubclass() arg 1 must be a class") end
  if getmetatable(t) == TupleMT then
    for i = 1, #t do if B.issubclass(a, t[i]) then return true end end
    return false
  end
  if a == bool_t and t == int_t then return true end
  if getmetatable(t) ~= R.TypeMT then
    if getmetatable(t) == R.UnionMT then -- int | None: any of its members
      for _, m in ipairs(t["#args"]) do if B.issubclass(a, m == None and R.NoneType or m) then return true end end
      return false
    end
    local mt = getmetatable(t)
    if mt and mt["#subclasscheck"] then return mt["#subclasscheck"](t, a) end -- typing's aliases
    raise("TypeError", "issubclass() arg 2 must be a class, a tuple of classes, or a union")
  end
  local meta = t["#metaclass"] -- a metaclass's own __subclasscheck__ decides
  if meta then
    local sc = lookup(meta, "__subclasscheck__")
    if sc and sc ~= lookup(R.type_t, "__subclasscheck__") then return T(sc(t, a)) end
  end
  if issubclass(a, t) then return true end
  local check = rawget(t, "#subclasscheck") -- an ABC's __subclasshook__ (contextlib's)
  return check ~= nil and check(a) or false
end
B.type = type_t

-- __new__ of the builtin containers: a new object of cls, a subclass, empty (its __init__ fills
-- it) or, for tuple and frozenset, made from the iterable (super().__new__(cls, (x, y)))
for _, t in ipairs({ R.list_t, R.tuple_t, R.dict_t, R.set_t, R.frozenset_t }) do
  local layout = t["#layout"]
  R.add_methods(t, { __new__ = function(cls, ...)
    if getmetatable(cls) ~= R.TypeMT then
      raise("TypeError", t["#name"] .. ".__new__(X): X is not a type object (" .. typename(cls) .. ")")
    end
    if not R.issubclass(cls, t) then
      raise("TypeError", t["#name"] .. ".__new__(" .. cls["#name"] .. "): " .. cls["#name"] ..
        " is not a subtype of " .. t["#name"])
    end
    return layout.new(cls, ...)
  end })
end
B.object = object
B.int, B.float, B.bool, B.str = int_t, float_t, bool_t, str_t
B.complex = R.complex_t
B.list, B.tuple, B.dict, B.set, B.frozenset, B.range = R.list_t, R.tuple_t, R.dict_t, R.set_t,
  R.frozenset_t, R.range_t
B.slice = R.SLICE and nil
B.super = function(cls, obj) return R.SUPER(cls, obj) end

B.round = function(x, nd)
  if x == nil then argc(FEW.round) end
  if type(x) == "number" or type(x) == "boolean" or (BigMT and getmetatable(x) == BigMT) then
    if nd == nil or nd == None then return num.round(x) end
    local n = index(nd)
    if n == nil then n = nd > 0 and (1 << 62) or -(1 << 62) end -- (past 64 bits: as far either way)
    return num.round(x, n)
  end
  local f = lookup(typeof(x), "__round__")
  if f then if nd == nil then return f(x) end return f(x, nd) end
  raise("TypeError", "type " .. typename(x) .. " doesn't define __round__ method")
end
sig(B.round, "round", { "number", "ndigits" }, { nrequired = 1 })

B.divmod = function(a, b)
  if b == nil then argc(FEW.divmod, a, b) end
  if R.isnum(a) and R.isnum(b) then
    local q, r = num.divmod(a, b)
    if q ~= nil then return TUPLE({ q, r }) end
  end
  -- the binary operator protocol: b's __rdivmod__ first when b's type is a subclass of a's
  local ta, tb = typeof(a), typeof(b)
  local f = lookup(ta, "__divmod__")
  local rf = ta ~= tb and lookup(tb, "__rdivmod__")
  if rf and R.issubclass(tb, ta) then
    local r = rf(b, a)
    if r ~= NotImplemented then return r end
    rf = nil
  end
  if f then
    local r = f(a, b)
    if r ~= NotImplemented then return r end
  end
  if rf then
    local r = rf(b, a)
    if r ~= NotImplemented then return r end
  end
  raise("TypeError", "unsupported operand type(s) for divmod(): '" .. typename(a) .. "' and '" .. typename(b) .. "'")
end

local function intarg(x) -- an int (a bool as 0/1), or nil
  if type(x) == "boolean" then return x and 1 or 0 end
  if mtype(x) == "integer" or (BigMT and getmetatable(x) == BigMT) then return x end
  return nil
end
B.pow = function(a, b, m)
  if b == nil then argc(FEW.pow, a, b) end
  if m ~= nil and m ~= None then
    local ia, ib, im = intarg(a), intarg(b), intarg(m)
    if ia and ib and im then return num.pow(ia, ib, im) end
    -- a user type's (or complex's, Decimal's) __pow__ takes the modulus: CPython's ternary
    -- slot of the first operand
    local f = not R.isnum(a) and lookup(typeof(a), "__pow__")
    if f then
      local r = f(a, b, m)
      if r ~= NotImplemented then return r end
    end
    -- an int subclass's object as the exponent or modulus: int's power of its value
    ib, im = intarg(R.unbox(b)), intarg(R.unbox(m))
    if ia and ib and im then return num.pow(ia, ib, im) end
    if R.isnum(a) and R.isnum(b) and R.isnum(m) then
      raise("TypeError", "pow() 3rd argument not allowed unless all arguments are integers")
    end
    raise("TypeError", format("unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
      typename(a), typename(b), typename(m)))
  end
  return R.POW(a, b)
end
sig(B.pow, "pow", { "base", "exp", "mod" }, { nrequired = 2 })

B.chr = function(i)
  if i == nil then argc(FEW.chr) end
  local c = index(i)
  if c == nil then raise("OverflowError", "Python int too large to convert to C int") end
  if c < -0x80000000 or c > 0x7fffffff then raise("OverflowError", "Python int too large to convert to C int") end
  if c < 0 or c > 0x10FFFF then raise("ValueError", "chr() arg not in range(0x110000)") end
  return utf8char(c)
end
B.ord = function(c)
  if c == nil then argc(FEW.ord) end
  if type(c) ~= "string" then
    local raw = R.bytes_raw(c) -- bytes and bytearray: their one byte
    if raw then
      if #raw ~= 1 then
        raise("TypeError", "ord() expected a character, but string of length " .. #raw .. " found")
      end
      return raw:byte()
    end
    raise("TypeError", "ord() expected string of length 1, but " .. typename(c) .. " found")
  end
  local n = utf8len(c, 1, -1, true) -- lax: a lone surrogate is one code point
  if n ~= 1 then
    raise("TypeError", "ord() expected a character, but string of length " .. (n or #c) .. " found")
  end
  return utf8codepoint(c, 1, 1, true)
end
-- (the code generator calls len, abs, chr and ord of the builtins directly: Gen's CONVERT)
R.builtin_abs, R.builtin_chr, R.builtin_ord = B.abs, B.chr, B.ord

local function intfmt(x, base, prefix)
  local i = x
  if mtype(i) ~= "integer" and not (BigMT and getmetatable(i) == BigMT) then
    if type(i) == "boolean" then i = i and 1 or 0
    else
      local f = lookup(typeof(x), "__index__")
      if not f then raise("TypeError", "'" .. typename(x) .. "' object cannot be interpreted as an integer") end
      i = f(x)
      if type(i) == "boolean" then i = i and 1 or 0
      elseif mtype(i) ~= "integer" and not (BigMT and getmetatable(i) == BigMT) then
        if not R.isinstance(i, int_t) then
          raise("TypeError", "__index__ returned non-int (type " .. typename(i) .. ")")
        end
        i = R.unbox(i) -- an int subclass's object
      end
    end
  end
  local s = num.tostring(i, base)
  if s:sub(1, 1) == "-" then return "-" .. prefix .. s:sub(2) end
  return prefix .. s
end
B.hex = function(x)
  if x == nil then argc(FEW.hex) end
  return intfmt(x, 16, "0x")
end
B.oct = function(x)
  if x == nil then argc(FEW.oct) end
  return intfmt(x, 8, "0o")
end
B.bin = function(x)
  if x == nil then argc(FEW.bin) end
  return intfmt(x, 2, "0b")
end

local function hash(x)
  local tx = type(x)
  if tx == "number" or tx == "boolean" then return num.hash(x) end
  if tx == "string" then
    -- CPython's string hash is randomised per process (any stable value will do), but the
    -- empty str's is 0
    if x == "" then return 0 end
    local h = 0
    for i = 1, #x do h = (h * 1000003 ~ byte(x, i)) & 0x1fffffffffffffff end
    if h == 0 then h = 1 end
    return h
  end
  if BigMT and getmetatable(x) == BigMT then return num.hash(x) end
  local mt = getmetatable(x)
  if mt == TupleMT or R.isinstance(x, R.tuple_t) then
    -- CPython's tuple hash (xxHash-based), so hash((1, 2)) matches
    local P1, P2, P5 = 0x9E3779B185EBCA87, 0xC2B2AE3D27D4EB4F, 0x27D4EB2F165667C5
    local acc = P5
    for i = 1, #x do
      local lane = hash(x[i])
      acc = acc + lane * P2
      acc = (acc << 31) | (acc >> 33)
      acc = acc * P1
    end
    acc = acc + (#x ~ (P5 ~ 3527539))
    if acc == -1 then return 1546275796 end
    return acc
  end
  if mt == R.RangeMT then -- CPython's: the hash of (len, start, step), None where equal ranges differ
    local n = R.range_length(x)
    local one, many = n ~= 0, n ~= 0 and n ~= 1
    return hash(setmetatable({ n, one and x.start or None, many and x.step or None }, TupleMT))
  end
  if mt == R.BoundMT then -- equal bound methods hash alike (see BoundMT["#eq"])
    local self = x["#self"]
    local ts = type(self)
    local hs = (ts == "number" or ts == "string" or ts == "boolean") and hash(self) or R.objid(self)
    return (R.objid(x["#f"]) * 1000003) ~ hs
  end
  local f = lookup(typeof(x), "__hash__")
  if f == None or (mt and mt["#key"] == false) then
    raise("TypeError", "unhashable type: '" .. typename(x) .. "'")
  end
  if f then
    local h = f(x)
    if mtype(h) == "integer" then
      if h == -1 then return -2 end -- (-1 is C's error value: CPython's slot makes it -2)
      return h
    end
    if type(h) == "boolean" then return h and 1 or 0 end
    if BigMT and getmetatable(h) == BigMT then return num.hash(h) end
    raise("TypeError", "__hash__ method should return an integer")
  end
  return R.objid(x)
end
R.hash = hash
B.hash = function(x)
  if x == nil then argc(FEW.hash) end
  return hash(x)
end
B.id = function(x)
  if x == nil then argc(FEW.id) end
  return R.objid(x) * 16 + 0x7f3a00000000
end

B.callable = function(x)
  if x == nil then argc(FEW.callable) end
  local tx = type(x)
  if tx == "function" then return true end
  local mt = getmetatable(x)
  if mt == R.TypeMT or mt == R.BoundMT then return true end
  if mt and mt["#inst"] then return x["@__call__"] ~= nil end
  return mt ~= nil and mt["#callable"] == true
end

local SIZED_ITER = { list = "list_iterator", tuple = "tuple_iterator", str = "str_ascii_iterator",
  dict = "dict_keyiterator", set = "set_iterator", frozenset = "set_iterator",
  range = "range_iterator", dict_keys = "dict_keyiterator", dict_values = "dict_valueiterator",
  dict_items = "dict_itemiterator", bytes = "bytes_iterator", bytearray = "bytearray_iterator",
  memoryview = "memory_iterator" }
B.iter = function(x, sentinel)
  if x == nil then argc(FEW.iter) end
  if sentinel ~= nil then
    if not B.callable(x) then raise("TypeError", "iter(v, w): v must be callable") end
    return make_iter(function()
      local v = x()
      if v == sentinel or (not R.eq_asked(v, sentinel) and EQ(v, sentinel)) then return nil end
      return v
    end, "callable_iterator")
  end
  local mt = getmetatable(x)
  if type(x) == "table" and rawget(x, "#next") then return x end
  local f = lookup(typeof(x), "__iter__")
  if f and mt and mt["#inst"] then
    if f == None then raise("TypeError", "'" .. typename(x) .. "' object is not iterable") end
    local it = f(x)
    if not (type(it) == "table" and rawget(it, "#next")) and not it["@__next__"] then
      raise("TypeError", "iter() returned non-iterator of type '" .. typename(it) .. "'")
    end
    return it
  end
  local nf = iterate(x)
  local name = SIZED_ITER[typename(x)]
  if not name then return make_iter(nf, "iterator") end
  if type(x) == "string" and find(x, "[\128-\255]") then name = "str_iterator" end
  -- the iterator of a sized container counts what it gave, for operator.length_hint
  local n = 0
  local it = make_iter(function()
    local v = nf()
    if v ~= nil then n = n + 1 end
    return v
  end, name)
  rawset(it, "#hint", function()
    local left = R.LEN(x) - n
    return left > 0 and left or 0
  end)
  return it
end

B.next = function(it, default)
  if it == nil then argc(FEW.next) end
  local nf = type(it) == "table" and rawget(it, "#next")
  if nf then
    local v, rv = nf()
    if v == nil then
      if default ~= nil then return default end
      raise("StopIteration", rv) -- a generator's return value (once)
    end
    return v
  end
  local f = lookup(typeof(it), "__next__")
  if f then
    if default == nil then return f(it) end
    local ok, v = pcall(f, it)
    if ok then return v end
    local e = R.EXC(v)
    if isinstance(e, exc_classes.StopIteration) then return default end
    error(e, 0)
  end
  raise("TypeError", "'" .. typename(it) .. "' object is not an iterator")
end

B.getattr = function(o, name, default)
  if name == nil then argc(FEW.getattr, o, name) end
  if type(name) ~= "string" then
    raise("TypeError", "attribute name must be string, not '" .. typename(name) .. "'")
  end
  if default == nil then
    local v = o[name]
    if v ~= nil and name:find("^[%a_][%w_]*$") and type(o) == "table" and getmetatable(o)["#inst"] then return v end
    return R.GA(o, name)
  end
  if R.ga_misses(o, name) then return default end
  local ok, v = pcall(R.GA, o, name)
  if ok then return v end
  local e = R.EXC(v)
  if isinstance(e, exc_classes.AttributeError) then return default end
  error(e, 0)
end
B.setattr = function(o, name, v)
  if v == nil then raise("TypeError", "setattr expected 3 arguments, got " .. (name == nil and (o == nil and 0 or 1) or 2)) end
  if type(name) ~= "string" then raise("TypeError", "attribute name must be string, not '" .. typename(name) .. "'") end
  R.SA(o, name, v)
  return None
end
B.hasattr = function(o, name)
  if name == nil then argc(FEW.hasattr, o, name) end
  if type(name) ~= "string" then raise("TypeError", "attribute name must be string, not '" .. typename(name) .. "'") end
  if R.ga_misses(o, name) then return false end
  local ok, v = pcall(R.GA, o, name)
  if ok then return true end
  local e = R.EXC(v)
  if isinstance(e, exc_classes.AttributeError) then return false end
  error(e, 0)
end
B.delattr = function(o, name)
  if name == nil then raise("TypeError", "delattr expected 2 arguments, got " .. (o == nil and 0 or 1)) end
  if type(name) ~= "string" then raise("TypeError", "attribute name must be string, not '" .. typename(name) .. "'") end
  R.DA(o, name)
  return None
end

B.format = function(v, spec)
  if v == nil then argc(FEW.format) end
  if spec ~= nil and type(spec) ~= "string" then
    raise("TypeError", "format() argument 2 must be str, not " .. typename(spec))
  end
  return R.FORMAT(v, spec == nil and "" or spec)
end

B.vars = function(o)
  if o == nil then raise("TypeError", "vars() without arguments is not supported") end
  if not R.hasattr(o, "__dict__") then raise("TypeError", "vars() argument must have __dict__ attribute") end
  return R.GA(o, "__dict__")
end
B.dir = function(o)
  local names = {}
  if o ~= nil and getmetatable(o) ~= R.TypeMT then -- an object's own __dir__: its names, sorted
    local f = lookup(typeof(o), "__dir__")
    if f and f ~= lookup(object, "__dir__") then
      local l = LIST(toarray(f(o)))
      R.sort_list(l)
      return l
    end
  end
  if o ~= nil then
    local t = getmetatable(o) == R.TypeMT and o or typeof(o)
    local seen = {}
    for _, c in ipairs(t["#mro"]) do
      for k in pairs(c["#dict"]) do
        if type(k) == "string" and not seen[k] then seen[k] = true; names[#names + 1] = k end
      end
      -- a builtin type's attributes that its getattr answers (int's real, range's start)
      for _, k in ipairs(rawget(c, "#dir") or {}) do
        if not seen[k] then seen[k] = true; names[#names + 1] = k end
      end
    end
    if type(o) == "table" and getmetatable(o)["#inst"] then
      local mt = getmetatable(o)
      for k in next, o do
        local name = R.iname(mt, k)
        if name and not seen[name] then seen[name] = true; names[#names + 1] = name end
      end
    elseif type(o) == "function" and R.FATTR[o] then -- a function's attributes (f.calls = 0)
      for k in pairs(R.FATTR[o]) do
        if not seen[k] then seen[k] = true; names[#names + 1] = k end
      end
    end
  end
  sort(names)
  return LIST(names)
end

local property_t = R.builtin_type("property", { object }, {}, R.PropertyMT)
property_t["#dir"] = { "deleter", "fdel", "fget", "fset", "getter", "setter" }
-- (the names dir() lists besides a type's methods: see B.dir)
R.int_t["#dir"] = { "denominator", "imag", "numerator", "real" }
R.float_t["#dir"] = { "imag", "real" }
R.complex_t["#dir"] = { "imag", "real" }
R.range_t["#dir"] = { "start", "step", "stop" }
R.slice_t["#dir"] = { "start", "step", "stop" }
property_t["#builtin"] = true
R.PropertyMT.__index = function(p, k)
  if k == "fget" or k == "fset" or k == "fdel" then return rawget(p, k) end
  if k == "__get__" or k == "__set__" or k == "__delete__" then -- the protocol called by hand
    local f = rawget(p, k == "__get__" and "fget" or k == "__set__" and "fset" or "fdel")
    local what = k == "__get__" and "getter" or k == "__set__" and "setter" or "deleter"
    return function(obj, v)
      if obj == nil then R.argc({ "E", k, 1, 2 }) end
      if k == "__get__" and obj == None then return p end
      if f == nil or f == None then
        raise("AttributeError", "property of '" .. typename(obj) .. "' object has no " .. what)
      end
      if k == "__set__" then f(obj, v) return None end
      return f(obj)
    end
  end
  if k == "@fget" or k == "@fset" or k == "@fdel" then -- a call p.fget(obj)
    local f = rawget(p, k == "@fget" and "fget" or k == "@fset" and "fset" or "fdel")
    return function(_, ...) return f(...) end
  end
  if k == "__doc__" then -- doc=, else the getter's docstring
    local d = rawget(p, "doc")
    if d ~= nil and d ~= None then return d end
    local sig = R.SIG[rawget(p, "fget")]
    return sig and sig.doc or None
  end
  if k == "setter" or k == "@setter" then
    local fn = function(f) return setmetatable({ fget = p.fget, fset = f, fdel = p.fdel, doc = rawget(p, "doc") }, R.PropertyMT) end
    if k == "setter" then return fn end
    return function(_, f) return fn(f) end
  end
  if k == "getter" or k == "@getter" then
    local fn = function(f) return setmetatable({ fget = f, fset = p.fset, fdel = p.fdel, doc = rawget(p, "doc") }, R.PropertyMT) end
    if k == "getter" then return fn end
    return function(_, f) return fn(f) end
  end
  if k == "deleter" or k == "@deleter" then
    local fn = function(f) return setmetatable({ fget = p.fget, fset = p.fset, fdel = f, doc = rawget(p, "doc") }, R.PropertyMT) end
    if k == "deleter" then return fn end
    return function(_, f) return fn(f) end
  end
  return nil
end
R.PropertyMT["#class"] = property_t
property_t["#call"] = function(_, fget, fset, fdel, doc)
  return setmetatable({ fget = fget == nil and None or fget, fset = fset == nil and None or fset,
                        fdel = fdel == nil and None or fdel, doc = doc }, R.PropertyMT)
end
property_t["#call_params"] = { "fget", "fset", "fdel", "doc" }
B.property = property_t
local sm_t = R.builtin_type("staticmethod", { object }, {}, R.StaticMT)
local cm_t = R.builtin_type("classmethod", { object }, {}, R.ClassMT)
sm_t["#call"] = function(_, f) return setmetatable({ f = f }, R.StaticMT) end
cm_t["#call"] = function(_, f) return setmetatable({ f = f }, R.ClassMT) end
B.staticmethod, B.classmethod = sm_t, cm_t
sm_t["#builtin"], cm_t["#builtin"] = true, true
-- (since 3.10 both copy the function's __name__, __qualname__, __doc__ and __module__, and a
-- staticmethod object is callable)
local FUNC_ATTRS = { __name__ = true, __qualname__ = true, __doc__ = true, __module__ = true }
local function wrapper_index(s, k)
  if k == "__func__" or k == "__wrapped__" then return s.f end
  if FUNC_ATTRS[k] then return R.GA(s.f, k) end
  return nil
end
R.StaticMT.__index, R.ClassMT.__index = wrapper_index, wrapper_index
R.StaticMT.__call = function(s, ...) return s.f(...) end
R.StaticMT["#call_kw"] = function(s, pos, _, kw) return R.CALL(s.f, pos, kw) end
R.ClassMT.__call = R.not_callable
R.install_operators(R.PropertyMT)
R.install_operators(R.StaticMT)
R.install_operators(R.ClassMT)
R.StaticMT["#repr"] = function(s) return "<staticmethod(" .. R.repr(s.f) .. ")>" end
R.ClassMT["#repr"] = function(s) return "<classmethod(" .. R.repr(s.f) .. ")>" end
local ellipsis_t = R.builtin_type("ellipsis", { object }, {}, R.EllipsisMT)
ellipsis_t["#builtin"] = true
R.EllipsisMT["#repr"] = function() return "Ellipsis" end
R.install_operators(R.EllipsisMT)
R.EllipsisMT.__call = R.not_callable
R.EllipsisMT.__newindex = R.no_setattr
R.EllipsisMT.__index = ellipsis_t["#flat"]
-- NotImplemented: the userdata sentinel with a type of its own
local NotImplementedMT = {}
local notimpl_t = R.builtin_type("NotImplementedType", { object }, {}, NotImplementedMT)
notimpl_t["#builtin"] = true
NotImplementedMT["#repr"] = function() return "NotImplemented" end
R.install_operators(NotImplementedMT)
NotImplementedMT.__call = R.not_callable
NotImplementedMT.__newindex = R.no_setattr
NotImplementedMT.__index = notimpl_t["#flat"]
debug_setmetatable(NotImplemented, NotImplementedMT)
B.NotImplemented = NotImplemented
B.Ellipsis = R.Ellipsis
B.None = None
B.True, B.False = true, false

-- stdin is empty in the sandbox: CPython writes the prompt to stdout, then finds the end of file
B.input = function(prompt)
  if prompt ~= nil then write(str(prompt)) end
  raise("EOFError", "EOF when reading a line")
end
B.open = function()
  raise("PermissionError", "[Errno 1] Operation not permitted: files are not available in this sandbox")
end
B.exit = function(code)
  if code == nil then error(R.type_call(exc_classes.SystemExit), 0) end
  error(R.type_call(exc_classes.SystemExit, code), 0)
end
B.quit = B.exit
B.globals = function() return R.globals_dict() end
B.locals = function() return R.globals_dict() end

B.slice = R.slice_t

-- A builtin function given too many positional arguments raises CPython's TypeError: the
-- VM counts the arguments of a function marked as a frame (patches/lua/0005, mp_toomany) and
-- R.too_many_args words the message in the builtin's form. Each entry: the form, the
-- function's parameter count (checked against the Lua function: a mismatch is not marked).
local TOO_MANY = {
  repr = { "one", 1 }, ascii = { "one", 1 }, len = { "one", 1 }, abs = { "one", 1 },
  any = { "one", 1 }, all = { "one", 1 }, chr = { "one", 1 }, ord = { "one", 1 },
  hex = { "one", 1 }, oct = { "one", 1 }, bin = { "one", 1 }, hash = { "one", 1 },
  id = { "one", 1 }, callable = { "one", 1 },
  filter = { "expected", 2 }, isinstance = { "expected", 2 }, issubclass = { "expected", 2 },
  divmod = { "expected", 2 }, setattr = { "expected", 3 }, hasattr = { "expected", 2 },
  delattr = { "expected", 2 },
  sum = { "most", 2 }, enumerate = { "most", 2 }, round = { "most", 2 }, pow = { "most", 3 },
  iter = { "expected_most", 2 }, next = { "expected_most", 2 },
  getattr = { "expected_most", 3 }, format = { "expected_most", 2 },
  vars = { "expected_most", 1 }, dir = { "expected_most", 1 }, input = { "expected_most", 1 },
  globals = { "none", 0 }, locals = { "none", 0 }, super = { "expected_most", 2, name = "super()" },
}
for name, form in pairs(TOO_MANY) do
  local f = B[name]
  local info = type(f) == "function" and debug_getinfo(f, "u")
  if info and not info.isvararg and info.nparams == form[2] then
    local s = R.SIG[f]
    if not s then
      local params = {}
      for i = 1, form[2] do params[i] = "arg" .. i end
      s = { name = name, params = params, nposonly = form[2], nrequired = 0 }
      R.SIG[f] = s
    end
    s.toomany = form
    host.markframe(f)
  end
end

-- The methods of the builtin types, checked as the builtins above (R.mark_methods, once every
-- type exists): [type name] = { method = { form, most positional arguments besides self } }.
-- CPython words a METH_NOARGS or METH_O method's message with its qualified name
-- ("str.upper() takes no arguments (1 given)") and an Argument Clinic one with its bare name
-- ("pop expected at most 1 argument, got 2"). Methods that take keywords keep their own
-- signatures (one is checked only if it has one).
local METHODS = {
  list = { append = { "one", 1 }, copy = { "none", 0 }, clear = { "none", 0 },
    reverse = { "none", 0 }, pop = { "expected_most", 1 }, insert = { "expected", 2 },
    remove = { "one", 1 }, count = { "one", 1 }, extend = { "one", 1 } },
  str = { upper = { "none", 0 }, lower = { "none", 0 }, title = { "none", 0 },
    capitalize = { "none", 0 }, casefold = { "none", 0 }, swapcase = { "none", 0 },
    isdigit = { "none", 0 }, isalpha = { "none", 0 }, isalnum = { "none", 0 },
    isspace = { "none", 0 }, isupper = { "none", 0 }, islower = { "none", 0 },
    istitle = { "none", 0 }, isnumeric = { "none", 0 }, isdecimal = { "none", 0 },
    isidentifier = { "none", 0 }, isprintable = { "none", 0 }, isascii = { "none", 0 },
    strip = { "expected_most", 1 }, lstrip = { "expected_most", 1 }, rstrip = { "expected_most", 1 },
    join = { "one", 1 }, zfill = { "one", 1 }, partition = { "one", 1 }, rpartition = { "one", 1 },
    replace = { "expected_most", 3 }, center = { "expected_most", 2 },
    ljust = { "expected_most", 2 }, rjust = { "expected_most", 2 },
    startswith = { "most", 3 }, endswith = { "most", 3 }, find = { "most", 3 },
    rfind = { "most", 3 }, index = { "most", 3 }, rindex = { "most", 3 }, count = { "most", 3 },
    split = { "most", 2, kw = true }, rsplit = { "most", 2, kw = true } },
  dict = { keys = { "none", 0 }, values = { "none", 0 }, items = { "none", 0 },
    copy = { "none", 0 }, clear = { "none", 0 }, popitem = { "none", 0 },
    get = { "expected_most", 2 }, pop = { "expected_most", 2 }, setdefault = { "expected_most", 2 } },
  set = { add = { "one", 1 }, discard = { "one", 1 }, remove = { "one", 1 }, pop = { "none", 0 },
    clear = { "none", 0 }, copy = { "none", 0 } },
  int = { bit_length = { "none", 0 }, bit_count = { "none", 0 }, conjugate = { "none", 0 } },
  float = { is_integer = { "none", 0 }, hex = { "none", 0 }, conjugate = { "none", 0 } },
  tuple = { count = { "one", 1 } },
}
-- The constructors of builtin types (their "#call", which takes the type first), checked the
-- same way: [type name] = { form, most positional arguments }
local CONSTRUCTORS = {
  bool = { "expected_most", 1 }, float = { "expected_most", 1 }, list = { "expected_most", 1 },
  tuple = { "expected_most", 1 }, set = { "expected_most", 1 }, frozenset = { "expected_most", 1 },
  complex = { "most", 2 },
}
-- A module's function f (a Lua function of n fixed parameters) given more arguments raises
-- CPython's TypeError in its form: ("one", 1, "math.sqrt") "math.sqrt() takes exactly one
-- argument (2 given)", ("expected", 2, "pow") "pow expected 2 arguments, got 3" (the VM counts
-- them: host.markframe). A function of another shape is left as it is.
function R.toomany(f, form, n, name, nreq)
  local info = type(f) == "function" and debug_getinfo(f, "u")
  if not info or info.isvararg or info.nparams ~= n then return end
  local s = R.SIG[f]
  if not s then
    local params = {} -- (the Lua parameters' names: what a missing argument's message names)
    for i = 1, n do params[i] = debug_getlocal(f, i) or ("arg" .. i) end
    -- (its __name__: the message's name without a module or type prefix)
    s = { name = name:match("([%w_]+)$"), params = params, nposonly = n, nrequired = nreq or n }
    R.SIG[f] = s
  end
  s.toomany = { form, n, nreq, name = name }
  -- fewer arguments than it requires: the VM raises too (R.too_few_args words it)
  local req = 0
  if form == "one" or form == "expected" or form == "exactly" then req = n
  elseif form == "py" or form == "pyself" then req = nreq or n
  elseif (form == "expected_most" or form == "most") and nreq then req = nreq end
  host.markframe(f, req)
end
-- R.toomany for a module's functions: specs {{ key, form, n, name [, nreq] }, ...}
function R.toomany_all(m, specs)
  for _, sp in ipairs(specs) do
    local f = rawget(m, sp[1])
    if f ~= nil then R.toomany(f, sp[2], sp[3], sp[4], sp[5]) end
  end
end

-- The functions of a module that CPython writes in Python: specs {{ key, n, nreq [, names] }},
-- n the positional parameters (a Lua function of another count is left as it is), nreq the
-- required ones; a call with more or fewer raises the TypeError CPython's def would
function R.pyfuncs(m, specs)
  for _, sp in ipairs(specs) do
    local f = rawget(m, sp[1])
    local s = f ~= nil and R.SIG[f]
    if f ~= nil and not (s and (s.kwonly or s.complex or s.vararg)) then
      if sp[4] and not s and type(f) == "function" then -- CPython's parameter names
        R.SIG[f] = { name = sp[1], params = sp[4], nposonly = 0, nrequired = sp[3] }
      end
      R.toomany(f, "py", sp[2], sp[1], sp[3])
    end
  end
end

function R.mark_methods()
  for tname, form in pairs(CONSTRUCTORS) do
    local t = rawget(B, tname)
    local f = t and rawget(t, "#call")
    local info = type(f) == "function" and debug_getinfo(f, "u")
    if info and not info.isvararg and info.nparams == form[2] + 1 and not R.SIG[f] then
      local params = { "type" }
      for i = 1, form[2] do params[i + 1] = "arg" .. i end
      R.SIG[f] = { name = tname, params = params, nposonly = form[2] + 1, nrequired = 1,
        toomany = { form[1], form[2], self = true, name = tname } }
      host.markframe(f)
    end
  end
  for tname, methods in pairs(METHODS) do
    local t = rawget(B, tname)
    local d = t and t["#dict"]
    for name, form in pairs(d and methods or {}) do
      local f = d[name]
      local lf = R.CFALLBACK and R.CFALLBACK[f] -- (a C method's Lua one counts the arguments)
      if lf then
        R.SIG[lf] = R.SIG[lf] or R.SIG[f]
        f = lf
      end
      local info = type(f) == "function" and debug_getinfo(f, "u")
      local s = info and R.SIG[f]
      if info and not info.isvararg and info.nparams == form[2] + 1 and (s or not form.kw) then
        if not s then
          local params = { "self" }
          for i = 1, form[2] do params[i + 1] = "arg" .. i end
          s = { name = name, params = params, nposonly = form[2] + 1, nrequired = 1 }
          R.SIG[f] = s
        end
        s.toomany = { form[1], form[2], self = true,
          name = (form[1] == "one" or form[1] == "none") and (tname .. "." .. name) or name }
        host.markframe(f)
      end
    end
  end
end

-- Builtin methods and functions whose parameters are positional-only in CPython: a keyword
-- call raises "dict.get() takes no keyword arguments" (sig.nokw, checked by CALL and CALLM
-- before binding; a function without a signature gets the same words from CALL)
local NOKW_METHODS = {
  str = "capitalize casefold center count endswith find index isalnum isalpha isascii isdecimal \
    isdigit isidentifier islower isnumeric isprintable isspace istitle isupper join ljust lower \
    lstrip partition removeprefix removesuffix replace rfind rindex rjust rpartition rstrip \
    startswith strip swapcase title translate upper zfill",
  list = "append clear copy count extend index insert pop remove reverse",
  tuple = "count index",
  dict = "clear copy get items keys pop popitem setdefault values",
  set = "add clear copy difference difference_update discard intersection intersection_update \
    isdisjoint issubset issuperset pop remove symmetric_difference symmetric_difference_update \
    union update",
  frozenset = "copy difference intersection isdisjoint issubset issuperset symmetric_difference union",
  bytes = "center count endswith find index join ljust lstrip partition removeprefix \
    removesuffix replace rfind rindex rjust rpartition rstrip startswith strip zfill",
}
-- (run.lua calls it once every type is made)
function R.mark_nokw()
local NOKW_SAMPLES = { str = "", list = R.LIST({}), tuple = R.TUPLE({}), dict = R.DICT(),
  set = R.SET({}), frozenset = R.CALL(R.frozenset_t, {}), bytes = R.BYTES("") }
for tname, names in pairs(NOKW_METHODS) do
  local sample = NOKW_SAMPLES[tname]
  local d = R.typeof(sample)["#dict"]
  for name in names:gmatch("%S+") do
    -- the method in the type's dict and its slot (o["@name"], what CALLM calls)
    for _, f in ipairs({ d[name], sample["@" .. name] }) do
      if type(f) == "function" then
        local s = R.SIG[f]
        if not s then
          s = { name = name, params = {}, nposonly = 0, nrequired = 0 }
          R.SIG[f] = s
        end
        s.nokw = tname .. "." .. name
      end
    end
  end
end
for name in ("abs all any ascii bin callable chr delattr dir divmod format getattr hasattr hash hex \
    id isinstance issubclass iter len next oct ord repr setattr vars"):gmatch("%S+") do
  local s = R.SIG[B[name]]
  if s then s.nokw = name end
end
end

B.__name__ = "__main__"

-- global name lookups that miss: NameError
local builtins_mt = {
  __index = function(_, k)
    local e = R.new_exception(exc_classes.NameError, "name '" .. tostring(k) .. "' is not defined")
    rawset(e, "name", tostring(k))
    if R.frame_locals then rawset(e, "#locals", R.frame_locals()) end -- for "Did you mean"
    error(e, 0)
  end,
}
setmetatable(B, builtins_mt)

-- EMPTYARG(name): min()/max() of a generator expression that made no item (codegen's
-- fused_reduce)
function R.EMPTYARG(name) raise("ValueError", name .. "() arg is an empty sequence") end

-- BIGINT("digits"): an int literal beyond 64 bits
function R.BIGINT(s) return num.fromstring(s, 10) end

-- ANNOTATE(ns, name, annotation): `name: annotation` in a class body
-- SETUPANN(G): a module that annotates names gets its __annotations__ dict first
function R.SETUPANN(G)
  if rawget(G, "__annotations__") == nil then G.__annotations__ = R.DICT() end
end
function R.ANNOTATE(ns, name, ann)
  local d = ns.__annotations__
  if d == nil then d = R.DICT(); ns.__annotations__ = d end
  R.SI(d, name, ann)
end

-- LOOKUP(ns, name, env): a class body reading a name: its namespace's (a False or None there
-- too), else the globals' and builtins'
function R.LOOKUP(ns, name, env)
  local v = ns[name]
  if v ~= nil then return v end
  return env[name]
end

function R.UNBOUND(name)
  raise("UnboundLocalError", "cannot access local variable '" .. name .. "' where it is not associated with a value")
end

-- a free variable (an enclosing function's local) read from a nested scope before it is bound
function R.UNBOUNDFREE(name)
  raise("NameError", "cannot access free variable '" .. name ..
    "' where it is not associated with a value in enclosing scope")
end

function R.DELNAME(ns, name)
  local mt = getmetatable(ns)
  if mt and mt["#delname"] then return mt["#delname"](name) end -- exec's namespaces (eval.lua)
  if rawget(ns, name) == nil then
    raise("NameError", "name '" .. name .. "' is not defined")
  end
  rawset(ns, name, nil)
end

end
