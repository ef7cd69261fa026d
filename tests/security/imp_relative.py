# relative imports and dotted names that climb out of the allowlist
def t(src):
    try:
        exec(src)
    except NameError:
        pass
for name in ["..os", ".os"]:
    pass
try:
    from . import os
    print("escaped")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
try:
    from .. import secret
    print("escaped")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
try:
    import os.path
    print("escaped")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
try:
    import json.decoder
    print("json.decoder")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
