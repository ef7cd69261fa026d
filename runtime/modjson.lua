-- modjson.lua: json, byte-exact with CPython's encoder (json/encoder.py) and decoder
-- (Modules/_json.c scanner): the same separators, escapes, float reprs and error messages
-- with positions in code points. The scanner of loads and the encoder of dumps are C
-- (modjson.c); the encoder calls back here for values that are not plain (subclasses,
-- `default`), and loads with hooks (object_hook, parse_float ...) runs the Lua decoder
-- below. dump/load call fp.write / fp.read (no files in the sandbox).
local type, getmetatable, setmetatable, rawget, rawset, rawequal, tostring, tonumber, select,
      error, pairs, ipairs = type, getmetatable, setmetatable, rawget, rawset, rawequal, tostring, tonumber,
      select, error, pairs, ipairs
local string, utf8, math, table = string, utf8, math, table
local mtype, tointeger = math.type, math.tointeger

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, isinstance, T = R.None, R.raise, R.typename, R.isinstance, R.T
-- type(x).__name__, which the messages of json's Python code give (typename is the C tp_name)
local function clsname(x) return R.typeof(x)["#name"] end
local LIST, TUPLE, DICT, ListMT, TupleMT, DictMT = R.LIST, R.TUPLE, R.DICT, R.ListMT, R.TupleMT,
  R.DictMT
local dict_set, dict_pairs, toarray = R.dict_set, R.dict_pairs, R.toarray
local num = host.num
local float_repr = num.float_repr
local sub, find, byte, format, gsub, concat, rep, match = string.sub, string.find, string.byte,
  string.format, string.gsub, table.concat, string.rep, string.match
local utf8char, utf8len, utf8codepoint = utf8.char, utf8.len, utf8.codepoint
local INF = math.huge
local BigMT = R.BigMT

local m = {}
local C = host.openc("json")
local c_ok = C.setup(ListMT, TupleMT, DictMT, None, BigMT, num.fromstring, DICT())

---------------------------------------------------------------------------------------------
-- JSONDecodeError(msg, doc, pos)
---------------------------------------------------------------------------------------------

local JSONDecodeError = R.CLASS("JSONDecodeError", { R.exc_classes.ValueError }, nil, function(ns)
  ns.__module__ = "json.decoder"
  ns.__init__ = R.sig(function(self, msg, doc, pos)
    -- pos is in code points; lineno/colno are counted on the code-point string
    local bpos = utf8.offset(doc, pos + 1) or #doc + 1
    local before = sub(doc, 1, bpos - 1)
    local _, nl = gsub(before, "\n", "")
    local lastnl = match(before, ".*()\n")
    local colno = lastnl and (utf8len(before, lastnl + 1, -1, true) or 0) + 1 or pos + 1
    rawset(self, "args", TUPLE({ format("%s: line %d column %d (char %d)", msg, nl + 1, colno, pos) }))
    rawset(self, "msg", msg)
    rawset(self, "doc", doc)
    rawset(self, "pos", pos)
    rawset(self, "lineno", nl + 1)
    rawset(self, "colno", colno)
    return None
  end, "__init__", { "self", "msg", "doc", "pos" }, { nrequired = 4 })
end)
m.JSONDecodeError = JSONDecodeError

-- raises at byte position b (1-based) of s
local function fail(msg, s, b)
  local pos = (utf8len(s, 1, b - 1, true) or (b - 1))
  error(R.type_call(JSONDecodeError, msg, s, pos), 0)
end

---------------------------------------------------------------------------------------------
-- Encoder
---------------------------------------------------------------------------------------------

local ESC = { ['"'] = '\\"', ["\\"] = "\\\\", ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t",
              ["\b"] = "\\b", ["\f"] = "\\f" }
for i = 0, 31 do
  local c = string.char(i)
  if not ESC[c] then ESC[c] = format("\\u%04x", i) end
end
local ESC_ASCII = setmetatable({ ["\127"] = "\\u007f" }, { __index = ESC })

local function uescape(ch)
  local cp = utf8codepoint(ch, 1, 1, true)
  if cp >= 0x10000 then
    local v = cp - 0x10000
    return format("\\u%04x\\u%04x", 0xd800 | (v >> 10), 0xdc00 | (v & 0x3ff))
  end
  return format("\\u%04x", cp)
end

local function encode_str(s, ascii)
  if ascii then
    if not find(s, '[%z\1-\31"\\\127-\255]') then return '"' .. s .. '"' end
    s = gsub(s, '[%z\1-\31"\\\127]', ESC_ASCII)
    if find(s, "[\128-\255]") then s = gsub(s, "[\192-\247][\128-\191]*", uescape) end
    return '"' .. s .. '"'
  end
  if not find(s, '[%z\1-\31"\\]') then return '"' .. s .. '"' end
  return '"' .. gsub(s, '[%z\1-\31"\\]', ESC) .. '"'
end

local function encode_float(x, allow_nan)
  if x ~= x or x == INF or x == -INF then
    if not allow_nan then
      raise("ValueError", "Out of range float values are not JSON compliant")
    end
    return x ~= x and "NaN" or (x > 0 and "Infinity" or "-Infinity")
  end
  return float_repr(x)
end

-- the text of a str subclass's object: its value (a boxed str's, not its __str__: an enum's
-- class Color(str, Enum) member encodes as its value)
local function strval(x)
  local u = R.unbox(x)
  if type(u) == "string" then return u end
  return R.str(x)
end

-- mark(x): x is being encoded (check_circular: a second time is a circular reference)
local function marker(markers, circular)
  return function(x)
    if circular then
      if markers[x] then raise("ValueError", "Circular reference detected") end
      markers[x] = true
    end
  end
end

local function make_encoder(o)
  local ascii, allow_nan, sort_keys, skipkeys = o.ensure_ascii, o.allow_nan, o.sort_keys, o.skipkeys
  local default, circular = o.default, o.check_circular
  local indent = o.indent
  local item_sep, key_sep = o.item_sep, o.key_sep
  local buf, n = {}, 0
  local markers = {}
  local keycache = {}

  local enc
  local function key_str(k)
    local tk = type(k)
    if tk == "string" then return k end
    if tk == "number" then
      if mtype(k) == "integer" then return tostring(k) end
      return encode_float(k, allow_nan)
    end
    if tk == "boolean" then return k and "true" or "false" end
    if k == None then return "null" end
    if BigMT and getmetatable(k) == BigMT then return tostring(k) end
    if isinstance(k, R.str_t) then return R.unbox(k) end
    if skipkeys then return nil end
    raise("TypeError", "keys must be str, int, float, bool or None, not " .. typename(k))
  end

  local mark = marker(markers, circular)

  local function enc_list(arr, level)
    if #arr == 0 then n = n + 1; buf[n] = "[]"; return end
    mark(arr)
    n = n + 1; buf[n] = "["
    local sep = item_sep
    if indent then
      level = level + 1
      local nl = "\n" .. rep(indent, level)
      sep = item_sep .. nl
      n = n + 1; buf[n] = nl
    end
    for i = 1, #arr do
      if i > 1 then n = n + 1; buf[n] = sep end
      enc(arr[i], level)
    end
    if indent then
      level = level - 1
      n = n + 1; buf[n] = "\n" .. rep(indent, level)
    end
    n = n + 1; buf[n] = "]"
    if circular then markers[arr] = nil end
  end

  local function enc_dict(d, level)
    if d["#len"] == 0 then n = n + 1; buf[n] = "{}"; return end
    mark(d)
    n = n + 1; buf[n] = "{"
    local sep = item_sep
    if indent then
      level = level + 1
      local nl = "\n" .. rep(indent, level)
      sep = item_sep .. nl
      n = n + 1; buf[n] = nl
    end
    local first = true
    local k_, v_
    local nf
    if sort_keys then
      local items = {}
      for k, v in dict_pairs(d) do items[#items + 1] = TUPLE({ k, v }) end
      items = LIST(items)
      R.sort_list(items, nil, false)
      local i = 0
      nf = function()
        i = i + 1
        local it = items[i]
        if it then return it[1], it[2] end
      end
    else
      nf = dict_pairs(d)
    end
    while true do
      local k, v = nf()
      if k == nil then break end
      local ek = keycache[k]
      if ek == nil then
        local ks = key_str(k)
        if ks ~= nil then
          ek = encode_str(ks, ascii) .. key_sep
          if type(k) == "string" then keycache[k] = ek end
        end
      end
      if ek ~= nil then
        if first then first = false else n = n + 1; buf[n] = sep end
        n = n + 1; buf[n] = ek
        enc(v, level)
      end
    end
    if indent then
      level = level - 1
      n = n + 1; buf[n] = "\n" .. rep(indent, level)
    end
    n = n + 1; buf[n] = "}"
    if circular then markers[d] = nil end
  end

  enc = function(x, level)
    local tx = type(x)
    if tx == "string" then n = n + 1; buf[n] = encode_str(x, ascii); return end
    if tx == "number" then
      n = n + 1
      if mtype(x) == "integer" then buf[n] = tostring(x) else buf[n] = encode_float(x, allow_nan) end
      return
    end
    if tx == "boolean" then n = n + 1; buf[n] = x and "true" or "false"; return end
    if x == None then n = n + 1; buf[n] = "null"; return end
    local mt = getmetatable(x)
    if mt == ListMT or mt == TupleMT then return enc_list(x, level) end
    if mt == DictMT then return enc_dict(x, level) end
    if mt == BigMT then n = n + 1; buf[n] = tostring(x); return end
    if isinstance(x, R.list_t) or isinstance(x, R.tuple_t) then
      return enc_list(toarray(x), level)
    end
    if isinstance(x, R.dict_t) then return enc_dict(x, level) end
    if isinstance(x, R.int_t) then n = n + 1; buf[n] = R.repr(R.toint(x)); return end
    if isinstance(x, R.float_t) then n = n + 1; buf[n] = encode_float(R.tofloat(x), allow_nan); return end
    if isinstance(x, R.str_t) then n = n + 1; buf[n] = encode_str(strval(x), ascii); return end
    if default == nil then
      raise("TypeError", "Object of type " .. clsname(x) .. " is not JSON serializable")
    end
    mark(x)
    enc(default(x), level)
    if circular then markers[x] = nil end
  end

  if not c_ok then
    return function(x)
      n = 0
      buf = {}
      enc(x, 0)
      return concat(buf, "", 1, n)
    end
  end
  -- the C encoder; what it does not know comes back here, in CPython's order of tests
  local copts = { ensure_ascii = ascii, allow_nan = allow_nan, sort_keys = sort_keys,
                  skipkeys = skipkeys, check_circular = circular, indent = indent,
                  item_sep = item_sep, key_sep = key_sep }
  copts.conv = function(x)
    if isinstance(x, R.str_t) then return 2, strval(x) end
    if isinstance(x, R.int_t) then return 1, R.repr(R.toint(x)) end
    if isinstance(x, R.float_t) then return 1, encode_float(R.tofloat(x), allow_nan) end
    if isinstance(x, R.list_t) or isinstance(x, R.tuple_t) then return 3, toarray(x) end
    if isinstance(x, R.dict_t) then return 4, x end
    if default == nil then
      raise("TypeError", "Object of type " .. clsname(x) .. " is not JSON serializable")
    end
    return 5, default(x)
  end
  copts.keyconv = function(k)
    if isinstance(k, R.str_t) then return R.unbox(k) end
    if isinstance(k, R.float_t) then return encode_float(R.tofloat(k), allow_nan) end
    if isinstance(k, R.int_t) then return R.repr(R.toint(k)) end
    if skipkeys then return nil end
    raise("TypeError", "keys must be str, int, float, bool or None, not " .. typename(k))
  end
  copts.sortitems = function(d)
    local items = {}
    for k, v in dict_pairs(d) do items[#items + 1] = TUPLE({ k, v }) end
    items = LIST(items)
    R.sort_list(items, nil, false)
    local flat = {}
    for i = 1, #items do flat[2 * i - 1] = items[i][1]; flat[2 * i] = items[i][2] end
    return flat
  end
  local cencode = C.encode
  return function(x) return cencode(x, copts) end
end

local function encoder_options(skipkeys, ensure_ascii, check_circular, allow_nan, indent,
                               separators, default, sort_keys)
  local o = {
    skipkeys = skipkeys ~= nil and T(skipkeys),
    ensure_ascii = ensure_ascii == nil or T(ensure_ascii),
    check_circular = check_circular == nil or T(check_circular),
    allow_nan = allow_nan == nil or T(allow_nan),
    sort_keys = sort_keys ~= nil and T(sort_keys),
  }
  if indent ~= nil and indent ~= None then
    if type(indent) == "string" then o.indent = indent
    else o.indent = rep(" ", R.index(indent)) end
  end
  if separators ~= nil and separators ~= None then
    local a = toarray(separators)
    if #a ~= 2 then raise("ValueError", "too many values to unpack (expected 2)") end
    o.item_sep, o.key_sep = a[1], a[2]
  elseif o.indent then
    o.item_sep, o.key_sep = ",", ": "
  else
    o.item_sep, o.key_sep = ", ", ": "
  end
  if default ~= nil and default ~= None then o.default = default end
  return o
end

local plain_default = encoder_options()
local plain_encoder = make_encoder(plain_default)

-- iterencode's chunks: the pieces CPython's Python encoder (_make_iterencode) yields, which
-- iterencode uses whatever the indent (a scalar item goes out with the separator before it)
local function chunks_of(o, x)
  local ascii, allow_nan, circular, indent = o.ensure_ascii, o.allow_nan, o.check_circular, o.indent
  local item_sep, key_sep, default = o.item_sep, o.key_sep, o.default
  local out, markers = {}, {}
  local function yield(c) out[#out + 1] = c end
  local function fstr(v) -- (the Python encoder's floatstr names the value)
    if not allow_nan and (v ~= v or v == INF or v == -INF) then
      raise("ValueError", "Out of range float values are not JSON compliant: " .. R.repr(v))
    end
    return encode_float(v, true)
  end
  local mark = marker(markers, circular)
  -- the text of a scalar (str, None, bool, int, float), or nil
  local function scalar(v)
    local tv = type(v)
    if tv == "string" then return encode_str(v, ascii) end
    if v == None then return "null" end
    if tv == "boolean" then return v and "true" or "false" end
    if tv == "number" then
      if mtype(v) == "integer" then return tostring(v) end
      return fstr(v)
    end
    if BigMT and getmetatable(v) == BigMT then return tostring(v) end
    if isinstance(v, R.str_t) then return encode_str(strval(v), ascii) end
    if isinstance(v, R.int_t) then return R.repr(R.toint(v)) end
    if isinstance(v, R.float_t) then return fstr(R.tofloat(v)) end
    return nil
  end
  local enc, enc_list, enc_dict
  local function is_list(v) local mt = getmetatable(v) return mt == ListMT or mt == TupleMT or isinstance(v, R.list_t) or isinstance(v, R.tuple_t) end
  local function is_dict(v) return getmetatable(v) == DictMT or isinstance(v, R.dict_t) end
  local function nested(v, level)
    if is_list(v) then return enc_list(v, level) end
    if is_dict(v) then return enc_dict(v, level) end
    return enc(v, level)
  end
  enc_list = function(l, level)
    local arr = toarray(l)
    if #arr == 0 then yield("[]") return end
    mark(l)
    local buf, sep, nl = "[", item_sep, nil
    if indent then
      level = level + 1
      nl = "\n" .. rep(indent, level)
      sep = item_sep .. nl
      buf = buf .. nl
    end
    for i, v in ipairs(arr) do
      if i > 1 then buf = sep end
      local t = scalar(v)
      if t then yield(buf .. t) else yield(buf); nested(v, level) end
    end
    if nl then level = level - 1; yield("\n" .. rep(indent, level)) end
    yield("]")
    if circular then markers[l] = nil end
  end
  enc_dict = function(d, level)
    if R.LEN(d) == 0 then yield("{}") return end
    mark(d)
    yield("{")
    local sep, nl = item_sep, nil
    if indent then
      level = level + 1
      nl = "\n" .. rep(indent, level)
      sep = item_sep .. nl
      yield(nl)
    end
    local items = {}
    for k, v in dict_pairs(d) do items[#items + 1] = TUPLE({ k, v }) end
    if o.sort_keys then
      items = LIST(items)
      R.sort_list(items, nil, false)
    end
    local first = true
    for _, it in ipairs(items) do
      local k, v = it[1], it[2]
      local ks
      local tk = type(k)
      if tk == "string" then ks = k
      elseif isinstance(k, R.str_t) then ks = strval(k)
      elseif mtype(k) == "float" or (tk == "table" and isinstance(k, R.float_t)) then ks = fstr(R.tofloat(k))
      elseif tk == "boolean" then ks = k and "true" or "false"
      elseif k == None then ks = "null"
      elseif mtype(k) == "integer" or (BigMT and getmetatable(k) == BigMT) or isinstance(k, R.int_t) then ks = R.repr(R.toint(k))
      elseif not o.skipkeys then
        raise("TypeError", "keys must be str, int, float, bool or None, not " .. clsname(k))
      end
      if ks then
        if first then first = false else yield(sep) end
        yield(encode_str(ks, ascii))
        yield(key_sep)
        local t = scalar(v)
        if t then yield(t) else nested(v, level) end
      end
    end
    if nl then level = level - 1; yield("\n" .. rep(indent, level)) end
    yield("}")
    if circular then markers[d] = nil end
  end
  enc = function(v, level)
    local t = scalar(v)
    if t then yield(t) return end
    if is_list(v) then return enc_list(v, level) end
    if is_dict(v) then return enc_dict(v, level) end
    if default == nil then raise("TypeError", "Object of type " .. clsname(v) .. " is not JSON serializable") end
    mark(v)
    enc(default(v), level)
    if circular then markers[v] = nil end
  end
  enc(x, 0)
  return out
end

-- JSONEncoder: a class, so `cls=` subclasses overriding default() work
local ENC_PARAMS = { "skipkeys", "ensure_ascii", "check_circular", "allow_nan", "sort_keys",
                     "indent", "separators", "default" }
local JSONEncoder
JSONEncoder = R.CLASS("JSONEncoder", {}, nil, function(ns)
  ns.__module__ = "json.encoder"
  ns.item_separator = ", "
  ns.key_separator = ": "
  local sig = { name = "JSONEncoder", params = { "self" }, nposonly = 0, nrequired = 1,
                kwonly = ENC_PARAMS, complex = true }
  ns.__init__ = R.sig(function(...)
    local self, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent, separators,
      default = R.ARGS(sig, ...)
    rawset(self, "#opts", encoder_options(skipkeys, ensure_ascii, check_circular, allow_nan,
      indent, separators, default, sort_keys))
    return None
  end, "__init__", sig.params, sig)
  ns.default = function(self, o)
    raise("TypeError", "Object of type " .. clsname(o) .. " is not JSON serializable")
  end
  -- the encoder's options, with a subclass's own default()
  local function options(self)
    local user_default = self["@default"]
    local oo = {}
    for k, v in pairs(rawget(self, "#opts") or plain_default) do oo[k] = v end
    if user_default ~= JSONEncoder["#dict"].default then
      oo.default = function(x) return user_default(self, x) end
    end
    return oo
  end
  ns.encode = function(self, o) return make_encoder(options(self))(o) end
  ns.iterencode = R.sig(function(self, o, one_shot)
    return R.builtins.iter(LIST(chunks_of(options(self), o)))
  end, "iterencode", { "self", "o", "_one_shot" }, { nrequired = 2 })
end)
m.JSONEncoder = JSONEncoder

local DUMPS_SIG = { name = "dumps", params = { "obj" }, nposonly = 0, nrequired = 1,
                    kwonly = { "skipkeys", "ensure_ascii", "check_circular", "allow_nan", "cls",
                               "indent", "separators", "default", "sort_keys" },
                    kwarg = true, complex = true }

local function dumps_kw(obj, skipkeys, ensure_ascii, check_circular, allow_nan, cls, indent,
                        separators, default, sort_keys, kw)
  local o = encoder_options(skipkeys, ensure_ascii, check_circular, allow_nan, indent,
    separators, default, sort_keys)
  if cls ~= nil and cls ~= None and cls ~= JSONEncoder then
    local enc = R.type_call(cls)
    rawset(enc, "#opts", o)
    return R.CALLM(enc, "encode", { obj })
  end
  return make_encoder(o)(obj)
end

m.dumps = R.sig(function(...)
  if rawequal((...), R.KWMARK) then return dumps_kw(R.ARGS(DUMPS_SIG, ...)) end
  if select("#", ...) ~= 1 then return dumps_kw(R.ARGS(DUMPS_SIG, ...)) end
  return plain_encoder((...))
end, "dumps", DUMPS_SIG.params, DUMPS_SIG)

local DUMP_SIG = { name = "dump", params = { "obj", "fp" }, nposonly = 0, nrequired = 2,
                   kwonly = DUMPS_SIG.kwonly, kwarg = true, complex = true }
m.dump = R.sig(function(...)
  local args = { R.ARGS(DUMP_SIG, ...) }
  local fp = args[2]
  table.remove(args, 2)
  local s = dumps_kw(table.unpack(args, 1, 11))
  R.CALLM(fp, "write", { s })
  return None
end, "dump", DUMP_SIG.params, DUMP_SIG)

---------------------------------------------------------------------------------------------
-- Decoder
---------------------------------------------------------------------------------------------

local UNESC = { ['"'] = '"', ["\\"] = "\\", ["/"] = "/", b = "\b", f = "\f", n = "\n", r = "\r",
                t = "\t" }

local MAXDEPTH = 990

local function make_decoder(opts)
  local object_hook, pairs_hook = opts.object_hook, opts.object_pairs_hook
  local parse_float, parse_int, parse_constant = opts.parse_float, opts.parse_int, opts.parse_constant
  local strict = opts.strict
  local s, len

  local function ws(i)
    local b = byte(s, i)
    if b == 32 or b == 10 or b == 13 or b == 9 then
      local _, e = find(s, "^[ \t\n\r]*", i)
      return e + 1
    end
    return i
  end

  -- i: byte index just after the opening quote; returns the string and the index after it
  local function scanstring(i)
    local begin = i - 1
    local parts, np = nil, 0
    while true do
      local j = find(s, '[%z\1-\31"\\]', i)
      if not j then fail("Unterminated string starting at", s, begin) end
      local c = byte(s, j)
      if c == 34 then
        if not parts then return sub(s, i, j - 1), j + 1 end
        np = np + 1; parts[np] = sub(s, i, j - 1)
        return concat(parts, "", 1, np), j + 1
      end
      parts = parts or {}
      np = np + 1; parts[np] = sub(s, i, j - 1)
      if c ~= 92 then
        if strict then fail("Invalid control character at", s, j) end
        np = np + 1; parts[np] = sub(s, j, j)
        i = j + 1
      else
        local e = sub(s, j + 1, j + 1)
        if e == "" then fail("Unterminated string starting at", s, begin) end
        if e ~= "u" then
          local r = UNESC[e]
          if not r then fail("Invalid \\escape", s, j) end
          np = np + 1; parts[np] = r
          i = j + 2
        else
          local hex = match(s, "^%x%x%x%x", j + 2)
          if not hex or j + 6 > len then fail("Invalid \\uXXXX escape", s, j + 1) end
          local cp = tonumber(hex, 16)
          i = j + 6
          if cp >= 0xd800 and cp <= 0xdbff and byte(s, i) == 92 and byte(s, i + 1) == 117 then
            local hex2 = match(s, "^%x%x%x%x", i + 2)
            if not hex2 or i + 6 > len then fail("Invalid \\uXXXX escape", s, i + 1) end
            local lo = tonumber(hex2, 16)
            if lo >= 0xdc00 and lo <= 0xdfff then
              cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00)
              i = i + 6
            end
          end
          np = np + 1; parts[np] = utf8char(cp)
        end
      end
    end
  end

  local value
  local function number(i)
    local j = i
    if byte(s, j) == 45 then j = j + 1 end
    local b = byte(s, j)
    if b == 48 then j = j + 1
    elseif b and b >= 49 and b <= 57 then
      local _, e = find(s, "^%d*", j + 1); j = e + 1
    else
      return nil
    end
    local isfloat = false
    if byte(s, j) == 46 then
      local _, e = find(s, "^%d+", j + 1)
      if e then j = e + 1; isfloat = true end
    end
    b = byte(s, j)
    if b == 101 or b == 69 then
      local k = j + 1
      b = byte(s, k)
      if b == 43 or b == 45 then k = k + 1 end
      local _, e = find(s, "^%d+", k)
      if e then j = e + 1; isfloat = true end
    end
    local text = sub(s, i, j - 1)
    if isfloat then
      if parse_float then return parse_float(text), j end
      return tonumber(text), j
    end
    if parse_int then return parse_int(text), j end
    if j - i < 19 then return tointeger(tonumber(text)), j end
    return num.fromstring(text), j
  end

  local function constant(name, v)
    if parse_constant then return parse_constant(name) end
    return v
  end

  -- nesting is limited as CPython's C decoder limits it (its recursion limit)
  local depth = 0
  local function enter(what)
    depth = depth + 1
    if depth > MAXDEPTH then
      raise("RecursionError", "maximum recursion depth exceeded while decoding a JSON " .. what ..
            " from a unicode string")
    end
  end

  local function object(i)
    -- i: after '{'
    enter("object")
    local pairs_list, d
    if pairs_hook then pairs_list = {} else d = DICT() end
    i = ws(i)
    if byte(s, i) == 125 then
      depth = depth - 1
      if pairs_hook then return pairs_hook(LIST(pairs_list)), i + 1 end
      if object_hook then return object_hook(d), i + 1 end
      return d, i + 1
    end
    while true do
      if byte(s, i) ~= 34 then fail("Expecting property name enclosed in double quotes", s, i) end
      local k
      k, i = scanstring(i + 1)
      i = ws(i)
      if byte(s, i) ~= 58 then fail("Expecting ':' delimiter", s, i) end
      i = ws(i + 1)
      local v
      v, i = value(i)
      if pairs_hook then pairs_list[#pairs_list + 1] = TUPLE({ k, v }) else dict_set(d, k, v) end
      i = ws(i)
      local c = byte(s, i)
      if c == 125 then i = i + 1; break end
      if c ~= 44 then fail("Expecting ',' delimiter", s, i) end
      i = ws(i + 1)
    end
    depth = depth - 1
    if pairs_hook then return pairs_hook(LIST(pairs_list)), i end
    if object_hook then return object_hook(d), i end
    return d, i
  end

  local function array(i)
    enter("array")
    local t, n = {}, 0
    i = ws(i)
    if byte(s, i) == 93 then depth = depth - 1; return LIST(t), i + 1 end
    while true do
      local v
      v, i = value(i)
      n = n + 1; t[n] = v
      i = ws(i)
      local c = byte(s, i)
      if c == 93 then depth = depth - 1; return LIST(t), i + 1 end
      if c ~= 44 then fail("Expecting ',' delimiter", s, i) end
      i = ws(i + 1)
    end
  end

  value = function(i)
    local c = byte(s, i)
    if c == 34 then return scanstring(i + 1)
    elseif c == 123 then return object(i + 1)
    elseif c == 91 then return array(i + 1)
    elseif c == 110 and sub(s, i, i + 3) == "null" then return None, i + 4
    elseif c == 116 and sub(s, i, i + 3) == "true" then return true, i + 4
    elseif c == 102 and sub(s, i, i + 4) == "false" then return false, i + 5
    elseif c == 78 and sub(s, i, i + 2) == "NaN" then return constant("NaN", 0.0 / 0.0 * -1), i + 3
    elseif c == 73 and sub(s, i, i + 7) == "Infinity" then return constant("Infinity", INF), i + 8
    elseif c == 45 and sub(s, i, i + 8) == "-Infinity" then return constant("-Infinity", -INF), i + 9
    end
    local v, j = number(i)
    if v == nil then fail("Expecting value", s, i) end
    return v, j
  end

  -- doc: the whole document; or, with at (a byte index), the one value that starts there and
  -- the byte index after it (raw_decode)
  return function(doc, at)
    s, len, depth = doc, #doc, 0
    if at then
      local v, j = value(at)
      s = nil
      return v, j
    end
    local i = ws(1)
    local v
    v, i = value(i)
    i = ws(i)
    if i <= len then fail("Extra data", s, i) end
    s = nil
    return v
  end
end

-- the C scanner, for loads without hooks
local cdecode = C.decode
local function c_decoder(strict)
  return function(doc)
    local v, msg, pos = cdecode(doc, strict)
    if v == nil then
      if msg == "RecursionError" then
        raise("RecursionError", "maximum recursion depth exceeded while decoding a JSON " .. pos ..
              " from a unicode string")
      end
      fail(msg, doc, pos)
    end
    return v
  end
end

local lua_make_decoder = make_decoder
make_decoder = function(opts)
  if c_ok and not (opts.object_hook or opts.object_pairs_hook or opts.parse_float or
                   opts.parse_int or opts.parse_constant) then
    return c_decoder(opts.strict)
  end
  return lua_make_decoder(opts)
end

local plain_decoder = make_decoder({ strict = true })

local LOADS_SIG = { name = "loads", params = { "s" }, nposonly = 0, nrequired = 1,
                    kwonly = { "cls", "object_hook", "parse_float", "parse_int", "parse_constant",
                               "object_pairs_hook", "strict" },
                    kwarg = true, complex = true }

local function nn(x) if x == nil or x == None then return nil end return x end

local function check_doc(s)
  if type(s) ~= "string" then
    if type(s) == "table" and getmetatable(s) and getmetatable(s)["#bytes"] then
      s = R.CALLM(s, "decode", {})
    else
      raise("TypeError", "the JSON object must be str, bytes or bytearray, not " .. clsname(s))
    end
  end
  if byte(s, 1) == 0xEF and byte(s, 2) == 0xBB and byte(s, 3) == 0xBF then
    fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 1)
  end
  return s
end

local function loads_kw(s, cls, object_hook, parse_float, parse_int, parse_constant,
                        object_pairs_hook, strict)
  s = check_doc(s)
  return make_decoder({ object_hook = nn(object_hook), parse_float = nn(parse_float),
                        parse_int = nn(parse_int), parse_constant = nn(parse_constant),
                        object_pairs_hook = nn(object_pairs_hook),
                        strict = strict == nil or T(strict) })(s)
end

m.loads = R.sig(function(...)
  if rawequal((...), R.KWMARK) or select("#", ...) ~= 1 then
    return loads_kw(R.ARGS(LOADS_SIG, ...))
  end
  return plain_decoder(check_doc((...)))
end, "loads", LOADS_SIG.params, LOADS_SIG)

local LOAD_SIG = { name = "load", params = { "fp" }, nposonly = 0, nrequired = 1,
                   kwonly = LOADS_SIG.kwonly, kwarg = true, complex = true }
m.load = R.sig(function(...)
  local args = { R.ARGS(LOAD_SIG, ...) }
  args[1] = R.CALLM(args[1], "read", {})
  return loads_kw(table.unpack(args, 1, 8))
end, "load", LOAD_SIG.params, LOAD_SIG)

-- JSONDecoder(...).decode(s)
local JSONDecoder = R.CLASS("JSONDecoder", {}, nil, function(ns)
  ns.__module__ = "json.decoder"
  local sig = { name = "JSONDecoder", params = { "self" }, nposonly = 0, nrequired = 1,
                kwonly = { "object_hook", "parse_float", "parse_int", "parse_constant", "strict",
                           "object_pairs_hook" }, complex = true }
  ns.__init__ = R.sig(function(...)
    local self, object_hook, parse_float, parse_int, parse_constant, strict, object_pairs_hook =
      R.ARGS(sig, ...)
    local opts = { object_hook = nn(object_hook), parse_float = nn(parse_float),
      parse_int = nn(parse_int), parse_constant = nn(parse_constant),
      object_pairs_hook = nn(object_pairs_hook), strict = strict == nil or T(strict) }
    rawset(self, "#dec", make_decoder(opts))
    rawset(self, "#raw", lua_make_decoder(opts))
    return None
  end, "__init__", sig.params, sig)
  ns.decode = function(self, s) return rawget(self, "#dec")(check_doc(s)) end
  -- raw_decode(s, idx=0): the value that starts at idx (no whitespace skipped) and its end
  ns.raw_decode = R.sig(function(self, s, idx)
    s = check_doc(s)
    idx = idx == nil and 0 or idx
    local at = utf8.offset(s, idx + 1) or #s + 1
    local v, j = rawget(self, "#raw")(s, at)
    return TUPLE({ v, utf8.len(s, 1, j - 1) })
  end, "raw_decode", { "self", "s", "idx" }, { nrequired = 2 })
end)
m.JSONDecoder = JSONDecoder

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "detect_encoding", "py", 1, "detect_encoding", 1 }, { "dump", "py", 2, "dump", 2 },
  { "dumps", "py", 1, "dumps", 1 }, { "load", "py", 1, "load", 1 },
  { "loads", "py", 1, "loads", 1 },
})
return m
end
