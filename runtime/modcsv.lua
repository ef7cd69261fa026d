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

m.register_dialect = R.sig(function(...)
  local pos, npos, kw
  if rawequal((...), KWMARK) then
    local _
    _, pos, npos, kw = ...
  else
    pos, npos = { ... }, select("#", ...)
  end
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
    local rest = {}
    local dialect = pos[2]
    for i = 1, #kw, 2 do
      if kw[i] == "dialect" then dialect = kw[i + 1]
      else rest[#rest + 1] = kw[i]; rest[#rest + 1] = kw[i + 1] end
    end
    return pos[1], dialect, rest, npos
  end
  local a, b = ...
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

return m
end
