-- modargparse.lua: argparse, after the documented behaviour of CPython's argparse: parsers
-- with positional and optional arguments (actions store, store_const, store_true/false,
-- append, append_const, extend, count, help, version, or an Action subclass), nargs ('?',
-- '*', '+', N, REMAINDER), type, choices, defaults, required, metavar, dest; argument
-- groups, mutually exclusive groups, subparsers; abbreviations and combined short flags;
-- help and usage laid out as CPython's HelpFormatter lays them out for an 80-column
-- terminal, and errors written as "usage: ..." and "prog: error: ..." to sys.stderr with
-- exit status 2. Which positionals take which arguments is decided, as in CPython, by
-- matching a regular expression per nargs over the pattern of the arguments ('O' an option,
-- 'A' an argument, '-' for "--"). The program name defaults to the program's file name.
local type, rawget, rawset, ipairs, pairs, error, tostring, select, utf8 =
      type, rawget, rawset, ipairs, pairs, error, tostring, select, utf8
local mtype = math.type
local utf8len = utf8.len
local concat, rep, huge = table.concat, string.rep, math.huge

return function(R, host)
local _ENV = nil
local None, raise, T = R.None, R.raise, R.T
local exc = R.exc_classes
local LIST, TUPLE, DICT = R.LIST, R.TUPLE, R.DICT
local CALL, CALLM, GA, SA = R.CALL, R.CALLM, R.GA, R.SA
local str, repr = R.str, R.repr
local B = R.builtins

local m = {}
local SUPPRESS, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, PARSER, REMAINDER =
  "==SUPPRESS==", "?", "*", "+", "A...", "..."
m.SUPPRESS, m.OPTIONAL, m.ZERO_OR_MORE, m.ONE_OR_MORE, m.PARSER, m.REMAINDER =
  SUPPRESS, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, PARSER, REMAINDER

local function none(v) return v == nil or v == None end
local function ulen(s) return utf8len(s) or #s end -- widths count code points, as CPython
local function get(o, k)
  local v = rawget(o, k)
  if v == nil then v = GA(o, k) end
  return v
end
local function getor(o, k, default)
  if R.hasattr(o, k) then return GA(o, k) end
  return default
end
local function items(x) -- a Python iterable as a Lua array
  local out = {}
  for v in R.iterate(x) do out[#out + 1] = v end
  return out
end

local function fn(name, params, extra, body)
  local s = { name = name, params = params, nposonly = 0, nrequired = extra.nrequired or #params }
  for k, v in pairs(extra) do s[k] = v end
  local f = body
  if s.complex then f = function(...) return body(R.ARGS(s, ...)) end end
  return R.sig(f, name, params, s)
end
local function newclass(name, bases, body)
  local t = R.CLASS(name, bases, nil, body)
  t["#dict"].__module__ = "argparse"
  return t
end
-- the value of keyword k in a **kwargs dict, removed from it (default when absent)
local function pop(kw, k, default)
  local v = R.dict_get(kw, k)
  if v == nil then return default end
  CALLM(kw, "pop", { k })
  return v
end

local textwrap = R.IMPORT("textwrap")
local sysm = R.IMPORT("sys")
local re = R.IMPORT("re")

---------------------------------------------------------------------------------------------
-- Namespace and the errors
---------------------------------------------------------------------------------------------

local function is_identifier(s) return type(s) == "string" and T(CALLM(s, "isidentifier", {})) end

local Namespace = newclass("Namespace", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self" }, { kwarg = "kwargs", complex = true }, function(self, kw)
    for _, k in ipairs(items(kw)) do SA(self, k, R.GI(kw, k)) end
    return None
  end)
  ns.__repr__ = function(self)
    local parts, star = {}, nil
    local d = get(self, "__dict__")
    for _, k in ipairs(items(d)) do
      if is_identifier(k) then parts[#parts + 1] = k .. "=" .. repr(R.GI(d, k))
      else star = star or DICT(); R.SI(star, k, R.GI(d, k)) end
    end
    if star then parts[#parts + 1] = "**" .. repr(star) end
    return R.typeof(self)["#name"] .. "(" .. concat(parts, ", ") .. ")"
  end
  ns.__eq__ = function(self, other)
    if not R.isinstance(other, R.typeof(self)) and not R.hasattr(other, "__dict__") then return R.NotImplemented end
    return R.EQ(get(self, "__dict__"), get(other, "__dict__"))
  end
  ns.__contains__ = function(self, key) return R.IN(key, get(self, "__dict__")) end
end)
m.Namespace = Namespace

local function action_name(a)
  if a == nil or a == None then return nil end
  local os_ = get(a, "option_strings")
  if R.LEN(os_) > 0 then return concat(items(os_), "/") end
  local mv = get(a, "metavar")
  if not none(mv) and mv ~= SUPPRESS then
    if R.isinstance(mv, R.tuple_t) then return concat(items(mv), " ") end -- (rare)
    return str(mv)
  end
  local dest = get(a, "dest")
  if not none(dest) and dest ~= SUPPRESS then return dest end
  local ch = get(a, "choices")
  if not none(ch) then
    local s = {}
    for _, c in ipairs(items(ch)) do s[#s + 1] = str(c) end
    return "{" .. concat(s, ",") .. "}"
  end
  return nil
end

local ArgumentError = newclass("ArgumentError", { exc.Exception }, function(ns)
  ns.__init__ = function(self, argument, message)
    SA(self, "argument_name", action_name(argument) or None)
    SA(self, "message", message)
    SA(self, "args", TUPLE({ argument, message }))
    return None
  end
  ns.__str__ = function(self)
    local n = get(self, "argument_name")
    if none(n) then return str(get(self, "message")) end
    return "argument " .. str(n) .. ": " .. str(get(self, "message"))
  end
end)
m.ArgumentError = ArgumentError
local ArgumentTypeError = newclass("ArgumentTypeError", { exc.Exception }, function() end)
m.ArgumentTypeError = ArgumentTypeError

local function argerror(action, msg) R.RAISE(ArgumentError(action or None, msg)) end

---------------------------------------------------------------------------------------------
-- actions
---------------------------------------------------------------------------------------------

local ACTION_PARAMS = { "option_strings", "dest", "nargs", "const", "default", "type", "choices",
                        "required", "help", "metavar" }

local Action = newclass("Action", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "option_strings", "dest", "nargs", "const", "default", "type",
    "choices", "required", "help", "metavar" }, { nrequired = 3 },
    function(self, option_strings, dest, nargs, const, default, type_, choices, required, help, metavar)
      SA(self, "option_strings", option_strings)
      SA(self, "dest", dest)
      SA(self, "nargs", none(nargs) and None or nargs)
      SA(self, "const", none(const) and None or const)
      SA(self, "default", none(default) and None or default)
      SA(self, "type", none(type_) and None or type_)
      SA(self, "choices", none(choices) and None or choices)
      SA(self, "required", required == true)
      SA(self, "help", none(help) and None or help)
      SA(self, "metavar", none(metavar) and None or metavar)
      return None
    end)
  ns.format_usage = function(self) return R.GI(get(self, "option_strings"), 0) end
  ns.__call__ = fn("__call__", { "self", "parser", "namespace", "values", "option_string" }, { nrequired = 4 },
    function() raise("NotImplementedError", ".__call__() not defined") end)
  ns.__repr__ = function(self)
    local parts = {}
    for _, k in ipairs({ "option_strings", "dest", "nargs", "const", "default", "type", "choices",
                         "required", "help", "metavar" }) do
      parts[#parts + 1] = k .. "=" .. repr(get(self, k))
    end
    return R.typeof(self)["#name"] .. "(" .. concat(parts, ", ") .. ")"
  end
end)
m.Action = Action

-- the builtin actions: a class each (so isinstance and subclassing work), and a kind
local KINDS = {
  store = "_StoreAction", store_const = "_StoreConstAction", store_true = "_StoreTrueAction",
  store_false = "_StoreFalseAction", append = "_AppendAction", append_const = "_AppendConstAction",
  count = "_CountAction", help = "_HelpAction", version = "_VersionAction", extend = "_ExtendAction",
  parsers = "_SubParsersAction",
}
local kind_class, class_kind = {}, {}
for kind, cname in pairs(KINDS) do
  local c = newclass(cname, { Action }, function() end)
  kind_class[kind], class_kind[c] = c, kind
  m[cname] = c
end
local ZERO_ARGS = { store_const = true, store_true = true, store_false = true, append_const = true,
                    count = true, help = true, version = true }

local function kind_of(a) return rawget(a, "#kind") end

---------------------------------------------------------------------------------------------
-- formatting: usage and help, as HelpFormatter with 80 columns (a width of 78)
---------------------------------------------------------------------------------------------

local WIDTH, MAX_HELP_POSITION = 78, 24

local HelpFormatter = newclass("HelpFormatter", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "prog", "indent_increment", "max_help_position", "width" },
    { nrequired = 2 }, function(self, prog) SA(self, "_prog", prog) return None end)
end)
m.HelpFormatter = HelpFormatter
local RawDescriptionHelpFormatter = newclass("RawDescriptionHelpFormatter", { HelpFormatter }, function() end)
local RawTextHelpFormatter = newclass("RawTextHelpFormatter", { RawDescriptionHelpFormatter }, function() end)
local ArgumentDefaultsHelpFormatter = newclass("ArgumentDefaultsHelpFormatter", { HelpFormatter }, function() end)
local MetavarTypeHelpFormatter = newclass("MetavarTypeHelpFormatter", { HelpFormatter }, function() end)
m.RawDescriptionHelpFormatter, m.RawTextHelpFormatter = RawDescriptionHelpFormatter, RawTextHelpFormatter
m.ArgumentDefaultsHelpFormatter, m.MetavarTypeHelpFormatter = ArgumentDefaultsHelpFormatter, MetavarTypeHelpFormatter

local function style_of(parser)
  local fc = get(parser, "formatter_class")
  local st = {}
  if R.issubclass(fc, RawDescriptionHelpFormatter) then st.raw_desc = true end
  if R.issubclass(fc, RawTextHelpFormatter) then st.raw_text = true end
  if R.issubclass(fc, ArgumentDefaultsHelpFormatter) then st.defaults = true end
  if R.issubclass(fc, MetavarTypeHelpFormatter) then st.metavar_type = true end
  return st
end

local function choices_metavar(ch)
  local s = {}
  for _, c in ipairs(items(ch)) do s[#s + 1] = str(c) end
  return "{" .. concat(s, ",") .. "}"
end

-- the metavars of an action for n slots
local function metavars(a, default_mv, n)
  local mv = get(a, "metavar")
  local base
  if not none(mv) then base = mv
  elseif not none(get(a, "choices")) then base = choices_metavar(get(a, "choices"))
  else base = default_mv end
  local out = {}
  if type(base) == "table" and R.isinstance(base, R.tuple_t) then
    local t = items(base)
    if #t ~= n then raise("ValueError", "length of metavar tuple does not match nargs") end
    for i = 1, n do out[i] = str(t[i]) end
  else
    for i = 1, n do out[i] = str(base) end
  end
  return out
end

local function format_args(a, default_mv)
  local nargs = get(a, "nargs")
  if none(nargs) then return metavars(a, default_mv, 1)[1] end
  if nargs == OPTIONAL then return "[" .. metavars(a, default_mv, 1)[1] .. "]" end
  if nargs == ZERO_OR_MORE then
    local mv = get(a, "metavar")
    if type(mv) == "table" and R.isinstance(mv, R.tuple_t) and R.LEN(mv) == 2 then
      local t = metavars(a, default_mv, 2)
      return "[" .. t[1] .. " [" .. t[2] .. " ...]]"
    end
    return "[" .. metavars(a, default_mv, 1)[1] .. " ...]"
  end
  if nargs == ONE_OR_MORE then
    local t = metavars(a, default_mv, 2)
    return t[1] .. " [" .. t[2] .. " ...]"
  end
  if nargs == REMAINDER then return "..." end
  if nargs == PARSER then return metavars(a, default_mv, 1)[1] .. " ..." end
  if nargs == SUPPRESS then return "" end
  if mtype(nargs) ~= "integer" then raise("ValueError", "invalid nargs value") end
  return concat(metavars(a, default_mv, nargs), " ")
end

local function default_metavar(a, st, positional)
  if st and st.metavar_type and not none(get(a, "type")) then return str(GA(get(a, "type"), "__name__")) end
  local dest = get(a, "dest")
  if positional then return dest end
  return str(dest):upper()
end

local function is_positional(a) return R.LEN(get(a, "option_strings")) == 0 end

local function invocation(a, st)
  if is_positional(a) then return metavars(a, default_metavar(a, st, true), 1)[1] end
  local os_ = items(get(a, "option_strings"))
  if get(a, "nargs") == 0 then return concat(os_, ", ") end
  local args = format_args(a, default_metavar(a, st, false))
  local parts = {}
  for i, o in ipairs(os_) do parts[i] = o .. " " .. args end
  return concat(parts, ", ")
end

-- CPython's parts of a usage text: a bracketed or parenthesized group up to a space or the
-- end, else a run of non-blanks
local function usage_parts(s)
  local out = {}
  local i, n = 1, #s
  while i <= n do
    local c = s:sub(i, i)
    if c:match("%s") then i = i + 1
    else
      local close = (c == "(" and ")") or (c == "[" and "]") or nil
      local token
      if close then
        local j = i + 1
        while j <= n do
          if s:sub(j, j) == close then
            local k = j
            while s:sub(k + 1, k + 1) == close do k = k + 1 end
            local after = s:sub(k + 1, k + 1)
            if after == "" or after:match("%s") then token = s:sub(i, k) break end
          end
          j = j + 1
        end
      end
      if not token then token = s:match("^%S+", i) end
      out[#out + 1] = token
      i = i + #token
    end
  end
  return out
end

local function state(parser) return rawget(parser, "#p") end

-- the usage text of actions (without "usage: "), with the mutually exclusive groups
local function actions_usage(p, actions, st)
  local parts = {}
  local done = {}
  for _, a in ipairs(actions) do
    if not done[a] then
      local g = p.group_of[a]
      if g and get(a, "help") ~= SUPPRESS then
        local inner = {}
        for _, b in ipairs(g.actions) do
          if get(b, "help") ~= SUPPRESS then
            done[b] = true
            local t
            if is_positional(b) then t = format_args(b, default_metavar(b, st, true))
            elseif get(b, "nargs") == 0 then t = str(CALLM(b, "format_usage", {}))
            else t = R.GI(get(b, "option_strings"), 0) .. " " .. format_args(b, default_metavar(b, st, false)) end
            inner[#inner + 1] = t
          end
        end
        if #inner > 0 then
          local text = concat(inner, " | ")
          if T(get(g.obj, "required")) then
            if #inner > 1 then text = "(" .. text .. ")" end
          else text = "[" .. text .. "]" end
          parts[#parts + 1] = text
        end
      elseif get(a, "help") ~= SUPPRESS then
        done[a] = true
        if is_positional(a) then
          local t = format_args(a, default_metavar(a, st, true))
          if t ~= "" then parts[#parts + 1] = t end
        else
          local os0 = R.GI(get(a, "option_strings"), 0)
          local t = get(a, "nargs") == 0 and str(CALLM(a, "format_usage", {})) or
            (os0 .. " " .. format_args(a, default_metavar(a, st, false)))
          if not T(get(a, "required")) then t = "[" .. t .. "]" end
          parts[#parts + 1] = t
        end
      end
    end
  end
  return concat(parts, " ")
end

local function split_actions(p)
  local opts, pos = {}, {}
  for _, a in ipairs(p.actions) do
    if is_positional(a) then pos[#pos + 1] = a else opts[#opts + 1] = a end
  end
  return opts, pos
end

local function format_usage_text(parser, prefix)
  local p = state(parser)
  local prog = str(get(parser, "prog"))
  local st = style_of(parser)
  local custom = get(parser, "usage")
  if not none(custom) then
    local d = DICT(); R.SI(d, "prog", prog)
    return prefix .. R.MOD(custom, d)
  end
  local opts, pos = split_actions(p)
  local opt_usage = actions_usage(p, opts, st)
  local pos_usage = actions_usage(p, pos, st)
  local all = {}
  for _, s in ipairs({ prog, opt_usage, pos_usage }) do if s ~= "" then all[#all + 1] = s end end
  local usage = concat(all, " ")
  local text_width = WIDTH
  if ulen(prefix) + ulen(usage) <= text_width then return prefix .. usage end
  local opt_parts, pos_parts = usage_parts(opt_usage), usage_parts(pos_usage)
  local function get_lines(parts, indent, pfx)
    local lines, line = {}, {}
    local line_len = pfx and (ulen(pfx) - 1) or (#indent - 1)
    for _, part in ipairs(parts) do
      if line_len + 1 + ulen(part) > text_width and #line > 0 then
        lines[#lines + 1] = indent .. concat(line, " ")
        line = {}
        line_len = #indent - 1
      end
      line[#line + 1] = part
      line_len = line_len + ulen(part) + 1
    end
    if #line > 0 then lines[#lines + 1] = indent .. concat(line, " ") end
    if pfx and lines[1] then lines[1] = lines[1]:sub(#indent + 1) end
    return lines
  end
  local lines
  if ulen(prefix) + ulen(prog) <= 0.75 * text_width then
    local indent = rep(" ", ulen(prefix) + ulen(prog) + 1)
    local first = { prog }
    if #opt_parts > 0 then
      for _, x in ipairs(opt_parts) do first[#first + 1] = x end
      lines = get_lines(first, indent, prefix)
      for _, l in ipairs(get_lines(pos_parts, indent)) do lines[#lines + 1] = l end
    elseif #pos_parts > 0 then
      for _, x in ipairs(pos_parts) do first[#first + 1] = x end
      lines = get_lines(first, indent, prefix)
    else
      lines = { prog }
    end
  else
    local indent = rep(" ", ulen(prefix))
    local parts = {}
    for _, x in ipairs(opt_parts) do parts[#parts + 1] = x end
    for _, x in ipairs(pos_parts) do parts[#parts + 1] = x end
    lines = get_lines(parts, indent)
    if #lines > 1 then
      lines = get_lines(opt_parts, indent)
      for _, l in ipairs(get_lines(pos_parts, indent)) do lines[#lines + 1] = l end
    end
    local out = { prog }
    for _, l in ipairs(lines) do out[#out + 1] = l end
    lines = out
  end
  return prefix .. concat(lines, "\n")
end

local function normalize(text)
  return (str(text):gsub("%s+", " "):gsub("^ ", ""):gsub(" $", ""))
end

local function fill_text(text, width, indent, st)
  if st.raw_desc then
    local out = {}
    for line in R.iterate(CALLM(text, "splitlines", { true })) do out[#out + 1] = indent .. line end
    return concat(out)
  end
  local kw = { "initial_indent", indent, "subsequent_indent", indent }
  return R.CALL(textwrap.fill, { normalize(text), width }, kw)
end

local function split_lines(text, width, st)
  if st.raw_text then return items(CALLM(text, "splitlines", {})) end
  return items(textwrap.wrap(normalize(text), width))
end

local function format_text(parser, text, indent, st)
  if str(text):find("%(prog)", 1, true) then
    local d = DICT(); R.SI(d, "prog", get(parser, "prog"))
    text = R.MOD(text, d)
  end
  local w = WIDTH - indent
  if w < 11 then w = 11 end
  return fill_text(text, w, rep(" ", indent), st) .. "\n\n"
end

local function help_string(a, st)
  local help = get(a, "help")
  if st.defaults then
    if none(help) then help = "" end
    if not str(help):find("%(default)", 1, true) and get(a, "default") ~= SUPPRESS then
      local nargs = get(a, "nargs")
      if not is_positional(a) or nargs == OPTIONAL or nargs == ZERO_OR_MORE then
        help = str(help) .. " (default: %(default)s)"
      end
    end
  end
  return help
end

local function expand_help(parser, a, st)
  local help = str(help_string(a, st))
  if not help:find("%", 1, true) then return help end
  local d = DICT()
  for _, k in ipairs(ACTION_PARAMS) do
    local v = get(a, k)
    if v ~= SUPPRESS then
      if k == "type" and not none(v) and R.hasattr(v, "__name__") then v = GA(v, "__name__") end
      if k == "choices" and not none(v) then
        local s = {}
        for _, c in ipairs(items(v)) do s[#s + 1] = str(c) end
        v = concat(s, ", ")
      end
      R.SI(d, k, v)
    end
  end
  R.SI(d, "prog", get(parser, "prog"))
  return R.MOD(help, d)
end

-- the subcommands shown under a subparsers action
local function subactions(a)
  local s = rawget(a, "#sub")
  return s and s.choices_actions or {}
end

local function format_help(parser)
  local p = state(parser)
  local st = style_of(parser)
  local out = {}
  out[#out + 1] = format_usage_text(parser, "usage: ") .. "\n\n"
  local desc = get(parser, "description")
  if not none(desc) and desc ~= SUPPRESS then out[#out + 1] = format_text(parser, desc, 0, st) end
  -- the longest invocation decides where help starts
  local maxlen = 0
  for _, g in ipairs(p.groups) do
    for _, a in ipairs(g.actions) do
      if get(a, "help") ~= SUPPRESS then
        local l = ulen(invocation(a, st)) + 2
        if l > maxlen then maxlen = l end
        for _, s in ipairs(subactions(a)) do
          local l2 = ulen(s.metavar) + 4
          if l2 > maxlen then maxlen = l2 end
        end
      end
    end
  end
  local help_position = maxlen + 2
  if help_position > MAX_HELP_POSITION then help_position = MAX_HELP_POSITION end
  local help_width = WIDTH - help_position
  if help_width < 11 then help_width = 11 end
  local function action_text(header, help, indent, parts)
    local action_width = help_position - indent - 2
    local indent_first
    if none(help) or help == "" then
      parts[#parts + 1] = rep(" ", indent) .. header .. "\n"
      return
    elseif ulen(header) <= action_width then
      parts[#parts + 1] = rep(" ", indent) .. header .. rep(" ", action_width - ulen(header)) .. "  "
      indent_first = 0
    else
      parts[#parts + 1] = rep(" ", indent) .. header .. "\n"
      indent_first = help_position
    end
    if help:match("%S") then
      local lines = split_lines(help, help_width, st)
      parts[#parts + 1] = rep(" ", indent_first) .. (lines[1] or "") .. "\n"
      for i = 2, #lines do parts[#parts + 1] = rep(" ", help_position) .. lines[i] .. "\n" end
    elseif parts[#parts]:sub(-1) ~= "\n" then
      parts[#parts + 1] = "\n"
    end
  end
  for _, g in ipairs(p.groups) do
    local parts = {}
    local gdesc = get(g.obj, "description")
    if not none(gdesc) and gdesc ~= SUPPRESS then parts[#parts + 1] = format_text(parser, gdesc, 2, st) end
    local nitems = 0
    for _, a in ipairs(g.actions) do
      if get(a, "help") ~= SUPPRESS then
        nitems = nitems + 1
        local help = None
        if not none(get(a, "help")) and get(a, "help") ~= "" then help = expand_help(parser, a, st) end
        action_text(invocation(a, st), help, 2, parts)
        for _, s in ipairs(subactions(a)) do
          action_text(s.metavar, s.help, 4, parts)
        end
      end
    end
    if nitems > 0 or #parts > 0 then
      local title = get(g.obj, "title")
      out[#out + 1] = "\n" .. (none(title) and "" or (str(title) .. ":\n")) .. concat(parts) .. "\n"
    end
  end
  local epilog = get(parser, "epilog")
  if not none(epilog) and epilog ~= SUPPRESS then out[#out + 1] = format_text(parser, epilog, 0, st) end
  local text = concat(out)
  text = text:gsub("\n\n\n+", "\n\n")
  text = text:gsub("^\n+", ""):gsub("\n+$", "")
  return text .. "\n"
end

---------------------------------------------------------------------------------------------
-- parsing
---------------------------------------------------------------------------------------------

local function write(file, text)
  if none(file) then return end
  CALLM(file, "write", { text })
end

local function parser_exit(parser, status, message)
  if not none(message) then write(sysm.stderr, message) end
  R.RAISE(R.type_call(exc.SystemExit, status))
end

local function parser_error(parser, message)
  CALLM(parser, "print_usage", { sysm.stderr })
  CALLM(parser, "exit", { 2, str(get(parser, "prog")) .. ": error: " .. str(message) .. "\n" })
end

-- the regular expression of an action's nargs over the argument pattern
local function nargs_pattern(a)
  local nargs = get(a, "nargs")
  local pat
  if none(nargs) then pat = "(-*A-*)"
  elseif nargs == OPTIONAL then pat = "(-*A?-*)"
  elseif nargs == ZERO_OR_MORE then pat = "(-*[A-]*)"
  elseif nargs == ONE_OR_MORE then pat = "(-*A[A-]*)"
  elseif nargs == REMAINDER then pat = "([-AO]*)"
  elseif nargs == PARSER then pat = "(-*A[-AO]*)"
  elseif nargs == SUPPRESS then pat = "(-*-*)"
  else pat = "(-*" .. rep("A", nargs, "-*") .. "-*)" end
  if not is_positional(a) then pat = pat:gsub("%-%*", ""):gsub("%-", "") end
  return pat
end

local function match_argument(a, pattern)
  local mo = re.match(nargs_pattern(a), pattern)
  if none(mo) then
    local nargs = get(a, "nargs")
    local msg
    if none(nargs) then msg = "expected one argument"
    elseif nargs == OPTIONAL then msg = "expected at most one argument"
    elseif nargs == ONE_OR_MORE then msg = "expected at least one argument"
    else msg = "expected " .. str(nargs) .. (nargs == 1 and " argument" or " arguments") end
    argerror(a, msg)
  end
  return R.LEN(CALLM(mo, "group", { 1 }))
end

local function match_partial(actions, pattern)
  for i = #actions, 0, -1 do
    local pats = {}
    for j = 1, i do pats[j] = nargs_pattern(actions[j]) end
    local mo = re.match(concat(pats), pattern)
    if not none(mo) then
      local counts = {}
      for j = 1, i do counts[j] = R.LEN(CALLM(mo, "group", { j })) end
      return counts
    end
  end
  return {}
end

local function get_value(a, s)
  local tf = get(a, "type")
  if none(tf) then return s end
  if not T(B.callable(tf)) then raise("ValueError", repr(tf) .. " is not callable") end
  local ok, r = R.pcall(CALL, tf, { s })
  if ok then return r end
  local e = R.EXC(r)
  if R.isinstance(e, ArgumentTypeError) then argerror(a, str(e)) end
  if R.isinstance(e, exc.TypeError) or R.isinstance(e, exc.ValueError) then
    local name = R.hasattr(tf, "__name__") and str(GA(tf, "__name__")) or repr(tf)
    argerror(a, "invalid " .. name .. " value: " .. repr(s))
  end
  error(e, 0)
end

local function check_value(a, v)
  local ch = get(a, "choices")
  if not none(ch) and not R.IN(v, ch) then
    local s = {}
    for _, c in ipairs(items(ch)) do s[#s + 1] = repr(c) end
    argerror(a, "invalid choice: " .. repr(v) .. " (choose from " .. concat(s, ", ") .. ")")
  end
end

-- the values of an action from its argument strings; the second result says the value is
-- the action's default itself
local function get_values(a, strings)
  local nargs = get(a, "nargs")
  if nargs ~= PARSER and nargs ~= REMAINDER then
    for i, s in ipairs(strings) do
      if s == "--" then for j = i, #strings do strings[j] = strings[j + 1] end break end
    end
  end
  if #strings == 0 and nargs == OPTIONAL then
    local v = is_positional(a) and get(a, "default") or get(a, "const")
    local same = true
    if type(v) == "string" then
      local v2 = get_value(a, v)
      same = v2 == v
      v = v2
      check_value(a, v)
    end
    return v, same and v == get(a, "default")
  elseif #strings == 0 and nargs == ZERO_OR_MORE and is_positional(a) then
    local d = get(a, "default")
    local v = none(d) and LIST({}) or d
    check_value(a, v)
    return v, not none(d)
  elseif #strings == 1 and (none(nargs) or nargs == OPTIONAL) then
    local v = get_value(a, strings[1])
    check_value(a, v)
    return v, false
  elseif nargs == REMAINDER then
    local vals = {}
    for i, s in ipairs(strings) do vals[i] = get_value(a, s) end
    return LIST(vals), false
  elseif nargs == PARSER then
    local vals = {}
    for i, s in ipairs(strings) do vals[i] = get_value(a, s) end
    check_value(a, vals[1])
    return LIST(vals), false
  elseif nargs == SUPPRESS then
    return SUPPRESS, false
  end
  local vals = {}
  for i, s in ipairs(strings) do vals[i] = get_value(a, s) end
  for _, v in ipairs(vals) do check_value(a, v) end
  return LIST(vals), false
end

local function copy_items(ns, dest)
  local cur = getor(ns, dest, None)
  if none(cur) then return LIST({}) end
  return LIST(items(cur))
end

local parse_known

local function apply_action(parser, a, ns, values, option_string)
  local kind = kind_of(a)
  local dest = get(a, "dest")
  if kind == "store" then SA(ns, dest, values)
  elseif kind == "store_const" or kind == "store_true" or kind == "store_false" then SA(ns, dest, get(a, "const"))
  elseif kind == "append" then
    local l = copy_items(ns, dest); CALLM(l, "append", { values }); SA(ns, dest, l)
  elseif kind == "append_const" then
    local l = copy_items(ns, dest); CALLM(l, "append", { get(a, "const") }); SA(ns, dest, l)
  elseif kind == "extend" then
    local l = copy_items(ns, dest); CALLM(l, "extend", { values }); SA(ns, dest, l)
  elseif kind == "count" then
    local c = getor(ns, dest, None)
    if none(c) then c = 0 end
    SA(ns, dest, c + 1)
  elseif kind == "help" then
    CALLM(parser, "print_help", {})
    CALLM(parser, "exit", {})
  elseif kind == "version" then
    local v = get(a, "version")
    local d = DICT(); R.SI(d, "prog", get(parser, "prog"))
    write(sysm.stdout, R.MOD(str(v), d) .. "\n")
    CALLM(parser, "exit", {})
  elseif kind == "parsers" then
    local name = values[1]
    local rest = {}
    for i = 2, #values do rest[#rest + 1] = values[i] end
    if dest ~= SUPPRESS then SA(ns, dest, name) end
    local sub = rawget(a, "#sub")
    local subparser = R.dict_get(sub.map, name)
    if subparser == nil then
      local s = {}
      for _, k in ipairs(items(sub.map)) do s[#s + 1] = k end
      argerror(a, "unknown parser " .. repr(name) .. " (choices: " .. concat(s, ", ") .. ")")
    end
    local subns, extras = parse_known(subparser, LIST(rest), None)
    local d = get(subns, "__dict__")
    for _, k in ipairs(items(d)) do SA(ns, k, R.GI(d, k)) end
    if R.LEN(extras) > 0 then
      local u = rawget(ns, "#unrecognized") or {}
      for _, x in ipairs(items(extras)) do u[#u + 1] = x end
      rawset(ns, "#unrecognized", u)
    end
  else
    CALL(a, { parser, ns, values, option_string or None })
  end
end

local negative_number = re.compile("^-\\d+$|^-\\d*\\.\\d+$")

local function option_tuples(parser, p, s)
  local out = {}
  local chars = get(parser, "prefix_chars")
  local c1, c2 = s:sub(1, 1), s:sub(2, 2)
  if chars:find(c1, 1, true) and c2 ~= "" and chars:find(c2, 1, true) then
    if T(get(parser, "allow_abbrev")) then
      local prefix, explicit = s, nil
      local eq = s:find("=", 1, true)
      if eq then prefix, explicit = s:sub(1, eq - 1), s:sub(eq + 1) end
      for _, o in ipairs(p.option_order) do
        if o:sub(1, #prefix) == prefix then out[#out + 1] = { p.optionals[o], o, explicit } end
      end
    end
  elseif chars:find(c1, 1, true) and not (c2 ~= "" and chars:find(c2, 1, true)) then
    local short, short_explicit = s:sub(1, 2), s:sub(3)
    for _, o in ipairs(p.option_order) do
      if o == short then out[#out + 1] = { p.optionals[o], o, short_explicit }
      elseif o:sub(1, #s) == s then out[#out + 1] = { p.optionals[o], o, nil } end
    end
  end
  return out
end

local function parse_optional(parser, p, s)
  if s == "" then return nil end
  local chars = get(parser, "prefix_chars")
  if not chars:find(s:sub(1, 1), 1, true) then return nil end
  if p.optionals[s] then return { p.optionals[s], s, nil } end
  if #s == 1 then return nil end
  local eq = s:find("=", 1, true)
  if eq then
    local o, explicit = s:sub(1, eq - 1), s:sub(eq + 1)
    if p.optionals[o] then return { p.optionals[o], o, explicit } end
  end
  local tuples = option_tuples(parser, p, s)
  if #tuples > 1 then
    local names = {}
    for i, t in ipairs(tuples) do names[i] = t[2] end
    parser_error(parser, "ambiguous option: " .. s .. " could match " .. concat(names, ", "))
  elseif #tuples == 1 then
    return tuples[1]
  end
  if T(CALLM(negative_number, "match", { s })) and not p.has_negative_options then return nil end
  if s:find(" ", 1, true) then return nil end
  return { nil, s, nil }
end

local function parse_args_list(parser, ns, args)
  local p = state(parser)
  local conflicts = {}
  for _, g in ipairs(p.mutex) do
    for i, a in ipairs(g.actions) do
      conflicts[a] = conflicts[a] or {}
      for j, b in ipairs(g.actions) do if j ~= i then local c = conflicts[a]; c[#c + 1] = b end end
    end
  end
  local tuples, option_indices, pattern = {}, {}, {}
  local after_dashes = false
  for i, s in ipairs(args) do
    if after_dashes then pattern[i] = "A"
    elseif s == "--" then pattern[i] = "-"; after_dashes = true
    else
      local t = parse_optional(parser, p, s)
      if t then tuples[i] = t; option_indices[#option_indices + 1] = i; pattern[i] = "O"
      else pattern[i] = "A" end
    end
  end
  local pat = concat(pattern)
  local seen, seen_non_default = {}, {}
  local extras = {}

  local function take_action(a, strings, option_string)
    seen[a] = true
    local values, is_default = get_values(a, strings)
    if not is_default then
      seen_non_default[a] = true
      for _, c in ipairs(conflicts[a] or {}) do
        if seen_non_default[c] then argerror(a, "not allowed with argument " .. action_name(c)) end
      end
    end
    if values ~= SUPPRESS then apply_action(parser, a, ns, values, option_string) end
  end

  local positionals = {}
  for _, a in ipairs(p.actions) do if is_positional(a) then positionals[#positionals + 1] = a end end

  local function consume_optional(start)
    local t = tuples[start]
    local a, option_string, explicit = t[1], t[2], t[3]
    local todo = {}
    local stop
    while true do
      if a == nil then
        extras[#extras + 1] = args[start]
        return start + 1
      end
      if explicit ~= nil then
        local count = match_argument(a, "A")
        local chars = get(parser, "prefix_chars")
        if count == 0 and not chars:find(option_string:sub(2, 2), 1, true) and explicit ~= "" then
          todo[#todo + 1] = { a, {}, option_string }
          local ch = option_string:sub(1, 1)
          option_string = ch .. explicit:sub(1, 1)
          local new_explicit = explicit:sub(2)
          if new_explicit == "" then new_explicit = nil end
          if p.optionals[option_string] then
            a = p.optionals[option_string]
            explicit = new_explicit
          else
            argerror(a, "ignored explicit argument " .. repr(explicit))
          end
        elseif count == 1 then
          stop = start + 1
          todo[#todo + 1] = { a, { explicit }, option_string }
          break
        else
          argerror(a, "ignored explicit argument " .. repr(explicit))
        end
      else
        local first = start + 1
        local count = match_argument(a, pat:sub(first))
        stop = first + count
        local strs = {}
        for i = first, stop - 1 do strs[#strs + 1] = args[i] end
        todo[#todo + 1] = { a, strs, option_string }
        break
      end
    end
    for _, x in ipairs(todo) do take_action(x[1], x[2], x[3]) end
    return stop
  end

  local function consume_positionals(start)
    local counts = match_partial(positionals, pat:sub(start))
    for i, c in ipairs(counts) do
      local strs = {}
      for k = start, start + c - 1 do strs[#strs + 1] = args[k] end
      start = start + c
      take_action(positionals[i], strs)
    end
    local rest = {}
    for i = #counts + 1, #positionals do rest[#rest + 1] = positionals[i] end
    positionals = rest
    return start
  end

  local start = 1
  local max_option = option_indices[#option_indices] or 0
  while start <= max_option do
    local next_option
    for _, i in ipairs(option_indices) do if i >= start then next_option = i break end end
    if start ~= next_option then
      local pend = consume_positionals(start)
      if pend > start then
        start = pend
        goto continue
      end
      start = pend
    end
    if not tuples[start] then
      for i = start, next_option - 1 do extras[#extras + 1] = args[i] end
      start = next_option
    end
    start = consume_optional(start)
    ::continue::
  end
  local stop = consume_positionals(start)
  for i = stop, #args do extras[#extras + 1] = args[i] end

  local required = {}
  for _, a in ipairs(p.actions) do
    if not seen[a] then
      if T(get(a, "required")) then required[#required + 1] = action_name(a)
      else
        local d = get(a, "default")
        local dest = get(a, "dest")
        if type(d) == "string" and dest ~= SUPPRESS and R.hasattr(ns, dest) and GA(ns, dest) == d then
          SA(ns, dest, get_value(a, d))
        end
      end
    end
  end
  if #required > 0 then
    parser_error(parser, "the following arguments are required: " .. concat(required, ", "))
  end
  for _, g in ipairs(p.mutex) do
    if T(get(g.obj, "required")) then
      local any = false
      for _, a in ipairs(g.actions) do if seen_non_default[a] then any = true end end
      if not any then
        local names = {}
        for _, a in ipairs(g.actions) do
          if get(a, "help") ~= SUPPRESS then names[#names + 1] = action_name(a) end
        end
        parser_error(parser, "one of the arguments " .. concat(names, " ") .. " is required")
      end
    end
  end
  return extras
end

parse_known = function(parser, args, ns)
  local p = state(parser)
  local list
  if none(args) then
    list = {}
    local argv = items(sysm.argv)
    for i = 2, #argv do list[#list + 1] = argv[i] end
  else
    list = items(args)
  end
  for i, s in ipairs(list) do
    if type(s) ~= "string" then raise("TypeError", "'" .. R.typename(s) .. "' object is not subscriptable") end
    list[i] = s
  end
  if none(ns) then ns = Namespace() end
  for _, a in ipairs(p.actions) do
    local dest, d = get(a, "dest"), get(a, "default")
    if dest ~= SUPPRESS and not R.hasattr(ns, dest) and d ~= SUPPRESS then SA(ns, dest, d) end
  end
  for _, k in ipairs(items(p.defaults)) do
    if not R.hasattr(ns, k) then SA(ns, k, R.GI(p.defaults, k)) end
  end
  local extras
  if T(get(parser, "exit_on_error")) then
    local ok, r = R.pcall(parse_args_list, parser, ns, list)
    if not ok then
      local e = R.EXC(r)
      if R.isinstance(e, ArgumentError) then parser_error(parser, str(e)) end
      error(e, 0)
    end
    extras = r
  else
    extras = parse_args_list(parser, ns, list)
  end
  local u = rawget(ns, "#unrecognized")
  if u then
    for _, x in ipairs(u) do extras[#extras + 1] = x end
    rawset(ns, "#unrecognized", nil)
  end
  return ns, LIST(extras)
end

---------------------------------------------------------------------------------------------
-- containers: the parser, argument groups, mutually exclusive groups
---------------------------------------------------------------------------------------------

local function add_action(parser, a, group, mutex)
  local p = state(parser)
  for _, o in ipairs(items(get(a, "option_strings"))) do
    if p.optionals[o] then
      argerror(a, "conflicting option string: " .. o)
    end
  end
  for _, o in ipairs(items(get(a, "option_strings"))) do
    p.optionals[o] = a
    p.option_order[#p.option_order + 1] = o
    if T(CALLM(negative_number, "match", { o })) then p.has_negative_options = true end
  end
  p.actions[#p.actions + 1] = a
  if not group then group = is_positional(a) and p.groups[1] or p.groups[2] end
  group.actions[#group.actions + 1] = a
  if mutex then
    mutex.actions[#mutex.actions + 1] = a
    p.group_of[a] = mutex
  end
  return a
end

local ACTION_KW = { "action", "nargs", "const", "default", "type", "choices", "required", "help",
                    "metavar", "dest", "version" }

local function add_argument(parser, group, mutex, names, kw)
  local p = state(parser)
  local chars = get(parser, "prefix_chars")
  local positional = #names == 0 or not chars:find(names[1]:sub(1, 1), 1, true)
  local dest = pop(kw, "dest", None)
  local option_strings
  if positional then
    if #names > 1 then raise("ValueError", "invalid option string " .. repr(names[1]) .. ": must start with a character '" .. chars .. "'") end
    if #names == 1 and not none(dest) then raise("ValueError", "dest supplied twice for positional argument") end
    if #names == 1 then dest = names[1] end
    if none(dest) then raise("TypeError", "missing required argument 'dest'") end
    option_strings = LIST({})
    if R.dict_get(kw, "required") ~= nil then
      raise("TypeError", "'required' is an invalid argument for positionals")
    end
  else
    for _, o in ipairs(names) do
      if not chars:find(o:sub(1, 1), 1, true) then
        raise("ValueError", "invalid option string " .. repr(o) .. ": must start with a character '" .. chars .. "'")
      end
    end
    if none(dest) then
      local first = names[1]
      for _, o in ipairs(names) do
        if #o > 1 and chars:find(o:sub(2, 2), 1, true) then first = o break end
      end
      dest = first:gsub("^[" .. chars:gsub("%p", "%%%0") .. "]+", ""):gsub("%-", "_")
      if dest == "" then raise("ValueError", "dest= is required for options like " .. repr(first)) end
    end
    option_strings = LIST(names)
  end
  local action = pop(kw, "action", "store")
  if none(action) then action = "store" end
  local kind, cls
  if type(action) == "string" then
    kind = action
    if not KINDS[kind] or kind == "parsers" then raise("ValueError", "unknown action \"" .. action .. "\"") end
    cls = kind_class[kind]
  else
    cls = action
    kind = class_kind[action]
  end
  local has = function(k) return R.dict_get(kw, k) ~= nil end
  local function val(k, default) local v = R.dict_get(kw, k); if v == nil then return default end return v end
  local pdefault = R.dict_get(p.defaults, dest)
  if not has("default") then
    if pdefault ~= nil then R.SI(kw, "default", pdefault)
    elseif not none(get(parser, "argument_default")) then R.SI(kw, "default", get(parser, "argument_default")) end
  end
  local tf = val("type", None)
  if not none(tf) and not T(B.callable(tf)) then raise("ValueError", repr(tf) .. " is not callable") end
  local a
  if kind and rawget(cls, "#dict") and class_kind[cls] then
    -- a builtin action: its parameters as CPython's classes set them
    local nargs, const, default, required = val("nargs", None), val("const", None), val("default", None), val("required", false)
    local help, metavar, choices = val("help", None), val("metavar", None), val("choices", None)
    if kind == "store_true" then nargs, const, default = 0, true, val("default", false)
    elseif kind == "store_false" then nargs, const, default = 0, false, val("default", true)
    elseif kind == "store_const" or kind == "append_const" then nargs = 0
    elseif kind == "count" then nargs = 0
    elseif kind == "help" then
      nargs, default = 0, val("default", SUPPRESS)
      if none(help) then help = "show this help message and exit" end
    elseif kind == "version" then
      nargs, default = 0, val("default", SUPPRESS)
      if none(help) then help = "show program's version number and exit" end
    end
    if kind == "store" or kind == "append" or kind == "extend" then
      if nargs == 0 then
        raise("ValueError", "nargs for store actions must be != 0; if you have nothing to store, " ..
          "actions such as store true or store const may be more appropriate")
      end
      if not none(const) and nargs ~= OPTIONAL then raise("ValueError", "nargs must be '?' to supply const") end
    end
    if positional and not (nargs == OPTIONAL or nargs == ZERO_OR_MORE or nargs == REMAINDER or nargs == SUPPRESS) then
      required = true
    end
    if positional and nargs == ZERO_OR_MORE and not has("default") then required = true end
    a = cls(option_strings, dest, nargs, const, default, val("type", None), choices, required, help, metavar)
    rawset(a, "#kind", kind)
    if kind == "version" then SA(a, "version", val("version", None)) end
  else
    -- an Action subclass: it gets the keywords as given
    local kwl = { "option_strings", option_strings, "dest", dest }
    for _, k in ipairs(items(kw)) do
      kwl[#kwl + 1] = k; kwl[#kwl + 1] = R.GI(kw, k)
    end
    if positional and not has("required") then
      local nargs = val("nargs", None)
      if not (nargs == OPTIONAL or nargs == ZERO_OR_MORE or nargs == REMAINDER) then
        kwl[#kwl + 1] = "required"; kwl[#kwl + 1] = true
      end
    end
    a = CALL(cls, {}, kwl)
  end
  return add_action(parser, a, group, mutex)
end

local function names_of(args)
  local out = {}
  for i = 1, R.LEN(args) do out[i] = args[i] end
  return out
end

local ArgumentGroup, MutexGroup

local function make_group(parser, title, description)
  local p = state(parser)
  local g = ArgumentGroup()
  SA(g, "title", none(title) and None or title)
  SA(g, "description", none(description) and None or description)
  local entry = { obj = g, actions = {} }
  rawset(g, "#parser", parser)
  rawset(g, "#entry", entry)
  p.groups[#p.groups + 1] = entry
  return g
end

local function make_mutex(parser, group_entry, required)
  local p = state(parser)
  local g = MutexGroup()
  SA(g, "required", required == true)
  local entry = { obj = g, actions = {} }
  rawset(g, "#parser", parser)
  rawset(g, "#entry", entry)
  rawset(g, "#container", group_entry)
  p.mutex[#p.mutex + 1] = entry
  return g
end

ArgumentGroup = newclass("_ArgumentGroup", { R.object }, function(ns)
  ns.add_argument = fn("add_argument", { "self" }, { vararg = "args", kwarg = "kwargs", complex = true },
    function(self, args, kw)
      return add_argument(rawget(self, "#parser"), rawget(self, "#entry"), nil, names_of(args), kw)
    end)
  ns.add_mutually_exclusive_group = fn("add_mutually_exclusive_group", { "self" },
    { kwonly = { "required" }, kwrequired = {}, complex = true }, function(self, required)
      return make_mutex(rawget(self, "#parser"), rawget(self, "#entry"), required)
    end)
end)
m._ArgumentGroup = ArgumentGroup

MutexGroup = newclass("_MutuallyExclusiveGroup", { ArgumentGroup }, function(ns)
  ns.add_argument = fn("add_argument", { "self" }, { vararg = "args", kwarg = "kwargs", complex = true },
    function(self, args, kw)
      if R.dict_get(kw, "required") == true then
        raise("ValueError", "mutually exclusive arguments must be optional")
      end
      return add_argument(rawget(self, "#parser"), rawget(self, "#container"), rawget(self, "#entry"),
        names_of(args), kw)
    end)
end)
m._MutuallyExclusiveGroup = MutexGroup

local function default_prog()
  local argv = items(sysm.argv)
  local a0 = argv[1] and str(argv[1]) or ""
  if a0 == "<program>" or a0 == "" then
    local w = R.tb_where
    a0 = w and w[1] and w[1]:sub(2) or a0
  end
  return a0:match("([^/]*)$")
end

local ArgumentParser
ArgumentParser = newclass("ArgumentParser", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "prog", "usage", "description", "epilog", "parents",
    "formatter_class", "prefix_chars", "fromfile_prefix_chars", "argument_default", "conflict_handler",
    "add_help", "allow_abbrev", "exit_on_error" }, { nrequired = 1 },
    function(self, prog, usage, description, epilog, parents, formatter_class, prefix_chars, _,
             argument_default, _2, add_help, allow_abbrev, exit_on_error)
      local p = { actions = {}, optionals = {}, option_order = {}, groups = {}, mutex = {},
                  group_of = {}, defaults = DICT(), has_negative_options = false }
      rawset(self, "#p", p)
      SA(self, "prog", none(prog) and default_prog() or prog)
      SA(self, "usage", none(usage) and None or usage)
      SA(self, "description", none(description) and None or description)
      SA(self, "epilog", none(epilog) and None or epilog)
      SA(self, "formatter_class", none(formatter_class) and HelpFormatter or formatter_class)
      SA(self, "prefix_chars", none(prefix_chars) and "-" or prefix_chars)
      SA(self, "argument_default", none(argument_default) and None or argument_default)
      SA(self, "add_help", add_help ~= false)
      SA(self, "allow_abbrev", allow_abbrev ~= false)
      SA(self, "exit_on_error", exit_on_error ~= false)
      make_group(self, "positional arguments")
      make_group(self, "options")
      if add_help ~= false then
        local c = get(self, "prefix_chars")
        local d = c:find("-", 1, true) and "-" or c:sub(1, 1)
        local kw = DICT(); R.SI(kw, "action", "help"); R.SI(kw, "default", SUPPRESS)
        R.SI(kw, "help", "show this help message and exit")
        add_argument(self, nil, nil, { d .. "h", d .. d .. "help" }, kw)
      end
      if not none(parents) then
        for _, par in ipairs(items(parents)) do
          local pp = state(par)
          for _, a in ipairs(pp.actions) do
            if kind_of(a) ~= "help" then
              local entry
              for gi, g in ipairs(pp.groups) do
                for _, b in ipairs(g.actions) do if b == a then entry = gi end end
              end
              add_action(self, a, entry and entry <= 2 and p.groups[entry] or nil, nil)
            end
          end
          for _, k in ipairs(items(pp.defaults)) do R.SI(p.defaults, k, R.GI(pp.defaults, k)) end
        end
      end
      return None
    end)
  ns.add_argument = fn("add_argument", { "self" }, { vararg = "args", kwarg = "kwargs", complex = true },
    function(self, args, kw) return add_argument(self, nil, nil, names_of(args), kw) end)
  ns.add_argument_group = fn("add_argument_group", { "self", "title", "description" }, { nrequired = 1 },
    function(self, title, description) return make_group(self, title, description) end)
  ns.add_mutually_exclusive_group = fn("add_mutually_exclusive_group", { "self" },
    { kwonly = { "required" }, kwrequired = {}, complex = true }, function(self, required)
      return make_mutex(self, nil, required)
    end)
  ns.set_defaults = fn("set_defaults", { "self" }, { kwarg = "kwargs", complex = true }, function(self, kw)
    local p = state(self)
    for _, k in ipairs(items(kw)) do
      local v = R.GI(kw, k)
      R.SI(p.defaults, k, v)
      for _, a in ipairs(p.actions) do if get(a, "dest") == k then SA(a, "default", v) end end
    end
    return None
  end)
  ns.get_default = function(self, dest)
    local p = state(self)
    for _, a in ipairs(p.actions) do
      if get(a, "dest") == dest and get(a, "default") ~= nil then return get(a, "default") end
    end
    local v = R.dict_get(p.defaults, dest)
    if v == nil then return None end
    return v
  end
  ns.parse_known_args = fn("parse_known_args", { "self", "args", "namespace" }, { nrequired = 1 },
    function(self, args, namespace)
      local nsp, extras = parse_known(self, args, namespace)
      return TUPLE({ nsp, extras })
    end)
  ns.parse_args = fn("parse_args", { "self", "args", "namespace" }, { nrequired = 1 },
    function(self, args, namespace)
      local nsp, extras = parse_known(self, args, namespace)
      if R.LEN(extras) > 0 then
        CALLM(self, "error", { "unrecognized arguments: " .. concat(items(extras), " ") })
      end
      return nsp
    end)
  ns.parse_intermixed_args = ns.parse_args
  ns.format_usage = function(self) return format_usage_text(self, "usage: ") .. "\n" end
  ns.format_help = function(self) return format_help(self) end
  ns.print_usage = fn("print_usage", { "self", "file" }, { nrequired = 1 }, function(self, file)
    write(none(file) and sysm.stdout or file, CALLM(self, "format_usage", {}))
    return None
  end)
  ns.print_help = fn("print_help", { "self", "file" }, { nrequired = 1 }, function(self, file)
    write(none(file) and sysm.stdout or file, CALLM(self, "format_help", {}))
    return None
  end)
  ns.exit = fn("exit", { "self", "status", "message" }, { nrequired = 1 }, function(self, status, message)
    parser_exit(self, none(status) and 0 or status, message)
  end)
  ns.error = function(self, message) parser_error(self, message) end
  ns.add_subparsers = fn("add_subparsers", { "self" }, { kwarg = "kwargs", complex = true }, function(self, kw)
    local p = state(self)
    if p.subparsers then parser_error(self, "cannot have multiple subparser arguments") end
    local title, description = pop(kw, "title", None), pop(kw, "description", None)
    local group
    if not none(title) or not none(description) then
      local g = make_group(self, none(title) and "subcommands" or title, description)
      group = rawget(g, "#entry")
    end
    local prog = pop(kw, "prog", None)
    if none(prog) then
      local _, pos = split_actions(p)
      local pu = actions_usage(p, pos, style_of(self))
      prog = str(get(self, "prog")) .. (pu ~= "" and (" " .. pu) or "")
    end
    local map = DICT()
    local a = kind_class.parsers(LIST({}), pop(kw, "dest", SUPPRESS), PARSER, None, None, None, map,
      pop(kw, "required", false), pop(kw, "help", None), pop(kw, "metavar", None))
    rawset(a, "#kind", "parsers")
    rawset(a, "#sub", { map = map, prog_prefix = prog, choices_actions = {},
                        parser_class = pop(kw, "parser_class", R.typeof(self)) })
    p.subparsers = a
    add_action(self, a, group, nil)
    return a
  end)
end)
m.ArgumentParser = ArgumentParser

-- the subparsers action's add_parser
SA(kind_class.parsers, "add_parser",
  fn("add_parser", { "self", "name" }, { kwarg = "kwargs", complex = true }, function(self, name, kw)
    local sub = rawget(self, "#sub")
    if R.dict_get(kw, "prog") == nil then R.SI(kw, "prog", sub.prog_prefix .. " " .. name) end
    local aliases = items(pop(kw, "aliases", TUPLE({})))
    local help = pop(kw, "help", nil)
    if help ~= nil then
      local mv = name
      if #aliases > 0 then mv = mv .. " (" .. concat(aliases, ", ") .. ")" end
      sub.choices_actions[#sub.choices_actions + 1] = { metavar = mv, help = help }
    end
    local kwl = {}
    for _, k in ipairs(items(kw)) do kwl[#kwl + 1] = k; kwl[#kwl + 1] = R.GI(kw, k) end
    local parser = CALL(sub.parser_class, {}, kwl)
    R.SI(sub.map, name, parser)
    for _, al in ipairs(aliases) do R.SI(sub.map, al, parser) end
    return parser
  end))

---------------------------------------------------------------------------------------------
-- FileType and BooleanOptionalAction
---------------------------------------------------------------------------------------------

m.FileType = newclass("FileType", { R.object }, function(ns)
  ns.__init__ = fn("__init__", { "self", "mode", "bufsize", "encoding", "errors" }, { nrequired = 1 },
    function(self, mode)
      SA(self, "_mode", none(mode) and "r" or mode)
      return None
    end)
  ns.__call__ = function(self, s)
    if s == "-" then
      if str(get(self, "_mode")):find("r", 1, true) then return sysm.stdin end
      return sysm.stdout
    end
    local ok, r = R.pcall(B.open, s, get(self, "_mode"))
    if ok then return r end
    local e = R.EXC(r)
    if R.isinstance(e, exc.OSError) then
      R.RAISE(ArgumentTypeError("can't open '" .. s .. "': " .. str(e)))
    end
    error(e, 0)
  end
end)

m.BooleanOptionalAction = newclass("BooleanOptionalAction", { Action }, function(ns)
  ns.__init__ = fn("__init__", { "self", "option_strings", "dest", "default", "type", "choices",
    "required", "help", "metavar" }, { nrequired = 3 },
    function(self, option_strings, dest, default, _, _2, required, help, metavar)
      local os_ = {}
      for _, o in ipairs(items(option_strings)) do
        os_[#os_ + 1] = o
        if o:sub(1, 2) == "--" then os_[#os_ + 1] = "--no-" .. o:sub(3) end
      end
      Action["#dict"].__init__(self, LIST(os_), dest, 0, None, none(default) and None or default, None,
        None, required == true, none(help) and None or help, none(metavar) and None or metavar)
      return None
    end)
  ns.__call__ = fn("__call__", { "self", "parser", "namespace", "values", "option_string" }, { nrequired = 4 },
    function(self, parser, namespace, values, option_string)
      if not none(option_string) and R.IN(option_string, get(self, "option_strings")) then
        SA(namespace, get(self, "dest"), str(option_string):sub(1, 5) ~= "--no-")
      end
      return None
    end)
  ns.format_usage = function(self) return concat(items(get(self, "option_strings")), " | ") end
end)

return m
end
