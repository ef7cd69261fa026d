import string
def caesar(s, k):
    out = []
    for ch in s:
        if ch.isupper():
            out.append(chr((ord(ch) - 65 + k) % 26 + 65))
        elif ch.islower():
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        else:
            out.append(ch)
    return "".join(out)
def vigenere(s, key, decrypt=False):
    res = []
    ki = 0
    for ch in s:
        if ch.isalpha():
            shift = ord(key[ki % len(key)].lower()) - 97
            if decrypt:
                shift = -shift
            base = 65 if ch.isupper() else 97
            res.append(chr((ord(ch) - base + shift) % 26 + base))
            ki += 1
        else:
            res.append(ch)
    return "".join(res)
msg = "Attack at Dawn! Meet @ 5pm, by the old oak."
for k in (1, 3, 13, 25, -3, 52):
    print(k, caesar(msg, k))
enc = vigenere(msg, "LEMON")
print(enc, vigenere(enc, "LEMON", decrypt=True) == msg)
tbl = str.maketrans(string.ascii_letters, string.ascii_letters[13:26] + string.ascii_letters[:13] + string.ascii_letters[39:] + string.ascii_letters[26:39])
print(msg.translate(tbl))
atbash = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])
print("wizard".translate(atbash), "hello world".translate(str.maketrans("", "", "lo")))
print("abc".translate({97: "xyz", 98: None, 99: 100}))
def rail_fence(s, rails):
    rows = [[] for _ in range(rails)]
    r, step = 0, 1
    for ch in s:
        rows[r].append(ch)
        if r == 0:
            step = 1
        elif r == rails - 1:
            step = -1
        r += step
    return "".join("".join(x) for x in rows)
print(rail_fence("WEAREDISCOVEREDFLEEATONCE", 3))
freq = sorted(((caesar(enc, -s).count("e"), s) for s in range(26)), reverse=True)[:3]
print(freq)
