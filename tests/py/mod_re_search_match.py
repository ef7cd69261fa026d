# re: search, match, fullmatch, pos/endpos, Match attributes
import re
p = re.compile(r"\d+")
s = "ab 12 cd 345 ef"
m = p.search(s)
print(m, m.group(), m.start(), m.end(), m.span(), m.pos, m.endpos)
print(p.search(s, 5), p.search(s, 5, 10), p.search(s, 5, 8))
print(p.match(s), p.match(s, 3), p.match(s, 3).span())
print(p.fullmatch(s), p.fullmatch("123"), p.fullmatch(s, 3, 5))
print(p.search(s, -5), p.search(s, 100), p.search(s, 6, 2))
print(re.match("a|ab", "ab"), re.fullmatch("a|ab", "ab"))
print(re.fullmatch(r"(a+)(b*)", "aaab").groups())
print(re.search("^b", "ab"), re.compile("^b").search("ab", 1))
print(re.compile("$").search("ab\n").span(), re.search("a$", "a\n"), re.search(r"a\Z", "a\n"))
m = re.search(r"(\w+) (\w+)", "hello big world")
print(m.string, m.re.pattern, m.lastindex, m.lastgroup, m.re is re.compile(r"(\w+) (\w+)"))
print(bool(m), m[0], m[1], m[2], m.group(0, 1, 2), m.group(2, 1))
print(re.search("x", "abc") is None, type(re.search("a", "a")).__name__)
print(re.search("", "abc"), re.match("", ""), re.fullmatch("", ""))
print(re.compile("a").search("xa", pos=1), re.compile("b").match("ab", pos=1).span())
print(p.search(string="x 9", pos=0, endpos=3))
for bad in [None, 5, ["a"]]:
    try:
        re.search("a", bad)
    except TypeError as e:
        print("TypeError", type(bad).__name__)
m = re.match(r"(?P<first>\w)(?P<rest>\w*)", "python")
print(m.span("rest"), m.start("first"), m.end(2), m.regs)
try:
    m.group(3)
except IndexError as e:
    print("IndexError:", e)
try:
    m.group("nope")
except IndexError as e:
    print("IndexError:", e)
print(re.search(r"(a)|(b)", "b").span(1), re.search(r"(a)|(b)", "b").start(1))
