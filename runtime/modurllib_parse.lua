-- modurllib_parse.lua: urllib.parse as CPython 3.11 documents it: urlsplit/urlparse into
-- SplitResult/ParseResult (namedtuples with hostname, port, username, password, geturl),
-- their inverses, urljoin (RFC 3986 dot segments), urldefrag, parse_qs/parse_qsl, quote,
-- quote_plus, unquote, unquote_plus and urlencode. Bytes URLs are decoded from ASCII, worked
-- on as strs and encoded back into the *Bytes results, as CPython does.
local type, tonumber, ipairs, select, setmetatable, getmetatable, pcall, error =
      type, tonumber, ipairs, select, setmetatable, getmetatable, pcall, error
local string, table = string, table
local find, sub, byte, char, format, lower = string.find, string.sub, string.byte, string.char,
  string.format, string.lower
local concat = table.concat

return function(R, host)
local _ENV = nil
local None, raise, T, repr, typename = R.None, R.raise, R.T, R.repr, R.typename
local LIST, TUPLE, BYTES = R.LIST, R.TUPLE, R.BYTES

local m = {}

local function isnone(v) return v == nil or v == None end

local function missing(fname, names)
  local n = #names
  local list
  if n == 1 then list = "'" .. names[1] .. "'"
  elseif n == 2 then list = "'" .. names[1] .. "' and '" .. names[2] .. "'"
  else
    local q = {}
    for i = 1, n - 1 do q[i] = "'" .. names[i] .. "'" end
    list = concat(q, ", ") .. ", and '" .. names[n] .. "'"
  end
  raise("TypeError", fname .. "() missing " .. n .. " required positional argument" ..
    (n == 1 and "" or "s") .. ": " .. list)
end
-- the required arguments of fname, in order: raise for the first ones that are nil
local function need(fname, params, ...)
  local miss = {}
  for i = 1, #params do
    if (select(i, ...)) == nil then miss[#miss + 1] = params[i] end
  end
  if #miss > 0 then missing(fname, miss) end
end

local function isbytes(x) return R.bytes_raw(x) ~= nil end

local function ascii_encode(s) return R.CALLM(s, "encode", { "ascii", "strict" }) end
local function noop(x) return x end
-- a str result, or a result tuple (which has encode), as bytes
local function encode_result(x)
  if type(x) == "string" then return ascii_encode(x) end
  return R.CALLM(x, "encode", {})
end

-- The arguments of a URL function as strs, and what makes a result of the arguments' kind: str
-- arguments stay as they are; bytes (the first one decides, absent and empty ones do not count)
-- are decoded from ASCII, and the results encoded back.
local function coerce(n, ...)
  local args = { ... }
  local str_input = type(args[1]) == "string"
  for i = 2, n do
    local v = args[i]
    if v ~= nil and (type(v) == "string") ~= str_input and T(v) then
      raise("TypeError", "Cannot mix str and non-str arguments")
    end
  end
  if str_input then return noop, table.unpack(args, 1, n) end
  for i = 1, n do
    local v = args[i]
    if v ~= nil then
      if T(v) then args[i] = R.CALLM(v, "decode", { "ascii", "strict" }) else args[i] = "" end
    end
  end
  return encode_result, table.unpack(args, 1, n)
end

-- The schemes of each kind are the module's lists, read at each call, so a program may add its own
-- (urllib.parse.uses_netloc.append("myscheme")), as in CPython.
local function words(w)
  local t = {}
  for x in w:gmatch("%S+") do t[#t + 1] = x == "-" and "" or x end
  return LIST(t)
end
m.uses_relative = words("- ftp http gopher nntp imap wais file https shttp mms prospero rtsp " ..
  "rtsps rtspu sftp svn svn+ssh ws wss")
m.uses_netloc = words("- ftp http gopher nntp telnet imap wais file mms https shttp snews " ..
  "prospero rtsp rtsps rtspu rsync svn svn+ssh sftp nfs git git+ssh ws wss")
m.uses_params = words("- ftp hdl prospero http imap https shttp rtsp rtsps rtspu sip sips mms sftp tel")
m.non_hierarchical = words("gopher hdl mailto news telnet wais imap snews sip sips")
m.uses_query = words("- http wais imap https shttp mms gopher rtsp rtsps rtspu sip sips")
m.uses_fragment = words("- ftp hdl http gopher news nntp wais https shttp snews file prospero")
m.scheme_chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."
local function uses(kind, scheme) return R.IN(scheme, m[kind]) end

---------------------------------------------------------------------------------------------
-- the result types
---------------------------------------------------------------------------------------------

local NT = R.IMPORT("collections").namedtuple
local function prop(f) return setmetatable({ fget = f }, R.PropertyMT) end

-- user:password@host:port, each part or nil
local function userinfo(netloc)
  local at = netloc:match(".*()@")
  if not at then return None, None end
  local info = sub(netloc, 1, at - 1)
  local c = find(info, ":", 1, true)
  if not c then return info, None end
  return sub(info, 1, c - 1), sub(info, c + 1)
end
local function hostinfo(netloc)
  local at = netloc:match(".*()@")
  local hi = at and sub(netloc, at + 1) or netloc
  local hostname, port
  local br = find(hi, "[", 1, true)
  if br then
    local rest = sub(hi, br + 1)
    local cl = find(rest, "]", 1, true)
    if cl then
      hostname = sub(rest, 1, cl - 1)
      local after = sub(rest, cl + 1)
      local c = find(after, ":", 1, true)
      port = c and sub(after, c + 1) or ""
    else
      hostname, port = rest, ""
    end
  else
    local c = find(hi, ":", 1, true)
    if c then hostname, port = sub(hi, 1, c - 1), sub(hi, c + 1)
    else hostname, port = hi, "" end
  end
  if port == "" then port = None end
  return hostname, port
end

-- the netloc attributes; of a *Bytes result, over its netloc's bytes (as latin-1 text), giving bytes
local function netloc_props(ns, bytes)
  local get, back = noop, noop
  if bytes then
    get = function(self) return R.CALLM(self[2], "decode", { "latin-1" }) end
    back = function(x)
      if x == None then return x end
      return R.CALLM(x, "encode", { "latin-1" })
    end
  else
    get = function(self) return self[2] end
  end
  ns.username = prop(function(self) return back((userinfo(get(self)))) end)
  ns.password = prop(function(self) local _, p = userinfo(get(self)); return back(p) end)
  ns.hostname = prop(function(self)
    local h = hostinfo(get(self))
    if h == "" then return None end
    local pc = find(h, "%", 1, true)
    if pc then return back(R.CALLM(sub(h, 1, pc - 1), "lower", {}) .. sub(h, pc)) end
    return back(R.CALLM(h, "lower", {}))
  end)
  ns.port = prop(function(self)
    local _, p = hostinfo(get(self))
    if p == None then return None end
    if not p:match("^%d+$") then
      raise("ValueError", "Port could not be cast to integer value as " .. repr(back(p)))
    end
    local n = tonumber((p:gsub("^0+(%d)", "%1")))
    if #p > 6 or n > 65535 then raise("ValueError", "Port out of range 0-65535") end
    return n
  end)
end

local urlunsplit, urlunparse -- (below)

-- each result type and its bytes twin: encode() makes the one from the other, decode() back
local function results(name, fields, geturl, netloc)
  local base = NT(name, fields)
  base["#dict"].__module__ = "urllib.parse"
  local str_cls, bytes_cls
  local function convert(self, method, encoding, errors, cls)
    local arr = {}
    for i = 1, #self do
      arr[i] = R.CALLM(self[i], method, { isnone(encoding) and "ascii" or encoding,
                                         isnone(errors) and "strict" or errors })
    end
    return setmetatable(arr, cls["#meta"])
  end
  local CONV_P = { "self", "encoding", "errors" }
  str_cls = R.CLASS(name, { base }, nil, function(ns)
    ns.__module__ = "urllib.parse"
    ns.__slots__ = R.EMPTY
    if netloc then netloc_props(ns, false) end
    ns.geturl = geturl
    ns.encode = R.sig(function(self, encoding, errors)
      return convert(self, "encode", encoding, errors, bytes_cls)
    end, "encode", CONV_P, { nrequired = 1 })
  end)
  local bbase = NT(name .. "Bytes", fields)
  bbase["#dict"].__module__ = "urllib.parse"
  bytes_cls = R.CLASS(name .. "Bytes", { bbase }, nil, function(ns)
    ns.__module__ = "urllib.parse"
    ns.__slots__ = R.EMPTY
    if netloc then netloc_props(ns, true) end
    ns.geturl = geturl
    ns.decode = R.sig(function(self, encoding, errors)
      return convert(self, "decode", encoding, errors, str_cls)
    end, "decode", CONV_P, { nrequired = 1 })
  end)
  m[name], m[name .. "Bytes"] = str_cls, bytes_cls
  return str_cls
end

local SplitResult = results("SplitResult", "scheme netloc path query fragment",
  function(self) return urlunsplit(self) end, true)
local ParseResult = results("ParseResult", "scheme netloc path params query fragment",
  function(self) return urlunparse(self) end, true)
local DefragResult = results("DefragResult", "url fragment", function(self)
  if T(self[2]) then return R.ADD(R.ADD(self[1], type(self[1]) == "string" and "#" or R.BYTES("#")), self[2]) end
  return self[1]
end, false)

---------------------------------------------------------------------------------------------
-- urlsplit / urlparse
---------------------------------------------------------------------------------------------

-- ipaddress.ip_address's test of a bracketed host: an IPv6 address (with a zone), or IPvFuture
local function ipv4(s)
  local parts = {}
  for p in (s .. "."):gmatch("([^.]*)%.") do parts[#parts + 1] = p end
  if #parts ~= 4 then return false end
  for _, p in ipairs(parts) do
    if not p:match("^%d%d?%d?$") or (#p > 1 and sub(p, 1, 1) == "0") or tonumber(p) > 255 then
      return false
    end
  end
  return true
end
local function ipv6(s)
  local pc = find(s, "%", 1, true)
  if pc then -- a zone: not empty, one '%'
    if pc == #s or find(s, "%", pc + 1, true) then return false end
    s = sub(s, 1, pc - 1)
  end
  local groups = {}
  for g in (s .. ":"):gmatch("([^:]*):") do groups[#groups + 1] = g end
  if #groups < 3 then return false end
  local last = groups[#groups]
  local max = 8
  if find(last, ".", 1, true) then -- an IPv4 tail is two groups
    if not ipv4(last) then return false end
    groups[#groups] = "0"
    groups[#groups + 1] = "0"
  end
  -- '::' at most once; an empty group only as part of it
  local n, skip = #groups, nil
  for i = 2, n - 1 do
    if groups[i] == "" then
      if skip then return false end
      skip = i
    end
  end
  local lo, hi = 1, n
  if groups[1] == "" then -- a leading ':' only as part of '::'
    if skip ~= 2 then return false end
    lo = 2
  end
  if groups[n] == "" then -- a trailing ':' likewise
    if skip ~= n - 1 then return false end
    hi = n - 1
  end
  local count = 0
  for i = lo, hi do
    if i ~= skip then
      if not groups[i]:match("^%x%x?%x?%x?$") then return false end
      count = count + 1
    end
  end
  if skip then return count < max end
  return count == max
end
local function check_bracketed(netloc)
  local b = netloc:match("%[(.*)")
  local host = b:match("^(.-)%]") or b
  if sub(host, 1, 1) == "v" then
    if not host:match("^v%x+%..+$") then raise("ValueError", "IPvFuture address is invalid") end
  elseif ipv4(host) then
    raise("ValueError", "An IPv4 address cannot be in brackets")
  elseif not ipv6(host) then
    raise("ValueError", repr(host) .. " does not appear to be an IPv4 or IPv6 address")
  end
end

-- urlsplit of strs (url, scheme) into a SplitResult
local function urlsplit(url, scheme, allow_fragments)
  local b1 = byte(url, 1)
  if b1 and b1 <= 32 then url = url:gsub("^[%z\1- ]+", "") end
  if scheme ~= "" then
    scheme = scheme:gsub("^[%z\1- ]+", ""):gsub("[%z\1- ]+$", "")
    scheme = scheme:gsub("[\t\r\n]", "")
  end
  if find(url, "[\t\r\n]") then url = url:gsub("[\t\r\n]", "") end
  if allow_fragments == nil then allow_fragments = true else allow_fragments = T(allow_fragments) end
  local netloc, query, fragment = "", "", ""
  local i = find(url, ":", 1, true)
  if i and i > 1 and url:match("^%a") and not find(sub(url, 1, i - 1), "[^%w+%-.]") then
    scheme, url = lower(sub(url, 1, i - 1)), sub(url, i + 1)
  end
  if sub(url, 1, 2) == "//" then
    local d = find(url, "[/?#]", 3) or #url + 1
    netloc, url = sub(url, 3, d - 1), sub(url, d)
    local ob, cb = find(netloc, "[", 1, true), find(netloc, "]", 1, true)
    if (ob and not cb) or (cb and not ob) then raise("ValueError", "Invalid IPv6 URL") end
    if ob then check_bracketed(netloc) end
  end
  if allow_fragments then
    local h = find(url, "#", 1, true)
    if h then url, fragment = sub(url, 1, h - 1), sub(url, h + 1) end
  end
  local q = find(url, "?", 1, true)
  if q then url, query = sub(url, 1, q - 1), sub(url, q + 1) end
  return setmetatable({ scheme, netloc, url, query, fragment }, SplitResult["#meta"])
end
local SPLIT_P = { "url", "scheme", "allow_fragments" }
m.urlsplit = R.sig(function(url, scheme, allow_fragments)
  need("urlsplit", { "url" }, url)
  local back
  back, url, scheme = coerce(2, url, scheme or "")
  return back(urlsplit(url, scheme, allow_fragments))
end, "urlsplit", SPLIT_P, { nrequired = 1 })

local function urlparse(url, scheme, allow_fragments)
  local s = urlsplit(url, scheme, allow_fragments)
  local path, params = s[3], ""
  if uses("uses_params", s[1]) and find(path, ";", 1, true) then
    local slash = path:match(".*()/")
    local semi = find(path, ";", slash or 1, true)
    if semi then path, params = sub(path, 1, semi - 1), sub(path, semi + 1) end
  end
  return setmetatable({ s[1], s[2], path, params, s[4], s[5] }, ParseResult["#meta"])
end
m.urlparse = R.sig(function(url, scheme, allow_fragments)
  need("urlparse", { "url" }, url)
  local back
  back, url, scheme = coerce(2, url, scheme or "")
  return back(urlparse(url, scheme, allow_fragments))
end, "urlparse", SPLIT_P, { nrequired = 1 })

-- urlunsplit / urlunparse of strs (a Lua array), with Python's operations where a component
-- may be None, so that None gives CPython's results and errors
local function prefix2(x)
  if x == None then raise("TypeError", "'NoneType' object is not subscriptable") end
  return sub(x, 1, 2)
end
local function unsplit(a)
  local scheme, netloc, url, query, fragment = a[1], a[2], a[3], a[4], a[5]
  local ADD = R.ADD
  if T(netloc) or (T(scheme) and uses("uses_netloc", scheme) and prefix2(url) ~= "//") then
    if T(url) and sub(url, 1, 1) ~= "/" then url = "/" .. url end
    url = ADD("//" .. (T(netloc) and netloc or ""), url)
  end
  if T(scheme) then url = ADD(scheme .. ":", url) end
  if T(query) then url = ADD(ADD(url, "?"), query) end
  if T(fragment) then url = ADD(ADD(url, "#"), fragment) end
  return url
end
local function unparse(a)
  local url = a[3]
  if T(a[4]) then url = R.str(url) .. ";" .. a[4] end
  return unsplit({ a[1], a[2], url, a[5], a[6] })
end

-- the n items of a components argument (a tuple, a list, any iterable), coerced
local function components(c, n)
  local arr = R.toarray(c)
  if #arr ~= n then
    if #arr > n then raise("ValueError", "too many values to unpack (expected " .. n .. ")") end
    raise("ValueError", "not enough values to unpack (expected " .. n .. ", got " .. #arr .. ")")
  end
  local out = { coerce(n, table.unpack(arr, 1, n)) }
  local back = table.remove(out, 1)
  return back, out
end

function urlunsplit(c)
  local back, a = components(c, 5)
  return back(unsplit(a))
end
function urlunparse(c)
  local back, a = components(c, 6)
  return back(unparse(a))
end
m.urlunsplit = R.sig(function(c)
  need("urlunsplit", { "components" }, c)
  return urlunsplit(c)
end, "urlunsplit", { "components" }, { nrequired = 1 })
m.urlunparse = R.sig(function(c)
  need("urlunparse", { "components" }, c)
  return urlunparse(c)
end, "urlunparse", { "components" }, { nrequired = 1 })

local function split(s, sep) -- str.split(sep) for a one-byte sep
  local out = {}
  local start = 1
  while true do
    local i = find(s, sep, start, true)
    if not i then break end
    out[#out + 1] = sub(s, start, i - 1)
    start = i + 1
  end
  out[#out + 1] = sub(s, start)
  return out
end

local function urljoin(base, url, allow_fragments)
  local b = urlparse(base, "", allow_fragments)
  local u = urlparse(url, b[1], allow_fragments)
  local scheme, netloc, path, params, query, fragment = u[1], u[2], u[3], u[4], u[5], u[6]
  if scheme ~= b[1] or not uses("uses_relative", scheme) then return url end
  if uses("uses_netloc", scheme) then
    if netloc ~= "" then
      return unparse({ scheme, netloc, path, params, query, fragment })
    end
    netloc = b[2]
  end
  if path == "" and params == "" then
    path, params = b[3], b[4]
    if query == "" then query = b[5] end
    return unparse({ scheme, netloc, path, params, query, fragment })
  end
  local segments
  if sub(path, 1, 1) == "/" then
    segments = split(path, "/")
  else
    local bp = split(b[3], "/")
    if bp[#bp] ~= "" then bp[#bp] = nil end
    local ps = split(path, "/")
    local all = {}
    for _, s in ipairs(bp) do all[#all + 1] = s end
    for _, s in ipairs(ps) do all[#all + 1] = s end
    -- empty segments between the first and the last would make '//'
    segments = { all[1] }
    for i = 2, #all - 1 do
      if all[i] ~= "" then segments[#segments + 1] = all[i] end
    end
    if #all > 1 then segments[#segments + 1] = all[#all] end
  end
  local resolved = {}
  for _, seg in ipairs(segments) do
    if seg == ".." then
      resolved[#resolved] = nil
    elseif seg ~= "." then
      resolved[#resolved + 1] = seg
    end
  end
  local lastseg = segments[#segments]
  if lastseg == "." or lastseg == ".." then resolved[#resolved + 1] = "" end
  local p = concat(resolved, "/")
  if p == "" then p = "/" end
  return unparse({ scheme, netloc, p, params, query, fragment })
end
m.urljoin = R.sig(function(base, url, allow_fragments)
  need("urljoin", { "base", "url" }, base, url)
  if not T(base) then return url end
  if not T(url) then return base end
  local back
  back, base, url = coerce(2, base, url)
  return back(urljoin(base, url, allow_fragments))
end, "urljoin", { "base", "url", "allow_fragments" }, { nrequired = 2 })

m.urldefrag = R.sig(function(url)
  need("urldefrag", { "url" }, url)
  local back
  back, url = coerce(1, url)
  local defrag, frag = url, ""
  if find(url, "#", 1, true) then
    local p = urlparse(url, "")
    frag = p[6]
    defrag = unparse({ p[1], p[2], p[3], p[4], p[5], "" })
  end
  return back(setmetatable({ defrag, frag }, DefragResult["#meta"]))
end, "urldefrag", { "url" }, { nrequired = 1 })

---------------------------------------------------------------------------------------------
-- quoting
---------------------------------------------------------------------------------------------

local ALWAYS_SAFE = {}
for c in ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~"):gmatch(".") do
  ALWAYS_SAFE[byte(c)] = true
end

-- the bytes that quote escapes: a Lua pattern of the bytes outside the always-safe ones and
-- the ASCII ones of safe (a str, bytes or an iterable of ints), cached per safe string
local unsafe_cache = {}
local function unsafe_pattern(safe)
  local ascii
  if type(safe) == "string" then
    ascii = safe
  else
    local bs = R.bytes_raw(safe)
    if bs == nil then
      local t = {}
      for v in R.iterate(safe) do if v < 128 then t[#t + 1] = char(v) end end
      bs = concat(t)
    end
    ascii = bs
  end
  local pat = unsafe_cache[ascii]
  if pat then return pat end
  local extra = {}
  for i = 1, #ascii do
    local b = byte(ascii, i)
    if b < 128 and not ALWAYS_SAFE[b] then extra[#extra + 1] = "%" .. char(b) end -- (never %alnum)
  end
  pat = "[^%w_.~%-" .. concat(extra) .. "]"
  unsafe_cache[ascii] = pat
  return pat
end

local function escape_byte(c) return format("%%%02X", byte(c)) end
local function quote_bytes(bs, safe)
  return (bs:gsub(unsafe_pattern(safe), escape_byte))
end

local function encode(s, encoding, errors)
  if isnone(encoding) and isnone(errors) then return s end
  local e = R.CALLM(s, "encode", { isnone(encoding) and "utf-8" or encoding,
                                   isnone(errors) and "strict" or errors })
  return R.bytes_raw(e)
end

local function quote(s, safe, encoding, errors)
  if safe == nil then safe = "/" end
  if type(s) == "string" then
    if s == "" then return s end
    return quote_bytes(encode(s, encoding, errors), safe)
  end
  if not isnone(encoding) then raise("TypeError", "quote() doesn't support 'encoding' for bytes") end
  if not isnone(errors) then raise("TypeError", "quote() doesn't support 'errors' for bytes") end
  local mt = getmetatable(s)
  if mt ~= R.BytesMT and mt ~= R.ByteArrayMT then raise("TypeError", "quote_from_bytes() expected bytes") end
  local bs = R.bytes_raw(s)
  if bs == "" then return "" end
  return quote_bytes(bs, safe)
end
local QUOTE_P = { "string", "safe", "encoding", "errors" }
m.quote = R.sig(function(s, safe, encoding, errors)
  need("quote", { "string" }, s)
  return quote(s, safe, encoding, errors)
end, "quote", QUOTE_P, { nrequired = 1 })

local function quote_plus(s, safe, encoding, errors)
  if safe == nil then safe = "" end
  if type(s) == "string" then
    if not find(s, " ", 1, true) then return quote(s, safe, encoding, errors) end
  else
    local bs = R.bytes_raw(s)
    if bs and not find(bs, " ", 1, true) then return quote(s, safe, encoding, errors) end
  end
  if type(safe) == "string" then safe = safe .. " "
  else safe = R.ADD(safe, BYTES(" ")) end
  return (quote(s, safe, encoding, errors):gsub(" ", "+"))
end
m.quote_plus = R.sig(function(s, safe, encoding, errors)
  need("quote_plus", { "string" }, s)
  return quote_plus(s, safe, encoding, errors)
end, "quote_plus", QUOTE_P, { nrequired = 1 })

m.quote_from_bytes = R.sig(function(bs, safe)
  need("quote_from_bytes", { "bs" }, bs)
  local mt = getmetatable(bs)
  if mt ~= R.BytesMT and mt ~= R.ByteArrayMT then raise("TypeError", "quote_from_bytes() expected bytes") end
  local s = R.bytes_raw(bs)
  if s == "" then return "" end
  return quote_bytes(s, safe == nil and "/" or safe)
end, "quote_from_bytes", { "bs", "safe" }, { nrequired = 1 })

-- %XX (either case) becomes its byte; any other '%' stays
local function unquote_raw(s)
  return (s:gsub("%%(%x%x)", function(h) return char(tonumber(h, 16)) end))
end

m.unquote_to_bytes = R.sig(function(s)
  need("unquote_to_bytes", { "string" }, s)
  if type(s) == "string" then
    if s == "" then return BYTES("") end
    return BYTES(unquote_raw(s))
  end
  local bs = R.bytes_raw(s)
  if bs == nil then raise("AttributeError", "'" .. typename(s) .. "' object has no attribute 'split'") end
  return BYTES(unquote_raw(bs))
end, "unquote_to_bytes", { "string" }, { nrequired = 1 })

local function unquote(s, encoding, errors)
  if type(s) ~= "string" then
    local bs = R.bytes_raw(s)
    if bs and getmetatable(s) == R.BytesMT then
      return R.CALLM(BYTES(unquote_raw(bs)), "decode", { isnone(encoding) and "utf-8" or encoding,
                                                        isnone(errors) and "replace" or errors })
    end
    if not T(R.IN("%", s)) then
      R.GA(s, "split")
      return s
    end
    raise("TypeError", "expected string or bytes-like object, got '" .. typename(s) .. "'")
  end
  if not find(s, "%", 1, true) then return s end
  encoding = isnone(encoding) and "utf-8" or encoding
  errors = isnone(errors) and "replace" or errors
  -- runs of ASCII are unquoted and decoded; the other characters stay as they are
  return (s:gsub("[%z\1-\127]+", function(run)
    if not find(run, "%", 1, true) then return run end
    local raw = unquote_raw(run)
    if raw == run then return run end
    return R.CALLM(BYTES(raw), "decode", { encoding, errors })
  end))
end
local UNQUOTE_P = { "string", "encoding", "errors" }
m.unquote = R.sig(function(s, encoding, errors)
  need("unquote", { "string" }, s)
  return unquote(s, encoding, errors)
end, "unquote", UNQUOTE_P, { nrequired = 1 })

m.unquote_plus = R.sig(function(s, encoding, errors)
  need("unquote_plus", { "string" }, s)
  if type(s) ~= "string" then
    if isbytes(s) then raise("TypeError", "a bytes-like object is required, not 'str'") end
    raise("AttributeError", "'" .. typename(s) .. "' object has no attribute 'replace'")
  end
  return unquote((s:gsub("%+", " ")), encoding, errors)
end, "unquote_plus", UNQUOTE_P, { nrequired = 1 })

---------------------------------------------------------------------------------------------
-- query strings
---------------------------------------------------------------------------------------------

local function parse_qsl(qs, keep_blank, strict, encoding, errors, max_fields, separator)
  if qs == nil then missing("parse_qsl", { "qs" }) end
  if separator == nil then separator = "&" end
  local back
  back, qs = coerce(1, qs)
  local _, sep = coerce(1, separator)
  separator = sep
  if separator == "" then
    raise("ValueError", "Separator must be of type string or bytes.")
  end
  keep_blank = keep_blank ~= nil and T(keep_blank)
  strict = strict ~= nil and T(strict)
  encoding = isnone(encoding) and "utf-8" or encoding
  errors = isnone(errors) and "replace" or errors
  local fields = {}
  if qs ~= "" then
    local start = 1
    while true do
      local i, j = find(qs, separator, start, true)
      if not i then break end
      fields[#fields + 1] = sub(qs, start, i - 1)
      start = j + 1
    end
    fields[#fields + 1] = sub(qs, start)
  end
  if not isnone(max_fields) and max_fields < #fields then
    raise("ValueError", "Max number of fields exceeded")
  end
  local r = {}
  for _, nv in ipairs(fields) do
    if nv ~= "" or strict then
      local eq = find(nv, "=", 1, true)
      local name, value
      if eq then
        name, value = sub(nv, 1, eq - 1), sub(nv, eq + 1)
      elseif strict then
        raise("ValueError", "bad query field: " .. repr(nv))
      elseif keep_blank then
        name, value = nv, ""
      end
      if name and (value ~= "" or keep_blank) then
        name = back(unquote((name:gsub("%+", " ")), encoding, errors))
        value = back(unquote((value:gsub("%+", " ")), encoding, errors))
        r[#r + 1] = TUPLE({ name, value })
      end
    end
  end
  return r
end
local QS_P = { "qs", "keep_blank_values", "strict_parsing", "encoding", "errors", "max_num_fields",
               "separator" }
m.parse_qsl = R.sig(function(...)
  return LIST(parse_qsl(...))
end, "parse_qsl", QS_P, { nrequired = 1 })
m.parse_qs = R.sig(function(qs, ...)
  if qs == nil then missing("parse_qs", { "qs" }) end
  local d = R.DICT()
  for _, p in ipairs(parse_qsl(qs, ...)) do
    local l = R.dict_get(d, p[1])
    if l then l[#l + 1] = p[2]
    else R.SI(d, p[1], LIST({ p[2] })) end
  end
  return d
end, "parse_qs", QS_P, { nrequired = 1 })

local function quote_any(via, x, safe, encoding, errors)
  if isbytes(x) and getmetatable(x) == R.BytesMT then return R.CALL(via, { x, safe }) end
  return R.CALL(via, { R.str(x), safe, encoding, errors })
end

m.urlencode = R.sig(function(query, doseq, safe, encoding, errors, quote_via)
  need("urlencode", { "query" }, query)
  if safe == nil then safe = "" end
  if encoding == nil then encoding = None end
  if errors == nil then errors = None end
  if quote_via == nil then quote_via = m.quote_plus end
  local pairs_
  if R.hasattr(query, "items") then
    pairs_ = R.CALLM(query, "items", {})
  else
    local ok, err = pcall(function()
      if T(R.LEN(query)) and not R.isinstance(R.GI(query, 0), R.tuple_t) then
        raise("TypeError", "")
      end
    end)
    if not ok then
      err = R.EXC(err)
      if R.isinstance(err, R.exc_classes.TypeError) then
        raise("TypeError", "not a valid non-string sequence or mapping object")
      end
      error(err, 0)
    end
    pairs_ = query
  end
  local l = {}
  for item in R.iterate(pairs_) do
    local kv = R.toarray(item)
    if #kv ~= 2 then
      if #kv > 2 then raise("ValueError", "too many values to unpack (expected 2)") end
      raise("ValueError", "not enough values to unpack (expected 2, got " .. #kv .. ")")
    end
    local k, v = quote_any(quote_via, kv[1], safe, encoding, errors), kv[2]
    if not (doseq ~= nil and T(doseq)) then
      l[#l + 1] = k .. "=" .. quote_any(quote_via, v, safe, encoding, errors)
    elseif type(v) == "string" or (isbytes(v) and getmetatable(v) == R.BytesMT) then
      l[#l + 1] = k .. "=" .. quote_any(quote_via, v, safe, encoding, errors)
    elseif not R.hasattr(v, "__len__") then
      l[#l + 1] = k .. "=" .. quote_any(quote_via, v, safe, encoding, errors)
    else
      for elt in R.iterate(v) do
        l[#l + 1] = k .. "=" .. quote_any(quote_via, elt, safe, encoding, errors)
      end
    end
  end
  return concat(l, "&")
end, "urlencode", { "query", "doseq", "safe", "encoding", "errors", "quote_via" }, { nrequired = 1 })

m.unwrap = R.sig(function(url)
  need("unwrap", { "url" }, url)
  url = R.CALLM(R.str(url), "strip", {})
  if sub(url, 1, 1) == "<" and sub(url, -1) == ">" then url = R.CALLM(sub(url, 2, -2), "strip", {}) end
  if sub(url, 1, 4) == "URL:" then url = R.CALLM(sub(url, 5), "strip", {}) end
  return url
end, "unwrap", { "url" }, { nrequired = 1 })

return m
end
