words = ["b", "a", "c", "a"]
print(list(w.upper() for w in words), set(w for w in words if w != "c") == {"a", "b"})
print(tuple(len(w) for w in words), sorted((w for w in words), reverse=True), sorted(w * 2 for w in words))
print(frozenset(w for w in words) == frozenset("abc"), ", ".join(w for w in words), "".join(str(i) for i in range(5)))
print("-".join(f"{i}:{w}" for i, w in enumerate(words) if i % 2 == 0))
def list(x):
    return "mine"
print(list(w for w in words))
try:
    print(",".join(i for i in range(3)))
except TypeError as e:
    print(e)
try:
    print(tuple(1 / x for x in [1, 0]))
except ZeroDivisionError as e:
    print("zde", e)
x = 10
print(sorted(x for x in range(3)), x)
print(b"".join(bytes([i]) for i in range(65, 68)))
