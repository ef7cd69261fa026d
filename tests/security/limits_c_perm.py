# args: --timeout 20 --max-memory 64M
# C work bounded: perm ends cleanly (a limit error or a Python error) within its limits
import math
print(math.perm(10**7) % 10)
