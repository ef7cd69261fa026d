# args: --timeout 20 --max-memory 64M
# C work bounded: factorial2 ends cleanly (a limit error or a Python error) within its limits
import math
print(math.factorial(10**5) % 10)
