# *args/**kwargs forwarding, keyword-only and positional-only parameters, star-unpacking
def make_tag(name, /, *children, sep="", **attrs):
    attr_text = "".join(f' {k}="{v}"' for k, v in attrs.items())
    return f"<{name}{attr_text}>{sep.join(children)}</{name}>"

print(make_tag("p", "hello", " ", "world"))
print(make_tag("a", "link", href="/x", cls="btn"))
print(make_tag("ul", "<li>1</li>", "<li>2</li>", sep="\n"))
try:
    make_tag(name="p")
except TypeError as e:
    print("TypeError:", e)

def connect(host, port=80, *, timeout=10, retries=3):
    return f"{host}:{port} t={timeout} r={retries}"
print(connect("a"), connect("b", 8080, retries=1))
try:
    connect("c", 1, 2)
except TypeError as e:
    print("TypeError:", e)

def forward(*args, **kwargs):
    print("  forwarding", args, kwargs)
    return connect(*args, **kwargs)
print(forward("d", timeout=1))
opts = {"timeout": 5, "retries": 0}
print(connect("e", **opts), connect(*["f", 443], **opts))

first, *middle, last = range(6)
print(first, middle, last)
(a, b), *rest = [(1, 2), 3, 4]
print(a, b, rest)
merged = {**{"x": 1, "y": 2}, **{"y": 3}, "z": 4}
print(merged, [*range(3), *"ab"], (*[1], *(2, 3)))
def stats(*nums):
    if not nums:
        return None
    return min(nums), max(nums), sum(nums) / len(nums)
print(stats(), stats(4, 8, 6), stats(*[1, 2, 3, 4]))
try:
    connect("g", timeout=1, **{"timeout": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    connect("h", bogus=1)
except TypeError as e:
    print("TypeError:", e)
