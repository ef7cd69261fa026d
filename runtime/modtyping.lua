-- modtyping.lua: the typing module: names for annotations; subscripting them gives them back.
local setmetatable, pairs, ipairs = setmetatable, pairs, ipairs

return function(R, host)
local _ENV = nil
local raise = R.raise

-- Registers a Lua function's parameter names so keyword calls work.
local function sig(f, name, params, nrequired)
  return R.sig(f, name, params, { nrequired = nrequired or #params })
end

local AliasMT = {}
local alias_t = R.builtin_type("_GenericAlias", { R.object }, {}, AliasMT)
alias_t["#builtin"] = true
AliasMT["#class"] = alias_t
AliasMT["#getitem"] = function(a, k) return a end
AliasMT["#repr"] = function(a) return "typing." .. a.name end
AliasMT.__call = function(a, ...)
  if a.origin then return a.origin(...) end
  raise("TypeError", "Type " .. a.name .. " cannot be instantiated")
end
AliasMT.__index = function(a, k) return nil end
R.install_operators(AliasMT)
AliasMT.__bor = function(a, b) return a end
local function alias(name, origin)
  return setmetatable({ name = name, origin = origin }, AliasMT)
end

  local m = {}
  local plain = { Any = false, Union = false, Optional = false, Callable = false,
                  Iterable = false, Iterator = false, Sequence = false, Mapping = false,
                  MutableMapping = false, MutableSequence = false, Generator = false,
                  Hashable = false, Sized = false, Collection = false, Container = false,
                  Literal = false, Final = false, ClassVar = false, NoReturn = false,
                  Reversible = false, AbstractSet = false, MutableSet = false,
                  SupportsInt = false, SupportsFloat = false, Awaitable = false,
                  Coroutine = false, AsyncIterator = false, AsyncIterable = false,
                  Annotated = false, TypeAlias = false, Never = false, Self = false }
  for k in pairs(plain) do m[k] = alias(k) end
  m.List = alias("List", R.list_t)
  m.Dict = alias("Dict", R.dict_t)
  m.Set = alias("Set", R.set_t)
  m.FrozenSet = alias("FrozenSet", R.frozenset_t)
  m.Tuple = alias("Tuple", R.tuple_t)
  m.Type = alias("Type", R.type_t)
  m.Text = R.str_t
  m.AnyStr = R.str_t
  m.TypeVar = function(name) return alias(name) end
  m.NewType = function(name, tp) return function(x) return x end end
  m.cast = function(tp, v) return v end
  m.overload = function(f) return f end
  m.final = function(f) return f end
  m.no_type_check = function(f) return f end
  m.runtime_checkable = function(f) return f end
  m.get_type_hints = function() return R.DICT() end
  m.TYPE_CHECKING = false
  m.Protocol = R.object
  m.Generic = alias("Generic")
  for _, k in ipairs({ "DefaultDict", "OrderedDict", "Counter", "Deque", "ChainMap" }) do
    m[k] = alias(k)
  end
  return m
end
