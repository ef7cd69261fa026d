# operators Lua has and Python does not: ~=, .., #, ::, goto labels
x = 1
try:
    print(x ~= 2)
except Exception as e:
    print(e)
