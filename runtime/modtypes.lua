-- modtypes.lua: types: SimpleNamespace (CPython's namespace repr, equality, vars),
-- MappingProxyType (a read-only view of a mapping), and the names of the runtime's types
-- (FunctionType, GeneratorType, ModuleType, MethodType, BuiltinFunctionType, NoneType ...).
local type, rawget, rawset, pairs, next, select, rawequal =
      type, rawget, rawset, pairs, next, select, rawequal
local table = table
local concat, sort = table.concat, table.sort

return function(R, host)
local _ENV = nil
local None, raise, repr = R.None, R.raise, R.repr
local KWMARK = R.KWMARK

local m = {}

m.FunctionType = R.function_t
m.LambdaType = R.function_t
m.BuiltinFunctionType = R.builtin_function_t
m.BuiltinMethodType = R.builtin_function_t
m.MethodType = R.method_t
m.ModuleType = R.module_t
m.NoneType = R.NoneType
m.GeneratorType = R.typeof(R.GENFN(function() return nil end, "genexpr"))
m.MethodDescriptorType = R.method_descriptor_t
m.NotImplementedType = R.typeof(R.NotImplemented)
m.EllipsisType = R.typeof(R.Ellipsis)
m.GenericAlias = R.generic_alias_t

local SimpleNamespace
SimpleNamespace = R.CLASS("SimpleNamespace", { R.object }, nil, function(ns)
  ns.__init__ = R.sig(function(...)
    local self, kw
    if rawequal((...), KWMARK) then
      local _, pos, npos = ...
      kw = select(4, ...)
      if npos > 1 then raise("TypeError", "no positional arguments expected") end
      self = pos[1]
    else
      self = ...
      if select("#", ...) > 1 then raise("TypeError", "no positional arguments expected") end
    end
    for i = 1, #(kw or {}), 2 do R.SA(self, kw[i], kw[i + 1]) end
    return None
  end, "__init__", { "self" }, { kwarg = "kwargs", complex = true })
  ns.__repr__ = function(self)
    local d = R.CALL(R.builtins.vars, { self })
    local parts = {}
    for k, v in R.dict_pairs(d) do parts[#parts + 1] = R.str(k) .. "=" .. repr(v) end
    local name = R.typeof(self) == SimpleNamespace and "namespace" or R.typename(self)
    return name .. "(" .. concat(parts, ", ") .. ")"
  end
  ns.__eq__ = function(a, b)
    if not R.isinstance(b, SimpleNamespace) then return R.NotImplemented end
    return R.EQ(R.CALL(R.builtins.vars, { a }), R.CALL(R.builtins.vars, { b }))
  end
end)
SimpleNamespace["#dict"].__module__ = "types"
m.SimpleNamespace = SimpleNamespace

local M = "#mapping"
local MappingProxyType = R.CLASS("mappingproxy", { R.object }, nil, function(ns)
  ns.__module__ = "builtins"
  ns.__init__ = R.sig(function(self, mapping)
    if mapping == nil or R.lookup(R.typeof(mapping), "__getitem__") == nil or
       R.isinstance(mapping, R.list_t) or R.isinstance(mapping, R.tuple_t) then
      raise("TypeError", "mappingproxy() argument must be a mapping, not " .. R.typename(mapping))
    end
    rawset(self, M, mapping)
    return None
  end, "mappingproxy", { "self", "mapping" })
  ns.__getitem__ = function(self, k) return R.GI(rawget(self, M), k) end
  ns.__setitem__ = function(self)
    raise("TypeError", "'mappingproxy' object does not support item assignment")
  end
  ns.__delitem__ = function(self, k) R.no_delitem(self, k) end
  ns.__len__ = function(self) return R.LEN(rawget(self, M)) end
  ns.__iter__ = function(self) return R.CALL(R.builtins.iter, { rawget(self, M) }) end
  ns.__contains__ = function(self, k) return R.IN(k, rawget(self, M)) end
  ns.get = R.sig(function(self, k, default)
    return R.CALLM(rawget(self, M), "get", { k, default == nil and None or default })
  end, "get", { "self", "key", "default" }, { nrequired = 2 })
  ns.keys = function(self) return R.CALLM(rawget(self, M), "keys", {}) end
  ns.values = function(self) return R.CALLM(rawget(self, M), "values", {}) end
  ns.items = function(self) return R.CALLM(rawget(self, M), "items", {}) end
  ns.copy = function(self) return R.CALLM(rawget(self, M), "copy", {}) end
  ns.__repr__ = function(self) return "mappingproxy(" .. repr(rawget(self, M)) .. ")" end
  ns.__str__ = function(self) return R.str(rawget(self, M)) end
  ns.__eq__ = function(a, b) return R.EQ(rawget(a, M), b) end
end)
MappingProxyType["#builtin"] = true
m.MappingProxyType = MappingProxyType

return m
end
