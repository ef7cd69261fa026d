-- moddecimal.lua: decimal after the General Decimal Arithmetic specification, as CPython's
-- Lib/_pydecimal.py computes it (the C _decimal gives the same results): a Decimal is a sign,
-- a coefficient (a string of digits) and an exponent, or a special value; every operation is
-- exact and then rounded once to the context (_fix: precision, rounding mode, Emin/Emax,
-- the signals and their traps). Messages are the C module's ("[<class
-- 'decimal.DivisionByZero'>]"). exp, ln, log10 and non-integral powers are computed in
-- fixed point and rounded half-even, as the C module's (correctly rounded) results.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, select, ipairs, pairs,
      tostring, tonumber, pcall, error =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, select, ipairs, pairs,
      tostring, tonumber, pcall, error
local string, table, math = string, table, math
local sub, rep, find, match, byte, format, lower, upper =
      string.sub, string.rep, string.find, string.match, string.byte, string.format,
      string.lower, string.upper
local concat, mtype = table.concat, math.type

getmetatable = debug.getmetatable

return function(R, host)
local _ENV = nil
local None, raise, repr, isinstance, typename = R.None, R.raise, R.repr, R.isinstance, R.typename
local TUPLE, LIST, KWMARK = R.TUPLE, R.LIST, R.KWMARK
local INT = R.builtins.int
local num = host.num

local m = {}

local function class(name, bases, body)
  local c = R.CLASS(name, bases, nil, body or function() end)
  c["#dict"].__module__ = "decimal"
  return c
end

---------------------------------------------------------------------------------------------
-- signals
---------------------------------------------------------------------------------------------

local E = R.exc_classes
local DecimalException = class("DecimalException", { E.ArithmeticError })
local Clamped = class("Clamped", { DecimalException })
local InvalidOperation = class("InvalidOperation", { DecimalException })
local ConversionSyntax = class("ConversionSyntax", { InvalidOperation })
local DivisionImpossible = class("DivisionImpossible", { InvalidOperation })
local DivisionUndefined = class("DivisionUndefined", { InvalidOperation, E.ZeroDivisionError })
local InvalidContext = class("InvalidContext", { InvalidOperation })
local Inexact = class("Inexact", { DecimalException })
local Rounded = class("Rounded", { DecimalException })
local Subnormal = class("Subnormal", { DecimalException })
local DivisionByZero = class("DivisionByZero", { DecimalException, E.ZeroDivisionError })
local Overflow = class("Overflow", { Inexact, Rounded })
local Underflow = class("Underflow", { Inexact, Rounded, Subnormal })
local FloatOperation = class("FloatOperation", { DecimalException, E.TypeError })
for k, v in pairs({ DecimalException = DecimalException, Clamped = Clamped,
                    InvalidOperation = InvalidOperation, ConversionSyntax = ConversionSyntax,
                    DivisionImpossible = DivisionImpossible, DivisionUndefined = DivisionUndefined,
                    InvalidContext = InvalidContext, Inexact = Inexact, Rounded = Rounded,
                    Subnormal = Subnormal, DivisionByZero = DivisionByZero, Overflow = Overflow,
                    Underflow = Underflow, FloatOperation = FloatOperation }) do
  m[k] = v
end
-- the signals a context has flags and traps for, in the C module's order
local SIGNALS = { InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow,
                  Subnormal, Inexact, Rounded, Clamped }
-- the condition that sets each signal's flag (a condition is raised as the signal it maps to)
local SIGNAL_OF = { [ConversionSyntax] = InvalidOperation, [DivisionImpossible] = InvalidOperation,
                    [DivisionUndefined] = InvalidOperation, [InvalidContext] = InvalidOperation }

local ROUNDINGS = { "ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING",
                    "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP" }
local is_rounding = {}
for _, r in ipairs(ROUNDINGS) do m[r] = r; is_rounding[r] = true end
m.MAX_PREC, m.MAX_EMAX, m.MIN_EMIN, m.MIN_ETINY = 999999999999999999, 999999999999999999,
  -999999999999999999, -1999999999999999997
m.HAVE_THREADS, m.HAVE_CONTEXTVAR = true, true
m.__version__, m.__libmpdec_version__ = "1.70", "2.5.1"

---------------------------------------------------------------------------------------------
-- Context
---------------------------------------------------------------------------------------------

local Context
local current -- the thread's context

-- the C module lists a context's flags and traps in libmpdec's bit order
local REPR_ORDER = { Clamped, InvalidOperation, DivisionByZero, Inexact, FloatOperation, Overflow,
                     Rounded, Subnormal, Underflow }
local function signal_list(set)
  local out = {}
  for _, s in ipairs(REPR_ORDER) do if set[s] then out[#out + 1] = s["#name"] end end
  return "[" .. concat(out, ", ") .. "]"
end

-- a signal dict (flags, traps) shown as Python sees it: {<class 'decimal.X'>: bool}
local SignalDictMT = {}
local function signal_pairs(d, f)
  local out = {}
  for i, s in ipairs(SIGNALS) do out[i] = f(s, d["#set"][s] == true) end
  return LIST(out)
end
local signaldict_t = R.builtin_type("SignalDictMixin", { R.object }, {
  keys = function(d) return signal_pairs(d, function(s) return s end) end,
  values = function(d) return signal_pairs(d, function(_, v) return v end) end,
  items = function(d) return signal_pairs(d, function(s, v) return TUPLE({ s, v }) end) end,
  copy = function(d)
    local set = {}
    for k, v in pairs(d["#set"]) do set[k] = v end
    return R.CALL(R.builtins.dict, { signal_pairs({ ["#set"] = set }, function(s, v) return TUPLE({ s, v }) end) })
  end,
}, SignalDictMT)
signaldict_t["#dict"].__module__ = "decimal"
SignalDictMT["#class"] = signaldict_t
SignalDictMT["#getitem"] = function(d, k)
  local v = d["#set"][k]
  if v == nil then
    local ok = false
    for _, s in ipairs(SIGNALS) do if rawequal(s, k) then ok = true end end
    if not ok then raise("KeyError", R.repr(k)) end
  end
  return v == true
end
SignalDictMT["#setitem"] = function(d, k, v) d["#set"][k] = R.T(v) end
SignalDictMT["#repr"] = function(d)
  local parts = {}
  for _, s in ipairs(SIGNALS) do
    parts[#parts + 1] = "<class 'decimal." .. s["#name"] .. "'>:" .. (d["#set"][s] and "True" or "False")
  end
  return "{" .. concat(parts, ", ") .. "}"
end
SignalDictMT["#len"] = function() return #SIGNALS end
SignalDictMT["#iter"] = function()
  local i = 0
  return function() i = i + 1; return SIGNALS[i] end
end
SignalDictMT.__index = function(d, k) return signaldict_t["#flat"][k] end
R.install_operators(SignalDictMT)
local function signaldict(set) return setmetatable({ ["#set"] = set }, SignalDictMT) end

local function ctx_get(c, k) return rawget(c, "#" .. k) end

-- raises condition (a class) in context c, or returns the default result
local dec_special, dec_triple
local function raise_error(c, cond, explanation, sign)
  local sig = SIGNAL_OF[cond] or cond
  ctx_get(c, "flags")[sig] = true
  if ctx_get(c, "traps")[sig] then
    -- as the C module: the signal's class, with the list of the conditions as its argument
    R.RAISE(R.type_call(sig, LIST({ cond })))
  end
  if sig == InvalidOperation then return dec_special(0, "nan", "") end
  if cond == DivisionByZero then return dec_special(sign or 0, "inf") end
  if cond == Overflow then
    local r = ctx_get(c, "rounding")
    local prec = ctx_get(c, "prec")
    local maxd = dec_triple(sign, rep("9", prec), ctx_get(c, "Emax") - prec + 1)
    if r == "ROUND_HALF_UP" or r == "ROUND_HALF_EVEN" or r == "ROUND_HALF_DOWN" or r == "ROUND_UP" then
      return dec_special(sign, "inf")
    end
    if sign == 0 then
      if r == "ROUND_CEILING" then return dec_special(0, "inf") end
      return maxd
    end
    if r == "ROUND_FLOOR" then return dec_special(1, "inf") end
    return maxd
  end
  return nil
end

local CONTEXT_PARAMS = { "self", "prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps" }
Context = class("Context", { R.object }, function(ns)
  ns.__init__ = R.sig(function(self, prec, rounding, Emin, Emax, capitals, clamp, flags, traps)
    local dc = current
    local function pick(v, name, default)
      if v == nil or v == None then
        if dc then return ctx_get(dc, name) end
        return default
      end
      return v
    end
    rawset(self, "#prec", pick(prec, "prec", 28))
    rawset(self, "#rounding", pick(rounding, "rounding", "ROUND_HALF_EVEN"))
    rawset(self, "#Emin", pick(Emin, "Emin", -999999))
    rawset(self, "#Emax", pick(Emax, "Emax", 999999))
    rawset(self, "#capitals", pick(capitals, "capitals", 1))
    rawset(self, "#clamp", pick(clamp, "clamp", 0))
    local function sigset(v, name, default)
      local set = {}
      if v == nil or v == None then
        if dc and name == "traps" then for k, b in pairs(ctx_get(dc, "traps")) do set[k] = b end
        else for _, s in ipairs(default) do set[s] = true end end
      elseif getmetatable(v) == SignalDictMT then
        for k, b in pairs(v["#set"]) do set[k] = b end
      elseif isinstance(v, R.dict_t) then
        for k, b in R.dict_pairs(v) do set[k] = R.T(b) end
      else
        for s in R.iterate(v) do set[s] = true end
      end
      return set
    end
    rawset(self, "#flags", sigset(flags, "flags", {}))
    rawset(self, "#traps", sigset(traps, "traps", { InvalidOperation, DivisionByZero, Overflow }))
    return None
  end, "Context", CONTEXT_PARAMS, { nrequired = 1 })
  ns.__repr__ = function(self)
    return format("Context(prec=%s, rounding=%s, Emin=%s, Emax=%s, capitals=%s, clamp=%s, flags=%s, traps=%s)",
      R.str(ctx_get(self, "prec")), ctx_get(self, "rounding"), R.str(ctx_get(self, "Emin")),
      R.str(ctx_get(self, "Emax")), R.str(ctx_get(self, "capitals")), R.str(ctx_get(self, "clamp")),
      signal_list(ctx_get(self, "flags")), signal_list(ctx_get(self, "traps")))
  end
  local P = R.builtins.property
  local function prop(name, check)
    ns[name] = P(function(self) return ctx_get(self, name) end, function(self, v)
      if check then v = check(v) end
      rawset(self, "#" .. name, v)
      return None
    end)
  end
  prop("prec", function(v)
    if R.is_int(v) ~= true then raise("TypeError", "an integer is required") end
    if v < 1 or v > m.MAX_PREC then raise("ValueError", "valid range for prec is [1, MAX_PREC]") end
    return v
  end)
  prop("rounding", function(v)
    if not is_rounding[v] then
      raise("TypeError", "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")
    end
    return v
  end)
  prop("Emin", function(v) return R.index(v) end)
  prop("Emax", function(v) return R.index(v) end)
  prop("capitals", function(v) return R.index(v) end)
  prop("clamp", function(v) return R.index(v) end)
  ns.flags = P(function(self) return signaldict(ctx_get(self, "flags")) end)
  ns.traps = P(function(self) return signaldict(ctx_get(self, "traps")) end)
  ns.clear_flags = function(self) rawset(self, "#flags", {}); return None end
  ns.clear_traps = function(self) rawset(self, "#traps", {}); return None end
  ns.copy = function(self)
    local c = R.type_call(Context)
    for _, k in ipairs({ "prec", "rounding", "Emin", "Emax", "capitals", "clamp" }) do
      rawset(c, "#" .. k, ctx_get(self, k))
    end
    local f, t = {}, {}
    for k, v in pairs(ctx_get(self, "flags")) do f[k] = v end
    for k, v in pairs(ctx_get(self, "traps")) do t[k] = v end
    rawset(c, "#flags", f)
    rawset(c, "#traps", t)
    return c
  end
  ns.Etiny = function(self) return ctx_get(self, "Emin") - ctx_get(self, "prec") + 1 end
  ns.Etop = function(self) return ctx_get(self, "Emax") - ctx_get(self, "prec") + 1 end
end)
m.Context = Context

local function new_context(t)
  local c = R.type_call(Context)
  for k, v in pairs(t) do rawset(c, "#" .. k, v) end
  return c
end
current = new_context({})
m.DefaultContext = current["@copy"](current)
m.BasicContext = new_context({ prec = 9, rounding = "ROUND_HALF_UP" })
rawset(m.BasicContext, "#traps", { [Clamped] = true, [DivisionByZero] = true, [InvalidOperation] = true,
                                   [Overflow] = true, [Underflow] = true })
m.ExtendedContext = new_context({ prec = 9, rounding = "ROUND_HALF_EVEN" })
rawset(m.ExtendedContext, "#traps", {})

m.getcontext = function() return current end
m.setcontext = R.sig(function(c)
  if not isinstance(c, Context) then raise("TypeError", "argument must be a context") end
  if rawequal(c, m.DefaultContext) or rawequal(c, m.BasicContext) or rawequal(c, m.ExtendedContext) then
    c = c["@copy"](c)
  end
  current = c
  return None
end, "setcontext", { "context" })

local LocalContext = class("_ContextManager", { R.object }, function(ns)
  ns.__enter__ = function(self)
    rawset(self, "#saved", current)
    current = rawget(self, "#new")
    return current
  end
  ns.__exit__ = function(self)
    current = rawget(self, "#saved")
    return None
  end
end)
m.localcontext = R.sig(function(ctx, ...)
  local pos, kw
  if rawequal(ctx, KWMARK) then
    local _, p, np, k = ctx, ...
    pos, kw = p, k
    ctx = p[1]
  end
  if ctx == nil or ctx == None then ctx = current end
  local new = ctx["@copy"](ctx)
  for i = 1, #(kw or {}), 2 do
    if kw[i] ~= "ctx" then R.SA(new, kw[i], kw[i + 1]) end
  end
  local cm = R.type_call(LocalContext)
  rawset(cm, "#new", new)
  return cm
end, "localcontext", { "ctx" }, { kwarg = "kwargs", complex = true })

---------------------------------------------------------------------------------------------
-- Decimal values: { #s = sign 0/1, #c = coefficient digits, #e = exponent, #k = special }
---------------------------------------------------------------------------------------------

local Decimal
local power_modulo -- (below)
local DecMT -- set once the class exists

dec_triple = function(sign, c, e)
  return setmetatable({ ["#s"] = sign, ["#c"] = c, ["#e"] = e }, DecMT)
end
-- kind: "inf", "nan" (quiet), "snan"; payload: digits of a NaN
dec_special = function(sign, kind, payload)
  return setmetatable({ ["#s"] = sign, ["#c"] = payload or "", ["#e"] = 0, ["#k"] = kind }, DecMT)
end

local function isdec(x) return type(x) == "table" and getmetatable(x) == DecMT end
local function strip0(c) local s = c:gsub("^0+", ""); if s == "" then return "0" end return s end
local function iszero(d) return d["#k"] == nil and d["#c"] == "0" end
local function adjusted(d) return d["#e"] + #d["#c"] - 1 end
local function bigint(c) return R.CALL(INT, { c }) end
local function digits_of(n) return R.str(n) end

-- parsing a numeric string (the spec's syntax, underscores between digits as Python allows)
local function from_string(s, ctx)
  local t = s:gsub("^%s+", ""):gsub("%s+$", "")
  if find(t, "_", 1, true) then
    if find(t, "__", 1, true) or find(t, "^_") or find(t, "_$") or find(t, "[^%d]_") or find(t, "_[^%d]") then
      t = "?"
    else
      t = t:gsub("_", "")
    end
  end
  local sign = 0
  local first = sub(t, 1, 1)
  if first == "-" then sign = 1; t = sub(t, 2) elseif first == "+" then t = sub(t, 2) end
  local lt = lower(t)
  if lt == "inf" or lt == "infinity" then return dec_special(sign, "inf") end
  local nan_kind, payload
  if sub(lt, 1, 3) == "nan" then nan_kind, payload = "nan", sub(t, 4)
  elseif sub(lt, 1, 4) == "snan" then nan_kind, payload = "snan", sub(t, 5) end
  if nan_kind then
    if payload == "" or match(payload, "^%d+$") then
      payload = payload:gsub("^0+", "")
      return dec_special(sign, nan_kind, payload)
    end
  else
    local intpart, fracpart, exppart = match(t, "^(%d*)%.?(%d*)([eE][%+%-]?%d+)$")
    if not intpart then
      intpart, fracpart = match(t, "^(%d*)%.?(%d*)$")
      exppart = nil
    end
    if intpart and (intpart ~= "" or fracpart ~= "") and (find(t, ".", 1, true) or fracpart == "") then
      local e = 0
      if exppart then e = tonumber(sub(exppart, 2)) or 0 end
      local c = strip0(intpart .. fracpart)
      return dec_triple(sign, c, e - #fracpart)
    end
  end
  return raise_error(ctx or current, ConversionSyntax, "Invalid literal for Decimal")
end

-- the exact Decimal of a float (n / 2**k = n * 5**k / 10**k)
local function from_float(x)
  if x ~= x then return dec_special(0, "nan", "") end
  if x == math.huge then return dec_special(0, "inf") end
  if x == -math.huge then return dec_special(1, "inf") end
  local sign = (x < 0 or (x == 0 and 1 / x < 0)) and 1 or 0
  local ratio = R.toarray(R.CALLM(x < 0 and -x or x, "as_integer_ratio", {}))
  local n, d = ratio[1], ratio[2]
  local k = R.CALLM(d, "bit_length", {}) - 1
  local c = R.MUL(n, R.POW(5, k))
  return dec_triple(sign, digits_of(c), -k)
end

local function from_int(n)
  local sign = 0
  if (n < 0) then sign = 1; n = R.NEG(n) end
  return dec_triple(sign, digits_of(n), 0)
end

-- other operand of an arithmetic operation: Decimal or int, else nil (NotImplemented)
local function convert(x)
  if isdec(x) then return x end
  if type(x) == "boolean" then return from_int(x and 1 or 0) end
  if R.is_int(x) == true then return from_int(x) end
  return nil
end

---------------------------------------------------------------------------------------------
-- rounding (_pydecimal's _round_* on the digits to keep)
---------------------------------------------------------------------------------------------

local function all_zeros(c, i) return not find(c, "[1-9]", i + 1) end
local function exact_half(c, i) return sub(c, i + 1, i + 1) == "5" and all_zeros(c, i + 1) end

local ROUND = {}
ROUND.ROUND_DOWN = function(d, p) if all_zeros(d["#c"], p) then return 0 end return -1 end
ROUND.ROUND_UP = function(d, p) return -ROUND.ROUND_DOWN(d, p) end
ROUND.ROUND_HALF_UP = function(d, p)
  local c = d["#c"]
  if find(sub(c, p + 1, p + 1), "[5-9]") then return 1 end
  if all_zeros(c, p) then return 0 end
  return -1
end
ROUND.ROUND_HALF_DOWN = function(d, p)
  if exact_half(d["#c"], p) then return -1 end
  return ROUND.ROUND_HALF_UP(d, p)
end
ROUND.ROUND_HALF_EVEN = function(d, p)
  local c = d["#c"]
  if exact_half(c, p) and (p == 0 or find(sub(c, p, p), "[02468]")) then return -1 end
  return ROUND.ROUND_HALF_UP(d, p)
end
ROUND.ROUND_CEILING = function(d, p)
  if d["#s"] == 1 then return ROUND.ROUND_DOWN(d, p) end
  return -ROUND.ROUND_DOWN(d, p)
end
ROUND.ROUND_FLOOR = function(d, p)
  if d["#s"] == 0 then return ROUND.ROUND_DOWN(d, p) end
  return -ROUND.ROUND_DOWN(d, p)
end
ROUND.ROUND_05UP = function(d, p)
  local c = d["#c"]
  if p > 0 and not find(sub(c, p, p), "[05]") then return ROUND.ROUND_DOWN(d, p) end
  return -ROUND.ROUND_DOWN(d, p)
end

local function incr(c) return digits_of(R.ADD(bigint(c), 1)) end

-- _fix: d rounded to context c's precision and exponent limits, with the signals
local function fix(d, c)
  if d["#k"] then
    if d["#k"] == "inf" then return d end
    -- a NaN's payload is cut to prec - clamp digits
    local prec = ctx_get(c, "prec") - ctx_get(c, "clamp")
    if #d["#c"] > prec then return dec_special(d["#s"], d["#k"], strip0(sub(d["#c"], -prec)):gsub("^0$", "")) end
    return d
  end
  local prec = ctx_get(c, "prec")
  local Etiny = ctx_get(c, "Emin") - prec + 1
  local Etop = ctx_get(c, "Emax") - prec + 1
  if iszero(d) then
    local exp_max = ctx_get(c, "clamp") == 1 and Etop or ctx_get(c, "Emax")
    local ne = d["#e"]
    if ne < Etiny then ne = Etiny elseif ne > exp_max then ne = exp_max end
    if ne ~= d["#e"] then
      raise_error(c, Clamped, "exponent of a 0 changed to fit bounds")
      return dec_triple(d["#s"], "0", ne)
    end
    return d
  end
  local coeff = d["#c"]
  local exp_min = #coeff + d["#e"] - prec
  if exp_min > Etop then
    -- the C module sets the three flags before a trap raises
    ctx_get(c, "flags")[Inexact], ctx_get(c, "flags")[Rounded] = true, true
    local ans = raise_error(c, Overflow, "above Emax", d["#s"])
    raise_error(c, Inexact)
    raise_error(c, Rounded)
    return ans
  end
  local subnormal = exp_min < Etiny
  if subnormal then exp_min = Etiny end
  if d["#e"] < exp_min then
    local digits = #coeff + d["#e"] - exp_min
    local src = d
    if digits < 0 then
      src = dec_triple(d["#s"], "1", exp_min - 1)
      digits = 0
    end
    local changed = ROUND[ctx_get(c, "rounding")](src, digits)
    local nc = sub(src["#c"], 1, digits)
    if nc == "" then nc = "0" end
    if changed > 0 then
      nc = incr(nc)
      if #nc > prec then
        nc = sub(nc, 1, -2)
        exp_min = exp_min + 1
      end
    end
    local ans
    if exp_min > Etop then
      ctx_get(c, "flags")[Inexact], ctx_get(c, "flags")[Rounded] = true, true
      ans = raise_error(c, Overflow, "above Emax", d["#s"])
    else ans = dec_triple(d["#s"], nc, exp_min) end
    if changed ~= 0 and subnormal then raise_error(c, Underflow) end
    if subnormal then raise_error(c, Subnormal) end
    if changed ~= 0 then raise_error(c, Inexact) end
    raise_error(c, Rounded)
    if iszero(ans) then raise_error(c, Clamped) end
    return ans
  end
  if subnormal then raise_error(c, Subnormal) end
  if ctx_get(c, "clamp") == 1 and d["#e"] > Etop then
    raise_error(c, Clamped)
    return dec_triple(d["#s"], coeff .. rep("0", d["#e"] - Etop), Etop)
  end
  return d
end

-- _rescale: d at exponent e, rounded with mode r (no context)
local function rescale(d, e, r)
  if d["#k"] then return d end
  if iszero(d) then return dec_triple(d["#s"], "0", e) end
  if d["#e"] >= e then return dec_triple(d["#s"], d["#c"] .. rep("0", d["#e"] - e), e) end
  local digits = #d["#c"] + d["#e"] - e
  local src = d
  if digits < 0 then src = dec_triple(d["#s"], "1", e - 1); digits = 0 end
  local changed = ROUND[r](src, digits)
  local nc = sub(src["#c"], 1, digits)
  if nc == "" then nc = "0" end
  if changed == 1 then nc = incr(nc) end
  return dec_triple(d["#s"], nc, e)
end

---------------------------------------------------------------------------------------------
-- NaN handling and the operations
---------------------------------------------------------------------------------------------

-- _check_nans: the NaN result of an operation on a NaN operand, or nil
local function check_nans(a, b, c)
  local ka, kb = a["#k"], b and b["#k"]
  if ka == "snan" then
    raise_error(c, InvalidOperation, "sNaN")
    return fix(dec_special(a["#s"], "nan", a["#c"]), c)
  end
  if kb == "snan" then
    raise_error(c, InvalidOperation, "sNaN")
    return fix(dec_special(b["#s"], "nan", b["#c"]), c)
  end
  if ka == "nan" then return fix(a, c) end
  if kb == "nan" then return fix(b, c) end
  return nil
end

local function add(a, b, c)
  local n = check_nans(a, b, c)
  if n then return n end
  if a["#k"] == "inf" then
    if b["#k"] == "inf" and a["#s"] ~= b["#s"] then return raise_error(c, InvalidOperation, "-INF + INF") end
    return a
  end
  if b["#k"] == "inf" then return b end
  local exp = a["#e"] < b["#e"] and a["#e"] or b["#e"]
  local neg0 = ctx_get(c, "rounding") == "ROUND_FLOOR" and a["#s"] ~= b["#s"]
  if iszero(a) and iszero(b) then
    local sign = ((a["#s"] == 1 and b["#s"] == 1) or neg0) and 1 or 0
    return fix(dec_triple(sign, "0", exp), c)
  end
  local prec0 = ctx_get(c, "prec")
  if iszero(a) then
    local ex = math.max(exp, b["#e"] - prec0 - 1)
    return fix(rescale(b, ex, ctx_get(c, "rounding")), c)
  end
  if iszero(b) then
    local ex = math.max(exp, a["#e"] - prec0 - 1)
    return fix(rescale(a, ex, ctx_get(c, "rounding")), c)
  end
  -- _normalize: an operand far below the other's precision only counts as a sticky digit
  local hi, lo = a, b
  if a["#e"] < b["#e"] then hi, lo = b, a end
  local prec = ctx_get(c, "prec")
  local e_min = hi["#e"] + math.min(-1, #hi["#c"] - prec - 2)
  local loc, loe = lo["#c"], lo["#e"]
  if #loc + loe - 1 < e_min then loc, loe = "1", e_min end
  local hic = hi["#c"] .. rep("0", hi["#e"] - loe)
  local x, y = bigint(hic), bigint(loc)
  if hi["#s"] == 1 then x = R.NEG(x) end
  if lo["#s"] == 1 then y = R.NEG(y) end
  local sum = R.ADD(x, y)
  local sign = 0
  if (sum < 0) then sign = 1; sum = R.NEG(sum) end
  if R.EQ(sum, 0) then return fix(dec_triple(neg0 and 1 or 0, "0", exp), c) end
  return fix(dec_triple(sign, digits_of(sum), loe), c)
end

local function negate(d) if d["#k"] == "nan" or d["#k"] == "snan" then return d end
  return setmetatable({ ["#s"] = 1 - d["#s"], ["#c"] = d["#c"], ["#e"] = d["#e"], ["#k"] = d["#k"] }, DecMT)
end

local function mul(a, b, c)
  local n = check_nans(a, b, c)
  if n then return n end
  local sign = a["#s"] ~ b["#s"]
  if a["#k"] == "inf" or b["#k"] == "inf" then
    if iszero(a) or iszero(b) then return raise_error(c, InvalidOperation, "(+-)INF * 0") end
    return dec_special(sign, "inf")
  end
  local e = a["#e"] + b["#e"]
  if iszero(a) or iszero(b) then return fix(dec_triple(sign, "0", e), c) end
  host.charge((#a["#c"] * #b["#c"]) // 64 + 1)
  return fix(dec_triple(sign, digits_of(R.MUL(bigint(a["#c"]), bigint(b["#c"]))), e), c)
end

local function pow10(k) return R.POW(10, k) end

local function truediv(a, b, c)
  local n = check_nans(a, b, c)
  if n then return n end
  local sign = a["#s"] ~ b["#s"]
  if a["#k"] == "inf" then
    if b["#k"] == "inf" then return raise_error(c, InvalidOperation, "(+-)INF/(+-)INF") end
    return dec_special(sign, "inf")
  end
  if b["#k"] == "inf" then
    raise_error(c, Clamped, "Division by infinity")
    return dec_triple(sign, "0", ctx_get(c, "Emin") - ctx_get(c, "prec") + 1)
  end
  if iszero(b) then
    if iszero(a) then return raise_error(c, DivisionUndefined, "0 / 0") end
    return raise_error(c, DivisionByZero, "x / 0", sign)
  end
  local exp, coeff
  if iszero(a) then
    exp = a["#e"] - b["#e"]
    coeff = "0"
  else
    local prec = ctx_get(c, "prec")
    local shift = #b["#c"] - #a["#c"] + prec + 1
    exp = a["#e"] - b["#e"] - shift
    local q, r
    local x, y = bigint(a["#c"]), bigint(b["#c"])
    if shift >= 0 then x = R.MUL(x, pow10(shift)) else y = R.MUL(y, pow10(-shift)) end
    q, r = R.FLOORDIV(x, y), R.MOD(x, y)
    if not R.EQ(r, 0) then
      if R.EQ(R.MOD(q, 5), 0) then q = R.ADD(q, 1) end
    else
      local ideal = a["#e"] - b["#e"]
      while exp < ideal and R.EQ(R.MOD(q, 10), 0) do
        q = R.FLOORDIV(q, 10)
        exp = exp + 1
      end
    end
    coeff = digits_of(q)
  end
  return fix(dec_triple(sign, coeff, exp), c)
end

-- _divide: (a // b, a % b) truncated toward zero, as the spec's divide-integer / remainder
local function divide(a, b, c)
  local sign = a["#s"] ~ b["#s"]
  local ideal = b["#k"] == "inf" and a["#e"] or (a["#e"] < b["#e"] and a["#e"] or b["#e"])
  local expdiff = (a["#k"] == nil and b["#k"] == nil) and (adjusted(a) - adjusted(b)) or 0
  if iszero(a) or b["#k"] == "inf" or expdiff <= -2 then
    return dec_triple(sign, "0", 0), rescale(a, ideal, ctx_get(c, "rounding"))
  end
  if expdiff <= ctx_get(c, "prec") then
    local x, y = bigint(a["#c"]), bigint(b["#c"])
    if a["#e"] >= b["#e"] then x = R.MUL(x, pow10(a["#e"] - b["#e"]))
    else y = R.MUL(y, pow10(b["#e"] - a["#e"])) end
    local q, r = R.FLOORDIV(x, y), R.MOD(x, y)
    if q < pow10(ctx_get(c, "prec")) then
      return dec_triple(sign, digits_of(q), 0), dec_triple(a["#s"], digits_of(r), ideal)
    end
  end
  local ans = raise_error(c, DivisionImpossible, "quotient too large in //, % or divmod")
  return ans, ans
end

local function floordiv(a, b, c)
  local n = check_nans(a, b, c)
  if n then return n end
  if a["#k"] == "inf" then
    if b["#k"] == "inf" then return raise_error(c, InvalidOperation, "INF // INF") end
    return dec_special(a["#s"] ~ b["#s"], "inf")
  end
  if iszero(b) then
    if iszero(a) then return raise_error(c, DivisionUndefined, "0 // 0") end
    return raise_error(c, DivisionByZero, "x // 0", a["#s"] ~ b["#s"])
  end
  local q = divide(a, b, c)
  return fix(q, c)
end

local function mod(a, b, c)
  local n = check_nans(a, b, c)
  if n then return n end
  if a["#k"] == "inf" then return raise_error(c, InvalidOperation, "INF % x") end
  if iszero(b) then
    if iszero(a) then return raise_error(c, DivisionUndefined, "0 % 0") end
    return raise_error(c, InvalidOperation, "x % 0")
  end
  local _, r = divide(a, b, c)
  return fix(r, c)
end

local function compare(a, b)
  -- -1, 0, 1 for non-NaN operands
  local ia, ib = a["#k"] == "inf", b["#k"] == "inf"
  if ia or ib then
    local va = ia and (a["#s"] == 1 and -1 or 1) or 0
    local vb = ib and (b["#s"] == 1 and -1 or 1) or 0
    if ia and ib then return va == vb and 0 or (va < vb and -1 or 1) end
    if ia then return va end
    return -vb
  end
  local za, zb = iszero(a), iszero(b)
  if za and zb then return 0 end
  if za then return b["#s"] == 1 and 1 or -1 end
  if zb then return a["#s"] == 1 and -1 or 1 end
  if a["#s"] ~= b["#s"] then return a["#s"] == 1 and -1 or 1 end
  local s = a["#s"] == 1 and -1 or 1
  local aa, ab = adjusted(a), adjusted(b)
  if aa ~= ab then return aa < ab and -s or s end
  local ca, cb = a["#c"], b["#c"]
  if #ca < #cb then ca = ca .. rep("0", #cb - #ca) else cb = cb .. rep("0", #ca - #cb) end
  if ca == cb then return 0 end
  return ca < cb and -s or s
end

---------------------------------------------------------------------------------------------
-- exp, ln, log10 and powers with non-integral exponents: fixed-point big integers (a value v
-- is the int v * 10^W) with guard digits, rounded half-even to the context's precision once
-- the digits computed leave no doubt about the rounding (Ziv's loop), as the C module does
-- (its results are correctly rounded, whatever the context's rounding mode)
---------------------------------------------------------------------------------------------

local ADD, SUB, MUL, FDIV, POW, NEG, EQ = R.ADD, R.SUB, R.MUL, R.FLOORDIV, R.POW, R.NEG, R.EQ

-- atanh(1/k) for an int k > 1
local function fx_atanh_inv(k, one)
  local x = FDIV(one, k)
  local sum, k2, i = x, k * k, 1
  while true do
    x = FDIV(x, k2)
    local term = FDIV(x, 2 * i + 1)
    if EQ(term, 0) then return sum end
    sum = ADD(sum, term)
    i = i + 1
  end
end

-- atanh(z), |z| < 1/4 (the series of -z for a negative z: floor division rounds down)
local function fx_atanh(z, one)
  if z < 0 then return NEG(fx_atanh(NEG(z), one)) end
  local sum, p, z2, i = z, z, FDIV(MUL(z, z), one), 1
  while true do
    p = FDIV(MUL(p, z2), one)
    local term = FDIV(p, 2 * i + 1)
    if EQ(term, 0) then return sum end
    sum = ADD(sum, term)
    i = i + 1
  end
end

local function fx_consts(one)
  local ln2 = MUL(2, fx_atanh_inv(3, one))
  return ln2, ADD(MUL(3, ln2), MUL(2, fx_atanh_inv(9, one))) -- ln 10 = 3 ln 2 + ln 5/4
end

-- ln of a finite positive decimal
local function fx_ln(d, one, ln2, ln10)
  local c = d["#c"]
  -- d = m * 10^k with m = c / 10^len(c) in [0.1, 1), brought into [3/4, 3/2) by doublings
  local M = FDIV(MUL(bigint(c), one), POW(10, #c))
  local j, lo = 0, FDIV(MUL(one, 3), 4)
  while M < lo do M = MUL(M, 2); j = j + 1 end
  local z = FDIV(MUL(SUB(M, one), one), ADD(M, one))
  return ADD(SUB(MUL(2, fx_atanh(z, one)), MUL(j, ln2)), MUL(d["#e"] + #c, ln10))
end

-- exp(X / one) as N * 10^(k - W): N / one in [1, 10)
local function fx_exp(X, one, ln10)
  local k = FDIV(X, ln10)
  local y = FDIV(SUB(X, MUL(k, ln10)), 256) -- exp(r) = exp(r / 2^8)^(2^8)
  local sum, term, n = one, one, 1
  while true do
    term = FDIV(MUL(term, y), MUL(one, n))
    if EQ(term, 0) then break end
    sum = ADD(sum, term)
    n = n + 1
  end
  for _ = 1, 8 do sum = FDIV(MUL(sum, sum), one) end
  return sum, k
end

local function ndigits(n) return #digits_of(n) end

-- The decimal nearest (half even) to (-1)^sign * N * 10^ex in context c, when N's error (at
-- most err) cannot change that; else nil and how many more digits to compute
local function settle(sign, N, ex, c, err)
  local prec = ctx_get(c, "prec")
  local s = digits_of(N)
  local L = #s - prec
  if L < 12 then return nil, 12 - L + 4 end
  local tail = bigint(sub(s, prec + 1))
  local half = MUL(5, POW(10, L - 1))
  local off = SUB(tail, half)
  if (off < 0 and NEG(off) or off) <= err then return nil, 16 end
  -- the digits kept and one that rounds them the right way (and marks the result inexact)
  local cc = c["@copy"](c)
  rawset(cc, "#rounding", "ROUND_HALF_EVEN")
  local ans = fix(dec_triple(sign, sub(s, 1, prec) .. (off > 0 and "6" or "4"), ex + L - 1), cc)
  for k, v in pairs(ctx_get(cc, "flags")) do ctx_get(c, "flags")[k] = v end
  return ans
end

-- Ziv's loop: compute(W, one, ln2, ln10) -> sign, N, ex at W digits, until settled
local function ziv(c, extra, compute)
  local W = ctx_get(c, "prec") + 20 + extra
  local ans, more
  for _ = 1, 12 do
    local one = POW(10, W)
    local ln2, ln10 = fx_consts(one)
    local sign, N, ex = compute(W, one, ln2, ln10)
    if N == nil then return ex end -- a result that needs no digits
    ans, more = settle(sign, N, ex, c, 100000)
    if ans then return ans end
    W = W + more
  end
  raise("ArithmeticError", "decimal: the result could not be rounded")
end

-- n * 10^e, truncated (a decimal's coefficient at W digits after the point: e = exponent + W)
local function scaled(n, e)
  if e >= 0 then return MUL(n, POW(10, e)) end
  return FDIV(n, POW(10, -e))
end

-- the sign, digits and exponent of exp(X / one) at W digits (fix says overflow and underflow)
local function exp_of(X, one, W, ln10)
  local N, k = fx_exp(X, one, ln10)
  return 0, N, k - W
end

local HUGE_EXP = 1000000000000000000 -- past any context's exponent limits
local function inexact_one(c) -- 1 to the full precision: 1 + or - a tiny amount
  local prec = ctx_get(c, "prec")
  return settle(0, POW(10, prec + 15), -(prec + 15), c, 0)
end

local function dec_exp(a, c)
  local n = check_nans(a, nil, c)
  if n then return n end
  if a["#k"] == "inf" then
    if a["#s"] == 1 then return dec_triple(0, "0", 0) end
    return a
  end
  if iszero(a) then return dec_triple(0, "1", 0) end
  -- past 10^8 in size: certainly out of range (the exponent limits are below 10^18)
  if adjusted(a) >= 8 then
    return fix(dec_triple(0, "1", a["#s"] == 1 and -HUGE_EXP or HUGE_EXP), c)
  end
  return ziv(c, adjusted(a) > 0 and adjusted(a) + 1 or 0, function(W, one, _, ln10)
    local X = scaled(bigint(a["#c"]), a["#e"] + W)
    if a["#s"] == 1 then X = NEG(X) end
    return exp_of(X, one, W, ln10)
  end)
end

-- ln (base 10 with log10): the special values, then the fixed-point logarithm
local function dec_log(a, c, base10)
  local n = check_nans(a, nil, c)
  if n then return n end
  if iszero(a) then return dec_special(1, "inf") end
  if a["#s"] == 1 then
    return raise_error(c, InvalidOperation, base10 and "log10 of a negative value" or "ln of a negative value")
  end
  if a["#k"] == "inf" then return a end
  local c0 = match(a["#c"], "^(%d-)0*$")
  local e0 = a["#e"] + #a["#c"] - #c0
  if c0 == "1" and (e0 == 0 or base10) then -- ln 1 = 0, log10 10^k = k: exact
    return fix(from_int(base10 and e0 or 0), c)
  end
  local k = a["#e"] + #a["#c"]
  return ziv(c, ndigits(k < 0 and -k or k), function(W, one, ln2, ln10)
    local V = fx_ln(a, one, ln2, ln10)
    if base10 then V = FDIV(MUL(V, one), ln10) end
    if V < 0 then return 1, NEG(V), -W end
    return 0, V, -W
  end)
end

-- a ** b for an exponent that is not an integer: exp(b ln a)
local function power_real(a, b, c)
  local bneg = b["#s"] == 1
  if a["#s"] == 1 and not iszero(a) then
    return raise_error(c, InvalidOperation, "x ** y with x negative and y not an integer")
  end
  if iszero(a) then
    if bneg then return dec_special(0, "inf") end
    return dec_triple(0, "0", 0)
  end
  local cmp1 = compare(a, dec_triple(0, "1", 0))
  if a["#k"] == "inf" or b["#k"] == "inf" then
    if cmp1 == 0 then return inexact_one(c) end
    if (cmp1 > 0) ~= bneg then return dec_special(0, "inf") end
    return dec_triple(0, "0", 0)
  end
  local adj = adjusted(b) > 0 and adjusted(b) + 1 or 0
  return ziv(c, adj + 2, function(W, one, ln2, ln10)
    local L = fx_ln(a, one, ln2, ln10)
    local V = scaled(MUL(L, bigint(b["#c"])), b["#e"])
    if bneg then V = NEG(V) end
    -- out of range at any precision: let fix say overflow or underflow
    local big = MUL(one, POW(10, 8))
    if V >= big or NEG(V) >= big then
      return 0, nil, fix(dec_triple(0, "1", V > 0 and HUGE_EXP or -HUGE_EXP), c)
    end
    return exp_of(V, one, W, ln10)
  end)
end

local function power(a, b, c)
  local n = check_nans(a, b, c)
  if n then return n end
  -- integral exponents only
  local bi
  if b["#k"] == nil then
    local t = rescale(b, 0, "ROUND_DOWN")
    if compare(t, b) == 0 then
      bi = bigint(t["#c"])
      if t["#s"] == 1 then bi = R.NEG(bi) end
    end
  end
  if bi == nil then return power_real(a, b, c) end
  if iszero(b) then
    if iszero(a) then return raise_error(c, InvalidOperation, "0 ** 0") end
    return fix(dec_triple(0, "1", 0), c)
  end
  local sign = (a["#s"] == 1 and R.EQ(R.MOD(bi, 2), 1)) and 1 or 0
  if a["#k"] == "inf" then
    if (bi < 0) then return dec_triple(sign, "0", 0) end
    return dec_special(sign, "inf")
  end
  if iszero(a) then
    if (bi < 0) then return raise_error(c, DivisionByZero, "0 ** -x", sign) end
    return dec_triple(sign, "0", 0)
  end
  local neg = (bi < 0)
  local k = neg and R.NEG(bi) or bi
  if mtype(k) ~= "integer" or #a["#c"] * k > 4000 then
    -- too many digits to compute exactly: a power of ten is one still, any other is inexact
    if match(a["#c"], "^(%d-)0*$") == "1" then
      local e0 = R.MUL(a["#e"] + #match(a["#c"], "^10*$") - 1, neg and R.NEG(k) or k)
      if e0 > HUGE_EXP then e0 = HUGE_EXP elseif e0 < -HUGE_EXP then e0 = -HUGE_EXP end
      return fix(dec_triple(sign, "1", e0), c)
    end
    local r = power_real(dec_triple(0, a["#c"], a["#e"]), b, c)
    if sign == 1 then r = negate(r) end
    return r
  end
  local cc = digits_of(R.POW(bigint(a["#c"]), k))
  local e = a["#e"] * k
  if not neg then return fix(dec_triple(sign, cc, e), c) end
  -- 1 / a**k: one correctly rounded division of exact operands
  local r = truediv(dec_triple(0, "1", 0), dec_triple(0, cc, e), c)
  if sign == 1 then r = negate(r) end
  return r
end

local function sqrt(a, c)
  local n = check_nans(a, nil, c)
  if n then return n end
  if a["#k"] == "inf" then
    if a["#s"] == 1 then return raise_error(c, InvalidOperation, "sqrt(-x), x > 0") end
    return a
  end
  if iszero(a) then return fix(dec_triple(a["#s"], "0", a["#e"] // 2), c) end
  if a["#s"] == 1 then return raise_error(c, InvalidOperation, "sqrt(-x), x > 0") end
  local prec = ctx_get(c, "prec") + 1
  local e = a["#e"] // 2
  local coef, l
  if a["#e"] & 1 == 1 then
    coef = R.MUL(bigint(a["#c"]), 10)
    l = (#a["#c"] >> 1) + 1
  else
    coef = bigint(a["#c"])
    l = (#a["#c"] + 1) >> 1
  end
  local shift = prec - l
  local exact
  if shift >= 0 then
    coef = R.MUL(coef, R.POW(100, shift))
    exact = true
  else
    local d = R.POW(100, -shift)
    exact = R.EQ(R.MOD(coef, d), 0)
    coef = R.FLOORDIV(coef, d)
  end
  e = e - shift
  local root = R.IMPORT("math").isqrt(coef)
  exact = exact and R.EQ(R.MUL(root, root), coef)
  if exact then
    if shift >= 0 then root = R.FLOORDIV(root, R.POW(10, shift))
    else root = R.MUL(root, R.POW(10, -shift)) end
    e = e + shift
  elseif R.EQ(R.MOD(root, 5), 0) then
    root = R.ADD(root, 1)
  end
  local cc = c["@copy"](c)
  rawset(cc, "#rounding", "ROUND_HALF_EVEN")
  local ans = fix(dec_triple(0, digits_of(root), e), cc)
  for k, v in pairs(ctx_get(cc, "flags")) do ctx_get(c, "flags")[k] = v end
  return ans
end

---------------------------------------------------------------------------------------------
-- strings
---------------------------------------------------------------------------------------------

local function to_string(d, eng, ctx)
  local sign = d["#s"] == 1 and "-" or ""
  local k = d["#k"]
  if k == "inf" then return sign .. "Infinity" end
  if k == "nan" then return sign .. "NaN" .. d["#c"] end
  if k == "snan" then return sign .. "sNaN" .. d["#c"] end
  local c, e = d["#c"], d["#e"]
  local leftdigits = e + #c
  local dotplace
  if e <= 0 and leftdigits > -6 then dotplace = leftdigits
  elseif not eng then dotplace = 1
  elseif c == "0" then dotplace = (leftdigits + 1) % 3 - 1
  else dotplace = (leftdigits - 1) % 3 + 1 end
  local intpart, fracpart
  if dotplace <= 0 then
    intpart, fracpart = "0", "." .. rep("0", -dotplace) .. c
  elseif dotplace >= #c then
    intpart, fracpart = c .. rep("0", dotplace - #c), ""
  else
    intpart, fracpart = sub(c, 1, dotplace), "." .. sub(c, dotplace + 1)
  end
  local exp = ""
  if leftdigits ~= dotplace then
    local caps = ctx_get(ctx or current, "capitals")
    exp = (caps == 0 and "e" or "E") .. format("%+d", leftdigits - dotplace)
  end
  return sign .. intpart .. fracpart .. exp
end

---------------------------------------------------------------------------------------------
-- the Decimal class
---------------------------------------------------------------------------------------------

local function to_dec(x, ctx, what)
  if isdec(x) then return x end
  if type(x) == "string" then return from_string(x, ctx) end
  if type(x) == "boolean" then return from_int(x and 1 or 0) end
  if R.is_int(x) == true then return from_int(x) end
  if mtype(x) == "float" then
    ctx_get(ctx or current, "flags")[FloatOperation] = true
    if ctx_get(ctx or current, "traps")[FloatOperation] then
      R.RAISE(R.type_call(FloatOperation, LIST({ FloatOperation })))
    end
    return from_float(x)
  end
  if getmetatable(x) == R.TupleMT or isinstance(x, R.list_t) then
    local t = R.toarray(x)
    if #t ~= 3 then raise("ValueError", "argument must be a sequence of length 3") end
    local sign, digits, exp = t[1], R.toarray(t[2]), t[3]
    if sign ~= 0 and sign ~= 1 then raise("ValueError", "sign must be an integer with the value 0 or 1") end
    local ds = {}
    for i, v in ipairs(digits) do
      if R.is_int(v) ~= true or v < 0 or v > 9 then
        raise("ValueError", "coefficient must be a tuple of digits")
      end
      ds[i] = tostring(v)
    end
    if exp == "F" then return dec_special(sign, "inf") end
    if exp == "n" then return dec_special(sign, "nan", (concat(ds):gsub("^0+", ""))) end
    if exp == "N" then return dec_special(sign, "snan", (concat(ds):gsub("^0+", ""))) end
    return dec_triple(sign, strip0(concat(ds)), R.index(exp))
  end
  raise("TypeError", "conversion from " .. typename(x) .. " to Decimal is not supported")
end

-- operands that never take part with a Decimal: the C type's own TypeError, which names it
-- decimal.Decimal (a user class's reflected method is still tried for other operands)
local function refuse(a, b, sym, swap)
  local t = type(b)
  if t == "number" or t == "string" or b == None or getmetatable(b) == R.ListMT or
     getmetatable(b) == R.TupleMT or getmetatable(b) == R.DictMT then
    if sym == "*" and (t == "string" or getmetatable(b) == R.ListMT or getmetatable(b) == R.TupleMT) then
      raise("TypeError", "can't multiply sequence by non-int of type 'decimal.Decimal'")
    end
    local l, r = "decimal.Decimal", R.typename(b)
    if swap then l, r = r, l end
    raise("TypeError", "unsupported operand type(s) for " .. sym .. ": '" .. l .. "' and '" .. r .. "'")
  end
  return R.NotImplemented
end

local function binop(f, swap, sym)
  return function(a, b)
    local x, y = convert(a), convert(b)
    if x == nil or y == nil then return refuse(a, b, sym, swap) end
    if swap then x, y = y, x end
    return f(x, y, current)
  end
end

-- the comparison of a Decimal with another number (ints, floats, Fractions exactly)
local function cmp_other(a, b, op)
  local y = convert(b)
  if y == nil then
    if mtype(b) == "float" then
      ctx_get(current, "flags")[FloatOperation] = true
      if op ~= "eq" and ctx_get(current, "traps")[FloatOperation] then
        R.RAISE(R.type_call(FloatOperation, LIST({ FloatOperation })))
      end
      y = from_float(b)
    elseif type(b) == "table" and R.IMPORT("fractions").Fraction and isinstance(b, R.IMPORT("fractions").Fraction) then
      -- a / 1 against n / d: compare a * d with n
      local n, d = R.GA(b, "numerator"), R.GA(b, "denominator")
      if a["#k"] then y = from_int(0) else
        local lhs = mul(a, from_int(d), new_context({ prec = 999999999, Emax = 999999999999, Emin = -999999999999 }))
        return cmp_other(lhs, n, op)
      end
    else
      return nil
    end
  end
  if a["#k"] == "nan" or a["#k"] == "snan" or y["#k"] == "nan" or y["#k"] == "snan" then
    if op == "eq" then return false end
    if op == "ne" then return true end
    if a["#k"] == "snan" or y["#k"] == "snan" or true then
      raise_error(current, InvalidOperation, "comparison involving NaN")
    end
    return false
  end
  local r = compare(a, y)
  if op == "eq" then return r == 0 end
  if op == "ne" then return r ~= 0 end
  if op == "lt" then return r < 0 end
  if op == "le" then return r <= 0 end
  if op == "gt" then return r > 0 end
  return r >= 0
end

local HASH_MOD = 2305843009213693951
local HASH_10INV = nil

local DEC_PARAMS = { "cls", "value", "context" }
-- pow(a, b, modulo) as _pydecimal's _power_modulo: integers only, the result exact mod modulo
local function integral(d)
  if d["#k"] then return false end
  local e, c = d["#e"], d["#c"]
  return e >= 0 or not find(sub(c, #c + e + 1), "[1-9]")
end
function power_modulo(a, b, mo, c, toint)
  local nan = check_nans(a, b, c) or check_nans(mo, nil, c)
  if nan then return nan end
  if not (integral(a) and integral(b) and integral(mo)) then
    return raise_error(c, InvalidOperation, "pow() 3rd argument not allowed unless all arguments are integers")
  end
  if b["#s"] == 1 and not iszero(b) then
    return raise_error(c, InvalidOperation, "pow() 2nd argument cannot be negative when 3rd argument specified")
  end
  if iszero(mo) then return raise_error(c, InvalidOperation, "pow() 3rd argument cannot be 0") end
  if #mo["#c"] + mo["#e"] - 1 >= ctx_get(c, "prec") then
    return raise_error(c, InvalidOperation,
      "insufficient precision: pow() 3rd argument must not have more than precision digits")
  end
  if iszero(a) and iszero(b) then
    return raise_error(c, InvalidOperation,
      "at least one of pow() 1st argument and 2nd argument must be nonzero; 0**0 is not defined")
  end
  local ib = toint(b)
  local sign = R.EQ(R.MOD(ib, 2), 0) and 0 or a["#s"]
  local abs = R.builtins.abs
  local r = R.builtins.pow(abs(toint(a)), ib, abs(toint(mo)))
  return dec_triple(sign, R.str(r), 0)
end

Decimal = class("Decimal", { R.object }, function(ns)
  ns.__repr__ = function(self) return "Decimal('" .. to_string(self) .. "')" end
  ns.__str__ = function(self) return to_string(self) end
  ns.to_eng_string = function(self, ctx) return to_string(self, true, ctx ~= None and ctx or nil) end
  ns.__add__ = binop(add, false, "+"); ns.__radd__ = binop(add, true, "+")
  ns.__sub__ = binop(function(a, b, c) return add(a, negate(b), c) end, false, "-")
  ns.__rsub__ = binop(function(a, b, c) return add(a, negate(b), c) end, true, "-")
  ns.__mul__ = binop(mul, false, "*"); ns.__rmul__ = binop(mul, true, "*")
  ns.__truediv__ = binop(truediv, false, "/"); ns.__rtruediv__ = binop(truediv, true, "/")
  ns.__floordiv__ = binop(floordiv, false, "//"); ns.__rfloordiv__ = binop(floordiv, true, "//")
  ns.__mod__ = binop(mod, false, "%"); ns.__rmod__ = binop(mod, true, "%")
  ns.__divmod__ = binop(function(a, b, c) return TUPLE({ floordiv(a, b, c), mod(a, b, c) }) end, false, "divmod()")
  ns.__rdivmod__ = binop(function(a, b, c) return TUPLE({ floordiv(a, b, c), mod(a, b, c) }) end, true, "divmod()")
  ns.__pow__ = function(a, b, modulo)
    local y = convert(b)
    if y == nil then return refuse(a, b, "** or pow()") end
    if modulo ~= nil and modulo ~= None then
      local z = convert(modulo)
      if z == nil then return refuse(a, modulo, "** or pow()") end
      return power_modulo(a, y, z, current, ns.__int__)
    end
    return power(a, y, current)
  end
  ns.__rpow__ = binop(power, true, "** or pow()")
  ns.__neg__ = function(a)
    if a["#k"] == "nan" or a["#k"] == "snan" then return check_nans(a, nil, current) end
    if iszero(a) and ctx_get(current, "rounding") ~= "ROUND_FLOOR" then return fix(dec_triple(0, "0", a["#e"]), current) end
    return fix(negate(a), current)
  end
  ns.__pos__ = function(a)
    if a["#k"] == "nan" or a["#k"] == "snan" then return check_nans(a, nil, current) end
    if iszero(a) and ctx_get(current, "rounding") ~= "ROUND_FLOOR" then return fix(dec_triple(0, "0", a["#e"]), current) end
    return fix(a, current)
  end
  ns.__abs__ = function(a)
    if a["#k"] == "nan" or a["#k"] == "snan" then return check_nans(a, nil, current) end
    if a["#s"] == 1 then return ns.__neg__(a) end
    return ns.__pos__(a)
  end
  ns.__eq__ = function(a, b) local r = cmp_other(a, b, "eq"); if r == nil then return R.NotImplemented end return r end
  ns.__ne__ = function(a, b) local r = cmp_other(a, b, "ne"); if r == nil then return R.NotImplemented end return r end
  ns.__lt__ = function(a, b) local r = cmp_other(a, b, "lt"); if r == nil then return R.NotImplemented end return r end
  ns.__le__ = function(a, b) local r = cmp_other(a, b, "le"); if r == nil then return R.NotImplemented end return r end
  ns.__gt__ = function(a, b) local r = cmp_other(a, b, "gt"); if r == nil then return R.NotImplemented end return r end
  ns.__ge__ = function(a, b) local r = cmp_other(a, b, "ge"); if r == nil then return R.NotImplemented end return r end
  ns.__bool__ = function(a) return a["#k"] ~= nil or a["#c"] ~= "0" end
  ns.__hash__ = function(a)
    local k = a["#k"]
    if k == "snan" then raise("TypeError", "Cannot hash a signaling NaN value.") end
    if k == "nan" then return R.hash(0.0 / 0.0) end
    if k == "inf" then return a["#s"] == 1 and -314159 or 314159 end
    local pow = R.builtins.pow
    HASH_10INV = HASH_10INV or R.CALL(pow, { 10, HASH_MOD - 2, HASH_MOD })
    local eh
    if a["#e"] >= 0 then eh = R.CALL(pow, { 10, a["#e"], HASH_MOD })
    else eh = R.CALL(pow, { HASH_10INV, -a["#e"], HASH_MOD }) end
    local h = R.MOD(R.MUL(bigint(a["#c"]), eh), HASH_MOD)
    if a["#s"] == 1 then h = R.NEG(h) end
    if R.EQ(h, -1) then return -2 end
    return h
  end
  local function integral_value(a)
    if a["#k"] == "nan" or a["#k"] == "snan" then raise("ValueError", "cannot convert NaN to integer") end
    if a["#k"] == "inf" then raise("OverflowError", "cannot convert Infinity to integer") end
    local t = rescale(a, 0, "ROUND_DOWN")
    local v = bigint(t["#c"])
    if a["#s"] == 1 then v = R.NEG(v) end
    return v
  end
  ns.__int__ = integral_value
  ns.__trunc__ = integral_value
  ns.__index__ = nil
  ns.__float__ = function(a)
    if a["#k"] == "snan" then raise("ValueError", "cannot convert signaling NaN to float") end
    if a["#k"] == "nan" then return a["#s"] == 1 and -(0.0 / 0.0) or (0.0 / 0.0) end
    return R.tofloat(to_string(a))
  end
  ns.__floor__ = function(a)
    if a["#k"] then return integral_value(a) end
    local t = rescale(a, 0, "ROUND_FLOOR")
    local v = bigint(t["#c"])
    if t["#s"] == 1 then v = R.NEG(v) end
    return v
  end
  ns.__ceil__ = function(a)
    if a["#k"] then return integral_value(a) end
    local t = rescale(a, 0, "ROUND_CEILING")
    local v = bigint(t["#c"])
    if t["#s"] == 1 then v = R.NEG(v) end
    return v
  end
  ns.__round__ = R.sig(function(a, n)
    if n == nil or n == None then
      if a["#k"] == "nan" or a["#k"] == "snan" then raise("ValueError", "cannot round a NaN") end
      if a["#k"] == "inf" then raise("OverflowError", "cannot round an infinity") end
      local t = rescale(a, 0, "ROUND_HALF_EVEN")
      local v = bigint(t["#c"])
      if t["#s"] == 1 then v = R.NEG(v) end
      return v
    end
    n = R.index(n)
    return ns.quantize(a, dec_triple(0, "1", -n))
  end, "__round__", { "self", "n" }, { nrequired = 1 })
  ns.quantize = R.sig(function(a, exp, rounding, ctx)
    local c = (ctx ~= nil and ctx ~= None) and ctx or current
    exp = to_dec(exp, c)
    if rounding == nil or rounding == None then rounding = ctx_get(c, "rounding") end
    if a["#k"] or exp["#k"] then
      local n = check_nans(a, exp, c)
      if n then return n end
      if a["#k"] == "inf" and exp["#k"] == "inf" then return a end
      return raise_error(c, InvalidOperation, "quantize with one INF")
    end
    local e = exp["#e"]
    if not (ctx_get(c, "Emin") - ctx_get(c, "prec") + 1 <= e and e <= ctx_get(c, "Emax")) then
      return raise_error(c, InvalidOperation, "target exponent out of bounds in quantize")
    end
    if iszero(a) then return fix(dec_triple(a["#s"], "0", e), c) end
    local ad = adjusted(a)
    if ad > ctx_get(c, "Emax") then return raise_error(c, InvalidOperation, "exponent of quantize result too large for current context") end
    if ad - e + 1 > ctx_get(c, "prec") then
      return raise_error(c, InvalidOperation, "quantize result has too many digits for current context")
    end
    local ans = rescale(a, e, rounding)
    if adjusted(ans) > ctx_get(c, "Emax") then return raise_error(c, InvalidOperation, "exponent of quantize result too large for current context") end
    if #ans["#c"] > ctx_get(c, "prec") then return raise_error(c, InvalidOperation, "quantize result has too many digits for current context") end
    if not iszero(ans) and adjusted(ans) < ctx_get(c, "Emin") then raise_error(c, Subnormal) end
    if ans["#e"] > a["#e"] then
      if compare(ans, a) ~= 0 then raise_error(c, Inexact) end
      raise_error(c, Rounded)
    end
    return fix(ans, c)
  end, "quantize", { "self", "exp", "rounding", "context" }, { nrequired = 2 })
  ns.normalize = R.sig(function(a, ctx)
    local c = (ctx ~= nil and ctx ~= None) and ctx or current
    if a["#k"] then
      local n = check_nans(a, nil, c)
      if n then return n end
      return a
    end
    local d = fix(a, c)
    if d["#k"] then return d end
    if iszero(d) then return dec_triple(d["#s"], "0", 0) end
    local exp_max = ctx_get(c, "clamp") == 1 and (ctx_get(c, "Emax") - ctx_get(c, "prec") + 1) or ctx_get(c, "Emax")
    local cc, e = d["#c"], d["#e"]
    while sub(cc, -1) == "0" and e < exp_max do cc = sub(cc, 1, -2); e = e + 1 end
    return dec_triple(d["#s"], cc, e)
  end, "normalize", { "self", "context" }, { nrequired = 1 })
  local function to_integral(a, rounding, ctx, exact)
    local c = (ctx ~= nil and ctx ~= None) and ctx or current
    if a["#k"] then
      local n = check_nans(a, nil, c)
      if n then return n end
      return a
    end
    if a["#e"] >= 0 then return a end
    if rounding == nil or rounding == None then rounding = ctx_get(c, "rounding") end
    local ans = rescale(a, 0, rounding)
    if exact then
      if compare(ans, a) ~= 0 then raise_error(c, Inexact) end
      raise_error(c, Rounded)
    end
    return ans
  end
  ns.to_integral_value = R.sig(function(a, r, ctx) return to_integral(a, r, ctx) end,
    "to_integral_value", { "self", "rounding", "context" }, { nrequired = 1 })
  ns.to_integral = ns.to_integral_value
  ns.to_integral_exact = R.sig(function(a, r, ctx) return to_integral(a, r, ctx, true) end,
    "to_integral_exact", { "self", "rounding", "context" }, { nrequired = 1 })
  ns.sqrt = R.sig(function(a, ctx)
    return sqrt(a, (ctx ~= nil and ctx ~= None) and ctx or current)
  end, "sqrt", { "self", "context" }, { nrequired = 1 })
  ns.exp = R.sig(function(a, ctx)
    return dec_exp(a, (ctx ~= nil and ctx ~= None) and ctx or current)
  end, "exp", { "self", "context" }, { nrequired = 1 })
  ns.ln = R.sig(function(a, ctx)
    return dec_log(a, (ctx ~= nil and ctx ~= None) and ctx or current, false)
  end, "ln", { "self", "context" }, { nrequired = 1 })
  ns.log10 = R.sig(function(a, ctx)
    return dec_log(a, (ctx ~= nil and ctx ~= None) and ctx or current, true)
  end, "log10", { "self", "context" }, { nrequired = 1 })
  -- scaleb(b): a with b added to its exponent (b an integral decimal), rounded to the context
  ns.scaleb = R.sig(function(a, b, ctx)
    local c = (ctx ~= nil and ctx ~= None) and ctx or current
    b = to_dec(b, c)
    local n = check_nans(a, b, c)
    if n then return n end
    local t = b["#k"] == nil and rescale(b, 0, "ROUND_DOWN")
    if not t or compare(t, b) ~= 0 or #t["#c"] > 18 then
      return raise_error(c, InvalidOperation, "scaleb of a non-integer")
    end
    if a["#k"] == "inf" then return a end
    local k = tonumber(t["#c"])
    if t["#s"] == 1 then k = -k end
    return fix(dec_triple(a["#s"], a["#c"], a["#e"] + k), c)
  end, "scaleb", { "self", "other", "context" }, { nrequired = 2 })
  ns.adjusted = function(a) if a["#k"] then return 0 end return adjusted(a) end
  ns.as_tuple = function(a)
    local ds = {}
    for i = 1, #a["#c"] do ds[i] = byte(a["#c"], i) - 48 end
    local e = a["#e"]
    if a["#k"] == "inf" then e = "F"; ds = { 0 }
    elseif a["#k"] == "nan" then e = "n"
    elseif a["#k"] == "snan" then e = "N" end
    return R.type_call(m.DecimalTuple, a["#s"], TUPLE(ds), e)
  end
  ns.as_integer_ratio = function(a)
    if a["#k"] == "inf" then raise("OverflowError", "cannot convert Infinity to integer ratio") end
    if a["#k"] then raise("ValueError", "cannot convert NaN to integer ratio") end
    local n, d = bigint(a["#c"]), 1
    if a["#e"] >= 0 then n = R.MUL(n, R.POW(10, a["#e"]))
    else d = R.POW(10, -a["#e"]) end
    local g = num.gcd(n, d)
    if not R.EQ(g, 0) then n, d = R.FLOORDIV(n, g), R.FLOORDIV(d, g) end
    if R.EQ(n, 0) then d = 1 end
    if a["#s"] == 1 then n = R.NEG(n) end
    return TUPLE({ n, d })
  end
  ns.is_nan = function(a) return a["#k"] == "nan" or a["#k"] == "snan" end
  ns.is_qnan = function(a) return a["#k"] == "nan" end
  ns.is_snan = function(a) return a["#k"] == "snan" end
  ns.is_infinite = function(a) return a["#k"] == "inf" end
  ns.is_finite = function(a) return a["#k"] == nil end
  ns.is_zero = function(a) return iszero(a) end
  ns.is_signed = function(a) return a["#s"] == 1 end
  ns.is_normal = R.sig(function(a, ctx)
    local c = (ctx ~= nil and ctx ~= None) and ctx or current
    if a["#k"] or iszero(a) then return false end
    return adjusted(a) >= ctx_get(c, "Emin")
  end, "is_normal", { "self", "context" }, { nrequired = 1 })
  ns.copy_abs = function(a) return setmetatable({ ["#s"] = 0, ["#c"] = a["#c"], ["#e"] = a["#e"], ["#k"] = a["#k"] }, DecMT) end
  ns.copy_negate = function(a) return setmetatable({ ["#s"] = 1 - a["#s"], ["#c"] = a["#c"], ["#e"] = a["#e"], ["#k"] = a["#k"] }, DecMT) end
  ns.copy_sign = function(a, b)
    b = to_dec(b)
    return setmetatable({ ["#s"] = b["#s"], ["#c"] = a["#c"], ["#e"] = a["#e"], ["#k"] = a["#k"] }, DecMT)
  end
  ns.compare = function(a, b)
    b = to_dec(b)
    local n = check_nans(a, b, current)
    if n then return n end
    return from_int(compare(a, b))
  end
  local function maxmin(which)
    return function(a, b)
      b = to_dec(b)
      local n = check_nans(a, b, current)
      if n then return n end
      local r = compare(a, b)
      if r == 0 then
        -- the spec's total order for equal values: the positive sign, then the larger exponent
        if a["#s"] ~= b["#s"] then r = a["#s"] == 1 and -1 or 1
        else
          r = a["#e"] < b["#e"] and -1 or (a["#e"] > b["#e"] and 1 or 0)
          if a["#s"] == 1 then r = -r end
        end
      end
      local pick = ((which == "max") == (r >= 0)) and a or b
      return fix(pick, current)
    end
  end
  ns.max = maxmin("max")
  ns.min = maxmin("min")
  -- the comparisons of magnitudes: max_mag/min_mag (a tie goes to max/min)
  ns.max_mag = function(a, b)
    b = to_dec(b)
    if a["#k"] == nil and b["#k"] == nil then
      local c = compare(ns.copy_abs(a), ns.copy_abs(b))
      if c > 0 then return a elseif c < 0 then return b end
    end
    return ns.max(a, b)
  end
  ns.min_mag = function(a, b)
    b = to_dec(b)
    if a["#k"] == nil and b["#k"] == nil then
      local c = compare(ns.copy_abs(a), ns.copy_abs(b))
      if c < 0 then return a elseif c > 0 then return b end
    end
    return ns.min(a, b)
  end
  -- logb(): the adjusted exponent as a Decimal
  ns.logb = R.sig(function(a, ctx)
    local c = (ctx ~= nil and ctx ~= None) and ctx or current
    if a["#k"] == "nan" or a["#k"] == "snan" then return check_nans(a, a, c) end
    if a["#k"] == "inf" then return dec_special(0, "inf") end
    if iszero(a) then return raise_error(c, DivisionByZero, "logb(0)", 1) end
    return from_int(adjusted(a))
  end, "logb", { "self", "context" }, { nrequired = 1 })
  ns.same_quantum = function(a, b)
    b = to_dec(b)
    if a["#k"] or b["#k"] then
      local na = a["#k"] == "nan" or a["#k"] == "snan"
      local nb = b["#k"] == "nan" or b["#k"] == "snan"
      return (na and nb) or (a["#k"] == "inf" and b["#k"] == "inf")
    end
    return a["#e"] == b["#e"]
  end
  ns.is_subnormal = R.sig(function(a, ctx)
    local c = (ctx ~= nil and ctx ~= None) and ctx or current
    if a["#k"] or iszero(a) then return false end
    return adjusted(a) < ctx_get(c, "Emin")
  end, "is_subnormal", { "self", "context" }, { nrequired = 1 })
  ns.number_class = R.sig(function(a, ctx)
    local c = (ctx ~= nil and ctx ~= None) and ctx or current
    if a["#k"] == "snan" then return "sNaN" end
    if a["#k"] == "nan" then return "NaN" end
    local sign = a["#s"] == 1 and "-" or "+"
    if a["#k"] == "inf" then return sign .. "Infinity" end
    if iszero(a) then return sign .. "Zero" end
    if adjusted(a) < ctx_get(c, "Emin") then return sign .. "Subnormal" end
    return sign .. "Normal"
  end, "number_class", { "self", "context" }, { nrequired = 1 })
  ns.canonical = function(a) return a end
  ns.is_canonical = function() return true end
  ns.radix = function() return from_int(10) end
  -- compare_total: numbers by value, then equal values by exponent; -NaN < -Inf < numbers <
  -- Inf < NaN (sNaN before NaN); signs first
  local function total_rank(a)
    local k = a["#k"]
    if k == "snan" then return 3 elseif k == "nan" then return 4 elseif k == "inf" then return 2 end
    return 1
  end
  ns.compare_total = function(a, b)
    b = to_dec(b)
    local r
    if a["#s"] ~= b["#s"] then r = a["#s"] == 1 and -1 or 1
    else
      local ra, rb = total_rank(a), total_rank(b)
      local neg = a["#s"] == 1 and -1 or 1 -- (negatives: the order of kinds and exponents turns)
      if ra ~= rb then r = (ra < rb and -1 or 1) * neg
      elseif ra == 1 then
        r = compare(a, b)
        if r == 0 and a["#e"] ~= b["#e"] then r = (a["#e"] < b["#e"] and -1 or 1) * neg end
      else r = 0 end
    end
    return from_int(r)
  end
  ns.compare_total_mag = function(a, b)
    return ns.compare_total(ns.copy_abs(a), ns.copy_abs(to_dec(b)))
  end
  ns.fma = function(a, b, cc)
    local p = mul(a, to_dec(b), new_context({ prec = 999999999, Emax = 999999999999, Emin = -999999999999 }))
    return add(p, to_dec(cc), current)
  end
  ns.__format__ = function(self, spec) return m["#format"](self, spec) end
  ns.__reduce__ = function(self) return TUPLE({ Decimal, TUPLE({ to_string(self) }) }) end
  ns.__copy__ = function(self) return self end
  ns.__deepcopy__ = function(self) return self end
  ns.from_float = R.builtins.classmethod(function(cls, f)
    if R.is_int(f) == true then return from_int(f) end
    if mtype(f) ~= "float" then raise("TypeError", "argument must be int or float") end
    return from_float(f)
  end)
  ns.real = R.builtins.property(function(self) return self end)
  ns.imag = R.builtins.property(function(self) return dec_triple(0, "0", 0) end)
  ns.conjugate = function(self) return self end
end)
DecMT = Decimal["#meta"]
-- Decimal(value="0", context=None): exact, no rounding (the context only signals)
Decimal["#call"] = function(_, value, ctx)
  if value == nil then return dec_triple(0, "0", 0) end
  if ctx == None then ctx = nil end
  return to_dec(value, ctx)
end
Decimal["#call_params"] = { "value", "context" }
m.Decimal = Decimal
rawset(Decimal, "#tp_name", "decimal.Decimal") -- (operator messages)

-- the Context's arithmetic (ctx.add(a, b), ctx.sqrt(a) ...): the Decimal operation with the
-- context current for its duration; the operands are Decimals or ints (others refused as the
-- C module refuses them)
local function ctx_operand(x)
  local d = convert(x)
  if d ~= nil then return d end
  raise("TypeError", "conversion from " .. R.typename(x) .. " to Decimal is not supported")
end
local function under(ctx, f, ...)
  local saved = current
  current = ctx
  local r = { pcall(f, ...) }
  current = saved
  if not r[1] then error(r[2], 0) end
  return r[2]
end
local dm = Decimal["#dict"]
local function method(name) return function(a, ...) return dm[name](a, ...) end end
local CTX_UNARY = {
  abs = method("__abs__"), minus = method("__neg__"), plus = method("__pos__"), sqrt = method("sqrt"),
  exp = method("exp"), ln = method("ln"), log10 = method("log10"), normalize = method("normalize"),
  to_integral = method("to_integral_value"), to_integral_value = method("to_integral_value"),
  to_integral_exact = method("to_integral_exact"), copy_abs = method("copy_abs"),
  copy_negate = method("copy_negate"), is_finite = method("is_finite"), is_infinite = method("is_infinite"),
  is_nan = method("is_nan"), is_qnan = method("is_qnan"), is_snan = method("is_snan"),
  is_signed = method("is_signed"), is_zero = method("is_zero"), is_normal = method("is_normal"),
  to_sci_string = function(a) return dm.__str__(a) end, to_eng_string = method("to_eng_string"),
  copy_decimal = function(a) return a end,
}
local CTX_BINARY = {
  add = method("__add__"), subtract = method("__sub__"), multiply = method("__mul__"),
  divide = method("__truediv__"), divide_int = method("__floordiv__"), remainder = method("__mod__"),
  divmod = method("__divmod__"), compare = method("compare"), max = method("max"), min = method("min"),
  copy_sign = method("copy_sign"), quantize = method("quantize"), scaleb = method("scaleb"),
}
for name, f in pairs(CTX_UNARY) do
  Context["#dict"][name] = R.sig(function(ctx, a) return under(ctx, f, ctx_operand(a)) end, name, { "self", "x" })
end
for name, f in pairs(CTX_BINARY) do
  Context["#dict"][name] = R.sig(function(ctx, a, b)
    return under(ctx, f, ctx_operand(a), ctx_operand(b))
  end, name, { "self", "x", "y" })
end
Context["#dict"].power = R.sig(function(ctx, a, b, modulo)
  local x, y = ctx_operand(a), ctx_operand(b)
  if modulo == nil or modulo == None then return under(ctx, dm.__pow__, x, y) end
  return under(ctx, dm.__pow__, x, y, ctx_operand(modulo))
end, "power", { "self", "a", "b", "modulo" }, { nrequired = 3 })
Context["#dict"].fma = R.sig(function(ctx, a, b, c)
  return under(ctx, dm.fma, ctx_operand(a), ctx_operand(b), ctx_operand(c))
end, "fma", { "self", "x", "y", "z" })
Context["#dict"].create_decimal = R.sig(function(ctx, num)
  -- the value rounded to the context (Decimal() itself is exact)
  return under(ctx, dm.__pos__, to_dec(num == nil and "0" or num, ctx))
end, "create_decimal", { "self", "num" }, { nrequired = 1 })
Context["#dict"].create_decimal_from_float = R.sig(function(ctx, f)
  return under(ctx, dm.__pos__, dm.from_float.f(Decimal, f))
end, "create_decimal_from_float", { "self", "f" })
Context["#dict"].radix = function() return to_dec(10) end
R.build_flat(Context)
R.numbers_register = R.numbers_register or (R.IMPORT("numbers") and R.numbers_register)
R.numbers_register(Decimal, R.IMPORT("numbers").Number)
m.DecimalTuple = R.IMPORT("collections").namedtuple("DecimalTuple", LIST({ "sign", "digits", "exponent" }))
R.SA(m.DecimalTuple, "__module__", "decimal")

Context["#dict"].create_decimal = R.sig(function(self, v)
  if v == nil then v = "0" end
  return fix(to_dec(v, self), self)
end, "create_decimal", { "self", "num" }, { nrequired = 1 })
R.build_flat(Context)

---------------------------------------------------------------------------------------------
-- format(d, spec): _pydecimal's __format__ for the fixed, exponent, percent and general forms
---------------------------------------------------------------------------------------------

local function group_int(s, sep)
  if not sep or #s <= 3 then return s end
  local out = {}
  local first = #s % 3
  if first > 0 then out[#out + 1] = sub(s, 1, first) end
  for i = first + 1, #s, 3 do out[#out + 1] = sub(s, i, i + 2) end
  return concat(out, sep)
end

local function round_places(x, places, rounding)
  if x["#k"] or iszero(x) then return x end
  local ans = rescale(x, adjusted(x) + 1 - places, rounding)
  if adjusted(ans) ~= adjusted(x) then ans = rescale(ans, adjusted(ans) + 1 - places, rounding) end
  return ans
end

-- _insert_thousands_sep: groups of 3 (sep "," or "_"), zero-padded to min_width
local function thousands(digits, sep, min_width)
  if sep == "" then
    local l = math.max(#digits, min_width, 1)
    return rep("0", l - #digits) .. digits
  end
  local groups = {}
  while true do
    local l = math.min(math.max(#digits, min_width, 1), 3)
    groups[#groups + 1] = rep("0", l - #digits) .. sub(digits, -l)
    digits = #digits > l and sub(digits, 1, #digits - l) or ""
    min_width = min_width - l
    if digits == "" and min_width <= 0 then break end
    min_width = min_width - #sep
  end
  local out = {}
  for i = #groups, 1, -1 do out[#out + 1] = groups[i] end
  return concat(out, sep)
end

-- _pydecimal's __format__ and _format_number (no locale: 'n' is 'g')
m["#format"] = function(d, spec)
  local i = 1
  local fill, align
  local c1, c2 = sub(spec, 1, 1), sub(spec, 2, 2)
  if c2 ~= "" and find("<>=^", c2, 1, true) and R.LEN(sub(spec, 1, 2)) == 2 then
    fill, align, i = c1, c2, 3
  elseif c1 ~= "" and find("<>=^", c1, 1, true) then
    align, i = c1, 2
  else
    -- a multibyte fill character
    local ch = match(spec, "^[\194-\244][\128-\191]*")
    if ch and find("<>=^", sub(spec, #ch + 1, #ch + 1), 1, true) and sub(spec, #ch + 1, #ch + 1) ~= "" then
      fill, align, i = ch, sub(spec, #ch + 1, #ch + 1), #ch + 2
    end
  end
  local rest = sub(spec, i)
  local sign, z, alt, zero, width, sep, prec, ty =
    match(rest, "^([%+%- ]?)(z?)(#?)(0?)(%d*)([,_]?)(%.?%d*)([eEfFgGn%%]?)$")
  if sign == nil or prec == "." or alt == "#" then raise("ValueError", "invalid format string") end
  if zero == "0" then
    if fill then raise("ValueError", "Fill character conflicts with '0' in format specifier.") end
    if align then raise("ValueError", "Alignment conflicts with '0' in format specifier.") end
    fill, align = "0", "="
  end
  fill = fill or " "
  align = align or ">"
  local precision = prec ~= "" and tonumber(sub(prec, 2)) or nil
  local minwidth = width ~= "" and tonumber(width) or 0
  local function fsign(neg)
    if neg then return "-" end
    if sign == "+" then return "+" end
    if sign == " " then return " " end
    return ""
  end
  local function falign(sgn, body)
    local pad = minwidth - R.LEN(sgn .. body)
    if pad <= 0 then return sgn .. body end
    if align == "<" then return sgn .. body .. rep(fill, pad) end
    if align == ">" then return rep(fill, pad) .. sgn .. body end
    if align == "=" then return sgn .. rep(fill, pad) .. body end
    local half = pad // 2
    return rep(fill, half) .. sgn .. body .. rep(fill, pad - half)
  end
  if d["#k"] then
    local body = to_string(setmetatable({ ["#s"] = 0, ["#c"] = d["#c"], ["#e"] = d["#e"], ["#k"] = d["#k"] }, DecMT))
    if ty == "%" then body = body .. "%" end
    return falign(fsign(d["#s"] == 1), body)
  end
  if ty == "" then ty = ctx_get(current, "capitals") == 1 and "G" or "g" end
  if ty == "n" then ty = "g" end
  local x = d
  if ty == "%" then x = dec_triple(x["#s"], x["#c"], x["#e"] + 2) end
  local rounding = ctx_get(current, "rounding")
  if precision then
    if ty == "e" or ty == "E" then x = round_places(x, precision + 1, rounding)
    elseif ty == "f" or ty == "F" or ty == "%" then x = rescale(x, -precision, rounding)
    elseif (ty == "g" or ty == "G") and #x["#c"] > precision then x = round_places(x, precision, rounding) end
  end
  if iszero(x) and x["#e"] > 0 and (ty == "f" or ty == "F" or ty == "%") then x = rescale(x, 0, rounding) end
  local neg = x["#s"] == 1
  if iszero(x) and z == "z" then neg = false end
  local c, e = x["#c"], x["#e"]
  local leftdigits = e + #c
  local dotplace
  if ty == "e" or ty == "E" then
    dotplace = (iszero(x) and precision) and (1 - precision) or 1
  elseif ty == "f" or ty == "F" or ty == "%" then
    dotplace = leftdigits
  else
    dotplace = (e <= 0 and leftdigits > -6) and leftdigits or 1
  end
  local intpart, fracpart
  if dotplace < 0 then intpart, fracpart = "0", rep("0", -dotplace) .. c
  elseif dotplace > #c then intpart, fracpart = c .. rep("0", dotplace - #c), ""
  else
    intpart, fracpart = sub(c, 1, dotplace), sub(c, dotplace + 1)
    if intpart == "" then intpart = "0" end
  end
  local exp = leftdigits - dotplace
  local sgn = fsign(neg)
  if fracpart ~= "" or alt == "#" then fracpart = "." .. fracpart end
  if exp ~= 0 or ty == "e" or ty == "E" then
    local echar = (ty == "E" or ty == "G") and "E" or "e"
    fracpart = fracpart .. echar .. format("%+d", exp)
  end
  if ty == "%" then fracpart = fracpart .. "%" end
  local min_width = 0
  if zero == "0" then min_width = minwidth - R.LEN(fracpart) - #sgn end
  intpart = thousands(intpart, sep, min_width)
  return falign(sgn, intpart .. fracpart)
end

return m
end
