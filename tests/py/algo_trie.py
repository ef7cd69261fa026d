# Trie with insert, search, prefix listing, counting and deletion
class TrieNode:
    def __init__(self):
        self.children = {}
        self.end = False
        self.count = 0


class Trie:
    def __init__(self, words=()):
        self.root = TrieNode()
        for w in words:
            self.insert(w)

    def insert(self, word: str) -> None:
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
            node.count += 1
        node.end = True

    def _find(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def search(self, word: str) -> bool:
        node = self._find(word)
        return bool(node and node.end)

    def starts_with(self, prefix: str) -> list:
        node = self._find(prefix)
        out = []

        def walk(n, path):
            if n.end:
                out.append(prefix + path)
            for ch in sorted(n.children):
                walk(n.children[ch], path + ch)

        if node:
            walk(node, "")
        return out

    def count_prefix(self, prefix: str) -> int:
        node = self._find(prefix)
        return node.count if node and prefix else 0

    def longest_common_prefix(self):
        node, out = self.root, []
        while len(node.children) == 1 and not node.end:
            ch, node = next(iter(node.children.items()))
            out.append(ch)
        return "".join(out)


words = ["apple", "app", "application", "apt", "banana", "band", "bandana", "ban", "can"]
t = Trie(words)
for w in ["app", "appl", "banana", "bandanas", "can", ""]:
    print(f"search({w!r}) = {t.search(w)}")
for p in ["ap", "ban", "c", "z", "application"]:
    print(f"prefix {p!r}: {t.starts_with(p)} count={t.count_prefix(p)}")
print(repr(Trie(["flower", "flow", "flight"]).longest_common_prefix()))
print(repr(Trie(["interview", "internet", "interval"]).longest_common_prefix()))
print(len(t.starts_with("")))
