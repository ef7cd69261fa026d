# assignment expressions
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print("long list", n)
print([y for x in data if (y := x * 2) > 6])
print(y)
total = 0
while (chunk := data[total:total + 2]):
    print("chunk", chunk)
    total += 2
print((a := 5) + a, a)
values = [v for v in (int(s) for s in "1 22 333".split()) if (sz := v) > 1]
print(values, sz)
def f(x):
    return x * 10
print([r for x in range(4) if (r := f(x)) % 20 == 0])
