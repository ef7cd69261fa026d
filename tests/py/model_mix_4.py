# a model-style program: grid sets of tuples, memoised paths, Unicode str methods, format specs, fused reductions, swaps
grid = ["#..#.", ".....", ".##..", "....#"]
walls = {(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "#"}
print(sorted(walls), (0, 0) in walls, (0, 3) in walls, (0.0, 3) in walls, len(walls))
seen = {(0, 1): 0}
for r in range(4):
    for c in range(5):
        if (r, c) not in walls:
            seen[(r, c)] = seen.get((r, c - 1), -1) + 1
print(max(seen.values()), seen[(3, 3)], list(seen)[:4])
memo = {}
def paths(r, c):
    if (r, c) in memo: return memo[(r, c)]
    if r == 0 or c == 0: return 1
    memo[(r, c)] = paths(r - 1, c) + paths(r, c - 1)
    return memo[(r, c)]
print(paths(10, 10), len(memo))
edges = {(1, 2, 3): "x", (-1, -2, -3): "y", (2**40, 1): "big"}
print(edges[(1, 2, 3)], edges[(-1, -2, -3)], edges[(2**40, 1)], (1, 2) in edges)
words = ["Ünïcode", "café", "naïve", "résumé", "ASCII", "ǅ"]
print([w.upper() for w in words], [w.title() for w in words], [w.capitalize() for w in words])
print([w.split("é") for w in words], "é" in "café", "café".find("é"), "résumé".count("é"), "naïve".replace("ï", "i"))
print(f"{'café':>8}|{'é':^5}|{3.14159:+.3e}|{1234567:,}|{0.5:.0%}|{-0.0:.1f}|{12:#x}|{255:08b}")
print(sum(x * x for x in range(10)), any(w.isupper() for w in words), all(len(w) > 1 for w in words), max(len(w) for w in words), min((len(w), w) for w in words))
print(" a  b \t c\n".split(), "a,b,,c".split(","), "x".join("abc"), "  pad  ".strip(), "\u3000x\u3000".strip())
lines = "one\ntwo\r\nthree\rfour\u2028five".splitlines()
print(lines, "Hello World".startswith(("Hell", "X")), "data.csv".endswith((".csv", ".tsv")))
print("%s has %d items costing %.2f" % ("cart", 3, 9.5), "{0}-{1}-{0}".format("a", "b"), "{name!r}".format(name="x"))
table = [("apple", 3, 1.5), ("kiwi", 12, 0.25)]
for name, qty, price in table:
    print(f"{name:<10}{qty:>5}{price:>8.2f}{qty*price:>10,.2f}")
print(sorted({3: "c", 1: "a", 2: "b"}.items()), {k: v for k, v in zip("abc", range(3))})
a, b = 1, 2
a, b = b, a + b
x = [1, 2, 3]
x[0], x[-1] = x[-1], x[0]
print(a, b, x)
