-- modstring.lua: the string module (constants, Template, capwords).
local rawget, rawset, error, pcall = rawget, rawset, error, pcall
local string = string

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
      local out = tpl:gsub("%$(%$?)({?)([%a_][%w_]*)(}?)", function(dollar, open, name, close)
        if dollar == "$" then return "$" .. open .. name .. close end
        if open == "{" and close ~= "}" then
          if safe then return nil end
          raise("ValueError", "Invalid placeholder in string")
        end
        return lookup_name(name, "$" .. open .. name .. close) .. (open == "" and close or "")
      end)
      return (out:gsub("%$%$", "$"))
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
