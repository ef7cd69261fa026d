-- modabc.lua: abc. ABC's __new__ refuses classes that still have abstract methods.
local type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs
local sort, concat = table.sort, table.concat

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, FATTR = R.None, R.raise, R.FATTR
local StaticMT, ClassMT, PropertyMT = R.StaticMT, R.ClassMT, R.PropertyMT

local m = {}

local function is_abstract(v)
  local tv = type(v)
  if tv == "function" then
    local a = FATTR[v]
    return a ~= nil and a.__isabstractmethod__ == true
  end
  if tv == "table" then
    local mt = getmetatable(v)
    if mt == StaticMT or mt == ClassMT then return is_abstract(v.f) or rawget(v, "__isabstractmethod__") == true end
    if mt == PropertyMT then
      return is_abstract(rawget(v, "fget")) or is_abstract(rawget(v, "fset")) or rawget(v, "__isabstractmethod__") == true
    end
    if mt and mt["#inst"] then return rawget(v, "__isabstractmethod__") == true end
  end
  return false
end
R.is_abstract = is_abstract

-- sorted names of t's unimplemented abstract methods
local function abstracts(t)
  local names, seen = {}, {}
  for _, c in ipairs(t["#mro"]) do
    for k, v in pairs(c["#dict"]) do
      if type(k) == "string" and not seen[k] then
        seen[k] = true
        if is_abstract(v) then names[#names + 1] = k end
      end
    end
    -- the abstract methods of a collections.abc class, kept out of its dict (the builtins it
    -- sits in the MRO of must not find them): name = true, or false for its own mixin
    for k, isabs in pairs(rawget(c, "#abstract") or {}) do
      if not seen[k] then
        seen[k] = true
        if isabs then names[#names + 1] = k end
      end
    end
  end
  sort(names)
  return names
end

local function check(t)
  local names = abstracts(t)
  if #names > 0 then
    raise("TypeError", "Can't instantiate abstract class " .. t["#name"] .. " with abstract method" ..
      (#names > 1 and "s " or " ") .. concat(names, ", "))
  end
end
R.abc_check = check

m.abstractmethod = function(f)
  if type(f) == "function" then
    local a = FATTR[f]
    if not a then a = {}; FATTR[f] = a end
    a.__isabstractmethod__ = true
  elseif type(f) == "table" then
    rawset(f, "__isabstractmethod__", true)
  end
  return f
end
m.abstractproperty = function(f) return R.builtins.property(m.abstractmethod(f)) end
m.abstractclassmethod = function(f) return R.builtins.classmethod(m.abstractmethod(f)) end
m.abstractstaticmethod = function(f) return R.builtins.staticmethod(m.abstractmethod(f)) end

local type_call = R.type_t["#dict"].__call__

-- ABCMeta.__subclasscheck__, as CPython's: the class's own __subclasshook__ decides first
-- (unless it answers NotImplemented), then the MRO and the registry, then the subclasses'
-- checks (their hooks)
local function subclasscheck(cls, sub)
  if getmetatable(sub) ~= R.TypeMT then raise("TypeError", "issubclass() arg 1 must be a class") end
  if R.lookup(cls, "__subclasshook__") ~= nil then
    local r = R.CALL(R.GA(cls, "__subclasshook__"), { sub })
    if r ~= R.NotImplemented then return R.T(r) end
  end
  if R.issubclass(sub, cls) then return true end
  local check = rawget(cls, "#subclasscheck")
  if check ~= nil and check(sub) then return true end
  for _, s in ipairs(R.subclasses_of(cls)) do
    if subclasscheck(s, sub) then return true end
  end
  return false
end
local ABCMeta = R.CLASS("ABCMeta", { R.type_t }, nil, function(ns)
  ns.__module__ = "abc"
  -- making an object of a class with abstract methods is a TypeError
  ns.__call__ = function(cls, ...)
    check(cls == R.KWMARK and (...)[1] or cls)
    return type_call(cls, ...)
  end
  R.SIG[ns.__call__] = R.SIG[type_call]
  ns.__abstractmethods__ = setmetatable({ fget = function(cls)
    return R.set_from(R.LIST(abstracts(cls)), R.FrozenMT)
  end, fset = None, fdel = None }, R.PropertyMT)
  ns.__subclasscheck__ = function(cls, sub) return subclasscheck(cls, sub) end
  ns.__instancecheck__ = function(cls, x)
    if subclasscheck(cls, R.typeof(x)) then return true end
    local check = rawget(cls, "#instancecheck")
    return check ~= nil and check(x) or false
  end
  -- a virtual subclass: issubclass and isinstance see it (R.issubclass reads "#registry"),
  -- it inherits nothing
  ns.register = function(cls, sub)
    if getmetatable(sub) ~= R.TypeMT then raise("TypeError", "Can only register classes") end
    if R.issubclass(sub, cls) then return sub end
    if R.issubclass(cls, sub) then raise("RuntimeError", "Refusing to create an inheritance cycle") end
    for _, c in ipairs(cls["#mro"]) do
      if c ~= R.object then
        local reg = rawget(c, "#registry") or {}
        reg[#reg + 1] = sub
        rawset(c, "#registry", reg)
      end
    end
    return sub
  end
end)
ABCMeta["#builtin"] = true
ABCMeta["#type_repr"] = function() return "<class 'abc.ABCMeta'>" end
m.ABCMeta = ABCMeta

local ABC = R.CLASS("ABC", { R.object }, nil, function(ns)
  ns.__module__ = "abc"
  ns.__new__ = function(t, ...)
    check(t)
    return R.new_instance(t)
  end
  R.PLAIN_NEW[ns.__new__] = true
end)
ABC["#metaclass"] = ABCMeta -- type(ABC) is ABCMeta, and so are the types of its subclasses
m.ABC = ABC
m.get_cache_token = function() return 0 end
m.update_abstractmethods = function(cls) return cls end

return m
end
