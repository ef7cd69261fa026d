# a Trie class with insert, contains, prefix search, word counts and deletion
class TrieNode:
    __slots__ = ("children", "count")
    def __init__(self):
        self.children = {}
        self.count = 0

class Trie:
    def __init__(self, words=()):
        self.root = TrieNode()
        self.size = 0
        for w in words:
            self.insert(w)

    def insert(self, word):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
        if node.count == 0:
            self.size += 1
        node.count += 1

    def _find(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self._find(word)
        return bool(node and node.count)

    def __len__(self):
        return self.size

    def complete(self, prefix, limit=None):
        node = self._find(prefix)
        results = []
        def walk(n, path):
            if n.count:
                results.append((prefix + path, n.count))
            for ch in sorted(n.children):
                walk(n.children[ch], path + ch)
        if node:
            walk(node, "")
        results.sort(key=lambda t: (-t[1], t[0]))
        return [w for w, _ in results[:limit]]

    def remove(self, word):
        node = self._find(word)
        if not node or not node.count:
            raise KeyError(word)
        node.count = 0
        self.size -= 1

text = "the then there these theory tea team tea ten the the apple app apply"
t = Trie(text.split())
print(len(t), "the" in t, "th" in t, "tea" in t, "xyz" in t)
print(t.complete("the"), t.complete("te"), t.complete("app", limit=2), t.complete("z"))
t.remove("the")
print("the" in t, len(t), t.complete("the"))
try:
    t.remove("the")
except KeyError as e:
    print("KeyError:", e)
print(t.complete(""))
