-- modcsv.lua: csv after CPython's Modules/_csv.c (the reader's state machine, the writer's
-- quoting rules, the dialect checks and their messages) and Lib/csv.py (DictReader,
-- DictWriter). Files are any objects with write() / any iterables of lines: io.StringIO, lists.
local type, rawget, rawset, rawequal, select, pairs, ipairs, tostring, pcall =
      type, rawget, rawset, rawequal, select, pairs, ipairs, tostring, pcall
local string, table, utf8, math = string, table, utf8, math
local sub, find, concat, byte = string.sub, string.find, table.concat, string.byte
local mtype = math.type

return function(R, host)
local _ENV = nil
local None, raise, typename, repr, isinstance = R.None, R.raise, R.typename, R.repr, R.isinstance
local KWMARK = R.KWMARK

local m = {}
m.QUOTE_MINIMAL, m.QUOTE_ALL, m.QUOTE_NONNUMERIC, m.QUOTE_NONE = 0, 1, 2, 3
m.__version__ = "1.0"

local function class(name, bases, body)
  local c = R.CLASS(name, bases, nil, body)
  c["#dict"].__module__ = "csv"
  return c
end

local Error = class("Error", { R.exc_classes.Exception }, function() end)
Error["#dict"].__module__ = "_csv"
m.Error = Error
local function csv_error(msg) R.RAISE(R.type_call(Error, msg)) end

local field_limit = 128 * 1024
m.field_size_limit = R.sig(function(new)
  local old = field_limit
  if new ~= nil then
    if mtype(new) ~= "integer" then raise("TypeError", "limit must be an integer") end
    field_limit = new
  end
  return old
end, "field_size_limit", { "new_limit" }, { nrequired = 0 })

---------------------------------------------------------------------------------------------
-- Dialects
---------------------------------------------------------------------------------------------

local DIALECT_FIELDS = { "delimiter", "quotechar", "escapechar", "doublequote",
                         "skipinitialspace", "lineterminator", "quoting", "strict" }

m.Dialect = class("Dialect", { R.object }, function(ns)
  ns._name = ""
  ns._valid = false
  ns.delimiter = None
  ns.quotechar = None
  ns.escapechar = None
  ns.doublequote = None
  ns.skipinitialspace = None
  ns.lineterminator = None
  ns.quoting = None
  ns.strict = false
end)
m.excel = class("excel", { m.Dialect }, function(ns)
  ns.delimiter = ","
  ns.quotechar = "\""
  ns.doublequote = true
  ns.skipinitialspace = false
  ns.lineterminator = "\r\n"
  ns.quoting = 0
end)
m.excel_tab = class("excel_tab", { m.excel }, function(ns) ns.delimiter = "\t" end)
m.unix_dialect = class("unix_dialect", { m.Dialect }, function(ns)
  ns.delimiter = ","
  ns.quotechar = "\""
  ns.doublequote = true
  ns.skipinitialspace = false
  ns.lineterminator = "\n"
  ns.quoting = 1
end)

local registry = {}
local registry_order = {}
local function register(name, d)
  if registry[name] == nil then registry_order[#registry_order + 1] = name end
  registry[name] = d
end

local function char_param(name, v, allow_none)
  if v == None then
    if allow_none then return nil end
    raise("TypeError", '"' .. name .. '" must be a 1-character string')
  end
  if type(v) ~= "string" then
    raise("TypeError", '"' .. name .. '" must be string' .. (allow_none and " or None" or "") ..
      ", not " .. typename(v))
  end
  if (utf8.len(v) or #v) ~= 1 then
    raise("TypeError", '"' .. name .. '" must be a 1-character string')
  end
  return v
end

-- the dialect of a reader or writer: a name, a Dialect (class or instance), then keywords
local function make_dialect(dialect, kw)
  local src
  if dialect == nil or dialect == None then dialect = "excel" end
  if type(dialect) == "string" then
    src = registry[dialect]
    if not src then csv_error("unknown dialect") end
  else
    src = dialect
  end
  local d = {}
  for _, f in ipairs(DIALECT_FIELDS) do
    local v = R.GA(src, f)
    d[f] = v
  end
  if kw then
    for i = 1, #kw, 2 do
      local k = kw[i]
      local known = false
      for _, f in ipairs(DIALECT_FIELDS) do if f == k then known = true end end
      if not known then raise("TypeError", "'" .. k .. "' is an invalid keyword argument for this function") end
      d[k] = kw[i + 1]
    end
  end
  local o = {}
  o.delimiter = char_param("delimiter", d.delimiter == nil and "," or d.delimiter)
  o.quoting = d.quoting == nil and 0 or d.quoting
  if o.quoting == None then o.quoting = 0 end
  if mtype(o.quoting) ~= "integer" then raise("TypeError", '"quoting" must be an integer') end
  if o.quoting < 0 or o.quoting > 3 then raise("TypeError", "bad \"quoting\" value") end
  local qc = d.quotechar
  if qc == nil then qc = "\"" end
  if qc == None then
    if o.quoting ~= 3 then raise("TypeError", "quotechar must be set if quoting enabled") end
    o.quotechar = nil
  else
    o.quotechar = char_param("quotechar", qc, true)
  end
  o.escapechar = d.escapechar ~= nil and char_param("escapechar", d.escapechar, true) or nil
  o.doublequote = d.doublequote == nil or R.T(d.doublequote)
  o.skipinitialspace = d.skipinitialspace ~= nil and R.T(d.skipinitialspace)
  o.strict = d.strict ~= nil and R.T(d.strict)
  local lt = d.lineterminator
  if lt == nil then lt = "\r\n" end
  if type(lt) ~= "string" then
    raise("TypeError", '"lineterminator" must be a string')
  end
  o.lineterminator = lt
  return o
end

-- (reader's, writer's and register_dialect's count of positional arguments, in _csv.c's words:
-- the message has no function name)
local function check_npos(npos)
  if npos < 1 then raise("TypeError", " expected at least 1 argument, got " .. npos) end
  if npos > 2 then raise("TypeError", " expected at most 2 arguments, got " .. npos) end
end
m.register_dialect = R.sig(function(...)
  local pos, npos, kw
  if rawequal((...), KWMARK) then
    local _
    _, pos, npos, kw = ...
  else
    pos, npos = { ... }, select("#", ...)
  end
  check_npos(npos)
  local name, dialect = pos[1], pos[2]
  if type(name) ~= "string" then raise("TypeError", "dialect name must be a string") end
  local o = make_dialect(dialect, kw)
  local d = R.type_call(m.Dialect)
  for k, v in pairs(o) do rawset(d, k, v) end
  if o.quotechar == nil then rawset(d, "quotechar", None) end
  if o.escapechar == nil then rawset(d, "escapechar", None) end
  register(name, d)
  return None
end, "register_dialect", { "name", "dialect" }, { kwarg = "fmtparams", complex = true })
m.unregister_dialect = R.sig(function(name)
  if registry[name] == nil then csv_error("unknown dialect") end
  registry[name] = nil
  for i, n in ipairs(registry_order) do if n == name then table.remove(registry_order, i) break end end
  return None
end, "unregister_dialect", { "name" })
m.get_dialect = R.sig(function(name)
  local d = registry[name]
  if not d then csv_error("unknown dialect") end
  return d
end, "get_dialect", { "name" })
R.toomany(m.get_dialect, "most", 1, "get_dialect", 1)
R.toomany(m.unregister_dialect, "most", 1, "unregister_dialect", 1)
m.list_dialects = function()
  local out = {}
  for i, n in ipairs(registry_order) do out[i] = n end
  return R.LIST(out)
end
register("excel", m.excel)
register("excel-tab", m.excel_tab)
register("unix", m.unix_dialect)

-- (positional args, keywords) of reader(f, dialect, **fmtparams) and writer(...)
local function split_args(...)
  if rawequal((...), KWMARK) then
    local _, pos, npos, kw = ...
    check_npos(npos)
    local rest = {}
    local dialect = pos[2]
    for i = 1, #kw, 2 do
      if kw[i] == "dialect" then dialect = kw[i + 1]
      else rest[#rest + 1] = kw[i]; rest[#rest + 1] = kw[i + 1] end
    end
    return pos[1], dialect, rest, npos
  end
  local a, b = ...
  check_npos(select("#", ...))
  return a, b, nil, select("#", ...)
end

local function dialect_obj(o)
  local d = R.type_call(m.Dialect)
  for k, v in pairs(o) do rawset(d, k, v) end
  if o.quotechar == nil then rawset(d, "quotechar", None) end
  if o.escapechar == nil then rawset(d, "escapechar", None) end
  return d
end

---------------------------------------------------------------------------------------------
-- reader: _csv.c's parse_process_char, one code point at a time
---------------------------------------------------------------------------------------------

local START_RECORD, START_FIELD, ESCAPED_CHAR, IN_FIELD, IN_QUOTED_FIELD,
      ESCAPE_IN_QUOTED_FIELD, QUOTE_IN_QUOTED_FIELD, EAT_CRNL, AFTER_ESCAPED_CRNL =
      0, 1, 2, 3, 4, 5, 6, 7, 8

local Reader = class("reader", { R.object }, function(ns)
  ns.__iter__ = function(self) return self end
  ns.__next__ = function(self)
    local d = rawget(self, "#d")
    local it = rawget(self, "#it")
    local fields, field, flen = {}, {}, 0
    local state = START_RECORD
    local numeric = false -- the field was not quoted (QUOTE_NONNUMERIC converts it)
    local delim, qc, esc = d.delimiter, d.quotechar, d.escapechar
    local function save(c)
      flen = flen + 1
      if flen > field_limit then
        csv_error("field larger than field limit (" .. field_limit .. ")")
      end
      field[flen] = c
    end
    local function save_field()
      local s = concat(field, "", 1, flen)
      field, flen = {}, 0
      if numeric and d.quoting == 2 and s ~= "" then
        fields[#fields + 1] = R.tofloat(s)
      else
        fields[#fields + 1] = s
      end
      numeric = false
    end
    repeat
      local line = it()
      if line == nil then
        if flen ~= 0 or state == IN_QUOTED_FIELD then
          if d.strict then csv_error("unexpected end of data") end
          save_field()
          break
        end
        if state == START_RECORD or #fields == 0 then R.RAISE(R.exc_classes.StopIteration) end
        break
      end
      if type(line) ~= "string" then
        csv_error("iterator should return strings, not " .. typename(line) ..
          " (the file should be opened in text mode)")
      end
      rawset(self, "line_num", rawget(self, "line_num") + 1)
      local chars = {}
      for _, cp in utf8.codes(line, true) do chars[#chars + 1] = utf8.char(cp) end
      chars[#chars + 1] = false -- end of line: _csv.c feeds a '\0' that ends the line
      for i = 1, #chars do
        local c = chars[i]
        local eol = c == false
        -- parse_process_char
        if state == START_RECORD then
          if eol then break end
          if c == "\n" or c == "\r" then state = EAT_CRNL
          else state = START_FIELD end
          if state == EAT_CRNL then goto continue end
        end
        if state == START_FIELD then
          if c == "\n" or c == "\r" or eol then
            save_field()
            state = eol and START_RECORD or EAT_CRNL
          elseif c == qc and d.quoting ~= 3 then
            state = IN_QUOTED_FIELD
          elseif c == esc then
            state = ESCAPED_CHAR
          elseif c == " " and d.skipinitialspace then
            -- ignore spaces at the start of a field
          elseif c == delim then
            save_field()
          else
            numeric = true
            save(c)
            state = IN_FIELD
          end
        elseif state == ESCAPED_CHAR then
          if c == "\n" or c == "\r" then save(c); state = AFTER_ESCAPED_CRNL
          else
            if eol then c = "\n" end
            save(c)
            state = IN_FIELD
          end
        elseif state == AFTER_ESCAPED_CRNL or state == IN_FIELD then
          if state == AFTER_ESCAPED_CRNL and eol then goto continue end
          state = IN_FIELD
          if c == "\n" or c == "\r" or eol then
            save_field()
            state = eol and START_RECORD or EAT_CRNL
          elseif c == esc then
            state = ESCAPED_CHAR
          elseif c == delim then
            save_field()
            state = START_FIELD
          else
            save(c)
          end
        elseif state == IN_QUOTED_FIELD then
          if eol then
            -- the line ended inside quotes: the field goes on with the next line
          elseif c == esc then
            state = ESCAPE_IN_QUOTED_FIELD
          elseif c == qc and d.quoting ~= 3 then
            if d.doublequote then state = QUOTE_IN_QUOTED_FIELD else state = IN_FIELD end
          else
            save(c)
          end
        elseif state == ESCAPE_IN_QUOTED_FIELD then
          if eol then c = "\n" end
          save(c)
          state = IN_QUOTED_FIELD
        elseif state == QUOTE_IN_QUOTED_FIELD then
          if d.quoting ~= 3 and c == qc then
            save(c)
            state = IN_QUOTED_FIELD
          elseif c == delim then
            save_field()
            state = START_FIELD
          elseif c == "\n" or c == "\r" or eol then
            save_field()
            state = eol and START_RECORD or EAT_CRNL
          elseif not d.strict then
            save(c)
            state = IN_FIELD
          else
            csv_error("'" .. delim .. "' expected after '" .. qc .. "'")
          end
        elseif state == EAT_CRNL then
          if c == "\n" or c == "\r" then
            -- more line ends
          elseif eol then
            state = START_RECORD
          else
            csv_error("new-line character seen in unquoted field - do you need to open the file with newline=''?")
          end
        end
        ::continue::
      end
    until state == START_RECORD
    return R.LIST(fields)
  end
end)

Reader["#dict"].__module__ = "_csv"

m.reader = R.sig(function(...)
  local csvfile, dialect, kw = split_args(...)
  local r = R.type_call(Reader)
  local d = make_dialect(dialect, kw)
  rawset(r, "#d", d)
  rawset(r, "#it", R.iterate(csvfile))
  rawset(r, "line_num", 0)
  rawset(r, "dialect", dialect_obj(d))
  return r
end, "reader", { "csvfile", "dialect" }, { kwarg = "fmtparams", complex = true })

---------------------------------------------------------------------------------------------
-- writer
---------------------------------------------------------------------------------------------

local function field_text(f)
  if f == None then return "", false end
  if type(f) == "string" then return f, false end
  if mtype(f) == "float" then return R.repr(f), true end
  if type(f) == "number" or type(f) == "boolean" or R.isnum(f) then return R.str(f), true end
  return R.str(f), false
end

local Writer = class("writer", { R.object }, function(ns)
  ns.writerow = function(self, row)
    local d = rawget(self, "#d")
    local ok, items = pcall(R.toarray, row)
    if not ok then
      csv_error("iterable expected, not " .. typename(row))
    end
    local out = {}
    local qc, esc, delim, lt = d.quotechar, d.escapechar, d.delimiter, d.lineterminator
    for i = 1, #items do
      local text, isnum = field_text(items[i])
      local quoted
      if d.quoting == 1 then quoted = true
      elseif d.quoting == 2 then quoted = not isnum
      else quoted = false end
      -- the characters that need quoting or escaping
      local need = false
      local chars = {}
      for _, cp in utf8.codes(text, true) do
        local c = utf8.char(cp)
        local special = c == delim or (esc and c == esc) or (qc and c == qc) or find(lt, c, 1, true)
        if special then
          if d.quoting == 3 then
            if esc == nil then csv_error("need to escape, but no escapechar set") end
            chars[#chars + 1] = esc
          else
            need = true
            if qc and c == qc then
              if d.doublequote then chars[#chars + 1] = qc
              elseif esc then chars[#chars + 1] = esc
              else csv_error("need to escape, but no escapechar set") end
            elseif esc and c == esc then
              chars[#chars + 1] = esc
            end
          end
        end
        chars[#chars + 1] = c
      end
      if need and d.quoting == 0 then quoted = true end
      if text == "" and #items == 1 then
        if d.quoting == 3 then csv_error("single empty field record must be quoted") end
        quoted = true
      end
      local s = concat(chars)
      if quoted then s = qc .. s .. qc end
      out[i] = s
    end
    local line = concat(out, delim) .. lt
    return R.CALL(rawget(self, "#write"), { line })
  end
  ns.writerows = function(self, rows)
    for row in R.iterate(rows) do ns.writerow(self, row) end
    return None
  end
end)

Writer["#dict"].__module__ = "_csv"

m.writer = R.sig(function(...)
  local f, dialect, kw = split_args(...)
  local w = R.type_call(Writer)
  local d = make_dialect(dialect, kw)
  rawset(w, "#d", d)
  rawset(w, "#write", R.GA(f, "write"))
  rawset(w, "dialect", dialect_obj(d))
  return w
end, "writer", { "fileobj", "dialect" }, { kwarg = "fmtparams", complex = true })

---------------------------------------------------------------------------------------------
-- DictReader, DictWriter (Lib/csv.py)
---------------------------------------------------------------------------------------------

-- the keywords of a call, minus the named ones (returned first, in order)
local function take_kw(kw, names)
  local got, rest = {}, {}
  for i = 1, #(kw or {}), 2 do
    local k, v = kw[i], kw[i + 1]
    local idx
    for j, n in ipairs(names) do if n == k then idx = j end end
    if idx then got[idx] = v else rest[#rest + 1] = k; rest[#rest + 1] = v end
  end
  return got, rest
end

local function call_kw(f, pos, kw)
  if #kw > 0 then return R.CALL(f, pos, kw) end
  return f(table.unpack(pos))
end

m.DictReader = class("DictReader", { R.object }, function(ns)
  ns.__init__ = R.sig(function(...)
    local pos, npos, kw
    if rawequal((...), KWMARK) then
      local _
      _, pos, npos, kw = ...
    else
      pos, npos, kw = { ... }, select("#", ...), {}
    end
    local got, rest = take_kw(kw, { "fieldnames", "restkey", "restval", "dialect" })
    local self, f = pos[1], pos[2]
    if f == nil then raise("TypeError", "DictReader.__init__() missing 1 required positional argument: 'f'") end
    local fieldnames = got[1] or pos[3]
    local restkey = got[2] or pos[4]
    local restval = got[3] or pos[5]
    local dialect = got[4] or pos[6] or "excel"
    rawset(self, "#fieldnames", (fieldnames ~= nil and fieldnames ~= None) and R.LIST(R.toarray(fieldnames)) or nil)
    rawset(self, "restkey", restkey or None)
    rawset(self, "restval", restval or None)
    rawset(self, "reader", call_kw(m.reader, { f, dialect }, rest))
    rawset(self, "dialect", dialect)
    rawset(self, "line_num", 0)
    return None
  end, "__init__", { "self", "f", "fieldnames", "restkey", "restval", "dialect" },
  { kwarg = "kwds", complex = true })
  local function names(self)
    local fn = rawget(self, "#fieldnames")
    if fn == nil then
      local r = rawget(self, "reader")
      local ok, row = pcall(R.CALLM, r, "__next__", {})
      if ok then fn = row
      else
        local e = R.EXC(row)
        if not isinstance(e, R.exc_classes.StopIteration) then R.RERAISE(e) end
        fn = None
      end
      rawset(self, "#fieldnames", fn)
      rawset(self, "line_num", rawget(r, "line_num"))
    end
    return fn
  end
  ns.fieldnames = R.builtins.property(names, function(self, v)
    rawset(self, "#fieldnames", v)
    return None
  end)
  ns.__iter__ = function(self) return self end
  ns.__next__ = function(self)
    if rawget(self, "line_num") == 0 then names(self) end
    local r = rawget(self, "reader")
    local row = R.CALLM(r, "__next__", {})
    rawset(self, "line_num", rawget(r, "line_num"))
    while #row == 0 do
      row = R.CALLM(r, "__next__", {})
      rawset(self, "line_num", rawget(r, "line_num"))
    end
    local fn = names(self)
    local fa = fn == None and {} or R.toarray(fn)
    local d = R.DICT()
    local nf, nr = #fa, #row
    for i = 1, (nf < nr and nf or nr) do R.SI(d, fa[i], row[i]) end
    if nf < nr then
      local extra = {}
      for i = nf + 1, nr do extra[#extra + 1] = row[i] end
      R.SI(d, rawget(self, "restkey"), R.LIST(extra))
    elseif nr < nf then
      for i = nr + 1, nf do R.SI(d, fa[i], rawget(self, "restval")) end
    end
    return d
  end
end)

m.DictWriter = class("DictWriter", { R.object }, function(ns)
  ns.__init__ = R.sig(function(...)
    local pos, npos, kw
    if rawequal((...), KWMARK) then
      local _
      _, pos, npos, kw = ...
    else
      pos, npos, kw = { ... }, select("#", ...), {}
    end
    local got, rest = take_kw(kw, { "fieldnames", "restval", "extrasaction", "dialect" })
    local self, f = pos[1], pos[2]
    local fieldnames = got[1] or pos[3]
    if fieldnames == nil then
      raise("TypeError", "DictWriter.__init__() missing 1 required positional argument: 'fieldnames'")
    end
    local restval = got[2] or pos[4] or ""
    local extras = got[3] or pos[5] or "raise"
    local dialect = got[4] or pos[6] or "excel"
    rawset(self, "fieldnames", fieldnames)
    rawset(self, "restval", restval)
    if type(extras) ~= "string" or (extras:lower() ~= "raise" and extras:lower() ~= "ignore") then
      raise("ValueError", "extrasaction (" .. R.str(extras) .. ") must be 'raise' or 'ignore'")
    end
    rawset(self, "extrasaction", extras)
    rawset(self, "writer", call_kw(m.writer, { f, dialect }, rest))
    return None
  end, "__init__", { "self", "f", "fieldnames", "restval", "extrasaction", "dialect" },
  { kwarg = "kwds", complex = true })
  ns.writeheader = function(self)
    local fn = R.toarray(rawget(self, "fieldnames"))
    local header = R.DICT()
    for _, k in ipairs(fn) do R.SI(header, k, k) end
    return self["@writerow"](self, header)
  end
  ns._dict_to_list = function(self, rowdict)
    local fn = R.toarray(rawget(self, "fieldnames"))
    if rawget(self, "extrasaction"):lower() == "raise" then
      local known = R.SET(fn)
      local wrong = {}
      for k in R.iterate(rowdict) do
        if not R.IN(k, known) then wrong[#wrong + 1] = R.repr(k) end
      end
      if #wrong > 0 then
        raise("ValueError", "dict contains fields not in fieldnames: " .. concat(wrong, ", "))
      end
    end
    local out = {}
    local restval = rawget(self, "restval")
    for i, k in ipairs(fn) do
      local v = R.CALLM(rowdict, "get", { k, restval })
      out[i] = v
    end
    return R.LIST(out)
  end
  ns.writerow = function(self, rowdict)
    return R.CALLM(rawget(self, "writer"), "writerow", { self["@_dict_to_list"](self, rowdict) })
  end
  ns.writerows = function(self, rows)
    for row in R.iterate(rows) do self["@writerow"](self, row) end
    return None
  end
end)

-- Sniffer, after CPython's csv.Sniffer: the quote and delimiter around quoted fields (four
-- regular expressions in turn), else the character whose count per line is the most
-- consistent (its mode over chunks of 10 lines, the consistency lowered from 1.0 by 0.01 down
-- to 0.9); ties go as CPython's dicts order them (first seen, ascii order). has_header compares
-- the first row's cells with the types and lengths of the next 20 rows' columns.
local ordered = function() return { keys = {}, vals = {} } end
local function oget(d, k) return d.vals[k] end
local function oset(d, k, v)
  if d.vals[k] == nil then d.keys[#d.keys + 1] = k end
  d.vals[k] = v
end
local function omax(d) -- the first key of the largest value (max(d, key=d.get))
  local best, bv
  for _, k in ipairs(d.keys) do
    if bv == nil or d.vals[k] > bv then best, bv = k, d.vals[k] end
  end
  return best
end
local QUOTE_RES = {
  [[(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)]],
  [[(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)]],
  [[(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)]],
  [[(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)]],
}
local function guess_quote_and_delimiter(data, delimiters)
  local re = R.IMPORT("re")
  local matches, rx
  for _, restr in ipairs(QUOTE_RES) do
    rx = re.compile(restr, R.BOR(re.DOTALL, re.MULTILINE))
    matches = R.toarray(R.CALLM(rx, "findall", { data }))
    if #matches > 0 then break end
  end
  if #matches == 0 then return "", false, nil, 0 end
  local quotes, delims, spaces = ordered(), ordered(), 0
  local gi = R.GA(rx, "groupindex")
  local qi, di, si = R.dict_get(gi, "quote"), R.dict_get(gi, "delim"), R.dict_get(gi, "space")
  for _, mt in ipairs(matches) do
    local g = R.toarray(mt)
    if type(mt) == "string" then g = { mt } end
    local key = g[qi]
    if key ~= "" then oset(quotes, key, (oget(quotes, key) or 0) + 1) end
    if di then
      key = g[di]
      if key ~= "" and (delimiters == nil or delimiters == None or R.IN(key, delimiters)) then
        oset(delims, key, (oget(delims, key) or 0) + 1)
      end
      if si and g[si] ~= "" then spaces = spaces + 1 end
    end
  end
  local quotechar = omax(quotes)
  local delim, skip
  if #delims.keys > 0 then
    delim = omax(delims)
    skip = oget(delims, delim) == spaces
    if delim == "\n" then delim = "" end
  else
    delim, skip = "", 0
  end
  local d, q = R.CALL(re.escape, { delim }), quotechar
  local dq = re.compile("((" .. d .. ")|^)\\W*" .. q .. "[^" .. d .. "\\n]*" .. q .. "[^" .. d .. "\\n]*" .. q
    .. "\\W*((" .. d .. ")|$)", re.MULTILINE)
  local doublequote = R.CALLM(dq, "search", { data }) ~= None
  return quotechar, doublequote, delim, skip
end

local function count(s, sub_)
  local n, at = 0, 1
  while true do
    local i, j = find(s, sub_, at, true)
    if not i then return n end
    n, at = n + 1, j + 1
  end
end
local PREFERRED = { ",", "\t", ";", " ", ":" }
local function guess_delimiter(data, delimiters)
  local lines = {}
  for line in (data .. "\n"):gmatch("([^\n]*)\n") do if line ~= "" then lines[#lines + 1] = line end end
  local chunk = math.min(10, #lines)
  local iteration = 0
  local freq = {} -- char -> ordered { count per line -> lines }
  local modes = ordered()
  local delims = ordered()
  local start, stop = 0, chunk
  local function skipinitial(dl) return count(lines[1], dl) == count(lines[1], dl .. " ") end
  while start < #lines do
    iteration = iteration + 1
    for li = start + 1, math.min(stop, #lines) do
      local line = lines[li]
      local counts = {}
      for c = 1, #line do local b = byte(line, c) counts[b] = (counts[b] or 0) + 1 end
      for c = 0, 126 do
        local meta = freq[c] or ordered()
        freq[c] = meta
        local f = counts[c] or 0
        oset(meta, f, (oget(meta, f) or 0) + 1)
      end
    end
    for c = 0, 126 do
      local meta = freq[c]
      if meta and not (#meta.keys == 1 and meta.keys[1] == 0) then
        if #meta.keys > 1 then
          local best = omax(meta)
          local others = 0
          for _, k in ipairs(meta.keys) do if k ~= best then others = others + meta.vals[k] end end
          oset(modes, string.char(c), { best, meta.vals[best] - others })
        else
          oset(modes, string.char(c), { meta.keys[1], meta.vals[meta.keys[1]] })
        end
      end
    end
    local total = math.min(chunk * iteration, #lines) + 0.0
    local consistency, threshold = 1.0, 0.9
    while #delims.keys == 0 and consistency >= threshold do
      for _, k in ipairs(modes.keys) do
        local v = modes.vals[k]
        if v[1] > 0 and v[2] > 0 and v[2] / total >= consistency
           and (delimiters == nil or delimiters == None or R.IN(k, delimiters)) then
          oset(delims, k, v)
        end
      end
      consistency = consistency - 0.01
    end
    if #delims.keys == 1 then
      local dl = delims.keys[1]
      return dl, skipinitial(dl)
    end
    start = stop
    stop = stop + chunk
  end
  if #delims.keys == 0 then return "", 0 end
  for _, d in ipairs(PREFERRED) do
    if delims.vals[d] then return d, skipinitial(d) end
  end
  local best
  for _, k in ipairs(delims.keys) do -- the largest (mode, count, char)
    local v = delims.vals[k]
    if not best then best = k else
      local b = delims.vals[best]
      if v[1] > b[1] or (v[1] == b[1] and (v[2] > b[2] or (v[2] == b[2] and k > best))) then best = k end
    end
  end
  return best, skipinitial(best)
end

m.Sniffer = class("Sniffer", { R.object }, function(ns)
  ns.__init__ = function(self)
    R.SA(self, "preferred", R.LIST({ ",", "\t", ";", " ", ":" }))
    return None
  end
  ns.sniff = R.sig(function(self, sample, delimiters)
    if type(sample) ~= "string" then raise("TypeError", "expected string or bytes-like object, got '" .. typename(sample) .. "'") end
    local quotechar, doublequote, delimiter, skip = guess_quote_and_delimiter(sample, delimiters)
    if not delimiter or delimiter == "" then delimiter, skip = guess_delimiter(sample, delimiters) end
    if not delimiter or delimiter == "" then csv_error("Could not determine delimiter") end
    local d = class("dialect", { m.Dialect }, function(dns)
      dns._name = "sniffed"
      dns.lineterminator = "\r\n"
      dns.quoting = m.QUOTE_MINIMAL
    end)
    d["#dict"].__module__ = "csv"
    R.type_setattr(d, "doublequote", doublequote)
    R.type_setattr(d, "delimiter", delimiter)
    R.type_setattr(d, "quotechar", (quotechar and quotechar ~= "") and quotechar or '"')
    R.type_setattr(d, "skipinitialspace", skip)
    return d
  end, "sniff", { "self", "sample", "delimiters" }, { nrequired = 2 })
  ns.has_header = R.sig(function(self, sample)
    local rdr = m.reader(R.CALL(R.IMPORT("io").StringIO, { sample }), R.CALLM(self, "sniff", { sample }))
    local nf = R.iterate(rdr)
    local header = nf()
    if header == nil then raise("StopIteration") end
    local columns = R.LEN(header)
    local types, order = {}, {}
    for i = 1, columns do types[i] = false; order[i] = i end -- false: None yet
    local COMPLEX = "complex"
    local checked = 0
    for row in nf do
      if checked > 20 then break end
      checked = checked + 1
      if R.LEN(row) == columns then
        for _, col in ipairs(order) do
          if types[col] ~= nil then
            local cell = R.GI(row, col - 1)
            local this = COMPLEX
            local ok, e = R.pcall(R.builtins.complex, cell)
            if not ok then
              local ex = R.EXC(e)
              if not (isinstance(ex, R.exc_classes.ValueError) or isinstance(ex, R.exc_classes.OverflowError)) then
                R.RERAISE(e)
              end
              this = R.LEN(cell)
            end
            if this ~= types[col] then
              if types[col] == false then types[col] = this else types[col] = nil end
            end
          end
        end
      end
    end
    local has = 0
    for _, col in ipairs(order) do
      local t = types[col]
      if t ~= nil and t ~= false then
        local h = R.GI(header, col - 1)
        if t == COMPLEX then
          local ok = R.pcall(R.builtins.complex, h)
          has = has + (ok and -1 or 1)
        else
          has = has + (R.LEN(h) ~= t and 1 or -1)
        end
      elseif t == false then -- a column never typed: complex(header) against None raises TypeError
        has = has + 1
      end
    end
    return has > 0
  end, "has_header", { "self", "sample" })
end)

return m
end
