# cpython: same
# Python comments and strings that contain Lua comment openers and closers
x = 1  # ]] --[[
y = 2  # --[==[
z = x + y  # ]==] end end end
print(z)  # os.exit()
def f():  # function end
    return "--"  # --
print(f(), "--[[", "]]")
#]]
#--[[
print("after")
