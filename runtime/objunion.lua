-- objunion.lua: types.UnionType, what `int | None` makes (PEP 604): its repr, __args__,
-- equality and hashing as CPython's Objects/unionobject.c, so class annotations such as
-- `x: int | None = None` (dataclasses evaluate them) work. `|` of types reaches it through
-- type's __or__/__ror__; isinstance and issubclass do not take unions yet.
local getmetatable, setmetatable, rawequal, ipairs, type = getmetatable, setmetatable, rawequal,
  ipairs, type
local concat, table_unpack, table_sort = table.concat, table.unpack, table.sort

getmetatable = debug.getmetatable

return function(R, host)
local _ENV = nil
local None, NotImplemented = R.None, R.NotImplemented
local TypeMT = R.TypeMT

local UnionMT = {}
local union_t = R.builtin_type("UnionType", { R.object }, {}, UnionMT)
union_t["#dict"].__module__ = "types"
UnionMT["#class"] = union_t
R.UnionMT = UnionMT

-- the members of a union operand, or nil when it cannot be one (None stands for NoneType)
local function members(x)
  if x == None then return { R.NoneType } end
  local mt = getmetatable(x)
  if mt == TypeMT then return { x } end
  if mt == UnionMT then return x["#args"] end
  if mt and mt["#union_member"] then return { x } end -- typing's aliases
  return nil
end

local function union(a, b)
  local ma, mb = members(a), members(b)
  if not ma or not mb then return NotImplemented end
  local args = {}
  local function add(t)
    for _, u in ipairs(args) do if rawequal(u, t) then return end end
    args[#args + 1] = t
  end
  for _, t in ipairs(ma) do add(t) end
  for _, t in ipairs(mb) do add(t) end
  if #args == 1 then return args[1] end
  return setmetatable({ ["#args"] = args }, UnionMT)
end
R.union = union

-- typing's repr of a member: builtins by name, others as module.qualname, NoneType as None
local function member_repr(t)
  if rawequal(t, R.NoneType) then return "None" end
  if getmetatable(t) == TypeMT then
    if t["#builtin"] then return t["#name"] end
    local mod = t["#dict"] and t["#dict"].__module__
    return (type(mod) == "string" and mod or "__main__") .. "." .. (t["#qualname"] or t["#name"])
  end
  return R.repr(t)
end
UnionMT["#repr"] = function(u)
  local parts = {}
  for i, t in ipairs(u["#args"]) do parts[i] = member_repr(t) end
  return concat(parts, " | ")
end
UnionMT.__index = function(u, k)
  if k == "__args__" then return R.TUPLE({ table_unpack(u["#args"]) }) end
  return union_t["#flat"][k]
end
R.install_operators(UnionMT)
local d = union_t["#dict"]
d.__or__ = union
d.__ror__ = function(a, b) return union(b, a) end
d.__eq__ = function(a, b)
  if getmetatable(b) ~= UnionMT then return NotImplemented end
  local x, y = a["#args"], b["#args"]
  if #x ~= #y then return false end
  for _, t in ipairs(x) do
    local found = false
    for _, u in ipairs(y) do if rawequal(t, u) then found = true end end
    if not found then return false end
  end
  return true
end
d.__hash__ = function(a)
  local h = 0
  for _, t in ipairs(a["#args"]) do h = h ~ R.hash(t) end
  return h
end
R.build_flat(union_t)
UnionMT["#eq"] = d.__eq__
-- the dict key of a union of these members (None as NoneType): the same in any order, and the
-- same for typing.Union[int, str] (modtyping.lua) as for int | str
function R.union_key(members)
  local ks = {}
  for i, t in ipairs(members) do ks[i] = R.subkey(t == None and R.NoneType or t) end
  table_sort(ks)
  return "\255u" .. concat(ks, ",")
end
UnionMT["#key"] = function(u) return R.union_key(u["#args"]) end

-- type.__or__ / __ror__: int | None
local td = R.type_t["#dict"]
td.__or__ = union
td.__ror__ = function(a, b) return union(b, a) end
R.build_flat(R.type_t)

return R
end
