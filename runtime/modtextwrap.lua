-- modtextwrap.lua: textwrap after CPython's Lib/textwrap.py: TextWrapper (the same chunking
-- regex, run by the re module, and the same _wrap_chunks / _handle_long_word), wrap, fill,
-- shorten, dedent, indent. Lengths are in code points.
local type, getmetatable, setmetatable, rawget, rawset, select, ipairs, pairs, rawequal, utf8 =
      type, getmetatable, setmetatable, rawget, rawset, select, ipairs, pairs, rawequal, utf8
local string, table = string, table
local concat = table.concat

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, typename, repr, T = R.None, R.raise, R.typename, R.repr, R.T
local LIST, KWMARK = R.LIST, R.KWMARK

local m = {}
local re = R.IMPORT("re")

local function ulen(s) return utf8.len(s, 1, -1, true) or #s end
local function usub(s, i, j) -- code points i..j (1-based, inclusive; j may be nil)
  local a = utf8.offset(s, i) or #s + 1
  if j == nil then return s:sub(a) end
  local b = (utf8.offset(s, j + 1) or #s + 1) - 1
  return s:sub(a, b)
end
local function isblank(s) return s:match("^%s*$") ~= nil end

local ws = "\t\n\11\12\r "
local wp = [=[[\w!"'&.,?]]=]
local lt = [=[[^\d\W]]=]
local WORDSEP = "(\n" ..
  "  [" .. "\\t\\n\\x0b\\x0c\\r " .. "]+\n" ..
  "| (?<=" .. wp .. ") -{2,} (?=\\w)\n" ..
  "| [^\\t\\n\\x0b\\x0c\\r ]+? (?:\n" ..
  "    -(?: (?<=" .. lt .. "{2}-) | (?<=" .. lt .. "-" .. lt .. "-))\n" ..
  "    (?= " .. lt .. " -? " .. lt .. ")\n" ..
  "  | (?=[\\t\\n\\x0b\\x0c\\r ]|\\Z)\n" ..
  "  | (?<=" .. wp .. ") (?=-{2,}\\w)\n" ..
  "  )\n" ..
  ")"
local wordsep_re = R.CALL(re.compile, { WORDSEP, re.VERBOSE })
local wordsep_simple_re = R.CALL(re.compile, { "([\\t\\n\\x0b\\x0c\\r ]+)" })

local DEFAULTS = {
  width = 70, initial_indent = "", subsequent_indent = "", expand_tabs = true,
  replace_whitespace = true, fix_sentence_endings = false, break_long_words = true,
  drop_whitespace = true, break_on_hyphens = true, tabsize = 8, max_lines = None,
  placeholder = " [...]",
}
local OPTS = { "width", "initial_indent", "subsequent_indent", "expand_tabs", "replace_whitespace",
               "fix_sentence_endings", "break_long_words", "drop_whitespace", "break_on_hyphens",
               "tabsize", "max_lines", "placeholder" }

-- options of a wrapper object (any table with the attributes) as a Lua table
local function opts_of(w)
  local o = {}
  for _, k in ipairs(OPTS) do
    local v = w[k]
    if v == nil then v = DEFAULTS[k] end
    o[k] = v
  end
  return o
end

local function split_chunks(o, text)
  -- _munge_whitespace
  if T(o.expand_tabs) then text = R.CALLM(text, "expandtabs", { o.tabsize }) end
  if T(o.replace_whitespace) then text = text:gsub("[\t\n\11\12\r]", " ") end
  local rx = T(o.break_on_hyphens) and wordsep_re or wordsep_simple_re
  local parts = R.CALLM(rx, "split", { text })
  local chunks = {}
  for i = 1, #parts do
    local c = parts[i]
    if c ~= None and c ~= "" then chunks[#chunks + 1] = c end
  end
  if T(o.fix_sentence_endings) then
    local i = 1
    while i < #chunks do
      if chunks[i + 1] == " " and chunks[i]:match("[a-z][%.!?][\"']?$") then
        chunks[i + 1] = "  "
        i = i + 2
      else
        i = i + 1
      end
    end
  end
  return chunks
end

local function handle_long_word(o, rev, cur_line, cur_len, width)
  local space_left = width < 1 and 1 or width - cur_len
  if T(o.break_long_words) then
    local e = space_left
    local chunk = rev[#rev]
    if T(o.break_on_hyphens) and ulen(chunk) > space_left then
      -- chunk.rfind('-', 0, space_left)
      local head = usub(chunk, 1, space_left)
      local hyphen = nil
      local pos = 0
      for _, c in utf8.codes(head, true) do
        if c == 45 then hyphen = pos end
        pos = pos + 1
      end
      if hyphen and hyphen > 0 and usub(chunk, 1, hyphen):find("[^-]") then e = hyphen + 1 end
    end
    cur_line[#cur_line + 1] = usub(chunk, 1, e)
    rev[#rev] = usub(chunk, e + 1)
  elseif #cur_line == 0 then
    cur_line[#cur_line + 1] = rev[#rev]
    rev[#rev] = nil
  end
end

local function wrap_chunks(o, chunks)
  local lines = {}
  local width0 = R.index(o.width)
  if width0 <= 0 then raise("ValueError", "invalid width " .. repr(o.width) .. " (must be > 0)") end
  local placeholder = o.placeholder
  local max_lines = o.max_lines
  if max_lines ~= None then
    local indent = max_lines > 1 and o.subsequent_indent or o.initial_indent
    if ulen(indent) + ulen((placeholder:gsub("^%s+", ""))) > width0 then
      raise("ValueError", "placeholder too large for max width")
    end
  end
  local drop = T(o.drop_whitespace)
  local rev = {}
  for i = #chunks, 1, -1 do rev[#rev + 1] = chunks[i] end
  while #rev > 0 do
    local cur_line, cur_len = {}, 0
    local indent = #lines > 0 and o.subsequent_indent or o.initial_indent
    local width = width0 - ulen(indent)
    if drop and isblank(rev[#rev]) and #lines > 0 then rev[#rev] = nil end
    while #rev > 0 do
      local l = ulen(rev[#rev])
      if cur_len + l <= width then
        cur_line[#cur_line + 1] = rev[#rev]
        rev[#rev] = nil
        cur_len = cur_len + l
      else
        break
      end
    end
    if #rev > 0 and ulen(rev[#rev]) > width then
      handle_long_word(o, rev, cur_line, cur_len, width)
      cur_len = 0
      for _, c in ipairs(cur_line) do cur_len = cur_len + ulen(c) end
    end
    if drop and #cur_line > 0 and isblank(cur_line[#cur_line]) then
      cur_len = cur_len - ulen(cur_line[#cur_line])
      cur_line[#cur_line] = nil
    end
    if #cur_line > 0 then
      if max_lines == None or #lines + 1 < max_lines or
         ((#rev == 0 or (drop and #rev == 1 and isblank(rev[1]))) and cur_len <= width) then
        lines[#lines + 1] = indent .. concat(cur_line)
      else
        local done = false
        while #cur_line > 0 do
          if not isblank(cur_line[#cur_line]) and cur_len + ulen(placeholder) <= width then
            cur_line[#cur_line + 1] = placeholder
            lines[#lines + 1] = indent .. concat(cur_line)
            done = true
            break
          end
          cur_len = cur_len - ulen(cur_line[#cur_line])
          cur_line[#cur_line] = nil
        end
        if not done then
          local finished = false
          if #lines > 0 then
            local prev = lines[#lines]:gsub("%s+$", "")
            if ulen(prev) + ulen(placeholder) <= width0 then
              lines[#lines] = prev .. placeholder
              finished = true
            end
          end
          if not finished then lines[#lines + 1] = indent .. (placeholder:gsub("^%s+", "")) end
        end
        break
      end
    end
  end
  return lines
end

local function do_wrap(o, text)
  if type(text) ~= "string" then raise("TypeError", "expected string or bytes-like object") end
  return LIST(wrap_chunks(o, split_chunks(o, text)))
end

---------------------------------------------------------------------------------------------
-- TextWrapper
---------------------------------------------------------------------------------------------

local TW_SIG = { name = "TextWrapper", params = { "self", "width", "initial_indent",
  "subsequent_indent", "expand_tabs", "replace_whitespace", "fix_sentence_endings",
  "break_long_words", "drop_whitespace", "break_on_hyphens", "tabsize" }, nposonly = 0,
  nrequired = 1, kwonly = { "max_lines", "placeholder" }, complex = true }

local TextWrapper = R.CLASS("TextWrapper", {}, nil, function(ns)
  ns.__module__ = "textwrap"
  ns.__init__ = R.sig(function(...)
    local args = { R.ARGS(TW_SIG, ...) }
    local self = args[1]
    for i, k in ipairs(OPTS) do
      local v = args[i + 1]
      if v == nil then v = DEFAULTS[k] end
      rawset(self, k, v)
    end
    return None
  end, "__init__", TW_SIG.params, TW_SIG)
  ns.wrap = function(self, text) return do_wrap(opts_of(self), text) end
  ns.fill = function(self, text) return concat(do_wrap(opts_of(self), text), "\n") end
end)
m.TextWrapper = TextWrapper

-- wrap/fill/shorten(text, width, **kwargs): options from keywords
local function kwopts(name, params, nreq)
  local s = { name = name, params = params, nposonly = 0, nrequired = nreq, kwarg = true, complex = true }
  return s, function(...)
    local args = { R.ARGS(s, ...) }
    local n = #params
    local kw = args[n + 1]
    local o = {}
    for k, v in pairs(DEFAULTS) do o[k] = v end
    if args[2] ~= nil then o.width = args[2] end
    for k, v in R.dict_pairs(kw) do
      if DEFAULTS[k] == nil then
        raise("TypeError", "TextWrapper.__init__() got an unexpected keyword argument '" .. k .. "'")
      end
      o[k] = v
    end
    return args[1], o
  end
end

local WSIG, wargs = kwopts("wrap", { "text", "width" }, 1)
m.wrap = R.sig(function(...)
  local text, o = wargs(...)
  return do_wrap(o, text)
end, "wrap", WSIG.params, WSIG)
local FSIG, fargs = kwopts("fill", { "text", "width" }, 1)
m.fill = R.sig(function(...)
  local text, o = fargs(...)
  return concat(do_wrap(o, text), "\n")
end, "fill", FSIG.params, FSIG)
local SSIG, sargs = kwopts("shorten", { "text", "width" }, 2)
m.shorten = R.sig(function(...)
  local text, o = sargs(...)
  o.max_lines = 1
  local words = R.CALLM(text, "split", {})
  local joined = concat(words, " ")
  return concat(do_wrap(o, joined), "\n")
end, "shorten", SSIG.params, SSIG)

---------------------------------------------------------------------------------------------
-- dedent / indent
---------------------------------------------------------------------------------------------

m.dedent = R.sig(function(text)
  if type(text) ~= "string" then raise("TypeError", "expected string or bytes-like object, got '" .. typename(text) .. "'") end
  -- lines made only of blanks and tabs become empty
  local lines = {}
  for line in (text .. "\n"):gmatch("(.-)\n") do
    if line:match("^[ \t]+$") then line = "" end
    lines[#lines + 1] = line
  end
  local margin
  for _, line in ipairs(lines) do
    local ind, rest = line:match("^([ \t]*)(.?)")
    if rest ~= "" then
      if margin == nil then margin = ind
      elseif ind:sub(1, #margin) == margin then -- keep
      elseif margin:sub(1, #ind) == ind then margin = ind
      else
        local i = 1
        while i <= #margin and i <= #ind and margin:byte(i) == ind:byte(i) do i = i + 1 end
        margin = margin:sub(1, i - 1)
      end
    end
  end
  if margin and margin ~= "" then
    for i, line in ipairs(lines) do
      if line:sub(1, #margin) == margin then lines[i] = line:sub(#margin + 1) end
    end
  end
  return concat(lines, "\n")
end, "dedent", { "text" })

m.indent = R.sig(function(text, prefix, predicate)
  local out = {}
  local lines = R.CALLM(text, "splitlines", { true })
  for i = 1, #lines do
    local line = lines[i]
    local add
    if predicate == nil or predicate == None then add = not isblank(line)
    else add = T(predicate(line)) end
    out[i] = add and (prefix .. line) or line
  end
  return concat(out)
end, "indent", { "text", "prefix", "predicate" }, { nrequired = 2 })

-- too many arguments raise CPython's TypeError in its words (R.toomany: the functions
-- whose Lua parameters are CPython's)
R.toomany_all(m, {
  { "dedent", "py", 1, "dedent", 1 }, { "fill", "py", 2, "fill", 1 },
  { "indent", "py", 3, "indent", 2 }, { "shorten", "py", 2, "shorten", 2 },
  { "wrap", "py", 2, "wrap", 1 },
})
return m
end
