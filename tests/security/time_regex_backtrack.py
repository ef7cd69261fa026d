# args: --timeout 1
# catastrophic regex backtracking
import re
print(re.match(r"(a+)+$", "a" * 40 + "b"))
