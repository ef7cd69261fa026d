# "from M import *" of withheld modules fails; of allowed ones, it binds only Python names
for src in ["from os import *", "from subprocess import *", "from io import *"]:
    try:
        exec(src)
        print(src, "ran")
    except ImportError as e:
        print("ImportError:", str(e).split(";")[0])
try:
    from os import *
except ImportError as e:
    print("ImportError:", str(e).split(";")[0])
from math import *
print(sqrt(16), floor(2.5), pi > 3)
try:
    print(load)
except NameError as e:
    print("NameError:", e)
