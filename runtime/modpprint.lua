-- modpprint.lua: pprint after CPython's Lib/pprint.py: PrettyPrinter._format (a repr that fits
-- the width is written as it is, else the container is broken one item per line), the
-- dispatch for dict, list, tuple, set, frozenset, str (long strings split at spaces into
-- implicitly joined pieces), OrderedDict, defaultdict, Counter, deque and dataclasses with a
-- generated repr; _safe_repr with sorted dict keys (_safe_key), depth and recursion markers.
local type, getmetatable, rawget, rawequal, pcall, ipairs, select, tostring =
      type, getmetatable, rawget, rawequal, pcall, ipairs, select, tostring
local string, table, utf8 = string, table, utf8
local mtype = math.type
local concat, sort, rep = table.concat, table.sort, string.rep

getmetatable = debug.getmetatable

return function(R, host)
local _ENV = nil
local None, raise, repr, typename, isinstance = R.None, R.raise, R.repr, R.typename, R.isinstance
local KWMARK = R.KWMARK

local m = {}

local function clen(s) return utf8.len(s, 1, -1, true) or #s end

-- the address part of CPython's id(), as the runtime shows it (for recursion markers)
local function id_of(x) return R.CALL(R.builtins.id, { x }) end

local collections -- loaded on first use
local function coll()
  if not collections then collections = R.IMPORT("collections") end
  return collections
end

local function exact(x, t) return R.typeof(x) == t end

-- _safe_key: order by <, else by the type's name and then the identity
local function safe_sort(items, key)
  local idx = {}
  for i = 1, #items do idx[items[i]] = i end
  sort(items, function(a, b)
    local ka, kb = key(a), key(b)
    local ok, lt = pcall(function() return ka < kb end)
    if ok then return lt == true end
    local ta, tb = R.str(R.typeof(ka)), R.str(R.typeof(kb))
    if ta ~= tb then return ta < tb end
    return idx[a] < idx[b]
  end)
end

local function dict_items(d)
  local out = {}
  for k, v in R.dict_pairs(d) do out[#out + 1] = { k, v } end
  return out
end

local function is_plain_dict(x)
  return isinstance(x, R.dict_t) and R.lookup(R.typeof(x), "__repr__") == R.lookup(R.dict_t, "__repr__")
end
local function is_plain(x, t)
  return isinstance(x, t) and R.lookup(R.typeof(x), "__repr__") == R.lookup(t, "__repr__")
end

-- _safe_repr(object, context, maxlevels, level, sort_dicts, underscore_numbers): text,
-- readable, recursive
local function safe_repr(o, context, maxlevels, level, sort_dicts, us)
  local t = type(o)
  if us and (mtype(o) == "integer" or getmetatable(o) == R.BigMT) then -- an int: f"{o:_d}"
    return R.builtins.format(o, "_d"), true, false
  end
  if t == "string" or t == "number" or t == "boolean" or o == None then
    return repr(o), true, false
  end
  if is_plain_dict(o) then
    if R.LEN(o) == 0 then return "{}", true, false end
    if maxlevels and level >= maxlevels then return "{...}", false, context[o] ~= nil end
    if context[o] then return "<Recursion on dict with id=" .. R.str(id_of(o)) .. ">", false, true end
    context[o] = true
    local items = dict_items(o)
    if sort_dicts then safe_sort(items, function(it) return it[1] end) end
    local parts, readable, recursive = {}, true, false
    for i, it in ipairs(items) do
      local kr, kread, krec = safe_repr(it[1], context, maxlevels, level + 1, sort_dicts, us)
      local vr, vread, vrec = safe_repr(it[2], context, maxlevels, level + 1, sort_dicts, us)
      parts[i] = kr .. ": " .. vr
      readable = readable and kread and vread
      recursive = recursive or krec or vrec
    end
    context[o] = nil
    return "{" .. concat(parts, ", ") .. "}", readable, recursive
  end
  local islist, istuple = is_plain(o, R.list_t), is_plain(o, R.tuple_t)
  if islist or istuple then
    local n = R.LEN(o)
    if n == 0 then return islist and "[]" or "()", true, false end
    local open, close = "[", "]"
    if istuple then open, close = "(", n == 1 and ",)" or ")" end
    if maxlevels and level >= maxlevels then return open .. "..." .. close, false, context[o] ~= nil end
    if context[o] then
      return "<Recursion on " .. typename(o) .. " with id=" .. R.str(id_of(o)) .. ">", false, true
    end
    context[o] = true
    local parts, readable, recursive = {}, true, false
    for v in R.iterate(o) do
      local r, rd, rc = safe_repr(v, context, maxlevels, level + 1, sort_dicts, us)
      parts[#parts + 1] = r
      readable = readable and rd
      recursive = recursive or rc
    end
    context[o] = nil
    return open .. concat(parts, ", ") .. close, readable, recursive
  end
  local r = repr(o)
  return r, r:sub(1, 1) ~= "<", false
end

local PP = {} -- the printer's methods, over a state p

local function new_printer(indent, width, depth, compact, sort_dicts, underscore_numbers)
  indent = indent == nil and 1 or R.index(indent)
  width = width == nil and 80 or R.index(width)
  if indent < 0 then raise("ValueError", "indent must be >= 0") end
  if depth ~= nil and depth ~= None and R.index(depth) <= 0 then raise("ValueError", "depth must be > 0") end
  if width == 0 then raise("ValueError", "width must be != 0") end
  return {
    indent_per_level = indent, width = width,
    depth = (depth ~= nil and depth ~= None) and R.index(depth) or nil,
    compact = compact ~= nil and R.T(compact), sort_dicts = sort_dicts == nil or R.T(sort_dicts),
    underscore_numbers = underscore_numbers ~= nil and R.T(underscore_numbers),
  }
end

local format -- PP._format

local function prepr(p, o, context, level)
  local r = safe_repr(o, context, p.depth, level, p.sort_dicts, p.underscore_numbers)
  return r
end

local function format_items(p, items, out, indent, allowance, context, level)
  indent = indent + p.indent_per_level
  if p.indent_per_level > 1 then out[#out + 1] = rep(" ", p.indent_per_level - 1) end
  local delimnl = ",\n" .. rep(" ", indent)
  local delim = ""
  local width = p.width - indent + 1
  local max_width = width
  local n = #items
  for i = 1, n do
    local ent = items[i]
    local last = i == n
    if last then max_width = max_width - allowance; width = width - allowance end
    local done = false
    if p.compact then
      local r = prepr(p, ent, context, level)
      local w = clen(r) + 2
      if width < w then
        width = max_width
        if delim ~= "" then delim = delimnl end
      end
      if width >= w then
        width = width - w
        out[#out + 1] = delim
        delim = ", "
        out[#out + 1] = r
        done = true
      end
    end
    if not done then
      out[#out + 1] = delim
      delim = delimnl
      format(p, ent, out, indent, last and allowance or 1, context, level)
    end
  end
end

local function format_dict_items(p, items, out, indent, allowance, context, level)
  indent = indent + p.indent_per_level
  local delimnl = ",\n" .. rep(" ", indent)
  for i, it in ipairs(items) do
    local last = i == #items
    local r = prepr(p, it[1], context, level)
    out[#out + 1] = r
    out[#out + 1] = ": "
    format(p, it[2], out, indent + clen(r) + 2, last and allowance or 1, context, level)
    if not last then out[#out + 1] = delimnl end
  end
end

local function pprint_dict(p, o, out, indent, allowance, context, level)
  out[#out + 1] = "{"
  if p.indent_per_level > 1 then out[#out + 1] = rep(" ", p.indent_per_level - 1) end
  if R.LEN(o) > 0 then
    local items = dict_items(o)
    if p.sort_dicts then safe_sort(items, function(it) return it[1] end) end
    format_dict_items(p, items, out, indent, allowance + 1, context, level)
  end
  out[#out + 1] = "}"
end

local function pprint_str(p, o, out, indent, allowance, context, level)
  if o == "" then out[#out + 1] = repr(o); return end
  local chunks = {}
  local lines = R.toarray(R.CALLM(o, "splitlines", { true }))
  if level == 1 then indent = indent + 1; allowance = allowance + 1 end
  local max_width = p.width - indent
  local max_width1 = max_width
  local r
  for i, line in ipairs(lines) do
    r = repr(line)
    if i == #lines then max_width1 = max_width1 - allowance end
    if clen(r) <= max_width1 then
      chunks[#chunks + 1] = r
    else
      local parts = {}
      for part in string.gmatch(line, "%S*%s*") do if part ~= "" then parts[#parts + 1] = part end end
      local max_width2 = max_width
      local current = ""
      for j, part in ipairs(parts) do
        local candidate = current .. part
        if j == #parts and i == #lines then max_width2 = max_width2 - allowance end
        if clen(repr(candidate)) > max_width2 then
          if current ~= "" then chunks[#chunks + 1] = repr(current) end
          current = part
        else
          current = candidate
        end
      end
      if current ~= "" then chunks[#chunks + 1] = repr(current) end
    end
  end
  if #chunks == 1 then out[#out + 1] = r; return end
  if level == 1 then out[#out + 1] = "(" end
  for i, c in ipairs(chunks) do
    if i > 1 then out[#out + 1] = "\n" .. rep(" ", indent) end
    out[#out + 1] = c
  end
  if level == 1 then out[#out + 1] = ")" end
end

-- CPython's _pprint_bytes and _wrap_bytes_repr: reprs of 4-byte steps, as many as fit a line
local function pprint_bytes(p, o, out, indent, allowance, context, level)
  local s = rawget(o, "#s")
  if #s <= 4 then out[#out + 1] = repr(o); return end
  local parens = level == 1
  if parens then indent = indent + 1; allowance = allowance + 1; out[#out + 1] = "(" end
  local width = p.width - indent
  local last = #s // 4 * 4
  local current, first = "", true
  local function emit(chunk)
    if not first then out[#out + 1] = "\n" .. rep(" ", indent) end
    out[#out + 1] = repr(R.BYTES(chunk))
    first = false
  end
  for i = 0, #s - 1, 4 do
    local part = s:sub(i + 1, i + 4)
    local candidate = current .. part
    if i == last then width = width - allowance end
    if #repr(R.BYTES(candidate)) > width then
      if current ~= "" then emit(current) end
      current = part
    else
      current = candidate
    end
  end
  if current ~= "" then emit(current) end
  if parens then out[#out + 1] = ")" end
end

local function is_dataclass_with_repr(o)
  if type(o) ~= "table" or getmetatable(o) == R.TypeMT or not R.dataclass_reprs then return false end
  local t = R.typeof(o)
  local f = t and R.lookup(t, "__repr__")
  return f ~= nil and R.dataclass_reprs[f] == true
end

-- name=value items, one a line (_format_namespace_items: dataclasses, SimpleNamespace)
local function namespace_items(p, items, out, indent, allowance, context, level)
  local delimnl = ",\n" .. rep(" ", indent)
  for i, it in ipairs(items) do
    local last = i == #items
    out[#out + 1] = it[1] .. "="
    if type(it[2]) == "table" and context[it[2]] then out[#out + 1] = "..."
    else format(p, it[2], out, indent + clen(it[1]) + 1, last and allowance or 1, context, level) end
    if not last then out[#out + 1] = delimnl end
  end
end

-- the pretty form of o, when its repr does not fit: a function of the type, or nil
local function dispatch(o)
  if type(o) == "string" then return pprint_str end
  if type(o) ~= "table" then return nil end
  local c = coll()
  if is_plain_dict(o) then return pprint_dict end
  if getmetatable(o) == R.BytesMT then return pprint_bytes end
  if getmetatable(o) == R.ByteArrayMT then
    return function(p, x, out, indent, allowance, context, level)
      out[#out + 1] = "bytearray("
      pprint_bytes(p, R.CALL(R.bytes_t, { x }),
        out, indent + 10, allowance + 1, context, level + 1)
      out[#out + 1] = ")"
    end
  end
  if is_plain(o, R.list_t) then
    return function(p, x, out, indent, allowance, context, level)
      out[#out + 1] = "["
      format_items(p, R.toarray(x), out, indent, allowance + 1, context, level)
      out[#out + 1] = "]"
    end
  end
  if is_plain(o, R.tuple_t) then
    return function(p, x, out, indent, allowance, context, level)
      out[#out + 1] = "("
      local endchar = R.LEN(x) == 1 and ",)" or ")"
      format_items(p, R.toarray(x), out, indent, allowance + #endchar, context, level)
      out[#out + 1] = endchar
    end
  end
  if is_plain(o, R.set_t) or is_plain(o, R.frozenset_t) then
    return function(p, x, out, indent, allowance, context, level)
      if R.LEN(x) == 0 then out[#out + 1] = repr(x); return end
      local endchar
      if exact(x, R.set_t) then
        out[#out + 1] = "{"
        endchar = "}"
      else
        local name = typename(x)
        out[#out + 1] = name .. "({"
        endchar = "})"
        indent = indent + #name + 1
      end
      local items = R.toarray(x)
      safe_sort(items, function(v) return v end)
      format_items(p, items, out, indent, allowance + #endchar, context, level)
      out[#out + 1] = endchar
    end
  end
  if is_plain(o, c.OrderedDict) then
    return function(p, x, out, indent, allowance, context, level)
      if R.LEN(x) == 0 then out[#out + 1] = repr(x); return end
      local name = typename(x)
      out[#out + 1] = name .. "("
      local items = {}
      for k, v in R.dict_pairs(x) do items[#items + 1] = R.TUPLE({ k, v }) end
      format(p, R.LIST(items), out, indent + #name + 1, allowance + 1, context, level)
      out[#out + 1] = ")"
    end
  end
  if is_plain(o, c.Counter) then
    return function(p, x, out, indent, allowance, context, level)
      if R.LEN(x) == 0 then out[#out + 1] = repr(x); return end
      local name = typename(x)
      out[#out + 1] = name .. "({"
      local items = {}
      for it in R.iterate(R.CALLM(x, "most_common", {})) do items[#items + 1] = { it[1], it[2] } end
      format_dict_items(p, items, out, indent + #name + 1, allowance + 2, context, level)
      out[#out + 1] = "})"
    end
  end
  if is_plain(o, c.defaultdict) then
    return function(p, x, out, indent, allowance, context, level)
      if R.LEN(x) == 0 then out[#out + 1] = repr(x); return end
      local rdf = prepr(p, R.GA(x, "default_factory"), context, level)
      local name = typename(x)
      indent = indent + #name + 1
      out[#out + 1] = name .. "(" .. rdf .. ",\n" .. rep(" ", indent)
      pprint_dict(p, x, out, indent, allowance + 1, context, level)
      out[#out + 1] = ")"
    end
  end
  if is_plain(o, c.deque) then
    return function(p, x, out, indent, allowance, context, level)
      local name = typename(x)
      out[#out + 1] = name .. "("
      indent = indent + #name + 1
      out[#out + 1] = "["
      local maxlen = R.GA(x, "maxlen")
      if maxlen == None then
        format_items(p, R.toarray(x), out, indent, allowance + 2, context, level)
        out[#out + 1] = "])"
      else
        format_items(p, R.toarray(x), out, indent, 2, context, level)
        out[#out + 1] = "],\n" .. rep(" ", indent) .. "maxlen=" .. prepr(p, maxlen, context, level) .. ")"
      end
    end
  end
  if is_plain(o, c.ChainMap) then
    return function(p, x, out, indent, allowance, context, level)
      local maps = R.toarray(R.GA(x, "maps"))
      if #maps == 0 then out[#out + 1] = repr(x); return end
      local name = typename(x)
      out[#out + 1] = name .. "("
      indent = indent + #name + 1
      for i, mp in ipairs(maps) do
        if i == #maps then
          format(p, mp, out, indent, allowance + 1, context, level)
          out[#out + 1] = ")"
        else
          format(p, mp, out, indent, 1, context, level)
          out[#out + 1] = ",\n" .. rep(" ", indent)
        end
      end
    end
  end
  -- UserDict, UserList, UserString: their data
  for _, n in ipairs({ "UserDict", "UserList", "UserString" }) do
    if c[n] and is_plain(o, c[n]) then
      return function(p, x, out, indent, allowance, context, level)
        format(p, R.GA(x, "data"), out, indent, allowance, context, level - 1)
      end
    end
  end
  local types = R.IMPORT("types")
  if is_plain(o, types.MappingProxyType) then
    return function(p, x, out, indent, allowance, context, level)
      out[#out + 1] = "mappingproxy("
      format(p, R.CALLM(x, "copy", {}), out, indent + 13, allowance + 1, context, level)
      out[#out + 1] = ")"
    end
  end
  if is_plain(o, types.SimpleNamespace) then
    return function(p, x, out, indent, allowance, context, level)
      local name = exact(x, types.SimpleNamespace) and "namespace" or typename(x)
      local items = {}
      for k, v in R.dict_pairs(R.GA(x, "__dict__")) do items[#items + 1] = { k, v } end
      out[#out + 1] = name .. "("
      namespace_items(p, items, out, indent + #name + 1, allowance, context, level)
      out[#out + 1] = ")"
    end
  end
  if is_dataclass_with_repr(o) then
    return function(p, x, out, indent, allowance, context, level)
      local name = typename(x)
      local items = {}
      for f in R.iterate(R.IMPORT("dataclasses").fields(x)) do
        if R.T(R.GA(f, "repr")) then
          local fname = R.GA(f, "name")
          items[#items + 1] = { fname, R.GA(x, fname) }
        end
      end
      out[#out + 1] = name .. "("
      namespace_items(p, items, out, indent + #name + 1, allowance, context, level)
      out[#out + 1] = ")"
    end
  end
  return nil
end

format = function(p, o, out, indent, allowance, context, level)
  if type(o) == "table" and context[o] then
    out[#out + 1] = "<Recursion on " .. typename(o) .. " with id=" .. R.str(id_of(o)) .. ">"
    return
  end
  local r = prepr(p, o, context, level)
  local max_width = p.width - indent - allowance
  if clen(r) > max_width then
    local f = dispatch(o)
    if f then
      if type(o) == "table" then context[o] = true end
      f(p, o, out, indent, allowance, context, level + 1)
      if type(o) == "table" then context[o] = nil end
      return
    end
  end
  out[#out + 1] = r
end

local function pformat_with(p, o)
  local out = {}
  format(p, o, out, 0, 0, {}, 0)
  return concat(out)
end

local OPTS = { "indent", "width", "depth", "compact", "sort_dicts", "underscore_numbers" }

-- (positional args, options by name) of a call
local function parse(npos_max, names, ...)
  local pos, kw = {}, {}
  local args
  if rawequal((...), KWMARK) then
    local _, p, np, k = ...
    for i = 1, np do pos[i] = p[i] end
    args = k
  else
    local n = select("#", ...)
    for i = 1, n do pos[i] = (select(i, ...)) end
    args = {}
  end
  for i = 1, #args, 2 do kw[args[i]] = args[i + 1] end
  return pos, kw
end

local function printer_from(kw, defaults)
  local function opt(name) if kw[name] ~= nil then return kw[name] end return defaults and defaults[name] end
  return new_printer(opt("indent"), opt("width"), opt("depth"), opt("compact"), opt("sort_dicts"),
    opt("underscore_numbers"))
end

local function out_write(stream, text)
  if stream == nil or stream == None then
    R.CALL(R.builtins.print, { text })
  else
    R.CALLM(stream, "write", { text .. "\n" })
  end
end

m.pformat = R.sig(function(...)
  local pos, kw = parse(5, OPTS, ...)
  if pos[1] == nil then raise("TypeError", "pformat() missing 1 required positional argument: 'object'") end
  local o = pos[1]
  kw.indent = kw.indent or pos[2]; kw.width = kw.width or pos[3]; kw.depth = kw.depth or pos[4]
  return pformat_with(printer_from(kw), o)
end, "pformat", { "object", "indent", "width", "depth" },
{ kwonly = { "compact", "sort_dicts", "underscore_numbers" }, complex = true })

m.pprint = R.sig(function(...)
  local pos, kw = parse(5, OPTS, ...)
  if pos[1] == nil then raise("TypeError", "pprint() missing 1 required positional argument: 'object'") end
  local o, stream = pos[1], kw.stream or pos[2]
  kw.indent = kw.indent or pos[3]; kw.width = kw.width or pos[4]; kw.depth = kw.depth or pos[5]
  out_write(stream, pformat_with(printer_from(kw), o))
  return None
end, "pprint", { "object", "stream", "indent", "width", "depth" },
{ kwonly = { "compact", "sort_dicts", "underscore_numbers" }, complex = true })

m.pp = R.sig(function(...)
  local pos, kw = parse(5, OPTS, ...)
  if pos[1] == nil then raise("TypeError", "pp() missing 1 required positional argument: 'object'") end
  local o, stream = pos[1], kw.stream or pos[2]
  if kw.sort_dicts == nil then kw.sort_dicts = false end
  kw.indent = kw.indent or pos[3]; kw.width = kw.width or pos[4]; kw.depth = kw.depth or pos[5]
  out_write(stream, pformat_with(printer_from(kw), o))
  return None
end, "pp", { "object", "stream", "indent", "width", "depth" },
{ kwonly = { "compact", "sort_dicts", "underscore_numbers" }, complex = true })

m.saferepr = R.sig(function(o)
  return (safe_repr(o, {}, nil, 0, true))
end, "saferepr", { "object" })
m.isreadable = R.sig(function(o)
  local _, readable, recursive = safe_repr(o, {}, nil, 0, true)
  return readable and not recursive
end, "isreadable", { "object" })
m.isrecursive = R.sig(function(o)
  local _, _, recursive = safe_repr(o, {}, nil, 0, true)
  return recursive
end, "isrecursive", { "object" })

m.PrettyPrinter = R.CLASS("PrettyPrinter", { R.object }, nil, function(ns)
  ns.__init__ = R.sig(function(...)
    local pos, kw = parse(6, OPTS, ...)
    local self = pos[1]
    kw.indent = kw.indent or pos[2]; kw.width = kw.width or pos[3]; kw.depth = kw.depth or pos[4]
    local stream = kw.stream or pos[5]
    R.SA(self, "_stream", stream or None)
    local p = printer_from(kw)
    R.SA(self, "_width", p.width)
    R.SA(self, "_indent_per_level", p.indent_per_level)
    R.SA(self, "_depth", p.depth or None)
    R.SA(self, "_compact", p.compact)
    R.SA(self, "_sort_dicts", p.sort_dicts)
    R.SA(self, "_underscore_numbers", p.underscore_numbers)
    return None
  end, "__init__", { "self", "indent", "width", "depth", "stream" },
  { kwonly = { "compact", "sort_dicts", "underscore_numbers" }, complex = true })
  local function printer(self)
    local d = R.GA(self, "_depth")
    return new_printer(R.GA(self, "_indent_per_level"), R.GA(self, "_width"),
      d ~= None and d or nil, R.GA(self, "_compact"), R.GA(self, "_sort_dicts"),
      R.GA(self, "_underscore_numbers"))
  end
  ns.pformat = function(self, o) return pformat_with(printer(self), o) end
  ns.pprint = function(self, o)
    out_write(R.GA(self, "_stream"), pformat_with(printer(self), o))
    return None
  end
  ns.isreadable = function(self, o) return m.isreadable(o) end
  ns.isrecursive = function(self, o) return m.isrecursive(o) end
end)
m.PrettyPrinter["#dict"].__module__ = "pprint"

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "isreadable", 1, 1 }, { "isrecursive", 1, 1 }, { "pformat", 4, 1 }, { "pprint", 5, 1 },
  { "saferepr", 1, 1 }
})
return m
end
