# Huffman coding with heapq: build codes, encode/decode, compression ratio
import heapq
from collections import Counter
from itertools import count


def huffman_codes(text):
    freq = Counter(text)
    tie = count()
    heap = [(f, next(tie), ch) for ch, f in sorted(freq.items())]
    heapq.heapify(heap)
    if len(heap) == 1:
        return {heap[0][2]: "0"}
    while len(heap) > 1:
        f1, _, a = heapq.heappop(heap)
        f2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (f1 + f2, next(tie), (a, b)))
    codes = {}

    def walk(node, prefix):
        if isinstance(node, str):
            codes[node] = prefix
        else:
            walk(node[0], prefix + "0")
            walk(node[1], prefix + "1")

    walk(heap[0][2], "")
    return codes


def decode(bits, codes):
    rev = {v: k for k, v in codes.items()}
    out, cur = [], ""
    for b in bits:
        cur += b
        if cur in rev:
            out.append(rev[cur])
            cur = ""
    return "".join(out)


for text in ["abracadabra", "mississippi river", "aaaa", "the quick brown fox jumps over the lazy dog"]:
    codes = huffman_codes(text)
    bits = "".join(codes[c] for c in text)
    print(repr(text))
    for ch in sorted(codes, key=lambda c: (len(codes[c]), c)):
        print(f"   {ch!r}: {codes[ch]}")
    print("   bits:", len(bits), "vs", 8 * len(text), f"ratio {len(bits) / (8 * len(text)):.3f}", decode(bits, codes) == text)
