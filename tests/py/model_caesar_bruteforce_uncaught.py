# Break a Caesar cipher by chi-squared against English letter frequencies; then decode a bad input.
import string

FREQ = {"e": 12.7, "t": 9.1, "a": 8.2, "o": 7.5, "i": 7.0, "n": 6.7, "s": 6.3, "h": 6.1, "r": 6.0,
        "d": 4.3, "l": 4.0, "c": 2.8, "u": 2.8, "m": 2.4, "w": 2.4, "f": 2.2, "g": 2.0, "y": 2.0,
        "p": 1.9, "b": 1.5, "v": 1.0, "k": 0.8, "j": 0.15, "x": 0.15, "q": 0.1, "z": 0.07}

def shift(text, k):
    lo = string.ascii_lowercase
    return text.translate(str.maketrans(lo, lo[k:] + lo[:k]))

def chi2(text):
    letters = [c for c in text if c.isalpha()]
    n = len(letters)
    return sum((letters.count(c) - n * p / 100) ** 2 / (n * p / 100) for c, p in FREQ.items())

def crack(cipher):
    if not any(c.isalpha() for c in cipher):
        raise ValueError("ciphertext has no letters to analyse")
    scores = sorted((chi2(shift(cipher, k)), k) for k in range(26))
    return scores[0][1], shift(cipher, scores[0][1])

secret = shift("the secret meeting is at the old lighthouse after sunset", 11)
print(secret)
k, plain = crack(secret)
print(k, plain)
print(crack(shift("attack at dawn", 3)))
print(crack("12345 !!!"))
