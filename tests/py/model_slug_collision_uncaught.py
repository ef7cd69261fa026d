# Build unique slugs for article titles; a title that slugifies to nothing raises ValueError at the end.
import re
import unicodedata

def slugify(title):
    s = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    s = re.sub(r"[^\w\s-]", "", s).strip().lower()
    s = re.sub(r"[-\s_]+", "-", s)
    if not s:
        raise ValueError(f"title {title!r} has no usable characters for a slug")
    return s

def assign(titles):
    used, out = set(), {}
    for t in titles:
        base = slugify(t)
        slug, n = base, 2
        while slug in used:
            slug = f"{base}-{n}"
            n += 1
        used.add(slug)
        out[t] = slug
    return out

titles = ["Hello World", "Hello, World!", "hello world", "Ünïcode Tîtle", "C++ Tips & Tricks", "2024: A Year"]
for t, s in assign(titles).items():
    print(f"{t!r:22} -> {s}")
print(assign(["Fine", "???"]))
