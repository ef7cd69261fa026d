# cpython: same
# a Lua long comment as Python source
--[[
print('inside')
]]
print('after')
