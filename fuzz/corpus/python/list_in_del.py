# membership, del, len and identity
a = [1, "two", 3.0, None, [4]]
print(1 in a, "two" in a, 3 in a, None in a, [4] in a, 4 in a, "t" in a)
print(5 not in a, True in [1], 1.0 in [True], [] in [[]])
del a[1]
print(a, len(a))
del a[-1], a[0]
print(a)
x = 5
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
b = [1, 2, 3]
c = b
del b
print(c)
d = {"a": 1, "b": 2}
del d["a"]
print(d)
lst = list(range(10))
for i in sorted([1, 3, 5], reverse=True):
    del lst[i]
print(lst)
print(len([]), len([[]]), len([1, [2, 3]]))
