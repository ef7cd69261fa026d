-- translate.lua: the transpiler's entry point. to_lua(src, filename) -> lua, linemap
-- or nil, message (a CPython-style SyntaxError report).
local require, type, tostring, pcall = require, type, tostring, pcall
local concat, format, find, sub, gsub, match = table.concat, string.format, string.find,
  string.sub, string.gsub, string.match
local parser = require("parser")
local scope = require("scope")
local definite = require("definite")
local codegen = require("codegen")
local _ENV = nil

local M = {}

local function source_line(src, n)
  local i = 1
  for line in (src .. "\n"):gmatch("([^\n]*)\n") do
    if i == n then return line end
    i = i + 1
  end
  return ""
end

-- CPython's report of a syntax error:
--   File "x.py", line 3
--     bad line
--     ^
-- SyntaxError: invalid syntax
function M.format_error(err, src, filename)
  if type(err) ~= "table" then
    -- a failure of the translator itself: never its Lua text or a host path
    return "SystemError: moonpy could not translate this program (an internal error in the " ..
      "translator); try writing the statement another way\n"
  end
  if err.bare then -- a one-line report naming the file (a source that is not UTF-8)
    return (err.type or "SyntaxError") .. ": " .. err.msg:gsub("%%s", filename, 1) .. "\n"
  end
  local out = { format('  File "%s", line %d\n', filename, err.lineno or 0) }
  local text = err.text or source_line(src, err.lineno or 0)
  if text and text ~= "" then
    local stripped = text:gsub("^%s+", "")
    local indent = #text - #stripped
    stripped = stripped:gsub("%s+$", "")
    out[#out + 1] = "    " .. stripped .. "\n"
    -- CPython shows no caret when the offset falls in the line's indentation (an unexpected
    -- indent) or is 0
    local col = (err.offset or 1) - indent
    if col >= 1 then out[#out + 1] = "    " .. (" "):rep(col - 1) .. "^\n" end
  end
  out[#out + 1] = (err.type or "SyntaxError") .. ": " .. (err.msg or "invalid syntax") .. "\n"
  return concat(out)
end

function M.translate_ast(tree, opts)
  scope.analyze(tree)
  definite.analyze(tree)
  return codegen.generate(tree, opts)
end

-- CPython refuses a NUL byte anywhere in the source: the line up to it, no caret. (Before
-- this the source ran, and a report that echoed such a line was cut at the NUL by the host.)
local function null_byte_error(src, at, filename)
  local before = sub(src, 1, at - 1)
  local _, newlines = gsub(before, "\n", "")
  local text = gsub(match(before, "[^\n]*$"), "^%s+", "")
  return format('  File "%s", line %d\n    %s\nSyntaxError: source code cannot contain null bytes\n',
    filename, newlines + 1, text)
end

function M.to_lua(src, filename, opts)
  filename = filename or "<string>"
  local nul = type(src) == "string" and find(src, "\0", 1, true)
  if nul then
    return nil, null_byte_error(src, nul, filename)
  end
  local tree, err = parser.parse(src, filename)
  if not tree then
    return nil, M.format_error(err, src, filename)
  end
  local ok, lua, map = pcall(M.translate_ast, tree, opts or {})
  if not ok then
    return nil, M.format_error(lua, src, filename)
  end
  return lua, map
end

return M
