# Set algebra on integer sets: primes, squares, Fibonacci numbers; symmetric differences and subset tests
def primes_upto(n):
    s = set(range(2, n + 1))
    for p in range(2, int(n ** 0.5) + 1):
        if p in s:
            s -= set(range(p * p, n + 1, p))
    return s


N = 100
P = primes_upto(N)
SQ = {k * k for k in range(11)}
F = set()
a, b = 0, 1
while a <= N:
    F.add(a)
    a, b = b, a + b
EVEN = set(range(0, N + 1, 2))
print(sorted(P))
print(sorted(F), sorted(SQ))
print("prime fibs:", sorted(P & F))
print("square fibs:", sorted(SQ & F))
print("even primes:", P & EVEN, "odd squares:", sorted(SQ - EVEN))
print("fib xor square:", sorted(F ^ SQ))
print(len(P | F | SQ), len(set(range(N + 1)) - (P | F | SQ | EVEN)))
print({2, 3} <= P, P >= {97}, SQ.isdisjoint(P), F.issuperset({1, 2, 3, 5}), frozenset(SQ) == SQ)
s = set()
s.update(range(5), [10, 11])
s.discard(3)
s.difference_update({0, 1})
s.intersection_update(range(4, 20))
s.symmetric_difference_update({4, 5})
print(sorted(s), s.pop() in {10, 11}, len(s))
print(sorted({x % 7 for x in P}), {x for x in range(20) if x in P and x + 2 in P})
