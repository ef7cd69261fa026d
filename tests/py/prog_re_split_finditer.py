# re.split with captures and maxsplit, finditer positions, lookarounds and multiline anchors.
import re

text = "alpha, beta;gamma  delta|epsilon,,zeta"
print(re.split(r"[,;|\s]+", text))
print(re.split(r"([,;|])", "a,b;c|d"))
print(re.split(r"[,;]", text, maxsplit=2))
print(re.split(r"\s*", "a b  c"))
print(re.split(r"(?<=[.!?]) +", "Hi there. How are you? Fine! ok"))
print(re.split(r"\b", "one two"))
print(re.split(r"(a)|(b)", "xaybz"))

code = "x = 10\ny=20\n  z = x + y  # sum\nname = 'bob'"
for m in re.finditer(r"^\s*(?P<var>\w+)\s*=\s*(?P<val>.+?)\s*(?:#.*)?$", code, re.M):
    print(f"{m.group('var'):>5} := {m.group('val'):<8} span={m.span()}")
print(re.findall(r"\d+(?=px)", "10px 20em 30px"), re.findall(r"(?<!\$)\b\d+", "$5 and 7 and $10 or 12"))
print(re.findall(r"(\w)(\d)", "a1 b2 c3"), re.findall(r"(?:ab)+", "ababxab"))
print([m.group() for m in re.finditer(r"\b[A-Z][a-z]+\b", "Alice met Bob in Paris and London")])
print(re.search(r"^end", "start\nend", re.M).start(), re.search(r"^end", "start\nend"))
print(re.findall(r"a.c", "a\nc abc", re.S), re.findall(r"a.c", "a\nc abc"))
m = re.search(r"(?P<year>\d{4})-(?P<mon>\d\d)", "on 2024-03-01")
print(m.groups(), m.groupdict(), m.lastgroup, m.lastindex, m.re.pattern, m.string[m.start():])
print(re.escape("1+1=2? (yes) [a-z]*"))
print(re.fullmatch(r"\w+", "héllo"), re.fullmatch(r"\w+", "héllo", re.A))
print(re.compile(r"\d+").sub("#", "a1b22c333", 2), re.sub(r"(?m)^", "> ", "l1\nl2"))
