# Autocomplete: a dict-of-dicts trie with frequencies, top-k suggestions with heapq, and deletion
import heapq

END = "$"


class Autocomplete:
    def __init__(self):
        self.root = {}

    def add(self, word, count=1):
        node = self.root
        for ch in word:
            node = node.setdefault(ch, {})
        node[END] = node.get(END, 0) + count

    def _collect(self, node, prefix, out):
        for ch, child in node.items():
            if ch == END:
                out.append((child, prefix))
            else:
                self._collect(child, prefix + ch, out)

    def suggest(self, prefix, k=3):
        node = self.root
        for ch in prefix:
            if ch not in node:
                return []
            node = node[ch]
        found = []
        self._collect(node, prefix, found)
        return [w for c, w in heapq.nsmallest(k, found, key=lambda cw: (-cw[0], cw[1]))]

    def remove(self, word):
        path, node = [], self.root
        for ch in word:
            if ch not in node:
                raise KeyError(word)
            path.append((node, ch))
            node = node[ch]
        if END not in node:
            raise KeyError(word)
        del node[END]
        for parent, ch in reversed(path):
            if parent[ch]:
                break
            del parent[ch]


ac = Autocomplete()
corpus = "the then there their they them theme theory this thin thing think thought through".split()
for i, w in enumerate(corpus):
    ac.add(w, count=(i * 7) % 5 + 1)
ac.add("the", 10)
for p in ["th", "the", "thi", "tho", "x", "theor"]:
    print(f"{p!r}: {ac.suggest(p)}")
ac.remove("theory")
print(ac.suggest("theo"), "o" in ac.root["t"]["h"]["e"])
try:
    ac.remove("thee")
except KeyError as e:
    print("KeyError:", e)
print(ac.suggest("t", k=10))
