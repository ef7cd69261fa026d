# Word search on a letter grid (DFS with backtracking) and Boggle-style word finding with a trie
GRID = ["ABCE", "SFCS", "ADEE"]
R, C = len(GRID), len(GRID[0])


def exists(word):
    def dfs(r, c, i, used):
        if i == len(word):
            return True
        if not (0 <= r < R and 0 <= c < C) or (r, c) in used or GRID[r][c] != word[i]:
            return False
        used.add((r, c))
        found = any(dfs(r + dr, c + dc, i + 1, used) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))
        used.discard((r, c))
        return found

    return any(dfs(r, c, 0, set()) for r in range(R) for c in range(C))


def build_trie(words):
    root = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node["$"] = w
    return root


def find_words(words):
    trie, found = build_trie(words), set()

    def dfs(r, c, node, used):
        ch = GRID[r][c]
        if ch not in node:
            return
        node = node[ch]
        if "$" in node:
            found.add(node["$"])
        used.add((r, c))
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if (dr or dc) and 0 <= nr < R and 0 <= nc < C and (nr, nc) not in used:
                    dfs(nr, nc, node, used)
        used.discard((r, c))

    for r in range(R):
        for c in range(C):
            dfs(r, c, trie, set())
    return sorted(found)


for w in ["ABCCED", "SEE", "ABCB", "ASADFBCCEESE", "Z", "ECCF"]:
    print(w, exists(w))
print(find_words(["ABC", "SEE", "FACE", "BFDA", "CEE", "DEAF", "SAD", "ECSE", "BEAD"]))
