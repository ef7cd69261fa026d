-- interactive.lua: the REPL's translation (moonpy repl). compile(src, filename, mode, want_ast)
-- decides, as CPython's interactive prompt does, whether the lines typed so far are a whole
-- statement, and translates it:
--   "incomplete"                      more lines are needed (the prompt shows "... ")
--   "error", text                     a SyntaxError report, as to_lua makes it
--   "ok", lua, linemap, ast           the Lua to run; ast: ast.dump of the input when asked
-- mode "single" is one input of the prompt: an expression statement outside functions shows
-- its value (codegen's interactive option, sys.displayhook's job in CPython). mode "exec" is a
-- whole file (:load, exec()): no echo, any number of statements. mode "last" is "single" at
-- the end of input: nothing more can come, so an input still open is its error (python3 says
-- "'(' was never closed" when a pipe ends inside a bracket). mode "eval" is eval()'s source:
-- one expression, whose value the chunk keeps (codegen's keep_last).
--
-- What is incomplete (the lines are the input joined by "\n"; the last one empty means a blank
-- line was entered):
--   - an open bracket or an open triple-quoted string, unless what is inside it is already an
--     error (`x = [1,` then `2 3`: "'[' was never closed" at once, as codeop decides);
--   - a backslash continuation, a block header without its body, a try without except, a
--     decorator without its def: until a blank line;
--   - a compound statement (even `if x: pass` on one line): until a blank line.
-- A blank line ends the input otherwise (so `if x:` then a blank line is an error, as at
-- python3's prompt; codeop.compile_command would keep waiting there). Two statements on
-- separate lines are CPython's errors: after a block that was not ended by a blank line,
-- "invalid syntax"; else "multiple statements found while compiling a single statement".
local require, type, pcall = require, type, pcall
local find, match, gsub = string.find, string.match, string.gsub
local translate = require("translate")
local parser = require("parser")
local _ENV = nil

local M = {}

local COMPOUND = {
  If = true, For = true, While = true, Try = true, With = true, FunctionDef = true,
  ClassDef = true, AsyncFunctionDef = true, AsyncFor = true, AsyncWith = true, Match = true,
  TryStar = true,
}

-- the last line of src, and the last line that is not blank
local function last_lines(src)
  local last = match(src, "([^\n]*)$")
  local nonblank
  for l in (src .. "\n"):gmatch("([^\n]*)\n") do
    if find(l, "%S") then nonblank = l end
  end
  return last, nonblank or ""
end

-- the number of the last line that is not blank
local function lines_before_end(src)
  local n, last = 0, 0
  for l in (src .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    if find(l, "%S") then last = n end
  end
  return last
end

local function is_incomplete(err, src, ended)
  local msg = err.msg or ""
  if (find(msg, "was never closed", 1, true) and not err.failed_inside)
     or find(msg, "unterminated triple-quoted", 1, true) then
    return true
  end
  if ended then return false end
  local _, nonblank = last_lines(src)
  if find(msg, "unexpected EOF while parsing", 1, true) or
     find(msg, "expected an indented block", 1, true) or
     find(msg, "expected 'except' or 'finally' block", 1, true) then
    return true
  end
  -- a block header nested in another block, at the end of input: the end dedents it
  if msg == "unexpected unindent" and (err.lineno or 0) >= lines_before_end(src) then
    return true
  end
  -- a decorator line wants its def (CPython stops at the end of input, not at the line's end)
  return find(nonblank, "^%s*@") ~= nil and msg == "invalid syntax"
end

local function syntax_error(src, filename, lineno, offset, msg)
  return translate.format_error({ type = "SyntaxError", msg = msg, lineno = lineno,
                                  offset = offset }, src, filename)
end

function M.compile(src, filename, mode, want_ast)
  filename = filename or "<stdin>"
  if mode == "eval" then -- eval(): one expression; its value is the chunk's kept result
    if find(src, "\0", 1, true) then
      local _, text = translate.to_lua(src, filename)
      return "error", text
    end
    local tree, err = parser.parse(src, filename)
    if not tree then return "error", translate.format_error(err, src, filename) end
    local body = tree.body
    if #body ~= 1 or body[1].kind ~= "Expr" then
      local at = body[1] and body[1] or { lineno = 1, col_offset = 0 }
      if #body == 0 then at = { lineno = 0, col_offset = -1 } end -- CPython: line 0, offset 0
      return "error", syntax_error(src, filename, at.lineno, at.col_offset + 1, "invalid syntax")
    end
    local ok, lua, map = pcall(translate.translate_ast, tree, { keep_last = true, dynamic = true })
    if not ok then return "error", translate.format_error(lua, src, filename) end
    return "ok", lua, map
  end
  if mode == "exec" then
    local lua, map = translate.to_lua(src, filename, { dynamic = true })
    if not lua then return "error", map end
    return "ok", lua, map
  end
  local last_input = mode == "last"
  local _, lines = gsub(src, "\n", "\n")
  local last = last_lines(src)
  local ended = lines > 0 and not find(last, "%S")
  if find(src, "\0", 1, true) then
    local _, text = translate.to_lua(src, filename)
    return "error", text
  end
  local tree, err = parser.parse(src, filename)
  if not tree then
    if type(err) ~= "table" then return "error", translate.format_error(err, src, filename) end
    if not last_input and is_incomplete(err, src, ended) then return "incomplete" end
    -- at the end of the input, CPython's single mode puts the error at the last token (a
    -- missing ':') or nowhere (invalid syntax): there is no newline token after it
    local line = err.text or match(src, "([^\n]*)$")
    if not ended and err.lineno == lines + 1 and err.offset == #line + 1 then
      if err.msg == "expected ':'" then err.offset = #line
      elseif err.msg == "invalid syntax" then err.offset = 0 end
    end
    return "error", translate.format_error(err, src, filename)
  end
  local body = tree.body
  local first, final = body[1], body[#body]
  if first then
    for i = 2, #body do
      if body[i].lineno ~= first.lineno then
        if COMPOUND[first.kind] then
          return "error", syntax_error(src, filename, body[i].lineno, body[i].col_offset + 1,
                                       "invalid syntax")
        end
        return "error", syntax_error(src, filename, first.lineno, first.col_offset + 1,
          "multiple statements found while compiling a single statement")
      end
    end
    if COMPOUND[final.kind] and not ended then return "incomplete" end
  end
  local ast
  if want_ast then ast = require("astdump").dump(tree) end
  local ok, lua, map = pcall(translate.translate_ast, tree, { interactive = true })
  if not ok then return "error", translate.format_error(lua, src, filename) end
  return "ok", lua, map, ast
end

return M
