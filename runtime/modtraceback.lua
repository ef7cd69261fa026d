-- modtraceback.lua: the traceback module over moonpy's own tracebacks (runtime/traceback.lua):
-- format_exc, print_exc, format_exception, print_exception, format_exception_only. The text
-- is what an uncaught exception prints, from the frame that caught the exception down (as
-- CPython's exception.__traceback__ starts there). Deliberate differences: no caret lines
-- under the failing expression (moonpy keeps no columns at run time), and an exception's
-- traceback is its own record (the tb argument is not read; __traceback__ is None).
local type, rawget, ipairs = type, rawget, ipairs
local concat = table.concat

return function(R, host)
local _ENV = nil
local None, LIST = R.None, R.LIST
local tbm = R.traceback

local m = {}

local function is_exc(x)
  return x ~= nil and x ~= None and R.isinstance(x, R.exc_classes.BaseException)
end

-- The frames of e to show (innermost first): the outer ones it shares with the stack that
-- handles it now are dropped, down to the frame that caught it.
local function shown_frames(e)
  local frames = R.tb_frames(e)
  if type(frames) ~= "table" then return {}, {} end
  return tbm.trim_shared(frames, tbm.collect_frames(R.tb_where[1], R.tb_where[2])), frames
end

-- limit (None, or a count: the outermost frames; negative: the innermost)
local function limited(frames, limit)
  if limit == nil or limit == None then return frames end
  local n = R.INDEX(limit)
  local out = {}
  if n >= 0 then
    for i = #frames - n + 1, #frames do if i >= 1 then out[#out + 1] = frames[i] end end
  else
    for i = 1, -n do if frames[i] then out[#out + 1] = frames[i] end end
  end
  return out
end

local function text_of(e, limit, chain)
  local kept, full = shown_frames(e)
  kept = limited(kept, limit)
  local seen = {}
  if chain == false then -- no causes nor contexts
    local c, x = rawget(e, "__cause__"), rawget(e, "__context__")
    if c ~= nil then seen[c] = true end
    if x ~= nil then seen[x] = true end
  end
  local text = tbm.format_exception(kept, R.tb_where[1]:sub(2), R.tb_where[2], e, seen, full)
  if #kept == 0 then -- never raised: the exception's line alone
    local at = 1
    while true do
      local i = text:find("Traceback (most recent call last):\n", at, true)
      if not i then break end
      at = i + 1
    end
    if at > 1 then text = text:sub(1, at - 2) .. text:sub(at - 1 + #"Traceback (most recent call last):\n") end
  end
  return text
end

-- The parts CPython's format_exception returns: the header, each frame (its File line with
-- its source line), each separator of a chain ("\n<sentence>\n\n"), the exception's line.
local function parts(text)
  local lines = {}
  for line in text:gmatch("[^\n]*\n") do lines[#lines + 1] = line end
  local out, i = {}, 1
  while i <= #lines do
    local line = lines[i]
    local nxt = lines[i + 1]
    if line == "\n" and nxt and (nxt:find("^The above exception was") or
        nxt:find("^During handling of the above")) and lines[i + 2] == "\n" then
      out[#out + 1] = line .. nxt .. "\n"
      i = i + 3
    elseif line:find("^    ") and #out > 0 and out[#out]:find("^  File ") then
      out[#out] = out[#out] .. line
      i = i + 1
    else
      out[#out + 1] = line
      i = i + 1
    end
  end
  return out
end

local function write(file, text)
  if file == nil or file == None then file = R.IMPORT("sys").stderr end
  R.CALLM(file, "write", { text })
end

local function handled()
  local e = R.current_exc and R.current_exc()
  if e == nil or e == None then return nil end
  return e
end

local function value_of(exc, value)
  if value ~= nil and value ~= None and is_exc(value) then return value end
  return exc
end

m.format_exc = R.sig(function(limit, chain)
  local e = handled()
  if not e then return "NoneType: None\n" end
  return text_of(e, limit, chain)
end, "format_exc", { "limit", "chain" })

m.print_exc = R.sig(function(limit, file, chain)
  local e = handled()
  write(file, e and text_of(e, limit, chain) or "NoneType: None\n")
  return None
end, "print_exc", { "limit", "file", "chain" })

m.format_exception = R.sig(function(exc, value, tb, limit, chain)
  local e = value_of(exc, value)
  if not is_exc(e) then return LIST({ "NoneType: None\n" }) end
  return LIST(parts(text_of(e, limit, chain)))
end, "format_exception", { "exc", "value", "tb", "limit", "chain" }, { nrequired = 1 })

m.print_exception = R.sig(function(exc, value, tb, limit, file, chain)
  local e = value_of(exc, value)
  write(file, is_exc(e) and text_of(e, limit, chain) or "NoneType: None\n")
  return None
end, "print_exception", { "exc", "value", "tb", "limit", "file", "chain" }, { nrequired = 1 })

m.format_exception_only = R.sig(function(exc, value)
  local e = value_of(exc, value)
  if not is_exc(e) then return LIST({ "NoneType: None\n" }) end
  return LIST(tbm.exc_only(e))
end, "format_exception_only", { "exc", "value" }, { nrequired = 1 })

return m
end
