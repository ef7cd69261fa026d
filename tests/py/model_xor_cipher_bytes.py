# Repeating-key XOR on bytes, shown as hex and base64, with key recovery from a known prefix.
import base64
from itertools import cycle

def xor(data, key):
    return bytes(b ^ k for b, k in zip(data, cycle(key)))

plain = "Attack at dawn! Ünïcode too.".encode("utf-8")
key = b"KEY"
cipher = xor(plain, key)
print(cipher.hex())
print(base64.b64encode(cipher).decode())
print(xor(cipher, key).decode("utf-8"))
known = b"Attack"
recovered = bytes(c ^ p for c, p in zip(cipher, known))
print("key stream:", recovered, "-> key guess:", recovered[:3])
print(xor(b"\x00\x00\x00\x00", b"\xff\x0f"), xor(b"", b"k"), bytes(a ^ b for a, b in zip(b"abc", b"ABC")))
print(sum(bin(b).count("1") for b in xor(b"hello", b"world")), "differing bits between 'hello' and 'world'")
