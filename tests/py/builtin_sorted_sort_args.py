data = [("b", 2), ("a", 3), ("c", 1)]
print(sorted(data), sorted(data, key=lambda t: t[1]), sorted(data, reverse=True), sorted(data, key=lambda t: t[1], reverse=True), sorted(iterable=[1]) if False else "")
data.sort(key=lambda t: t[1]); print(data)
data.sort(reverse=True); print(data)
data.sort(); print(data)
kw = {"key": len, "reverse": True}
print(sorted(["aa", "b", "ccc"], **kw))
l = ["aa", "b"]; l.sort(**kw); print(l)
f = sorted; print(f([3, 2], key=None))
m = l.sort; m(key=len); print(l)
for bad in ["sorted([1], lambda x: x)", "sorted()", "sorted([1], [2], key=len)", "[1].sort(len)", "[1].sort(len, key=len)", "sorted([1], keys=len)", "[1].sort(cmp=len)", "sorted(key=len)", "max(key=len)", "min(default=0)", "sorted([1], reverse='x')", "sorted(5)"]:
    try:
        print(eval(bad))
    except TypeError as e:
        print(bad, "->", e)
class L(list): pass
x = L([3, 1, 2]); x.sort(reverse=True); print(x)
print(list.sort, sorted.__name__ if hasattr(sorted, "__name__") else "")
y = [2, 1]; list.sort(y, key=lambda v: -v); print(y)
