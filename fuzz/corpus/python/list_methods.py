# every list method
a = [3, 1, 4]
a.append(1); print(a)
a.extend([5, 9]); print(a)
a.extend("ab"); print(a)
a.extend(range(2)); print(a)
a.insert(0, "first"); print(a)
a.insert(100, "last"); print(a)
a.insert(-1, "before-last"); print(a)
a.insert(-100, "very-first"); print(a)
a.remove(1); print(a)
print(a.pop(), a.pop(0), a.pop(-2), a)
print(a.index(4), a.index(1), a.index(5, 2), a.count(1), a.count("zz"))
b = a.copy(); b.append("copy-only"); print(len(a), len(b))
a.clear(); print(a, b[:3])
c = [5, 2, 8, 1]
print(c.sort(), c)
c.reverse(); print(c)
c.sort(reverse=True); print(c)
try:
    c.remove(42)
except ValueError as e:
    print("ValueError:", e)
try:
    c.index(42)
except ValueError as e:
    print("ValueError:", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    [1].pop(5)
except IndexError as e:
    print("IndexError:", e)
print(list(), list("abc"), list((1, 2)), list(range(3)), list({"k": 1}))
