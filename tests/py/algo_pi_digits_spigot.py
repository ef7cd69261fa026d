# Digits of pi with Gibbons' unbounded spigot (big ints), and e's digits from a series
from itertools import islice


def pi_digits():
    q, r, t, k, n, l = 1, 0, 1, 1, 3, 3
    while True:
        if 4 * q + r - t < n * t:
            yield n
            q, r, t, k, n, l = 10 * q, 10 * (r - n * t), t, k, (10 * (3 * q + r)) // t - 10 * n, l
        else:
            q, r, t, k, n, l = q * k, (2 * q + r) * l, t * l, k + 1, (q * (7 * k + 2) + r * l) // (t * l), l + 2


def e_digits(count):
    scale = 10 ** (count + 10)
    total, term, k = 0, scale, 0
    while term:
        total += term
        k += 1
        term //= k
    s = str(total)
    return s[0] + "." + s[1:count]


digits = list(islice(pi_digits(), 120))
text = "".join(map(str, digits))
print(text[0] + "." + text[1:61])
print(text[61:])
print("first 6 of 7 in a row?", "999999" in text, text.count("9"), sorted({d for d in digits}))
counts = [digits.count(d) for d in range(10)]
print(counts, sum(counts))
print(e_digits(80))
