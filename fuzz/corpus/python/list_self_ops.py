# list operations involving the list itself
a = [1, 2, 3]
a.extend(a)
print(a)
b = [1, 2]
b += b
print(b)
c = [1, 2]
c.append(c[:])
print(c)
d = [0, 1, 2, 3, 4]
d[1:3] = d
print(d)
e = [1, 2, 3]
e[:] = e[::-1]
print(e)
f = [3, 1, 2]
g = f
f = sorted(f)
print(f, g)
h = [1, 2, 3]
h = h * 2
print(h)
x = [[1, 2], [3, 4]]
y = [row[:] for row in x]
y[0][0] = 99
print(x, y)
z = list(x)
z[1].append(5)
print(x)
