# cpython: same
# a Lua goto label
::top::
print(1)
