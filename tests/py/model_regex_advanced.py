# Regex features beyond basics: conditionals, atomic groups, possessive quantifiers, \g<0>, flags.
import re

print(re.findall(r"(<)?(\w+@\w+\.com)(?(1)>|)", "<a@b.com> c@d.com <e@f.com"))
print(re.sub(r"\d+", r"[\g<0>]", "a1b22"), re.sub(r"(?P<w>\w+)", r"<\g<w>>", "hi there"))
print(re.match(r"(?>a+)b", "aaab") is not None, re.match(r"(?>a+)ab", "aaab"))
print(re.match(r"a++b", "aaab") is not None, re.match(r"a*+a", "aaa"), re.fullmatch(r"\d{2,}?", "123"))
print(re.findall(r"(?i)straße|STRASSE", "Straße strasse STRASSE"))
print(re.findall(r"[^\W\d_]+", "abc_123 déf ghi9"), re.findall(r"\bcat\b", "cat concat cat."))
print(re.findall(r"(?=(\d\d))", "12345"), [m.span() for m in re.finditer(r"", "ab")])
print(re.split(r"(?:,|;)\s*", "a, b;c ,d"), re.split(r"\W+", "...words, here!"))
rx = re.compile(r"""(?P<key>[a-z_]+)   # key
                   \s*[:=]\s*          # separator
                   (?P<q>["']?)(?P<val>.*?)(?P=q)$""", re.X | re.M)
cfg = "name = 'Alice'\nage: 30\nquote=\"hi there\"\nbad line"
print([m.group("key", "val") for m in rx.finditer(cfg)])
print(re.sub(r"(\w)(\w*)", lambda m: m[1].upper() + m[2][::-1], "hello big world"))
print(re.search(r"(a)(b)?", "ac").groups(), re.search(r"(a)(b)?", "ac").groups("-"), re.search(r"(a)(b)?", "ac").group(2))
m = re.match(r"(?P<h>\d+):(?P<m>\d+)", "12:34:56")
print(m[0], m["h"], m.expand(r"\g<m>h\g<h>"), m.end(), m.pos, m.endpos)
print(re.compile(r"x", re.I).flags & re.I != 0, re.compile(r"(a)(b)").groups, re.compile(r"(?P<n>a)").groupindex)
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e)
try:
    re.compile(r"a{2,1}")
except re.error as e:
    print("re.error:", e)
print(re.purge(), re.escape("a.b"), bool(re.match(r"\A\s*\Z", "  ")), re.findall(r"\d", "١٢3"), re.findall(r"\d", "١٢3", re.A))
