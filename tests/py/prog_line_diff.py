# A line-based diff using longest common subsequence (no difflib), printed in unified-ish style.
def lcs_table(a, b):
    n, m = len(a), len(b)
    t = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            t[i][j] = t[i + 1][j + 1] + 1 if a[i] == b[j] else max(t[i + 1][j], t[i][j + 1])
    return t

def diff(a, b):
    t = lcs_table(a, b)
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            yield " ", a[i]
            i += 1
            j += 1
        elif t[i + 1][j] >= t[i][j + 1]:
            yield "-", a[i]
            i += 1
        else:
            yield "+", b[j]
            j += 1
    for x in a[i:]:
        yield "-", x
    for y in b[j:]:
        yield "+", y

old = """def greet(name):
    print("Hello " + name)
    return None

greet("world")""".splitlines()
new = """def greet(name, punct="!"):
    print(f"Hello {name}{punct}")

greet("world")
greet("moon", "?")""".splitlines()

print("--- old\n+++ new")
stats = {"+": 0, "-": 0, " ": 0}
for tag, line in diff(old, new):
    stats[tag] += 1
    print(f"{tag} {line}")
print(f"{stats['+']} insertions(+), {stats['-']} deletions(-), {stats[' ']} unchanged")
print(list(diff("kitten", "sitting")))
print("".join(f"[{t}{c}]" if t != " " else c for t, c in diff("abcdef", "abxdefg")))

def similarity(a, b):
    common = lcs_table(a, b)[0][0]
    return 2 * common / (len(a) + len(b)) if a or b else 1.0

for a, b in [("apple", "apply"), ("abc", "xyz"), ("", ""), ("color", "colour")]:
    print(f"{a!r} vs {b!r}: {similarity(a, b):.3f}")
