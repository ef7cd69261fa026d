-- modfnmatch.lua: fnmatch as CPython 3.11 documents it: shell patterns (* ? [seq] [!seq])
-- translated to the same regular expression text as CPython's translate (ranges checked,
-- set operations escaped, interior stars as atomic groups), matched by the re module.
-- Names are POSIX paths: fnmatch is case-sensitive, as fnmatchcase.
local type, ipairs, rawequal = type, ipairs, rawequal
local string, table = string, table
local concat = table.concat

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename

local m = {}
local re = R.IMPORT("re")

local chars = R.str_chars -- the code points of a str, as strs

-- re.escape of one character
local SPECIAL = {}
for c in ("()[]{}?*+-|^$\\.&~# \t\n\r\v\f"):gmatch(".") do SPECIAL[c] = true end
local function escape(c)
  if SPECIAL[c] then return "\\" .. c end
  return c
end

local STAR = {}

local function slice(p, a, b) return concat(p, "", a, b) end -- p[a..b], code points

-- the bracket expression p[i..j-1] (after '['; p[j] is ']') as the text of a regex set
local function bracket(p, i, j)
  local stuff = slice(p, i, j - 1)
  if not stuff:find("-", 1, true) then
    stuff = stuff:gsub("\\", "\\\\")
  else
    local chunks = {}
    local k = (p[i] == "!") and i + 2 or i + 1
    while true do
      local f
      for x = k, j - 1 do
        if p[x] == "-" then f = x break end
      end
      if not f then break end
      chunks[#chunks + 1] = chars(slice(p, i, f - 1))
      i = f + 1
      k = f + 3
    end
    local chunk = chars(slice(p, i, j - 1))
    if #chunk > 0 then chunks[#chunks + 1] = chunk
    else
      local last = chunks[#chunks]
      last[#last + 1] = "-"
    end
    -- a range whose ends are reversed is empty: drop it, joining its neighbours
    for x = #chunks, 2, -1 do
      local a, b = chunks[x - 1], chunks[x]
      if a[#a] > b[1] then
        local merged = {}
        for y = 1, #a - 1 do merged[#merged + 1] = a[y] end
        for y = 2, #b do merged[#merged + 1] = b[y] end
        chunks[x - 1] = merged
        table.remove(chunks, x)
      end
    end
    local parts = {}
    for x, c in ipairs(chunks) do
      parts[x] = concat(c):gsub("\\", "\\\\"):gsub("%-", "\\-")
    end
    stuff = concat(parts, "-")
  end
  stuff = stuff:gsub("([&~|])", "\\%1")
  if stuff == "" then return "(?!)" end
  if stuff == "!" then return "." end
  local first = stuff:sub(1, 1)
  if first == "!" then stuff = "^" .. stuff:sub(2)
  elseif first == "^" or first == "[" then stuff = "\\" .. stuff end
  return "[" .. stuff .. "]"
end

local function translate(pat)
  local p = chars(pat)
  local n = #p
  local res = {}
  local i = 1
  while i <= n do
    local c = p[i]
    i = i + 1
    if c == "*" then
      if #res == 0 or res[#res] ~= STAR then res[#res + 1] = STAR end
    elseif c == "?" then
      res[#res + 1] = "."
    elseif c == "[" then
      local j = i
      if j <= n and p[j] == "!" then j = j + 1 end
      if j <= n and p[j] == "]" then j = j + 1 end
      while j <= n and p[j] ~= "]" do j = j + 1 end
      if j > n then
        res[#res + 1] = "\\["
      else
        res[#res + 1] = bracket(p, i, j)
        i = j + 1
      end
    else
      res[#res + 1] = escape(c)
    end
  end
  -- fixed text, then STAR fixed STAR fixed ...: each interior star matches as little as it
  -- can, without backtracking (an atomic group); the last one matches the rest
  local out = {}
  i = 1
  while i <= #res and res[i] ~= STAR do out[#out + 1] = res[i]; i = i + 1 end
  while i <= #res do
    i = i + 1 -- the STAR
    if i > #res then out[#out + 1] = ".*" break end
    local fixed = {}
    while i <= #res and res[i] ~= STAR do fixed[#fixed + 1] = res[i]; i = i + 1 end
    if i > #res then
      out[#out + 1] = ".*" .. concat(fixed)
    else
      out[#out + 1] = "(?>.*?" .. concat(fixed) .. ")"
    end
  end
  return "(?s:" .. concat(out) .. ")\\Z"
end

local function need_str(pat)
  if type(pat) ~= "string" then
    raise("TypeError", "object of type '" .. typename(pat) .. "' has no len()")
  end
end

m.translate = R.sig(function(pat)
  if pat == nil then raise("TypeError", "translate() missing 1 required positional argument: 'pat'") end
  need_str(pat)
  return translate(pat)
end, "translate", { "pat" }, { nrequired = 1 })

-- the compiled pattern's match method (str or bytes patterns), cached
local cache, ncache = {}, 0
local bytes_cache = {}
local function compile(pat)
  if type(pat) == "string" then
    local f = cache[pat]
    if f then return f end
    local rx = R.CALL(re.compile, { translate(pat) })
    local match = R.GA(rx, "match")
    f = function(name)
      if type(name) ~= "string" and R.bytes_raw(name) ~= nil then
        raise("TypeError", "cannot use a string pattern on a bytes-like object")
      end
      return match(name)
    end
    if ncache >= 32768 then cache, ncache = {}, 0 end
    cache[pat], ncache = f, ncache + 1
    return f
  end
  local mt = R.bytes_raw(pat) and R.typeof(pat)
  if rawequal(mt, R.bytes_t) then
    local s = R.bytes_raw(pat)
    local f = bytes_cache[s]
    if f then return f end
    -- (the re module takes str patterns only: the bytes are matched as their latin-1 text)
    local latin1 = function(b) return R.CALLM(b, "decode", { "latin-1" }) end
    local match = R.GA(R.CALL(re.compile, { translate(latin1(R.BYTES(s))) }), "match")
    f = function(name)
      if type(name) == "string" then
        raise("TypeError", "cannot use a bytes pattern on a string-like object")
      end
      if R.bytes_raw(name) == nil then
        raise("TypeError", "expected string or bytes-like object, got '" .. typename(name) .. "'")
      end
      return match(latin1(R.BYTES(R.bytes_raw(name))))
    end
    bytes_cache[s] = f
    return f
  end
  need_str(pat)
end

-- os.path.normcase's check of a path
local function fspath(x)
  if type(x) == "string" or rawequal(R.typeof(x), R.bytes_t) then return x end
  raise("TypeError", "expected str, bytes or os.PathLike object, not " .. typename(x))
end

m.fnmatchcase = R.sig(function(name, pat)
  if name == nil or pat == nil then
    local miss = name == nil and "2 required positional arguments: 'name' and 'pat'"
      or "1 required positional argument: 'pat'"
    raise("TypeError", "fnmatchcase() missing " .. miss)
  end
  return compile(pat)(name) ~= None
end, "fnmatchcase", { "name", "pat" }, { nrequired = 2 })

m.fnmatch = R.sig(function(name, pat)
  if name == nil or pat == nil then
    local miss = name == nil and "2 required positional arguments: 'name' and 'pat'"
      or "1 required positional argument: 'pat'"
    raise("TypeError", "fnmatch() missing " .. miss)
  end
  name, pat = fspath(name), fspath(pat)
  return compile(pat)(name) ~= None
end, "fnmatch", { "name", "pat" }, { nrequired = 2 })

m.filter = R.sig(function(names, pat)
  if names == nil or pat == nil then
    local miss = names == nil and "2 required positional arguments: 'names' and 'pat'"
      or "1 required positional argument: 'pat'"
    raise("TypeError", "filter() missing " .. miss)
  end
  pat = fspath(pat)
  local match = compile(pat)
  local out = {}
  local n = 0
  for name in R.iterate(names) do
    if match(name) ~= None then out[#out + 1] = name end
    n = n + 1
  end
  host.charge(n)
  return R.LIST(out)
end, "filter", { "names", "pat" }, { nrequired = 2 })

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "filter", 2, 2 }, { "fnmatch", 2, 2 }, { "fnmatchcase", 2, 2 }, { "translate", 1, 1 }
})
return m
end
