# args: --timeout 2 --max-memory 64M
# C work bounded: isqrt ends cleanly (a limit error or a Python error) within its limits
import math
a=(1<<(1<<25))-1
for i in range(50): math.isqrt(a)
print('x')
