-- traceback.lua: CPython's tracebacks for translated code: the Python frames of a Lua stack (with
-- the line map of multi-line statements), the traceback recorded at an exception's first raise
-- (try blocks run under R.pcall), unbound local variables and NameError suggestions, chained
-- exceptions' text, and the text of limit errors.
local type, getmetatable, setmetatable, rawget, rawset, rawequal, error, pcall, xpcall, pairs, ipairs =
      type, getmetatable, setmetatable, rawget, rawset, rawequal, error, pcall, xpcall, pairs, ipairs
local format, concat, getinfo, table_sort = string.format, table.concat, debug.getinfo, table.sort
local getlocal = debug.getlocal
local running = coroutine.running
local char, tonumber = string.char, tonumber
local math = math

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil

local function source_lines(src)
  local lines = {}
  for l in (src .. "\n"):gmatch("([^\n]*)\n") do lines[#lines + 1] = l end
  return lines
end

-- Line maps of the loaded chunks (Lua line -> Python line where they differ), registered by
-- each chunk's first line through R.LINEMAP.
local linemaps = {}
function R.LINEMAP(map)
  linemaps[getinfo(2, "S").source] = map
end
local function pyline(source, line)
  local m = linemaps[source]
  return m and m[line] or line
end

-- the Python name of the function whose code starts at `line`
local function func_name(lines, line)
  if line == 0 then return "<module>" end
  local text = lines[line] or ""
  local name = text:match("^%s*def%s+([%w_]+)") or text:match("^%s*async%s+def%s+([%w_]+)")
  if name then return name end
  name = text:match("^%s*class%s+([%w_]+)")
  if name then return name end
  if text:find("lambda") then return "<lambda>" end
  return nil -- a runtime closure (try body, comprehension ...): not a Python frame
end

-- One level of a stack walk in the chunk's code: a Python frame is recorded; a runtime closure
-- inside it (a try body, a comprehension) lends its line to the enclosing Python frame.
-- Returns `pending`.
local SIG = R.SIG
local function frame_step(frames, pending, linedefined, currentline, chunkname, lines, func)
  -- a Python function's own name (one an earlier cell defined is not in this cell's lines)
  local sig = func and SIG[func]
  local name = sig and sig.py and (sig.co_name or sig.name) or func_name(lines, pyline(chunkname, linedefined))
  local cur = pyline(chunkname, currentline)
  if name then
    frames[#frames + 1] = { line = pending or cur, name = name }
    return nil
  end
  return pending or cur
end

-- Collects the Python frames of the stack at an error (innermost first). A very deep stack
-- (runaway recursion reaches Lua's limit, far past CPython's 1000) keeps its innermost 1000
-- and outermost 50 levels; the levels between count as repeats of their neighbours.
local pyframes = host.pyframes
local function frames_of(levels, chunkname, lines)
  local frames = {}
  local pending
  local skip_at = levels.skip_at
  for i = 1, #levels, 3 do
    if skip_at and (i - 1) // 3 == skip_at then
      frames.skipped = levels.skipped
      frames.skip_at = #frames
    end
    pending = frame_step(frames, pending, levels[i], levels[i + 1], chunkname, lines, levels[i + 2])
  end
  return frames
end
local function collect_frames(chunkname, lines)
  return frames_of(pyframes(chunkname, 2), chunkname, lines)
end

-- An argument error of a callee's prologue (objfunc.lua's argerr): without the callee's frame
local function drop_callee(e, frames)
  if type(e) == "table" and rawget(e, "#tb_drop") and frames and frames[1] then
    local out = {}
    for i = 2, #frames do out[i - 1] = frames[i] end
    out.skipped, out.skip_at = frames.skipped, frames.skip_at and frames.skip_at - 1
    return out
  end
  return frames
end
R.tb_drop_callee = drop_callee

-- The frames an exception recorded at its first raise, or nil. The handler of a try block
-- records the stack's levels only ({raw = true, linedefined, currentline, function, ...}): most caught
-- exceptions are never printed, so their frames are made the first time they are asked for.
local function tb_frames(e)
  local tb = rawget(e, "#tb")
  if type(tb) == "table" and tb.raw then
    tb = drop_callee(e, frames_of(tb, R.tb_where[1], R.tb_where[2]))
    rawset(e, "#tb", tb)
  end
  return tb
end
R.tb_frames = tb_frames

-- try blocks run under R.pcall: an exception records its traceback when first raised, so
-- that a re-raise (or an uncaught exception leaving through `finally`) prints CPython's
-- traceback, from the module down to where it was raised.
local xpcall_ = xpcall

-- The Python exception for an error value inside a message handler (where nothing may be
-- raised), or nil for a limit error or a value that cannot be converted.
local function as_exception(e)
  local mt = getmetatable(e)
  if mt == R.LimitMT then return nil end
  if type(e) == "table" and mt and mt["#inst"] then return e end
  local ok, exc = pcall(R.lua_error, e)
  if ok and type(exc) == "table" then return exc end
  return nil
end

local function tb_handler(e)
  local exc = as_exception(e)
  if not exc then return e end
  e = exc
  if rawget(e, "#tb") == nil and R.tb_where then
    local ok, levels = pcall(pyframes, R.tb_where[1], 1)
    if ok then
      rawset(e, "#tb", levels)
      local co, main = running() -- the frames end at this generator's body (see coroutine_tb)
      if not main then rawset(e, "#tb_co", co) end
    end
    -- raised while handling another exception: implicit chaining, as CPython
    local cur = R.current_exc()
    if cur and not rawequal(cur, e) and rawget(e, "__context__") == nil then
      rawset(e, "__context__", cur)
    end
  end
  return e
end

-- The Python name of a Lua local of generated code, or nil for temporaries (_tN), runtime
-- helpers (_RX) and Lua's internal slots ("(for state)" ...); mangled names lose their "_".
local function python_name(name)
  if name:find("^%(") or name:find("^_t%d") then return nil end
  local enc = name:match("^_RU(.*)U$")
  if enc then -- a non-ASCII name (see mangle in transpiler/codegen.lua)
    return (enc:gsub("_(_?)(%x?%x?)", function(u, hex)
      if u == "_" then return "_" .. hex end
      return char(tonumber(hex, 16))
    end))
  end
  if name:find("_$") then return name:sub(1, -2) end
  if name:find("^_R") then return nil end
  return name
end

-- A runtime helper received nil: an unbound local variable of the running Python function
-- (nil never reaches Python code otherwise). Find its name in the innermost Python frame.

function R.unbound()
  local chunk = R.tb_where and R.tb_where[1]
  local level = 2
  while chunk do
    local info = getinfo(level, "S")
    if not info then break end
    if info.source == chunk then
      local i = 1
      while true do
        local name, value = getlocal(level, i)
        if not name then break end
        local pyname = value == nil and python_name(name)
        if pyname then
          R.raise("UnboundLocalError", "cannot access local variable '" .. pyname ..
                  "' where it is not associated with a value")
        end
        i = i + 1
      end
    end
    level = level + 1
  end
  R.raise("UnboundLocalError", "cannot access a local variable that is not associated with a value")
end

-- The local variable names of the innermost Python frame (for NameError suggestions).
function R.frame_locals()
  local chunk = R.tb_where and R.tb_where[1]
  local level = 2
  while chunk do
    local info = getinfo(level, "S")
    if not info then break end
    if info.source == chunk then
      if info.what == "main" then return {} end
      local names, i = {}, 1
      while true do
        local name = getlocal(level, i)
        if not name then break end
        names[#names + 1] = python_name(name)
        i = i + 1
      end
      return names
    end
    level = level + 1
  end
  return {}
end

-- An exception leaving a coroutine (a generator body): its frames there, then the resumer's.
function R.coroutine_tb(co, e)
  local exc = R.tb_where and as_exception(e)
  if not exc then return e end
  e = exc
  local chunkname, lines = R.tb_where[1], R.tb_where[2]
  local co_now, main = running()
  if rawget(e, "#tb") ~= nil then
    -- frames recorded in co's body end there: the resumer's frames follow
    if rawget(e, "#tb_co") == co then
      local tb = tb_frames(e)
      local out = {}
      for i = 1, #tb do out[i] = tb[i] end
      local ok, outer = pcall(collect_frames, chunkname, lines)
      if ok then for i = 1, #outer do out[#out + 1] = outer[i] end end
      rawset(e, "#tb", out)
      rawset(e, "#tb_co", not main and co_now or nil)
    end
    return e
  end
  local frames = {}
  local pending
  local level = 0
  while true do
    local info = getinfo(co, level, "Slf")
    if not info then break end
    if info.source == chunkname and info.currentline > 0 then
      pending = frame_step(frames, pending, info.linedefined, info.currentline, chunkname, lines,
                           info.func)
    end
    level = level + 1
  end
  local ok, outer = pcall(collect_frames, chunkname, lines)
  if ok then for i = 1, #outer do frames[#frames + 1] = outer[i] end end
  rawset(e, "#tb", drop_callee(e, frames))
  if not main then rawset(e, "#tb_co", co_now) end
  return e
end
R.pcall = function(f, ...) return xpcall_(f, R.tb_handler, ...) end
-- generated code's try blocks call xpcall with the handler themselves (Gen:protect_open);
-- run.lua puts sandbox.c's handler in front of this one (host.tbhandler): exception instances
-- take the C path, any other error value this one
R.xpcall, R.tb_handler = xpcall_, tb_handler

-- CPython 3.11's "Did you mean" (Python/suggestions.c): Levenshtein distance where a case
-- change costs 1 and any other edit 2, at most a third of the characters changed.
local MOVE_COST, CASE_COST = 2, 1
local function distance(a, b, max)
  if a == b then return 0 end
  local la, lb = #a, #b
  local prev, cur = {}, {}
  for j = 0, lb do prev[j] = j * MOVE_COST end
  for i = 1, la do
    cur[0] = i * MOVE_COST
    local ca = a:byte(i)
    local best = cur[0]
    for j = 1, lb do
      local cb = b:byte(j)
      local sub = 0
      if ca ~= cb then
        local lower_a = (ca >= 65 and ca <= 90) and ca + 32 or ca
        local lower_b = (cb >= 65 and cb <= 90) and cb + 32 or cb
        sub = lower_a == lower_b and CASE_COST or MOVE_COST
      end
      local v = prev[j - 1] + sub
      if prev[j] + MOVE_COST < v then v = prev[j] + MOVE_COST end
      if cur[j - 1] + MOVE_COST < v then v = cur[j - 1] + MOVE_COST end
      cur[j] = v
      if v < best then best = v end
    end
    if best > max then return max + 1 end
    prev, cur = cur, prev
  end
  return prev[lb]
end

local function suggest(name, names)
  if #name > 40 then return nil end
  local best, bestd = nil, math.huge
  for _, item in ipairs(names) do
    if item ~= name and #item <= 40 then
      local max = (#name + #item + 3) * MOVE_COST // 6
      if bestd - 1 < max then max = bestd - 1 end
      local d = distance(name, item, max)
      if d <= max and d < bestd then best, bestd = item, d end
    end
  end
  return best
end

local function name_suggestion(e)
  local args = rawget(e, "args")
  local msg = args and args[1]
  local name = type(msg) == "string" and msg:match("^name '(.-)' is not defined$")
  if not name then return nil end
  local globals, builtins = {}, {}
  for k in pairs(R.G) do
    if type(k) == "string" and k:byte(1) ~= 0 then globals[#globals + 1] = k end
  end
  for k in pairs(R.builtins) do
    if type(k) == "string" then builtins[#builtins + 1] = k end
  end
  table_sort(globals)
  table_sort(builtins)
  local locals = rawget(e, "#locals") or {}
  return suggest(name, locals) or suggest(name, globals) or suggest(name, builtins)
end

-- an AttributeError's: the names of dir(e.obj) near e.name
local function attribute_suggestion(e)
  local name, obj = rawget(e, "name"), rawget(e, "obj")
  if type(name) ~= "string" or obj == nil or obj == R.None then return nil end
  return suggest(name, R.toarray(R.builtins.dir(obj)))
end

-- str(e) for a traceback: a __str__ that raises gives CPython's placeholder (a limit error
-- still ends the run: no handler swallows it)
local printed = setmetatable({}, { __mode = "k" }) -- exception -> the message its traceback shows
-- the limit error that error value e is, or nil: Lua's own out-of-memory message is the memory
-- limit (the allocator refused), not an exception a placeholder may stand for
local function limit_of(e)
  if getmetatable(e) == R.LimitMT then return e end
  if type(e) == "string" and (e == "not enough memory" or e:find("not enough memory$")) then
    return R.limit_error("MemoryError", "memory limit exceeded")
  end
  return nil
end
R.limit_of = limit_of
local function safe_str(e)
  local ok, msg = pcall(R.str, e)
  if not (ok and type(msg) == "string") then
    local lim = limit_of(msg)
    if lim then error(lim, 0) end
    msg = "<exception str() failed>"
  end
  if type(e) == "table" then printed[e] = msg end
  return msg
end
R.safe_str = safe_str
-- the message of exception e as its traceback printed it, or nil
function R.printed_message(e) return printed[e] end

local function exc_line(e)
  local t = R.typeof(e)
  local msg = safe_str(e)
  local name = t["#name"]
  -- a module's exception is named with its module, as CPython's traceback does
  local mod = not t["#builtin"] and t["#dict"] and rawget(t["#dict"], "__module__")
  if type(mod) == "string" and mod ~= "__main__" and mod ~= "builtins" then
    name = mod .. "." .. (t["#qualname"] or name)
  end
  if t == R.exc_classes.NameError then
    local ok, s = pcall(name_suggestion, e)
    if ok and s then msg = msg .. ". Did you mean: '" .. s .. "'?" end
  elseif R.issubclass(t, R.exc_classes.AttributeError) then
    local ok, s = pcall(attribute_suggestion, e)
    if ok and s then msg = msg .. ". Did you mean: '" .. s .. "'?" end
  end
  if msg == "" then return name end
  return name .. ": " .. msg
end

-- the lines CPython prints for an exception below its traceback: its line, then its notes
local function exc_only(e)
  local out = { exc_line(e) .. "\n" }
  local notes = rawget(e, "__notes__")
  local mt = getmetatable(notes)
  if mt == R.ListMT or mt == R.TupleMT then
    for i = 1, #notes do
      local ok, s = pcall(R.str, notes[i])
      if not ok and limit_of(s) then error(limit_of(s), 0) end
      out[#out + 1] = (ok and type(s) == "string" and s or "<note str() failed>") .. "\n"
    end
  elseif notes ~= nil and notes ~= R.None then
    local ok, s = pcall(R.repr, notes)
    if not ok and limit_of(s) then error(limit_of(s), 0) end
    out[#out + 1] = (ok and type(s) == "string" and s or "<__notes__ repr() failed>") .. "\n"
  end
  return out
end

-- The File lines of a traceback (outermost first); like CPython, a frame repeated more than 3
-- times in a row is printed 3 times and then counted ("[Previous line repeated 996 more times]").
local function frames_text(frames, filename, lines)
  local out = {}
  local last, count = nil, 0
  local function flush()
    if count > 3 then
      out[#out + 1] = format("  [Previous line repeated %d more time%s]\n", count - 3,
                             count - 3 == 1 and "" or "s")
    end
  end
  for i = #frames, 1, -1 do
    local f = frames[i]
    local key = f.line .. "\0" .. f.name
    if key == last then count = count + 1 else flush(); last, count = key, 1 end
    if i == frames.skip_at and frames.skipped then count = count + frames.skipped end
    if count <= 3 then
      out[#out + 1] = format('  File "%s", line %d, in %s\n', filename, f.line, f.name)
      local text = lines[f.line]
      if text then
        text = text:gsub("^%s+", ""):gsub("%s+$", "")
        if text ~= "" then out[#out + 1] = "    " .. text .. "\n" end
      end
    end
  end
  flush()
  return concat(out)
end

local function limit_text(e)
  if e.what == "MemoryError" then return "MemoryError: " .. e.msg .. "\n" end
  if e.what == "TimeoutError" then return "TimeoutError: " .. e.msg .. "\n" end
  return e.what .. ": " .. e.msg .. "\n"
end

-- An exception instance (a chained __cause__ or __context__ that code set to something else is
-- not one, and is not followed).
local function as_exc(x)
  local mt = type(x) == "table" and getmetatable(x)
  if mt and mt["#inst"] and R.isinstance(x, R.exc_classes.BaseException) then return x end
  return nil
end

-- frames (innermost first) without the outer ones they share with outer (the same function at
-- the same line), keeping at least the innermost: the traceback from the frame that caught it.
local function trim_shared(frames, outer)
  local skip = 0
  while skip < #frames - 1 and skip < #outer do
    local a, b = frames[#frames - skip], outer[#outer - skip]
    if a.line ~= b.line or a.name ~= b.name then break end
    skip = skip + 1
  end
  local kept = {}
  for i = 1, #frames - skip do kept[i] = frames[i] end
  return kept
end

-- The whole text of an uncaught exception, as CPython prints it: its chain of causes and
-- contexts first, oldest first; a chained exception's traceback starts at the frame that caught
-- it (the outer frames it shares with the exception it chains to are dropped), and one never
-- raised has none. An exception group shows its sub-exceptions in nested boxes, as CPython's
-- traceback.TracebackException.format does (at most 15 of them and 10 levels deep).
local CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n"
local CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n"
local function format_exception(frames, filename, lines, exc, seen, full)
  seen = seen or {}
  local out, depth, need_close = {}, 0, false
  -- text, each line indented for the depth of the group it is in
  local function emit(text, margin)
    if depth == 0 then out[#out + 1] = text; return end
    local indent = (" "):rep(2 * depth) .. (margin or "|") .. " "
    for line in text:gmatch("[^\n]*\n") do out[#out + 1] = indent .. line end
  end
  local function own_frames(e, outer)
    local f = tb_frames(e)
    if type(f) ~= "table" then return {}, {} end
    return trim_shared(f, outer), f
  end
  local function one(e, shown, all)
    seen[e] = true
    local cause = as_exc(rawget(e, "__cause__"))
    local direct = cause ~= nil
    if not cause and not R.T(rawget(e, "__suppress_context__") or false) then
      cause = as_exc(rawget(e, "__context__"))
    end
    if cause and not seen[cause] then
      one(cause, own_frames(cause, all))
      emit(direct and CAUSE or CONTEXT)
    end
    local group = R.is_exception_group(e) and rawget(e, "#excs")
    if not group then
      if #shown > 0 then emit("Traceback (most recent call last):\n" .. frames_text(shown, filename, lines)) end
      emit(concat(exc_only(e)))
      return
    end
    if depth > 10 then emit("... (max_group_depth is 10)\n"); return end
    local top = depth == 0
    if top then depth = 1 end
    if #shown > 0 then
      emit("Exception Group Traceback (most recent call last):\n", top and "+" or nil)
      emit(frames_text(shown, filename, lines))
    end
    emit(concat(exc_only(e)))
    local n = #group > 15 and 16 or #group
    need_close = false
    for i = 1, n do
      if i == n then need_close = true end
      out[#out + 1] = (" "):rep(2 * depth) .. (i == 1 and "+-" or "  ") .. "+---------------- " ..
        (i > 15 and "..." or i) .. " ----------------\n"
      depth = depth + 1
      if i <= 15 then
        one(group[i], own_frames(group[i], all))
      else
        local more = #group - 15
        emit(format("and %d more exception%s\n", more, more > 1 and "s" or ""))
      end
      if i == n and need_close then
        out[#out + 1] = (" "):rep(2 * depth) .. "+------------------------------------\n"
        need_close = false
      end
      depth = depth - 1
    end
    if top then depth = 0 end
  end
  local ok, err = pcall(one, exc, frames, full or frames)
  if not ok then
    local lim = limit_of(err)
    if lim then error(lim, 0) end
    return "Traceback (most recent call last):\n" .. exc_line(exc) .. "\n"
  end
  return concat(out)
end

-- traceback objects (an exception's __traceback__): the frames an exception went through,
-- from the one that caught it down to the raise (innermost first, as tb_frames has them); the
-- object of frame i is the traceback whose tb_next is that of frame i - 1. No tb_frame: moonpy
-- has no frame objects.
local None, raise = R.None, R.raise
local TracebackMT = {}
local traceback_t = R.builtin_type("traceback", { R.object }, {}, TracebackMT)
traceback_t["#builtin"], traceback_t["#final"] = true, true
traceback_t["#call"] = function() raise("TypeError", "cannot create 'traceback' instances") end
local function tb_at(frames, i)
  return setmetatable({ ["#frames"] = frames, ["#i"] = i }, TracebackMT)
end
function R.is_traceback(x) return getmetatable(x) == TracebackMT end
function R.exc_traceback(e)
  local frames = tb_frames(e)
  if type(frames) ~= "table" or #frames == 0 or not R.tb_where then return None end
  local kept = trim_shared(frames, collect_frames(R.tb_where[1], R.tb_where[2]))
  kept.filename = R.tb_where[1]:sub(2)
  return tb_at(kept, #kept)
end
-- the frames of a traceback object from it inward (innermost first), with the filename
function R.traceback_frames(tb)
  local frames, i = rawget(tb, "#frames"), rawget(tb, "#i")
  local out = { filename = frames.filename }
  for j = 1, i do out[j] = frames[j] end
  return out
end
local tb_attrs = {
  tb_lineno = function(tb) return rawget(tb, "#frames")[rawget(tb, "#i")].line end,
  tb_lasti = function() return -1 end,
  tb_next = function(tb)
    local nxt = rawget(tb, "#next")
    if nxt == nil then
      local i = rawget(tb, "#i")
      nxt = i > 1 and tb_at(rawget(tb, "#frames"), i - 1) or None
      rawset(tb, "#next", nxt)
    end
    return nxt
  end,
}
for k, f in pairs(tb_attrs) do
  traceback_t["#dict"][k] = setmetatable({ fget = f, fdel = None }, R.PropertyMT)
end
R.build_flat(traceback_t)
TracebackMT.__index = function(tb, k)
  local a = tb_attrs[k]
  if a then return a(tb) end
  return traceback_t["#flat"][k]
end
TracebackMT.__newindex = R.no_setattr
TracebackMT["#repr"] = function(tb) return "<traceback object at " .. R.addr(tb) .. ">" end
R.install_operators(TracebackMT)

-- for R.exec (run.lua)
R.traceback = { source_lines = source_lines, collect_frames = collect_frames, python_name = python_name,
                format_exception = format_exception, limit_text = limit_text, exc_only = exc_only,
                trim_shared = trim_shared }
end
