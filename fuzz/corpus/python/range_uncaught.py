# range with a float argument raises TypeError
n = 7 / 2
print("n =", n)
for i in range(n):
    print(i)
