d = {"a": 1, 2: "b"}; s = {1, 2, "x"}; fs = frozenset([3, "y"]); l = [1, 2.5, "z", None]; t = (True, 4)
for x in ["a", 2, 2.0, "q", 1, True, 3, "y", 2.5, "z", None, 4, 1.0, ""]:
    print(repr(x), x in d, x in s, x in fs, x in l, x in t)
print("" in "abc", "bc" in "abc", "é" in "café", "x" in "", "abcd" in "abc", "c" in "abc")
class E:
    def __eq__(self, o): return True
print(5 in [E()], "s" in [E()], 1 in [True], 0 in (False,))
try: print([] in {1: 2})
except TypeError as e: print(e)
try: print(1 in "abc")
except TypeError as e: print(e)
