# list slicing with steps and negatives
a = list(range(10))
print(a[2:5], a[:3], a[7:], a[-3:], a[:-3], a[::2], a[1::2], a[::-1])
print(a[8:2:-2], a[-1:-5:-1], a[5:2], a[20:], a[-20:2], a[::3], a[::-3])
print(a[2:8:3], a[9:0:-4], a[:0], a[len(a):])
b = a[:]
b[0] = 99
print(a[0], b[0], a == b, a is b)
c = a[::-1]
print(c[0], a[0])
nested = [[1, 2], [3, 4]]
shallow = nested[:]
shallow[0].append(5)
print(nested, shallow)
print([1, 2, 3][-1], [1, 2, 3][-3])
try:
    [1, 2, 3][3]
except IndexError as e:
    print("IndexError:", e)
try:
    a[::0]
except ValueError as e:
    print("ValueError:", e)
t = tuple(a)
print(t[2:5], t[::-2], type(t[1:]).__name__)
