-- modtyping.lua: the typing module. Annotations are not checked at run time, so most names
-- are aliases whose subscriptions build the reprs CPython shows (typing.List[int],
-- typing.Optional[str], typing.Callable[[int], str]) and answer get_origin / get_args.
-- What programs run is real: NamedTuple (class and functional forms, made by
-- collections.namedtuple), TypedDict (classes whose call makes a dict), Generic and Protocol
-- (plain bases), TypeVar, NewType, cast, overload, final, get_type_hints.
local type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs, select, rawequal, pcall =
      type, getmetatable, setmetatable, rawget, rawset, pairs, ipairs, select, rawequal, pcall
local concat, table_unpack = table.concat, table.unpack

getmetatable = debug.getmetatable

return function(R, host)
local _ENV = nil
local None, raise, repr = R.None, R.raise, R.repr
local LIST, TUPLE, KWMARK = R.LIST, R.TUPLE, R.KWMARK

local m = {}

-- typing's _type_repr: builtins by name (3.11 names None's type NoneType), classes as
-- module.qualname, ..., else repr
local function type_repr(t)
  if t == None or rawequal(t, R.NoneType) then return "NoneType" end
  if R.Ellipsis ~= nil and rawequal(t, R.Ellipsis) then return "..." end
  if getmetatable(t) == R.TypeMT then
    if t["#builtin"] then return t["#name"] end
    local mod = t["#dict"] and t["#dict"].__module__
    return (type(mod) == "string" and mod or "__main__") .. "." .. (t["#qualname"] or t["#name"])
  end
  if getmetatable(t) == R.ListMT then
    local parts = {}
    for i, x in ipairs(t) do parts[i] = type_repr(x) end
    return "[" .. concat(parts, ", ") .. "]"
  end
  if type(t) == "function" then return R.GA(t, "__name__") end
  return repr(t)
end

---------------------------------------------------------------------------------------------
-- aliases: { name, origin, args }
---------------------------------------------------------------------------------------------

local AliasMT = {}
local alias_t = R.builtin_type("_GenericAlias", { R.object }, {}, AliasMT)
alias_t["#dict"].__module__ = "typing"
AliasMT["#class"] = alias_t
AliasMT["#union_member"] = true -- int | List[int] is a union
local function alias(name, origin, args, special)
  return setmetatable({ ["#name"] = name, ["#origin"] = origin, ["#args"] = args,
                        ["#special"] = special }, AliasMT)
end
AliasMT["#repr"] = function(a)
  local args = a["#args"]
  local name = a["#user"] and type_repr(a["#origin"]) or "typing." .. a["#name"]
  if not args then return name end
  if a["#name"] == "Optional" then return "typing.Optional[" .. type_repr(args[1]) .. "]" end
  local parts = {}
  for i, x in ipairs(args) do parts[i] = type_repr(x) end
  if #parts == 0 then parts[1] = "()" end
  return name .. "[" .. concat(parts, ", ") .. "]"
end
AliasMT["#getitem"] = function(a, k)
  local args
  if getmetatable(k) == R.TupleMT then args = { table_unpack(k) } else args = { k } end
  local name = a["#name"]
  if name == "Optional" then -- Optional[X] is Union[X, None]
    if #args ~= 1 then raise("TypeError", "typing.Optional requires a single type.") end
    args = { args[1], None }
    name = "Union"
  end
  if name == "Union" then
    local flat = {}
    local function add(t)
      if t == None then t = R.NoneType end
      if getmetatable(t) == AliasMT and t["#name"] == "Union" and t["#args"] then
        for _, u in ipairs(t["#args"]) do add(u) end
        return
      end
      for _, u in ipairs(flat) do if rawequal(u, t) then return end end
      flat[#flat + 1] = t
    end
    for _, t in ipairs(args) do add(t) end
    if #flat == 1 then return flat[1] end
    if #flat == 2 and (rawequal(flat[2], R.NoneType) or rawequal(flat[1], R.NoneType)) then
      local other = rawequal(flat[2], R.NoneType) and flat[1] or flat[2]
      local o = alias("Optional", a["#origin"], { other, None })
      if rawequal(flat[1], R.NoneType) then o["#args_order"] = { None, other } end -- __args__ as written
      return o
    end
    return alias("Union", a["#origin"], flat)
  end
  return alias(name, a["#origin"], args)
end
local function alias_call(a, pos, kw)
  local o = a["#origin"]
  if o and a["#special"] ~= "nocall" then
    local r = R.CALL(o, pos, kw)
    if a["#user"] then R.pcall(R.SA, r, "__orig_class__", a) end -- (as CPython, when it can)
    return r
  end
  raise("TypeError", "Type " .. a["#name"] .. " cannot be instantiated; use " ..
    (o and (o["#name"] .. "() instead") or "a concrete type instead"))
end
AliasMT.__call = function(a, ...) return alias_call(a, { ... }) end
AliasMT["#call_kw"] = function(a, pos, npos, kw) return alias_call(a, { table_unpack(pos, 1, npos) }, kw) end
-- class C(Stack[int]): Stack is the base; class C(List[int]): list and Generic
-- (_GenericAlias.__mro_entries__)
AliasMT["#mro_entry"] = function(a, bases)
  local o = a["#origin"]
  if getmetatable(o) ~= R.TypeMT then raise("TypeError", "Cannot subclass " .. AliasMT["#repr"](a)) end
  if a["#user"] then
    if o == m.Generic then -- Generic[T] gives way to Protocol or a later alias
      local after = false
      for _, b in ipairs(bases) do
        if b == m.Protocol then return {} end
        if rawequal(b, a) then after = true
        elseif after and getmetatable(b) == AliasMT then return {} end
      end
    end
    return { o }
  end
  local out = {}
  local seen = false
  for _, b in ipairs(bases) do if rawequal(b, o) then seen = true end end
  if not seen then out[1] = o end
  out[#out + 1] = m.Generic
  return out
end
-- isinstance(x, List) is isinstance(x, list); a subscripted alias refuses
local function check_origin(a, what) -- the class an isinstance/issubclass check of a tests
  if a["#args"] then raise("TypeError", "Subscripted generics cannot be used with class and instance checks") end
  local o = a["#origin"]
  if getmetatable(o) ~= R.TypeMT then raise("TypeError", AliasMT["#repr"](a) .. " cannot be used with " .. what .. "()") end
  return o
end
AliasMT["#instancecheck"] = function(a, x) return R.builtins.isinstance(x, check_origin(a, "isinstance")) end
AliasMT["#subclasscheck"] = function(a, c) return R.builtins.issubclass(c, check_origin(a, "issubclass")) end
local function alias_origin(a)
  local n = a["#name"]
  if a["#args"] and (n == "Optional" or n == "Union") then return m.Union end
  if a["#args"] and (n == "Literal" or n == "ClassVar" or n == "Final") then return m[n] end
  return a["#origin"] or None
end
local function alias_args(a)
  local args = a["#args_order"] or a["#args"]
  if not args then return TUPLE({}) end
  local out = {}
  for i, x in ipairs(args) do out[i] = x == None and R.NoneType or x end
  return TUPLE(out)
end
AliasMT.__index = function(a, k)
  if k == "__origin__" then return alias_origin(a) end
  if k == "__args__" then return alias_args(a) end
  if k == "_name" then return a["#name"] end
  return alias_t["#flat"][k]
end
-- the same as properties, for getattr() and hasattr(), which take Python's lookup
for k, f in pairs({ __origin__ = alias_origin, __args__ = alias_args }) do
  alias_t["#dict"][k] = setmetatable({ fget = f, fset = None, fdel = None }, R.PropertyMT)
end
R.build_flat(alias_t)
R.install_operators(AliasMT)
-- the members of a union (typing.Union/Optional or int | str), None as NoneType, or nil
local function union_members(u)
  local mt = getmetatable(u)
  local args
  if mt == AliasMT and u["#args"] and (u["#name"] == "Union" or u["#name"] == "Optional") then
    args = u["#args"]
  elseif mt == R.UnionMT then
    args = u["#args"]
  else
    return nil
  end
  local out = {}
  for i, x in ipairs(args) do out[i] = x == None and R.NoneType or x end
  return out
end
-- unions are equal when they have the same members, in any order (typing's _UnionGenericAlias)
local function same_members(x, y)
  if #x ~= #y then return false end
  for _, t in ipairs(x) do
    local found = false
    for _, u in ipairs(y) do if R.EQ(t, u) then found = true break end end
    if not found then return false end
  end
  return true
end
AliasMT["#eq"] = function(a, b)
  local ua, ub = union_members(a), union_members(b)
  if ua and ub then return same_members(ua, ub) end
  if getmetatable(b) ~= AliasMT then return R.NotImplemented end
  if a["#name"] ~= b["#name"] or not rawequal(a["#origin"], b["#origin"]) then return false end
  local x, y = a["#args"] or {}, b["#args"] or {}
  if #x ~= #y then return false end
  for i = 1, #x do if not R.EQ(x[i], y[i]) then return false end end
  return true
end
alias_t["#dict"].__or__ = function(a, b) return R.union(a, b) end
alias_t["#dict"].__ror__ = function(a, b) return R.union(b, a) end
-- the dict key of an alias: a union's members, else its name, origin and arguments
local function arg_key(x)
  if getmetatable(x) == R.ListMT then -- Callable's [int, str]
    local ks = {}
    for i, y in ipairs(x) do ks[i] = arg_key(y) end
    return "[" .. concat(ks, ",") .. "]"
  end
  return R.subkey(x == None and R.NoneType or x)
end
AliasMT["#key"] = function(a)
  local u = union_members(a)
  if u then return R.union_key(u) end
  local ks = { a["#name"], a["#origin"] ~= nil and arg_key(a["#origin"]) or "" }
  for _, x in ipairs(a["#args"] or {}) do ks[#ks + 1] = arg_key(x) end
  return "\255a" .. concat(ks, ",")
end
alias_t["#dict"].__hash__ = function(a)
  local u = union_members(a)
  if not u then return R.hash(a["#name"]) end
  local h = 0 -- as int | str hashes (objunion.lua): the members, in any order
  for _, t in ipairs(u) do h = h ~ R.hash(t) end
  return h
end
R.build_flat(alias_t)

local C = R.IMPORT("collections")
local CA = R.IMPORT("collections.abc")
local plain = {
  Any = false, Union = false, Optional = false, Callable = CA.Callable, Iterable = CA.Iterable,
  Iterator = CA.Iterator, Sequence = CA.Sequence, Mapping = CA.Mapping,
  MutableMapping = CA.MutableMapping, MutableSequence = CA.MutableSequence,
  Generator = CA.Generator, Hashable = CA.Hashable, Sized = CA.Sized, Collection = CA.Collection,
  Container = CA.Container, Reversible = CA.Reversible, AbstractSet = CA.Set,
  MutableSet = CA.MutableSet, Awaitable = CA.Awaitable, Coroutine = CA.Coroutine,
  AsyncIterator = CA.AsyncIterator, AsyncIterable = CA.AsyncIterable,
  AsyncGenerator = CA.AsyncGenerator, KeysView = CA.KeysView, ValuesView = CA.ValuesView,
  ItemsView = CA.ItemsView, MappingView = CA.MappingView,
  Literal = false, Final = false, ClassVar = false, NoReturn = false, Never = false, Self = false,
  Annotated = false, TypeAlias = false, Concatenate = false, TypeGuard = false,
  Required = false, NotRequired = false, LiteralString = false, Unpack = false,
  SupportsInt = false, SupportsFloat = false, SupportsAbs = false, SupportsIndex = false,
  SupportsRound = false, SupportsBytes = false, SupportsComplex = false,
  ByteString = CA.ByteString, ContextManager = false, AsyncContextManager = false,
}
local CL = R.IMPORT("contextlib")
plain.ContextManager = CL.AbstractContextManager
plain.AsyncContextManager = CL.AbstractAsyncContextManager or false
for k, origin in pairs(plain) do
  m[k] = alias(k, origin or nil, nil, origin and "nocall" or nil)
end
m.List = alias("List", R.list_t)
m.Dict = alias("Dict", R.dict_t)
m.Set = alias("Set", R.set_t)
m.FrozenSet = alias("FrozenSet", R.frozenset_t)
m.Tuple = alias("Tuple", R.tuple_t)
m.Type = alias("Type", R.type_t)
m.DefaultDict = alias("DefaultDict", C.defaultdict)
m.OrderedDict = alias("OrderedDict", C.OrderedDict)
m.Counter = alias("Counter", C.Counter)
m.Deque = alias("Deque", C.deque)
m.ChainMap = alias("ChainMap", C.ChainMap)
m.Text = R.str_t
m.TYPE_CHECKING = false
m.Pattern = alias("Pattern")
m.Match = alias("Match")
m.IO = alias("IO")
m.TextIO = alias("TextIO")
m.BinaryIO = alias("BinaryIO")

-- TypeVar("T", bound=..., covariant=...): repr ~T (+T, -T)
local TypeVar = R.CLASS("TypeVar", { R.object }, nil, function(ns)
  ns.__init__ = R.sig(function(...)
    local pos, npos, kw
    if rawequal((...), KWMARK) then
      local _
      _, pos, npos, kw = ...
    else
      pos, npos, kw = { ... }, select("#", ...), {}
    end
    local self, name = pos[1], pos[2]
    if name == nil and npos < 2 then
      raise("TypeError", "TypeVar.__init__() missing 1 required positional argument: 'name'")
    end
    if type(name) ~= "string" then raise("TypeError", "TypeVar name must be a string") end
    local opts = {}
    for i = 1, #kw, 2 do opts[kw[i]] = kw[i + 1] end
    rawset(self, "__name__", name)
    rawset(self, "__bound__", opts.bound or None)
    local cons = {}
    for i = 3, npos do cons[#cons + 1] = pos[i] end
    if #cons == 1 then raise("TypeError", "A single constraint is not allowed") end
    rawset(self, "__constraints__", TUPLE(cons))
    rawset(self, "__covariant__", opts.covariant ~= nil and R.T(opts.covariant))
    rawset(self, "__contravariant__", opts.contravariant ~= nil and R.T(opts.contravariant))
    return None
  end, "TypeVar", { "self", "name" }, { vararg = "constraints", kwonly = { "bound", "covariant", "contravariant" }, complex = true })
  ns.__repr__ = function(self)
    local p = rawget(self, "__covariant__") and "+" or (rawget(self, "__contravariant__") and "-" or "~")
    return p .. rawget(self, "__name__")
  end
  ns.__or__ = function(a, b) return R.union(a, b) end
  ns.__ror__ = function(a, b) return R.union(b, a) end
end)
TypeVar["#dict"].__module__ = "typing"
TypeVar["#meta"]["#union_member"] = true
m.TypeVar = TypeVar
m.AnyStr = R.type_call(TypeVar, "AnyStr", R.bytes_t, R.str_t) -- (typing.py's)
m.ParamSpec = TypeVar
m.TypeVarTuple = TypeVar

-- Generic and Protocol: bases that add nothing at run time; Stack[int] of a subclass is an
-- alias (objobject.lua's TypeMT slot) that makes Stack objects and is a base as Stack
-- the type variables in a base's arguments, in order (typing._collect_parameters)
local function collect_params(args, out, seen)
  for _, x in ipairs(args) do
    local mt = getmetatable(x)
    if mt == TypeVar["#meta"] then
      if not seen[x] then seen[x] = true; out[#out + 1] = x end
    elseif (mt == AliasMT or mt == R.GenericAliasMT) and x["#args"] then
      collect_params(x["#args"], out, seen)
    end
  end
end
-- Generic.__init_subclass__: the class's __parameters__, from its bases as written
local function generic_init_subclass(cls)
  local ob = rawget(cls["#dict"], "__orig_bases__")
  local tvars, seen = {}, {}
  if ob == nil then
    for _, b in ipairs(cls["#bases"]) do
      if b == m.Generic and cls["#name"] ~= "Protocol" then
        raise("TypeError", "Cannot inherit from plain Generic")
      end
    end
  else
    local gvars
    for _, b in ipairs(ob) do
      if b == m.Generic then raise("TypeError", "Cannot inherit from plain Generic") end
      local mt = getmetatable(b)
      if (mt == AliasMT or mt == R.GenericAliasMT) and b["#args"] then
        if mt == AliasMT and b["#origin"] == m.Generic then
          if gvars then raise("TypeError", "Cannot inherit from Generic[...] multiple times.") end
          gvars = b["#args"]
        end
        collect_params(b["#args"], tvars, seen)
      end
    end
    if gvars then
      local ing, extra = {}, {}
      for _, g in ipairs(gvars) do ing[g] = true end
      for _, t in ipairs(tvars) do if not ing[t] then extra[#extra + 1] = R.str(t) end end
      if #extra > 0 then
        local gs = {}
        for i, g in ipairs(gvars) do gs[i] = R.str(g) end
        raise("TypeError", "Some type variables (" .. concat(extra, ", ") ..
          ") are not listed in Generic[" .. concat(gs, ", ") .. "]")
      end
      tvars = { table_unpack(gvars) }
    end
  end
  R.SA(cls, "__parameters__", R.TUPLE(tvars))
end
m.Generic = R.CLASS("Generic", { R.object }, nil, function(ns)
  ns.__module__ = "typing"
  ns.__init_subclass__ = generic_init_subclass
end)
m.Generic["#dict"].__module__ = "typing"
rawset(m.Generic, "#subscriptable", function(cls, k)
  local args
  if getmetatable(k) == R.TupleMT then args = { table_unpack(k) } else args = { k } end
  local a = alias(cls["#name"], cls, args)
  a["#user"] = true
  return a
end)
m.Protocol = R.CLASS("Protocol", { m.Generic }, nil, function(ns)
  ns.__module__ = "typing"
  -- a class that lists Protocol among its bases is a protocol: it cannot be instantiated
  ns.__init_subclass__ = function(cls)
    generic_init_subclass(cls)
    for _, b in ipairs(cls["#bases"]) do
      if b == m.Protocol then
        rawset(cls, "#call", function() raise("TypeError", "Protocols cannot be instantiated") end)
        rawset(cls, "#fast", false)
      end
    end
  end
end)
m.Protocol["#dict"].__module__ = "typing"
rawset(m.Protocol, "#subscriptable", rawget(m.Generic, "#subscriptable")) -- Protocol[T]

-- the members a runtime-checkable protocol's instances must have (typing._get_protocol_attrs)
local NOT_MEMBERS = {
  __abstractmethods__ = true, __annotations__ = true, __weakref__ = true, __dict__ = true,
  __slots__ = true, __parameters__ = true, __orig_bases__ = true, __doc__ = true,
  __subclasshook__ = true, __init__ = true, __new__ = true, __module__ = true,
  __qualname__ = true, __init_subclass__ = true, __class_getitem__ = true,
}
local function protocol_attrs(cls)
  local names, seen = {}, {}
  for _, c in ipairs(cls["#mro"]) do
    if c == m.Protocol or c == m.Generic or c == R.object then break end
    local d = c["#dict"]
    local keys = {}
    for k in pairs(d) do if type(k) == "string" then keys[#keys + 1] = k end end
    local ann = d.__annotations__
    if ann and getmetatable(ann) == R.DictMT then
      for k in R.dict_pairs(ann) do keys[#keys + 1] = k end
    end
    for _, k in ipairs(keys) do
      if not seen[k] and not NOT_MEMBERS[k] and not k:find("^_abc_") then
        seen[k] = true
        names[#names + 1] = k
      end
    end
  end
  return names
end

-- NewType("UserId", int): a callable that returns its argument; repr __main__.UserId
local NewType = R.CLASS("NewType", { R.object }, nil, function(ns)
  ns.__init__ = R.sig(function(self, name, tp)
    if tp == nil then
      raise("TypeError", "NewType.__init__() missing " .. (name == nil and "2 required positional arguments: 'name' and 'tp'"
        or "1 required positional argument: 'tp'"))
    end
    rawset(self, "__name__", name)
    rawset(self, "__qualname__", name)
    rawset(self, "__supertype__", tp)
    return None
  end, "NewType", { "self", "name", "tp" })
  ns.__call__ = function(self, x) return x end
  ns.__repr__ = function(self) return "__main__." .. rawget(self, "__name__") end
  ns.__or__ = function(a, b) return R.union(a, b) end
end)
NewType["#dict"].__module__ = "typing"
NewType["#meta"]["#union_member"] = true
m.NewType = NewType

m.cast = R.sig(function(tp, v) return v end, "cast", { "typ", "val" })
-- overload: CPython 3.11's registry of the overloads of each function (get_overloads); the
-- decorated stub is a dummy that refuses to be called
local overloads = {}
local function overload_key(f)
  local ok, q = R.pcall(R.GA, f, "__qualname__")
  local ok2, mod = R.pcall(R.GA, f, "__module__")
  return (ok2 and type(mod) == "string" and mod or "") .. "." .. (ok and type(q) == "string" and q or "")
end
m.overload = R.sig(function(f)
  local k = overload_key(f)
  overloads[k] = overloads[k] or {}
  local list = overloads[k]
  list[#list + 1] = f
  local dummy = function()
    raise("NotImplementedError", "You should not call an overloaded function. A series of @overload-decorated "
      .. "functions outside a stub module should always be followed by an implementation that is not @overload-ed.")
  end
  R.sig(dummy, "_overload_dummy", {}, { complex = true })
  return R.IMPORT("functools").update_wrapper(dummy, f)
end, "overload", { "func" })
m.get_overloads = R.sig(function(f)
  return LIST({ table_unpack(overloads[overload_key(f)] or {}) })
end, "get_overloads", { "func" })
m.clear_overloads = R.sig(function() overloads = {} return None end, "clear_overloads", {})
m.no_type_check_decorator = function(d) return d end
m.final = function(f) return f end
m.no_type_check = function(f) return f end
m.runtime_checkable = function(c)
  if getmetatable(c) ~= R.TypeMT or not rawget(c, "#call") then
    raise("TypeError", "@runtime_checkable can be only applied to protocol classes, got " .. repr(c))
  end
  local names = protocol_attrs(c)
  rawset(c, "#instancecheck", function(x) -- isinstance(x, c): x has every member
    for _, k in ipairs(names) do
      if not R.hasattr(x, k) then return false end
    end
    return true
  end)
  -- issubclass(C, c): C's MRO has every member, all of them methods (typing's _ProtocolMeta)
  local data_member = false
  for _, k in ipairs(names) do
    local v = R.lookup(c, k)
    if v == nil or not R.builtins.callable(v) then data_member = true end
  end
  rawset(c, "#subclasscheck", function(t)
    if getmetatable(t) ~= R.TypeMT then raise("TypeError", "issubclass() arg 1 must be a class") end
    if data_member then raise("TypeError", "Protocols with non-method members don't support issubclass()") end
    for _, k in ipairs(names) do
      local v = R.lookup(t, k)
      if v == nil or v == None then return false end
    end
    return true
  end)
  return c
end
m.dataclass_transform = function() return function(f) return f end end
m.assert_type = R.sig(function(v, t) return v end, "assert_type", { "val", "typ" })
m.assert_never = R.sig(function(v)
  raise("AssertionError", "Expected code to be unreachable, but got: " .. repr(v))
end, "assert_never", { "arg" })
m.reveal_type = R.sig(function(v)
  R.CALL(R.builtins.print, { "Runtime type is " .. repr(R.typename(v)) }, { "file", R.stderr })
  return v
end, "reveal_type", { "obj" })

m.get_origin = R.sig(function(t)
  local mt = getmetatable(t)
  if mt == AliasMT then
    if not t["#args"] and t["#name"] ~= "Generic" then return None end
    local n = t["#name"]
    if n == "Optional" or n == "Union" then return m.Union end
    if n == "Literal" or n == "Annotated" or n == "ClassVar" or n == "Final" then return m[n] end
    return t["#origin"] or None
  end
  if mt == R.UnionMT then return R.typeof(t) end
  if mt == R.GenericAliasMT then return t["#origin"] end
  return None
end, "get_origin", { "tp" })
m.get_args = R.sig(function(t)
  local mt = getmetatable(t)
  if mt == AliasMT then
    local args = t["#args"]
    if t["#name"] == "Callable" and args and #args == 2 and getmetatable(args[1]) == R.ListMT then
      return TUPLE({ args[1], args[2] == None and R.NoneType or args[2] })
    end
    return alias_args(t)
  end
  if mt == R.UnionMT then return TUPLE({ table_unpack(t["#args"]) }) end -- int | str
  if mt == R.GenericAliasMT then return R.GA(t, "__args__") end
  return TUPLE({})
end, "get_args", { "tp" })

-- get_type_hints(obj): the class's annotations along its MRO (base classes first), or a
-- function's; None is NoneType and a string is evaluated in the program's globals
-- Annotated[T, x] is T, inside other aliases too (typing's _strip_annotations)
local function strip_annotated(v)
  if getmetatable(v) ~= AliasMT or not v["#args"] then return v end
  if v["#name"] == "Annotated" then return strip_annotated(v["#args"][1]) end
  local args, changed = {}, false
  for i, x in ipairs(v["#args"]) do
    args[i] = strip_annotated(x)
    if not rawequal(args[i], x) then changed = true end
  end
  if not changed then return v end
  local c = {}
  for k, x in pairs(v) do c[k] = x end
  c["#args"] = args
  if c["#args_order"] then
    local order = {}
    for i, x in ipairs(c["#args_order"]) do order[i] = strip_annotated(x) end
    c["#args_order"] = order
  end
  return setmetatable(c, AliasMT)
end
local function hint(v, extras)
  if v == None then return R.NoneType end
  if type(v) == "string" then v = R.builtins.eval(v, R.globals_dict()) end
  if not extras then v = strip_annotated(v) end
  return v
end
m.get_type_hints = R.sig(function(obj, globalns, localns, include_extras)
  local extras = include_extras ~= nil and include_extras ~= None and R.T(include_extras)
  local function hint_(v) return hint(v, extras) end
  local out = R.DICT()
  if getmetatable(obj) == R.TypeMT then
    local mro = R.toarray(R.GA(obj, "__mro__"))
    for i = #mro, 1, -1 do
      local ann = rawget(mro[i]["#dict"], "__annotations__")
      if ann and ann ~= None then
        for k, v in R.dict_pairs(ann) do R.SI(out, k, hint_(v)) end
      end
    end
    return out
  end
  local ok, ann = pcall(R.GA, obj, "__annotations__")
  if ok and getmetatable(ann) == R.DictMT then
    for k, v in R.dict_pairs(ann) do R.SI(out, k, hint_(v)) end
  end
  return out
end, "get_type_hints", { "obj", "globalns", "localns", "include_extras" }, { nrequired = 1 })

---------------------------------------------------------------------------------------------
-- NamedTuple and TypedDict
---------------------------------------------------------------------------------------------

-- the annotations (in order) and the other attributes of a class body
local function run_body(name, kw, body)
  local t = R.CLASS(name, { R.object }, nil, body)
  local d = t["#dict"]
  local fields, anns = {}, {}
  local ann = rawget(d, "__annotations__")
  if ann and ann ~= None then
    for k, v in R.dict_pairs(ann) do fields[#fields + 1] = k; anns[#anns + 1] = v end
  end
  return t, d, fields, anns
end

local SKIP = { __module__ = true, __qualname__ = true, __annotations__ = true, __dict__ = true,
               __weakref__ = true, __doc__ = true }

local function make_namedtuple(name, fields, defaults, d, anns)
  local kwargs = {}
  if #defaults > 0 then kwargs = { "defaults", TUPLE(defaults) } end
  local nt = R.CALL(C.namedtuple, { name, LIST(fields) }, kwargs)
  if d then
    for k, v in pairs(d) do
      if type(k) == "string" and k:sub(1, 1) ~= "#" and k:sub(1, 1) ~= "@" and not SKIP[k] then
        local isfield = false
        for _, f in ipairs(fields) do if f == k then isfield = true end end
        if not isfield then R.type_setattr(nt, k, v) end
      end
    end
  end
  local ad = R.DICT()
  for i, f in ipairs(fields) do R.SI(ad, f, anns[i] or R.typeof(None)) end
  R.type_setattr(nt, "__annotations__", ad)
  return nt
end

local NamedTuple = R.CLASS("NamedTuple", { R.object }, nil, function(ns) end)
NamedTuple["#dict"].__module__ = "typing"
rawset(NamedTuple, "#make_class", function(name, bases, kw, body)
  local _, d, fields, anns = run_body(name, kw, body)
  local defaults = {}
  for _, f in ipairs(fields) do
    local v = rawget(d, f)
    if v ~= nil then defaults[#defaults + 1] = v
    elseif #defaults > 0 then
      raise("TypeError", "Non-default namedtuple field " .. f .. " cannot follow default field" ..
        (#defaults > 1 and "s " or " ") .. concat((function()
          local names = {}
          for _, g in ipairs(fields) do if rawget(d, g) ~= nil then names[#names + 1] = g end end
          return names
        end)(), " "))
    end
  end
  return make_namedtuple(name, fields, defaults, d, anns)
end)
-- NamedTuple("Point", [("x", int), ("y", int)]) and NamedTuple("Point", x=int, y=int)
NamedTuple["#call"] = function(_, name, pairs_)
  if name == nil then raise("TypeError", "NamedTuple() missing 1 required positional argument: 'typename'") end
  local fields, anns = {}, {}
  if pairs_ ~= nil and pairs_ ~= None then
    for it in R.iterate(pairs_) do
      local a = R.toarray(it)
      fields[#fields + 1] = R.str(a[1])
      anns[#anns + 1] = a[2]
    end
  end
  return make_namedtuple(name, fields, {}, nil, anns)
end
NamedTuple["#call_kw"] = function(_, pos, npos, kw)
  local fields, anns = {}, {}
  for i = 1, #kw, 2 do fields[#fields + 1] = kw[i]; anns[#anns + 1] = kw[i + 1] end
  if pos[2] ~= nil then return NamedTuple["#call"](nil, pos[1], pos[2]) end
  return make_namedtuple(pos[1], fields, {}, nil, anns)
end
m.NamedTuple = NamedTuple

-- TypedDict: Movie(title="x", year=1) is a dict; the class keeps its annotations and keys
local function typeddict(name, fields, anns, total)
  local t = R.CLASS(name, { R.object }, nil, function(ns) end)
  local ad = R.DICT()
  local req, opt = {}, {}
  for i, f in ipairs(fields) do
    R.SI(ad, f, anns[i])
    if total then req[#req + 1] = f else opt[#opt + 1] = f end
  end
  R.type_setattr(t, "__annotations__", ad)
  R.type_setattr(t, "__total__", total)
  R.type_setattr(t, "__required_keys__", R.CALL(R.builtins.frozenset, { LIST(req) }))
  R.type_setattr(t, "__optional_keys__", R.CALL(R.builtins.frozenset, { LIST(opt) }))
  rawset(t, "#typeddict", true)
  t["#call"] = function(_, ...) return R.CALL(R.builtins.dict, { ... }) end
  t["#call_kw"] = function(_, pos, npos, kw) return R.CALL(R.builtins.dict, { table_unpack(pos, 1, npos) }, kw) end
  return t
end
local TypedDict = R.CLASS("TypedDict", { R.object }, nil, function(ns) end)
TypedDict["#dict"].__module__ = "typing"
rawset(TypedDict, "#make_class", function(name, bases, kw, body)
  local total = true
  for i = 1, #(kw or {}), 2 do if kw[i] == "total" then total = R.T(kw[i + 1]) end end
  local _, _, fields, anns = run_body(name, nil, body)
  -- fields of TypedDict bases come first
  for _, b in ipairs(bases) do
    if b ~= TypedDict and getmetatable(b) == R.TypeMT then
      local ba = rawget(b["#dict"], "__annotations__")
      if ba and ba ~= None then
        local bf, bann = {}, {}
        for k, v in R.dict_pairs(ba) do bf[#bf + 1] = k; bann[#bann + 1] = v end
        for i = 1, #fields do bf[#bf + 1] = fields[i]; bann[#bann + 1] = anns[i] end
        fields, anns = bf, bann
      end
    end
  end
  return typeddict(name, fields, anns, total)
end)
TypedDict["#call"] = function(_, name, fields_)
  if name == nil then raise("TypeError", "TypedDict() missing 1 required positional argument: 'typename'") end
  local fields, anns = {}, {}
  if fields_ ~= nil and fields_ ~= None then
    for k, v in R.dict_pairs(fields_) do fields[#fields + 1] = k; anns[#anns + 1] = v end
  end
  return typeddict(name, fields, anns, true)
end
m.TypedDict = TypedDict
m.is_typeddict = R.sig(function(tp)
  return getmetatable(tp) == R.TypeMT and rawget(tp, "#typeddict") == true
end, "is_typeddict", { "tp" })

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones [, parameter names] })
R.pyfuncs(m, {
  { "cast", 2, 2 }, { "get_origin", 1, 1 }, { "get_args", 1, 1 }, { "get_type_hints", 4, 1 },
  { "assert_never", 1, 1 }, { "overload", 1, 1 }, { "final", 1, 1, { "f" } },
  { "runtime_checkable", 1, 1, { "cls" } }, { "no_type_check", 1, 1, { "arg" } },
})
return m
end
