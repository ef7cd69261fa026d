# A Vigenere cipher class with key validation, preserving case and non-letters; Kasiski-ish stats.
from collections import Counter
from itertools import cycle
import string

class Vigenere:
    def __init__(self, key):
        if not key or not key.isalpha():
            raise ValueError(f"key must be non-empty letters, got {key!r}")
        self.shifts = [ord(c) - ord("a") for c in key.lower()]

    def _apply(self, text, sign):
        shifts = cycle(self.shifts)
        out = []
        for ch in text:
            if ch in string.ascii_letters:
                base = 65 if ch.isupper() else 97
                out.append(chr((ord(ch) - base + sign * next(shifts)) % 26 + base))
            else:
                out.append(ch)
        return "".join(out)

    def encrypt(self, text):
        return self._apply(text, 1)

    def decrypt(self, text):
        return self._apply(text, -1)

for key, msg in [("LEMON", "ATTACKATDAWN"), ("key", "Hello, World! 123"), ("abc", "xyz XYZ"), ("z", "Zebra")]:
    v = Vigenere(key)
    enc = v.encrypt(msg)
    print(f"{key:>6}: {msg!r} -> {enc!r} -> {v.decrypt(enc)!r}")
for bad in ["", "k3y", "two words"]:
    try:
        Vigenere(bad)
    except ValueError as e:
        print("ValueError:", e)
cipher = Vigenere("secret").encrypt("the quick brown fox jumps over the lazy dog " * 3)
freq = Counter(c for c in cipher if c.isalpha())
print(freq.most_common(5))
ic = sum(n * (n - 1) for n in freq.values()) / (sum(freq.values()) * (sum(freq.values()) - 1))
print(f"index of coincidence: {ic:.4f}")
