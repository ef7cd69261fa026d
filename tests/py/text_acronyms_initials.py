import re, string
phrases = ["Portable Network Graphics", "as soon as possible", "Graphics Interchange Format", "the quick brown fox", "Don't repeat yourself", "  extra   spaces here "]
STOP = {"as", "the", "of", "and"}
for p in phrases:
    words = p.split()
    acr = "".join(w[0].upper() for w in words if w.lower() not in STOP)
    print(f"{p!r:35} -> {acr:<6} {string.capwords(p)!r}")
names = ["john ronald reuel tolkien", "ADA lovelace", "mary-jane watson", "o'neil", "  guido   van rossum  "]
def initials(n):
    parts = re.split(r"[\s-]+", n.strip())
    return ".".join(p[0].upper() for p in parts if p) + "."
for n in names:
    print(f"{n.strip().title():<28} {initials(n):<10} {n.split()[-1].capitalize()}, {' '.join(x[0].upper() + '.' for x in n.split()[:-1])}")
def slug(s):
    s = re.sub(r"[^\w\s-]", "", s.lower())
    return re.sub(r"[-\s]+", "-", s).strip("-")
print([slug(p) for p in phrases + ["Hello, World!", "Ünïcödé Tëxt", "--already--sluggy--"]])
def camel(s):
    w = re.split(r"[_\-\s]+", s)
    return w[0].lower() + "".join(x.title() for x in w[1:])
def snake(s):
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", s).lower()
print([camel(x) for x in ["user_id", "first-name", "HTTP response code"]], [snake(x) for x in ["userId", "firstName", "HTTPResponse", "getURL2Value"]])
