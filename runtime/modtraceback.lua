-- modtraceback.lua: the traceback module over moonpy's own tracebacks (runtime/traceback.lua):
-- format_exc, print_exc, format_exception, print_exception, format_exception_only; the frames
-- as FrameSummary and StackSummary (extract_tb, extract_stack, format_tb, format_stack,
-- format_list, their print_* forms); TracebackException. The text
-- is what an uncaught exception prints, from the frame that caught the exception down (as
-- CPython's exception.__traceback__ starts there). Deliberate differences: no caret lines
-- under the failing expression (moonpy keeps no columns at run time), an exception's
-- traceback is its own record (the tb argument of format_exception is not read), and there are
-- no frame objects (FrameSummary.locals is None; walk_tb and walk_stack do not exist).
local type, rawget, rawset, rawequal, ipairs, setmetatable = type, rawget, rawset, rawequal, ipairs, setmetatable
local concat = table.concat
local math_max = math.max

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

---------------------------------------------------------------------------------------------
-- FrameSummary, StackSummary and the functions over them
---------------------------------------------------------------------------------------------

local function class(name, bases, body)
  local c = R.CLASS(name, bases, nil, body)
  c["#dict"].__module__ = "traceback"
  return c
end
local function fs_fields(f) return { R.GA(f, "filename"), R.GA(f, "lineno"), R.GA(f, "name"), R.GA(f, "line") } end
local FrameSummary
FrameSummary = class("FrameSummary", { R.object }, function(ns)
  ns.__init__ = R.sig(function(self, filename, lineno, name, lookup_line, locals, line)
    R.SA(self, "filename", filename)
    R.SA(self, "lineno", lineno)
    R.SA(self, "name", name)
    R.SA(self, "locals", None)
    R.SA(self, "_line", line == nil and None or line)
    return None
  end, "__init__", { "self", "filename", "lineno", "name", "lookup_line", "locals", "line" }, { nrequired = 4 })
  ns.line = setmetatable({ fget = function(self)
    local l = R.GA(self, "_line")
    if l == None then return None end
    return (l:gsub("^%s+", ""):gsub("%s+$", ""))
  end, fdel = None }, R.PropertyMT)
  ns.__iter__ = function(self) return R.builtins.iter(R.TUPLE(fs_fields(self))) end
  ns.__getitem__ = function(self, i) return R.GI(R.TUPLE(fs_fields(self)), i) end
  ns.__len__ = function() return 4 end
  ns.__eq__ = function(self, other)
    if R.isinstance(other, R.tuple_t) then return R.EQ(R.TUPLE(fs_fields(self)), other) end
    if R.isinstance(other, FrameSummary) then return R.EQ(R.TUPLE(fs_fields(self)), R.TUPLE(fs_fields(other))) end
    return R.NotImplemented
  end
  ns.__hash__ = None
  ns.__repr__ = function(self)
    return "<FrameSummary file " .. R.str(R.GA(self, "filename")) .. ", line " .. R.str(R.GA(self, "lineno"))
      .. " in " .. R.str(R.GA(self, "name")) .. ">"
  end
end)
m.FrameSummary = FrameSummary

-- the text of one frame, as StackSummary.format writes it
local function frame_text(f)
  local t = R.GA(f, "filename")
  local s = '  File "' .. R.str(t) .. '", line ' .. R.str(R.GA(f, "lineno")) .. ", in " .. R.str(R.GA(f, "name")) .. "\n"
  local line = R.GA(f, "line")
  if line ~= None and line ~= "" then s = s .. "    " .. line .. "\n" end
  return s
end
local StackSummary
StackSummary = class("StackSummary", { R.list_t }, function(ns)
  ns.format = function(self)
    local out, last, count = {}, nil, 0
    local function flush()
      if count > 3 then
        out[#out + 1] = "  [Previous line repeated " .. (count - 3) .. " more time" .. (count - 3 == 1 and "" or "s") .. "]\n"
      end
    end
    for f in R.iterate(self) do
      local key = R.str(R.GA(f, "filename")) .. "\0" .. R.str(R.GA(f, "lineno")) .. "\0" .. R.str(R.GA(f, "name"))
      if key == last then count = count + 1 else flush(); last, count = key, 1 end
      if count <= 3 then out[#out + 1] = frame_text(f) end
    end
    flush()
    return LIST(out)
  end
end)
local function summary(items)
  local s = R.type_call(StackSummary)
  for _, f in ipairs(items) do R.CALLM(s, "append", { f }) end
  return s
end
rawset(StackSummary["#dict"], "from_list", setmetatable({ f = function(cls, list)
  local items = {}
  for x in R.iterate(list) do
    if R.isinstance(x, FrameSummary) then
      items[#items + 1] = x
    else
      local a = R.toarray(x)
      items[#items + 1] = R.CALL(FrameSummary, { a[1], a[2], a[3] }, { "line", a[4] == nil and None or a[4] })
    end
  end
  return summary(items)
end }, R.ClassMT))
R.build_flat(StackSummary)
m.StackSummary = StackSummary

-- FrameSummary objects of frames (innermost first), outermost first, of file `filename`
local function summaries(frames, filename)
  local lines = R.tb_where[2]
  local out = {}
  for i = #frames, 1, -1 do
    local f = frames[i]
    out[#out + 1] = R.CALL(FrameSummary, { filename, f.line, f.name }, { "line", lines[f.line] or "" })
  end
  return out
end
local function last_n(items, limit) -- extract_stack's: the innermost n
  if limit == nil or limit == None then return items end
  local n = R.INDEX(limit)
  local out = {}
  for i = math_max(1, #items - n + 1), #items do out[#out + 1] = items[i] end
  return out
end

-- the FrameSummary objects of a traceback object (limit: as extract_tb's)
local function tb_summaries(tb, limit)
  if tb == nil or tb == None then return {} end
  if not R.is_traceback(tb) then
    R.raise("AttributeError", "'" .. R.typename(tb) .. "' object has no attribute 'tb_frame'")
  end
  local frames = R.traceback_frames(tb)
  return summaries(limited(frames, limit), frames.filename or R.tb_where[1]:sub(2))
end
m.extract_tb = R.sig(function(tb, limit)
  return summary(tb_summaries(tb, limit))
end, "extract_tb", { "tb", "limit" }, { nrequired = 1 })
m.format_list = R.sig(function(extracted)
  return R.CALLM(m.StackSummary["#dict"].from_list.f(StackSummary, extracted), "format", {})
end, "format_list", { "extracted_list" })
m.format_tb = R.sig(function(tb, limit)
  return R.CALLM(m.extract_tb(tb, limit), "format", {})
end, "format_tb", { "tb", "limit" }, { nrequired = 1 })
m.print_tb = R.sig(function(tb, limit, file)
  for line in R.iterate(m.format_tb(tb, limit)) do write(file, line) end
  return None
end, "print_tb", { "tb", "limit", "file" }, { nrequired = 1 })
m.print_list = R.sig(function(extracted, file)
  for line in R.iterate(m.format_list(extracted)) do write(file, line) end
  return None
end, "print_list", { "extracted_list", "file" }, { nrequired = 1 })
-- the stack where extract_stack is called (the frame that calls it last)
local function stack_here()
  return summaries(tbm.collect_frames(R.tb_where[1], R.tb_where[2]), R.tb_where[1]:sub(2))
end
m.extract_stack = R.sig(function(f, limit)
  return summary(last_n(stack_here(), limit))
end, "extract_stack", { "f", "limit" })
m.format_stack = R.sig(function(f, limit)
  return R.CALLM(summary(last_n(stack_here(), limit)), "format", {})
end, "format_stack", { "f", "limit" })
m.print_stack = R.sig(function(f, limit, file)
  for line in R.iterate(R.CALLM(summary(last_n(stack_here(), limit)), "format", {})) do write(file, line) end
  return None
end, "print_stack", { "f", "limit", "file" })

---------------------------------------------------------------------------------------------
-- TracebackException: an exception captured for formatting later
---------------------------------------------------------------------------------------------

m.TracebackException = class("TracebackException", { R.object }, function(ns)
  ns.__init__ = R.sig(function(self, exc_type, exc_value, exc_traceback)
    rawset(self, "#exc", exc_value)
    R.SA(self, "exc_type", exc_type)
    R.SA(self, "stack", summary(tb_summaries(exc_traceback)))
    R.SA(self, "__cause__", None)
    R.SA(self, "__context__", None)
    R.SA(self, "__suppress_context__", rawget(exc_value, "__suppress_context__") or false)
    R.SA(self, "__notes__", rawget(exc_value, "__notes__") or None)
    local cause, context = rawget(exc_value, "__cause__"), rawget(exc_value, "__context__")
    if is_exc(cause) then R.SA(self, "__cause__", R.CALL(m.TracebackException["#dict"].from_exception.f, { m.TracebackException, cause })) end
    if is_exc(context) then R.SA(self, "__context__", R.CALL(m.TracebackException["#dict"].from_exception.f, { m.TracebackException, context })) end
    return None
  end, "__init__", { "self", "exc_type", "exc_value", "exc_traceback", "limit", "lookup_lines", "capture_locals",
                     "compact", "max_group_width", "max_group_depth", "_seen" }, { nrequired = 4 })
  ns.format = R.sig(function(self, chain)
    return R.builtins.iter(LIST(parts(text_of(rawget(self, "#exc"), nil, chain == nil and true or R.T(chain)))))
  end, "format", { "self", "chain" }, { nrequired = 1 })
  ns.format_exception_only = function(self)
    return R.builtins.iter(LIST(tbm.exc_only(rawget(self, "#exc"))))
  end
  ns.print = R.sig(function(self, file, chain)
    write(file, text_of(rawget(self, "#exc"), nil, chain == nil and true or R.T(chain)))
    return None
  end, "print", { "self", "file", "chain" }, { nrequired = 1 })
  ns.__str__ = function(self) return R.str(rawget(self, "#exc")) end
  ns.__eq__ = function(self, other)
    if not R.isinstance(other, m.TracebackException) then return R.NotImplemented end
    return rawequal(rawget(self, "#exc"), rawget(other, "#exc"))
  end
end)
rawset(m.TracebackException["#dict"], "from_exception", setmetatable({ f = function(cls, exc)
  return R.CALL(cls, { R.typeof(exc), exc, R.GA(exc, "__traceback__") })
end }, R.ClassMT))
R.build_flat(m.TracebackException)

return m
end
