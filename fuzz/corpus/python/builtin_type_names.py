# type(x) and type(x).__name__ for many values
values = [0, -1, 2 ** 100, 1.5, float("inf"), True, None, "s", "", [], (), (1,), {}, set(), frozenset(),
          range(3), len, print, abs, iter([]), iter(""), iter({}), map(str, []), zip(), enumerate([]),
          reversed([]), filter(None, []), (x for x in []), lambda: 0, {}.keys(), {}.values(), {}.items(), slice(1)]
for v in values:
    print(type(v).__name__)
print(type(1), type("a"), type(None), type(len), type(print), type(int), type(object))
print(int, str, float, bool, list, dict, set, tuple, type, object, Exception, KeyError)
class Custom:
    pass
print(Custom().__class__.__name__, type(Custom).__name__)
