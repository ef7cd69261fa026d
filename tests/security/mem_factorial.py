# args: --max-memory 16M --timeout 10
# math.factorial of a huge n
import math
print(math.factorial(10 ** 9) > 0)
