local type, getmetatable, setmetatable, select, pairs, ipairs, rawset = type, getmetatable, setmetatable, select, pairs, ipairs, rawset
-- Lua next-function; combinatoric iterators keep index arrays, as in CPython's C code.
local type, getmetatable, setmetatable, select, pairs = type, getmetatable, setmetatable, select, pairs
local mtype = math.type
local concat, unpack = table.concat, table.unpack
local format = string.format

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, T, EQ = R.None, R.raise, R.typename, R.T, R.EQ
local TUPLE, LIST = R.TUPLE, R.LIST
local ListMT, TupleMT = R.ListMT, R.TupleMT
local C = host.openc("itertools") -- the index steps of permutations and combinations
local iterate, index, repr, toarray = R.iterate, R.index, R.repr, R.toarray
local KWMARK, ADD = R.KWMARK, R.ADD
local make_iter = R.make_iter

local m = {}

local function getargs(...)
  if (...) == KWMARK then
    local _, pos, npos, kw = ...
    local k = {}
    for i = 1, #kw, 2 do k[kw[i]] = kw[i + 1] end
    return pos, npos, k, kw
  end
  return { ... }, select("#", ...), nil, nil
end

-- (CPython's words: accumulate's and product's "'x' is an invalid keyword argument for
-- product()"; zip_longest's names no keyword)
local function check_kw(kw, name, allowed)
  if not kw then return end
  for k in pairs(kw) do
    if not allowed[k] then
      if name == "zip_longest" then raise("TypeError", "zip_longest() got an unexpected keyword argument") end
      raise("TypeError", "'" .. k .. "' is an invalid keyword argument for " .. name .. "()")
    end
  end
end

local function add(a, b)
  if mtype(a) == "integer" and mtype(b) == "integer" then
    local r = a + b
    if (a ~ r) & (b ~ r) >= 0 then return r end
  end
  return ADD(a, b)
end

-- CPython's TypeError for n positional arguments outside lo..hi, in the words of the type's
-- constructor: "clinic" (Argument Clinic's: "groupby() missing required argument 'iterable'
-- (pos 1)", "takes at most 2 arguments (3 given)"; "clinic_pos" says "positional arguments")
-- or "expected" ("islice expected at least 2 arguments, got 1")
local function arity_error(name, form, lo, hi, n, params)
  if form == "expected" then
    local what = lo == hi and "" or (n < lo and "at least " or "at most ")
    local k = n < lo and lo or hi
    raise("TypeError", format("%s expected %s%d argument%s, got %d", name, what, k, k == 1 and "" or "s", n))
  end
  if n < lo then
    raise("TypeError", format("%s() missing required argument '%s' (pos %d)", name, params[n + 1], n + 1))
  end
  raise("TypeError", format("%s() takes at most %d %sargument%s (%d given)", name, hi,
    form == "clinic_pos" and "positional " or "", hi == 1 and "" or "s", n))
end

-- a type whose instances are made by calling it (chain has from_iterable); arity: { lo, hi,
-- form [, params] } checks the count of positional arguments (arity_error)
local function itype(name, call, dict, arity)
  local t = R.itermeta(name, "itertools", dict)["#class"] -- the type of make_iter(nf, name)
  t["#builtin"] = true
  if arity then
    local lo, hi, form = arity[1], arity[2], arity[3]
    local params = arity[4] or (R.SIG[call] and R.SIG[call].params)
    t["#call"] = function(_, ...)
      local n = select("#", ...)
      if n < lo or n > hi then arity_error(name, form, lo, hi, n, params) end
      return call(...)
    end
  else
    t["#call"] = function(_, ...) return call(...) end
  end
  return t
end

-- the types of tee's and groupby's iterators, which are not module attributes
R.itermeta("_tee", "itertools")
R.itermeta("_grouper", "itertools")

-- count(start=0, step=1)
-- a number (what PyNumber_Check accepts)
local function check_number(x)
  local t = type(x)
  if t == "number" or t == "boolean" or (R.BigMT and getmetatable(x) == R.BigMT) then return end
  local tx = R.typeof(x)
  if R.lookup(tx, "__index__") or R.lookup(tx, "__float__") or R.lookup(tx, "__int__") or
     R.lookup(tx, "__complex__") then return end
  raise("TypeError", "a number is required")
end

local function count(start, step)
  local i = start == nil and 0 or start
  local s = step == nil and 1 or step
  if mtype(i) ~= "integer" then check_number(i) end
  if mtype(s) ~= "integer" then check_number(s) end
  -- an int or bool start with step 1 counts in C integers, as CPython's fast mode does
  -- (count(True) gives 1, 2, ...); otherwise start itself comes first (count(False, 0))
  if (s == 1 or s == true) and type(i) == "boolean" then i = i and 1 or 0 end
  if s == true and mtype(i) == "integer" then s = 1 end
  local first = true
  local it = make_iter(function()
    if first then first = false return i end
    i = add(i, s)
    return i
  end, "count")
  rawset(it, "#state", function()
    local cur = first and i or add(i, s)
    if mtype(s) == "integer" and s == 1 then return "count(" .. repr(cur) .. ")" end
    return "count(" .. repr(cur) .. ", " .. repr(s) .. ")"
  end)
  return it
end
m.count = itype("count", count, nil, { 0, 2, "clinic" })
R.sig(count, "count", { "start", "step" })
m.count["#call_kw"] = function(_, pos, npos, kw) return R.CALL(count, pos, kw) end

-- cycle(iterable)
m.cycle = itype("cycle", function(it)
  local nf = iterate(it)
  local saved, n = {}, 0
  local i = 0
  local exhausted = false
  return make_iter(function()
    if not exhausted then
      local v = nf()
      if v ~= nil then n = n + 1; saved[n] = v return v end
      exhausted = true
    end
    if n == 0 then return nil end
    i = i % n + 1
    return saved[i]
  end, "cycle")
end, nil, { 1, 1, "expected" })

-- repeat(object[, times])
local function repeat_(x, times)
  if x == nil then raise("TypeError", "repeat() missing required argument 'object' (pos 1)") end
  if times == nil then
    local it = make_iter(function() return x end, "repeat")
    rawset(it, "#state", function() return "repeat(" .. repr(x) .. ")" end)
    return it
  end
  local n = index(times)
  if n < 0 then n = 0 end
  local it = make_iter(function()
    if n <= 0 then return nil end
    n = n - 1
    return x
  end, "repeat")
  rawset(it, "#state", function() return "repeat(" .. repr(x) .. ", " .. n .. ")" end)
  return it
end
m["repeat"] = itype("repeat", repeat_, nil, { 1, 2, "clinic", { "object", "times" } })
-- the reprs of count and repeat show their state, as CPython's do
for _, name in ipairs({ "count", "repeat" }) do
  R.itermeta(name)["#repr"] = function(it) return it["#state"]() end
end
R.sig(repeat_, "repeat", { "object", "times" }, { nrequired = 1 })
m["repeat"]["#call_kw"] = function(_, pos, npos, kw) return R.CALL(repeat_, pos, kw) end

-- accumulate(iterable[, func, *, initial=None])
local function accumulate(...)
  local pos, npos, kw = getargs(...)
  check_kw(kw, "accumulate", { iterable = true, func = true, initial = true })
  local it, func = pos[1], pos[2]
  if kw then
    if kw.iterable ~= nil then it = kw.iterable end
    if kw.func ~= nil then func = kw.func end
  end
  local initial = kw and kw.initial
  if initial == None then initial = nil end
  if func == None then func = nil end
  local nf = iterate(it)
  local total = nil
  local started = false
  return make_iter(function()
    if not started then
      started = true
      if initial ~= nil then total = initial return total end
      total = nf()
      return total
    end
    if total == nil then return nil end
    local v = nf()
    if v == nil then total = nil return nil end
    if func then total = func(total, v) else total = add(total, v) end
    return total
  end, "accumulate")
end
R.sig(accumulate, "accumulate", { "iterable", "func" }, { complex = true })
m.accumulate = itype("accumulate", accumulate, nil, { 1, 2, "clinic_pos" })
m.accumulate["#call_kw"] = function(_, pos, npos, kw) return accumulate(KWMARK, pos, npos, kw) end

-- chain(*iterables), chain.from_iterable(iterable)
local function chain_from(outer)
  local onf = outer
  local nf = nil
  return make_iter(function()
    while true do
      if nf then
        local v = nf()
        if v ~= nil then return v end
        nf = nil
      end
      local nxt = onf()
      if nxt == nil then return nil end
      nf = iterate(nxt)
    end
  end, "chain")
end
local function chain(...)
  local its = { ... }
  local n = select("#", ...)
  local i = 0
  return chain_from(function()
    i = i + 1
    if i <= n then return its[i] end
    return nil
  end)
end
m.chain = itype("chain", chain, {
  from_iterable = setmetatable({ f = function(it) return chain_from(iterate(it)) end }, R.StaticMT),
})
R.build_flat(m.chain)

-- compress(data, selectors)
local function compress(data, selectors)
  local dn, sn = iterate(data), iterate(selectors)
  return make_iter(function()
    while true do
      local d = dn()
      if d == nil then return nil end
      local s = sn()
      if s == nil then return nil end
      if T(s) then return d end
    end
  end, "compress")
end
R.sig(compress, "compress", { "data", "selectors" }, { nrequired = 2 })
m.compress = itype("compress", compress, nil, { 2, 2, "clinic", { "data", "selectors" } })
m.compress["#call_kw"] = function(_, pos, npos, kw) return R.CALL(compress, pos, kw) end

m.dropwhile = itype("dropwhile", function(pred, it)
  local nf = iterate(it)
  local dropping = true
  return make_iter(function()
    if dropping then
      while true do
        local v = nf()
        if v == nil then return nil end
        if not T(pred(v)) then dropping = false return v end
      end
    end
    return nf()
  end, "dropwhile")
end, nil, { 2, 2, "expected" })

m.takewhile = itype("takewhile", function(pred, it)
  local nf = iterate(it)
  local done = false
  return make_iter(function()
    if done then return nil end
    local v = nf()
    if v == nil then return nil end
    if T(pred(v)) then return v end
    done = true
    return nil
  end, "takewhile")
end, nil, { 2, 2, "expected" })

m.filterfalse = itype("filterfalse", function(pred, it)
  local nf = iterate(it)
  return make_iter(function()
    while true do
      local v = nf()
      if v == nil then return nil end
      if pred == None then
        if not T(v) then return v end
      elseif not T(pred(v)) then
        return v
      end
    end
  end, "filterfalse")
end, nil, { 2, 2, "expected" })

-- groupby(iterable, key=None)
local function groupby(it, keyf)
  if keyf == None then keyf = nil end
  local nf = iterate(it)
  local curval, curkey -- the item the outer iterator looks at, and its key
  local tgtkey
  local exhausted = false
  local gen = 0 -- the current group's id: an old group stops when the outer advanced
  local function step()
    local v = nf()
    if v == nil then exhausted = true return false end
    curval = v
    curkey = keyf and keyf(v) or v
    return true
  end
  local started = false
  return make_iter(function()
    if exhausted then return nil end
    if not started then
      started = true
      if not step() then return nil end
    elseif gen > 0 then
      -- skip the rest of the current group
      while EQ(curkey, tgtkey) do
        if not step() then return nil end
      end
    end
    tgtkey = curkey
    gen = gen + 1
    local mygen = gen
    local key = tgtkey
    local first = true
    local grouper = make_iter(function()
      if mygen ~= gen or exhausted then return nil end
      if first then first = false return curval end
      if not step() then return nil end
      if EQ(curkey, key) then return curval end
      return nil
    end, "_grouper")
    return TUPLE({ key, grouper })
  end, "groupby")
end
R.sig(groupby, "groupby", { "iterable", "key" }, { nrequired = 1 })
m.groupby = itype("groupby", groupby, nil, { 1, 2, "clinic" })
m.groupby["#call_kw"] = function(_, pos, npos, kw) return R.CALL(groupby, pos, kw) end

-- islice(iterable, stop) / islice(iterable, start, stop[, step])
local function islice_arg(x, what)
  if x == None or x == nil then return nil end
  local ok = mtype(x) == "integer"
  if not ok then
    local okc, v = R.pcall(index, x)
    if okc and v ~= nil then return v end
    raise("ValueError", what)
  end
  return x
end
m.islice = itype("islice", function(it, a, b, c)
  local start, stop, step
  local msg_stop = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
  local msg_idx = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
  if b == nil then
    start, stop, step = 0, islice_arg(a, msg_stop), 1
    if stop and stop < 0 then raise("ValueError", msg_stop) end
  else
    start = islice_arg(a, msg_idx) or 0
    stop = islice_arg(b, msg_idx)
    step = islice_arg(c, "Step for islice() must be a positive integer or None.") or 1
    if start < 0 or (stop and stop < 0) then raise("ValueError", msg_idx) end
    if step <= 0 then raise("ValueError", "Step for islice() must be a positive integer or None.") end
  end
  local nf = iterate(it)
  local cnt, nxt = 0, start
  if stop and nxt > stop then nxt = stop end
  return make_iter(function()
    if nf == nil then return nil end
    while cnt < nxt do
      if nf() == nil then nf = nil return nil end
      cnt = cnt + 1
    end
    if stop and cnt >= stop then return nil end
    local v = nf()
    if v == nil then nf = nil return nil end
    cnt = cnt + 1
    nxt = nxt + step
    if stop and nxt > stop then nxt = stop end
    return v
  end, "islice")
end, nil, { 2, 4, "expected" })

m.starmap = itype("starmap", function(f, it)
  local nf = iterate(it)
  return make_iter(function()
    local args = nf()
    if args == nil then return nil end
    local mt = getmetatable(args)
    if mt == TupleMT or mt == ListMT then return f(unpack(args, 1, #args)) end
    local a = toarray(args)
    return f(unpack(a, 1, #a))
  end, "starmap")
end, nil, { 2, 2, "expected" })

-- tee(iterable, n=2): the copies share one buffer
local function tee(it, n)
  n = n == nil and 2 or index(n)
  if n < 0 then raise("ValueError", "n must be >= 0") end
  local nf = iterate(it)
  local buf = {}
  local base = 1 -- index in buf of the oldest item still buffered
  local top = 0 -- index of the newest item read
  local pos = {}
  local out = {}
  for j = 1, n do
    pos[j] = 1
    out[j] = make_iter(function()
      local p = pos[j]
      local v
      if p <= top then
        v = buf[p]
      else
        v = nf()
        if v == nil then return nil end
        top = top + 1
        buf[top] = v
      end
      pos[j] = p + 1
      -- drop items every copy has passed
      local lo = pos[1]
      for k = 2, n do if pos[k] < lo then lo = pos[k] end end
      while base < lo do buf[base] = nil; base = base + 1 end
      return v
    end, "_tee")
  end
  return TUPLE(out)
end
R.sig(tee, "tee", { "iterable", "n" }, { nrequired = 1 })
R.toomany(tee, "expected_most", 2, "tee", 1)
m.tee = tee

-- zip_longest(*iterables, fillvalue=None)
local function zip_longest(...)
  local pos, npos, kw = getargs(...)
  check_kw(kw, "zip_longest", { fillvalue = true })
  local fill = kw and kw.fillvalue
  if fill == nil then fill = None end
  local nfs = {}
  for i = 1, npos do nfs[i] = iterate(pos[i]) end
  local active = npos
  return make_iter(function()
    if active == 0 then return nil end
    local out = {}
    for i = 1, npos do
      local f = nfs[i]
      local v
      if f then
        v = f()
        if v == nil then
          active = active - 1
          nfs[i] = false
          if active == 0 then return nil end
          v = fill
        end
      else
        v = fill
      end
      out[i] = v
    end
    return TUPLE(out)
  end, "zip_longest")
end
R.sig(zip_longest, "zip_longest", {}, { complex = true })
m.zip_longest = itype("zip_longest", zip_longest)
m.zip_longest["#call_kw"] = function(_, pos, npos, kw) return zip_longest(KWMARK, pos, npos, kw) end

-- product(*iterables, repeat=1)
local function product(...)
  local pos, npos, kw = getargs(...)
  check_kw(kw, "product", { ["repeat"] = true })
  local rep = kw and kw["repeat"]
  rep = rep == nil and 1 or index(rep)
  if rep < 0 then raise("ValueError", "repeat argument cannot be negative") end
  local pools = {}
  for i = 1, npos do pools[i] = toarray(pos[i]) end
  local all = {}
  for _ = 1, rep do
    for i = 1, npos do all[#all + 1] = pools[i] end
  end
  local n = #all
  local idx = {}
  local done = false
  for i = 1, n do
    idx[i] = 1
    if #all[i] == 0 then done = true end
  end
  local first = true
  return make_iter(function()
    if done then return nil end
    if first then
      first = false
    else
      local i = n
      while i >= 1 do
        if idx[i] < #all[i] then idx[i] = idx[i] + 1 break end
        idx[i] = 1
        i = i - 1
      end
      if i < 1 then done = true return nil end
    end
    local out = {}
    for i = 1, n do out[i] = all[i][idx[i]] end
    return TUPLE(out)
  end, "product")
end
R.sig(product, "product", {}, { complex = true })
m.product = itype("product", product)
m.product["#call_kw"] = function(_, pos, npos, kw) return product(KWMARK, pos, npos, kw) end

-- permutations(iterable, r=None)
local function permutations(it, r)
  local pool = toarray(it)
  local n = #pool
  r = (r == nil or r == None) and n or index(r)
  if r < 0 then raise("ValueError", "r must be non-negative") end
  return make_iter(C.steps("p", pool, n, r, TupleMT), "permutations")
end
R.sig(permutations, "permutations", { "iterable", "r" }, { nrequired = 1 })
m.permutations = itype("permutations", permutations, nil, { 1, 2, "clinic" })
m.permutations["#call_kw"] = function(_, pos, npos, kw) return R.CALL(permutations, pos, kw) end

-- combinations(iterable, r)
local function combinations(it, r)
  local pool = toarray(it)
  local n = #pool
  r = index(r)
  if r < 0 then raise("ValueError", "r must be non-negative") end
  return make_iter(C.steps("c", pool, n, r, TupleMT), "combinations")
end
R.sig(combinations, "combinations", { "iterable", "r" }, { nrequired = 2 })
m.combinations = itype("combinations", combinations, nil, { 2, 2, "clinic" })
m.combinations["#call_kw"] = function(_, pos, npos, kw) return R.CALL(combinations, pos, kw) end

local function combinations_wr(it, r)
  local pool = toarray(it)
  local n = #pool
  r = index(r)
  if r < 0 then raise("ValueError", "r must be non-negative") end
  return make_iter(C.steps("w", pool, n, r, TupleMT), "combinations_with_replacement")
end
R.sig(combinations_wr, "combinations_with_replacement", { "iterable", "r" }, { nrequired = 2 })
m.combinations_with_replacement = itype("combinations_with_replacement", combinations_wr, nil,
  { 2, 2, "clinic" })
m.combinations_with_replacement["#call_kw"] = function(_, pos, npos, kw) return R.CALL(combinations_wr, pos, kw) end

m.pairwise = itype("pairwise", function(it)
  local nf = iterate(it)
  local prev = nil
  local started = false
  return make_iter(function()
    if not started then
      started = true
      prev = nf()
      if prev == nil then return nil end
    end
    if prev == nil then return nil end
    local v = nf()
    if v == nil then prev = nil return nil end
    local out = TUPLE({ prev, v })
    prev = v
    return out
  end, "pairwise")
end, nil, { 1, 1, "expected" })

-- (no batched: it arrived in 3.12, and the oracle is CPython 3.11)

return m
end
