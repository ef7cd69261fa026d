# string comparison is by code point, lexicographic
print("a" < "b", "apple" < "banana", "apple" < "app", "app" < "apple")
print("Z" < "a", "a" < "B", "10" < "9", "" < "a", "abc" == "abc")
print("é" > "z", "ä" < "ö", "a" * 3 == "aaa", "abc" != "abd")
print(sorted(["banana", "Apple", "cherry", "apple", "Banana", "10", "9", ""]))
print(sorted(["b", "A", "c"], key=str.lower), max("hello"), min("hello"))
print(max(["pear", "fig", "apple"]), min(["pear", "fig", "apple"], key=len))
print("abc" < "abd" < "abe", "b" > "a" >= "a")
print("abc".__eq__("abc"), "x" in ["x", "y"], ("a", "b") < ("a", "c"))
try:
    "a" < 1
except TypeError as e:
    print("TypeError:", e)
print("a" == 1, "1" == 1, "" == None)
