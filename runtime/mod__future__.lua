-- mod__future__.lua: __future__, its _Feature records as Lib/__future__.py has them. The
-- features change nothing at run time here: annotations are never evaluated by moonpy, and
-- the others are Python 3's behaviour already.
local ipairs = ipairs

return function(R, host)
local _ENV = nil
local None, TUPLE = R.None, R.TUPLE

local m = {}
local Feature = R.CLASS("_Feature", { R.object }, nil, function(ns)
  ns.__module__ = "__future__"
  ns.__init__ = function(self, optional, mandatory, flag)
    R.SA(self, "optional", optional)
    R.SA(self, "mandatory", mandatory)
    R.SA(self, "compiler_flag", flag)
    return None
  end
  ns.getOptionalRelease = function(self) return R.GA(self, "optional") end
  ns.getMandatoryRelease = function(self) return R.GA(self, "mandatory") end
  ns.__repr__ = function(self)
    return "_Feature(" .. R.repr(R.GA(self, "optional")) .. ", " .. R.repr(R.GA(self, "mandatory")) ..
      ", " .. R.repr(R.GA(self, "compiler_flag")) .. ")"
  end
end)

local FEATURES = {
  { "nested_scopes", { 2, 1, 0, "beta", 1 }, { 2, 2, 0, "alpha", 0 }, 16, "CO_NESTED" },
  { "generators", { 2, 2, 0, "alpha", 1 }, { 2, 3, 0, "final", 0 }, 0, "CO_GENERATOR_ALLOWED" },
  { "division", { 2, 2, 0, "alpha", 2 }, { 3, 0, 0, "alpha", 0 }, 131072, "CO_FUTURE_DIVISION" },
  { "absolute_import", { 2, 5, 0, "alpha", 1 }, { 3, 0, 0, "alpha", 0 }, 262144, "CO_FUTURE_ABSOLUTE_IMPORT" },
  { "with_statement", { 2, 5, 0, "alpha", 1 }, { 2, 6, 0, "alpha", 0 }, 524288, "CO_FUTURE_WITH_STATEMENT" },
  { "print_function", { 2, 6, 0, "alpha", 2 }, { 3, 0, 0, "alpha", 0 }, 1048576, "CO_FUTURE_PRINT_FUNCTION" },
  { "unicode_literals", { 2, 6, 0, "alpha", 2 }, { 3, 0, 0, "alpha", 0 }, 2097152, "CO_FUTURE_UNICODE_LITERALS" },
  { "barry_as_FLUFL", { 3, 1, 0, "alpha", 2 }, { 4, 0, 0, "alpha", 0 }, 4194304, "CO_FUTURE_BARRY_AS_BDFL" },
  { "generator_stop", { 3, 5, 0, "beta", 1 }, { 3, 7, 0, "alpha", 0 }, 8388608, "CO_FUTURE_GENERATOR_STOP" },
  { "annotations", { 3, 7, 0, "beta", 1 }, nil, 16777216, "CO_FUTURE_ANNOTATIONS" },
}
local names = {}
for i, f in ipairs(FEATURES) do
  names[i] = f[1]
  m[f[1]] = R.type_call(Feature, TUPLE(f[2]), f[3] and TUPLE(f[3]) or None, f[4])
  m[f[5]] = f[4]
end
m.all_feature_names = R.LIST(names)
return m
end
