-- runtime/charname.lua: Unicode character names, the one implementation behind "\N{...}" in the
-- transpiler and unicodedata.name/lookup in the sandbox. It answers as CPython 3.11's
-- unicodedata does (Modules/unicodedata.c: _getucname, _getcode) over the table
-- runtime/data/unicodenames.lua (tools/gen_unicode.py; its header describes the encoding).
--
-- Both Lua states load this file: the sandbox through host.loadmod("charname")(), the compiler
-- state through require "charname". Either calls the function it returns with a loader of the
-- data table, which is called the first time a name is needed:
--   N = charname(function() return <the table of data/unicodenames> end)
--   N.name(cp)             the name of code point cp, or nil
--   N.lookup(name, seqs)   the code point that `name` (a name or an alias, without regard to
--                          ASCII case but for the computed names of Hangul syllables and CJK
--                          unified ideographs) denotes, or nil; with seqs true, a named
--                          sequence gives its string instead
local string, table, tonumber, ipairs = string, table, tonumber, ipairs
local byte, find, format, gmatch, match, sub, upper = string.byte, string.find, string.format,
  string.gmatch, string.match, string.sub, string.upper
local concat = table.concat
local utf8char = utf8.char

_ENV = nil

local SBASE, VCOUNT, TCOUNT, SCOUNT = 0xAC00, 21, 28, 11172

-- first,last pairs in hex -> { first, last, first, last, ... }
local function pairs_of(s)
  local t = {}
  for h in gmatch(s, "%x+") do t[#t + 1] = tonumber(h, 16) end
  return t
end

local function in_pairs(t, cp)
  for i = 1, #t, 2 do
    if cp >= t[i] and cp <= t[i + 1] then return true end
  end
  return false
end

-- The longest jamo name at `pos` (case matters, as in CPython's find_syllable): its index
-- (from 0) and the position after it, or nil.
local function jamo(name, pos, list)
  local best, index = -1, nil
  for i = 1, #list do
    local s = list[i]
    if #s > best and sub(name, pos, pos + #s - 1) == s then best, index = #s, i - 1 end
  end
  if index then return index, pos + best end
  return nil, pos
end

return function(loaddata)
  local D -- the data, decoded on first use
  local names, words, lead2, run_first, run_last, run_base, checkpoints, hangul, series
  local word_of, token_of = {}, {} -- the tokens met so far

  local function load()
    if D then return end
    D = loaddata()
    names, words, lead2, checkpoints = D.names, D.words, D.lead2, D.checkpoints
    run_first, run_last, run_base = {}, {}, {}
    local runs, base = D.runs, 0
    for i = 1, #runs, 2 do
      local n = #run_first + 1
      run_first[n], run_last[n], run_base[n] = runs[i], runs[i + 1], base
      base = base + runs[i + 1] - runs[i] + 1
    end
    hangul = {}
    for k, list in ipairs(D.hangul) do
      local t = {}
      for j in gmatch(list, "%S+") do t[#t + 1] = j == "-" and "" or j end
      hangul[k] = t
    end
    series = {}
    for prefix, rs in gmatch(D.series, "([^;\n]+);([^\n]+)") do
      series[#series + 1] = { prefix = prefix, ranges = pairs_of(rs) }
    end
  end

  -- the word of a token, and the token of a word (or nil), from the "WORD TOKEN" lines
  local function word(t)
    local w = word_of[t]
    if w then return w end
    local p = find(words, " " .. t .. "\n", 1, true)
    local q = p
    while byte(words, q - 1) ~= 10 do q = q - 1 end
    w = sub(words, q, p - 1)
    word_of[t] = w
    return w
  end
  local function token(w)
    local t = token_of[w]
    if t == nil then
      local _, e = find(words, "\n" .. w .. " ", 1, true)
      t = e and match(words, "^[^\n]+", e + 1) or false
      token_of[w] = t
    end
    return t
  end

  -- the line of record k (from 1) of `names`, and the offset of the newline before it
  local function record(k)
    local c = (k - 1) // D.checkpoint
    local p = checkpoints[c + 1]
    for _ = 1, (k - 1) % D.checkpoint do p = find(names, "\n", p + 1, true) end
    return sub(names, p + 1, find(names, "\n", p + 1, true) - 1)
  end

  local function decode(line)
    local out, i, n = {}, 1, #line
    while i <= n do
      local s, e = find(line, "^[A-Z0-9%-]+", i)
      if s then
        out[#out + 1] = sub(line, s, e)
        i = e + 1
      elseif byte(line, i) == 32 then
        i = i + 1
      else
        local len = find(lead2, sub(line, i, i), 1, true) and 2 or 1
        out[#out + 1] = word(sub(line, i, i + len - 1))
        i = i + len
      end
    end
    return concat(out, " ")
  end

  local N = {}

  function N.name(cp)
    load()
    if cp >= SBASE and cp < SBASE + SCOUNT then
      local s = cp - SBASE
      return "HANGUL SYLLABLE " .. hangul[1][s // (VCOUNT * TCOUNT) + 1] ..
        hangul[2][s % (VCOUNT * TCOUNT) // TCOUNT + 1] .. hangul[3][s % TCOUNT + 1]
    end
    if in_pairs(D.cjk, cp) then return format("CJK UNIFIED IDEOGRAPH-%X", cp) end
    for _, sr in ipairs(series) do
      if in_pairs(sr.ranges, cp) then return sr.prefix .. format("%X", cp) end
    end
    local lo, hi = 1, #run_first
    if hi == 0 or cp < run_first[1] then return nil end
    while lo < hi do
      local mid = (lo + hi + 1) // 2
      if run_first[mid] <= cp then lo = mid else hi = mid - 1 end
    end
    if cp > run_last[lo] then return nil end
    return decode(record(run_base[lo] + cp - run_first[lo] + 1))
  end

  -- the code point of the record whose line starts after the newline at offset p
  local function record_cp(p)
    local lo, hi = 1, #checkpoints
    while lo < hi do
      local mid = (lo + hi + 1) // 2
      if checkpoints[mid] <= p then lo = mid else hi = mid - 1 end
    end
    local k, q = (lo - 1) * D.checkpoint + 1, checkpoints[lo]
    while q < p do
      q = find(names, "\n", q + 1, true)
      k = k + 1
    end
    lo, hi = 1, #run_first
    while lo < hi do
      local mid = (lo + hi + 1) // 2
      if run_base[mid] < k then lo = mid else hi = mid - 1 end
    end
    return run_first[lo] + k - run_base[lo] - 1
  end

  local function encode(key)
    local out, spelled = {}, false
    for w in gmatch(key, "%S+") do
      local t = token(w)
      if t then
        out[#out + 1] = t
        spelled = false
      else
        if spelled then out[#out + 1] = " " end
        out[#out + 1] = w
        spelled = true
      end
    end
    return concat(out)
  end

  function N.lookup(name, seqs)
    load()
    -- CPython's _getcode: the computed names of Hangul syllables and CJK unified ideographs
    -- match only in capitals (and a prefix that matches decides)
    if sub(name, 1, 16) == "HANGUL SYLLABLE " then
      local l, v, t, pos
      l, pos = jamo(name, 17, hangul[1])
      v, pos = jamo(name, pos, hangul[2])
      t, pos = jamo(name, pos, hangul[3])
      if l and v and t and pos == #name + 1 then return SBASE + (l * VCOUNT + v) * TCOUNT + t end
      return nil
    end
    if sub(name, 1, 22) == "CJK UNIFIED IDEOGRAPH-" then
      local hex = sub(name, 23)
      if (#hex == 4 or #hex == 5) and not find(hex, "[^0-9A-F]") then
        local cp = tonumber(hex, 16)
        if in_pairs(D.cjk, cp) then return cp end
      end
      return nil
    end
    -- the other names, aliases and named sequences, without regard to ASCII case
    local key = upper(name)
    if key == "" or find(key, "[^A-Z0-9 %-]") or find(key, "^ ") or find(key, " $") or
       find(key, "  ", 1, true) then
      return nil
    end
    for _, sr in ipairs(series) do
      local prefix = sr.prefix
      if sub(key, 1, #prefix) == prefix then
        local hex = sub(key, #prefix + 1)
        local cp = find(hex, "^%x+$") and tonumber(hex, 16)
        if cp and format("%X", cp) == hex and in_pairs(sr.ranges, cp) then return cp end
      end
    end
    local p = find(names, "\n" .. encode(key) .. "\n", 1, true)
    if p then return record_cp(p) end
    local _, e = find(D.aliases, "\n" .. key .. ";", 1, true)
    if e then return tonumber(match(D.aliases, "^%x+", e + 1), 16) end
    if seqs then
      _, e = find(D.sequences, "\n" .. key .. ";", 1, true)
      if e then
        local out = {}
        for h in gmatch(match(D.sequences, "^[%x ]+", e + 1), "%x+") do
          out[#out + 1] = utf8char(tonumber(h, 16))
        end
        return concat(out)
      end
    end
    return nil
  end

  return N
end
