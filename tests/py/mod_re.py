# re module in use
import re
text = "Contact: alice@example.com, bob@test.org; phone 555-1234 or 555-9876."
print(re.findall(r"[\w.]+@[\w.]+\w", text))
print(re.findall(r"(\d{3})-(\d{4})", text))
m = re.search(r"(\w+)@(\w+)\.(\w+)", text)
print(m.group(), m.group(1), m.group(2, 3), m.groups(), m.start(), m.end(), m.span())
print(re.match(r"Contact", text) is not None, re.match(r"alice", text))
m2 = re.fullmatch(r"\d{3}-\d{4}", "555-1234")
print(bool(m2), re.fullmatch(r"\d+", "12a"))
named = re.search(r"(?P<user>\w+)@(?P<domain>[\w.]+)", text)
print(named.group("user"), named.groupdict())
print([m.group() for m in re.finditer(r"\d+", "a1 b22 c333")])
print(re.sub(r"\d", "#", "a1b2"), re.split(r"[,;]\s*", "a, b;c,d"))
pat = re.compile(r"^(\w+)\s*=\s*(.*)$", re.MULTILINE)
cfg = "name = demo\nversion= 2\n# c\ndebug =true"
print(pat.findall(cfg))
print(re.findall(r"(?i)the", "The theme of THE day"), re.findall(r"\bthe\b", "the theme the"))
print(re.escape("a.b*c"), re.search(r"x*", "aaa").group() == "")
print(re.findall(r"a.c", "abc a\nc", re.DOTALL), re.findall(r"^\w", "ab\ncd", re.M))
print(re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world"))
words = re.findall(r"[a-z']+", "It's a dog's life, isn't it?".lower())
print(words)
