# F12: `from import t` is invalid syntax (the code generator used to fail with Lua text and a host path)
from import t
def s():([""])==""
