# Render a word-search style grid: place words horizontally/vertically, fill with a fixed filler.
def make_grid(words, size):
    grid = [["." for _ in range(size)] for _ in range(size)]
    placed = []
    for i, word in enumerate(words):
        horizontal = i % 2 == 0
        for r in range(size):
            for c in range(size):
                cells = [(r, c + k) if horizontal else (r + k, c) for k in range(len(word))]
                if all(rr < size and cc < size and grid[rr][cc] in (".", word[k]) for k, (rr, cc) in enumerate(cells)):
                    for k, (rr, cc) in enumerate(cells):
                        grid[rr][cc] = word[k]
                    placed.append((word, r, c, "H" if horizontal else "V"))
                    break
            else:
                continue
            break
    return grid, placed

grid, placed = make_grid(["PYTHON", "LUA", "TEXT", "CODE", "REGEX"], 7)
filler = iter("QWERTYUIOPASDFGHJKLZXCVBNM" * 3)
for row in grid:
    print(" ".join(ch if ch != "." else next(filler).lower() for ch in row))
for p in placed:
    print(p)
