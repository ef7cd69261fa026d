-- modkeyword.lua: keyword: CPython 3.11's keywords and soft keywords (kwlist, softkwlist,
-- iskeyword, issoftkeyword).
local type, ipairs = type, ipairs

return function(R, host)
local _ENV = nil
local m = {}
local KW = { "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
  "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if",
  "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
  "while", "with", "yield" }
local SOFT = { "_", "case", "match" }
local function set_of(list)
  local s = {}
  for _, k in ipairs(list) do s[k] = true end
  return s
end
local kw, soft = set_of(KW), set_of(SOFT)
m.kwlist = R.LIST({})
for i, k in ipairs(KW) do m.kwlist[i] = k end
m.softkwlist = R.LIST({})
for i, k in ipairs(SOFT) do m.softkwlist[i] = k end
-- (frozenset(kwlist).__contains__: an unhashable argument is a TypeError)
local function member(set)
  return function(x)
    if type(x) == "string" then return set[x] == true end
    R.hash(x)
    return false
  end
end
m.iskeyword = R.sig(member(kw), "__contains__", { "key" })
m.issoftkeyword = R.sig(member(soft), "__contains__", { "key" })
return m
end
