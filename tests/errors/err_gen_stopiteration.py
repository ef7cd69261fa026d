def chunks(items):
    it = iter(items)
    for first in it:
        yield first, next(it)


for a, b in chunks([1, 2, 3]):
    print(a, b)
