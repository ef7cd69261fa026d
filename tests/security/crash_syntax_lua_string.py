# cpython: same
# a Lua long string as Python source
x = [[abc]]
print(x)
