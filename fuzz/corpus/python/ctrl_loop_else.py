# for/else and while/else with break
def find(xs, target):
    for i, x in enumerate(xs):
        if x == target:
            print("found", target, "at", i)
            break
    else:
        print(target, "not found")
find([1, 2, 3], 2)
find([1, 2, 3], 5)
find([], 1)
n = 0
while n < 3:
    n += 1
else:
    print("while finished normally", n)
n = 0
while n < 10:
    n += 1
    if n == 4:
        break
else:
    print("not printed")
print("stopped at", n)
for p in range(2, 20):
    for d in range(2, p):
        if p % d == 0:
            break
    else:
        print(p, end=" ")
print()
for x in []:
    print("never")
else:
    print("empty for runs else")
while False:
    pass
else:
    print("while False runs else")
for i in range(3):
    if i == 1:
        continue
    print("i", i)
else:
    print("continue does not skip else")
