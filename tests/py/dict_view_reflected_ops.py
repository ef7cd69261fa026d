# dict views (keys, items) with a set or any iterable on the left (s - d.keys(), [..] & d.keys()), and ordered against sets (<=, <).
d = {"a": 1, "b": 2}; e = {"b": 0, "c": 3}
s = {"a", "z"}
print(sorted(d.keys() - s), sorted(s - d.keys()), sorted(s | d.keys()), sorted(d.keys() | s), sorted(s & d.keys()), sorted(d.keys() & s), sorted(s ^ d.keys()), sorted(d.keys() ^ s))
print(sorted(d.keys() - e.keys()), sorted(d.keys() & e.keys()), sorted(d.keys() | ["q"]), sorted(["q", "a"] - d.keys()), sorted(d.items() - {("a", 1)}), sorted({("a", 1)} - d.items()))
print(sorted(frozenset("ab") - d.keys()), type(s - d.keys()).__name__, type(d.keys() - s).__name__, d.keys() == {"a", "b"}, {"a", "b"} == d.keys(), d.keys() <= {"a", "b", "c"}, {"a"} < d.keys())
print(d.keys().isdisjoint({"x"}), sorted(["x", "a"] & d.keys()), sorted(("a", "q") | d.keys()))
