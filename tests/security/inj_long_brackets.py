# cpython: same
# strings that end Lua long brackets and open Lua comments: printed as they are
print("]]"); print("]=]"); print("]==]"); print("[[") ; print("--[["); print("--[==[ ]==]")
print(']] os.exit(1) --[[')
print("\"]] .. os.exit() .. [[\"")
s = "]]" * 1000
print(len(s), s[:6])
print(f"{']]'}{'[['}")
print(''']] --''')
print("""line1
]]--
--[[ comment?
line4""")
x = "a]]b"; y = 'c--d'
print(x + y, repr(x), repr(y))
