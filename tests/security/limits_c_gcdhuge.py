# args: --timeout 2 --max-memory 64M
# C work bounded: gcdhuge ends cleanly (a limit error or a Python error) within its limits
import math
a=(1<<(1<<24))-1; b=(1<<(1<<24)-5)+7
for i in range(200): math.gcd(a,b)
print('x')
