# a builtin module's functions know their __module__ and __name__ (bisect's share one signature
# table, yet each keeps its own name); a duplicate keyword names the function with its module
import math, json, random, re, statistics, time, bisect
for f in [math.sqrt, math.gcd, json.dumps, json.loads, random.randint, random.choice, re.sub,
          re.compile, statistics.mean, time.time, len, print, sorted]:
    print(f.__module__, f.__name__)
print(bisect.bisect_left.__name__, bisect.bisect_right.__name__, bisect.bisect.__name__,
      bisect.insort.__name__, bisect.insort_left, bisect.bisect_left([1, 2, 2], 2))
try:
    math.gcd(**{"a": 1}, a=2)
except TypeError as e:
    print(e)
try:
    json.dumps(**{"obj": 1}, obj=2)
except TypeError as e:
    print(e)
