-- modstring.lua: the string module (constants, Template, Formatter, capwords).
local rawget, rawset, error, pcall, select, type, ipairs, tonumber, tostring =
      rawget, rawset, error, pcall, select, type, ipairs, tonumber, tostring
local string, concat, math = string, table.concat, math

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise
local LIST = R.LIST

-- Registers a Lua function's parameter names so keyword calls work.
local function sig(f, name, params, nrequired)
  return R.sig(f, name, params, { nrequired = nrequired or #params })
end
  local m = {}
  m.ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
  m.ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
  m.ascii_letters = m.ascii_lowercase .. m.ascii_uppercase
  m.digits = "0123456789"
  m.hexdigits = "0123456789abcdefABCDEF"
  m.octdigits = "01234567"
  m.punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
  m.whitespace = " \t\n\r\11\12"
  m.printable = m.digits .. m.ascii_letters .. m.punctuation .. m.whitespace
  -- Template: $name, ${name} and $$ substitution
  m.Template = R.CLASS("Template", {}, nil, function(ns)
    ns.__module__ = "string"
    ns.delimiter = "$"
    local DEFAULT_ID = "(?a:[_a-z][_a-z0-9]*)"
    ns.idpattern = DEFAULT_ID
    ns.braceidpattern = None
    local re = R.IMPORT("re")
    ns.flags = re.IGNORECASE
    ns.__init__ = function(self, template)
      rawset(self, "template", template)
      return None
    end
    -- Scans the template left to right, as CPython's pattern: the delimiter twice (escaped),
    -- delimiter+name, delimiter+{name}; any other delimiter is an invalid placeholder.
    -- on(kind, text, name, d) gets each piece: "text", "escaped", "named", "braced", "invalid"
    -- (d: the delimiter's position); the delimiter is the class attribute, as in CPython.
    -- a class that changes idpattern, braceidpattern, flags or pattern: CPython's pattern
    -- through re (the plain class scans in Lua, below)
    local function custom_pattern(self)
      local cls = R.typeof(self)
      local own = R.lookup(cls, "pattern")
      local id, bid, flags = R.GA(self, "idpattern"), R.GA(self, "braceidpattern"), R.GA(self, "flags")
      if own == nil and id == DEFAULT_ID and bid == None and R.EQ(flags, re.IGNORECASE) then return nil end
      if own ~= nil then
        return type(own) == "string" and re.compile(own, R.BOR(flags, re.VERBOSE)) or own
      end
      local d = R.CALL(re.escape, { R.str(R.GA(self, "delimiter")) })
      if bid == None then bid = id end
      local src = d .. "(?:\n  (?P<escaped>" .. d .. ")  |\n  (?P<named>" .. R.str(id) .. ")  |\n  {(?P<braced>"
        .. R.str(bid) .. ")}  |\n  (?P<invalid>)\n)\n"
      return re.compile(src, R.BOR(flags, re.VERBOSE))
    end
    local function scan(self, on)
      local tpl = rawget(self, "template")
      local rx = custom_pattern(self)
      if rx then
        local pos = 1
        for mt in R.iterate(R.CALLM(rx, "finditer", { tpl })) do
          local st, en = R.CALLM(mt, "start", {}) + 1, R.CALLM(mt, "end", {})
          on("text", R.GI(tpl, R.SLICE(pos - 1, st - 1)))
          local g = function(k) local v = R.CALLM(mt, "group", { k }) return v ~= None and v or nil end
          local whole = R.CALLM(mt, "group", { 0 })
          if g("escaped") then on("escaped", R.str(R.GA(self, "delimiter")))
          elseif g("named") then on("named", whole, g("named"))
          elseif g("braced") then on("braced", whole, g("braced"))
          else on("invalid", whole, nil, st) end
          pos = en + 1
        end
        on("text", R.GI(tpl, R.SLICE(pos - 1, None)))
        return
      end
      local delim = R.str(R.GA(self, "delimiter"))
      local dl, pos, n = #delim, 1, #tpl
      while pos <= n do
        local d = tpl:find(delim, pos, true)
        if not d or dl == 0 then on("text", tpl:sub(pos)); break end
        on("text", tpl:sub(pos, d - 1))
        local after = d + dl
        local name = tpl:match("^[%a_][%w_]*", after)
        local braced = not name and tpl:match("^{([%a_][%w_]*)}", after)
        if tpl:sub(after, after + dl - 1) == delim then
          on("escaped", delim)
          pos = after + dl
        elseif name then
          on("named", delim .. name, name)
          pos = after + #name
        elseif braced then
          on("braced", delim .. "{" .. braced .. "}", braced)
          pos = after + 2 + #braced
        else
          on("invalid", delim, nil, d)
          pos = after
        end
      end
    end
    local function sub(self, mapping, kw, safe)
      local tpl = rawget(self, "template")
      local function lookup_name(name, whole)
        if kw then
          for i = 1, #kw, 2 do if kw[i] == name then return R.str(kw[i + 1]) end end
        end
        if mapping ~= nil and mapping ~= None then
          local ok, v = pcall(R.GI, mapping, name)
          if ok then return R.str(v) end
          local e = R.EXC(v)
          if not R.isinstance(e, R.exc_classes.KeyError) then error(e, 0) end
        end
        if safe then return whole end
        raise("KeyError", name)
      end
      local out = {}
      scan(self, function(kind, text, name, d)
        if kind == "named" or kind == "braced" then
          out[#out + 1] = lookup_name(name, text)
        elseif kind == "invalid" and not safe then
          -- CPython's position: just after the delimiter, columns counted from 1
          local before = tpl:sub(1, d - 1 + #text)
          local line = select(2, before:gsub("\n", "")) + 1
          local col = #before - ((before:match(".*\n()") or 1) - 1)
          raise("ValueError", "Invalid placeholder in string: line " .. line .. ", col " .. col)
        else
          out[#out + 1] = text
        end
      end)
      return concat(out)
    end
    ns.get_identifiers = function(self)
      local ids, seen = {}, {}
      scan(self, function(kind, _, name)
        if name and not seen[name] then seen[name] = true; ids[#ids + 1] = name end
      end)
      return LIST(ids)
    end
    ns.is_valid = function(self)
      local valid = true
      scan(self, function(kind) if kind == "invalid" then valid = false end end)
      return valid
    end
    local function method(safe)
      return function(self, ...)
        if self == R.KWMARK then -- keyword call: (KWMARK, pos, npos, kw)
          local pos, npos, kw = ...
          return sub(pos[1], pos[2], kw, safe)
        end
        return sub(self, (...), nil, safe)
      end
    end
    ns.substitute = R.sig(method(false), "substitute", {}, { complex = true })
    ns.safe_substitute = R.sig(method(true), "safe_substitute", {}, { complex = true })
  end)
  -- Formatter: str.format's machinery as overridable methods (parse, get_field, get_value,
  -- convert_field, format_field, check_unused_args), after CPython's string.Formatter
  local function parse_fields(fs)
    local out, lit, i, n = {}, {}, 1, #fs
    local function push(field, spec, conv)
      out[#out + 1] = R.TUPLE({ concat(lit), field, spec, conv })
      lit = {}
    end
    while i <= n do
      local c = fs:sub(i, i)
      if (c == "{" or c == "}") and fs:sub(i + 1, i + 1) == c then
        -- an escaped brace ends a literal chunk of its own, as CPython's MarkupIterator
        lit[#lit + 1] = c
        push(None, None, None)
        i = i + 2
      elseif c == "}" then raise("ValueError", "Single '}' encountered in format string")
      elseif c == "{" and i == n then raise("ValueError", "Single '{' encountered in format string")
      elseif c == "{" then
        local j, depth, bracket = i + 1, 1, false
        local name_end, conv, spec_start
        while j <= n do
          local d = fs:sub(j, j)
          if bracket then
            if d == "]" then bracket = false end
          elseif d == "[" and not name_end then bracket = true
          elseif d == "{" then depth = depth + 1
          elseif d == "}" then
            depth = depth - 1
            if depth == 0 then break end
          elseif not name_end and (d == "!" or d == ":") then
            name_end = j
            if d == "!" then
              conv = fs:sub(j + 1, j + 1)
              local after = fs:sub(j + 2, j + 2)
              if after ~= ":" and after ~= "}" then
                raise("ValueError", "expected ':' after conversion specifier")
              end
              if after == ":" then spec_start = j + 3 end
              j = j + 1
            else
              spec_start = j + 1
            end
          end
          j = j + 1
        end
        if j > n then raise("ValueError", "expected '}' before end of string") end
        local field = fs:sub(i + 1, (name_end or j) - 1)
        push(field, spec_start and fs:sub(spec_start, j - 1) or "", conv or None)
        i = j + 1
      else
        lit[#lit + 1] = c
        i = i + 1
      end
    end
    if #lit > 0 then out[#out + 1] = R.TUPLE({ concat(lit), None, None, None }) end
    return out
  end
  -- "a.b[0]" -> first ("a", or an int for digits) and the rest as { is_attr, key } pairs
  local function split_field(name)
    local first, rest = name:match("^([^.%[]*)(.*)$")
    local parts = {}
    for kind, key in rest:gmatch("([.%[])([^.%[%]]*)%]?") do
      if kind == "[" and key:match("^%d+$") then key = math.tointeger(tonumber(key)) end
      parts[#parts + 1] = { kind == ".", key }
    end
    if first:match("^%d+$") then first = math.tointeger(tonumber(first)) end
    return first, parts
  end
  m.Formatter = R.CLASS("Formatter", {}, nil, function(ns)
    ns.__module__ = "string"
    ns.parse = function(self, fs) return R.LIST(parse_fields(fs)) end
    ns.get_value = function(self, key, args, kwargs)
      if type(key) == "number" then return R.GI(args, key) end
      return R.GI(kwargs, key)
    end
    ns.get_field = function(self, name, args, kwargs)
      local first, parts = split_field(name)
      local obj = R.CALLM(self, "get_value", { first, args, kwargs })
      for _, p in ipairs(parts) do
        if p[1] then obj = R.GA(obj, p[2]) else obj = R.GI(obj, p[2]) end
      end
      return R.TUPLE({ obj, first })
    end
    ns.convert_field = function(self, value, conv)
      if conv == None or conv == nil then return value end
      if conv == "s" then return R.str(value) end
      if conv == "r" then return R.repr(value) end
      if conv == "a" then return R.builtins.ascii(value) end
      raise("ValueError", "Unknown conversion specifier " .. R.str(conv))
    end
    ns.format_field = function(self, value, spec) return R.FORMAT(value, spec) end
    ns.check_unused_args = function() return None end
    local function vformat(self, fs, args, kwargs, used, depth, auto)
      if depth < 0 then raise("ValueError", "Max string recursion exceeded") end
      local out = {}
      for _, item in ipairs(R.toarray(R.CALLM(self, "parse", { fs }))) do
        local literal, field, spec, conv = item[1], item[2], item[3], item[4]
        if literal ~= "" then out[#out + 1] = literal end
        if field ~= None then
          if field == "" then -- CPython's one message for both switches
            if auto.manual then
              raise("ValueError", "cannot switch from manual field specification to automatic field numbering")
            end
            field = tostring(auto.next)
            auto.next = auto.next + 1
          elseif field:match("^%d+$") then
            if auto.next > 0 then
              raise("ValueError", "cannot switch from manual field specification to automatic field numbering")
            end
            auto.manual = true
          end
          local got = R.CALLM(self, "get_field", { field, args, kwargs })
          used[#used + 1] = got[2]
          local obj = R.CALLM(self, "convert_field", { got[1], conv })
          spec = vformat(self, spec, args, kwargs, used, depth - 1, auto)
          out[#out + 1] = R.str(R.CALLM(self, "format_field", { obj, spec }))
        end
      end
      return concat(out)
    end
    ns.vformat = function(self, fs, args, kwargs)
      local used = {}
      local r = vformat(self, fs, args, kwargs, used, 2, { next = 0 })
      R.CALLM(self, "check_unused_args", { R.SET(used), args, kwargs })
      return r
    end
    ns.format = R.sig(function(self, ...)
      if self == R.KWMARK then -- keyword call: (KWMARK, pos, npos, kw)
        local pos, npos, kw = ...
        local d = R.DICT()
        for i = 1, #kw, 2 do R.SI(d, kw[i], kw[i + 1]) end
        local rest = {}
        for i = 3, npos do rest[#rest + 1] = pos[i] end
        return ns.vformat(pos[1], pos[2], R.TUPLE(rest), d)
      end
      local fs = ...
      return ns.vformat(self, fs, R.TUPLE({ select(2, ...) }), R.DICT())
    end, "format", {}, { complex = true })
  end)
  m.capwords = function(s, sep)
    local words = R.CALLM(s, "split", { sep == nil and None or sep }, nil)
    local out = {}
    for i = 1, #words do out[i] = R.CALLM(words[i], "capitalize", {}, nil) end
    return R.CALLM(sep == nil and " " or sep, "join", { LIST(out) }, nil)
  end
  -- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
  -- whose Lua parameters are CPython's)
  R.toomany_all(m, {
    { "capwords", "py", 2, "capwords", 1 },
  })
  return m
end
