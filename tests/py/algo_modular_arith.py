# Modular arithmetic: inverse via pow(x, -1, m), extended Euclid, CRT, fast pow
def mod_inverse(a, m):
    g, x = m, 0
    old_g, old_x = a % m, 1
    while g:
        q = old_g // g
        old_g, g = g, old_g - q * g
        old_x, x = x, old_x - q * x
    if old_g != 1:
        raise ValueError(f"{a} has no inverse modulo {m}")
    return old_x % m


def crt(residues, moduli):
    x, M = 0, 1
    for r, m in zip(residues, moduli):
        M *= m
    for r, m in zip(residues, moduli):
        Mi = M // m
        x += r * Mi * pow(Mi, -1, m)
    return x % M, M


def power_mod(base, exp, mod):
    result = 1
    base %= mod
    while exp > 0:
        if exp & 1:
            result = result * base % mod
        base = base * base % mod
        exp >>= 1
    return result


for a, m in [(3, 11), (10, 17), (7, 26), (123456789, 10**9 + 7)]:
    inv = mod_inverse(a, m)
    print(a, m, inv, pow(a, -1, m), a * inv % m)
try:
    mod_inverse(6, 9)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(6, -1, 9)
except ValueError as e:
    print("ValueError:", e)
print(crt([2, 3, 2], [3, 5, 7]))
print(crt([1, 2, 3, 4], [5, 7, 9, 11]))
print(power_mod(2, 10**18, 10**9 + 7), pow(2, 10**18, 10**9 + 7))
print(power_mod(7, 2**100, 13), pow(7, 2**100, 13))
print(pow(3, 200, 2**127 - 1))
print(pow(-3, 5, 7), pow(3, 5, -7), -17 % 5, 17 % -5, divmod(-17, 5))
print(pow(5, 0, 1), pow(0, 0), pow(2, -2))
MOD = 998244353
fact = [1] * 21
for i in range(1, 21):
    fact[i] = fact[i - 1] * i % MOD
print([fact[20] * pow(fact[k] * fact[20 - k], -1, MOD) % MOD for k in range(0, 21, 5)])
