# join, concatenation and repetition
print(", ".join(["a", "b", "c"]), "".join(["x", "y"]), "-".join("abc"))
print(" ".join([]), "|".join(["only"]), "\n".join(["l1", "l2"]))
print("".join(str(i) for i in range(10)))
print(",".join(map(str, [1, 2, 3])), " + ".join(sorted(["b", "a"])))
print("ab" * 3, 3 * "xy", "a" * 0, "a" * -2, repr("" * 5))
s = "hi"
s += " there"
s *= 2
print(s)
try:
    ", ".join([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    "a" + 1
except TypeError as e:
    print("TypeError:", e)
try:
    "a" * 2.0
except TypeError as e:
    print("TypeError:", e)
parts = []
for i in range(5):
    parts.append(f"item{i}")
print(";".join(parts))
print("=" * 20)
print("-".join(["a", "", "b", ""]))
print("".join(reversed("hello")), "".join(sorted("hello")))
print("a" "b" "c", ("multi"
                    "line"))
