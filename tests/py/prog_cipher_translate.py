# Caesar, ROT13 and Atbash ciphers with str.maketrans/str.translate, plus Vigenere by hand.
import string

def caesar_table(shift):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    s = shift % 26
    return str.maketrans(lo + up, lo[s:] + lo[:s] + up[s:] + up[:s])

def caesar(text, shift):
    return text.translate(caesar_table(shift))

ROT13 = caesar_table(13)
ATBASH = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])

def vigenere(text, key, decrypt=False):
    out, ki = [], 0
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            k = ord(key[ki % len(key)].lower()) - ord("a")
            if decrypt:
                k = -k
            out.append(chr((ord(ch) - base + k) % 26 + base))
            ki += 1
        else:
            out.append(ch)
    return "".join(out)

msg = "Attack at Dawn, 5 o'clock!"
for shift in (1, 3, 13, 25, -3, 52):
    enc = caesar(msg, shift)
    print(f"{shift:>3}: {enc}  -> {caesar(enc, -shift)}")
print("rot13:", msg.translate(ROT13), "|", msg.translate(ROT13).translate(ROT13))
print("atbash:", "hello world".translate(ATBASH))
enc = vigenere(msg, "LEMON")
print("vigenere:", enc, "->", vigenere(enc, "LEMON", decrypt=True))
strip_digits = str.maketrans("", "", string.digits + string.punctuation)
print(msg.translate(strip_digits))
print("abc".translate({ord("a"): "AA", ord("b"): None, 99: 100}))
print(str.maketrans({"x": "y", "z": None}))
try:
    str.maketrans("abc", "de")
except ValueError as e:
    print(type(e).__name__, e)
