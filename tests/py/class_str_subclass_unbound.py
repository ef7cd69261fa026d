# A builtin type's method taken from the type (str.upper, int.bit_length) applied to an object of a
# subclass works on its value; json encodes str/int subclasses by their value, not by __str__.
import json

class Name(str):
    def __str__(self):
        return "Name!"

class Count(int):
    pass

n, c = Name("ada"), Count(12)
print(str.upper(n), str.split(Name("a b"), " "), str.__len__(n), str.replace(n, "a", "A"))
print(int.bit_length(c), int.to_bytes(c, 2, "big"), float.is_integer(float(c)))
print(list(map(str.title, [Name("x y"), "p q"])), sorted([Name("b"), "a"], key=str.lower))
print(json.dumps({n: n, "c": c}), str(n), f"{n}")
try:
    str.upper(5)
except TypeError as e:
    print("TypeError:", e)
class Loud(int):
    def __str__(self):
        return "LOUD"
print(f"{Loud(3)}", f"{Loud(3):03}", "{}".format(Loud(4)), format(Name("q")), f"{Name('q'):>3}")
