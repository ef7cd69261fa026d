# cpython: same
# benign control: str methods, formatting, f-strings
s = "Hello, World"
print(s.lower(), s.upper(), s.swapcase(), s.split(", "), s[::-1], s.find("o"), s.count("l"))
print("{:>8}|{:<8}|{:^8}|{:08.3f}".format("a", "b", "c", 3.14159))
print(f"{12345678:,} {255:#x} {0.25:.1%} {'x'!r}")
print("%s=%d (%.2e)" % ("n", 42, 12345.678))
print(" ".join(w.capitalize() for w in "the quick brown fox".split()))
print("a,b,,c".split(","), "  pad  ".strip(), "x".center(5, "*"), "42".zfill(5))
