# Compression algorithms on strings: RLE encode/decode, LZ77-style triples, LZW dictionary coding
from itertools import groupby


def rle_encode(s):
    return "".join(f"{len(list(g))}{ch}" for ch, g in groupby(s))


def rle_decode(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)


def lz77(data, window=12):
    i, out = 0, []
    while i < len(data):
        best_off = best_len = 0
        for j in range(max(0, i - window), i):
            k = 0
            while i + k < len(data) - 1 and data[j + k] == data[i + k] and k < 15:
                k += 1
            if k > best_len:
                best_off, best_len = i - j, k
        out.append((best_off, best_len, data[i + best_len]))
        i += best_len + 1
    return out


def lz77_decode(triples):
    s = []
    for off, length, ch in triples:
        for _ in range(length):
            s.append(s[-off])
        s.append(ch)
    return "".join(s)


def lzw(data):
    table = {chr(i): i for i in range(256)}
    w, out = "", []
    for ch in data:
        if w + ch in table:
            w += ch
        else:
            out.append(table[w])
            table[w + ch] = len(table)
            w = ch
    if w:
        out.append(table[w])
    return out


def lzw_decode(codes):
    table = {i: chr(i) for i in range(256)}
    w = table[codes[0]]
    out = [w]
    for code in codes[1:]:
        entry = table[code] if code in table else w + w[0]
        out.append(entry)
        table[len(table)] = w + entry[0]
        w = entry
    return "".join(out)


for s in ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "aabcccccaaa"]:
    e = rle_encode(s)
    print(e, rle_decode(e) == s, f"{len(e) / len(s):.3f}")
text = "abracadabra abracadabra"
t = lz77(text)
print(t[:6], len(t), lz77_decode(t) == text)
codes = lzw("TOBEORNOTTOBEORTOBEORNOT")
print(codes, len(codes), lzw_decode(codes))
print(lzw_decode(lzw("aaaaaaaaaaaaaaaa")), lzw("aaaaaaaaaaaaaaaa"))
