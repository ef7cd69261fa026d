-- modshlex.lua: shlex as CPython 3.11 documents it: the shlex lexer (POSIX and compatibility
-- modes, whitespace_split, commenters, punctuation_chars, push_token, iteration), split,
-- quote and join. The lexer reads a str (or the whole of a stream's read()) by code points.
local type, ipairs, rawget, rawset = type, ipairs, rawget, rawset
local string, table = string, table
local find, sub, concat = string.find, string.sub, table.concat

return function(R, host)
local _ENV = nil
local None, raise, T, typename = R.None, R.raise, R.T, R.typename

local m = {}

local WORDCHARS = "abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
local POSIX_WORDCHARS = "ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ"

local chars = R.str_chars -- the code points of a str, as strs

-- a str attribute as a set of its characters (cached per string)
local setcache = {}
local function charset(s)
  if type(s) ~= "string" then s = R.str(s) end
  local t = setcache[s]
  if not t then
    t = {}
    for _, c in ipairs(chars(s)) do t[c] = true end
    setcache[s] = t
  end
  return t
end

-- A lexer's state lives in its instance: the Python attributes (posix, whitespace_split,
-- wordchars ... state, token, lineno, eof) and the private "#in" (the characters), "#pos",
-- "#back" (pushed-back tokens) and "#pchars" (pushed-back characters of punctuation_chars).

local function nextchar(lx)
  local pb = rawget(lx, "#pchars")
  if rawget(lx, "_punctuation_chars") ~= "" and #pb > 0 then
    local c = pb[#pb]
    pb[#pb] = nil
    return c
  end
  local pos = rawget(lx, "#pos")
  local c = rawget(lx, "#in")[pos]
  if c == nil then return "" end
  rawset(lx, "#pos", pos + 1)
  return c
end

local function readline(lx)
  local input, pos = rawget(lx, "#in"), rawget(lx, "#pos")
  while input[pos] ~= nil do
    pos = pos + 1
    if input[pos - 1] == "\n" then break end
  end
  rawset(lx, "#pos", pos)
end

local function read_token(lx)
  local posix = T(lx.posix)
  local wsplit = T(lx.whitespace_split)
  local whitespace, commenters, wordchars = charset(lx.whitespace), charset(lx.commenters), charset(lx.wordchars)
  local quotes, escape, escapedquotes = charset(lx.quotes), charset(lx.escape), charset(lx.escapedquotes)
  local punct = charset(rawget(lx, "_punctuation_chars"))
  local haspunct = rawget(lx, "_punctuation_chars") ~= ""
  local state, token = lx.state, lx.token
  local lineno = lx.lineno
  local quoted, escapedstate = false, " "
  local function save()
    rawset(lx, "state", state); rawset(lx, "token", token); rawset(lx, "lineno", lineno)
  end
  while true do
    local c = nextchar(lx)
    if c == "\n" then lineno = R.ADD(lineno, 1) end
    if state == None then
      token = ""
      break
    elseif state == " " then
      if c == "" then
        state = None
        break
      elseif whitespace[c] then
        if token ~= "" or (posix and quoted) then break end
      elseif commenters[c] then
        readline(lx)
        lineno = R.ADD(lineno, 1)
      elseif posix and escape[c] then
        escapedstate, state = "a", c
      elseif wordchars[c] then
        token, state = c, "a"
      elseif punct[c] then
        token, state = c, "c"
      elseif quotes[c] then
        if not posix then token = c end
        state = c
      elseif wsplit then
        token, state = c, "a"
      else
        token = c
        if token ~= "" or (posix and quoted) then break end
      end
    elseif quotes[state] then
      quoted = true
      if c == "" then
        save()
        raise("ValueError", "No closing quotation")
      end
      if c == state then
        if not posix then
          token = token .. c
          state = " "
          break
        end
        state = "a"
      elseif posix and escape[c] and escapedquotes[state] then
        escapedstate, state = state, c
      else
        token = token .. c
      end
    elseif escape[state] then
      if c == "" then
        save()
        raise("ValueError", "No escaped character")
      end
      -- in quotes, only the quote and the escape itself are escaped
      if quotes[escapedstate] and c ~= state and c ~= escapedstate then token = token .. state end
      token = token .. c
      state = escapedstate
    elseif state == "a" or state == "c" then
      if c == "" then
        state = None
        break
      elseif whitespace[c] then
        state = " "
        if token ~= "" or (posix and quoted) then break end
      elseif commenters[c] then
        readline(lx)
        lineno = R.ADD(lineno, 1)
        if posix then
          state = " "
          if token ~= "" or (posix and quoted) then break end
        end
      elseif state == "c" then
        if punct[c] then
          token = token .. c
        else
          if not whitespace[c] then
            local pb = rawget(lx, "#pchars")
            pb[#pb + 1] = c
          end
          state = " "
          break
        end
      elseif posix and quotes[c] then
        state = c
      elseif posix and escape[c] then
        escapedstate, state = "a", c
      elseif wordchars[c] or quotes[c] or (wsplit and not punct[c]) then
        token = token .. c
      else
        if haspunct then
          local pb = rawget(lx, "#pchars")
          pb[#pb + 1] = c
        else
          local back = rawget(lx, "#back")
          table.insert(back, 1, c)
        end
        state = " "
        if token ~= "" or (posix and quoted) then break end
      end
    end
  end
  local result = token
  token = ""
  save()
  if posix and not quoted and result == "" then return None end
  return result
end

local function get_token(lx)
  local back = rawget(lx, "#back")
  if #back > 0 then return table.remove(back, 1) end
  return read_token(lx)
end

local function init(self, instream, infile, posix, punctuation_chars)
  if instream == nil or instream == None then instream = ""
  elseif type(instream) ~= "string" then
    local r = R.CALLM(instream, "read", {})
    if type(r) ~= "string" then instream = R.str(r) else instream = r end
  end
  posix = posix ~= nil and T(posix)
  local input = chars(instream)
  host.charge(#input) -- (the lexer's loop over the characters is runtime code)
  rawset(self, "#in", input)
  rawset(self, "#pos", 1)
  rawset(self, "#back", {})
  rawset(self, "#pchars", {})
  rawset(self, "infile", infile == nil and None or infile)
  rawset(self, "posix", posix)
  rawset(self, "eof", posix and None or "")
  rawset(self, "commenters", "#")
  local wc = WORDCHARS
  if posix then wc = wc .. POSIX_WORDCHARS end
  rawset(self, "whitespace", " \t\r\n")
  rawset(self, "whitespace_split", false)
  rawset(self, "quotes", "'\"")
  rawset(self, "escape", "\\")
  rawset(self, "escapedquotes", "\"")
  rawset(self, "state", " ")
  rawset(self, "lineno", 1)
  rawset(self, "debug", 0)
  rawset(self, "token", "")
  rawset(self, "source", None)
  if punctuation_chars == nil or punctuation_chars == false then punctuation_chars = ""
  elseif punctuation_chars == true then punctuation_chars = "();<>|&" end
  if type(punctuation_chars) ~= "string" then
    raise("TypeError", "can only concatenate str (not \"" .. typename(punctuation_chars) .. "\") to str")
  end
  rawset(self, "_punctuation_chars", punctuation_chars)
  if punctuation_chars ~= "" then
    wc = wc .. "~-./*?="
    local p = charset(punctuation_chars)
    local keep = {}
    for _, c in ipairs(chars(wc)) do if not p[c] then keep[#keep + 1] = c end end
    wc = concat(keep)
  end
  rawset(self, "wordchars", wc)
  return None
end

local shlex = R.CLASS("shlex", {}, nil, function(ns)
  ns.__module__ = "shlex"
  ns.__init__ = R.sig(init, "__init__", { "self", "instream", "infile", "posix", "punctuation_chars" },
    { nrequired = 1 })
  ns.punctuation_chars = R.builtins.property(function(self) return rawget(self, "_punctuation_chars") end)
  ns.get_token = function(self) return get_token(self) end
  ns.read_token = function(self) return read_token(self) end
  ns.push_token = R.sig(function(self, tok)
    if tok == nil then raise("TypeError", "shlex.push_token() missing 1 required positional argument: 'tok'") end
    table.insert(rawget(self, "#back"), 1, tok)
    return None
  end, "push_token", { "self", "tok" }, { nrequired = 2 })
  ns.__iter__ = function(self) return self end
  ns.__next__ = function(self)
    local tok = get_token(self)
    if R.EQ(tok, self.eof) then raise("StopIteration") end
    return tok
  end
end)
m.shlex = shlex

m.split = R.sig(function(s, comments, posix)
  if s == nil then raise("TypeError", "split() missing 1 required positional argument: 's'") end
  if s == None then s = "" end -- (CPython 3.11 reads sys.stdin, which the sandbox has empty)
  if posix == nil then posix = true end
  local lx = R.CALL(shlex, { s }, { "posix", posix })
  rawset(lx, "whitespace_split", true)
  if not (comments ~= nil and T(comments)) then rawset(lx, "commenters", "") end
  local out = {}
  local eof = lx.eof
  while true do
    local tok = get_token(lx)
    if tok == eof then break end
    out[#out + 1] = tok
  end
  return R.LIST(out)
end, "split", { "s", "comments", "posix" }, { nrequired = 1 })

local function quote(s)
  if s == nil then raise("TypeError", "quote() missing 1 required positional argument: 's'") end
  if not T(s) then return "''" end
  if type(s) ~= "string" then
    if R.bytes_raw(s) then raise("TypeError", "cannot use a string pattern on a bytes-like object") end
    raise("TypeError", "expected string or bytes-like object, got '" .. typename(s) .. "'")
  end
  if not find(s, "[^%w@%%+=:,./_-]") then return s end
  return "'" .. s:gsub("'", "'\"'\"'") .. "'"
end
m.quote = R.sig(quote, "quote", { "s" }, { nrequired = 1 })

m.join = R.sig(function(split_command)
  if split_command == nil then
    raise("TypeError", "join() missing 1 required positional argument: 'split_command'")
  end
  local parts = {}
  for v in R.iterate(split_command) do parts[#parts + 1] = quote(v) end
  return concat(parts, " ")
end, "join", { "split_command" }, { nrequired = 1 })

-- fewer or more positional arguments than CPython's Python function takes: its TypeError
-- (R.pyfuncs: { name, positional parameters, required ones })
R.pyfuncs(m, {
  { "quote", 1, 1 }, { "split", 3, 1 }, { "join", 1, 1 }
})
return m
end
