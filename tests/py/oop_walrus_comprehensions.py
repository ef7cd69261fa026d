# walrus operator in loops and comprehensions, comprehension scoping, chained comparisons
data = [3, 8, 1, 9, 14, 2, 7]
if (n := len(data)) > 5:
    print(f"long list ({n} elements)")
print([y for x in data if (y := x * 2) > 10])
print([(x, sq) for x in range(6) if (sq := x * x) % 2 == 0], "last sq:", sq)
chunks = iter(["ab", "cd", "", "ef"])
out = []
while (chunk := next(chunks)):
    out.append(chunk.upper())
print(out)
total = 0
running = [total := total + x for x in data]
print(running, total)

x = "outer"
squares = [x * x for x in range(4)]
print(x, squares)
gen = (x for x in "abc")
print(x, list(gen))
matrix = [[i * j for j in range(1, 4)] for i in range(1, 4)]
print(matrix, [row[i] for i, row in enumerate(matrix)])
print({k: v for k, v in zip("abc", range(3)) if v}, {c for c in "hello" if c != "l"} == {"h", "e", "o"})

def grade(score):
    if 90 <= score <= 100:
        return "A"
    elif 80 <= score < 90:
        return "B"
    elif 0 <= score < 80:
        return "C"
    return "invalid"
print([grade(s) for s in (95, 85, 42, 100, 101, -3)])
a, b, c = 1, 2, 3
print(a < b < c, a < b > c, a == 1 < b, 1 < 2 == 2 < 3, 3 > 2 > 1 > 0, a is not None is not False)
nested = [[1, 2], [3], [], [4, 5, 6]]
print([v for sub in nested for v in sub if v % 2], [len(s) for s in nested if s])
pairs = [(i, j) for i in range(3) for j in range(i)]
print(pairs, sum(1 for p in pairs if (s := sum(p)) > 1), s)
