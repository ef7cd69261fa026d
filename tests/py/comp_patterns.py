# comprehension patterns: filters on computed values, nested, with functions
def is_prime(n):
    return n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1))
print([n for n in range(50) if is_prime(n)])
print([(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 21) if a * a + b * b == c * c])
names = ["ann", "bob", "cy"]
scores = [90, 85, 77]
print({n: s for n, s in zip(names, scores)}, [f"{n}:{s}" for n, s in zip(names, scores) if s > 80])
print({(x, y) for x in range(3) for y in range(3) if x != y} == {(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)})
print([[c for c in w] for w in ["ab", "c"]], [w for w in ["ab", "c"] for _ in range(2)])
print([x ** 2 if x % 2 else -x for x in range(6)])
text = "one two three two one"
print({w: text.split().count(w) for w in text.split()})
print(sorted({len(w) for w in text.split()}), sum(len(w) for w in text.split()))
print([i * j for i in range(1, 4) for j in range(1, 4) if i <= j])
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(grid, [grid[i][2 - i] for i in range(3)], [row for row in grid if sum(row) > 5])
print(list(map(list, zip(*grid))))
