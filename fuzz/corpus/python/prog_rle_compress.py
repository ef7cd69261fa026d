# Run-length encoding and decoding
def rle_encode(s):
    if not s:
        return ""
    out = []
    prev, count = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out.append(f"{count}{prev}")
            prev, count = ch, 1
    out.append(f"{count}{prev}")
    return "".join(out)

def rle_decode(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)

def compress(s):
    enc = rle_encode(s)
    return enc if len(enc) < len(s) else s

for s in ["aaabbbcccd", "abc", "", "zzzzzzzzzzzz", "aabcccccaaa", "wwwwaaadexxxxxx"]:
    e = rle_encode(s)
    print(repr(s), "->", repr(e), "->", repr(rle_decode(e)), "|", compress(s))
print(rle_decode("12a3b1c"), len(rle_decode("100x")))
from itertools import groupby
runs = [(len(list(g)), k) for k, g in groupby("mississippi")]
print(runs)
