# math.factorial of a float is a TypeError in 3.11, integral or not (3.9 raised ValueError for 3.5)
import math

for x in (5, 0, True, 3.5, 3.0, -1.5, -2, "4", 2**70 - 2**70 + 20):
    try:
        print(repr(x), math.factorial(x))
    except (TypeError, ValueError) as e:
        print(repr(x), type(e).__name__, e)
