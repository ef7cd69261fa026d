# slicing edge cases: out-of-range bounds, negative steps, empty results
a = [0, 1, 2, 3, 4]
print(a[-1:], a[:-1], a[-1::-1], a[-2::-2], a[:-6:-1], a[4:-6:-1])
print(a[3:1], a[3:1:-1], a[100:-100:-1], a[-100:100], a[1:1], a[0:0:-1])
print(a[5:], a[4:], a[:5], a[:6], a[-5:], a[-6:])
print(a[::100], a[::-100], a[1::-1], a[:1:-1])
print("hello"[::-1][1:3], "hello"[-1:0:-1], "hello"[0:-1:1], "hello"[::-1][::-1])
n = len(a)
for k in range(-n - 1, n + 2):
    print(k, a[k:], a[:k])
print(a[True:], a[False:True])
