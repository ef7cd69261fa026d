# args: --max-memory 16M --timeout 10
# math.comb with huge arguments
import math
print(math.comb(10 ** 9, 10 ** 8) > 0)
