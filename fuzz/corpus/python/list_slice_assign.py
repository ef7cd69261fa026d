# slice assignment and deletion, including extended slices
a = list(range(10))
a[2:5] = ["a", "b", "c"]; print(a)
a[2:5] = []; print(a)
a[1:1] = [100, 200]; print(a)
a[:2] = "xy"; print(a)
a[-2:] = [7, 8, 9, 10]; print(a)
a[len(a):] = [11]; print(a)
a[:] = [0, 1, 2, 3, 4, 5, 6, 7]; print(a)
a[::2] = ["e0", "e2", "e4", "e6"]; print(a)
a[1::2] = range(4); print(a)
a[::-1] = list(a); print(a)
try:
    a[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
b = list(range(10))
del b[0]; print(b)
del b[-1]; print(b)
del b[2:4]; print(b)
del b[::2]; print(b)
del b[::-1]; print(b)
c = list(range(10))
del c[1:8:3]; print(c)
del c[:]; print(c)
d = [1, 2, 3]
d[5:10] = [4]; print(d)
d[0:2] = (9,); print(d)
e = [1, 2, 3, 4]
e[1:3] = e; print(e)
try:
    del e[10]
except IndexError as ex:
    print("IndexError:", ex)
