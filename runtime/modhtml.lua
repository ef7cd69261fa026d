-- modhtml.lua: html.escape and html.unescape as CPython's Lib/html/__init__.py: the HTML5
-- named references (the longest prefix that is one, as the standard says), numeric references
-- with HTML5's replacements (runtime/data/htmlentities.lua, from CPython's own tables).
local string, utf8, tonumber, type_, table_concat = string, utf8, tonumber, type, table.concat
local find, sub, gsub, byte, match = string.find, string.sub, string.gsub, string.byte, string.match

return function(R, host)
local _ENV = nil
local raise = R.raise

local m = {}
local data -- the tables, loaded on first unescape

local function strarg(s, fname)
  if type_(s) ~= "string" then
    if R.isinstance(s, R.str_t) then return R.str(s) end
    raise("AttributeError", "'" .. R.typename(s) .. "' object has no attribute 'replace'")
  end
  return s
end

m.escape = R.sig(function(s, quote)
  s = strarg(s)
  s = gsub(s, "&", "&amp;")
  s = gsub(s, "<", "&lt;")
  s = gsub(s, ">", "&gt;")
  if quote == nil or R.T(quote) then
    s = gsub(s, '"', "&quot;")
    s = gsub(s, "'", "&#x27;")
  end
  return s
end, "escape", { "s", "quote" }, { nrequired = 1 })

local STOP = "[\t\n\f <&#;]"

local function charref(body)
  if sub(body, 1, 1) == "#" then
    local digits, hex = match(body, "^#[xX](%x+)"), true
    if not digits then digits, hex = match(body, "^#(%d+)"), false end
    local trimmed = digits:gsub("^0+", "")
    local num
    if #trimmed > 8 then num = 0x110000 else num = tonumber(digits, hex and 16 or 10) end
    local rep = data.invalid_charrefs[num]
    if rep then return rep end
    if (num >= 0xD800 and num <= 0xDFFF) or num > 0x10FFFF then return "\239\191\189" end
    if data.invalid_codepoints[num] then return "" end
    return utf8.char(num)
  end
  local named = data.named
  local v = named[body]
  if v then return v end
  -- the longest prefix that is a name: chars, not bytes
  local offs = {}
  for p in string.gmatch(body, "()[%z\1-\127\194-\244][\128-\191]*") do offs[#offs + 1] = p end
  for x = #offs - 1, 2, -1 do
    local prefix = sub(body, 1, offs[x + 1] - 1)
    if named[prefix] then return named[prefix] .. sub(body, offs[x + 1]) end
  end
  return "&" .. body
end

m.unescape = R.sig(function(s)
  s = strarg(s)
  if not find(s, "&", 1, true) then return s end
  if not data then data = host.loadmod("data/htmlentities")() end
  local out, i, n = {}, 1, #s
  while i <= n do
    local j = find(s, "&", i, true)
    if not j then out[#out + 1] = sub(s, i); break end
    out[#out + 1] = sub(s, i, j - 1)
    local k = j + 1
    local body
    if sub(s, k, k) == "#" then
      local e = match(s, "^#[xX]%x+;?()", k) or match(s, "^#%d+;?()", k)
      if e then body = sub(s, k, e - 1) end
    else
      -- [^\t\n\f <&#;]{1,32};? counted in characters
      local p, count = k, 0
      while p <= n and count < 32 do
        local c = byte(s, p)
        if find(sub(s, p, p), STOP) then break end
        local len = c < 0x80 and 1 or c < 0xe0 and 2 or c < 0xf0 and 3 or 4
        p = p + len
        count = count + 1
      end
      if count > 0 then
        if sub(s, p, p) == ";" then p = p + 1 end
        body = sub(s, k, p - 1)
      end
    end
    if body then
      out[#out + 1] = charref(body)
      i = k + #body
    else
      out[#out + 1] = "&"
      i = k
    end
  end
  return table_concat(out)
end, "unescape", { "s" })

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "escape", 2, 1 }, { "unescape", 1, 1 }
})
return m
end
