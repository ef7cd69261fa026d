-- modreprlib.lua: reprlib after CPython 3.11's Lib/reprlib.py: Repr (its limits as attributes,
-- repr1 dispatching to a repr_<typename> method a subclass may add, the truncation of strs,
-- ints and other reprs around "..."), the module's repr (aRepr.repr) and recursive_repr.
local type, rawget, rawset, setmetatable, ipairs_, error_ = type, rawget, rawset, setmetatable, ipairs, error
local string, table, math = string, table, math
local concat, gsub, find = table.concat, string.gsub, string.find

return function(R, host)
local _ENV = nil
local None, raise = R.None, R.raise
local LEN, GI, SLICE, str, repr = R.LEN, R.GI, R.SLICE, R.str, R.repr
local B = R.builtins

local m = {}
local function attr(self, k) return R.GA(self, k) end
local function int(self, k) return R.index(R.GA(self, k)) end

-- s cut to about `max` characters around the fill value (repr_str/int/instance's middle cut)
local function cut(self, s, max)
  if LEN(s) <= max then return s end
  local i = math.max(0, (max - 3) // 2)
  local j = math.max(0, max - 3 - i)
  return GI(s, SLICE(None, i)) .. str(attr(self, "fillvalue")) .. GI(s, SLICE(LEN(s) - j, None))
end

local function possibly_sorted(x)
  local ok, r = R.pcall(B.sorted, x)
  if ok then return r end
  return B.list(x)
end

m.Repr = R.CLASS("Repr", { R.object }, nil, function(ns)
  ns.__module__ = "reprlib"
  ns.__init__ = function(self)
    local defaults = { fillvalue = "...", maxlevel = 6, maxtuple = 6, maxlist = 6, maxarray = 5,
                       maxdict = 4, maxset = 6, maxfrozenset = 6, maxdeque = 6, maxstring = 30,
                       maxlong = 40, maxother = 30 }
    for _, k in ipairs_({ "fillvalue", "maxlevel", "maxtuple", "maxlist", "maxarray", "maxdict", "maxset",
                          "maxfrozenset", "maxdeque", "maxstring", "maxlong", "maxother" }) do
      R.SA(self, k, defaults[k])
    end
    return None
  end
  ns.repr = function(self, x) return R.CALLM(self, "repr1", { x, attr(self, "maxlevel") }) end
  ns.repr1 = function(self, x, level)
    local name = gsub(R.typeof(x)["#name"], " ", "_")
    if R.hasattr(self, "repr_" .. name) then return R.CALLM(self, "repr_" .. name, { x, level }) end
    return R.CALLM(self, "repr_instance", { x, level })
  end
  local function iterable(self, x, level, left, right, maxiter, trail)
    local n = LEN(x)
    local s
    if R.index(level) <= 0 and n > 0 then
      s = str(attr(self, "fillvalue"))
    else
      local pieces = {}
      local nf = R.iterate(x)
      for _ = 1, maxiter do
        local v = nf()
        if v == nil then break end
        pieces[#pieces + 1] = str(R.CALLM(self, "repr1", { v, R.index(level) - 1 }))
      end
      if n > maxiter then pieces[#pieces + 1] = str(attr(self, "fillvalue")) end
      s = concat(pieces, ", ")
      if n == 1 and trail then right = trail .. right end
    end
    return left .. s .. right
  end
  ns._repr_iterable = function(self, x, level, left, right, maxiter, trail)
    return iterable(self, x, level, left, right, R.index(maxiter), (trail ~= nil and trail ~= "") and trail or nil)
  end
  ns.repr_tuple = function(self, x, level) return iterable(self, x, level, "(", ")", int(self, "maxtuple"), ",") end
  ns.repr_list = function(self, x, level) return iterable(self, x, level, "[", "]", int(self, "maxlist")) end
  ns.repr_array = function(self, x, level)
    local tc = R.GA(x, "typecode")
    if LEN(x) == 0 then return "array('" .. tc .. "')" end
    return iterable(self, x, level, "array('" .. tc .. "', [", "])", int(self, "maxarray"))
  end
  ns.repr_set = function(self, x, level)
    if LEN(x) == 0 then return "set()" end
    return iterable(self, possibly_sorted(x), level, "{", "}", int(self, "maxset"))
  end
  ns.repr_frozenset = function(self, x, level)
    if LEN(x) == 0 then return "frozenset()" end
    return iterable(self, possibly_sorted(x), level, "frozenset({", "})", int(self, "maxfrozenset"))
  end
  ns.repr_deque = function(self, x, level) return iterable(self, x, level, "deque([", "])", int(self, "maxdeque")) end
  ns.repr_dict = function(self, x, level)
    local n = LEN(x)
    if n == 0 then return "{}" end
    if R.index(level) <= 0 then return "{" .. str(attr(self, "fillvalue")) .. "}" end
    local maxdict = int(self, "maxdict")
    local pieces = {}
    local nf = R.iterate(possibly_sorted(x))
    for _ = 1, maxdict do
      local k = nf()
      if k == nil then break end
      pieces[#pieces + 1] = str(R.CALLM(self, "repr1", { k, R.index(level) - 1 })) .. ": "
        .. str(R.CALLM(self, "repr1", { GI(x, k), R.index(level) - 1 }))
    end
    if n > maxdict then pieces[#pieces + 1] = str(attr(self, "fillvalue")) end
    return "{" .. concat(pieces, ", ") .. "}"
  end
  ns.repr_str = function(self, x, level)
    local max = int(self, "maxstring")
    local s = repr(GI(x, SLICE(None, max)))
    if LEN(s) > max then
      local i = math.max(0, (max - 3) // 2)
      local j = math.max(0, max - 3 - i)
      s = repr(GI(x, SLICE(None, i)) .. GI(x, SLICE(LEN(x) - j, None)))
      s = GI(s, SLICE(None, i)) .. str(attr(self, "fillvalue")) .. GI(s, SLICE(LEN(s) - j, None))
    end
    return s
  end
  ns.repr_int = function(self, x, level) return cut(self, repr(x), int(self, "maxlong")) end
  ns.repr_instance = function(self, x, level)
    local ok, s = R.pcall(repr, x)
    if not ok then
      return "<" .. R.typeof(x)["#name"] .. " instance at " .. string.format("%#x", R.objid(x) * 16 + 0x7f0000000000) .. ">"
    end
    return cut(self, s, int(self, "maxother"))
  end
end)
m.aRepr = R.type_call(m.Repr)
m.repr = R.sig(function(x) return R.CALLM(m.aRepr, "repr", { x }) end, "repr", { "x" })

-- recursive_repr(fillvalue='...'): a decorator of __repr__ methods that gives fillvalue for
-- an object whose repr is already running
m.recursive_repr = R.sig(function(fillvalue)
  if fillvalue == nil then fillvalue = "..." end
  return function(user_function)
    local running = setmetatable({}, { __mode = "k" })
    local wrapper = function(self)
      if running[self] then return fillvalue end
      running[self] = true
      local ok, r = R.pcall(user_function, self)
      running[self] = nil
      if not ok then error_(r, 0) end
      return r
    end
    R.sig(wrapper, R.str(R.GA(user_function, "__name__")), { "self" })
    return R.IMPORT("functools").update_wrapper(wrapper, user_function)
  end
end, "recursive_repr", { "fillvalue" })

return m
end
