-- moddifflib.lua: difflib as CPython 3.11 documents it. SequenceMatcher finds the longest
-- matching block (junk elements never start one, but extend one at its ends; popular elements
-- of a long b count as junk), then recurses on each side of it, as Ratcliff and Obershelp's
-- algorithm does; its ratios, opcodes and grouped opcodes; get_close_matches; Differ and
-- ndiff (with the '?' lines that point at changed characters); unified_diff, context_diff,
-- diff_bytes, restore, IS_LINE_JUNK and IS_CHARACTER_JUNK. HtmlDiff is not there.
local type, ipairs, pairs, rawget, rawset, rawequal, select, setmetatable, math, utf8 =
      type, ipairs, pairs, rawget, rawset, rawequal, select, setmetatable, math, utf8
local string, table = string, table
local concat, sort, format = table.concat, table.sort, string.format

return function(R, host)
local _ENV = nil
local None, raise, T, repr, typename = R.None, R.raise, R.T, R.repr, R.typename
local LIST, TUPLE = R.LIST, R.TUPLE

local m = {}
local NT = R.IMPORT("collections").namedtuple

local Match = NT("Match", "a b size")
Match["#dict"].__module__ = "difflib"
m.Match = Match
local MatchMT = Match["#meta"]
local function match(i, j, k) return setmetatable({ i, j, k }, MatchMT) end

local function isnone(v) return v == nil or v == None end

local chars = R.str_chars -- the code points of a str, as strs

-- a sequence's items as a Lua array (a str's characters)
local function items(x)
  if type(x) == "string" then return chars(x) end
  return R.toarray(x)
end

local function eq(x, y)
  if rawequal(x, y) then return true end
  local tx, ty = type(x), type(y)
  if tx == "string" and ty == "string" then return false end
  if tx == "number" and ty == "number" then return x == y end
  return T(R.EQ(x, y))
end

-- Keys of hashable items in Lua tables: strs and numbers are their own keys (1 and 1.0 are one
-- key in Lua as in Python), but a NaN matches nothing (two NaN objects never match in CPython;
-- a Lua float has no identity); booleans are their ints; anything else is looked up in a
-- Python dict by hash and equality, which hands out one key per class of equal items.
local function keyer()
  local d -- a Python dict of item -> key, made on the first item that needs it
  return function(v)
    local t = type(v)
    if t == "string" then return v end
    if t == "number" then
      if v ~= v then return {} end -- NaN: a float has no identity here, so no NaN matches
      return v
    end
    if t == "boolean" then return v and 1 or 0 end
    d = d or R.DICT()
    local k = R.dict_get(d, v)
    if k == nil then k = {}; R.SI(d, v, k) end
    return k
  end
end

---------------------------------------------------------------------------------------------
-- SequenceMatcher
---------------------------------------------------------------------------------------------
-- Private fields of an instance: "#a", "#b" (the items), "#key" (the keyer of b's items, also
-- used for a's), "#b2j" (key -> ascending indices of b, 0-based, without junk and popular
-- items), "#junk", "#popular" (key -> item), "#mb", "#ops", "#full" (caches).

local function chain_b(self)
  local b = rawget(self, "#b")
  local key = keyer()
  rawset(self, "#key", key)
  local b2j, order, first = {}, {}, {}
  for i = 1, #b do
    local k = b[i]
    if type(k) ~= "string" then k = key(k) end -- (a str is its own key)
    local l = b2j[k]
    if not l then l = {}; b2j[k] = l; order[#order + 1] = k; first[k] = b[i] end
    l[#l + 1] = i - 1
  end
  local junk, popular = {}, {}
  local isjunk = rawget(self, "isjunk")
  if not isnone(isjunk) and T(isjunk) then
    for _, k in ipairs(order) do
      if T(R.CALL(isjunk, { first[k] })) then junk[k] = first[k] end
    end
    for k in pairs(junk) do b2j[k] = nil end
  end
  local n = #b
  host.charge(n)
  if T(rawget(self, "autojunk")) and n >= 200 then
    local ntest = n // 100 + 1
    for _, k in ipairs(order) do
      local l = b2j[k]
      if l and #l > ntest then popular[k] = first[k] end
    end
    for k in pairs(popular) do b2j[k] = nil end
  end
  rawset(self, "#b2j", b2j)
  rawset(self, "#order", order)
  rawset(self, "#first", first)
  rawset(self, "#junk", junk)
  rawset(self, "#popular", popular)
  rawset(self, "#full", nil)
end

-- a's items are made when first needed ("#a" false until then): get_close_matches and Differ
-- set many a's of which most fail real_quick_ratio, which needs only the length ("#la")
local function set_seq1(self, a, arr)
  if rawequal(a, rawget(self, "a")) and rawget(self, "#la") ~= nil then return end
  local la
  if arr then la = #arr
  elseif type(a) == "string" then la = utf8.len(a) or #a
  elseif not R.hasattr(a, "__len__") then
    la = false -- (CPython raises at the first len(a), when a ratio or a match is asked for)
  else
    arr = items(a)
    la = #arr
  end
  rawset(self, "a", a)
  rawset(self, "#a", arr or false)
  rawset(self, "#la", la)
  rawset(self, "#mb", nil)
  rawset(self, "#ops", nil)
end
local function lena(self)
  local la = rawget(self, "#la")
  if not la then
    raise("TypeError", "object of type '" .. typename(rawget(self, "a")) .. "' has no len()")
  end
  return la
end
local function geta(self)
  lena(self)
  local arr = rawget(self, "#a")
  if not arr then
    arr = items(rawget(self, "a"))
    rawset(self, "#a", arr)
  end
  return arr
end
local function set_seq2(self, b)
  if rawequal(b, rawget(self, "b")) and rawget(self, "#b") then return end
  local arr = items(b)
  rawset(self, "b", b)
  rawset(self, "#b", arr)
  rawset(self, "#mb", nil)
  rawset(self, "#ops", nil)
  chain_b(self)
end

-- the longest block a[i..i+k) == b[j..j+k) within the bounds (0-based, half-open); of the
-- longest, the one that starts first in a, then first in b
local function longest(self, alo, ahi, blo, bhi)
  local a, b = geta(self), rawget(self, "#b")
  local b2j, key, junk = rawget(self, "#b2j"), rawget(self, "#key"), rawget(self, "#junk")
  local besti, bestj, bestsize = alo, blo, 0
  local j2len = {}
  local nothing = {}
  local work = ahi - alo
  for i = alo, ahi - 1 do
    local newj2len = {}
    local k = a[i + 1]
    if type(k) ~= "string" then k = key(k) end
    local js = b2j[k] or nothing
    work = work + #js
    if work > 4096 then host.charge(work); work = 0 end
    for x = 1, #js do
      local j = js[x]
      if j >= blo then
        if j >= bhi then break end
        local k = (j2len[j - 1] or 0) + 1
        newj2len[j] = k
        if k > bestsize then besti, bestj, bestsize = i - k + 1, j - k + 1, k end
      end
    end
    j2len = newj2len
  end
  if work > 0 then host.charge(work) end -- the operation budget: one per pair looked at
  local function isjunk(v) return junk[key(v)] ~= nil end
  -- extend with equal non-junk items at both ends, then with equal junk
  while besti > alo and bestj > blo and not isjunk(b[bestj]) and eq(a[besti], b[bestj]) do
    besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
  end
  while besti + bestsize < ahi and bestj + bestsize < bhi and not isjunk(b[bestj + bestsize + 1])
        and eq(a[besti + bestsize + 1], b[bestj + bestsize + 1]) do
    bestsize = bestsize + 1
  end
  while besti > alo and bestj > blo and isjunk(b[bestj]) and eq(a[besti], b[bestj]) do
    besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
  end
  while besti + bestsize < ahi and bestj + bestsize < bhi and isjunk(b[bestj + bestsize + 1])
        and eq(a[besti + bestsize + 1], b[bestj + bestsize + 1]) do
    bestsize = bestsize + 1
  end
  return besti, bestj, bestsize
end

local function matching_blocks(self)
  local mb = rawget(self, "#mb")
  if mb then return mb end
  local la, lb = lena(self), #rawget(self, "#b")
  local queue = { { 0, la, 0, lb } }
  local blocks = {}
  while #queue > 0 do
    local q = queue[#queue]
    queue[#queue] = nil
    local alo, ahi, blo, bhi = q[1], q[2], q[3], q[4]
    local i, j, k = longest(self, alo, ahi, blo, bhi)
    if k > 0 then
      blocks[#blocks + 1] = { i, j, k }
      if alo < i and blo < j then queue[#queue + 1] = { alo, i, blo, j } end
      if i + k < ahi and j + k < bhi then queue[#queue + 1] = { i + k, ahi, j + k, bhi } end
    end
  end
  sort(blocks, function(x, y)
    if x[1] ~= y[1] then return x[1] < y[1] end
    if x[2] ~= y[2] then return x[2] < y[2] end
    return x[3] < y[3]
  end)
  -- adjacent blocks become one
  local out = {}
  local i1, j1, k1 = 0, 0, 0
  for _, blk in ipairs(blocks) do
    local i2, j2, k2 = blk[1], blk[2], blk[3]
    if i1 + k1 == i2 and j1 + k1 == j2 then
      k1 = k1 + k2
    else
      if k1 > 0 then out[#out + 1] = match(i1, j1, k1) end
      i1, j1, k1 = i2, j2, k2
    end
  end
  if k1 > 0 then out[#out + 1] = match(i1, j1, k1) end
  out[#out + 1] = match(la, lb, 0)
  mb = LIST(out)
  rawset(self, "#mb", mb)
  return mb
end

local function opcodes(self)
  local ops = rawget(self, "#ops")
  if ops then return ops end
  local i, j = 0, 0
  local answer = {}
  local mb = matching_blocks(self)
  for x = 1, #mb do
    local ai, bj, size = mb[x][1], mb[x][2], mb[x][3]
    local tag
    if i < ai and j < bj then tag = "replace"
    elseif i < ai then tag = "delete"
    elseif j < bj then tag = "insert" end
    if tag then answer[#answer + 1] = TUPLE({ tag, i, ai, j, bj }) end
    i, j = ai + size, bj + size
    if size > 0 then answer[#answer + 1] = TUPLE({ "equal", ai, i, bj, j }) end
  end
  ops = LIST(answer)
  rawset(self, "#ops", ops)
  return ops
end

-- the groups of opcodes with n lines of context (a Lua array of Lua arrays of tuples)
local function grouped(self, n)
  local src = opcodes(self)
  local codes = {}
  for x = 1, #src do local c = src[x]; codes[x] = { c[1], c[2], c[3], c[4], c[5] } end
  if #codes == 0 then codes[1] = { "equal", 0, 1, 0, 1 } end
  local c = codes[1]
  if c[1] == "equal" then
    codes[1] = { "equal", math.max(c[2], c[3] - n), c[3], math.max(c[4], c[5] - n), c[5] }
  end
  c = codes[#codes]
  if c[1] == "equal" then
    codes[#codes] = { "equal", c[2], math.min(c[3], c[2] + n), c[4], math.min(c[5], c[4] + n) }
  end
  local nn = n + n
  local groups, group = {}, {}
  for _, op in ipairs(codes) do
    local tag, i1, i2, j1, j2 = op[1], op[2], op[3], op[4], op[5]
    if tag == "equal" and i2 - i1 > nn then
      group[#group + 1] = TUPLE({ tag, i1, math.min(i2, i1 + n), j1, math.min(j2, j1 + n) })
      groups[#groups + 1] = group
      group = {}
      i1, j1 = math.max(i1, i2 - n), math.max(j1, j2 - n)
    end
    group[#group + 1] = TUPLE({ tag, i1, i2, j1, j2 })
  end
  if #group > 0 and not (#group == 1 and group[1][1] == "equal") then groups[#groups + 1] = group end
  return groups
end

local function calc_ratio(matches, length)
  if length > 0 then return 2.0 * matches / length end
  return 1.0
end

local function ratio(self)
  local mb = matching_blocks(self)
  local matches = 0
  for x = 1, #mb do matches = matches + mb[x][3] end
  return calc_ratio(matches, lena(self) + #rawget(self, "#b"))
end

local function quick_ratio(self)
  local key = rawget(self, "#key")
  local full = rawget(self, "#full")
  if not full then
    full = {}
    local b = rawget(self, "#b")
    for i = 1, #b do
      local k = b[i]
      if type(k) ~= "string" then k = key(k) end
      full[k] = (full[k] or 0) + 1
    end
    rawset(self, "#full", full)
  end
  local avail = {}
  local matches = 0
  local a = geta(self)
  host.charge(#a)
  for i = 1, #a do
    local k = a[i]
    if type(k) ~= "string" then k = key(k) end
    local numb = avail[k]
    if numb == nil then numb = full[k] or 0 end
    avail[k] = numb - 1
    if numb > 0 then matches = matches + 1 end
  end
  return calc_ratio(matches, #a + #rawget(self, "#b"))
end

local function real_quick_ratio(self)
  local la, lb = lena(self), #rawget(self, "#b")
  return calc_ratio(math.min(la, lb), la + lb)
end

local function index_arg(v, default)
  if isnone(v) then return default end
  return R.index(v)
end

local SM_SIG = { "self", "isjunk", "a", "b", "autojunk" }
local SequenceMatcher = R.CLASS("SequenceMatcher", {}, nil, function(ns)
  ns.__module__ = "difflib"
  ns.__init__ = R.sig(function(self, isjunk, a, b, autojunk)
    if isjunk == nil then isjunk = None end
    if a == nil then a = "" end
    if b == nil then b = "" end
    if autojunk == nil then autojunk = true end
    rawset(self, "isjunk", isjunk)
    rawset(self, "autojunk", autojunk)
    rawset(self, "a", None)
    rawset(self, "b", None)
    set_seq1(self, a)
    set_seq2(self, b)
    return None
  end, "__init__", SM_SIG, { nrequired = 1 })
  ns.set_seqs = R.sig(function(self, a, b)
    if a == nil or b == nil then
      raise("TypeError", "SequenceMatcher.set_seqs() missing " .. (a == nil and
        "2 required positional arguments: 'a' and 'b'" or "1 required positional argument: 'b'"))
    end
    set_seq1(self, a)
    set_seq2(self, b)
    return None
  end, "set_seqs", { "self", "a", "b" }, { nrequired = 3 })
  ns.set_seq1 = R.sig(function(self, a)
    if a == nil then raise("TypeError", "SequenceMatcher.set_seq1() missing 1 required positional argument: 'a'") end
    set_seq1(self, a)
    return None
  end, "set_seq1", { "self", "a" }, { nrequired = 2 })
  ns.set_seq2 = R.sig(function(self, b)
    if b == nil then raise("TypeError", "SequenceMatcher.set_seq2() missing 1 required positional argument: 'b'") end
    set_seq2(self, b)
    return None
  end, "set_seq2", { "self", "b" }, { nrequired = 2 })
  ns.find_longest_match = R.sig(function(self, alo, ahi, blo, bhi)
    local la, lb = lena(self), #rawget(self, "#b")
    alo, ahi = index_arg(alo, 0), index_arg(ahi, la)
    blo, bhi = index_arg(blo, 0), index_arg(bhi, lb)
    return match(longest(self, alo, ahi, blo, bhi))
  end, "find_longest_match", { "self", "alo", "ahi", "blo", "bhi" }, { nrequired = 1 })
  ns.get_matching_blocks = function(self) return matching_blocks(self) end
  ns.get_opcodes = function(self) return opcodes(self) end
  ns.get_grouped_opcodes = R.sig(function(self, n)
    local groups = grouped(self, index_arg(n, 3))
    local x = 0
    return R.make_iter(function()
      x = x + 1
      local g = groups[x]
      return g and LIST(g) or nil
    end, "generator")
  end, "get_grouped_opcodes", { "self", "n" }, { nrequired = 1 })
  ns.ratio = function(self) return ratio(self) end
  ns.quick_ratio = function(self) return quick_ratio(self) end
  ns.real_quick_ratio = function(self) return real_quick_ratio(self) end
  -- b2j, bjunk and bpopular as Python values, made when read
  ns.b2j = R.builtins.property(function(self)
    local d = R.DICT()
    local b2j, first = rawget(self, "#b2j"), rawget(self, "#first")
    for _, k in ipairs(rawget(self, "#order")) do
      local l = b2j[k]
      if l then
        local c = {}
        for x = 1, #l do c[x] = l[x] end
        R.SI(d, first[k], LIST(c))
      end
    end
    return d
  end)
  local function setof(field)
    return R.builtins.property(function(self)
      local arr = {}
      for _, k in ipairs(rawget(self, "#order")) do
        local v = rawget(self, field)[k]
        if v ~= nil then arr[#arr + 1] = v end
      end
      return R.SET(arr)
    end)
  end
  ns.bjunk = setof("#junk")
  ns.bpopular = setof("#popular")
end)
m.SequenceMatcher = SequenceMatcher

local function new_matcher(isjunk, a, b)
  return R.CALL(SequenceMatcher, { isjunk or None, a or "", b or "" })
end

---------------------------------------------------------------------------------------------
-- get_close_matches
---------------------------------------------------------------------------------------------

m.get_close_matches = R.sig(function(word, possibilities, n, cutoff)
  if word == nil or possibilities == nil then
    raise("TypeError", "get_close_matches() missing " .. (word == nil and
      "2 required positional arguments: 'word' and 'possibilities'" or
      "1 required positional argument: 'possibilities'"))
  end
  if n == nil then n = 3 end
  if cutoff == nil then cutoff = 0.6 end
  if not (n > 0) then raise("ValueError", "n must be > 0: " .. repr(n)) end
  if not (0.0 <= cutoff and cutoff <= 1.0) then
    raise("ValueError", "cutoff must be in [0.0, 1.0]: " .. repr(cutoff))
  end
  local s = new_matcher()
  set_seq2(s, word)
  local result = {}
  for x in R.iterate(possibilities) do
    set_seq1(s, x)
    if real_quick_ratio(s) >= cutoff and quick_ratio(s) >= cutoff and ratio(s) >= cutoff then
      result[#result + 1] = { ratio(s), x, #result + 1 }
    end
  end
  -- heapq.nlargest: the greatest (score, word) pairs first; equal pairs in their order
  sort(result, function(p, q)
    if p[1] ~= q[1] then return p[1] > q[1] end
    if not eq(p[2], q[2]) then return p[2] > q[2] end
    return p[3] < q[3]
  end)
  local out = {}
  local limit = n < #result and n or #result
  for i = 1, limit do out[i] = result[i][2] end
  return LIST(out)
end, "get_close_matches", { "word", "possibilities", "n", "cutoff" }, { nrequired = 2 })

---------------------------------------------------------------------------------------------
-- Differ and ndiff
---------------------------------------------------------------------------------------------

local function isspace(c) return R.CALLM(c, "isspace", {}) end

-- Each function below appends its lines to out (a Lua array).

local function dump(out, tag, x, lo, hi)
  for i = lo + 1, hi do out[#out + 1] = tag .. " " .. R.str(x[i]) end
end

local function plain_replace(out, a, alo, ahi, b, blo, bhi)
  if bhi - blo < ahi - alo then
    dump(out, "+", b, blo, bhi)
    dump(out, "-", a, alo, ahi)
  else
    dump(out, "-", a, alo, ahi)
    dump(out, "+", b, blo, bhi)
  end
end

-- the tag line under a changed line: tags where the line has whitespace keep that whitespace
local function keep_ws(line, tags)
  local cs = chars(line)
  local out = {}
  local n = math.min(#cs, #tags)
  for i = 1, n do
    local t = tags:sub(i, i)
    if t == " " and T(isspace(cs[i])) then out[i] = cs[i] else out[i] = t end
  end
  return R.CALLM(concat(out), "rstrip", {})
end

local fancy_replace

local function fancy_helper(out, charjunk, a, alo, ahi, b, blo, bhi)
  if alo < ahi then
    if blo < bhi then fancy_replace(out, charjunk, a, alo, ahi, b, blo, bhi)
    else dump(out, "-", a, alo, ahi) end
  elseif blo < bhi then
    dump(out, "+", b, blo, bhi)
  end
end

function fancy_replace(out, charjunk, a, alo, ahi, b, blo, bhi)
  -- the most similar pair of lines (ratio above 0.74), or else the first identical pair
  local best_ratio, cutoff = 0.74, 0.75
  local best_i, best_j
  local cruncher = new_matcher(charjunk)
  local eqi, eqj
  local split = {} -- the items of a's lines, made once
  for j = blo, bhi - 1 do
    local bj = b[j + 1]
    set_seq2(cruncher, bj)
    for i = alo, ahi - 1 do
      local ai = a[i + 1]
      if eq(ai, bj) then
        if eqi == nil then eqi, eqj = i, j end
      else
        local arr = split[i]
        if not arr then arr = items(ai); split[i] = arr end
        set_seq1(cruncher, ai, arr)
        if real_quick_ratio(cruncher) > best_ratio and quick_ratio(cruncher) > best_ratio
           and ratio(cruncher) > best_ratio then
          best_ratio, best_i, best_j = ratio(cruncher), i, j
        end
      end
    end
  end
  if best_ratio < cutoff then
    if eqi == nil then
      plain_replace(out, a, alo, ahi, b, blo, bhi)
      return
    end
    best_i, best_j, best_ratio = eqi, eqj, 1.0
  else
    eqi = nil
  end
  fancy_helper(out, charjunk, a, alo, best_i, b, blo, best_j)
  local aelt, belt = a[best_i + 1], b[best_j + 1]
  if eqi == nil then
    local atags, btags = {}, {}
    set_seq1(cruncher, aelt)
    set_seq2(cruncher, belt)
    local ops = opcodes(cruncher)
    for x = 1, #ops do
      local op = ops[x]
      local tag, la, lb = op[1], op[3] - op[2], op[5] - op[4]
      if tag == "replace" then
        atags[#atags + 1] = string.rep("^", la); btags[#btags + 1] = string.rep("^", lb)
      elseif tag == "delete" then
        atags[#atags + 1] = string.rep("-", la)
      elseif tag == "insert" then
        btags[#btags + 1] = string.rep("+", lb)
      else
        atags[#atags + 1] = string.rep(" ", la); btags[#btags + 1] = string.rep(" ", lb)
      end
    end
    local at = keep_ws(aelt, concat(atags))
    local bt = keep_ws(belt, concat(btags))
    out[#out + 1] = "- " .. aelt
    if at ~= "" then out[#out + 1] = "? " .. at .. "\n" end
    out[#out + 1] = "+ " .. belt
    if bt ~= "" then out[#out + 1] = "? " .. bt .. "\n" end
  else
    out[#out + 1] = "  " .. aelt
  end
  fancy_helper(out, charjunk, a, best_i + 1, ahi, b, best_j + 1, bhi)
end

-- the lines of Differ.compare (a Lua array)
local function compare(linejunk, charjunk, a, b)
  local cruncher = new_matcher(linejunk, a, b)
  local A, B = geta(cruncher), rawget(cruncher, "#b")
  local out = {}
  local ops = opcodes(cruncher)
  for x = 1, #ops do
    local op = ops[x]
    local tag, alo, ahi, blo, bhi = op[1], op[2], op[3], op[4], op[5]
    if tag == "replace" then fancy_replace(out, charjunk, A, alo, ahi, B, blo, bhi)
    elseif tag == "delete" then dump(out, "-", A, alo, ahi)
    elseif tag == "insert" then dump(out, "+", B, blo, bhi)
    else dump(out, " ", A, alo, ahi) end
  end
  return out
end

-- a generator over the lines that make() returns, computed on the first next()
local function lazy(make)
  local lines, x = nil, 0
  return R.make_iter(function()
    if lines == nil then lines = make() end
    x = x + 1
    return lines[x]
  end, "generator")
end

local Differ = R.CLASS("Differ", {}, nil, function(ns)
  ns.__module__ = "difflib"
  ns.__init__ = R.sig(function(self, linejunk, charjunk)
    rawset(self, "linejunk", linejunk == nil and None or linejunk)
    rawset(self, "charjunk", charjunk == nil and None or charjunk)
    return None
  end, "__init__", { "self", "linejunk", "charjunk" }, { nrequired = 1 })
  ns.compare = R.sig(function(self, a, b)
    if a == nil or b == nil then
      raise("TypeError", "Differ.compare() missing " .. (a == nil and
        "2 required positional arguments: 'a' and 'b'" or "1 required positional argument: 'b'"))
    end
    local lj, cj = self.linejunk, self.charjunk
    return lazy(function() return compare(lj, cj, a, b) end)
  end, "compare", { "self", "a", "b" }, { nrequired = 3 })
end)
m.Differ = Differ

local IS_CHARACTER_JUNK = R.sig(function(ch, ws)
  if ch == nil then raise("TypeError", "IS_CHARACTER_JUNK() missing 1 required positional argument: 'ch'") end
  if ws == nil then ws = " \t" end
  return R.IN(ch, ws)
end, "IS_CHARACTER_JUNK", { "ch", "ws" }, { nrequired = 1 })
m.IS_CHARACTER_JUNK = IS_CHARACTER_JUNK

local line_junk_rx
m.IS_LINE_JUNK = R.sig(function(line, pat)
  if line == nil then raise("TypeError", "IS_LINE_JUNK() missing 1 required positional argument: 'line'") end
  if pat == nil then
    if not line_junk_rx then
      local re = R.IMPORT("re")
      line_junk_rx = R.GA(R.CALL(re.compile, { "\\s*(?:#\\s*)?$" }), "match")
    end
    pat = line_junk_rx
  end
  return R.CALL(pat, { line }) ~= None
end, "IS_LINE_JUNK", { "line", "pat" }, { nrequired = 1 })

m.ndiff = R.sig(function(a, b, linejunk, charjunk)
  if a == nil or b == nil then
    raise("TypeError", "ndiff() missing " .. (a == nil and
      "2 required positional arguments: 'a' and 'b'" or "1 required positional argument: 'b'"))
  end
  if linejunk == nil then linejunk = None end
  if charjunk == nil then charjunk = IS_CHARACTER_JUNK end
  return lazy(function() return compare(linejunk, charjunk, a, b) end)
end, "ndiff", { "a", "b", "linejunk", "charjunk" }, { nrequired = 2 })

m.restore = R.sig(function(delta, which)
  if delta == nil or which == nil then
    raise("TypeError", "restore() missing " .. (delta == nil and
      "2 required positional arguments: 'delta' and 'which'" or "1 required positional argument: 'which'"))
  end
  local w = R.CALL(R.builtins.int, { which })
  local tag
  if T(R.EQ(w, 1)) then tag = "- " elseif T(R.EQ(w, 2)) then tag = "+ " else
    raise("ValueError", "unknown delta choice (must be 1 or 2): " .. repr(which))
  end
  local it = R.iterate(delta)
  return R.make_iter(function()
    while true do
      local line = it()
      if line == nil then return nil end
      if type(line) ~= "string" then
        raise("TypeError", "'" .. typename(line) .. "' object is not subscriptable")
      end
      local p = line:sub(1, 2)
      if p == "  " or p == tag then return line:sub(3) end
    end
  end, "generator")
end, "restore", { "delta", "which" }, { nrequired = 2 })

---------------------------------------------------------------------------------------------
-- unified_diff and context_diff
---------------------------------------------------------------------------------------------

local function check_types(A, B, args)
  if #A > 0 and type(A[1]) ~= "string" then
    raise("TypeError", "lines to compare must be str, not " .. typename(A[1]) .. " (" .. repr(A[1]) .. ")")
  end
  if #B > 0 and type(B[1]) ~= "string" then
    raise("TypeError", "lines to compare must be str, not " .. typename(B[1]) .. " (" .. repr(B[1]) .. ")")
  end
  for _, v in ipairs(args) do
    if type(v) ~= "string" then raise("TypeError", "all arguments must be str, not: " .. repr(v)) end
  end
end

local function range_unified(start, stop)
  local beginning, length = start + 1, stop - start
  if length == 1 then return format("%d", beginning) end
  if length == 0 then beginning = beginning - 1 end
  return format("%d,%d", beginning, length)
end
local function range_context(start, stop)
  local beginning, length = start + 1, stop - start
  if length == 0 then beginning = beginning - 1 end
  if length <= 1 then return format("%d", beginning) end
  return format("%d,%d", beginning, beginning + length - 1)
end

-- prefix + line, with str's TypeError for a line that is not a str
local function cat(prefix, line)
  if type(line) ~= "string" then
    raise("TypeError", "can only concatenate str (not \"" .. typename(line) .. "\") to str")
  end
  return prefix .. line
end

local DIFF_P = { "a", "b", "fromfile", "tofile", "fromfiledate", "tofiledate", "n", "lineterm" }

local function diff_args(fname, a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm)
  if a == nil or b == nil then
    raise("TypeError", fname .. "() missing " .. (a == nil and
      "2 required positional arguments: 'a' and 'b'" or "1 required positional argument: 'b'"))
  end
  return a, b, fromfile or "", tofile or "", fromfiledate or "", tofiledate or "", n or 3,
    lineterm or "\n"
end

local function diff_setup(a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm)
  local sm = new_matcher(None, a, b)
  local A, B = geta(sm), rawget(sm, "#b")
  check_types(A, B, { fromfile, tofile, fromfiledate, tofiledate, lineterm })
  local fromdate = fromfiledate ~= "" and ("\t" .. fromfiledate) or ""
  local todate = tofiledate ~= "" and ("\t" .. tofiledate) or ""
  return sm, A, B, fromdate, todate, grouped(sm, R.index(n))
end

m.unified_diff = R.sig(function(...)
  local a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm = diff_args("unified_diff", ...)
  return lazy(function()
    local _, A, B, fromdate, todate, groups = diff_setup(a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm)
    local out = {}
    for gi, group in ipairs(groups) do
      if gi == 1 then
        out[#out + 1] = "--- " .. fromfile .. fromdate .. lineterm
        out[#out + 1] = "+++ " .. tofile .. todate .. lineterm
      end
      local first, last = group[1], group[#group]
      out[#out + 1] = "@@ -" .. range_unified(first[2], last[3]) .. " +" ..
        range_unified(first[4], last[5]) .. " @@" .. lineterm
      for _, op in ipairs(group) do
        local tag, i1, i2, j1, j2 = op[1], op[2], op[3], op[4], op[5]
        if tag == "equal" then
          for i = i1 + 1, i2 do out[#out + 1] = cat(" ", A[i]) end
        else
          if tag == "replace" or tag == "delete" then
            for i = i1 + 1, i2 do out[#out + 1] = cat("-", A[i]) end
          end
          if tag == "replace" or tag == "insert" then
            for j = j1 + 1, j2 do out[#out + 1] = cat("+", B[j]) end
          end
        end
      end
    end
    return out
  end)
end, "unified_diff", DIFF_P, { nrequired = 2 })

local PREFIX = { insert = "+ ", delete = "- ", replace = "! ", equal = "  " }

m.context_diff = R.sig(function(...)
  local a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm = diff_args("context_diff", ...)
  return lazy(function()
    local _, A, B, fromdate, todate, groups = diff_setup(a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm)
    local out = {}
    for gi, group in ipairs(groups) do
      if gi == 1 then
        out[#out + 1] = "*** " .. fromfile .. fromdate .. lineterm
        out[#out + 1] = "--- " .. tofile .. todate .. lineterm
      end
      local first, last = group[1], group[#group]
      out[#out + 1] = "***************" .. lineterm
      out[#out + 1] = "*** " .. range_context(first[2], last[3]) .. " ****" .. lineterm
      local any = false
      for _, op in ipairs(group) do
        if op[1] == "replace" or op[1] == "delete" then any = true end
      end
      if any then
        for _, op in ipairs(group) do
          if op[1] ~= "insert" then
            for i = op[2] + 1, op[3] do out[#out + 1] = cat(PREFIX[op[1]], A[i]) end
          end
        end
      end
      out[#out + 1] = "--- " .. range_context(first[4], last[5]) .. " ----" .. lineterm
      any = false
      for _, op in ipairs(group) do
        if op[1] == "replace" or op[1] == "insert" then any = true end
      end
      if any then
        for _, op in ipairs(group) do
          if op[1] ~= "delete" then
            for j = op[4] + 1, op[5] do out[#out + 1] = cat(PREFIX[op[1]], B[j]) end
          end
        end
      end
    end
    return out
  end)
end, "context_diff", DIFF_P, { nrequired = 2 })

-- diff_bytes: dfunc over the bytes as text (ASCII, other bytes as lone surrogates), encoded back
m.diff_bytes = R.sig(function(dfunc, a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm)
  if dfunc == nil or a == nil or b == nil then
    local miss = {}
    for i, name in ipairs({ "dfunc", "a", "b" }) do
      if select(i, dfunc, a, b) == nil then miss[#miss + 1] = "'" .. name .. "'" end
    end
    local list = #miss == 1 and miss[1] or #miss == 2 and (miss[1] .. " and " .. miss[2])
      or (miss[1] .. ", " .. miss[2] .. ", and " .. miss[3])
    raise("TypeError", "diff_bytes() missing " .. #miss .. " required positional argument" ..
      (#miss == 1 and "" or "s") .. ": " .. list)
  end
  local function decode(x)
    if R.bytes_raw(x) == nil or not R.hasattr(x, "decode") then
      raise("TypeError", "all arguments must be bytes, not " .. typename(x) .. " (" .. repr(x) .. ")")
    end
    return R.CALLM(x, "decode", { "ascii", "surrogateescape" })
  end
  local B = R.BYTES
  return lazy(function()
    local A, BB = {}, {}
    for v in R.iterate(a) do A[#A + 1] = decode(v) end
    for v in R.iterate(b) do BB[#BB + 1] = decode(v) end
    local args = { LIST(A), LIST(BB), decode(fromfile or B("")), decode(tofile or B("")),
                   decode(fromfiledate or B("")), decode(tofiledate or B("")), n or 3,
                   decode(lineterm or B("\n")) }
    local out = {}
    for line in R.iterate(R.CALL(dfunc, args)) do
      out[#out + 1] = R.CALLM(line, "encode", { "ascii", "surrogateescape" })
    end
    return out
  end)
end, "diff_bytes", { "dfunc", "a", "b", "fromfile", "tofile", "fromfiledate", "tofiledate", "n",
  "lineterm" }, { nrequired = 3 })

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "get_close_matches", 4, 2 }, { "ndiff", 4, 2 }, { "unified_diff", 8, 2 },
  { "context_diff", 8, 2 }
})
return m
end
