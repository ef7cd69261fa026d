# Toy RSA with Python big ints: key generation from fixed primes, encrypt/decrypt, signatures, CRT speedup
from math import gcd

p = 2**127 - 1
q = 2**89 - 1
n = p * q
phi = (p - 1) * (q - 1)
e = 65537
assert gcd(e, phi) == 1
d = pow(e, -1, phi)
print("n bits:", n.bit_length(), "d bits:", d.bit_length())
print("e*d mod phi =", e * d % phi)


def encode(msg: str) -> int:
    return int.from_bytes(msg.encode(), "big")


def decode(m: int) -> str:
    return m.to_bytes((m.bit_length() + 7) // 8, "big").decode()


def decrypt_crt(c):
    dp, dq = d % (p - 1), d % (q - 1)
    qinv = pow(q, -1, p)
    m1, m2 = pow(c, dp, p), pow(c, dq, q)
    h = qinv * (m1 - m2) % p
    return m2 + h * q


for msg in ["hello", "RSA with big ints!", "x"]:
    m = encode(msg)
    c = pow(m, e, n)
    back = pow(c, d, n)
    print(f"{msg!r}: m={m} c%10**12={c % 10**12} ok={decode(back) == msg} crt={decrypt_crt(c) == m}")
sig = pow(encode("signed"), d, n)
print("verify:", decode(pow(sig, e, n)), pow(sig, e, n) == encode("signed"))
print(str(n)[:20], len(str(n)), hex(n)[:18], n % 1000003, divmod(n, 10**30)[0])
