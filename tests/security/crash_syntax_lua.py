# cpython: same
# Lua syntax handed to the Python parser
local x = 1
function f() return x end
print(f())
