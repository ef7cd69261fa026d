-- modoperator.lua: operator. Functions take the fast path for two Lua numbers and defer to
-- the runtime's Python protocols (R.ADD, R.EQ, ...) otherwise.
local type, getmetatable, setmetatable, select, pairs, rawget = type, getmetatable, setmetatable, select, pairs, rawget
local mtype = math.type
local concat, unpack = table.concat, table.unpack

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, typeof, lookup, T, EQ = R.None, R.raise, R.typename, R.typeof,
  R.lookup, R.T, R.EQ
local TUPLE = R.TUPLE
local ListMT, TupleMT = R.ListMT, R.TupleMT
local GI, SI, DI, GA, IOP = R.GI, R.SI, R.DI, R.GA, R.IOP
local ADD, SUB, MUL = R.ADD, R.SUB, R.MUL
local repr, iterate = R.repr, R.iterate

local m = {}
local function sig(f, name, params, nreq)
  return R.sig(f, name, params, { nrequired = nreq or #params, nposonly = #params })
end

-- missing arguments: CPython's TypeError (operator.add(1): add expected 2 arguments, got 1)
local argc = R.argc
local function specs(n)
  return setmetatable({}, { __index = function(t, name)
    local spec = n == 1 and { "O", "_operator." .. name } or { "E", name, n, n }
    t[name] = spec
    return spec
  end })
end
local ONE, SPEC2, SPEC3 = specs(1), specs(2), specs(3)

m.add = sig(function(a, b)
  if b == nil then argc(SPEC2.add, a, b) end
  if mtype(a) == "integer" and mtype(b) == "integer" then
    local r = a + b
    if (a ~ r) & (b ~ r) >= 0 then return r end
  end
  return ADD(a, b)
end, "add", { "a", "b" })
m.sub = sig(function(a, b)
  if b == nil then argc(SPEC2.sub, a, b) end
  if mtype(a) == "integer" and mtype(b) == "integer" then
    local r = a - b
    if (a ~ b) & (a ~ r) >= 0 then return r end
  end
  return SUB(a, b)
end, "sub", { "a", "b" })
m.mul = sig(function(a, b) if b == nil then argc(SPEC2.mul, a, b) end return MUL(a, b) end, "mul", { "a", "b" })
m.truediv = sig(function(a, b) if b == nil then argc(SPEC2.truediv, a, b) end return R.TRUEDIV(a, b) end, "truediv", { "a", "b" })
m.floordiv = sig(function(a, b) if b == nil then argc(SPEC2.floordiv, a, b) end return R.FLOORDIV(a, b) end, "floordiv", { "a", "b" })
m.mod = sig(function(a, b) if b == nil then argc(SPEC2.mod, a, b) end return R.MOD(a, b) end, "mod", { "a", "b" })
m.pow = sig(function(a, b) if b == nil then argc(SPEC2.pow, a, b) end return R.POW(a, b) end, "pow", { "a", "b" })
m.lshift = sig(function(a, b) if b == nil then argc(SPEC2.lshift, a, b) end return R.LSHIFT(a, b) end, "lshift", { "a", "b" })
m.rshift = sig(function(a, b) if b == nil then argc(SPEC2.rshift, a, b) end return R.RSHIFT(a, b) end, "rshift", { "a", "b" })
m.and_ = sig(function(a, b) if b == nil then argc(SPEC2.and_, a, b) end return R.BAND(a, b) end, "and_", { "a", "b" })
m.or_ = sig(function(a, b) if b == nil then argc(SPEC2.or_, a, b) end return R.BOR(a, b) end, "or_", { "a", "b" })
m.xor = sig(function(a, b) if b == nil then argc(SPEC2.xor, a, b) end return R.BXOR(a, b) end, "xor", { "a", "b" })
m.matmul = sig(function(a, b) if b == nil then argc(SPEC2.matmul, a, b) end return R.MATMUL(a, b) end, "matmul", { "a", "b" })
m.neg = sig(function(a) if a == nil then argc(ONE.neg, a) end return R.NEG(a) end, "neg", { "a" })
m.pos = sig(function(a) if a == nil then argc(ONE.pos, a) end return R.POS(a) end, "pos", { "a" })
m.abs = sig(function(a) if a == nil then argc(ONE.abs, a) end return R.builtins.abs(a) end, "abs", { "a" })
m.invert = sig(function(a) if a == nil then argc(ONE.invert, a) end return R.INVERT(a) end, "invert", { "a" })
local invert = m.invert
m.inv = function(a) return invert(a) end -- (its own function: its errors name it)
m.index = sig(function(a)
  if a == nil then argc(ONE.index, a) end
  if mtype(a) == "integer" then return a end
  local i = R.index(a)
  if i == nil then return a end
  return i
end, "index", { "a" })
m.concat = sig(function(a, b)
  if b == nil then argc(SPEC2.concat, a, b) end
  local ta = typeof(a)
  if type(a) ~= "string" and not lookup(ta, "__getitem__") then
    raise("TypeError", "'" .. typename(a) .. "' object can't be concatenated")
  end
  return ADD(a, b)
end, "concat", { "a", "b" })

m.eq = sig(function(a, b) if b == nil then argc(SPEC2.eq, a, b) end return EQ(a, b) end, "eq", { "a", "b" }) -- (no identity test: a == b)
m.ne = sig(function(a, b)
  if b == nil then argc(SPEC2.ne, a, b) end
  local f = lookup(typeof(a), "__ne__")
  if f and typeof(a) ~= R.object and type(a) == "table" then
    local r = f(a, b)
    if r ~= R.NotImplemented then return r end
  end
  return not EQ(a, b)
end, "ne", { "a", "b" })
m.lt = sig(function(a, b) if b == nil then argc(SPEC2.lt, a, b) end return a < b end, "lt", { "a", "b" })
m.le = sig(function(a, b) if b == nil then argc(SPEC2.le, a, b) end return a <= b end, "le", { "a", "b" })
m.gt = sig(function(a, b) if b == nil then argc(SPEC2.gt, a, b) end return b < a end, "gt", { "a", "b" })
m.ge = sig(function(a, b) if b == nil then argc(SPEC2.ge, a, b) end return b <= a end, "ge", { "a", "b" })
m.not_ = sig(function(a) if a == nil then argc(ONE.not_, a) end return not T(a) end, "not_", { "a" })
m.truth = sig(function(a) if a == nil then argc(ONE.truth, a) end return T(a) end, "truth", { "a" })
m.is_ = sig(function(a, b) if b == nil then argc(SPEC2.is_, a, b) end return R.rawequal(a, b) or (type(a) ~= "table" and a == b and mtype(a) == mtype(b)) end, "is_", { "a", "b" })
m.is_not = sig(function(a, b) if b == nil then argc(SPEC2.is_not, a, b) end return not m.is_(a, b) end, "is_not", { "a", "b" })

m.contains = sig(function(a, b) if b == nil then argc(SPEC2.contains, a, b) end return R.IN(b, a) end, "contains", { "a", "b" })
m.countOf = sig(function(a, b)
  if b == nil then argc(SPEC2.countOf, a, b) end
  local c = 0
  for v in iterate(a) do if v == b or (not R.eq_asked(v, b) and EQ(v, b)) then c = c + 1 end end
  return c
end, "countOf", { "a", "b" })
m.indexOf = sig(function(a, b)
  if b == nil then argc(SPEC2.indexOf, a, b) end
  local i = 0
  for v in iterate(a) do
    if v == b or (not R.eq_asked(v, b) and EQ(v, b)) then return i end
    i = i + 1
  end
  raise("ValueError", "sequence.index(x): x not in sequence")
end, "indexOf", { "a", "b" })
m.getitem = sig(function(a, b) if b == nil then argc(SPEC2.getitem, a, b) end return GI(a, b) end, "getitem", { "a", "b" })
m.setitem = sig(function(a, b, c) if c == nil then argc(SPEC3.setitem, a, b, c) end SI(a, b, c) return None end, "setitem", { "a", "b", "c" })
m.delitem = sig(function(a, b) if b == nil then argc(SPEC2.delitem, a, b) end DI(a, b) return None end, "delitem", { "a", "b" })
-- length_hint(o, default=0): len(o), else what o's __length_hint__ (or a builtin iterator's
-- count of what is left) says, else default
-- call(obj, /, *args, **kwargs): obj(*args, **kwargs) (3.11)
m.call = R.sig(function(...)
  if (...) == R.KWMARK then
    local _, pos, npos, kw = ...
    if npos == 0 then raise("TypeError", "call expected at least 1 argument, got 0") end
    return R.CALL(pos[1], { unpack(pos, 2, npos) }, kw)
  end
  if select("#", ...) == 0 then raise("TypeError", "call expected at least 1 argument, got 0") end
  local f = ...
  return f(select(2, ...))
end, "call", {}, { vararg = "args", kwarg = "kwargs", complex = true })
m.length_hint = function(o, default)
  if o == nil then raise("TypeError", "length_hint expected at least 1 argument, got 0") end
  if default == nil then default = 0 end
  if mtype(default) ~= "integer" and not (R.BigMT and getmetatable(default) == R.BigMT) then
    raise("TypeError", "'" .. R.typename(default) .. "' object cannot be interpreted as an integer")
  end
  local t = R.typeof(o)
  if R.lookup(t, "__len__") or (getmetatable(o) and getmetatable(o)["#len"]) then return R.LEN(o) end
  local h = type(o) == "table" and rawget(o, "#hint")
  if h then return h() end
  local f = R.lookup(t, "__length_hint__")
  if not f then return default end
  local n = f(o)
  if n == R.NotImplemented then return default end
  if mtype(n) ~= "integer" then
    raise("TypeError", "'" .. R.typename(n) .. "' object cannot be interpreted as an integer")
  end
  if n < 0 then raise("ValueError", "__length_hint__() should return >= 0") end
  return n
end

-- in-place operators
local iops = { iadd = "Add", isub = "Sub", imul = "Mult", itruediv = "Div", ifloordiv = "FloorDiv",
               imod = "Mod", ipow = "Pow", ilshift = "LShift", irshift = "RShift", iand = "BitAnd",
               ior = "BitOr", ixor = "BitXor", iconcat = "Add", imatmul = "MatMult" }
for name, op in pairs(iops) do
  m[name] = sig(function(a, b)
    if b == nil then argc(SPEC2[name], a, b) end
    return IOP(op, a, b)
  end, name, { "a", "b" })
end

-- dunder aliases (operator.__add__ ...)
for _, name in pairs({ "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lshift", "rshift",
                       "neg", "pos", "abs", "invert", "inv", "index", "concat", "eq", "ne", "lt",
                       "le", "gt", "ge", "not_", "contains", "getitem", "setitem", "delitem",
                       "matmul", "iadd", "isub", "imul", "itruediv", "ifloordiv", "imod", "ipow",
                       "ilshift", "irshift", "iand", "ior", "ixor", "iconcat" }) do
  local dn = name:gsub("_$", "")
  m["__" .. dn .. "__"] = m[name]
end
m.__and__, m.__or__, m.__xor__, m.__not__ = m.and_, m.or_, m.xor, m.not_

-- itemgetter / attrgetter / methodcaller: callable objects with CPython's reprs
local function callable_type(name)
  local meta = {}
  local t = R.builtin_type(name, { R.object }, { __module__ = "operator" }, meta)
  t["#builtin"] = true
  meta.__call = function(o, ...) return o["#f"](...) end
  meta["#callable"] = true
  meta["#repr"] = function(o) return o["#repr"] end
  meta.__index = t["#flat"]
  R.install_operators(meta)
  meta.__eq = function(a, b) return R.rawequal(a, b) end
  return t, meta
end

local itemgetter_t, ig_meta = callable_type("itemgetter")
local function reprs(args, n)
  local parts = {}
  for i = 1, n do parts[i] = repr(args[i]) end
  return concat(parts, ", ")
end
itemgetter_t["#call"] = function(_, ...)
  local n = select("#", ...)
  if n == 0 then raise("TypeError", "itemgetter expected 1 argument, got 0") end
  local f
  if n == 1 then
    local k = ...
    if mtype(k) == "integer" then
      f = function(o)
        if getmetatable(o) == ListMT or getmetatable(o) == TupleMT then
          local v = o[k >= 0 and k + 1 or #o + k + 1]
          if v ~= nil then return v end
        end
        return GI(o, k)
      end
    else
      f = function(o) return GI(o, k) end
    end
  else
    local ks = { ... }
    f = function(o)
      local out = {}
      for i = 1, n do out[i] = GI(o, ks[i]) end
      return TUPLE(out)
    end
  end
  return setmetatable({ ["#f"] = f, ["#repr"] = "operator.itemgetter(" .. reprs({ ... }, n) .. ")" }, ig_meta)
end

local function getattr_path(o, path)
  for part in path:gmatch("[^.]+") do
    o = GA(o, part)
  end
  return o
end
local attrgetter_t, ag_meta = callable_type("attrgetter")
attrgetter_t["#call"] = function(_, ...)
  local n = select("#", ...)
  if n == 0 then raise("TypeError", "attrgetter expected 1 argument, got 0") end
  local names = { ... }
  for i = 1, n do
    if type(names[i]) ~= "string" then raise("TypeError", "attribute name must be a string") end
  end
  local f
  if n == 1 then
    local a = names[1]
    f = function(o) return getattr_path(o, a) end
  else
    f = function(o)
      local out = {}
      for i = 1, n do out[i] = getattr_path(o, names[i]) end
      return TUPLE(out)
    end
  end
  return setmetatable({ ["#f"] = f, ["#repr"] = "operator.attrgetter(" .. reprs(names, n) .. ")" }, ag_meta)
end

local methodcaller_t, mc_meta = callable_type("methodcaller")
local function methodcaller(...)
  local pos, npos, kw
  if (...) == R.KWMARK then
    local _
    _, pos, npos, kw = ...
  else
    pos, npos = { ... }, select("#", ...)
  end
  local name = pos[1]
  if npos == 0 then raise("TypeError", "methodcaller needs at least one argument, the method name") end
  if type(name) ~= "string" then raise("TypeError", "method name must be a string") end
  local args = { unpack(pos, 2, npos) }
  local parts = { repr(name) }
  for i = 1, #args do parts[#parts + 1] = repr(args[i]) end
  if kw then for i = 1, #kw, 2 do parts[#parts + 1] = kw[i] .. "=" .. repr(kw[i + 1]) end end
  local f = function(o)
    if kw and #kw > 0 then return R.CALLM(o, name, args, kw) end
    local slot = o["@" .. name]
    if slot then return slot(o, unpack(args, 1, npos - 1)) end
    return R.CALLM(o, name, args, nil)
  end
  return setmetatable({ ["#f"] = f, ["#repr"] = "operator.methodcaller(" .. concat(parts, ", ") .. ")" }, mc_meta)
end
methodcaller_t["#call"] = function(_, ...) return methodcaller(...) end
methodcaller_t["#call_kw"] = function(_, pos, npos, kw) return methodcaller(R.KWMARK, pos, npos, kw) end
m.itemgetter, m.attrgetter, m.methodcaller = itemgetter_t, attrgetter_t, methodcaller_t

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "abs", "one", 1, "_operator.abs" }, { "add", "expected", 2, "add" },
  { "and_", "expected", 2, "and_" }, { "concat", "expected", 2, "concat" },
  { "contains", "expected", 2, "contains" }, { "countOf", "expected", 2, "countOf" },
  { "delitem", "expected", 2, "delitem" }, { "eq", "expected", 2, "eq" },
  { "floordiv", "expected", 2, "floordiv" }, { "ge", "expected", 2, "ge" },
  { "getitem", "expected", 2, "getitem" }, { "gt", "expected", 2, "gt" },
  { "iadd", "expected", 2, "iadd" }, { "iand", "expected", 2, "iand" },
  { "iconcat", "expected", 2, "iconcat" }, { "ifloordiv", "expected", 2, "ifloordiv" },
  { "ilshift", "expected", 2, "ilshift" }, { "imatmul", "expected", 2, "imatmul" },
  { "imod", "expected", 2, "imod" }, { "imul", "expected", 2, "imul" },
  { "index", "one", 1, "_operator.index" }, { "indexOf", "expected", 2, "indexOf" },
  { "inv", "one", 1, "_operator.inv" }, { "invert", "one", 1, "_operator.invert" },
  { "ior", "expected", 2, "ior" }, { "ipow", "expected", 2, "ipow" },
  { "irshift", "expected", 2, "irshift" }, { "is_", "expected", 2, "is_" },
  { "is_not", "expected", 2, "is_not" }, { "isub", "expected", 2, "isub" },
  { "itruediv", "expected", 2, "itruediv" }, { "ixor", "expected", 2, "ixor" },
  { "le", "expected", 2, "le" }, { "length_hint", "atmost", 2, "length_hint" },
  { "lshift", "expected", 2, "lshift" }, { "lt", "expected", 2, "lt" },
  { "matmul", "expected", 2, "matmul" }, { "mod", "expected", 2, "mod" },
  { "mul", "expected", 2, "mul" }, { "ne", "expected", 2, "ne" },
  { "neg", "one", 1, "_operator.neg" }, { "not_", "one", 1, "_operator.not_" },
  { "or_", "expected", 2, "or_" }, { "pos", "one", 1, "_operator.pos" },
  { "pow", "expected", 2, "pow" }, { "rshift", "expected", 2, "rshift" },
  { "setitem", "expected", 3, "setitem" }, { "sub", "expected", 2, "sub" },
  { "truediv", "expected", 2, "truediv" }, { "truth", "one", 1, "_operator.truth" },
  { "xor", "expected", 2, "xor" },
})
return m
end
