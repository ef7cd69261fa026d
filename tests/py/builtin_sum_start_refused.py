# sum() refuses a str, bytes or bytearray start, also when it sums a generator expression
class S(str): pass
starts = ["", S("x"), b"", bytearray()]
for st in starts:
    try:
        print(sum(["a", "b"], st))
    except TypeError as e:
        print(e)
    try:
        print(sum((s for s in ["a", "b"]), st))
    except TypeError as e:
        print(e)
try: print(sum((s for s in ["a", "b"]), ""))
except TypeError as e: print(e)
print(sum(([x] for x in range(3)), []), sum((x for x in [1, 2]), 0.5), sum([1, 2], 2.5))
print(sum((x for x in range(4)), 10), sum([(1,)], ()), sum((t for t in [(1,), (2,)]), ()))
