# split and rsplit edge cases
cases = ["", " ", "a", " a ", "a  b", "  a  b  ", "a,b,,", ",a", ",,"]
for s in cases:
    print(repr(s), s.split(), s.rsplit(None, 1), s.split(","), s.rsplit(",", 1), s.split(" ", 1))
print("a\u3000b\u00a0c".split(), "x\x1fy".split())
print("a-b-c".split("-", 5), "a-b-c".rsplit("-", -5), "ab".split("ab"), "abab".split("ab"))
