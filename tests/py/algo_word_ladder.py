# Word ladder: BFS over one-letter changes, with the full path and ladder length
from collections import deque
import string

WORDS = {"hot", "dot", "dog", "lot", "log", "cog", "hit", "cot", "cat", "bat", "bot", "but", "cut"}


def ladder(begin, end, words):
    if end not in words:
        return None
    prev = {begin: None}
    q = deque([begin])
    while q:
        w = q.popleft()
        if w == end:
            path = []
            while w:
                path.append(w)
                w = prev[w]
            return path[::-1]
        for i in range(len(w)):
            for ch in string.ascii_lowercase:
                nxt = w[:i] + ch + w[i + 1:]
                if nxt in words and nxt not in prev:
                    prev[nxt] = w
                    q.append(nxt)
    return None


for a, b in [("hit", "cog"), ("cat", "dog"), ("bat", "cut"), ("hit", "hot"), ("hit", "xyz"), ("dog", "dog")]:
    p = ladder(a, b, WORDS)
    print(f"{a} -> {b}:", " > ".join(p) if p else "no ladder", f"({len(p)} words)" if p else "")
neighbors = {w: sorted(x for x in WORDS if sum(p != q for p, q in zip(w, x)) == 1) for w in sorted(WORDS)}
for w, ns in neighbors.items():
    print(f"{w}: {', '.join(ns)}")
