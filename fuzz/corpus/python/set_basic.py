# sets of small ints print in CPython's deterministic order
print({3, 1, 2}, {10, 5, 1, 7}, set(), {0}, set([5, 5, 5]))
print(set(range(10, 0, -1)), {100, 50, 25, 1}, {-1, -2, 3})
s = {1, 2, 3}
s.add(4); s.add(2)
print(s, len(s), 2 in s, 9 in s, 9 not in s)
s.remove(1); s.discard(100); s.discard(2)
print(s)
try:
    s.remove(100)
except KeyError as e:
    print("KeyError:", e)
print(s.pop(), s)
s.clear()
print(s, bool(s))
print(set([3, 1, 3, 2]), sorted({5, 3, 9}), list({8, 4, 2}))
print({x % 5 for x in range(20)}, {x * x for x in range(-3, 4)})
print({1, 2} == {2, 1}, {1} != {1, 2}, {(1, 2), (3, 4)} == {(3, 4), (1, 2)})
print(set("aab") == {"a", "b"}, len(set("mississippi")))
print({32, 64, 1, 8}, {1000, 2000, 3000})
print(set((1, 2, 2, 3)), {True, 0, 1, False})
try:
    {[1]}
except TypeError as e:
    print("TypeError:", e)
