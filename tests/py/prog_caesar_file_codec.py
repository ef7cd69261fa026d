# Encrypt a multi-line "file" line by line with a rotating Caesar shift and decrypt it back.
import io
import string

def shift_char(ch, k):
    for alphabet in (string.ascii_lowercase, string.ascii_uppercase, string.digits):
        if ch in alphabet:
            return alphabet[(alphabet.index(ch) + k) % len(alphabet)]
    return ch

def transform(stream, key, sign=1):
    out = io.StringIO()
    for lineno, line in enumerate(stream):
        k = sign * (key + lineno)
        out.write("".join(shift_char(c, k) for c in line))
    return out.getvalue()

plain = "Meet at 10:30 by the old mill.\nBring 2 maps!\nZebras zigzag at 9."
enc = transform(io.StringIO(plain), 3)
print(enc)
dec = transform(io.StringIO(enc), 3, -1)
print(dec == plain)
print(dec.splitlines()[1])
