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
      -- left to right, as CPython's pattern: $$ (an escaped $), $name, ${name}; any other $
      -- is an invalid placeholder (substitute raises; safe_substitute keeps it)
      local out, pos, n = {}, 1, #tpl
      while pos <= n do
        local d = tpl:find("$", pos, true)
        if not d then out[#out + 1] = tpl:sub(pos); break end
        out[#out + 1] = tpl:sub(pos, d - 1)
        local name = tpl:match("^[%a_][%w_]*", d + 1)
        local braced = not name and tpl:match("^{([%a_][%w_]*)}", d + 1)
        if tpl:sub(d + 1, d + 1) == "$" then
          out[#out + 1] = "$"
          pos = d + 2
        elseif name then
          out[#out + 1] = lookup_name(name, "$" .. name)
          pos = d + 1 + #name
        elseif braced then
          out[#out + 1] = lookup_name(braced, "${" .. braced .. "}")
          pos = d + 3 + #braced
        else
          if not safe then
            local before = tpl:sub(1, d)
            local line = select(2, before:gsub("\n", "")) + 1
            local col = d - ((before:match(".*\n()") or 1) - 1)
            raise("ValueError", "Invalid placeholder in string: line " .. line .. ", col " .. col)
          end
          out[#out + 1] = "$"
          pos = d + 1
        end
      end
      return concat(out)
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
