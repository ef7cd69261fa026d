# ROT13 and ROT47 with translate tables, plus a brute-force Caesar cracker scored by common letters.
import string

ROT13 = str.maketrans(string.ascii_letters,
                      string.ascii_lowercase[13:] + string.ascii_lowercase[:13] +
                      string.ascii_uppercase[13:] + string.ascii_uppercase[:13])
PRINTABLE = "".join(chr(c) for c in range(33, 127))
ROT47 = str.maketrans(PRINTABLE, PRINTABLE[47:] + PRINTABLE[:47])

def shift(text, n):
    lo = string.ascii_lowercase
    return text.translate(str.maketrans(lo + lo.upper(), lo[n:] + lo[:n] + (lo[n:] + lo[:n]).upper()))

def score(text):
    common = "etaoin shrdlu"
    return sum(common.index(c) < 6 and 2 or 1 for c in text.lower() if c in common)

def crack(cipher):
    best = max(range(26), key=lambda n: (score(shift(cipher, n)), -n))
    return best, shift(cipher, best)

for s in ["Hello, World!", "Why did the chicken cross the road?", "ROT13 twice is identity"]:
    r = s.translate(ROT13)
    print(f"{s!r} -> {r!r} -> {r.translate(ROT13)!r}")
print("rot47:", "Hello, World! 123".translate(ROT47), "|", "Hello, World! 123".translate(ROT47).translate(ROT47))
secret = shift("meet me near the old oak tree at seven", 7)
print("cipher:", secret)
n, plain = crack(secret)
print("cracked:", 26 - n if n else 0, plain)
print(len(ROT13), ROT13[ord("a")], chr(ROT13[ord("N")]), sorted(ROT13.items())[:3])
