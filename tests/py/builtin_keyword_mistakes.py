inventory = {"apples": 3}
stock = {"a": 1}
stock.update(b=2, c=3)
stock.update({"d": 4}, e=5)
print(stock, "a,b".split(sep=","), "a b c".rsplit(maxsplit=1), "x\ny".splitlines(keepends=True))
print("é".encode(encoding="utf-8", errors="strict"), b"\xc3\xa9".decode(encoding="utf-8"), "{a}-{b}".format(a=1, b=2))
print(sorted([3, 1], reverse=True), round(3.14159, ndigits=2), int("7f", base=16), sum([1, 2], start=10), dict(zip("ab", [1, 2])))
print(list(enumerate("xy", start=1)), max([1, 5], key=lambda v: -v), min([], default=None), "\t1".expandtabs(tabsize=4))
attempts = [
    lambda: inventory.get("pears", default=0),
    lambda: inventory.setdefault("pears", default=0),
    lambda: inventory.pop("pears", default=None),
    lambda: "a-b".replace(old="-", new="+"),
    lambda: "title".center(width=11, fillchar="*"),
    lambda: "abc".startswith(prefix="a"),
    lambda: "abc".find(sub="c"),
    lambda: [1, 2].index(value=2),
    lambda: [1, 2].insert(index=0, object=9),
    lambda: [1].append(object=2),
    lambda: [1].pop(index=0),
    lambda: (1, 2).count(value=1),
    lambda: {1}.add(elem=2),
    lambda: {1}.union(other={2}),
    lambda: "  x ".strip(chars=" "),
    lambda: "5".zfill(width=3),
    lambda: ", ".join(iterable=["a", "b"]),
    lambda: isinstance(1, classinfo=int),
    lambda: len(obj=[1, 2]),
    lambda: next(iter([]), default="none"),
    lambda: getattr(inventory, "missing", default=None),
    lambda: float(x="1.5"),
    lambda: list(iterable="ab"),
    lambda: range(start=0, stop=3),
    lambda: bool(x=0),
    lambda: b"abc".startswith(prefix=b"a"),
    lambda: inventory.items(reverse=True),
]
for f in attempts:
    try:
        print("ok:", f())
    except TypeError as e:
        print("TypeError:", e)
get = inventory.get
try:
    get("x", default=1)
except TypeError as e:
    print("TypeError:", e)
print(inventory.get("pears", 0), inventory.setdefault("kiwis", 5), inventory)
