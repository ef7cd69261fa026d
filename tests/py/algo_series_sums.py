# Series: pi (Leibniz, Nilakantha, Wallis), e, zeta(2), harmonic, math.fsum vs sum
import math

leibniz = sum((-1) ** k / (2 * k + 1) for k in range(10000)) * 4
print(f"Leibniz  {leibniz:.10f} err {abs(leibniz - math.pi):.2e}")
nil = 3.0
sign = 1
for k in range(2, 2000, 2):
    nil += sign * 4 / (k * (k + 1) * (k + 2))
    sign = -sign
print(f"Nilakantha {nil:.12f} err {abs(nil - math.pi):.2e}")
w = 1.0
for n in range(1, 5000):
    w *= (4 * n * n) / (4 * n * n - 1)
print(f"Wallis {2 * w:.8f}")
e = sum(1 / math.factorial(k) for k in range(20))
print(e, math.e, e == math.e)
z2 = sum(1 / n ** 2 for n in range(1, 100001))
print(f"zeta(2) ~ {z2:.8f}, pi^2/6 = {math.pi ** 2 / 6:.8f}")
H = [0.0]
for n in range(1, 11):
    H.append(H[-1] + 1 / n)
print([round(h, 4) for h in H[1:]])
gamma = sum(1 / k for k in range(1, 100001)) - math.log(100000)
print(f"Euler-Mascheroni ~ {gamma:.6f}")
vals = [0.1] * 10
print(sum(vals), math.fsum(vals), sum(vals) == 1.0, math.fsum(vals) == 1.0)
big = [1e100, 1.0, -1e100] * 3
print(sum(big), math.fsum(big))
print(math.fsum([1e-16] * 10 + [1.0]), sum([1.0] + [1e-16] * 10))
print(sum([0.1, 0.2, 0.3]), math.fsum([0.1, 0.2, 0.3]), sum([0.1, 0.2, 0.3], start=0.0))
geom = sum(0.5 ** k for k in range(60))
print(geom, math.isclose(geom, 2.0), math.isclose(1.0, 1.0 + 1e-10), math.isclose(0.0, 1e-12), math.isclose(0.0, 1e-12, abs_tol=1e-9))
