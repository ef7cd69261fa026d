# Caesar and Vigenere ciphers with frequency-based cracking
def caesar(text, shift):
    result = []
    for ch in text:
        if ch.isupper():
            result.append(chr((ord(ch) - ord("A") + shift) % 26 + ord("A")))
        elif ch.islower():
            result.append(chr((ord(ch) - ord("a") + shift) % 26 + ord("a")))
        else:
            result.append(ch)
    return "".join(result)

def vigenere(text, key, decrypt=False):
    out, k = [], 0
    for ch in text:
        if ch.isalpha():
            shift = ord(key[k % len(key)].lower()) - ord("a")
            out.append(caesar(ch, -shift if decrypt else shift))
            k += 1
        else:
            out.append(ch)
    return "".join(out)

def crack(cipher):
    best = None
    for shift in range(26):
        candidate = caesar(cipher, -shift)
        score = sum(candidate.lower().count(c) for c in "etaoin ")
        if best is None or score > best[0]:
            best = (score, shift, candidate)
    return best[1], best[2]

msg = "Hello, World! Meet me at the station at noon."
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3))
print(caesar("xyz XYZ", 4), caesar("abc", 26), caesar("abc", -1))
print(crack(caesar(msg, 11)))
v = vigenere("Attack at dawn!", "lemon")
print(v, "|", vigenere(v, "lemon", decrypt=True))
rot13 = caesar("Why did the chicken cross the road?", 13)
print(rot13, "|", caesar(rot13, 13))
