# aliases and rebinding: `import math as os` is math; nothing named os gets host powers
import math as os
print(os.sqrt(4))
import json as subprocess
print(subprocess.dumps([1]))
os = __builtins__ if False else None
print(os)
try:
    import os as math
except ImportError as e:
    print("ImportError:", str(e).split(";")[0])
