s = "héllo wörld"
print([c for c in s], [c for c in "abc"], [c for c in ""])
for c in "xyz":
    print(c, end="|")
print()
class S(str): pass
print([c for c in S("ab")], list("ab\x00c"), "".join(ch.upper() for ch in "mixed Case"))
t = "a" * 5000
n = 0
for ch in t:
    n += ch == "a"
print(n)
for a, b in zip("abc", "def"): print(a + b, end=" ")
print()
it = iter("ab"); print(next(it), next(it))
d = {}
for ch in "mississippi": d[ch] = d.get(ch, 0) + 1
print(d)
for ch in "ab":
    for ch2 in "cd":
        print(ch + ch2, end=",")
print()
def gen():
    for ch in "ok":
        yield ch
print(list(gen()))
