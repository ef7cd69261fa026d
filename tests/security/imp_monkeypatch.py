# patching an allowed module changes only this program's copy; it cannot open a door
import json, math
json.loads = lambda s: "patched"
print(json.loads("[1]"))
math.sqrt = print
math.sqrt("math.sqrt is print now")
import json as j2
print(j2 is json, j2.loads("1"))
setattr(math, "__import__", lambda n: n)
try:
    import os
except ImportError as e:
    print("ImportError:", str(e).split(";")[0])
