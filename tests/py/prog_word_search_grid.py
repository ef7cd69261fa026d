# Find words in a letter grid in all 8 directions and report start positions and directions.
GRID = """PYTHONX
LUAQZEC
ARUBYMO
JAVAEWD
GOLANGE
""".split()
DIRS = {"E": (0, 1), "W": (0, -1), "S": (1, 0), "N": (-1, 0), "SE": (1, 1), "NW": (-1, -1), "NE": (-1, 1), "SW": (1, -1)}

def find(word):
    rows, cols = len(GRID), len(GRID[0])
    for r in range(rows):
        for c in range(cols):
            for name, (dr, dc) in DIRS.items():
                rr, cc = r, c
                for ch in word:
                    if not (0 <= rr < rows and 0 <= cc < cols) or GRID[rr][cc] != ch:
                        break
                    rr += dr
                    cc += dc
                else:
                    yield r, c, name

for w in ["PYTHON", "LUA", "RUBY", "JAVA", "GOLANG", "CODE", "PLAJG", "NOHTYP", "PERL"]:
    hits = list(find(w))
    print(f"{w:<7} {hits if hits else 'not found'}")
print("\n".join(" ".join(row) for row in GRID))
