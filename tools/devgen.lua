-- dev: lua5.4 tools/devgen.lua AST.lua  -> prints the generated Lua
package.path = "transpiler/?.lua;runtime/?.lua;" .. package.path
package.preload.parser = function() return {} end
local tree = dofile(arg[1])
local tr = require("translate")
local ok, r = pcall(tr.translate_ast, tree, {})
if not ok then io.stderr:write(tr.format_error(r, "", "x"), "\n") os.exit(1) end
io.write(r)
