# cpython: same
# benign control: the allowed modules: math, json, re, collections, itertools, functools
import math, json, re, collections, itertools, functools
print(math.gcd(12, 18), math.isqrt(99), round(math.sqrt(2), 6), math.factorial(20))
print(json.dumps({"a": [1, 2.5, None, True], "b": "é"}), json.loads('{"x": [1, 2]}'))
print(re.findall(r"\d+", "a1b22c333"), re.sub(r"(\w)(\d)", r"\2\1", "a1 b2"))
print(collections.Counter("mississippi").most_common(2), collections.deque([1, 2, 3], maxlen=2))
print(list(itertools.permutations("abc", 2))[:3], list(itertools.accumulate([1, 2, 3])))
print(functools.reduce(lambda a, b: a * b, range(1, 6)))
