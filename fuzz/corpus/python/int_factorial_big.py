# factorials and binomials beyond 64 bits
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r

for n in [0, 1, 5, 10, 20, 21, 25, 50]:
    print(n, fact(n))
print(fact(100) // fact(98))
print(fact(60) // (fact(30) * fact(30)))
print(str(fact(70))[:20], len(str(fact(70))))
print(fact(30) % 1000000007)
c = [1]
for i in range(70):
    c = [1] + [c[j] + c[j + 1] for j in range(len(c) - 1)] + [1]
print(c[35], max(c))
print(sum(c) == 2 ** 70)
