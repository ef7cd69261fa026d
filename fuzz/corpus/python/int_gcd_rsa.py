# number theory with big integers: gcd, modular inverse, toy RSA
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y
def modinv(a, m):
    g, x, _ = egcd(a, m)
    if g != 1:
        raise ValueError("not invertible")
    return x % m
p = 2 ** 61 - 1
q = 2 ** 31 - 1
n = p * q
phi = (p - 1) * (q - 1)
e = 65537
d = modinv(e, phi)
print(n, phi, d)
print(e * d % phi, d == pow(e, -1, phi))
for msg in [42, 123456789, 2 ** 60 + 5]:
    c = pow(msg, e, n)
    print(msg, c, pow(c, d, n) == msg)
print(gcd(2 ** 100, 6 ** 50), gcd(10 ** 30 + 1, 10 ** 20 + 1), egcd(240, 46))
def isqrt(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x
print(isqrt(10 ** 40), isqrt(2 * 10 ** 30), isqrt(2 ** 127 - 1))
try:
    modinv(6, 9)
except ValueError as err:
    print("ValueError:", err)
