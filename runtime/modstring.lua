-- modstring.lua: the string module (constants, Template, capwords).
local rawget, rawset, error, pcall, select = rawget, rawset, error, pcall, select
local string, concat = string, table.concat

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
    ns.delimiter = "$"
    ns.__init__ = function(self, template)
      rawset(self, "template", template)
      return None
    end
    -- Scans the template left to right, as CPython's pattern: the delimiter twice (escaped),
    -- delimiter+name, delimiter+{name}; any other delimiter is an invalid placeholder.
    -- on(kind, text, name, d) gets each piece: "text", "escaped", "named", "braced", "invalid"
    -- (d: the delimiter's position); the delimiter is the class attribute, as in CPython.
    local function scan(self, on)
      local tpl = rawget(self, "template")
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
  m.capwords = function(s, sep)
    local words = R.CALLM(s, "split", { sep == nil and None or sep }, nil)
    local out = {}
    for i = 1, #words do out[i] = R.CALLM(words[i], "capitalize", {}, nil) end
    return R.CALLM(sep == nil and " " or sep, "join", { LIST(out) }, nil)
  end
  return m
end
